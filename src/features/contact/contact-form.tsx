// The contact form: idle → sending → success (fields cleared) or error (fields kept, so nothing
// typed is lost). The outcome is announced in a live region that is in the page from the start.
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { sendContactMessage, SEND_EMAIL_PATH, type ContactFields } from './send-contact-message.ts';
import './contact-form.css';

type Status = 'idle' | 'sending' | 'success' | 'error';

export const SUCCESS_TEXT = 'Thank you for your message! We will get back to you soon.';
export const ERROR_TEXT = 'Sorry, there was an error sending your message. Please try again later.';

const EMPTY: ContactFields = { name: '', email: '', subject: '', message: '' };

export function ContactForm() {
  const id = useId();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  // Sending waits for hydration: before it, the browser would post the form itself (not as
  // JSON), the server would refuse it and the visitor would lose the message.
  const [ready, setReady] = useState(false);
  // When the visitor first saw the form, for the server's "sent too fast to be human" check. On
  // the page the visitor opened, that is the page load (a slow phone shows the prerendered form
  // long before it hydrates, and the visitor may already be typing); after a client-side
  // navigation, it is now.
  const shownAt = useRef(0);
  useEffect(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const openedHere = navigation?.name === location.href;
    shownAt.current = Math.round(openedHere ? performance.timeOrigin : Date.now());
    setReady(true);
  }, []);

  const update = (field: keyof ContactFields) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setFields((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    setStatus('sending');
    try {
      await sendContactMessage({ ...fields, website: honeypot, shownAt: shownAt.current });
      setFields(EMPTY);
      setStatus('success');
    } catch (error) {
      console.error('The contact message could not be sent:', error);
      setStatus('error');
    }
  }

  const sending = status === 'sending';
  return (
    // method and action only matter if the form is sent before the page's script has run.
    <form className="contact-form" method="post" action={SEND_EMAIL_PATH} onSubmit={onSubmit}>
      <div className="contact-form__row">
        <Field id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            autoComplete="name"
            required
            maxLength={100}
            value={fields.name}
            onChange={update('name')}
          />
        </Field>
        <Field id={`${id}-email`} label="Email">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={fields.email}
            onChange={update('email')}
          />
        </Field>
      </div>
      <Field id={`${id}-subject`} label="Subject">
        <input
          id={`${id}-subject`}
          name="subject"
          type="text"
          required
          maxLength={200}
          value={fields.subject}
          onChange={update('subject')}
        />
      </Field>
      <Field id={`${id}-message`} label="Message">
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          maxLength={5000}
          value={fields.message}
          onChange={update('message')}
        />
      </Field>

      {/* The honeypot: invisible to people and assistive technology, filled in only by bots. */}
      <div className="contact-form__trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>

      <button type="submit" className="button contact-form__submit" disabled={sending || !ready}>
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <p
        id={`${id}-status`}
        className={`contact-form__status contact-form__status--${status}`}
        role="status"
        aria-live="polite"
      >
        {status === 'success' ? SUCCESS_TEXT : status === 'error' ? ERROR_TEXT : ''}
      </p>
    </form>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="contact-form__field">
      <label htmlFor={id}>
        {label} <span aria-hidden="true">*</span>
      </label>
      {children}
    </div>
  );
}
