import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_CALL_MS, beginCall, beginRetrying, reportCallOutcome, resetConnectivity } from '@/api/connectivity';
import { ConnectionBanner, OFFLINE_MESSAGE, RECONNECTING_MESSAGE, SLOW_MESSAGE } from './connection-banner';

afterEach(() => resetConnectivity());

describe('ConnectionBanner', () => {
  it('says the client is trying again, then offline when no server answers, and nothing once one does', () => {
    render(<ConnectionBanner />);
    const region = screen.getByTestId('connection-banner');
    expect(region).toBeEmptyDOMElement();

    let done = () => {};
    act(() => {
      done = beginRetrying();
    });
    expect(region).toHaveTextContent(RECONNECTING_MESSAGE);
    act(() => done());
    expect(region).toBeEmptyDOMElement();

    act(() => {
      reportCallOutcome(false);
      reportCallOutcome(false);
    });
    expect(region).toHaveTextContent(OFFLINE_MESSAGE);
    act(() => reportCallOutcome(true));
    expect(region).toBeEmptyDOMElement();
  });

  it('says so when the browser goes offline', () => {
    render(<ConnectionBanner />);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('connection-banner')).toHaveTextContent('Vous êtes hors ligne');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByTestId('connection-banner')).toBeEmptyDOMElement();
  });

  it('says the server is slow from 3 s of waiting, gives way to a retry, and goes with the answer', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(<ConnectionBanner />);
      const region = screen.getByTestId('connection-banner');
      let answered = () => {};
      act(() => {
        answered = beginCall();
      });
      act(() => void vi.advanceTimersByTime(SLOW_CALL_MS - 1));
      expect(region).toBeEmptyDOMElement();
      act(() => void vi.advanceTimersByTime(1));
      expect(region).toHaveTextContent(SLOW_MESSAGE);

      let retried = () => {};
      act(() => {
        retried = beginRetrying();
      });
      expect(region).toHaveTextContent(RECONNECTING_MESSAGE);
      act(() => retried());
      expect(region).toHaveTextContent(SLOW_MESSAGE);
      act(() => answered());
      expect(region).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });
});
