import { useEffect } from 'react';

/** Names the browser tab after the screen, so each page is announced and found by its own title. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Steer`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
