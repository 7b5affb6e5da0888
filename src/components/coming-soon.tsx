import { Link } from 'wouter';

/** The spec's placeholder for tour and booking pages that do not exist (served with 404). */
export function ComingSoon({ text }: { text: string }) {
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{text}</h1>
        </div>
      </section>
      <section className="section">
        <div className="container text-center">
          <p>In the meantime, have a look at the tours we already offer.</p>
          <Link href="/tours" className="button">
            See all tours
          </Link>
        </div>
      </section>
    </>
  );
}
