import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { ChatMessages } from './chat-messages';
import { buildConversation } from './fixtures';
import type { ChatEntry } from './chat-store';
import './chat.css';

const ME = 'claire.martin@verdance.fr';

/** The messages inside a log that scrolls, as the chat panel holds them. */
function InLog({ messages }: { messages: ChatEntry[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={logRef}
      role="log"
      aria-label="Historique de la conversation"
      tabIndex={0}
      className="chat-panel__log"
      style={{ height: '28rem', maxWidth: '26rem', overflowY: 'auto' }}
    >
      <ChatMessages messages={messages} me={ME} scrollParent={logRef} />
    </div>
  );
}

const meta = {
  title: 'Composants/Cadre/Copilote, messages',
  component: ChatMessages,
  render: (args) => <InLog messages={[...args.messages]} />,
  args: { messages: buildConversation(6, ME), me: ME, scrollParent: { current: null } },
  // The log shows its end once its messages are measured, a frame or two after the first paint: a capture once caught
  // the six messages from the top, 22 px off the baseline (the panel's stories already wait for the end).
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollHeight - log.scrollTop - log.clientHeight).toBeLessThan(2));
  },
} satisfies Meta<typeof ChatMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Défaut' };

/** A ticket of 2,000 messages: the log opens on the newest, and only those near its view are drawn. */
export const LongTicket: Story = { name: 'Ticket long', args: { messages: buildConversation(2000, ME) } };
