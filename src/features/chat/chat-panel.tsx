import { Send, X } from 'lucide-react';
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type Ref } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@/api/realtime';
import { Alert, Button, Spinner, TextAreaField, announce } from '@/components/ui';
import { formatNumber } from '@/lib/format';
import { ChatMessages, authorLabel } from './chat-messages';
import { chatContent } from './content';
import type { ChatEntry, ChatStatus } from './chat-store';
import './chat.css';

const MAX_LENGTH_TEXT = formatNumber(CHAT_MESSAGE_MAX_LENGTH, 0);

export interface ChatPanelProps {
  /** The conversation, oldest first. */
  messages: readonly ChatEntry[];
  /** False until the history has arrived. */
  joined: boolean;
  /** The copilote is typing. */
  copilotTyping: boolean;
  /** Connection state, for the notice above the input. */
  status: ChatStatus;
  /** The server's last refusal, in French, shown as it came. */
  error?: string | null;
  /** E-mail of the signed-in person: their own messages read 'Vous'. */
  me: string;
  /** Text of the input (kept by the caller so nothing typed is lost). */
  draft: string;
  /** Called as the input changes. */
  onDraftChange: (draft: string) => void;
  /** Sends the draft; returns false when it was not taken (the draft then stays). */
  onSend: (body: string) => boolean;
  /** « Renvoyer » on a message the server has not acknowledged (by its client id). */
  onResend?: (clientId: string) => void;
  /** Closes the panel (the close button and Escape). */
  onClose: () => void;
  /** Ref to the input, which receives focus when the panel opens. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

const NOTICES: Partial<Record<ChatStatus, { tone: 'info' | 'warning'; text: string }>> = {
  reconnecting: { tone: 'warning', text: chatContent.reconnecting },
  unreachable: { tone: 'warning', text: chatContent.unreachable },
};

/**
 * Speaks what changes in the conversation, once each, through the app's announcer: a message that arrives (the
 * copilote's answer), the person's own message delivered, or not. The history found on opening is not read out, and
 * the log itself stays silent (`aria-live="off"`): as a live log it would read again the messages it draws as it
 * scrolls.
 */
function useSpokenConversation(messages: readonly ChatEntry[], joined: boolean, me: string) {
  const heard = useRef<Set<string> | null>(null);
  const waiting = useRef(new Map<string, 'sending' | 'failed'>());
  useEffect(() => {
    if (!joined) return;
    const known = heard.current;
    heard.current = new Set(messages.map(({ key }) => key));
    for (const { key, author, body, delivery, clientId } of messages) {
      if (clientId !== undefined) {
        const before = waiting.current.get(clientId);
        if (delivery) waiting.current.set(clientId, delivery);
        else waiting.current.delete(clientId);
        if (delivery === 'failed' && before !== 'failed') announce(chatContent.notSentSpoken, 'assertive');
        if (!delivery && before) announce(chatContent.delivered);
      }
      if (known && !known.has(key) && author !== me) announce(chatContent.arrived(authorLabel(author, me), body));
    }
  }, [messages, joined, me]);
}

/**
 * The copilote chat panel (spec §2, §4): a non-modal dialog headed 'Votre copilote', the conversation as a log that
 * follows the newest message, the typing indicator, and an input where Enter sends and Shift+Enter adds a line.
 * Messages are text, never HTML.
 */
export function ChatPanel({
  messages,
  joined,
  copilotTyping,
  status,
  error = null,
  me,
  draft,
  onDraftChange,
  onSend,
  onResend,
  onClose,
  inputRef,
}: ChatPanelProps) {
  const headingId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const tooLong = draft.trim().length > CHAT_MESSAGE_MAX_LENGTH;
  // Sent while the connection is down, a message waits, marked, and leaves when it is back (chat-store.ts).
  const canSend = status !== 'refused' && draft.trim() !== '' && !tooLong;
  const notice = NOTICES[status];
  useSpokenConversation(messages, joined, me);

  // Follow the newest message (and the typing indicator) as they arrive.
  const followsEnd = useRef(true);
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    log.scrollTop = log.scrollHeight;
    followsEnd.current = true;
  }, [messages.length, copilotTyping, joined]);
  // The messages are drawn at an estimated height, then measured: the log grows after the scroll above. While the
  // person reads the end it stays in view as the log grows, or shrinks under a notice; once they scroll up, the
  // position is theirs.
  const emptyLog = messages.length === 0;
  useEffect(() => {
    const log = logRef.current;
    if (!log || typeof ResizeObserver === 'undefined') return;
    const onScroll = () => {
      followsEnd.current = log.scrollHeight - log.scrollTop - log.clientHeight < 2;
    };
    const observer = new ResizeObserver(() => {
      if (followsEnd.current) log.scrollTop = log.scrollHeight;
    });
    for (const box of [log, ...Array.from(log.children)]) observer.observe(box);
    log.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      log.removeEventListener('scroll', onScroll);
    };
  }, [joined, emptyLog, copilotTyping]);

  const submit = () => {
    if (!canSend) return;
    if (onSend(draft)) onDraftChange('');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  // Escape closes from anywhere inside the panel (it is not modal: no overlay catches it).
  useEffect(() => {
    const log = logRef.current;
    const panel = log?.closest<HTMLElement>('.chat-panel');
    if (!panel) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    panel.addEventListener('keydown', onEscape);
    return () => panel.removeEventListener('keydown', onEscape);
  }, [onClose]);

  return (
    <section role="dialog" aria-labelledby={headingId} className="chat-panel">
      <header className="chat-panel__header">
        <div>
          <h2 id={headingId} className="chat-panel__title">
            {chatContent.title}
          </h2>
          <p className="chat-panel__subtitle">{chatContent.subtitle}</p>
        </div>
        <button
          type="button"
          className="chat-panel__close icon-button"
          onClick={onClose}
          aria-label={chatContent.close}
        >
          <X aria-hidden="true" size={20} />
        </button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-live="off"
        aria-label={chatContent.historyLabel}
        className="chat-panel__log"
        // Scrollable content must be reachable with the keyboard.
        tabIndex={0}
      >
        {!joined && status !== 'unreachable' && status !== 'refused' ? (
          <div className="chat-panel__loading">
            <Spinner size="sm" label={chatContent.loadingHistory} />
          </div>
        ) : messages.length === 0 ? (
          <p className="chat-panel__empty">{chatContent.empty}</p>
        ) : (
          <ChatMessages messages={messages} me={me} scrollParent={logRef} onResend={onResend} />
        )}
        {copilotTyping && (
          <p className="chat-panel__typing" role="status">
            <span className="chat-panel__typing-dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {chatContent.typing}
          </p>
        )}
      </div>
      {error && (
        <Alert tone="danger" className="chat-panel__notice">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert tone={notice.tone} className="chat-panel__notice">
          {notice.text}
        </Alert>
      )}
      {status === 'connecting' && joined && <p className="chat-panel__status">{chatContent.connecting}</p>}
      <form
        className="chat-panel__composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextAreaField
          label={chatContent.inputLabel}
          placeholder={chatContent.inputPlaceholder}
          description={chatContent.inputHint}
          errorMessage={tooLong ? chatContent.tooLong(MAX_LENGTH_TEXT) : undefined}
          rows={2}
          value={draft}
          onChange={onDraftChange}
          onKeyDown={onKeyDown}
          inputRef={inputRef}
          className="chat-panel__input"
        />
        <Button type="submit" isDisabled={!canSend} iconStart={<Send size={16} />} className="chat-panel__send">
          {chatContent.send}
        </Button>
      </form>
    </section>
  );
}
