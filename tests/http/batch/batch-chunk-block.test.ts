/**
 * Issue 30: a chunk's answers are written into one block of bytes (src/http/executor/chunk-task.ts) that is handed over
 * with the chunk's answer and never written again by the thread; a caller may lend it back with a later chunk, which
 * then writes into it. Chunks interleave on the inline executor (each row's computation is awaited). Whatever the
 * interleaving, the texts' lengths (past the block's first size or not) and their characters, every chunk must read
 * back exactly its own texts, in order — the independent route being the texts themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkResults, computeChunkTask } from '../../../src/http/executor/chunk-task.js';
import type { ComputeResult } from '../../../src/http/executor/executor.js';

/**
 * A chunk whose rows answer the given texts (a row whose text is null fails), yielding to other work between rows,
 * written into `lent` when given.
 */
function chunkOf(texts: readonly (string | null)[], pauses: readonly number[], lent?: Uint8Array): Promise<ComputeResult> {
  let k = 0;
  return computeChunkTask(
    async (task) => {
      const text = task.params as string | null;
      for (let p = pauses[k++ % pauses.length]!; p > 0; p--) await Promise.resolve();
      return text === null ? { ok: false, error: { code: 'INVALID_ARGUMENT', message: 'no', details: {} } } : { ok: true, body: text };
    },
    { route: 'GET /texts', items: texts },
    lent,
  );
}

function readBack(answer: ComputeResult, count: number): (string | null)[] {
  return chunkResults(answer, count).map((r) => (r.ok ? r.body : null));
}

/** The whole block an answer's bytes are a view into (what a caller lends back). */
function blockOf(answer: ComputeResult): Uint8Array {
  if (!answer.ok || answer.bytes === undefined) throw new Error('the chunk has no block');
  return new Uint8Array(answer.bytes.buffer);
}

/** Texts of every kind: short, past the first block (64 KB) by repetition, with 2-, 3- and 4-byte UTF-8 characters. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), fc.integer({ min: 1_000, max: 40_000 })).map(([s, n]) => s.repeat(n)) },
  { weight: 1, arbitrary: fc.constant(null) },
);

describe("a chunk's block of bytes, handed over with its answer and lent back", () => {
  it('property: interleaved, successive and lent-block chunks each read back exactly their own texts, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(text, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
        async (chunks, pauses) => {
          // All at once (they interleave at each pause), then one after another, then each in the block of the one before.
          const together = await Promise.all(chunks.map((c, i) => chunkOf(c, pauses.map((p) => p + i))));
          together.forEach((answer, i) => expect(readBack(answer, chunks[i]!.length)).toEqual(chunks[i]));
          for (const c of chunks) expect(readBack(await chunkOf(c, pauses), c.length)).toEqual(c);
          let lent: Uint8Array | undefined;
          for (const c of chunks) {
            const answer = await chunkOf(c, pauses, lent);
            expect(readBack(answer, c.length)).toEqual(c);
            lent = blockOf(answer);
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("never writes a chunk's block again once its answer is given: a later chunk leaves the earlier bytes as they were", async () => {
    const first = await chunkOf(['a'.repeat(100_000), 'b'], [0]);
    const second = await chunkOf(['c'], [0]);
    expect(first.ok && first.bytes!.byteLength).toBe(100_001);
    expect(second.ok && second.bytes!.byteLength).toBe(1);
    expect(blockOf(second).buffer).not.toBe(blockOf(first).buffer);
    expect(readBack(first, 2)).toEqual(['a'.repeat(100_000), 'b']);
  });

  it('writes into a lent block (the answer is a view into it), and into a grown one when the lent block is too small', async () => {
    const lent = new Uint8Array(1024);
    const fits = await chunkOf(['x'.repeat(500), 'y'], [0], lent);
    expect(fits.ok && fits.bytes!.buffer).toBe(lent.buffer);
    expect(readBack(fits, 2)).toEqual(['x'.repeat(500), 'y']);
    // A view of part of a block lends the whole block.
    const part = await chunkOf(['z'.repeat(900)], [0], lent.subarray(10, 20));
    expect(part.ok && part.bytes!.buffer).toBe(lent.buffer);
    const grows = await chunkOf(['é'.repeat(3_000)], [0], new Uint8Array(16));
    expect(grows.ok && grows.bytes!.buffer.byteLength).toBeGreaterThanOrEqual(6_000);
    expect(readBack(grows, 1)).toEqual(['é'.repeat(3_000)]);
  });
});
