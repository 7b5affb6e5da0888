// How the company's contact details (site.yaml `contact`) are written on the page: links that
// start a call, a WhatsApp chat or an email, and the address on one line.
import type { Address } from '../generated/config-types.ts';

/** Digits only, as wa.me and tel: links want them. */
function phoneDigits(phone: string): string {
  return phone.replace(/[^\d]/g, '');
}

export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** wa.me wants the number as digits only; `text` pre-fills the visitor's first message. */
export function whatsappHref(number: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(number)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

/** Spaces as %20, not +, which mail programs would show literally; `body` pre-fills the mail. */
export function mailtoHref(email: string, subject?: string, body?: string): string {
  const fields = [
    subject && `subject=${encodeURIComponent(subject)}`,
    body && `body=${encodeURIComponent(body)}`,
  ].filter(Boolean);
  return fields.length > 0 ? `mailto:${email}?${fields.join('&')}` : `mailto:${email}`;
}

/** `street, postalCode city`, as the footer and the privacy notice write it. */
export function addressLine({ street, postalCode, city }: Address): string {
  return `${street}, ${postalCode} ${city}`;
}
