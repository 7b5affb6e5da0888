import { describe, expect, it } from 'vitest';
import { listboxKeyAction, opensList } from './listbox-keys.ts';

describe('listboxKeyAction', () => {
  it('moves the highlight with the arrows, stopping at both ends', () => {
    expect(listboxKeyAction('ArrowDown', 0, 3)).toEqual({ kind: 'move', index: 1 });
    expect(listboxKeyAction('ArrowDown', 2, 3)).toEqual({ kind: 'move', index: 2 });
    expect(listboxKeyAction('ArrowUp', 2, 3)).toEqual({ kind: 'move', index: 1 });
    expect(listboxKeyAction('ArrowUp', 0, 3)).toEqual({ kind: 'move', index: 0 });
  });

  it('jumps to the first and last option', () => {
    expect(listboxKeyAction('Home', 2, 7)).toEqual({ kind: 'move', index: 0 });
    expect(listboxKeyAction('End', 2, 7)).toEqual({ kind: 'move', index: 6 });
  });

  it('chooses the highlighted option with Enter or Space', () => {
    expect(listboxKeyAction('Enter', 4, 7)).toEqual({ kind: 'choose', index: 4 });
    expect(listboxKeyAction(' ', 1, 7)).toEqual({ kind: 'choose', index: 1 });
  });

  it('closes on Escape (focus back to the button) and on Tab (focus moves on)', () => {
    expect(listboxKeyAction('Escape', 1, 7)).toEqual({ kind: 'close', returnFocus: true });
    expect(listboxKeyAction('Tab', 1, 7)).toEqual({ kind: 'close', returnFocus: false });
  });

  it('ignores other keys', () => {
    expect(listboxKeyAction('a', 1, 7)).toEqual({ kind: 'none' });
  });
});

describe('opensList', () => {
  it('opens on the arrow keys only', () => {
    expect(opensList('ArrowDown')).toBe(true);
    expect(opensList('ArrowUp')).toBe(true);
    expect(opensList('Enter')).toBe(false);
    expect(opensList('x')).toBe(false);
  });
});
