// Test scaffolding: a socket that never connects anywhere, put in place of the one runDownloadJob
// uses, so a test can say whether it is connected and push server events. Tests only:
//   const socket = installFakeSocket(); ... act(() => socket.emit('download-created', {...}));
import { downloadJobSocket } from '../download-job';

type Listener = (payload: unknown) => void;

export class FakeSocket {
  connected: boolean;
  private readonly listeners = new Map<string, Set<Listener>>();
  constructor(connected = true) {
    this.connected = connected;
  }
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }
  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  /** Delivers a server event to the listeners. */
  emit(event: string, payload: unknown) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }
  listenerCount(event: string) {
    return this.listeners.get(event)?.size ?? 0;
  }
}

export function installFakeSocket(connected = true): FakeSocket {
  const socket = new FakeSocket(connected);
  downloadJobSocket.get = async () => socket as never;
  return socket;
}
