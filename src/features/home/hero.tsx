import { Link } from 'wouter';
import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';
import './hero.css';

export function Hero() {
  const home = useTexts('home');
  const to = useLocalPath();
  return (
    <section className="hero">
      {/* The hero is as tall as most of the screen and the photo covers it, so on a screen
          narrower than the hero's 25:16 the photo is shown at the hero's height × 16/9 (cropped at
          the sides), wider than the screen: 157vh is 88vh × 16/9, 1352px is 760px × 16/9. */}
      <Photo
        name={site.hero.image}
        alt={home.heroAlt}
        sizes="(max-aspect-ratio: 25/16) min(157vh, 1352px), 100vw"
        priority
        className="hero__photo"
      />
      <div className="hero__content container">
        <h1>{home.heroTitle}</h1>
        <p>{home.heroSubtitle}</p>
        <Link href={to('/tours')} className="button">
          {home.heroButton}
        </Link>
      </div>
    </section>
  );
}
