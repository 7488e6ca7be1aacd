/**
 * Issue 23 #4, the probe "per-address connection flood": one unauthenticated address opened slow-header
 * connections until it held every slot (520 of them; 21 of 24 new keyed clients were reset). Now each address
 * holds at most `maxConnectionsPerAddress`, and connections without a valid key hold at most a share of the slots
 * — the oldest closed for a new one. Loopback only: 127.0.0.x addresses are distinct sources (`localAddress`).
 * Bounded: every socket is destroyed at the end, every wait has a timeout.
 */
import type { FastifyInstance } from 'fastify';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../src/http/api-key.js';
import { createServer } from '../../../src/http/create-server.js';
import { FIXED_NOW, TEST_ROUTES } from '../helpers.js';

const sockets: Socket[] = [];
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** A connection from `localAddress` that sends the start of a request and never finishes its headers. */
function slowHeaders(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      socket.write('GET /api/v1/test/echo?sign=Leo HTTP/1.1\r\nHost: x\r\n');
      resolve(socket);
    });
    socket.once('close', () => resolve(socket));
  });
}

/** Whether the server has closed the socket within `ms`. */
function closedWithin(socket: Socket, ms: number): Promise<boolean> {
  if (socket.destroyed || socket.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** One keyed request on a new connection from `localAddress`: its status, or 0 when the connection was reset. */
function keyedRequest(port: number, localAddress: string, key: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let data = '';
    const timer = setTimeout(() => resolve(0), 5_000);
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      data += String(chunk);
      const m = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0));
    });
    socket.once('connect', () => socket.write(`GET /api/v1/test/echo?sign=Leo HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\n\r\n`));
  });
}

async function server(overrides: Record<string, unknown>) {
  const { key } = createApiKey();
  const app = await createServer({ apiKeys: [key], executor: 'inline', routes: TEST_ROUTES, clock: () => FIXED_NOW, shutdownGraceMs: 100, rateLimit: { limit: 100_000 }, ...overrides });
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { key, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('issue 23 #4: connections are shared out per address', () => {
  it('one address holds at most maxConnectionsPerAddress; 24 keyed clients from another address all get through', async () => {
    const { key, port } = await server({ maxConnections: 100, maxConnectionsPerAddress: 20 });
    const flood = [];
    for (let i = 0; i < 100; i++) flood.push(await slowHeaders(port, '127.0.0.2'));
    const closed = await Promise.all(flood.map((s) => closedWithin(s, 1_000)));
    expect(closed.filter((c) => !c).length).toBe(20);
    const statuses = await Promise.all(Array.from({ length: 24 }, (_, i) => keyedRequest(port, `127.0.1.${i + 1}`, key)));
    expect(statuses, JSON.stringify(statuses)).toEqual(Array(24).fill(200));
  }, 20_000);

  it('a flood from many addresses fills only the unauthenticated share: new keyed clients still connect, the oldest flood sockets are closed', async () => {
    const { key, port } = await server({ maxConnections: 100, maxConnectionsPerAddress: 20, authenticatedConnectionShare: 0.2 });
    const flood = [];
    for (let a = 2; a < 10; a++) for (let i = 0; i < 20; i++) flood.push(await slowHeaders(port, `127.0.0.${a}`));
    const statuses = [];
    for (let i = 0; i < 24; i++) statuses.push(await keyedRequest(port, `127.0.1.${i + 1}`, key));
    expect(statuses, JSON.stringify(statuses)).toEqual(Array(24).fill(200));
    const open = (await Promise.all(flood.map((s) => closedWithin(s, 200)))).filter((c) => !c).length;
    // At most 80 (100 × (1 − 0.2)) unauthenticated connections at once, the keyed ones' among them until they authenticate.
    expect(open).toBeLessThanOrEqual(80);
  }, 30_000);

  it('a trusted proxy address is exempt from the per-address cap', async () => {
    const { port } = await server({ maxConnections: 100, maxConnectionsPerAddress: 5, trustedProxies: ['127.0.0.4'] });
    const viaProxy = [];
    for (let i = 0; i < 30; i++) viaProxy.push(await slowHeaders(port, '127.0.0.4'));
    const closed = await Promise.all(viaProxy.map((s) => closedWithin(s, 300)));
    expect(closed.filter((c) => c).length).toBe(0);
  }, 20_000);
});
