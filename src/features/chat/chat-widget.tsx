import { MessageCircle } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { chatRequestAtom } from '@/lib/chat-request';
import { useAtom, useStore } from '@/lib/jotai';
import { chatIdentityOf, type ChatIdentity } from './access-token';
import { chatDraftAtom, chatOpenAtom } from './atoms';
import { ChatPanel } from './chat-panel';
import { chatContent } from './content';
import { useChat } from './use-chat';
import './chat.css';

export interface ChatWidgetProps {
  /** The session's access token: the chat shows only when it carries a company id (spec §2). */
  accessToken: string | null;
}

/**
 * The floating chat icon of the signed-in layout and the panel it opens. Nothing shows when the token carries no
 * company id or cannot be decoded (spec §8: logged, no icon).
 */
export function ChatWidget({ accessToken }: ChatWidgetProps) {
  const identity = useMemo(() => chatIdentityOf(accessToken), [accessToken]);
  if (!identity) return null;
  // One chat store per person and ticket: another account or company starts a new conversation.
  return <CopiloteChat key={`${identity.companyId}:${identity.email}`} identity={identity} />;
}

function CopiloteChat({ identity }: { identity: ChatIdentity }) {
  const store = useStore();
  const [isOpen, setOpen] = useAtom(chatOpenAtom);
  const [draft, setDraft] = useAtom(chatDraftAtom);
  // A message the server refused goes back into the input, unless something new was typed meanwhile.
  const restoreRefused = useCallback(
    (body: string) => store.set(chatDraftAtom, (current) => (current.trim() === '' ? body : current)),
    [store],
  );
  const chat = useChat({
    ticketId: identity.companyId,
    author: identity.email,
    isOpen,
    onRefusedMessage: restoreRefused,
  });
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelId = useId();
  const wasOpen = useRef(false);

  // Another page asked to open the chat with a prefilled draft: shown in the input, not sent.
  useEffect(() => {
    const take = () => {
      const request = store.get(chatRequestAtom);
      if (!request) return;
      store.set(chatRequestAtom, null);
      store.set(chatDraftAtom, request.draft);
      store.set(chatOpenAtom, true);
    };
    take();
    return store.sub(chatRequestAtom, take);
  }, [store]);

  // Focus moves into the panel when it opens and back to the icon when it closes.
  useEffect(() => {
    if (isOpen) {
      const input = inputRef.current;
      input?.focus();
      input?.setSelectionRange(input.value.length, input.value.length);
    } else if (wasOpen.current) {
      launcherRef.current?.focus();
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  const close = useCallback(() => setOpen(false), [setOpen]);

  return (
    <div className="chat-widget">
      {isOpen && (
        <div id={panelId} className="chat-widget__panel">
          <ChatPanel
            messages={chat.messages}
            joined={chat.joined}
            copilotTyping={chat.copilotTyping}
            status={chat.status}
            error={chat.error}
            me={identity.email}
            draft={draft}
            onDraftChange={setDraft}
            onSend={chat.send}
            onResend={chat.resend}
            onClose={close}
            inputRef={inputRef}
          />
        </div>
      )}
      <button
        ref={launcherRef}
        type="button"
        className="chat-widget__launcher"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={() => setOpen((open) => !open)}
      >
        <MessageCircle aria-hidden="true" size={26} />
        <span className="visually-hidden">{chatContent.open}</span>
      </button>
    </div>
  );
}
