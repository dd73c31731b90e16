// One socket.io connection per tab, authenticated by the session cookie on the same origin.
// The server puts it in `user-notification.{userId}`; other channels are joined with subscribe().
import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';

let socket: Socket | null = null;

export function getSocket(): Socket {
  socket ??= io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
  return socket;
}

export function disconnectSocket(): void {
  socket?.disconnect();
  socket = null;
}

/** Asks the server to join a channel; resolves false when the server refuses (permission). */
export function subscribeChannel(channel: string): Promise<boolean> {
  return new Promise((resolve) => getSocket().emit('subscribe', channel, (reply: { ok: boolean }) => resolve(!!reply?.ok)));
}

/** Calls handler for each event while the component is mounted (and enabled, e.g. signed in). */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const client = getSocket();
    const listener = (payload: T) => latest.current(payload);
    client.on(event, listener);
    return () => {
      client.off(event, listener);
    };
  }, [event, enabled]);
}
