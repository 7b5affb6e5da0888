import { useTexts } from '../../lib/texts.ts';
import { TermsText } from './terms-text.tsx';

export default function TermsPage() {
  const terms = useTexts('terms');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{terms.title}</h1>
        </div>
      </section>
      <div className="container section prose">
        <TermsText />
      </div>
    </>
  );
}
