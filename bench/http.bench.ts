/**
 * HTTP benchmark (`npm run bench:http`, after `npm run build`): starts the built server (`dist/cli/main.js
 * serve`, worker pool) in a child process on loopback, once with the in-memory stores and once with Redis (a
 * redis-server started on a free loopback port, when installed), and drives it with autocannon:
 *
 * - cached: one weekly-horoscope URL (the route with the most traffic), every answer a cache HIT → req/s and p99
 *   (target >= 10 000 req/s on the 2-core reference machine);
 * - uncached: a distinct URL per request (every answer a MISS, computed in a worker) → req/s, p50 and p99
 *   (target: weekly p99 < 20 ms);
 * - third key (issue 23 #2): two keys each keep two heavy requests running (`/heliacal-events`, a year of all five
 *   planets, seconds each) while a third key sends light requests one at a time → the third key's p50/p99, against
 *   the same requests on an idle server (goal p99 <= 100 ms).
 *
 * Each scenario runs ROUNDS times and reports medians (the 2 cores are shared and noisy) and the ratio Redis /
 * memory. Request counts and durations are bounded; the server listens on 127.0.0.1 only. autocannon is a
 * devDependency loaded by name at run time.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createApiKey } from '../src/http/api-key.js';

/** One measured scenario: medians over the rounds. */
export interface HttpBenchRow {
  readonly name: string;
  readonly store: 'memory' | 'redis';
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  /** Redis / memory for the same scenario (req/s, p99), or the loaded / idle p99 of the third key. */
  readonly ratio: string;
  readonly target: string;
}

/** Rounds of each scenario (medians reported). */
const ROUNDS = 3;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MAIN = `${ROOT}dist/cli/main.js`;

async function startServer(keys: readonly string[], env: Record<string, string> = {}): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(MAIN)) throw new Error('bench:http needs the build: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
    env: {
      ...process.env, URANIA_API_KEYS: keys.join(','), URANIA_RATE_LIMIT: '1000000000', URANIA_COST_LIMIT: '1000000000',
      NODE_ENV: 'production', URANIA_LOG: 'off', ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000).unref();
  });
  return { url, child };
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A redis-server on a free loopback port (no persistence), or undefined when it is not installed. */
async function startRedis(): Promise<{ url: string; child: ChildProcess } | undefined> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return undefined;
  const port = await new Promise<number>((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'], { stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 500));
  return { url: `redis://127.0.0.1:${port}`, child };
}


/**
 * A distinct weekly query per request, as live traffic asks: 12 signs × 3 perspectives × the days of
 * 2024–2025 (26 280 distinct cache keys, so every request is a MISS computed in a worker).
 */
function weeklyPath(i: number): string {
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const perspectives = ['sun', 'moon', 'rising'];
  const day = new Date(Date.UTC(2024, 0, 1) + (Math.floor(i / 36) % 730) * 86_400_000).toISOString().slice(0, 10);
  return `/api/v1/horoscope/weekly?sign=${signs[i % 12]}&perspective=${perspectives[Math.floor(i / 12) % 3]}&date=${day}`;
}



const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const percentile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
};
const round1 = (x: number): number => Math.round(x * 10) / 10;

