import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { natalChart } from '../../../src/index.js';
import { queueBatch } from '../../../src/http/batch/queue-batch.js';
import type { BatchOutcome, BatchRow } from '../../../src/http/batch/batch.js';
import { redisAvailability, startRedis, type RedisFixture } from '../redis-helper.js';

const redis = redisAvailability();
const QUEUE = `urania-test-${process.pid}`;

/** 240 births, every 40th one with an impossible date (a row error, answered in its place). */
const ROWS: BatchRow[] = Array.from({ length: 240 }, (_, i) => ({
  birthDate: i % 40 === 17 ? `1990-13-${String((i % 27) + 1).padStart(2, '0')}` : `${1950 + (i % 60)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
  birthTime: `${String(i % 24).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
  latitude: String(-50 + ((i * 13) % 110)),
  longitude: String(-170 + ((i * 37) % 340)),
  timezone: 'UTC',
}));

function startWorker(url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'worker', '--queue', url, '--queue-name', QUEUE, '--lock-ms', '2000'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
      if (err.includes('waiting for batch rows')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}: ${err}`)));
  });
}

describe.runIf(redis.available || redis.required)('a batch across processes on a BullMQ queue', () => {
  let server: RedisFixture;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    server = await startRedis();
    workers.push(...(await Promise.all([startWorker(server.url), startWorker(server.url), startWorker(server.url)])));
  }, 120_000);
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
    await server?.stop();
  });

  it('answers every row exactly once, in order, when one of three workers is killed halfway', async () => {
    const outcomes: BatchOutcome[] = [];
    let killed = false;
    for await (const o of queueBatch(ROWS, { record: 'natal-chart', queue: server.url, name: QUEUE, chunkSize: 6 })) {
      outcomes.push(o);
      if (!killed && outcomes.length >= ROWS.length / 3) {
        workers[0]!.kill('SIGKILL');
        killed = true;
      }
    }
    expect(killed).toBe(true);
    expect(outcomes.map((o) => o.row)).toEqual(ROWS.map((_, i) => i));
    for (const o of outcomes) {
      const row = ROWS[o.row]!;
      if (o.row % 40 === 17) {
        expect(o.ok).toBe(false);
        if (!o.ok) expect(o.error.field).toBe('birthDate');
        continue;
      }
      expect(o.ok).toBe(true);
      if (!o.ok) continue;
      // The record a library call makes for the same birth (the queue is a transport: nothing may change).
      const direct = natalChart({ birthDate: String(row.birthDate), birthTime: String(row.birthTime), latitude: Number(row.latitude), longitude: Number(row.longitude), timezone: 'UTC' });
      expect(JSON.parse(o.json)).toEqual(JSON.parse(JSON.stringify(direct)));
    }
  }, 180_000);
});
