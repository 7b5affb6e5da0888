import { Link } from 'wouter';
import { Photo } from '../../components/photo.tsx';
import { site } from '../../generated/site.ts';
import './hero.css';

export function Hero() {
  return (
    <section className="hero">
      <Photo name={site.hero.image} alt={site.hero.alt} sizes="100vw" priority className="hero__photo" />
      <div className="hero__content container">
        <h1>{site.hero.title}</h1>
        <p>{site.hero.subtitle}</p>
        <Link href="/tours" className="button">
          Explore Rome Tours
        </Link>
      </div>
    </section>
  );
}
