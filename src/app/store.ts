// The one UI store: the mobile menu, the cookie choice and each tour page's widget language.
// Everything starts from the same values on the server and in the browser; the stored cookie
// choice is read only after hydration (see CookieConsent), so the prerendered HTML
// and the first client render agree.
import { create } from 'zustand';
import type { LanguageCode } from '../generated/config-types.ts';

export type ConsentChoice = 'accepted' | 'rejected';
/** `unknown` until the browser has read local storage; `unset` when no valid choice is stored. */
export type ConsentState = 'unknown' | 'unset' | ConsentChoice;

interface UiState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;

  consent: ConsentState;
  /** The cookie settings view, opened from the banner or the footer link. */
  consentSettingsOpen: boolean;
  setConsent: (consent: ConsentState) => void;
  setConsentSettingsOpen: (open: boolean) => void;

  /** Language chosen on each tour page's booking panel, by tour slug. */
  widgetLanguage: Record<string, LanguageCode>;
  setWidgetLanguage: (slug: string, language: LanguageCode) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),

  consent: 'unknown',
  consentSettingsOpen: false,
  setConsent: (consent) => set({ consent }),
  setConsentSettingsOpen: (consentSettingsOpen) => set({ consentSettingsOpen }),

  widgetLanguage: {},
  setWidgetLanguage: (slug, language) =>
    set((state) => ({ widgetLanguage: { ...state.widgetLanguage, [slug]: language } })),
}));
