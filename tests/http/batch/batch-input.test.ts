import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BatchRow } from '../../../src/http/batch/batch.js';
import { batchRowStream, countBatchRows, readBatchRows } from '../../../src/http/batch/batch-files.js';
import { csvLine } from '../../../src/http/batch/csv.js';

async function collect(rows: AsyncIterable<BatchRow>): Promise<BatchRow[]> {
  const out: BatchRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'urania-batch-input-'));
let files = 0;
function write(ext: string, text: string): string {
  const file = join(dir, `input-${files++}.${ext}`);
  writeFileSync(file, text);
  return file;
}

/** A line end, now and then none (the last line). */
const lineEnd = fc.constantFrom('\n', '\r\n', '\n', '\r\n', '');
const bom = fc.constantFrom('', '', '\uFEFF');

/** JSONL lines: objects, JSON that is no object, text that is no JSON, blank lines; characters of several bytes. */
const jsonlLine: fc.Arbitrary<string> = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }).map((o) => JSON.stringify(o)),
  fc.jsonValue({ maxDepth: 1 }).map((v) => JSON.stringify(v)),
  fc.string({ unit: fc.constantFrom('{', '}', '"', 'a', ':', '1', ' ', '\r', 'é', '😀'), maxLength: 12 }),
  fc.constantFrom('', '  ', '\t', ' {"birthDate":"1990-01-01"} ', '{"row":1}\r'),
);
const jsonlText = fc
  .tuple(bom, fc.array(fc.tuple(jsonlLine, lineEnd), { maxLength: 25 }))
  .map(([b, lines]) => b + lines.map(([line, end], i) => line + (end === '' && i < lines.length - 1 ? '\n' : end)).join(''));

/** CSV cells with commas, quotes, line breaks (LF, CRLF, CR) and characters of several bytes. */
const cell = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', ',', '"', '\n', '\r', '\r\n', '.', 'é', '😀'), maxLength: 8 });
/** CSV text: a header and records written by csvLine (quoted multi-line cells), blank lines among them; or any text. */
const csvText = fc.oneof(
  fc
    .tuple(
      bom,
      fc.array(fc.tuple(fc.array(cell, { minLength: 1, maxLength: 4 }), lineEnd, fc.constantFrom('', '', '\n', '\r\n')), { maxLength: 20 }),
    )
    .map(([b, records]) => b + records.map(([cells, end, blank], i) => csvLine(cells) + (end === '' && i < records.length - 1 ? '\n' : end) + blank).join('')),
  fc.tuple(bom, fc.string({ unit: fc.constantFrom('a', 'x', ' ', ',', '"', '""', '\n', '\r', '\r\n', 'é', '😀'), maxLength: 80 })).map(([b, s]) => b + s),
);

/** Bytes read at a time: small, so that reads end inside `""`, CRLF, and characters of several bytes. */
const readBytes = fc.oneof(fc.integer({ min: 1, max: 9 }), fc.constant(64 * 1024));

describe('batchRowStream gives readBatchRows\'s rows as a stream (issue 30)', () => {
  it('JSONL: the same rows (a line that is no object as { __line }), skipping n gives slice(n), the same count', async () => {
    await fc.assert(
      fc.asyncProperty(jsonlText, readBytes, fc.nat(30), async (text, bytes, skip) => {
        const file = write('jsonl', text);
        const rows = readBatchRows(file);
        expect(await collect(batchRowStream(file, { readBytes: bytes }))).toEqual(rows);
        expect(await collect(batchRowStream(file, { readBytes: bytes, skip }))).toEqual(rows.slice(skip));
        expect(await countBatchRows(file, { readBytes: bytes })).toBe(rows.length);
      }),
    );
  });

  it('CSV: the same rows (quoted multi-line cells, CRLF, blank lines, a byte order mark), skipping n gives slice(n), the same count', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, readBytes, fc.nat(25), async (text, bytes, skip) => {
        const file = write('csv', text);
        const rows = readBatchRows(file);
        expect(await collect(batchRowStream(file, { readBytes: bytes }))).toEqual(rows);
        expect(await collect(batchRowStream(file, { readBytes: bytes, skip }))).toEqual(rows.slice(skip));
        expect(await countBatchRows(file, { readBytes: bytes })).toBe(rows.length);
      }),
    );
  });

  it('reads the rows written here by hand', async () => {
    const csv = write('csv', '\uFEFFname, birth.birthDate\r\n"Ada ""A"", L.","1815-12-10"\r\n\r\n"two\nlines",\n');
    expect(await collect(batchRowStream(csv))).toEqual([
      { name: 'Ada "A", L.', 'birth.birthDate': '1815-12-10' },
      { name: 'two\nlines', 'birth.birthDate': '' },
    ]);
    const jsonl = write('jsonl', '{"a":1}\r\n\n[1]\nnot json\n{"b":2}');
    expect(await collect(batchRowStream(jsonl, { skip: 1 }))).toEqual([{ __line: '[1]' }, { __line: 'not json' }, { b: 2 }]);
    expect(await countBatchRows(jsonl)).toBe(4);
  });
});
