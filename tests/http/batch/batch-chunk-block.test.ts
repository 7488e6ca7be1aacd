/**
 * Issue 30: a chunk's answers are written into a block that the thread keeps between chunks (src/http/executor/
 * chunk-task.ts), and chunks interleave on the inline executor (each row's computation is awaited). Whatever the
 * interleaving, the texts' lengths (past the block's first size or not) and their characters, every chunk must read
 * back exactly its own texts, in order — the independent route being the texts themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkResults, computeChunkTask } from '../../../src/http/executor/chunk-task.js';
import type { ComputeResult } from '../../../src/http/executor/executor.js';

/** A chunk whose rows answer the given texts (a row whose text is null fails), yielding to other work between rows. */
function chunkOf(texts: readonly (string | null)[], pauses: readonly number[]): Promise<ComputeResult> {
  let k = 0;
  return computeChunkTask(async (task) => {
    const text = task.params as string | null;
    for (let p = pauses[k++ % pauses.length]!; p > 0; p--) await Promise.resolve();
    return text === null ? { ok: false, error: { code: 'INVALID_ARGUMENT', message: 'no', details: {} } } : { ok: true, body: text };
  }, { route: 'GET /texts', items: texts });
}

function readBack(answer: ComputeResult, count: number): (string | null)[] {
  return chunkResults(answer, count).map((r) => (r.ok ? r.body : null));
}

/** Texts of every kind: short, past the first block (64 KB) by repetition, with 2-, 3- and 4-byte UTF-8 characters. */
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 4 }), fc.integer({ min: 1_000, max: 40_000 })).map(([s, n]) => s.repeat(n)) },
  { weight: 1, arbitrary: fc.constant(null) },
);

describe("a chunk's block of bytes, kept by the thread between chunks", () => {
  it('property: interleaved and successive chunks each read back exactly their own texts, in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(text, { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 5 }),
        async (chunks, pauses) => {
          // All at once (they interleave at each pause), then again one after another (the kept block reused).
          const together = await Promise.all(chunks.map((c, i) => chunkOf(c, pauses.map((p) => p + i))));
          together.forEach((answer, i) => expect(readBack(answer, chunks[i]!.length)).toEqual(chunks[i]));
          for (const c of chunks) expect(readBack(await chunkOf(c, pauses), c.length)).toEqual(c);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it("gives each chunk's bytes a buffer of their own size, never the kept block", async () => {
    const first = await chunkOf(['a'.repeat(100_000), 'b'], [0]);
    const second = await chunkOf(['c'], [0]);
    expect(first.ok && first.bytes!.byteLength).toBe(100_001);
    expect(first.ok && first.bytes!.buffer.byteLength).toBe(100_001);
    expect(second.ok && second.bytes!.buffer.byteLength).toBe(1);
    // The first chunk's bytes are untouched by the second's writing into the kept block.
    expect(readBack(first, 2)).toEqual(['a'.repeat(100_000), 'b']);
  });
});
