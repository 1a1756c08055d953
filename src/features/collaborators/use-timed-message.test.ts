import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_MESSAGE_MS } from './model';
import { useTimedMessage } from './use-timed-message';
import { restoreRealTimers } from '../../../tests/timers';

afterEach(() => restoreRealTimers());

describe('useTimedMessage', () => {
  it('shows a message for exactly 3 s, and a new message restarts the count', () => {
    vi.useFakeTimers();
    expect(SUCCESS_MESSAGE_MS).toBe(3_000);
    const { result } = renderHook(() => useTimedMessage(SUCCESS_MESSAGE_MS));
    act(() => result.current[1]('Changements validés'));
    act(() => vi.advanceTimersByTime(2_999));
    expect(result.current[0]).toBe('Changements validés');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();

    act(() => result.current[1]('Un nouveau collaborateur·rice·s a été ajouté !'));
    act(() => vi.advanceTimersByTime(2_000));
    act(() => result.current[1]('Changements validés'));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current[0]).toBe('Changements validés');
    act(() => result.current[2]());
    expect(result.current[0]).toBeNull();
  });
});
