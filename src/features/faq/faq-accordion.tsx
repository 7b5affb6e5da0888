// The FAQ as an accordion (WAI-ARIA pattern: a heading holding a button that controls its
// panel). At most one answer is open: opening one closes the other.
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { RichText } from '../../components/rich-text.tsx';
import { useFormatters } from '../../lib/format.ts';
import { policyValues } from '../../lib/policies.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './faq-accordion.css';

export function FaqAccordion() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const faq = useTexts('faq');
  const { faqTitle } = useTexts('home');
  const common = useTexts('common');
  const to = useLocalPath();
  const values = {
    ...policyValues(useFormatters(), common, useTexts('tours')),
    contactUs: <Link href={to('/contact')}>{common.chrome.contactUs}</Link>,
  };

  return (
    <section className="section lazy-render" aria-labelledby={`${id}-title`}>
      <div className="container faq">
        <h2 id={`${id}-title`} className="section-title">
          {faqTitle}
        </h2>
        {faq.map((item, i) => {
          const expanded = open === i;
          return (
            <div key={item.question} className="faq__item">
              <h3>
                <button
                  type="button"
                  id={`${id}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                >
                  {item.question}
                  <span className="faq__icon" aria-hidden="true" />
                </button>
              </h3>
              <div
                id={`${id}-a${i}`}
                role="region"
                aria-labelledby={`${id}-q${i}`}
                className="faq__answer"
                hidden={!expanded}
              >
                <p>
                  <RichText text={item.answer} values={values} />
                </p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
