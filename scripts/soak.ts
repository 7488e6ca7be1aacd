/**
 * The reference server under a bounded soak (issue 16): `npm run soak` (builds first), loopback only.
 *
 *   SOAK_SECONDS=45 SOAK_MAX_REQUESTS=20000 npm run soak
 *
 * Starts a private redis-server on a free loopback port (if `redis-server` is installed; otherwise the server
 * runs on its in-memory stores and the stall phase is skipped) and the built server (`dist/cli/main.js serve`,
 * two worker threads, a short deadline) as child processes, then drives three keys for SOAK_SECONDS:
 *   heavy  — 4 at once: ingresses of 12 bodies over 10 years, and natal charts of random births;
 *   cheap  — 2 at once: daily horoscopes and positions at random dates;
 *   mixed  — 2 at once: a bit of both, plus bad requests (400 expected).
 * In the middle: Redis is stopped (SIGSTOP) for 3 s, then resumed; and requests longer than the deadline are
 * sent, so the pool terminates the worker running them and starts a new one (a worker kill).
 * It prints per-key p50/p99 latency, answers by status, and the server's RSS over time, and exits non-zero on any
 * 5xx other than the documented 503, on a request that hangs (no answer within the deadline + 5 s), or on memory
 * growth (RSS of the last quarter above 1.5 × the first quarter's + 64 MB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { resolve } from 'node:path';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 45);
const MAX_REQUESTS = Number(process.env.SOAK_MAX_REQUESTS ?? 20_000);
const DEADLINE_MS = 6_000;
const HANG_MS = DEADLINE_MS + 5_000;
const root = resolve(import.meta.dirname, '..');
const cli = resolve(root, 'dist/cli/main.js');
if (!existsSync(cli)) throw new Error('dist/cli/main.js is missing: run `npm run build` (npm run soak does)');
const { createApiKey } = (await import(resolve(root, 'dist/http/index.js'))) as {
  createApiKey: () => { key: string };
};

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = netServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((ok, fail) => {
    const attempt = (): void => {
      fetch(url)
        .then((r) => (r.ok ? ok() : retry()))
        .catch(retry);
    };
    const retry = (): void => {
      if (Date.now() > until) fail(new Error(`${url} did not come up within ${ms} ms`));
      else setTimeout(attempt, 200);
    };
    attempt();
  });
}

const children: ChildProcess[] = [];
const stopAll = (): void => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
};
process.on('exit', stopAll);

// Redis, when installed.
let redis: ChildProcess | undefined;
let redisUrl: string | undefined;
const hasRedis = await new Promise<boolean>((ok) => {
  const probe = spawn('redis-server', ['--version']);
  probe.on('error', () => ok(false));
  probe.on('exit', (code) => ok(code === 0));
});
if (hasRedis) {
  const port = await freePort();
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  children.push(redis);
  redisUrl = `redis://127.0.0.1:${port}`;
  await new Promise((r) => setTimeout(r, 500));
}

const keys = { heavy: createApiKey().key, cheap: createApiKey().key, mixed: createApiKey().key };
const port = await freePort();
const server = spawn(process.execPath, [cli, 'serve', '--port', String(port), '--host', '127.0.0.1'], {
  env: {
    ...process.env,
    URANIA_API_KEYS: Object.values(keys).join(','),
    URANIA_WORKERS: '2',
    URANIA_REQUEST_TIMEOUT_MS: String(DEADLINE_MS),
    URANIA_RATE_LIMIT: '1000000',
    ...(redisUrl ? { URANIA_REDIS_URL: redisUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
children.push(server);
const base = `http://127.0.0.1:${port}`;
await waitFor(`${base}/health`, 20_000);

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

let seed = 20261124;
const random = (): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
];
const date = (from: number, span: number): string => {
  const d = new Date(Date.UTC(from, 0, 1) + Math.floor(random() * span * 365) * 86_400_000);
  return d.toISOString().slice(0, 10);
};

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}
const calls: Record<keyof typeof keys, () => Call> = {
  heavy: () =>
    random() < 0.5
      ? {
          method: 'GET',
          path: `/ingresses?start=${date(1900, 100)}&end=${date(2010, 10)}&bodies=Sun,Moon,Mercury,Venus,Mars,Jupiter,Saturn,Uranus,Neptune,Pluto,Chiron,Ceres`,
        }
      : {
          method: 'POST',
          path: '/natal-chart',
          body: {
            birthDate: date(1900, 120),
            birthTime: '12:34',
            latitude: -60 + random() * 120,
            longitude: -180 + random() * 360,
          },
        },
  cheap: () =>
    random() < 0.5
      ? { method: 'GET', path: `/horoscope/daily?sign=${pick(SIGNS)}&date=${date(2000, 40)}` }
      : { method: 'GET', path: `/positions?date=${date(1950, 100)}T12:00:00Z` },
  mixed: () => {
    const r = random();
    if (r < 0.2) return { method: 'GET', path: `/horoscope/weekly?sign=Ophiuchus` }; // a 400
    if (r < 0.6) return calls.cheap();
    return calls.heavy();
  },
};

interface Outcome {
  key: string;
  status: number;
  ms: number;
}
const outcomes: Outcome[] = [];
const failures: string[] = [];
const rss: { t: number; mb: number }[] = [];
const started = Date.now();
const endAt = started + SECONDS * 1000;
let sent = 0;

async function one(key: keyof typeof keys, call: Call): Promise<void> {
  sent++;
  const t = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HANG_MS);
  try {
    const r = await fetch(`${base}/api/v1${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${keys[key]}`,
        ...(call.body ? { 'content-type': 'application/json' } : {}),
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      signal: controller.signal,
    });
    await r.arrayBuffer();
    outcomes.push({ key, status: r.status, ms: performance.now() - t });
    if (r.status >= 500 && r.status !== 503) failures.push(`${r.status} on ${call.method} ${call.path}`);
  } catch (e) {
    outcomes.push({ key, status: 0, ms: performance.now() - t });
    failures.push(
      `${controller.signal.aborted ? 'hang' : 'connection error'} on ${call.method} ${call.path}: ${String(e)}`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function loop(key: keyof typeof keys): Promise<void> {
  while (Date.now() < endAt && sent < MAX_REQUESTS) await one(key, calls[key]());
}

const sampler = setInterval(
  () => rss.push({ t: (Date.now() - started) / 1000, mb: rssMb(server.pid!) }),
  1000,
);
const events: Promise<void>[] = [];
// Redis stall at one third.
if (redis) {
  events.push(
    new Promise((ok) =>
      setTimeout(
        () => {
          process.stdout.write(
            `[${((Date.now() - started) / 1000).toFixed(0)} s] Redis stalled (SIGSTOP) for 3 s\n`,
          );
          redis!.kill('SIGSTOP');
          setTimeout(() => {
            redis!.kill('SIGCONT');
            ok();
          }, 3000);
        },
        (SECONDS * 1000) / 3,
      ),
    ),
  );
}
// Worker kill at one half: requests longer than the deadline make the pool terminate the worker running them.
events.push(
  new Promise((ok) =>
    setTimeout(
      () => {
        process.stdout.write(
          `[${((Date.now() - started) / 1000).toFixed(0)} s] requests past the deadline (the pool terminates their workers)\n`,
        );
        const heavy = {
          method: 'GET' as const,
          path: '/ingresses?start=1900-01-01&end=1949-12-31' + '&bodies=Moon,NorthNode,LilithTrue,SouthNode',
        };
        void Promise.all([one('mixed', heavy), one('mixed', heavy)]).then(() => ok());
      },
      (SECONDS * 1000) / 2,
    ),
  ),
);

await Promise.all([
  loop('heavy'),
  loop('heavy'),
  loop('heavy'),
  loop('heavy'),
  loop('cheap'),
  loop('cheap'),
  loop('mixed'),
  loop('mixed'),
  ...events,
]);
clearInterval(sampler);
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
stopAll();

// Report.
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
process.stdout.write(
  `\n${outcomes.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s${redis ? ' (Redis)' : ' (in-memory stores: redis-server not installed)'}\n\n`,
);
process.stdout.write('key     requests   p50 ms   p99 ms\n');
for (const key of Object.keys(keys)) {
  const ms = outcomes.filter((o) => o.key === key && o.status !== 0).map((o) => o.ms);
  process.stdout.write(
    `${key.padEnd(7)} ${String(ms.length).padStart(8)} ${quantile(ms, 0.5).toFixed(0).padStart(8)} ${quantile(ms, 0.99).toFixed(0).padStart(8)}\n`,
  );
}
const byStatus = new Map<number, number>();
for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
process.stdout.write(
  `\nby status: ${[...byStatus]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s === 0 ? 'no answer' : s}: ${n}`)
    .join(', ')}\n`,
);
process.stdout.write(
  `RSS (MB) every 5 s: ${rss
    .filter((_, i) => i % 5 === 0)
    .map((r) => r.mb.toFixed(0))
    .join(' ')}\n`,
);
const quarter = Math.max(1, Math.floor(rss.length / 4));
const firstMax = Math.max(...rss.slice(0, quarter).map((r) => r.mb));
const lastMax = Math.max(...rss.slice(-quarter).map((r) => r.mb));
if (rss.length >= 8 && lastMax > 1.5 * firstMax + 64)
  failures.push(`memory growth: RSS ${firstMax.toFixed(0)} MB → ${lastMax.toFixed(0)} MB`);
if (failures.length > 0) {
  process.stdout.write(`\nFAILED (${failures.length}):\n${[...new Set(failures)].slice(0, 20).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('\nOK: no 5xx but the documented 503, no hang, no memory growth.\n');
