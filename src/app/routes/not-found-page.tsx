import { Link } from 'wouter';

export default function NotFoundPage() {
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <h1>Page Not Found</h1>
          <p>Oops! The page you're looking for doesn't exist or has been moved...</p>
        </div>
      </section>
      <section className="section">
        <div className="container text-center">
          <Link href="/" className="button">
            Return to Home
          </Link>
        </div>
      </section>
    </>
  );
}
