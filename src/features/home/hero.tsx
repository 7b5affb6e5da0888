import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import { heroSizes, heroUpright } from './hero-crop.ts';
import './hero.css';

export function Hero() {
  const home = useTexts('home');
  const to = useLocalPath();
  return (
    <section className="hero">
      {/* The photo covers the hero, so it is shown wider than the screen where the hero is
          narrower than the photo's shape; upright phones get a cut to their own shape. */}
      <Photo
        name={site.hero.image}
        alt={home.heroAlt}
        sizes={heroSizes}
        cropped={heroUpright}
        priority
        className="hero__photo"
      />
      <div className="hero__content container">
        <h1>{home.heroTitle}</h1>
        <p>{home.heroSubtitle}</p>
        <a href={to('/tours')} className="button">
          {home.heroButton}
        </a>
      </div>
    </section>
  );
}
