import { existsSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resumeRow } from '../../../src/http/batch/batch-files.js';

/**
 * The definition: resumeRow as it was before issue 30's streaming (the whole file read as one string), kept here to
 * compare with. One past the largest row of any line of either file, after cutting a last line without a line end.
 */
function referenceResumeRow(files: readonly string[]): number {
  let next = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    const complete = text.lastIndexOf('\n') + 1;
    if (complete < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, complete)));
    for (const line of text.slice(0, complete).split('\n')) {
      const m = /^(?:\{"row":)?(\d+)[,}]/.exec(line);
      if (m) next = Math.max(next, Number(m[1]) + 1);
    }
  }
  return next;
}

/** Text of a line without a line end: ASCII, a few multi-byte characters, and the characters of the row syntax. */
const lineText = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom('a', 'Z', ' ', ',', '}', '{', '"', ':', '7', '0', 'é', '😀', '\r'), maxLength });

/** A result line of row `row`: JSONL `{"row":N,…}` or CSV `N,…`, its number now and then with leading zeros. */
const resultLine = (row: number): fc.Arbitrary<string> =>
  fc
    .record({ jsonl: fc.boolean(), zeros: fc.oneof(fc.constant(0), fc.nat(90)), tail: lineText(200), end: fc.constantFrom(',', '}') })
    .map(({ jsonl, zeros, tail, end }) => `${jsonl ? '{"row":' : ''}${'0'.repeat(zeros)}${row}${end}${tail}`);

/** A line that holds no row: a header, a blank line, starts of the row syntax cut short, or other text. */
const otherLine: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'row,sun,moon', '{"row":', '{"row":12', '{"ro', '123', '{"row":x,', ' 5,', '\r'),
  lineText(120).filter((s) => !/^(?:\{"row":)?(\d+)[,}]/.test(s)),
);

/**
 * A file as a batch writes it: result lines in row order (rows from `rows`), other lines among them, then maybe a
 * last line written only in part (its last bytes maybe half a character). Undefined: no file.
 */
const batchFile = (rows: readonly number[]): fc.Arbitrary<Buffer | undefined> =>
  fc
    .record({
      lines: fc.tuple(...rows.map((r) => fc.tuple(resultLine(r), fc.array(otherLine, { maxLength: 2 })))),
      head: fc.array(otherLine, { maxLength: 2 }),
      torn: fc.option(fc.tuple(fc.oneof(resultLine(9_999_999), lineText(150)), fc.boolean()), { nil: undefined }),
      missing: fc.boolean(),
    })
    .map(({ lines, head, torn, missing }) => {
      if (missing && rows.length === 0) return undefined;
      const text = [...head, ...lines.flatMap(([line, others]) => [line, ...others])].map((l) => `${l}\n`).join('');
      const tail = torn === undefined ? Buffer.alloc(0) : Buffer.concat([Buffer.from(torn[0]), torn[1] ? Buffer.from([0xc3]) : Buffer.alloc(0)]);
      return Buffer.concat([Buffer.from(text), tail]);
    });

/** The output's and the errors file's rows: increasing row numbers, each in one of the two files. */
const twoFiles = fc
  .uniqueArray(fc.nat(2_000_000), { maxLength: 12 })
  .chain((rows) => fc.tuple(fc.constant(rows.sort((a, b) => a - b)), fc.array(fc.boolean(), { minLength: rows.length, maxLength: rows.length })))
  .chain(([rows, inOutput]) => fc.tuple(batchFile(rows.filter((_, i) => inOutput[i])), batchFile(rows.filter((_, i) => !inOutput[i]))));

describe('resumeRow reads the output files back from their ends (issue 30)', () => {
  it('resumes where the whole-file reading resumed and cuts the same torn last line, for any block size', () => {
    fc.assert(
      fc.property(twoFiles, fc.integer({ min: 1, max: 96 }), ([output, errors], block) => {
        const dir = mkdtempSync(join(tmpdir(), 'urania-resume-'));
        const write = (name: string, bytes: Buffer | undefined): string => {
          const file = join(dir, name);
          if (bytes !== undefined) writeFileSync(file, bytes);
          return file;
        };
        const ours = [write('ours.jsonl', output), write('ours.errors.jsonl', errors)];
        const theirs = [write('theirs.jsonl', output), write('theirs.errors.jsonl', errors)];
        expect(resumeRow(ours, block)).toBe(referenceResumeRow(theirs));
        for (const [i, file] of ours.entries()) {
          expect(existsSync(file)).toBe(existsSync(theirs[i]!));
          if (existsSync(file)) expect(readFileSync(file)).toEqual(readFileSync(theirs[i]!));
        }
      }),
    );
  });

  it('finds the row of a last line longer than the block (one line of 200 KB after 100 KB of others)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-resume-'));
    const file = join(dir, 'charts.jsonl');
    const others = Array.from({ length: 100 }, (_, row) => `{"row":${row},"record":{"x":"${'a'.repeat(1000)}"}}\n`).join('');
    const huge = `{"row":4321,"record":{"x":"${'é'.repeat(100_000)}"}}\n`;
    writeFileSync(file, `${others}${huge}{"row":4322,"rec`);
    expect(resumeRow([file, join(dir, 'charts.errors.jsonl')])).toBe(4322);
    expect(readFileSync(file, 'utf8')).toBe(`${others}${huge}`);
  });

  it('is 0 for missing and empty files, and cuts a file with no whole line to nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'urania-resume-'));
    writeFileSync(join(dir, 'empty.csv'), '');
    writeFileSync(join(dir, 'torn.csv'), '17,Leo');
    expect(resumeRow([join(dir, 'missing.csv'), join(dir, 'empty.csv'), join(dir, 'torn.csv')])).toBe(0);
    expect(readFileSync(join(dir, 'torn.csv'), 'utf8')).toBe('');
  });
});