/** The light request of the third key: the Moon's phase on a distinct date (a MISS each, light lane). */
function lightPath(i: number): string {
  const day = new Date(Date.UTC(1900, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return `/api/v1/moon/phase?date=${day}`;
}

/** A heavy request: a year of heliacal events of the five planets at a distinct place (seconds in a worker). */
function heavyPath(i: number): string {
  return `/api/v1/heliacal-events?from=2024-01-01&to=2025-01-01&latitude=${(10 + (i % 50)).toFixed(0)}&longitude=${(i % 170).toFixed(0)}`;
}

/** Sequential light requests of `key` until `until` (ms since epoch): their latencies in ms. */
async function lightLatencies(url: string, key: string, until: number, offset: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; Date.now() < until; i++) {
    const t0 = performance.now();
    const res = await fetch(url + lightPath(offset + i), { headers: { authorization: `Bearer ${key}` } });
    await res.arrayBuffer();
    if (res.status === 200) out.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return out;
}

/** @summary Run the HTTP scenarios and return one row each (medians of ROUNDS rounds). */
export async function run(): Promise<HttpBenchRow[]> {
  const autocannon = (await import('autocannon' as string)).default as Autocannon;
  const [a, b, c] = [createApiKey().key, createApiKey().key, createApiKey().key];
  const rows: HttpBenchRow[] = [];
  const redis = await startRedis();
  let serial = 1;
  try {
    for (const store of redis ? (['memory', 'redis'] as const) : (['memory'] as const)) {
      const { url, child } = await startServer([a, b, c], store === 'redis' && redis ? { URANIA_REDIS_URL: redis.url } : {});
      const headers = { authorization: `Bearer ${a}` };
      const scenario = async (name: string, target: string, opts: () => Record<string, unknown>) => {
        const results: AutocannonResult[] = [];
        for (let r = 0; r < ROUNDS; r++) results.push(await autocannon({ url, headers, ...opts() }));
        rows.push({
          name, store, target, ratio: '',
          requests: median(results.map((x) => x.requests.total)),
          requestsPerSecond: Math.round(median(results.map((x) => x.requests.average))),
          p50Ms: median(results.map((x) => x.latency.p50)),
          p99Ms: median(results.map((x) => x.latency.p99)),
          non2xx: results.reduce((n, x) => n + x.non2xx + x.errors + x.timeouts, 0),
        });
      };
      try {
        const cachedPath = '/api/v1/horoscope/weekly?sign=Leo&date=2024-03-20';
        // Warm: the cache entry and the worker threads.
        await autocannon({ url: url + cachedPath, headers, amount: 200, connections: 4 });
        await autocannon({ url, headers, connections: 2, amount: 40, requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: weeklyPath(500_000 + serial++) }) }] });
        await scenario('cached weekly horoscope', '>= 10000 req/s', () => ({ url: url + cachedPath, connections: 32, pipelining: 4, amount: 20_000 }));
        await scenario('uncached weekly horoscope', 'p99 < 20 ms', () => ({
          connections: 4, amount: 400, duration: 20,
          requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: weeklyPath(serial++) }) }],
        }));
        if (store === 'memory') {
          // The third key alone, then under two heavy keys (issue 23 #2).
          const idle: number[] = [];
          const loaded: number[] = [];
          const loadedP50: number[] = [];
          for (let r = 0; r < ROUNDS; r++) {
            idle.push(percentile(await lightLatencies(url, c, Date.now() + 3_000, serial), 0.99));
            serial += 1_000;
            const until = Date.now() + 12_000;
            const heavyLoop = async (key: string) => {
              while (Date.now() < until) {
                const res = await fetch(url + heavyPath(serial++), { headers: { authorization: `Bearer ${key}` } });
                await res.arrayBuffer();
              }
            };
            const heavy = [heavyLoop(a), heavyLoop(a), heavyLoop(b), heavyLoop(b)];
            await new Promise((resolve) => setTimeout(resolve, 500));
            const light = await lightLatencies(url, c, until - 1_000, serial);
            serial += 1_000;
            loaded.push(percentile(light, 0.99));
            loadedP50.push(percentile(light, 0.5));
            console.error(`third key, round ${r + 1}: idle p99 ${round1(idle.at(-1)!)} ms; loaded ${light.length} requests, p50 ${round1(percentile(light, 0.5))} ms, p99 ${round1(percentile(light, 0.99))} ms, max ${round1(Math.max(...light))} ms`);
            await Promise.all(heavy);
          }
          rows.push({
            name: 'third key, light requests under two heavy keys', store, target: 'p99 <= 100 ms',
            requests: 0, requestsPerSecond: 0, p50Ms: round1(median(loadedP50)), p99Ms: round1(median(loaded)), non2xx: 0,
            ratio: `p99 ${round1(median(loaded))} ms loaded / ${round1(median(idle))} ms idle = ${(median(loaded) / median(idle)).toFixed(1)}×`,
          });
        }
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    if (redis) redis.child.kill('SIGTERM');
  }
  // Redis / memory, scenario by scenario.
  return rows.map((row) => {
    if (row.store !== 'redis') return row;
    const mem = rows.find((m) => m.store === 'memory' && m.name === row.name);
    if (!mem) return row;
    return { ...row, ratio: `req/s ${(row.requestsPerSecond / mem.requestsPerSecond).toFixed(2)}×, p99 ${(row.p99Ms / Math.max(1, mem.p99Ms)).toFixed(2)}× memory` };
  });
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  run().then(
    (rows) => {
      console.table(rows);
      mkdirSync(`${ROOT}bench/results`, { recursive: true });
      writeFileSync(`${ROOT}bench/results/http-latest.json`, `${JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, rows }, null, 2)}\n`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
