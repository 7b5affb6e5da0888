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
      <Photo name={site.hero.image} alt={home.heroAlt} sizes="100vw" priority className="hero__photo" />
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
