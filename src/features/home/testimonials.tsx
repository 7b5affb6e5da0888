import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import { AVATAR_WIDTH } from '../../lib/photo-frames.ts';
import { format, useTexts } from '../../lib/texts.ts';
import './testimonials.css';

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="stars" role="img" aria-label={format(label, { rating })}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </p>
  );
}

export function Testimonials() {
  const home = useTexts('home');
  const words = useTexts('testimonials');
  return (
    <section className="section section--soft lazy-render" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section-title">
          {home.testimonialsTitle}
        </h2>
        <ul className="testimonials">
          {site.testimonials.map((t, i) => (
            <li key={t.name} className="testimonial">
              <Stars rating={t.rating} label={home.rating} />
              <blockquote>
                <p>{words[i]?.text}</p>
              </blockquote>
              <div className="testimonial__author">
                <Photo name={t.avatar} alt="" sizes={`${AVATAR_WIDTH}px`} className="testimonial__avatar" />
                <p>
                  <strong>{t.name}</strong>
                  <br />
                  {words[i]?.location}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
