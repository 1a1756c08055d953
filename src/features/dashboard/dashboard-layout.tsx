import type { ReactNode } from 'react';
import './dashboard.css';

export interface DashboardLayoutProps {
  /** The page's h1, in the dashboard's own look (no intro, no `PageHeader`). */
  title: string;
  /** The page's blocks. */
  children?: ReactNode;
}

/**
 * The wrapper and title of the dashboard (and of /home, its placeholder), which the route's static frame renders too
 * (src/app/route-frames.tsx), so the frame's heading sits where the page's will.
 */
export function DashboardLayout({ title, children }: DashboardLayoutProps) {
  return (
    <div className="dashboard">
      <h1 className="dashboard__title">{title}</h1>
      {children}
    </div>
  );
}
