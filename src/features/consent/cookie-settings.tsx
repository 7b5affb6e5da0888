import { useRef, useState } from 'react';
import { useUiStore, type ConsentChoice } from '../../app/store.ts';
import { useModalFocus } from '../../lib/use-modal-focus.ts';

interface CookieSettingsProps {
  onChoose: (choice: ConsentChoice) => void;
  onClose: () => void;
}

/** The settings view: what each kind of storage is for, and a choice for the optional one. */
export function CookieSettings({ onChoose, onClose }: CookieSettingsProps) {
  const consent = useUiStore((s) => s.consent);
  const [thirdParty, setThirdParty] = useState(consent === 'accepted');
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(dialog, onClose);

  return (
    <div className="cookie-settings__backdrop" lang="en">
      <div
        ref={dialog}
        className="cookie-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cookie-settings-title"
      >
        <h2 id="cookie-settings-title">Cookie Settings</h2>
        <fieldset>
          <legend className="visually-hidden">Kinds of storage</legend>
          <label className="cookie-settings__option">
            <input type="checkbox" checked disabled />
            <span>
              <strong>Technical (always on)</strong>
              <br />
              Remembers this choice. Nothing is shared with anyone.
            </span>
          </label>
          <label className="cookie-settings__option">
            <input type="checkbox" checked={thirdParty} onChange={(event) => setThirdParty(event.target.checked)} />
            <span>
              <strong>Third-party content</strong>
              <br />
              The meeting-point map, which may set cookies and sees your IP address.
            </span>
          </label>
        </fieldset>
        <div className="cookie-settings__actions">
          <button type="button" className="button button--ghost" onClick={() => onChoose('rejected')}>
            Reject All
          </button>
          <button type="button" className="button button--ghost" onClick={() => onChoose('accepted')}>
            Accept All
          </button>
          <button type="button" className="button" onClick={() => onChoose(thirdParty ? 'accepted' : 'rejected')}>
            Save my choice
          </button>
        </div>
      </div>
    </div>
  );
}
