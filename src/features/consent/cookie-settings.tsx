import { useRef, useState } from 'react';
import { useTexts } from '../../lib/texts.ts';
import { useModalFocus } from '../../lib/use-modal-focus.ts';
import { useConsentStore, type ConsentChoice } from '../../lib/consent-store.ts';

interface CookieSettingsProps {
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** The settings view: what each kind of storage is for, and a choice for the optional one. */
export function CookieSettings({ onChoose, onClose }: CookieSettingsProps) {
  const consent = useConsentStore((s) => s.consent);
  const { cookies } = useTexts('common');
  const [thirdParty, setThirdParty] = useState(consent === 'accepted');
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, onClose);

  return (
    <div className="cookie-settings__backdrop">
      <div
        ref={dialog}
        className="cookie-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-settings-title"
      >
        <h2 id="cookie-settings-title">{cookies.settingsTitle}</h2>
        <fieldset>
          <legend className="visually-hidden">{cookies.kinds}</legend>
          <label className="cookie-settings__option">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{cookies.technical}</strong>
              <br />
              {cookies.technicalText}
            </span>
          </label>
          <label className="cookie-settings__option">
            <input type="checkbox" checked={thirdParty} onChange={(event) => setThirdParty(event.target.checked)} />
            <span>
              <strong>{cookies.thirdParty}</strong>
              <br />
              {cookies.thirdPartyText}
            </span>
          </label>
        </fieldset>
        <div className="cookie-settings__actions">
          <button type="button" className="button button--ghost" onClick={() => onChoose('rejected')}>
            {cookies.rejectAll}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onChoose('accepted')}>
            {cookies.acceptAll}
          </button>
          <button type="button" className="button" onClick={() => onChoose(thirdParty ? 'accepted' : 'rejected')}>
            {cookies.save}
          </button>
        </div>
      </div>
    </div>
  );
}
