import { useCallback, useEffect, useRef, useState } from 'react';
import { createChatSocket, messageText, type ChatError, type ChatMessage, type ChatSocket } from '@/api/realtime';

/** A message as the panel shows it; `key` tells a message apart across reconnects and repeated deliveries. */
export interface ChatEntry {
  key: string;
  author: string;
  body: string;
  /** ISO date: the server's, or the moment it arrived when the server gave none. */
  createdAt: string;
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
  /** Sends a message; false when it could not be sent (not connected, empty). */
  send: (body: string) => boolean;
}

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
  };
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
  const [joined, setJoined] = useState(false);
  const [copilotTyping, setCopilotTyping] = useState(false);
  const [status, setStatus] = useState<ChatStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const socketRef = useRef<ChatSocket | null>(null);
  const lastSent = useRef<string | null>(null);
  const onRefusedRef = useRef(onRefusedMessage);
  useEffect(() => {
    onRefusedRef.current = onRefusedMessage;
  }, [onRefusedMessage]);

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
      socket.emit('joinTicket', { _ticketId: ticketId });
    };
    const onDisconnect = (reason: string) => {
      // Our own disconnect (closing the panel) is not a lost connection.
      if (reason === 'io client disconnect') return;
      setCopilotTyping(false);
      setStatus('reconnecting');
      scheduleRetry();
    };
    const onConnectError = () => {
      setStatus(wasConnected ? 'reconnecting' : 'unreachable');
      scheduleRetry();
    };
    const onChatError = (refusal: ChatError) => {
      setError(refusal.message);
      if (refusal.event === 'chat' && lastSent.current !== null) {
        onRefusedRef.current?.(lastSent.current);
        lastSent.current = null;
      }
      if (FATAL_CODES.has(refusal.code) && refusal.event !== 'chat') {
        refused = true;
        clearTimeout(retry);
        setStatus('refused');
      }
    };
    const onJoined = ({ previousMessages }: { previousMessages: ChatMessage[] }) => {
      const now = new Date().toISOString();
      setJoined(true);
      setError(null);
      setMessages((current) =>
        mergeEntries(
          current,
          previousMessages.map((message) => entryOf(message, now)),
        ),
      );
    };
    const onChat = (message: ChatMessage) => {
      if (message.ticketId !== ticketId) return;
      if (message.author === 'admin') setCopilotTyping(false);
      else if (messageText(message) === lastSent.current?.trim()) {
        lastSent.current = null;
        setError(null);
      }
      setMessages((current) => mergeEntries(current, [entryOf(message, new Date().toISOString())]));
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
  }, [isOpen, ticketId]);

  const send = useCallback(
    (body: string) => {
      const text = body.trim();
      const socket = socketRef.current;
      // Spec §5: an empty or whitespace-only message is not sent.
      if (text === '' || !socket?.connected || status !== 'connected') return false;
      lastSent.current = text;
      socket.emit('chat', { ticketId, author, body: text });
      return true;
    },
    [author, status, ticketId],
  );

  return { messages, joined, copilotTyping, status, error, send };
}
