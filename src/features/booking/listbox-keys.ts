// What a key does in the open language list, following the WAI-ARIA listbox pattern: arrows
// move the highlight (stopping at the ends), Home/End jump, Enter/Space choose, Escape closes
// and Tab closes while letting focus move on.
export type ListboxAction =
  | { kind: 'move'; index: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close'; returnFocus: boolean }
  | { kind: 'none' };

export function listboxKeyAction(key: string, active: number, count: number): ListboxAction {
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      return { kind: 'move', index: Math.min(active + 1, last) };
    case 'ArrowUp':
      return { kind: 'move', index: Math.max(active - 1, 0) };
    case 'Home':
    case 'PageUp':
      return { kind: 'move', index: 0 };
    case 'End':
    case 'PageDown':
      return { kind: 'move', index: last };
    case 'Enter':
    case ' ':
      return { kind: 'choose', index: active };
    case 'Escape':
      return { kind: 'close', returnFocus: true };
    case 'Tab':
      return { kind: 'close', returnFocus: false };
    default:
      return { kind: 'none' };
  }
}

/** Keys on the closed dropdown's button that open the list (Enter and Space click it). */
export function opensList(key: string): boolean {
  return key === 'ArrowDown' || key === 'ArrowUp';
}
