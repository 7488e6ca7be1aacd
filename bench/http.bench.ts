/**
 * HTTP benchmark (`npm run bench:http`, after `npm run build`): starts the built server (`dist/cli/main.js
 * serve`, worker pool, in-memory stores) in a child process on loopback and drives it with autocannon:
 *
 * - cached: one weekly-horoscope URL (the route with the most traffic), every answer a cache HIT → req/s
 *   (target >= 10 000 req/s on the 2-core reference machine);
 * - uncached: a distinct URL/body per request (every answer a MISS, computed in a worker) → p50/p99 latency
 *   (target: weekly p99 < 20 ms), for the weekly horoscope and the natal chart when those routes exist.
 *
 * Request counts and durations are bounded; the server listens on 127.0.0.1 only. autocannon is a
 * devDependency loaded by name at run time.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createApiKey } from '../src/http/api-key.js';
import { URANIA_ROUTES } from '../src/http/routes/index.js';

/** One measured scenario. */
export interface HttpBenchRow {
  readonly name: string;
  readonly requests: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly target: string;
}

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

async function startServer(key: string): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(MAIN)) throw new Error('bench:http needs the build: run `npm run build` first');
  const child = spawn(process.execPath, [MAIN, 'serve', '--port', '0', '--host', '127.0.0.1'], {
    env: { ...process.env, URANIA_API_KEYS: key, URANIA_RATE_LIMIT: '1000000000', NODE_ENV: 'production', URANIA_LOG: 'off' },
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
    setTimeout(() => reject(new Error('server did not start within 20 s')), 20_000);
  });
  return { url, child };
}

function has(url: string): boolean {
  return URANIA_ROUTES.some((r) => r.url === url);
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

/** A distinct natal chart per request (date, place). */
function natalBody(i: number): string {
  const day = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  return JSON.stringify({ birthDate: day, birthTime: '12:34', latitude: -60 + (i % 120), longitude: -170 + (i % 340) });
}

/** A distinct house query per request (fallback scenario while the horoscope routes are missing). */
function housesPath(i: number): string {
  const at = new Date(Date.UTC(1950, 0, 1) + i * 3_600_000).toISOString();
  return `/api/v1/houses?date=${encodeURIComponent(at)}&latitude=${(i % 120) - 60}&longitude=${(i % 340) - 170}`;
}

/** @summary Run the HTTP scenarios and return one row each. */
export async function run(): Promise<HttpBenchRow[]> {
  const autocannon = (await import('autocannon' as string)).default as Autocannon;
  const { key } = createApiKey();
  const { url, child } = await startServer(key);
  const headers = { authorization: `Bearer ${key}` };
  const rows: HttpBenchRow[] = [];
  const measure = async (name: string, target: string, opts: Record<string, unknown>) => {
    const r = await autocannon({ url, headers, ...opts });
    rows.push({
      name,
      requests: r.requests.total,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx + r.errors + r.timeouts,
      target,
    });
  };
  try {
    const weekly = has('/horoscope/weekly');
    const cachedPath = weekly ? '/api/v1/horoscope/weekly?sign=Leo&date=2024-03-20' : housesPath(0);
    let warm = 0;
    // Warm: fill the cache entry and the worker threads.
    await autocannon({ url: url + cachedPath, headers, amount: 200, connections: 4 });
    await measure(weekly ? 'cached weekly horoscope' : 'cached houses (weekly route not yet served)', '>= 10000 req/s', {
      url: url + cachedPath,
      connections: 32,
      pipelining: 4,
      amount: 100_000,
    });
    // Warm the worker threads (theory data, year events) with requests that are not measured.
    await autocannon({ url, headers, connections: 2, amount: 40, requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: weeklyPath(100_000 + warm++) }) }] });
    let i = 1;
    const uncached = (path: (n: number) => string) => ({
      connections: 4,
      amount: 2000,
      duration: 20,
      requests: [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path(i++) }) }],
    });
    if (weekly) await measure('uncached weekly horoscope', 'p99 < 20 ms', uncached(weeklyPath));
    else await measure('uncached houses (weekly route not yet served)', 'p99 < 20 ms (weekly)', uncached(housesPath));
    if (has('/natal-chart')) {
      let n = 0;
      await measure('uncached natal chart', 'p50/p99 reported', {
        connections: 4,
        amount: 1000,
        duration: 20,
        requests: [{ method: 'POST', path: '/api/v1/natal-chart', headers: { ...headers, 'content-type': 'application/json' }, setupRequest: (req: Record<string, unknown>) => ({ ...req, body: natalBody(n++) }) }],
      });
    }
  } finally {
    child.kill('SIGTERM');
  }
  return rows;
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  run().then(
    (rows) => {
      console.table(rows);
      mkdirSync(`${ROOT}bench/results`, { recursive: true });
      writeFileSync(`${ROOT}bench/results/http-latest.json`, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}
