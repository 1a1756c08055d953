import { describe, expect, it } from 'vitest';
import { accessTokenPayload, companyIdOfToken } from './access-token';

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

describe('accessTokenPayload', () => {
  it('reads the claims, and refuses a payload that is not an object of claims', () => {
    expect(accessTokenPayload(tokenWith({ email: 'claire.martin@verdance.fr' }))).toEqual({
      email: 'claire.martin@verdance.fr',
    });
    const arrayPayload = `${btoa('{}')}.${btoa(JSON.stringify([1, 2])).replace(/=+$/, '')}.signature`;
    expect(() => accessTokenPayload(arrayPayload)).toThrow('Charge utile invalide');
    expect(() => accessTokenPayload('sans-charge')).toThrow('Jeton sans charge utile');
  });
});
