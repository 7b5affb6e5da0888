import GuidePhoto from '../../features/guides/guide-photo.island.tsx';
import { Island } from '../islands/island-html.tsx';
import { site } from '../../generated/site.ts';
import { format, useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import NotFoundPage from './not-found-page.tsx';
import './guide-page.css';

export default function GuidePage({ params }: { params: { slug?: string } }) {
  const guide = site.guides.find((g) => g.slug === params.slug);
  const texts = useTexts('guide');
  const to = useLocalPath();
  if (!guide) return <NotFoundPage />;
  return (
    <>
      <section className="page-banner guide-banner">
        <div className="container">
          <h1>{format(texts.title, { name: guide.name })}</h1>
        </div>
      </section>
      <section className="section">
        <div className="container guide">
          <Island
            of={GuidePhoto}
            name={guide.photo}
            alt={format(texts.photoAlt, { name: guide.name })}
            placeholder={texts.photoSoon}
          />
          <div>
            <p>{format(texts.body, { name: guide.name })}</p>
            <p className="guide__actions">
              <a className="button" href={guide.reviewUrl} target="_blank" rel="noopener noreferrer">
                {texts.review}
              </a>
              <a href={to('/tours')} className="button button--ghost">
                {texts.moreTours}
              </a>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
