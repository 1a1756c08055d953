import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ChatStore, type ChatSnapshot } from './chat-store';

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
  /** The company's ticket (and room) id; read once: a new ticket or author wants a new component (ChatWidget keys it). */
  ticketId: number;
  /** Author of the person's messages (the server takes it from the token anyway); read once, like `ticketId`. */
  author: string;
  /** Connected while true. */
  isOpen: boolean;
  /** Called with a sent message the server refused, so it can go back into the input instead of being lost. */
  onRefusedMessage?: (body: string) => void;
}

/**
 * The copilote chat for a component (spec §4): its own ChatStore (chat-store.ts), connected while `isOpen`, read with
 * `useSyncExternalStore`. The store holds the conversation and the connection; this hook holds nothing of its own.
 */
export function useChat({ ticketId, author, isOpen, onRefusedMessage }: UseChatOptions): ChatState {
  // Building a store has no side effect (it connects in open()): StrictMode's second build is simply dropped.
  const [store] = useState(() => new ChatStore({ ticketId, author }));
  useEffect(() => (onRefusedMessage ? store.onRefusedMessage(onRefusedMessage) : undefined), [onRefusedMessage, store]);
  useEffect(() => {
    if (!isOpen) return;
    store.open();
    return () => store.close();
  }, [isOpen, store]);
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return useMemo(() => ({ ...snapshot, send: store.send, resend: store.resend }), [snapshot, store]);
}
