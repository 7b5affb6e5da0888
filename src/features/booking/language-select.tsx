// The booking panel's tour language: the browser's own <select>, so it opens, closes (on a
// choice, or a tap outside) and is operated by keyboard or a phone's picker with no code of
// ours, before and without the panel's code. The panel's code follows it: a language chosen
// before the code woke, or restored by the browser on a return to the page, is read from it
// when the code wakes, and wins over the language the page was built with.
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Language, LanguageCode } from '../../generated/config-types.ts';
import { useElementId } from '../../lib/element-id.ts';
import './language-select.css';

interface LanguageSelectProps {
  label: string;
  options: readonly Language[];
  value: LanguageCode;
  onChange: (code: LanguageCode) => void;
}

export function LanguageSelect({ label, options, value, onChange }: LanguageSelectProps) {
  const id = useElementId('tour-language');
  const select = useRef<HTMLSelectElement>(null);
  const choose = (chosen: string | undefined) => {
    const option = options.find((language) => language.code === chosen);
    if (option && option.code !== value) onChange(option.code);
  };
  const keepEarlierChoice = useEffectEvent(() => choose(select.current?.value));
  useEffect(() => keepEarlierChoice(), []);

  return (
    <div className="language-select needs-script">
      <label className="language-select__label" htmlFor={id}>
        {label}
      </label>
      <div className="language-select__box">
        <select
          ref={select}
          id={id}
          name="tour-language"
          className="language-select__control"
          value={value}
          onChange={(event) => choose(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.code} value={option.code} lang={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        <svg
          className="language-select__chevron"
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
      </div>
    </div>
  );
}
