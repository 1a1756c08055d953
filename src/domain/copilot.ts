/**
 * Who wrote a chat message (openapi.yaml `ChatMessage.author`): the copilote's messages carry this author; any other
 * author is a person, by e-mail. The chat's screen and the mock chat server both read it here.
 */
export const COPILOT_AUTHOR = 'admin';

/** True when the copilote wrote the message. */
export function isCopilotAuthor(author: string): boolean {
  return author === COPILOT_AUTHOR;
}
