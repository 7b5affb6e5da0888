// What the visitor has written in the contact form, kept in the tab until it is sent. A phone
// reloads a page left for another app (Chrome discards tabs in the background, as when the
// tourist checks WhatsApp or the map), and a reload empties a form. sessionStorage: this tab
// only, gone when it is closed; technical storage, named on the privacy page.
//
// With the text it keeps what makes a send after a reload the same message: when the form was
// first shown (a message written over minutes is not "sent too fast to be human" because the
// page was reloaded a second ago) and the key of a send that got no answer (sent again after a
// reload, it is still stored once).
import { MESSAGE_FIELDS, type ContactMessageFields } from '../../lib/contact-api.ts';

const DRAFT_KEY = 'contactDraft';

export interface Draft {
  values: ContactMessageFields;
  /** Date.now() when the form was shown, on the page where the writing began. */
  shownAt: number;
  /** The last send, until the server answers it: the same text is sent again with the same key. */
  unanswered?: { text: string; key: string };
}

export function loadDraft(): Draft | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null;
    if (!kept || !Number.isSafeInteger(kept.shownAt) || kept.shownAt! <= 0) return undefined;
    if (typeof kept.values !== 'object' || !kept.values) return undefined;
    const values = Object.fromEntries(
      MESSAGE_FIELDS.map((name) => [name, typeof kept.values?.[name] === 'string' ? kept.values[name] : '']),
    ) as ContactMessageFields;
    return { values, shownAt: kept.shownAt!, unanswered: kept.unanswered };
  } catch {
    // Refused (storage turned off) or written by another version: no draft.
    return undefined;
  }
}

/** Keeps the draft; none (removed) when there is nothing written in it. */
export function saveDraft(draft: Draft | undefined): void {
  const empty = !draft || MESSAGE_FIELDS.every((name) => draft.values[name] === '');
  try {
    if (empty) sessionStorage.removeItem(DRAFT_KEY);
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the form goes on without a draft.
  }
}

const fieldOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement;

/** What the form's fields hold now. */
export function valuesOf(form: HTMLFormElement): ContactMessageFields {
  return Object.fromEntries(MESSAGE_FIELDS.map((name) => [name, fieldOf(form, name).value])) as ContactMessageFields;
}

/** Puts kept values into the fields still empty: what was typed or filled in since wins. */
export function fillEmptyFields(form: HTMLFormElement, values: ContactMessageFields): void {
  for (const name of MESSAGE_FIELDS) {
    const field = fieldOf(form, name);
    if (field.value === '') field.value = values[name];
  }
}

/** Empties the fields that still hold what was sent; what was added since stays. */
export function clearSentFields(form: HTMLFormElement, sent: ContactMessageFields): void {
  for (const name of MESSAGE_FIELDS) {
    const field = fieldOf(form, name);
    if (field.value === sent[name]) field.value = '';
  }
}
