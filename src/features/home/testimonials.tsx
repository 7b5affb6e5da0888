import { site } from '../../generated/site.ts';
import './testimonials.css';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rating ? 'stars__on' : 'stars__off'}>
          ★
        </span>
      ))}
    </p>
  );
}

export function Testimonials() {
  return (
    <section className="section section--soft render-later" aria-labelledby="testimonials-title">
      <div className="container">
        <h2 id="testimonials-title" className="section-title">
          What Our Guests Say
        </h2>
        <ul className="testimonials">
          {site.testimonials.map((t) => (
            <li key={t.name} className="testimonial">
              <Stars rating={t.rating} />
              <blockquote>
                <p>{t.text}</p>
              </blockquote>
              <div className="testimonial__author">
                <img
                  src={t.avatar}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  referrerPolicy="no-referrer"
                />
                <p>
                  <strong>{t.name}</strong>
                  <br />
                  {t.location}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
