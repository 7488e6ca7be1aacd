import { writeSync, writevSync } from 'node:fs';

/** The block a batch's output is gathered in before one write (1 MB: about 64 natal charts). */
const BLOCK_BYTES = 1 << 20;

/** The word V8 copies shared memory by: a copy is fast only where source and destination agree modulo this. */
const SHARED_COPY_WORD = 8;

/**
 * @summary A batch's output file written in blocks (issue 30, docs/batch.md "Throughput"): texts and bytes are
 * gathered into one block and written with one call when it is full and on `flush()`, instead of a string made,
 * encoded and written for every row. A row's record arrives as the UTF-8 bytes a worker made (`BatchOutcome.bytes`)
 * and is copied into the block as it is: no string of it is ever made in the calling thread. What is not yet flushed
 * is lost when the process is killed; `urania batch` flushes before each error line and at the end, so the output and
 * error files always hold every row up to the last one written, and a resumed batch recomputes the rest.
 *
 * A worker's bytes are shared memory (chunk-task.ts `freshBlock`), which V8 copies a byte at a time unless source and
 * destination lie at the same offset modulo 8 bytes (a 16 KB natal chart: 6–8 µs against 0.7 µs; session 22). Such
 * bytes are placed after a gap of fewer than 8 bytes that makes the offsets agree, and the gaps are skipped when the
 * block is written (one `writev` of its segments): the file receives exactly the texts and bytes given, in order.
 */
export class OutputBuffer {
  private readonly block = Buffer.allocUnsafe(BLOCK_BYTES);
  private length = 0;
  /** Where the block's current segment starts (after the last gap). */
  private segmentStart = 0;
  /** The segments before it, each `[start, end)` in the block, written in order; between them, gaps. */
  private readonly segments: [number, number][] = [];

  constructor(private readonly fd: number) {}

  /** Add a text, as UTF-8. */
  text(text: string): void {
    const size = Buffer.byteLength(text);
    if (size > this.block.length - this.length) this.flush();
    if (size > this.block.length) {
      this.writeAll(Buffer.from(text));
      return;
    }
    this.length += this.block.write(text, this.length);
  }

  /** Add bytes as they are. */
  bytes(bytes: Uint8Array): void {
    if (bytes.length + SHARED_COPY_WORD > this.block.length - this.length) this.flush();
    if (bytes.length + SHARED_COPY_WORD > this.block.length) {
      this.writeAll(bytes);
      return;
    }
    const gap = bytes.buffer instanceof ArrayBuffer ? 0 : alignmentGap(bytes.byteOffset, this.block.byteOffset + this.length);
    if (gap > 0) {
      if (this.length > this.segmentStart) this.segments.push([this.segmentStart, this.length]);
      this.length += gap;
      this.segmentStart = this.length;
    }
    this.block.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Write what is gathered. */
  flush(): void {
    if (this.segments.length === 0) {
      if (this.length > this.segmentStart) this.writeAll(this.block.subarray(this.segmentStart, this.length));
    } else {
      if (this.length > this.segmentStart) this.segments.push([this.segmentStart, this.length]);
      this.writeSegments(this.segments.map(([start, end]) => this.block.subarray(start, end)));
      this.segments.length = 0;
    }
    this.length = 0;
    this.segmentStart = 0;
  }

  private writeSegments(parts: Buffer[]): void {
    const total = parts.reduce((n, p) => n + p.length, 0);
    const done = writevSync(this.fd, parts);
    if (done === total) return;
    // A short write (rare on files): the rest piece by piece.
    let skip = done;
    for (const part of parts) {
      if (skip >= part.length) {
        skip -= part.length;
        continue;
      }
      this.writeAll(part.subarray(skip));
      skip = 0;
    }
  }

  private writeAll(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done);
  }
}

/** @summary The bytes to skip before `destination` so that it agrees with `source` modulo `SHARED_COPY_WORD` (0–7). */
export function alignmentGap(source: number, destination: number): number {
  return (((source - destination) % SHARED_COPY_WORD) + SHARED_COPY_WORD) % SHARED_COPY_WORD;
}
