import { Link } from 'wouter';
import { site } from '../../generated/site.ts';
import { GuidePhoto } from '../../features/guides/guide-photo.tsx';
import { GUIDE_TEXTS } from '../../features/guides/guide-texts.ts';
import NotFoundPage from './not-found-page.tsx';
import './guide-page.css';

export default function GuidePage({ params }: { params: { slug?: string } }) {
  const guide = site.guides.find((g) => g.slug === params.slug);
  if (!guide) return <NotFoundPage />;
  const texts = GUIDE_TEXTS[guide.language];
  return (
    <div lang={guide.language}>
      <section className="page-banner guide-banner">
        <div className="container">
          <h1>{texts.heading(guide.name)}</h1>
        </div>
      </section>
      <section className="section">
        <div className="container guide">
          <GuidePhoto name={guide.photo} alt={texts.photoAlt(guide.name)} placeholder={texts.photoPlaceholder} />
          <div>
            <p>{texts.body(guide.name)}</p>
            <p className="guide__actions">
              <a className="button" href={guide.reviewUrl} target="_blank" rel="noopener noreferrer">
                {texts.reviewButton}
              </a>
              <Link href="/tours" className="button button--ghost">
                {texts.moreTours}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
