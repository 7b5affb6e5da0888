// The contact form: idle → sending → success (the fields sent cleared) or error (fields kept,
// so nothing typed is lost). A send with no answer after ANSWER_TIMEOUT_MS goes on, and the
// visitor is told and may send again: the same text carries the same key, so the server stores
// it once. What is written is kept in the tab until it is sent (draft.ts), so a reload does not
// lose it. The outcome is announced in a live region that is in the page from the start; a
// field the server refused shows why beside it, until the visitor edits it.
//
// It is an ordinary form first: without script it posts to the server, which answers with the
// thank-you page or this form again, the visitor's text kept (`initial`). Its fields are the
// browser's own (uncontrolled), so what the visitor typed or the browser filled in before this
// code arrived stays: the code fills only fields still empty, from the draft.
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { company } from '../../generated/company.ts';
import {
  CONTACT_API_PATH,
  FIELD_LIMITS,
  fieldProblemText,
  type ContactSubmission,
  type FormReply,
  type MessageField,
} from '../../lib/contact-api.ts';
import { useFormatters } from '../../lib/format.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { clearSentFields, fillEmptyFields, loadDraft, saveDraft, valuesOf, type Draft } from './draft.ts';
import { ANSWER_TIMEOUT_MS, sendContactMessage } from './send-contact-message.ts';
import { useElementId } from '../../lib/element-id.ts';
import './contact-form.css';

type Status = 'idle' | 'sending' | 'success' | 'error' | 'offline' | 'no-answer' | 'fields' | 'rate-limited';

type FieldErrors = FormReply['errors'];

/** The form's heading, on the contact page: a form sent without script comes back to it (the
 * address's fragment outlives the post and its redirect), so a refused one shows its problems on
 * the screen, not two screens below it. */
export const CONTACT_FORM_TITLE_ID = 'contact-form-title';

export interface ContactFormProps {
  /** The page's language, posted with the form: the server answers in it. */
  lang: string;
  /** The page's address, posted with the form: the office's mail names it. */
  page: string;
  /** The server's reply to this form posted without script. */
  initial?: FormReply;
}

function statusOf(reply: FormReply | undefined): Status {
  if (!reply) return 'idle';
  if (reply.waitSeconds !== undefined) return 'rate-limited';
  return reply.failed ? 'error' : 'fields';
}

/** What the form sends: the draft's text, and where and when it was written. */
function messageOf(form: HTMLFormElement, kept: Draft, { page, lang }: ContactFormProps): ContactSubmission {
  return {
    ...kept.values,
    website: (form.elements.namedItem('website') as HTMLInputElement).value,
    // When the visitor first saw the form, for the server's "sent too fast to be human" check:
    // the load of the page the writing began on, as the form is in the page from the start.
    shownAt: kept.shownAt,
    page,
    lang,
  };
}

