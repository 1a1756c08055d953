import { act } from '@testing-library/react';
import {
  ChatListeners,
  setChatSocketFactory,
  type ChatEvent,
  type ChatListenEventName,
  type ChatListenEvents,
  type ChatSocket,
} from '../src/api/realtime';

/** A chat socket a test drives by hand: what the app emitted, how often it connected, and server events on demand. */
export class FakeChatSocket implements ChatSocket {
  connected = false;
  emitted: Array<[string, unknown]> = [];
  connects = 0;
  disconnects = 0;
  private listeners = new ChatListeners();
  connect() {
    this.connects++;
  }
  disconnect() {
    this.disconnects++;
    this.connected = false;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push([event, args[0]]);
  }
  on<E extends ChatListenEventName>(event: E, listener: ChatListenEvents[E]) {
    this.listeners.on(event, listener);
  }
  off<E extends ChatListenEventName>(event: E, listener?: ChatListenEvents[E]) {
    this.listeners.off(event, listener);
  }
  /** The server side: delivers an event to the app's listeners. */
  serve(event: ChatListenEventName, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    act(() => this.listeners.emit(event, ...args));
  }
  /** The `chat` events the app sent on this socket, oldest first. */
  chatsSent(): ChatEvent[] {
    return this.emitted.filter(([event]) => event === 'chat').map(([, payload]) => payload as ChatEvent);
  }
}

/**
 * Every chat socket the app builds from now on is a `FakeChatSocket`, listed in the array returned, oldest first.
 * `setChatSocketFactory(null)` in the test's `afterEach` gives Socket.IO back.
 */
export function fakeChatSockets(): FakeChatSocket[] {
  const sockets: FakeChatSocket[] = [];
  setChatSocketFactory(() => {
    const socket = new FakeChatSocket();
    sockets.push(socket);
    return socket;
  });
  return sockets;
}
