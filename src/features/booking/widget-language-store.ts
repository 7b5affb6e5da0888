// The language chosen on each tour page's booking panel, by tour slug: kept so that it
// survives navigating away and back.
import { create } from 'zustand';
import type { LanguageCode } from '../../generated/config-types.ts';

interface WidgetLanguageStore {
  chosen: Record<string, LanguageCode>;
  choose: (slug: string, language: LanguageCode) => void;
}

export const useWidgetLanguageStore = create<WidgetLanguageStore>()((set) => ({
  chosen: {},
  choose: (slug, language) => set((state) => ({ chosen: { ...state.chosen, [slug]: language } })),
}));
