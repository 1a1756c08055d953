import type { ReactNode } from 'react';
import './demo-console.css';

/**
 * The console's look for a section shown alone (stories): its colours and font come from the `.demo-console` root,
 * here in the page's flow rather than fixed at the bottom-left corner.
 */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <div className="demo-console" style={{ position: 'static', maxWidth: 420 }}>
      <div className="demo-console-panel" style={{ position: 'static', maxHeight: 'none' }}>
        {children}
      </div>
    </div>
  );
}
