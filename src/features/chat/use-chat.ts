import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { newUuid } from '@/api/idempotency-key';
import { createChatSocket, messageText, type ChatError, type ChatMessage, type ChatSocket } from '@/api/realtime';

/** A message as the panel shows it; `key` tells a message apart across reconnects and repeated deliveries. */
export interface ChatEntry {
  key: string;
  author: string;
  body: string;
  /** ISO date: the server's, or the moment it arrived when the server gave none. */
  createdAt: string;
  /** The person's own message the server has not acknowledged yet: « Envoi... », or « Non envoyé — Renvoyer ». */
  delivery?: 'sending' | 'failed';
  /** The id the client gave the message, sent again with it until the server acknowledges it. */
  clientId?: string;
}

/**
 * connecting: first connection; connected: joined; reconnecting: the connection dropped after being up;
 * unreachable: the server could not be reached at all (retries continue); refused: the server will not let this
 * session chat (no retry: the person must sign in again).
 */
export type ChatStatus = 'connecting' | 'connected' | 'reconnecting' | 'unreachable' | 'refused';

export interface ChatState {
  messages: ChatEntry[];
  /** The history has arrived (joinedTicket) at least once. */
  joined: boolean;
  copilotTyping: boolean;
  status: ChatStatus;
  /** The server's last refusal, in French (`chat_error`), until the next successful exchange. */
  error: string | null;
  /**
   * Sends a message; false when it was not taken (empty, or the chat refused). Taken while the connection is down, it
   * shows « Envoi... » and leaves when the connection is back.
   */
  send: (body: string) => boolean;
  /** « Renvoyer »: sends an unacknowledged message again, with its own client id. */
  resend: (clientId: string) => void;
}

/** How long a message may wait for the server's acknowledgement before it shows « Non envoyé — Renvoyer ». */
export const ACKNOWLEDGEMENT_TIMEOUT_MS = 10_000;

/** How long to wait before trying again after the connection dropped or failed. */
export const RECONNECT_DELAY_MS = 2_000;

function entryOf(message: ChatMessage, receivedAt: string): ChatEntry {
  const createdAt = message.createdAt ?? receivedAt;
  const body = messageText(message);
  return {
    key: message.id !== undefined ? `id:${message.id}` : `${message.author}|${createdAt}|${body}`,
    author: message.author,
    body,
    createdAt,
    ...(message.clientId === undefined ? {} : { clientId: message.clientId }),
  };
}

/**
 * The person's messages still waiting, without those the server's messages acknowledge: by client id, or by author
 * and text on a host that does not echo client ids (the oldest such message first).
 */
export function withoutAcknowledged(pending: readonly ChatEntry[], received: readonly ChatEntry[]): ChatEntry[] {
  const left = [...pending];
  for (const message of received) {
    const index = left.findIndex((entry) =>
      message.clientId !== undefined
        ? entry.clientId === message.clientId
        : entry.author === message.author && entry.body === message.body,
    );
    if (index >= 0) left.splice(index, 1);
  }
  return left.length === pending.length ? (pending as ChatEntry[]) : left;
}

/** Appends the entries not already there (a reconnect replays the history; StrictMode mounts twice). */
export function mergeEntries(current: readonly ChatEntry[], incoming: readonly ChatEntry[]): ChatEntry[] {
  const known = new Set(current.map((entry) => entry.key));
  const added = incoming.filter((entry) => {
    if (known.has(entry.key)) return false;
    known.add(entry.key);
    return true;
  });
  return added.length === 0 ? [...current] : [...current, ...added];
}

/**
 * The copilote chat over the one realtime module (spec §4): connects when `isOpen`, joins the company's ticket on
 * every (re)connection, keeps the history without duplicates, follows the typing indicator, and on closing leaves
 * the ticket and disconnects. A dropped connection is retried every few seconds until it comes back.
 */
export interface UseChatOptions {
  /** The company's ticket (and room) id. */
  ticketId: number;
  /** Author of the person's messages (the server takes it from the token anyway). */
  author: string;
  /** Connected while true. */
  isOpen: boolean;
  /** Called with a sent message the server refused, so it can go back into the input instead of being lost. */
  onRefusedMessage?: (body: string) => void;
}

/** Refusals that another attempt with the same session cannot fix. */
const FATAL_CODES: ReadonlySet<ChatError['code']> = new Set(['unauthorized', 'forbidden_ticket']);

