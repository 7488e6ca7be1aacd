/**
 * OutputBuffer (issue 30): a batch's output gathered into 1 MB blocks. What reaches the file is exactly the texts and
 * bytes given, in order, whatever their sizes (one larger than a block included) and wherever shared bytes lie (a
 * worker's block: placed after a gap that the write skips); nothing reaches it before a block fills or `flush()` is
 * called.
 */
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignmentGap, OutputBuffer } from '../../../src/http/batch/output-buffer.js';

const BLOCK = 1 << 20;

function written(parts: readonly (string | Uint8Array)[], flushAt?: number): { file: Buffer; beforeFlush: number } {
  const path = join(mkdtempSync(join(tmpdir(), 'urania-out-')), 'out.jsonl');
  const fd = openSync(path, 'a');
  const output = new OutputBuffer(fd);
  parts.forEach((p, i) => {
    if (typeof p === 'string') output.text(p);
    else output.bytes(p);
    if (i === flushAt) output.flush();
  });
  const beforeFlush = readFileSync(path).length;
  output.flush();
  closeSync(fd);
  return { file: readFileSync(path), beforeFlush };
}

describe('OutputBuffer', () => {
  it('property: the file holds exactly the texts and bytes given, in order', () => {
    const part = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.uint8Array({ maxLength: 300 }),
      // A worker's bytes: a view into shared memory, at any offset (so at any alignment).
      fc.tuple(fc.uint8Array({ maxLength: 300 }), fc.nat(15)).map(([b, offset]) => {
        const shared = new Uint8Array(new SharedArrayBuffer(b.length + offset));
        shared.set(b, offset);
        return shared.subarray(offset);
      }),
      // Parts near and past the block's size: a block fills, or a part goes out on its own.
      fc.tuple(fc.constantFrom('é', '€', 'a'), fc.integer({ min: 1, max: 400_000 })).map(([c, n]) => c.repeat(n)),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), fc.option(fc.nat(11), { nil: undefined }), (parts, flushAt) => {
        const expected = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
        expect(written(parts, flushAt).file.equals(expected)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('property: the gap before shared bytes is under 8 bytes and makes source and destination agree modulo 8', () => {
    fc.assert(
      fc.property(fc.nat(1 << 24), fc.nat(1 << 24), (source, destination) => {
        const gap = alignmentGap(source, destination);
        expect(gap).toBeGreaterThanOrEqual(0);
        expect(gap).toBeLessThan(8);
        // (A difference that is a multiple of 8, negative ones included; `+ 0` turns -0 into 0.)
        expect(((destination + gap - source) % 8) + 0).toBe(0);
      }),
    );
  });

  it('writes shared bytes that straddle flushes, many gaps in one block, exactly', () => {
    // 3,000 records of 337 bytes, each a view at a different offset of one shared block, between short texts.
    const shared = new Uint8Array(new SharedArrayBuffer(4096));
    for (let i = 0; i < shared.length; i++) shared[i] = 97 + (i % 26);
    const parts: (string | Uint8Array)[] = [];
    for (let i = 0; i < 3000; i++) parts.push(`{"row":${i},"record":`, shared.subarray(i % 61, (i % 61) + 337), '}\n');
    const expected = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));
    expect(written(parts).file.equals(expected)).toBe(true);
  });

  it('writes nothing until a block fills or flush() is called, then the whole block at once', () => {
    const line = `${'x'.repeat(999)}\n`;
    expect(written([line, line]).beforeFlush).toBe(0);
    // 1,100 lines of 1,000 bytes: the first 1,048 fill one block (1,048,000 bytes ≤ 1 MB) and are written when the next would not fit.
    const many = written(Array.from({ length: 1100 }, () => line));
    expect(many.beforeFlush).toBe(Math.floor(BLOCK / 1000) * 1000);
    expect(many.file.length).toBe(1_100_000);
    // A part larger than a block goes out on its own, after what was gathered before it.
    const big = written(['head\n', new Uint8Array(BLOCK + 5).fill(65)]);
    expect(big.beforeFlush).toBe(5 + BLOCK + 5);
  });
});
