/**
 * Starts a throw-away `redis-server` (Debian package) on a free loopback port, without persistence.
 * `redisAvailability()` says whether the tests can run; with URANIA_REQUIRE_REDIS=1 (set by .ci/run) a missing
 * redis-server is a failure instead of a skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export function redisAvailability(): { available: boolean; required: boolean; reason: string } {
  const probe = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  const available = probe.status === 0;
  return {
    available,
    required: process.env.URANIA_REQUIRE_REDIS === '1',
    reason: available ? probe.stdout.trim() : 'redis-server is not installed (apt-get install redis-server)',
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RedisFixture {
  readonly url: string;
  /** The redis-server process started for this test (for SIGSTOP / SIGCONT stalls). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** Start a redis-server on a free loopback port; `extraArgs` are more of its options (`--maxmemory 16mb`, …). */
export async function startRedis(extraArgs: readonly string[] = []): Promise<RedisFixture> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes', ...extraArgs],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => undefined);
  let ready = false;
  for (let i = 0; i < 100 && !ready; i++) {
    try {
      await client.connect();
      ready = (await client.ping()) === 'PONG';
    } catch {
      client.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  client.disconnect();
  if (!ready) {
    child.kill('SIGKILL');
    throw new Error(`redis-server did not start on port ${port}`);
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
