// Any address no route matches (served with 404): the way home and every tour.
import { TourLinks } from '../../components/coming-soon.tsx';
import { useTexts } from '../../lib/texts.ts';
import { useLocalPath } from '../../lib/use-local-path.ts';

export default function NotFoundPage() {
  const notFound = useTexts('notFound');
  const to = useLocalPath();
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>{notFound.title}</h1>
          <p>{notFound.text}</p>
        </div>
      </section>
      <section className="section">
        <div className="container text-center">
          <a href={to('/')} className="button">
            {notFound.home}
          </a>
          <h2 className="coming-soon__tours-title">{notFound.tours}</h2>
          <TourLinks />
        </div>
      </section>
    </>
  );
}
