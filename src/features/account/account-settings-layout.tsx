import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui';
import { settingsContent } from './content';
import './account.css';

/**
 * The wrapper and header of /configurer-mon-compte, which the route's static frame renders too
 * (src/app/route-frames.tsx), so the frame's heading sits where the page's will.
 */
export function AccountSettingsLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="account-settings">
      <PageHeader title={settingsContent.title} intro={settingsContent.intro} />
      {children}
    </div>
  );
}
