// The visitor's cookie choice and whether its settings view is open. Shared (the consent
// banner sets it; the map and the privacy page read it; the footer opens the settings), so it
// lives in lib, which every feature may import. Everything starts from the same values on the server and in the browser; the stored
// choice is read only after hydration (see CookieConsent), so the prerendered HTML and the
// first client render agree.
import { create } from 'zustand';

export type ConsentChoice = 'accepted' | 'rejected';
/** `unset` while no valid choice is known: before the browser has read local storage, and when
 * none is stored there. */
export type ConsentState = 'unset' | ConsentChoice;

interface ConsentStore {
  consent: ConsentState;
  /** The cookie settings view, opened from the banner, the footer or the privacy page. */
  settingsOpen: boolean;
  setConsent: (consent: ConsentState) => void;
  setSettingsOpen: (open: boolean) => void;
}

export const useConsentStore = create<ConsentStore>()((set) => ({
  consent: 'unset',
  settingsOpen: false,
  setConsent: (consent) => set({ consent }),
  setSettingsOpen: (settingsOpen) => set({ settingsOpen }),
}));
