import { describe, expect, it } from 'vitest';
import { addressLine, mailtoHref, telHref, whatsappHref } from './contact-links.ts';

describe('contact links', () => {
  it('calls the number in international form', () => {
    expect(telHref('+1 202 555 0143')).toBe('tel:+12025550143');
  });

  it('opens WhatsApp on the digits of the number', () => {
    expect(whatsappHref('+1 202 555 0187')).toBe('https://wa.me/12025550187');
  });

  it('pre-fills a WhatsApp message, encoded', () => {
    expect(whatsappHref('+39 333 123 4567', 'Tour & more?')).toBe(
      'https://wa.me/393331234567?text=Tour%20%26%20more%3F',
    );
  });

  it('writes an email, with an encoded subject when given', () => {
    expect(mailtoHref('info@example.com')).toBe('mailto:info@example.com');
    expect(mailtoHref('info@example.com', 'Colosseum, Forum & Palatine in Chinese')).toBe(
      'mailto:info@example.com?subject=Colosseum%2C%20Forum%20%26%20Palatine%20in%20Chinese',
    );
  });

  it('pre-fills the body after the subject, encoded', () => {
    expect(mailtoHref('info@example.com', 'Booking & more', 'Hello!\nTwo people?')).toBe(
      'mailto:info@example.com?subject=Booking%20%26%20more&body=Hello!%0ATwo%20people%3F',
    );
  });

  it('writes the address on one line, postal code before the city', () => {
    expect(addressLine({ street: 'Via Labicana 12', postalCode: '00184', city: 'Roma', country: 'IT' })).toBe(
      'Via Labicana 12, 00184 Roma',
    );
  });
});
