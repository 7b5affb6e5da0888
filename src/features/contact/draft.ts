// What the visitor has written in the contact form, kept in the tab until it is sent. A phone
// reloads a page left for another app (Chrome discards tabs in the background, as when the
// tourist checks WhatsApp or the map), and a reload empties a form. sessionStorage: this tab
// only, gone when it is closed; technical storage, named on the privacy page.
import { MESSAGE_FIELDS, type ContactMessageFields } from '../../lib/contact-api.ts';

const DRAFT_KEY = 'contactDraft';

type Fields = HTMLFormControlsCollection;
const fieldOf = (fields: Fields, name: string) => fields.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

/** Keeps the form's fields; none kept while they are all empty. */
export function keepDraft(form: HTMLFormElement): void {
  const draft = Object.fromEntries(MESSAGE_FIELDS.map((name) => [name, fieldOf(form.elements, name).value]));
  const empty = Object.values(draft).every((value) => value === '');
  // Storage may be full or refused (a private window): the form goes on without a draft.
  try {
    if (empty) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    /* nothing to keep it in */
  }
}

/** Puts the kept draft back into the fields still empty: what was typed or filled in since wins. */
export function restoreDraft(form: HTMLFormElement): void {
  let draft: Partial<ContactMessageFields>;
  try {
    draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<ContactMessageFields>;
  } catch {
    return;
  }
  for (const name of MESSAGE_FIELDS) {
    const field = fieldOf(form.elements, name);
    const kept = draft[name];
    if (field.value === '' && typeof kept === 'string') field.value = kept;
  }
}

export function dropDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing was kept */
  }
}
