// The FAQ: each question a <details> of one group (`name`), so the browser keeps at most one
// answer open and opens or closes it on the first tap, with or without script.
import { RichText } from '../../components/rich-text.tsx';
import { useFormatters } from '../../lib/format.ts';
import { policyValues } from '../../lib/policies.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './faq-accordion.css';

export function FaqAccordion() {
  const faq = useTexts('faq');
  const { faqTitle } = useTexts('home');
  const common = useTexts('common');
  const to = useLocalPath();
  const values = {
    ...policyValues(useFormatters(), common, useTexts('tours')),
    contactUs: <a href={to('/contact')}>{common.chrome.contactUs}</a>,
  };

  return (
    <section id="faq" className="section lazy-render" aria-labelledby="faq-title">
      <div className="container faq">
        <h2 id="faq-title" className="section-title">
          {faqTitle}
        </h2>
        {faq.map((item) => (
          <details key={item.question} name="faq" className="faq__item">
            <summary>
              <h3>{item.question}</h3>
              <span className="faq__icon" aria-hidden="true" />
            </summary>
            <div className="faq__answer">
              <p>
                <RichText text={item.answer} values={values} />
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
