import { useSyncExternalStore } from 'react';
import { CloudOff, Hourglass, RefreshCw } from 'lucide-react';
import { getConnectivity, subscribeConnectivity, type Connectivity } from '@/api/connectivity';
import './connection-banner.css';

export const OFFLINE_MESSAGE = 'Vous êtes hors ligne';
export const RECONNECTING_MESSAGE = 'Connexion au serveur perdue — nouvelle tentative...';
export const SLOW_MESSAGE = 'Le serveur met du temps à répondre — merci de patienter...';

export interface ConnectionBannerProps {
  /** The state to show; the client's own (src/api/connectivity.ts) by default. */
  connectivity?: Connectivity;
}

/**
 * A discreet line at the bottom of every page while the connection fails (issue 35): offline, the client trying
 * again after an outage, or a call waiting for its answer for more than 3 s. It covers nothing the person is typing,
 * and goes as soon as the server answers. Polite live region: announced without interrupting.
 */
export function ConnectionBanner({ connectivity }: ConnectionBannerProps) {
  const live = useSyncExternalStore(subscribeConnectivity, getConnectivity, getConnectivity);
  const { offline, reconnecting, slow } = connectivity ?? live;
  const message = offline ? OFFLINE_MESSAGE : reconnecting ? RECONNECTING_MESSAGE : slow ? SLOW_MESSAGE : null;
  const Icon = offline ? CloudOff : reconnecting ? RefreshCw : Hourglass;
  return (
    // A live region without the status role: the pages' own status messages stay the only ones of that role.
    <div className="connection-banner-region" aria-live="polite" aria-atomic="true" data-testid="connection-banner">
      {message && (
        <p className="connection-banner">
          <Icon aria-hidden="true" size={16} />
          {message}
        </p>
      )}
    </div>
  );
}
