import { site } from '../../generated/site.ts';

export default function AboutPage() {
  const { about } = site;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>About Us</h1>
          <p>{site.tagline}</p>
        </div>
      </section>
      <div className="container prose section">
        <section aria-labelledby="about-story">
          <h2 id="about-story">Our Story</h2>
          <p>{about.story}</p>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p>{about.mission}</p>
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values">Our Values</h2>
          <dl>
            {about.values.map((value) => (
              <div key={value.title}>
                <dt>
                  <strong>{value.title}</strong>
                </dt>
                <dd>{value.text}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
