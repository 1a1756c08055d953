import { atom } from './jotai';

/**
 * A request, from anywhere in the signed-in app, to open the copilote chat with a prefilled draft (the SteerStore's
 * 'Contacter mon copilote', for instance). Features do not import each other: the one asking sets this atom, the chat
 * feature opens its panel with the draft and clears it.
 */
export interface ChatRequest {
  /** The message put in the chat's input, for the person to read, edit and send. */
  draft: string;
}

export const chatRequestAtom = atom<ChatRequest | null>(null);
