import { writeSync } from 'node:fs';

/** The block a batch's output is gathered in before one write (1 MB: about 64 natal charts). */
const BLOCK_BYTES = 1 << 20;

/**
 * @summary A batch's output file written in blocks (issue 30, docs/batch.md "Throughput"): texts and bytes are
 * gathered into one block and written with one call when it is full and on `flush()`, instead of a string made,
 * encoded and written for every row. A row's record arrives as the UTF-8 bytes a worker made (`BatchOutcome.bytes`)
 * and is copied into the block as it is: no string of it is ever made in the calling thread. What is not yet flushed
 * is lost when the process is killed; `urania batch` flushes before each error line and at the end, so the output and
 * error files always hold every row up to the last one written, and a resumed batch recomputes the rest.
 */
export class OutputBuffer {
  private readonly block = Buffer.allocUnsafe(BLOCK_BYTES);
  private length = 0;

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
    if (bytes.length > this.block.length - this.length) this.flush();
    if (bytes.length > this.block.length) {
      this.writeAll(bytes);
      return;
    }
    this.block.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Write what is gathered. */
  flush(): void {
    if (this.length === 0) return;
    this.writeAll(this.block.subarray(0, this.length));
    this.length = 0;
  }

  private writeAll(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done, bytes.length - done);
  }
}
