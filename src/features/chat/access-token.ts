import { accessTokenClaims, type AccessTokenClaims } from '@/api/access-token';
import { chatContent } from './content';

/** What the chat reads from the access token: the company's room and who is writing. */
export interface ChatIdentity {
  /** The ticket (and room) id: the companyId carried by the token (spec §3). */
  companyId: number;
  /** The author of the person's messages. */
  email: string;
}

/**
 * The chat's identity from the access token (read by the one decoder, `accessTokenClaims`), or null when the token carries no company (no chat icon). A token
 * that cannot be decoded is logged with the spec's message and shows no icon either (spec §8).
 */
export function chatIdentityOf(token: string | null): ChatIdentity | null {
  if (!token) return null;
  let claims: AccessTokenClaims;
  try {
    claims = accessTokenClaims(token);
  } catch (error) {
    console.error(chatContent.decodeError, error);
    return null;
  }
  const { companyId, email } = claims;
  return companyId === null ? null : { companyId, email: email ?? '' };
}
