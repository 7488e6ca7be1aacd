/**
 * Issue 16 #7: shutdown within the grace. A real server on loopback; a keep-alive client and an in-flight
 * request during `close()` (what SIGTERM runs in `urania serve`). Order is checked by instrumentation (the
 * route's computation records when it starts and ends), never by the wall clock; every wait is bounded.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/http/api-key.js';
import { createServer, type UraniaServerOptions } from '../../src/http/create-server.js';
import { defineRoute } from '../../src/http/route-definition.js';
import { TEST_ROUTES } from './helpers.js';
import { headerBlocks, rawClient, statuses } from './raw-client.js';

/** What the slow route has done: started computations wake `onStart`; `finished` counts completed ones. */
const progress = { started: 0, finished: 0, onStart: () => undefined as void };

const SLOW_ROUTE = defineRoute<{ ms: number }>({
  method: 'GET',
  url: '/test/wait',
  tag: 'Horoscope',
  summary: 'Wait ms milliseconds, then answer (test route)',
  querystring: Type.Object({ ms: Type.Integer({ minimum: 0, maximum: 60_000 }) }, { additionalProperties: false }),
  response: Type.Object({ waited: Type.Integer() }),
  cacheTtlMs: 1000,
  compute: (p) => {
    progress.started++;
    progress.onStart();
    return new Promise((resolve) =>
      setTimeout(() => {
        progress.finished++;
        resolve({ waited: p.ms });
      }, p.ms),
    );
  },
});

async function listening(overrides: Partial<UraniaServerOptions>) {
  const { key } = createApiKey();
  const app = await createServer({ apiKeys: [key], executor: 'inline', routes: [...TEST_ROUTES, SLOW_ROUTE], ...overrides });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, key, port };
}

/** Resolves once the slow route has started `n` computations in total. */
function computationsStarted(n: number): Promise<void> {
  return new Promise((resolve) => {
    if (progress.started >= n) return resolve();
    progress.onStart = () => {
      if (progress.started >= n) resolve();
    };
  });
}

/** Resolves with true when `promise` settles within `ms`, else false (a hang detector, not a measurement). */
function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
}

describe('issue 16 #7: graceful shutdown', () => {
  it('issue 16 #7: close() shuts idle keep-alive connections at once, answers in-flight requests with Connection: close, and resolves without waiting for keep-alive', async () => {
    // A long grace: close() may only resolve because the connections really closed.
    const { app, key, port } = await listening({ shutdownGraceMs: 60_000 });
    const idle = await rawClient(port);
    idle.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
    expect(await idle.waitFor((t) => statuses(t).length === 1, 2_000)).toBe(true);
    expect(idle.closed()).toBe(false);

    const busy = await rawClient(port);
    const before = progress.started;
    busy.write(`GET /api/v1/test/wait?ms=300 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAuthorization: Bearer ${key}\r\n\r\n`);
    await computationsStarted(before + 1);
    const finishedBefore = progress.finished;

    const closing = app.close();
    expect(await idle.waitClosed(2_000)).toBe(true);
    // The in-flight request is still answered, in full, with Connection: close …
    expect(await busy.waitFor((t) => statuses(t).length === 1, 5_000)).toBe(true);
    expect(progress.finished).toBe(finishedBefore + 1);
    expect(statuses(busy.received())).toEqual([200]);
    expect(headerBlocks(busy.received())[0]).toContain('connection: close');
    expect(busy.received()).toContain('{"waited":300}');
    // … and its connection closes with it, so close() resolves (not after Fastify's 72 s keep-alive).
    expect(await busy.waitClosed(2_000)).toBe(true);
    expect(await within(closing, 5_000)).toBe(true);
    idle.destroy();
    busy.destroy();
  });

  it('issue 16 #7: at the grace deadline a request still running has its connection closed and close() resolves', async () => {
    const { app, key, port } = await listening({ shutdownGraceMs: 150, requestTimeoutMs: 20_000 });
    const busy = await rawClient(port);
    const before = progress.started;
    const finishedBefore = progress.finished;
    busy.write(`GET /api/v1/test/wait?ms=4000 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${key}\r\n\r\n`);
    await computationsStarted(before + 1);
    const closing = app.close();
    expect(await within(closing, 3_000)).toBe(true);
    // close() resolved while the computation was still running: the grace, not the work, ended it.
    expect(progress.finished).toBe(finishedBefore);
    expect(await busy.waitClosed(1_000)).toBe(true);
    busy.destroy();
  });

  it('guard (issue 16 #7): `urania serve` exits 0 on SIGTERM within 10 s while a keep-alive client is connected', async () => {
    const root = fileURLToPath(new URL('../../', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'serve', '--port', '0', '--host', '127.0.0.1'], {
      cwd: root,
      env: { ...process.env, URANIA_EXECUTOR: 'inline', URANIA_SHUTDOWN_GRACE_MS: '2000', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
      });
      const started = await within(
        new Promise<void>((resolve) => child.stdout.on('data', () => out.includes('Try:') && resolve())),
        30_000,
      );
      expect(started).toBe(true);
      const port = Number(/listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[1]);
      const client = await rawClient(port);
      client.write('GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      expect(await client.waitFor((t) => statuses(t).length === 1, 5_000)).toBe(true);
      child.kill('SIGTERM');
      let code: number | null | 'hang' = 'hang';
      await within(exited.then((c) => (code = c)), 10_000);
      expect(code).toBe(0);
      expect(await client.waitClosed(1_000)).toBe(true);
      client.destroy();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    }
  });
});