export function useChat({ ticketId, author, isOpen, onRefusedMessage }: UseChatOptions): ChatState {
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [pending, setPending] = useState<ChatEntry[]>([]);
  const ackTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [joined, setJoined] = useState(false);
  const [copilotTyping, setCopilotTyping] = useState(false);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<ChatSocket | null>(null);
  const onRefusedRef = useRef(onRefusedMessage);
  useEffect(() => {
    onRefusedRef.current = onRefusedMessage;
  }, [onRefusedMessage]);

  /** « Non envoyé — Renvoyer » for a message still unacknowledged after ACKNOWLEDGEMENT_TIMEOUT_MS. */
  const awaitAcknowledgement = useCallback((clientId: string) => {
    const timers = ackTimers.current;
    clearTimeout(timers.get(clientId));
    timers.set(
      clientId,
      setTimeout(() => {
        timers.delete(clientId);
        setPending((current) =>
          current.map((entry) => (entry.clientId === clientId ? { ...entry, delivery: 'failed' } : entry)),
        );
      }, ACKNOWLEDGEMENT_TIMEOUT_MS),
    );
  }, []);
  const markAllFailed = useCallback(() => {
    for (const timer of ackTimers.current.values()) clearTimeout(timer);
    ackTimers.current.clear();
    setPending((current) =>
      current.some((entry) => entry.delivery !== 'failed')
        ? current.map((entry) => ({ ...entry, delivery: 'failed' }))
        : current,
    );
  }, []);
  useEffect(() => {
    const timers = ackTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    // One socket per opening: a StrictMode re-run or a reopen never shares listeners with a previous one.
    const socket = createChatSocket();
    socketRef.current = socket;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let wasConnected = false;
    let refused = false;
    const scheduleRetry = () => {
      clearTimeout(retry);
      if (refused) return;
      retry = setTimeout(() => {
        if (!socket.connected) socket.connect();
      }, RECONNECT_DELAY_MS);
    };

    const onConnect = () => {
      clearTimeout(retry);
      wasConnected = true;
      setStatus('connected');
      // The socket re-sent what was waiting (realtime.ts): waiting again for the acknowledgement.
      setPending((current) => {
        for (const entry of current) if (entry.clientId) awaitAcknowledgement(entry.clientId);
        return current.map((entry) => ({ ...entry, delivery: 'sending' }));
      });
    };
    const onDisconnect = (reason: string) => {
      // Our own disconnect (closing the panel) is not a lost connection.
      if (reason === 'io client disconnect') return;
      setCopilotTyping(false);
      setStatus('reconnecting');
      markAllFailed();
      scheduleRetry();
    };
    const onConnectError = () => {
      setStatus(wasConnected ? 'reconnecting' : 'unreachable');
      markAllFailed();
      scheduleRetry();
    };
    const onChatError = (refusal: ChatError) => {
      setError(refusal.message);
      if (refusal.event === 'chat') {
        // The oldest waiting message was refused for good (realtime.ts drops it too): back into the input.
        setPending((current) => {
          const [refused, ...rest] = current;
          if (refused) onRefusedRef.current?.(refused.body);
          return rest;
        });
      }
      if (FATAL_CODES.has(refusal.code) && refusal.event !== 'chat') {
        refused = true;
        clearTimeout(retry);
        setStatus('refused');
      }
    };
    const onJoined = ({ previousMessages }: { previousMessages: ChatMessage[] }) => {
      const now = new Date().toISOString();
      const history = previousMessages.map((message) => entryOf(message, now));
      setJoined(true);
      setError(null);
      setMessages((current) => mergeEntries(current, history));
      setPending((current) => withoutAcknowledged(current, history));
    };
    const onChat = (message: ChatMessage) => {
      if (message.ticketId !== ticketId) return;
      const entry = entryOf(message, new Date().toISOString());
      if (message.author === 'admin') setCopilotTyping(false);
      else setError(null);
      // Shown once: the waiting copy leaves as the server's arrives.
      setMessages((current) => mergeEntries(current, [entry]));
      setPending((current) => withoutAcknowledged(current, [entry]));
    };
    const onTyping = () => setCopilotTyping(true);
    const onStopTyping = () => setCopilotTyping(false);

    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onConnectError);
    socket.on('joinedTicket', onJoined);
    socket.on('chat', onChat);
    socket.on('typing', onTyping);
    socket.on('stopTyping', onStopTyping);
    socket.on('chat_error', onChatError);
    // Joined on every connection, once (realtime.ts).
    socket.emit('joinTicket', { _ticketId: ticketId });
    socket.connect();

    return () => {
      clearTimeout(retry);
      if (socket.connected) socket.emit('leaveTicket', { _ticketId: ticketId });
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onConnectError);
      socket.off('joinedTicket', onJoined);
      socket.off('chat', onChat);
      socket.off('typing', onTyping);
      socket.off('stopTyping', onStopTyping);
      socket.off('chat_error', onChatError);
      socket.disconnect();
      if (socketRef.current === socket) socketRef.current = null;
      // The next opening starts by connecting again.
      setStatus('connecting');
      setCopilotTyping(false);
    };
  }, [awaitAcknowledgement, isOpen, markAllFailed, ticketId]);

  const send = useCallback(
    (body: string) => {
      const text = body.trim();
      const socket = socketRef.current;
      // Spec §5: an empty or whitespace-only message is not sent.
      if (text === '' || !socket || status === 'refused') return false;
      const clientId = newUuid();
      const entry: ChatEntry = {
        key: `client:${clientId}`,
        author,
        body: text,
        createdAt: new Date().toISOString(),
        delivery: socket.connected ? 'sending' : 'failed',
        clientId,
      };
      setPending((current) => [...current, entry]);
      socket.emit('chat', { ticketId, author, body: text, clientId });
      if (socket.connected) awaitAcknowledgement(clientId);
      return true;
    },
    [author, awaitAcknowledgement, status, ticketId],
  );

  const resend = useCallback(
    (clientId: string) => {
      const socket = socketRef.current;
      const entry = pending.find((candidate) => candidate.clientId === clientId);
      if (!socket || !entry) return;
      setPending((current) =>
        current.map((candidate) =>
          candidate.clientId === clientId ? { ...candidate, delivery: 'sending' } : candidate,
        ),
      );
      socket.emit('chat', { ticketId, author, body: entry.body, clientId });
      if (socket.connected) awaitAcknowledgement(clientId);
      else if (status !== 'refused') socket.connect();
    },
    [author, awaitAcknowledgement, pending, status, ticketId],
  );

  const shown = useMemo(() => (pending.length === 0 ? messages : [...messages, ...pending]), [messages, pending]);
  return { messages: shown, joined, copilotTyping, status, error, send, resend };
}
