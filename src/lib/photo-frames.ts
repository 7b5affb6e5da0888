// How large photos are shown. The photos shown at a fixed size, in CSS pixels: their components
// tell the browser with `sizes`, and the configuration check asks of each photo the pixels the
// frame needs on a sharp screen (scripts/config/rules/photos-large-enough.ts). Their CSS lays the
// frames out at these sizes (guide-page.css, testimonials.css): tests/e2e/photo-sizes.test.ts
// checks that every photo's `sizes` is at least the width it is shown at.

/** Device pixels per CSS pixel of the sharp screens a photo is made for (most phones: 2 to 3). */
export const SHARP_SCREEN = 2;

/** A guide's portrait, 4:5: its column beside the text, and its width above the text on a phone. */
export const GUIDE_PORTRAIT = { width: 320, phoneWidth: 240, ratio: { width: 4, height: 5 } } as const;

/** A testimonial's avatar: a circle this wide. */
export const AVATAR_WIDTH = 56;

/** The widest the check asks a photo to be, in pixels: a tour's and the home page's photo span a
 * laptop's width. Below it, a photo is offered at its own width too (photo-variants.ts). */
export const WIDEST_FRAME = 1200;
