import { staticPart } from '../../lib/deferred.tsx';
import { useTexts } from '../../lib/texts.ts';

// Text and links: prerendered, the terms need no code, nor the tours' policies and names that
// their cancellation paragraph is written from (lib/deferred.tsx).
const Terms = staticPart(
  'terms-text',
  () => import('./terms-text.tsx').then((module) => module.TermsText),
  'container section prose',
);

export default function TermsPage() {
  const terms = useTexts('terms');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{terms.title}</h1>
        </div>
      </section>
      <Terms />
    </>
  );
}
