// One socket.io connection per tab, authenticated by the session cookie on the same origin.
// The server puts it in `user-notification.{userId}`; other channels are joined with subscribe().
// socket.io-client is loaded on first use, so pages without real time (sign-in) do not download it.
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';

let socket: Promise<Socket> | null = null;

export function getSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] }));
  return socket;
}

export function disconnectSocket(): void {
  const current = socket;
  socket = null;
  void current?.then((client) => client.disconnect()).catch(() => undefined);
}

/** Asks the server to join a channel; resolves false when the server refuses (permission). */
export async function subscribeChannel(channel: string): Promise<boolean> {
  const client = await getSocket();
  return new Promise((resolve) => client.emit('subscribe', channel, (reply: { ok: boolean }) => resolve(!!reply?.ok)));
}

/** Leaves a channel joined with subscribeChannel (the server keeps the user's own room). */
export async function unsubscribeChannel(channel: string): Promise<void> {
  const client = await getSocket();
  client.emit('unsubscribe', channel);
}

/** Calls handler for each event while the component is mounted (and enabled, e.g. signed in). */
export function useSocketEvent<T = unknown>(event: string, handler: (payload: T) => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (payload: T) => latest.current(payload);
    let client: Socket | null = null;
    let isActive = true;
    void getSocket()
      .then((connected) => {
        if (!isActive) return;
        client = connected;
        client.on(event, listener);
      })
      .catch(() => undefined); // Real time is an enhancement: the data still loads without it.
    return () => {
      isActive = false;
      client?.off(event, listener);
    };
  }, [event, enabled]);
}
