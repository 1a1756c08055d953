import type { RefObject } from 'react';
import { VirtualList } from '@/components/ui';
import { isCopilotAuthor } from '@/domain/copilot';
import { formatMessageTime } from '@/lib/format';
import { chatContent } from './content';
import type { ChatEntry } from './chat-store';

export interface ChatMessagesProps {
  /** The conversation, oldest first. */
  messages: readonly ChatEntry[];
  /** E-mail of the signed-in person: their own messages read 'Vous'. */
  me: string;
  /** The log that scrolls the conversation. */
  scrollParent: RefObject<HTMLElement | null>;
  /** Sends again a message marked « Non envoyé », with its client id. */
  onResend?: (clientId: string) => void;
}

/** Who wrote a message, as the log shows it: « Votre copilote », « Vous » or the author's address. */
export function authorLabel(author: string, me: string): string {
  if (isCopilotAuthor(author)) return chatContent.copilot;
  if (author === me) return chatContent.you;
  return author;
}

function kindOf(author: string, me: string): 'copilot' | 'mine' | 'other' {
  if (isCopilotAuthor(author)) return 'copilot';
  return author === me ? 'mine' : 'other';
}

/** « Envoi... » until the server has the message, « Non envoyé — Renvoyer » when it may not. */
function MessageDelivery({ message, onResend }: { message: ChatEntry; onResend?: (clientId: string) => void }) {
  const { delivery, clientId } = message;
  if (!delivery) return null;
  if (delivery === 'sending') return <p className="chat-message__delivery">{chatContent.sending}</p>;
  return (
    <p className="chat-message__delivery chat-message__delivery--failed">
      {chatContent.notSent}
      {clientId && onResend && (
        <>
          {' — '}
          <button type="button" className="inline-action" onClick={() => onResend(clientId)}>
            {chatContent.resend}
          </button>
        </>
      )}
    </p>
  );
}

/** A message's height with one line of text, for the first layout; each drawn message is measured. */
const MESSAGE_HEIGHT = 72;

/**
 * The conversation's messages, oldest first, following the newest. A ticket's history can run to thousands of
 * messages: only those near the log's view are drawn. Messages are text, never HTML.
 */
export function ChatMessages({ messages, me, scrollParent, onResend }: ChatMessagesProps) {
  return (
    <VirtualList
      items={messages}
      itemKey={(message) => message.key}
      estimateSize={MESSAGE_HEIGHT}
      scroll={{ parent: scrollParent }}
      ordered
      followEnd
      className="chat-panel__messages"
      itemClassName={(message) => `chat-panel__message chat-panel__message--${kindOf(message.author, me)}`}
      renderItem={(message) => (
        <div className={`chat-message chat-message--${kindOf(message.author, me)}`}>
          <p className="chat-message__meta">
            <span className="chat-message__author">{authorLabel(message.author, me)}</span>
            <time className="chat-message__time" dateTime={message.createdAt}>
              {formatMessageTime(message.createdAt)}
            </time>
          </p>
          <p className="chat-message__body">{message.body}</p>
          <MessageDelivery message={message} onResend={onResend} />
        </div>
      )}
    />
  );
}
