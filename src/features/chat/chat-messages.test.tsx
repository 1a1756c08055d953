import { render, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatMessages } from './chat-messages';
import { buildConversation } from './fixtures';
import type { ChatEntry } from './chat-store';

const ME = 'claire.martin@horizon.fr';

function Log({ messages }: { messages: ChatEntry[] }) {
  const logRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={logRef} role="log" aria-label="Conversation">
      <ChatMessages messages={messages} me={ME} scrollParent={logRef} />
    </div>
  );
}

describe('ChatMessages', () => {
  it('draws a bounded window of a 2,000-message ticket, each message saying its place in the conversation', () => {
    render(<Log messages={buildConversation(2000, ME)} />);
    const items = within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(60);
    expect(items[0]).toHaveAttribute('aria-setsize', '2000');
  });

  it("tells the copilote's messages from the person's own", () => {
    render(<Log messages={buildConversation(2, ME)} />);
    const [first, second] = within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Votre copilote');
    expect(second).toHaveTextContent('Vous');
  });
});
