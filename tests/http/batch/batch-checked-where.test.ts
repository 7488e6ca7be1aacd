/**
 * Issue 30: a batch's rows are checked where they are computed (the executor answers a plan task and rows tasks:
 * src/http/executor/batch-rows-task.ts), so the thread that reads and writes the files never loads the library; with
 * a route table of the caller's, or an executor that does not know those tasks, they are checked in the calling
 * thread as before (src/http/batch/batch-checked-here.ts). The three ways must give the same outcomes, row for row,
 * and each good row the JSON text of the plain library call (the independent route).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { natalChart } from '../../../src/index.js';
import { isUraniaError } from '../../../src/errors/index.js';
import { batch, BATCH_CHUNK_ROWS, type BatchOptions, type BatchOutcome, type BatchRow, type BatchStart } from '../../../src/http/batch/batch.js';
import { BATCH_PLAN_TASK_ROUTE, BATCH_ROWS_TASK_ROUTE } from '../../../src/http/executor/chunk-task.js';
import type { ComputeTask, Executor } from '../../../src/http/executor/executor.js';
import { inlineExecutor } from '../../../src/http/executor/inline-executor.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';
import { inlineServer } from '../inline-server.js';

const inline = inlineExecutor(URANIA_ROUTES);

/** An executor that counts the tasks it is given by id and runs them on `inner`. */
function counting(inner: Executor): { executor: Executor; seen: Map<string, number> } {
  const seen = new Map<string, number>();
  return {
    seen,
    executor: {
      run(task: ComputeTask, signal: AbortSignal) {
        seen.set(task.route, (seen.get(task.route) ?? 0) + 1);
        return inner.run(task, signal);
      },
      close: () => Promise.resolve(),
    },
  };
}

/** An executor of an older kind: it knows the routes and the chunk task, not the batch's plan and rows tasks. */
const older: Executor = {
  run(task: ComputeTask, signal: AbortSignal) {
    if (task.route === BATCH_PLAN_TASK_ROUTE || task.route === BATCH_ROWS_TASK_ROUTE)
      return Promise.resolve({ ok: false, error: { code: 'INTERNAL', message: `no computation registered for ${task.route}`, details: {} } });
    return inline.run(task, signal);
  },
  close: () => Promise.resolve(),
};

/** What an outcome says, comparable across runs: the row, and its JSON text or its error. */
function said(o: BatchOutcome): [number, string] {
  return [o.row, o.ok ? o.json : `${o.error.code} ${o.error.field ?? ''} ${o.error.message}`];
}

async function run(rows: BatchRow[], options: Omit<BatchOptions, 'record'>): Promise<[number, string][]> {
  const out: [number, string][] = [];
  for await (const o of batch(rows, { record: 'natal-chart', chunkSize: 3, ...options })) out.push(said(o));
  return out;
}