export function ContactForm({ lang, page, initial }: ContactFormProps) {
  const id = useElementId('contact');
  const words = useTexts('contact');
  const f = useFormatters();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(initial?.errors ?? {});
  const [waitSeconds, setWaitSeconds] = useState(initial?.waitSeconds ?? 0);
  const [status, setStatus] = useState<Status>(statusOf(initial));
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useRef<Draft>(undefined);
  // The send under way, stopped when the visitor sends again after no answer came.
  const underWay = useRef<AbortController>(undefined);

  // Before the browser can hand the page an event: a keystroke must not find the draft unread.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const kept = loadDraft();
    // The server's reply to the form sent without script holds what was sent: newer than the draft.
    if (kept && !initial) fillEmptyFields(form, kept.values);
    draft.current = kept;
    // Kept at once: what was typed before the code came, or the server's reply (a page a reload
    // would post again).
    keepDraft(form);
    // A send that got no answer before the page was reloaded: said again, or the visitor may
    // think the message went.
    const unanswered = draft.current?.unanswered;
    if (!initial && unanswered && JSON.stringify(messageOf(form, draft.current!, { page, lang })) === unanswered.text)
      setStatus('no-answer');
  }, [initial, page, lang]);

  function keepDraft(form: HTMLFormElement) {
    draft.current = {
      ...draft.current,
      values: valuesOf(form),
      shownAt: draft.current?.shownAt ?? Math.round(performance.timeOrigin),
    };
    saveDraft(draft.current);
  }

  const corrected = (field: MessageField) => () =>
    setFieldErrors((errors) => {
      if (!(field in errors)) return errors;
      const { [field]: _corrected, ...others } = errors;
      return others;
    });

  const fieldError = (field: MessageField): string | undefined => {
    const code = fieldErrors[field];
    return code && fieldProblemText(words, field, code);
  };

  function statusText(): string {
    switch (status) {
      case 'success':
        return words.success;
      case 'error':
        return format(words.error, { email: company.contact.email });
      case 'offline':
        return words.offline;
      case 'no-answer':
        return format(words.noAnswer, { phone: company.contact.phone });
      case 'fields':
        // Gone once every field it points at has been changed.
        return Object.keys(fieldErrors).length > 0 ? words.fixFields : '';
      case 'rate-limited':
        return format(words.tooMany, { wait: f.seconds(waitSeconds), phone: company.contact.phone });
      default:
        return '';
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    keepDraft(form);
    const kept = draft.current!;
    const message = messageOf(form, kept, { page, lang });
    const text = JSON.stringify(message);
    // randomUUID is there on HTTPS and localhost only; without a key a repeat is stored twice.
    const key = kept.unanswered?.text === text ? kept.unanswered.key : crypto.randomUUID?.();
    if (key) {
      draft.current = { ...kept, unanswered: { text, key } };
      saveDraft(draft.current);
    }

    // A send with no answer yet gives way to this one: the same text, the same key.
    underWay.current?.abort();
    const sending = new AbortController();
    underWay.current = sending;
    setStatus('sending');
    const slow = setTimeout(() => setStatus('no-answer'), ANSWER_TIMEOUT_MS);
    try {
      const result = await sendContactMessage(message, { key, signal: sending.signal });
      // Answered: stored, or refused and not stored. A send after this is a new one.
      if (draft.current) {
        draft.current = { ...draft.current, unanswered: undefined };
        saveDraft(draft.current);
      }
      if (result.kind === 'sent') {
        clearSentFields(form, kept.values);
        // Anything added while it was on its way stays, kept as a new draft.
        draft.current = undefined;
        keepDraft(form);
        setFieldErrors({});
        setStatus('success');
      } else if (result.kind === 'fields') {
        setFieldErrors(result.fields);
        setStatus('fields');
      } else if (result.kind === 'rate-limited') {
        setWaitSeconds(result.seconds);
        setStatus('rate-limited');
      } else {
        console.error('The contact message could not be sent: the server answered', result.status);
        setStatus('error');
      }
    } catch (error) {
      // Given way to a newer send, which reports for both.
      if (sending.signal.aborted) return;
      // No connection (a page kept offline): nothing is wrong but the signal; the text stays.
      if (!navigator.onLine) return setStatus('offline');
      console.error('The contact message could not be sent:', error);
      setStatus('error');
    } finally {
      clearTimeout(slow);
    }
  }

  const sending = status === 'sending';
  return (
    // method and action only matter if the form is sent before the page's script has run.
    <form
      ref={formRef}
      className="contact-form"
      method="post"
      action={`${CONTACT_API_PATH}#${CONTACT_FORM_TITLE_ID}`}
      onSubmit={(event) => void onSubmit(event)}
      onInput={(event) => keepDraft(event.currentTarget)}
    >
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="page" value={page} />
      <div className="contact-form__row">
        <Field id={`${id}-name`} label={words.name} error={fieldError('name')}>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={FIELD_LIMITS.name}
            defaultValue={initial?.values.name}
            onChange={corrected('name')}
            aria-invalid={fieldErrors.name ? true : undefined}
            aria-describedby={fieldErrors.name ? `${id}-name-error` : undefined}
          />
        </Field>
        <Field id={`${id}-email`} label={words.email} error={fieldError('email')}>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={FIELD_LIMITS.email}
            defaultValue={initial?.values.email}
            onChange={corrected('email')}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          />
        </Field>
      </div>
      <Field id={`${id}-subject`} label={words.subject} error={fieldError('subject')}>
        <input
          id={`${id}-subject`}
          name="subject"
          type="text"
          required
          maxLength={FIELD_LIMITS.subject}
          defaultValue={initial?.values.subject}
          onChange={corrected('subject')}
          aria-invalid={fieldErrors.subject ? true : undefined}
          aria-describedby={fieldErrors.subject ? `${id}-subject-error` : undefined}
        />
      </Field>
      <Field id={`${id}-message`} label={words.message} error={fieldError('message')}>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={FIELD_LIMITS.message}
          defaultValue={initial?.values.message}
          onChange={corrected('message')}
          aria-invalid={fieldErrors.message ? true : undefined}
          aria-describedby={fieldErrors.message ? `${id}-message-error` : undefined}
        />
      </Field>

      {/* The honeypot: invisible to people and assistive technology, filled in only by bots. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{words.honeypot}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <button type="submit" className="button contact-form__submit" disabled={sending}>
        {sending ? words.sending : words.send}
      </button>
      <p
        id={`${id}-status`}
        className={`contact-form__status contact-form__status--${status}`}
        role="status"
        aria-live="polite"
      >
        {statusText()}
      </p>
    </form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children}
      <p className="contact-form__field-error" id={`${id}-error`} hidden={!error}>
        {error}
      </p>
    </div>
  );
}
