import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How the connections of one server are shared out (docs/http.md, "Connections"; issue 23 #4). */
export interface ConnectionGuardLimits {
  /** Open connections at most (the server's `maxConnections`). */
  readonly maxConnections: number;
  /** Open connections one remote address may hold; a new one beyond it is closed at once, unanswered. */
  readonly maxConnectionsPerAddress: number;
  /**
   * Remote addresses exempt from the per-address cap: the reverse proxies in front of the server, whose
   * connections carry many clients (limit those clients at the proxy). Exact addresses as Node reports them
   * (`127.0.0.1`, `::ffff:10.0.0.5`, `::1`).
   */
  readonly trustedProxies: readonly string[];
  /**
   * Share of `maxConnections` kept for connections that have sent an authenticated request (keep-alive API
   * clients): the others — not yet authenticated — hold at most the rest, and when they are that many the oldest
   * of them is closed to admit a new one (so a slow-header flood cannot hold the slots, it only churns its own).
   */
  readonly authenticatedShare: number;
}

const GUARD = Symbol('urania.connectionGuard');
type GuardedSocket = Socket & { [GUARD]?: () => void };

/**
 * @summary Mark a connection as carrying an authenticated client (called by the plugin when a request's key is
 * valid): it leaves the pool of unauthenticated connections, so a flood of those never closes it.
 * @example markAuthenticated(request.raw.socket)
 */
export function markAuthenticated(socket: Socket): void {
  const promote = (socket as GuardedSocket)[GUARD];
  if (promote) {
    delete (socket as GuardedSocket)[GUARD];
    promote();
  }
}

/**
 * @summary Share a server's connections out fairly (issue 23 #4): at most `maxConnectionsPerAddress` per remote
 * address (trusted proxies exempt), and at most `maxConnections × (1 − authenticatedShare)` connections not yet
 * authenticated — past that, the oldest of them is closed for the new one. Authenticated connections (marked by
 * `markAuthenticated`) are never closed by the guard; at `maxConnections` in all, a new connection also replaces the
 * oldest one still waiting for its first request head, or is refused. `onRefuse` hears of each connection closed
 * (metrics). Returns the counts, for tests and metrics.
 * @example guardConnections(app.server, { maxConnections: 500, maxConnectionsPerAddress: 50, trustedProxies: [], authenticatedShare: 0.2 })
 */
export function guardConnections(
  server: Server,
  limits: ConnectionGuardLimits,
  onRefuse: (reason: 'per-address' | 'total' | 'evicted') => void = () => undefined,
): () => { readonly open: number; readonly unauthenticated: number } {
  const trusted = new Set(limits.trustedProxies);
  const reserved = Math.floor(limits.maxConnections * Math.min(1, Math.max(0, limits.authenticatedShare)));
  const unprovenCap = Math.max(1, limits.maxConnections - reserved);
  const byAddress = new Map<string, number>();
  /** Connections not yet authenticated, oldest first. */
  const unproven = new Set<Socket>();
  /** Of them, those that have not sent a whole request head yet (a slow-header flood's), oldest first. */
  const pending = new Set<Socket>();
  server.on('request', (request: { socket: Socket }) => pending.delete(request.socket));
  // Node refuses a connection beyond its cap before any event: one more, so that the guard sees it and may make room.
  server.maxConnections = limits.maxConnections + 1;
  let open = 0;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const mine = byAddress.get(address) ?? 0;
    if (!trusted.has(address) && mine >= limits.maxConnectionsPerAddress) {
      onRefuse('per-address');
      socket.destroy();
      return;
    }
    if (unproven.size >= unprovenCap || open >= limits.maxConnections) {
      // The oldest connection still waiting for its first request head makes room; when every unauthenticated
      // connection is a client being served, the new one is refused instead.
      const oldest = pending.values().next().value as Socket | undefined;
      if (oldest === undefined) {
        onRefuse('total');
        socket.destroy();
        return;
      }
      onRefuse('evicted');
      unproven.delete(oldest);
      pending.delete(oldest);
      oldest.destroy();
    }
    byAddress.set(address, mine + 1);
    open++;
    unproven.add(socket);
    pending.add(socket);
    (socket as GuardedSocket)[GUARD] = () => unproven.delete(socket);
    socket.once('close', () => {
      open--;
      unproven.delete(socket);
      pending.delete(socket);
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });
  return () => ({ open, unauthenticated: unproven.size });
}
