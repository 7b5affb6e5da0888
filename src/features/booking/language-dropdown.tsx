// The booking panel's language menu: a button that opens a listbox of the tour's languages.
// It closes on a choice, Escape, Tab, a click outside or focus leaving it (which also covers a
// click into the widget frame, whose events never reach this document). Choosing or Escape
// returns focus to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Language, LanguageCode } from '../../generated/config-types.ts';
import { listboxKeyAction, opensList } from './listbox-keys.ts';
import './language-dropdown.css';

interface LanguageDropdownProps {
  label: string;
  options: readonly Language[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}

export function LanguageDropdown({ label, options, value, onChange }: LanguageDropdownProps) {
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.code === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const selected = options[selectedIndex];
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  // Keeps the highlighted option in view in a list taller than its box.
  useEffect(() => {
    if (open) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  function openList(index: number) {
    setActive(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(index: number) {
    const option = options[index];
    if (option && option.code !== value) onChange(option.code);
    close(true);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (open || !opensList(event.key)) return;
    event.preventDefault();
    openList(event.key === 'ArrowUp' ? Math.max(0, selectedIndex - 1) : selectedIndex);
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const action = listboxKeyAction(event.key, active, options.length);
    if (action.kind === 'none') return;
    if (action.kind !== 'close' || action.returnFocus) event.preventDefault();
    if (action.kind === 'move') setActive(action.index);
    else if (action.kind === 'choose') choose(action.index);
    else close(action.returnFocus);
  }

  return (
    <div
      className="language-dropdown"
      ref={rootRef}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <span className="language-dropdown__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className="language-dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => (open ? close(false) : openList(selectedIndex))}
        onKeyDown={onButtonKeyDown}
      >
        {selected && <LanguageName language={selected} />}
        <svg
          className="language-dropdown__chevron"
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M6 9l6 6 6-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      <ul
        ref={listRef}
        id={`${id}-list`}
        className="language-dropdown__list"
        role="listbox"
        aria-labelledby={`${id}-label`}
        aria-activedescendant={open ? optionId(active) : undefined}
        tabIndex={-1}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {options.map((option, index) => (
          // Keys are handled by the listbox itself (aria-activedescendant): options never take focus.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.code}
            id={optionId(index)}
            role="option"
            aria-selected={option.code === value}
            className={index === active ? 'language-dropdown__option is-active' : 'language-dropdown__option'}
            onClick={() => choose(index)}
            onPointerMove={() => setActive(index)}
          >
            <LanguageName language={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LanguageName({ language }: { language: Language }) {
  return (
    <span className="language-dropdown__name">
      <span lang={language.code}>{language.name}</span>
    </span>
  );
}
