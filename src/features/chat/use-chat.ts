import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useStore } from '@/lib/jotai';
import { chatStoreFor, type ChatSnapshot } from './chat-store';

export interface ChatState extends ChatSnapshot {
  /**
   * Sends a message; false when it was not taken (empty, or the chat refused). Taken while the connection is down, it
   * shows « Non envoyé » and leaves when the connection is back.
   */
  send: (body: string) => boolean;
  /** « Renvoyer »: sends an unacknowledged message again, with its own client id. */
  resend: (clientId: string) => void;
}

export interface UseChatOptions {
  /** The company's ticket (and room) id: with `author`, which of the registry's stores the hook reads. */
  ticketId: number;
  /** Author of the person's messages (the server takes it from the token anyway). */
  author: string;
  /** Connected while true. */
  isOpen: boolean;
  /** Called with a sent message the server refused, so it can go back into the input instead of being lost. */
  onRefusedMessage?: (body: string) => void;
}

/**
 * The copilote chat of the person and ticket (spec §4): their ChatStore, from the registry outside React
 * (`chatStoreFor`), connected while `isOpen` and the component is mounted, read with `useSyncExternalStore`. The store
 * holds the conversation, the messages waiting and the connection, and outlives the component; this hook holds
 * nothing of its own.
 */
export function useChat({ ticketId, author, isOpen, onRefusedMessage }: UseChatOptions): ChatState {
  const app = useStore();
  // Finding or building a store has no side effect (it connects in open()).
  const store = useMemo(() => chatStoreFor(app, { ticketId, author }), [app, ticketId, author]);
  useEffect(() => (onRefusedMessage ? store.onRefusedMessage(onRefusedMessage) : undefined), [onRefusedMessage, store]);
  useEffect(() => {
    if (!isOpen) return;
    store.open();
    return () => store.close();
  }, [isOpen, store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return useMemo(() => ({ ...snapshot, send: store.send, resend: store.resend }), [snapshot, store]);
}
