import { useSyncExternalStore } from 'react';
import { getNetworkSettings, subscribeNetworkSettings, type NetworkSettings } from '../network';

function subscribe(onChange: () => void): () => void {
  const unsubscribe = subscribeNetworkSettings(onChange);
  return () => {
    unsubscribe();
  };
}

/** The current demo network settings, re-rendering on every change (from this console or elsewhere). */
export function useNetworkSettings(): NetworkSettings {
  return useSyncExternalStore(subscribe, getNetworkSettings, getNetworkSettings);
}
