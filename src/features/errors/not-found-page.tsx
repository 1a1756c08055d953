import { Compass } from 'lucide-react';
import { PublicLayout } from '@/components/layouts/public-layout';
import { LinkButton } from '@/components/ui';
import { notFoundContent } from './content';
import './not-found-page.css';

/** The spec's 404 text and a way home, where a page would be (a route that finds nothing it was asked for). */
export function NotFoundMessage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <span className="not-found__icon" aria-hidden="true">
        <Compass size={40} strokeWidth={1.6} />
      </span>
      {/* The spec's words and separators, visible in its order: 'Erreur 404 – Page introuvable – La page ...'. */}
      <h1 id="not-found-title" className="not-found__title">
        <span className="not-found__code">{notFoundContent.code}</span> {notFoundContent.separator}{' '}
        {notFoundContent.title}
      </h1>
      <p className="not-found__message">
        {notFoundContent.separator} {notFoundContent.message}
      </p>
      <LinkButton to="/" variant="primary" size="lg">
        {notFoundContent.backHome}
      </LinkButton>
    </section>
  );
}

/** Any unknown path: the 404 text on the public layout, whose logo leads back to /login. */
export function NotFoundPage() {
  return (
    <PublicLayout>
      <NotFoundMessage />
    </PublicLayout>
  );
}
