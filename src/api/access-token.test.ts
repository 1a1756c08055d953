import { describe, expect, it } from 'vitest';
import { companyIdOfToken } from './access-token';

const tokenWith = (claims: Record<string, unknown>) =>
  `${btoa(JSON.stringify({ alg: 'HS256' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.signature`;

describe('companyIdOfToken (spec §4: the dashboard decodes the companyId from the session token)', () => {
  it('reads the company a token carries', () => {
    expect(companyIdOfToken(tokenWith({ id: 3, companyId: 12 }))).toBe(12);
  });

  it('gives null without a token, without a company, or for a token it cannot read', () => {
    expect(companyIdOfToken(null)).toBeNull();
    expect(companyIdOfToken(tokenWith({ id: 3, companyId: null }))).toBeNull();
    expect(companyIdOfToken('pas-un-jeton')).toBeNull();
    expect(companyIdOfToken('a.%%%.b')).toBeNull();
  });
});
