// The FAQ: each question a <details> of one group (`name`), so the browser keeps at most one
// answer open and opens or closes it on the first tap, with or without script. An answer that
// speaks of one tour links that tour's "Know before you go" (`[the Vatican](tour:vatican)`).
import type { ReactNode } from 'react';
import { RichText } from '../../components/rich-text.tsx';
import { splitTourLinks } from '../../lib/placeholders.ts';
import { KNOW_BEFORE_YOU_GO_ID } from '../../lib/tour-anchors.ts';
import { useFormatters } from '../../lib/format.ts';
import { policyValues } from '../../lib/policies.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './faq-accordion.css';

function Answer({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const to = useLocalPath();
  return splitTourLinks(text).map((part, i) =>
    typeof part === 'string' ? (
      <RichText key={i} text={part} values={values} />
    ) : (
      <a key={i} href={to(`/tours/${part.slug}#${KNOW_BEFORE_YOU_GO_ID}`)}>
        {part.text}
      </a>
    ),
  );
}

/** The questions under their own heading (the home page), or under the page's `titleId` (the
 * questions page, whose title is its <h1>). */
export function FaqAccordion({ titleId }: { titleId?: string }) {
  const faq = useTexts('faq');
  const { faqTitle } = useTexts('home');
  const common = useTexts('common');
  const to = useLocalPath();
  // One level under the section's title: the home page's h2, or the questions page's h1.
  const Question = titleId ? 'h2' : 'h3';
  const values = {
    ...policyValues(useFormatters(), common, useTexts('tours')),
    contactUs: <a href={to('/contact')}>{common.chrome.contactUs}</a>,
  };

  return (
    <section id="faq" className="section lazy-render" aria-labelledby={titleId ?? 'faq-title'}>
      <div className="container faq">
        {!titleId && (
          <h2 id="faq-title" className="section-title">
            {faqTitle}
          </h2>
        )}
        {faq.map((item) => (
          <details key={item.question} name="faq" className="faq__item">
            <summary>
              <Question>{item.question}</Question>
              <span className="faq__icon" aria-hidden="true" />
            </summary>
            <div className="faq__answer">
              <p>
                <Answer text={item.answer} values={values} />
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
