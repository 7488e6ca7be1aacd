import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { BATCH_USAGE } from '../../src/cli/batch-usage.js';
import { batchRoute } from '../../src/http/batch/batch-route.js';
import { parseCsv } from '../../src/http/batch/csv.js';
import { URANIA_ROUTES } from '../../src/http/routes/index.js';
import { memoryIo } from './helpers.js';

const ENV = { URANIA_EXECUTOR: 'inline' };
const births = Array.from({ length: 12 }, (_, i) => ({
  birthDate: i === 5 ? '1990-02-30' : `19${60 + i}-0${(i % 9) + 1}-1${i % 9}`,
  birthTime: `0${i % 10}:15`,
  latitude: 10 + i,
  longitude: -20 + 3 * i,
  timezone: 'UTC',
}));

describe('urania batch', () => {
  it('writes every good row in order, the bad one beside them, and resumes an interrupted run to the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-batch-'));
    const input = join(dir, 'births.jsonl');
    writeFileSync(input, births.map((b) => JSON.stringify(b)).join('\n') + '\n');
    const full = join(dir, 'full.jsonl');
    const io = memoryIo(ENV);
    expect(await runCli(['batch', '--record', 'natal-chart', '--input', input, '--output', full, '--concurrency', '1'], io)).toBe(0);
    const lines = readFileSync(full, 'utf8').trimEnd().split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { row: number }).row)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11]);
    const errors = readFileSync(join(dir, 'full.errors.jsonl'), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { row: number; field: string });
    expect(errors).toEqual([expect.objectContaining({ row: 5, field: 'birthDate' })]);
    expect(io.err()).toMatch(/12 rows computed, 1 errors/);

    // Interrupted after row 6 while writing row 7: five whole lines (rows 0–4), the error line, and half of row 6.
    const cut = join(dir, 'cut.jsonl');
    writeFileSync(cut, `${lines.slice(0, 5).join('\n')}\n${lines[5]!.slice(0, 200)}`);
    writeFileSync(join(dir, 'cut.errors.jsonl'), readFileSync(join(dir, 'full.errors.jsonl')));
    const again = memoryIo(ENV);
    expect(await runCli(['batch', '--record', 'natal-chart', '--input', input, '--output', cut, '--concurrency', '1'], again)).toBe(0);
    expect(again.err()).toContain('resuming at row 6 of 12');
    expect(readFileSync(cut, 'utf8')).toBe(readFileSync(full, 'utf8'));
    expect(readFileSync(join(dir, 'cut.errors.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'full.errors.jsonl'), 'utf8'));

    // Run once more when every row is written: nothing is computed, the files stay byte for byte as they were.
    const before = [readFileSync(full, 'utf8'), readFileSync(join(dir, 'full.errors.jsonl'), 'utf8')];
    const done = memoryIo(ENV);
    expect(await runCli(['batch', '--record', 'natal-chart', '--input', input, '--output', full, '--concurrency', '1'], done)).toBe(0);
    expect(done.err()).toContain(`all 12 rows are already in ${full}`);
    expect(done.err()).not.toMatch(/rows computed/);
    expect([readFileSync(full, 'utf8'), readFileSync(join(dir, 'full.errors.jsonl'), 'utf8')]).toEqual(before);
  }, 60_000);

  it('reads CSV and writes CSV: a header of row and the record\'s members, one line per good row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-batch-'));
    const input = join(dir, 'signs.csv');
    writeFileSync(input, 'sign,date\nLeo,2025-03-20\nVirgo,2025-03-20\n');
    const output = join(dir, 'daily.csv');
    expect(await runCli(['batch', '--record', 'horoscope/daily', '--input', input, '--output', output], memoryIo(ENV))).toBe(0);
    const [header, ...rows] = parseCsv(readFileSync(output, 'utf8'));
    expect(header![0]).toBe('row');
    expect(header).toContain('sign');
    expect(rows.map((r) => [r[0], r[header!.indexOf('sign')]])).toEqual([['0', 'Leo'], ['1', 'Virgo']]);
  }, 60_000);

  it("writes the rows' error sentences in the language of --lang, else of LANG, the codes and fields as in English", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-batch-lang-'));
    const input = join(dir, 'births.jsonl');
    writeFileSync(input, [births[0], births[5], { ...births[1], latitude: 95 }].map((b) => JSON.stringify(b)).join('\n') + '\n');
    const errorsOf = async (args: readonly string[], env: Record<string, string>, name: string) => {
      const out = join(dir, `${name}.jsonl`);
      expect(await runCli(['batch', '--record', 'natal-chart', '--input', input, '--output', out, ...args], memoryIo({ ...ENV, ...env }))).toBe(0);
      return readFileSync(join(dir, `${name}.errors.jsonl`), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { row: number; code: string; field: string; message: string });
    };
    const english = await errorsOf([], {}, 'en');
    const german = await errorsOf(['--lang', 'de'], {}, 'de');
    const fromEnv = await errorsOf([], { LANG: 'de_DE.UTF-8' }, 'env');
    expect(english.map((e) => [e.row, e.code, e.field])).toEqual([[1, 'INVALID_ARGUMENT', 'birthDate'], [2, 'INVALID_ARGUMENT', 'latitude']]);
    expect(german.map((e) => [e.row, e.code, e.field])).toEqual(english.map((e) => [e.row, e.code, e.field]));
    expect(english[1]!.message).toMatch(/^latitude must be/);
    // German as a reader expects it (written here by hand), and the same from LANG.
    expect(german[1]!.message).toBe('latitude muss eine Zahl von -90 bis 90 sein.');
    expect(german[0]!.message).toMatch(/^birthDate: Den Tag 1990-02-30 gibt es nicht/);
    expect(fromEnv).toEqual(german);
  }, 60_000);

  it('names in its --help only records a batch computes', () => {
    const line = /--record NAME\s+the record: ([^…]+)…/.exec(BATCH_USAGE)![1]!;
    const names = line.split(',').map((n) => n.trim()).filter((n) => n !== '');
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(() => batchRoute(name, URANIA_ROUTES), name).not.toThrow();
  });

  it('refuses a missing flag or an unknown file type with a sentence saying what to type', async () => {
    const io = memoryIo(ENV);
    expect(await runCli(['batch', '--record', 'natal-chart', '--input', 'x.csv'], io)).toBe(2);
    expect(io.err()).toContain('--output is required: a .jsonl or .csv file');
  });
});
