import { COPILOT_AUTHOR } from '@/domain/copilot';
import type { ChatEntry } from './chat-store';

/** Stories and tests build their own conversations; the chat's code never imports this module. */
export function buildChatEntry(overrides: Partial<ChatEntry> = {}): ChatEntry {
  return {
    key: 'id:1',
    author: COPILOT_AUTHOR,
    body: 'Bonjour Claire, je suis votre copilote.',
    createdAt: '2026-11-20T09:12:00.000Z',
    ...overrides,
  };
}

/** A long ticket: `count` messages, the copilote and the person taking turns, one minute apart. */
export function buildConversation(count: number, me: string): ChatEntry[] {
  return Array.from({ length: count }, (_, index) =>
    buildChatEntry({
      key: `id:${index + 1}`,
      author: index % 2 === 0 ? COPILOT_AUTHOR : me,
      body: `Message ${index + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 9, index)).toISOString(),
    }),
  );
}
