import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAccessToken, writeAccessToken } from '@/api';
import { useSessionToken } from './signed-in-user';

describe('useSessionToken', () => {
  it('reads the one copy of the token, session storage, and draws again when the session module writes a new one', () => {
    writeAccessToken('jeton-de-la-connexion');
    const { result } = renderHook(() => useSessionToken());
    expect(result.current).toBe('jeton-de-la-connexion');

    act(() => writeAccessToken('jeton-renouvele', 'jeton-de-la-connexion'));
    expect(result.current).toBe('jeton-renouvele');

    act(() => clearAccessToken());
    expect(result.current).toBeNull();
  });
});
