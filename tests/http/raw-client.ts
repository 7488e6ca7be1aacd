/**
 * A raw TCP client for the tests where a client must misbehave (drip bytes, hold a socket, pipeline): it
 * records everything received and when the server closed the connection. Loopback only; every wait is bounded.
 */
import { connect, type Socket } from 'node:net';

export interface RawClient {
  readonly socket: Socket;
  /** Everything received so far, as latin1 text. */
  received(): string;
  /** Whether the server closed (or reset) the connection. */
  closed(): boolean;
  write(text: string): boolean;
  /** Resolves true once `predicate(received)` holds, false after `timeoutMs`. */
  waitFor(predicate: (text: string) => boolean, timeoutMs: number): Promise<boolean>;
  /** Resolves true once the connection is closed, false after `timeoutMs`. */
  waitClosed(timeoutMs: number): Promise<boolean>;
  /**
   * Write `text` one byte every `intervalMs` until it is all written or the connection closes; resolves with the
   * number of bytes written. Bounded by the text's length.
   */
  drip(text: string, intervalMs: number): Promise<number>;
  destroy(): void;
}

/** @summary Open a raw connection to 127.0.0.1:`port` (resolves once connected, or once refused/closed). */
export function rawClient(port: number): Promise<RawClient> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let text = '';
    let isClosed = false;
    const waiters = new Set<() => void>();
    const notify = () => {
      for (const w of [...waiters]) w();
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      notify();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      isClosed = true;
      notify();
    });
    const waitFor = (predicate: () => boolean, timeoutMs: number) =>
      new Promise<boolean>((done) => {
        if (predicate()) return done(true);
        const check = () => {
          if (!predicate()) return;
          clearTimeout(timer);
          waiters.delete(check);
          done(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          done(predicate());
        }, timeoutMs);
        waiters.add(check);
      });
    const client: RawClient = {
      socket,
      received: () => text,
      closed: () => isClosed,
      write: (t) => (isClosed ? false : socket.write(t, 'latin1')),
      waitFor: (p, ms) => waitFor(() => p(text), ms),
      waitClosed: (ms) => waitFor(() => isClosed, ms),
      drip: async (t, intervalMs) => {
        let i = 0;
        for (; i < t.length && !isClosed; i++) {
          socket.write(t[i]!, 'latin1');
          await new Promise((r) => setTimeout(r, intervalMs));
        }
        return i;
      },
      destroy: () => socket.destroy(),
    };
    const ready = () => resolve(client);
    socket.once('connect', ready);
    socket.once('close', ready);
  });
}

/** @summary The status codes of the HTTP/1.1 answers in a raw text, in order. */
export function statuses(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));
}

/** @summary The header blocks of the HTTP/1.1 answers in a raw text, lower-cased, in order. */
export function headerBlocks(text: string): string[] {
  return [...text.matchAll(/HTTP\/1\.1 \d{3}[^\r]*\r\n([\s\S]*?)\r\n\r\n/g)].map((m) => m[1]!.toLowerCase());
}
