// The ids of a tour page's parts that other parts of the site link to: its booking panel (Book
// Now, "Check availability", /book/<tour>) and its "Know before you go" (the FAQ's answers).
export const BOOKING_PANEL_ID = 'book';
export const KNOW_BEFORE_YOU_GO_ID = 'know-before-you-go';
