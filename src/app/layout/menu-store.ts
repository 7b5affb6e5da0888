// Whether the mobile menu is open: its own small store, beside the header that opens it.
import { create } from 'zustand';

interface MenuState {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  menuOpen: false,
  setMenuOpen: (menuOpen) => set({ menuOpen }),
}));
