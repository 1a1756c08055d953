import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { appPath } from '@/config/env';
import { routeErrorContent } from './content';
import './not-found-page.css';

/**
 * The router's default error screen (TanStack's own is English): what happened in French, 'Réessayer' to load the
 * page again, and a link home that reloads the app, for when the app itself is what failed. The error is logged,
 * never shown (spec §8: server error codes are not shown). Kept in the entry, with no lazy import: it must show even
 * when loading a chunk is what failed.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  useEffect(() => {
    console.error('[page] affichage impossible', error);
  }, [error]);
  return (
    <section className="not-found route-error" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="not-found__title">
        {routeErrorContent.title}
      </h1>
      <p className="not-found__message" role="alert">
        {routeErrorContent.message}
      </p>
      <div className="route-error__actions">
        <Button
          onPress={() => {
            reset();
            void router.invalidate();
          }}
        >
          {routeErrorContent.retry}
        </Button>
        <a href={appPath('/')} className={buttonClassName({ variant: 'secondary' })}>
          {routeErrorContent.backHome}
        </a>
      </div>
    </section>
  );
}
