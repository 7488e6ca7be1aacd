import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dailyHoroscope, natalChart } from '../../../src/index.js';
import { batch, type BatchOutcome, type BatchRow } from '../../../src/http/batch/batch.js';
import { batchRoute } from '../../../src/http/batch/batch-route.js';
import { csvLine, parseCsv } from '../../../src/http/batch/csv.js';
import { inlineExecutor } from '../../../src/http/executor/inline-executor.js';
import { URANIA_ROUTES } from '../../../src/http/routes/index.js';

const executor = inlineExecutor(URANIA_ROUTES);

async function collect(rows: BatchRow[], record: string, chunkSize = 4): Promise<BatchOutcome[]> {
  const out: BatchOutcome[] = [];
  for await (const o of batch(rows, { record, executor, chunkSize, concurrency: 2 })) out.push(o);
  return out;
}

describe('batch(): a record for every row, in order, a bad row answered in its place', () => {
  it('computes natal charts from CSV-like text rows exactly as the library does, and names the field of a bad row', async () => {
    const rows: BatchRow[] = [
      { birthDate: '1990-07-04', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: 'America/New_York' },
      { birthDate: '1985-02-30', birthTime: '10:00', latitude: '51.5', longitude: '0', timezone: 'Europe/London' },
      { birthDate: '2000-01-01', birthTime: '', latitude: '48.85', longitude: '2.35', timezone: 'Europe/Paris' },
      { birthDate: '2000-01-01', latitude: '95', longitude: '2.35' },
    ];
    const out = await collect(rows, 'natal-chart');
    expect(out.map((o) => [o.row, o.ok])).toEqual([[0, true], [1, false], [2, true], [3, false]]);
    // A good row's bytes are its JSON text in UTF-8 (computed in this thread: encoded when first read).
    for (const o of out) if (o.ok) expect(new TextDecoder().decode(o.bytes)).toBe(o.json);
    const first = out[0]!;
    if (first.ok) {
      expect(first.result).toEqual(JSON.parse(JSON.stringify(natalChart({ birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' }))));
    }
    // An empty cell is an absent member: no birth time, so no houses.
    expect((out[2] as { result: { housesAvailable: boolean } }).result.housesAvailable).toBe(false);
    expect(out[1]!.ok ? undefined : out[1]!.error.field).toBe('birthDate');
    expect(out[3]!.ok ? undefined : out[3]!.error.field).toBe('latitude');
  });

  it('runs GET records too, with their defaults, by path name or operationId', async () => {
    expect(batchRoute('horoscope/daily', URANIA_ROUTES).route.url).toBe('/horoscope/daily');
    const out = await collect([{ sign: 'Leo', date: '2025-03-20' }, { sign: 'Leon', date: '2025-03-20' }], 'horoscope-daily');
    expect(out[0]!.ok && (out[0]!.result as { sign: string }).sign).toBe('Leo');
    expect(out[0]!.ok && out[0]!.result).toEqual(JSON.parse(JSON.stringify(dailyHoroscope({ sign: 'Leo', date: '2025-03-20' }))));
    expect(out[1]!.ok ? undefined : out[1]!.error.field).toBe('sign');
    expect(() => batchRoute('tarot', URANIA_ROUTES)).toThrow(/record "tarot" is not a record a batch can compute; give one of: .*natal-chart/);
  });

  it('property: every row is answered exactly once and in order, whatever mix of good and bad rows and chunk size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 0, maxLength: 30 }), fc.integer({ min: 1, max: 7 }), async (good, chunk) => {
        const rows = good.map((g, i): BatchRow => ({ sign: g ? 'Aries' : 'Nowhere', date: `2024-01-${String((i % 28) + 1).padStart(2, '0')}` }));
        const out = await collect(rows, 'horoscope-daily', chunk);
        expect(out.map((o) => o.row)).toEqual(rows.map((_, i) => i));
        expect(out.map((o) => o.ok)).toEqual(good);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});

describe('column names are members, never a path to a prototype', () => {
  it('refuses a `__proto__.x` or `constructor.prototype.x` column as an unknown member, and no object gains `x`', async () => {
    const good = { birthDate: '1990-07-04', birthTime: '14:30', latitude: '40.7128', longitude: '-74.006', timezone: 'UTC' };
    const rows: BatchRow[] = [
      { ...good, '__proto__.pollutedByBatch': 'yes' },
      { ...good, 'constructor.prototype.pollutedByBatch': 'yes' },
      JSON.parse('{"birthDate":"1990-07-04","latitude":"1","longitude":"2","__proto__":"x"}') as BatchRow,
      good,
    ];
    const out = await collect(rows, 'natal-chart');
    expect(({} as Record<string, unknown>).pollutedByBatch).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('pollutedByBatch');
    expect(out.map((o) => (o.ok ? 'ok' : o.error.field))).toEqual(['__proto__', 'constructor', '__proto__', 'ok']);
  });
});

describe('CSV cells survive a write and a read', () => {
  it('property: parseCsv(csvLine(cells)) gives the cells back (a formula-like cell is kept as text with a leading quote)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 }), (table) => {
        const width = table[0]!.length;
        const rows = table.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? 'x'));
        const text = rows.map(csvLine).join('\r\n') + '\n';
        const expected = rows.map((r) => r.map((c) => (/^[=+@-]/.test(c) && !/^-?\d/.test(c) ? `'${c}` : c)));
        const parsed = parseCsv(text);
        // A row of one empty cell is a blank line, which CSV cannot tell from no row.
        expect(parsed).toEqual(expected.filter((r) => !(r.length === 1 && r[0] === '')));
      }),
      { numRuns: 200 },
    );
  });
});
