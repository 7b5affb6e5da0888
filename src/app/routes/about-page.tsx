import { useTexts } from '../../lib/texts.ts';
import './about-page.css';

export default function AboutPage() {
  const about = useTexts('about');
  const { site } = useTexts('common');
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{about.title}</h1>
          <p>{site.tagline}</p>
        </div>
      </section>
      <div className="container prose section">
        <section aria-labelledby="about-story">
          <h2 id="about-story">{about.storyTitle}</h2>
          <p>{about.story}</p>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">{about.missionTitle}</h2>
          <p>{about.mission}</p>
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values">{about.valuesTitle}</h2>
          <ul className="values">
            {about.values.map((value) => (
              <li key={value.title}>
                <strong>{value.title}</strong> {value.text}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
