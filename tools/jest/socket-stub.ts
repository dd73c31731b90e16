// Test scaffolding: stands in for shared-auth's socket helpers so no socket connects in jsdom, records
// the channels joined and left, and lets a test push a server event. Use in a test file:
//   jest.mock('shared-auth', () => ({ ...jest.requireActual('shared-auth'), ...jest.requireActual('test-support/socket-stub').socketStubs }));
// (or only `useSocketEvent: jest.requireActual('test-support/socket-stub').useSocketEventStub`).
import { useEffect, useRef } from 'react';

const listeners = new Map<string, Set<(payload: unknown) => void>>();
export const joinedChannels: string[] = [];
export const leftChannels: string[] = [];

export function useSocketEventStub<T = unknown>(event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (payload: unknown) => latest.current(payload as T);
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  }, [event, enabled]);
}

export const socketStubs = {
  useSocketEvent: useSocketEventStub,
  subscribeChannel: async (channel: string) => {
    joinedChannels.push(channel);
    return true;
  },
  unsubscribeChannel: async (channel: string) => {
    leftChannels.push(channel);
  },
};

/** Delivers a server event to every mounted listener. */
export function emitSocketEvent(event: string, payload: unknown = {}): void {
  listeners.get(event)?.forEach((listener) => listener(payload));
}

export function resetSocketStub(): void {
  joinedChannels.length = 0;
  leftChannels.length = 0;
}
