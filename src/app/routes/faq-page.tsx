// /faq — the questions travellers ask most, on a page of their own (linked from the menu and the
// footer); the home page shows the same ones.
import { FaqAccordion } from '../../features/faq/faq-accordion.tsx';
import { useTexts } from '../../lib/texts.ts';

export default function FaqPage() {
  const meta = useTexts('meta');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1 id="faq-page-title">{meta.faqTitle}</h1>
        </div>
      </section>
      <FaqAccordion titleId="faq-page-title" />
    </>
  );
}
