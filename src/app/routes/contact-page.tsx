// /contact — phone, WhatsApp, email and the meeting point, then the contact form.
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { ContactMethods } from '../../features/contact/contact-methods.tsx';
import './contact-page.css';

export default function ContactPage() {
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Contact Us</h1>
          <p>Questions about a tour, a private group or a booking? Call, message or write to us.</p>
        </div>
      </section>
      <section className="section" aria-label="Ways to reach us">
        <div className="container">
          <ContactMethods />
        </div>
      </section>
      <section className="section section--soft" aria-labelledby="contact-form-title">
        <div className="container contact-page__form">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>All fields are required.</p>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