/** A birth row as a CSV file gives it (text cells), good or bad in one of the ways people get it wrong. */
const birthRow = fc
  .record({
    year: fc.integer({ min: 1800, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    minutes: fc.integer({ min: 0, max: 1439 }),
    latitude: fc.double({ min: -66, max: 66, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
    fault: fc.constantFrom('none', 'none', 'latitude', 'date', 'zone', 'member'),
  })
  .map(({ year, month, day, minutes, latitude, longitude, fault }): BatchRow => ({
    birthDate: fault === 'date' ? `${year}-${String(month).padStart(2, '0')}-31x` : `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    birthTime: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    latitude: fault === 'latitude' ? '123' : latitude.toFixed(4),
    longitude: longitude.toFixed(4),
    timezone: fault === 'zone' ? 'Mars/Olympus' : 'UTC',
    ...(fault === 'member' ? { colour: 'blue' } : {}),
  }));

describe('batch(): rows checked where they are computed, or in the calling thread', () => {
  it('property: the executor, the calling thread with the route table, and an older executor give the same outcomes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(birthRow, { minLength: 0, maxLength: 8 }), async (rows) => {
        const there = counting(inline);
        const byExecutor = await run(rows, { executor: there.executor });
        // The rows went to the executor as rows tasks (never as checked chunks) after one plan task.
        expect(there.seen.get(BATCH_PLAN_TASK_ROUTE)).toBe(1);
        expect(there.seen.get(BATCH_ROWS_TASK_ROUTE) ?? 0).toBe(Math.ceil(rows.length / 3));
        expect([...there.seen.keys()].sort()).toEqual(rows.length === 0 ? [BATCH_PLAN_TASK_ROUTE] : [BATCH_PLAN_TASK_ROUTE, BATCH_ROWS_TASK_ROUTE].sort());
        expect(await run(rows, { executor: inline, routes: URANIA_ROUTES })).toEqual(byExecutor);
        expect(await run(rows, { executor: older })).toEqual(byExecutor);
        expect(byExecutor.map(([row]) => row)).toEqual(rows.map((_, i) => i));
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('answers a good row with the JSON text of the plain library call, a bad one with its field, in the row’s place', async () => {
    const rows: BatchRow[] = [
      { birthDate: '1969-07-20', birthTime: '20:17', latitude: '28.5729', longitude: '-80.649', timezone: 'UTC' },
      { birthDate: '1969-07-20', birthTime: '20:17', latitude: '91', longitude: '-80.649', timezone: 'UTC' },
      { birthDate: '1879-03-14', birthTime: '11:30', latitude: '48.4011', longitude: '9.9876', timezone: 'Europe/Berlin' },
    ];
    const out = await run(rows, { executor: inline, firstRow: 10 });
    expect(out.map(([row]) => row)).toEqual([10, 11, 12]);
    expect(out[0]![1]).toBe(JSON.stringify(natalChart({ birthDate: '1969-07-20', birthTime: '20:17', latitude: 28.5729, longitude: -80.649, timezone: 'UTC' })));
    expect(out[1]![1]).toMatch(/^INVALID_ARGUMENT latitude /);
    expect(out[2]![1]).toBe(JSON.stringify(natalChart({ birthDate: '1879-03-14', birthTime: '11:30', latitude: 48.4011, longitude: 9.9876, timezone: 'Europe/Berlin' })));
  });

  it('tells onStart once, before the first outcome, the record and its columns: every member of every record, in order', async () => {
    const events: (BatchStart | number)[] = [];
    const records: Record<string, unknown>[] = [];
    const rows: BatchRow[] = [{ birthDate: '2001-09-09', birthTime: '06:00', latitude: '-33.9', longitude: '18.4', timezone: 'Africa/Johannesburg' }, { birthDate: '2001-09-09', latitude: '-33.9', longitude: '18.4' }];
    for await (const o of batch(rows, { record: 'natalChart', executor: inline, onStart: (plan) => events.push(plan) })) {
      events.push(o.row);
      if (o.ok) records.push(o.result as Record<string, unknown>);
    }
    expect(events.map((e) => (typeof e === 'number' ? e : 'start'))).toEqual(['start', 0, 1]);
    const plan = events[0] as BatchStart;
    expect(plan.record).toBe('natal-chart');
    expect(records).toHaveLength(2);
    for (const record of records) {
      const keys = Object.keys(record);
      // Each record's members are columns, met in the columns' order (a record may leave optional members out).
      const at = keys.map((k) => plan.columns.indexOf(k));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    }
    expect(plan.columns).toContain('houses');
  });

  it('sends 128 rows a message by default (BATCH_CHUNK_ROWS), the last message the rest, in order', async () => {
    expect(BATCH_CHUNK_ROWS).toBe(128);
    const sizes: number[] = [];
    const measuring: Executor = {
      run(task: ComputeTask, signal: AbortSignal) {
        if (task.route === BATCH_ROWS_TASK_ROUTE) sizes.push((task.params as { rows: unknown[] }).rows.length);
        return inline.run(task, signal);
      },
      close: () => Promise.resolve(),
    };
    const rows: BatchRow[] = Array.from({ length: 300 }, () => ({ sign: 'Virgo', date: '2026-09-01' }));
    let n = 0;
    for await (const o of batch(rows, { record: 'horoscope-daily', executor: measuring })) expect(o.row).toBe(n++);
    expect(n).toBe(300);
    expect(sizes).toEqual([128, 128, 44]);
  }, 60_000);

  it("says a row's error in the batch's language as the HTTP API says it in a request's language, codes and fields kept", async () => {
    const bad: BatchRow[] = [
      { birthDate: '1969-07-20', birthTime: '20:17', latitude: 91, longitude: -80.649, timezone: 'UTC' },
      { birthDate: '1985-02-30', birthTime: '10:00', latitude: 51.5, longitude: 0, timezone: 'Europe/London' },
      { birthDate: '1985-02-10', birthTime: '10:00', latitude: 51.5, longitude: 0, timezone: 'Mars/Olympus' },
      { birthDate: '1985-02-10', birthTime: '25:00', latitude: 51.5, longitude: 0, timezone: 'UTC' },
    ];
    const server = await inlineServer();
    try {
      for (const locale of ['de', 'fr', 'zh-Hans'] as const) {
        const english: BatchOutcome[] = [];
        for await (const o of batch(bad, { record: 'natal-chart', executor: inline })) english.push(o);
        for (const options of [{ executor: inline }, { executor: inline, routes: URANIA_ROUTES }, { executor: older }]) {
          const out: BatchOutcome[] = [];
          for await (const o of batch(bad, { record: 'natal-chart', locale, ...options })) out.push(o);
          for (const [i, o] of out.entries()) {
            const answer = (await server.post(`/natal-chart?lang=${locale}`, bad[i] as Record<string, unknown>)).body as { detail: string; errors?: { field: string }[] };
            const en = english[i]!;
            expect(o.ok || en.ok).toBe(false);
            if (o.ok || en.ok) continue;
            expect(o.error.message, `${locale} row ${i}`).toBe(answer.detail);
            expect(o.error.message).not.toBe(en.error.message);
            expect([o.error.code, o.error.field]).toEqual([en.error.code, en.error.field]);
          }
        }
      }
    } finally {
      await server.close();
    }
  }, 120_000);

  it('refuses a record no batch computes with the error naming it, before any outcome, on either side', async () => {
    for (const options of [{ executor: inline }, { executor: inline, routes: URANIA_ROUTES }, { executor: older }]) {
      const seen: BatchOutcome[] = [];
      let error: unknown;
      try {
        for await (const o of batch([{ sign: 'Leo' }], { record: 'tarot', ...options })) seen.push(o);
      } catch (e) {
        error = e;
      }
      expect(seen).toEqual([]);
      expect(isUraniaError(error) && error.code).toBe('INVALID_ARGUMENT');
      expect((error as Error).message).toMatch(/record "tarot" is not a record a batch can compute; give one of: .*natal-chart/);
      expect(isUraniaError(error) && error.details.field).toBe('record');
    }
  });
});
