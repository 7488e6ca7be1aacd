import type { ComputeResult } from '../executor/executor.js';

/** One row's refusal: the library's error code, its sentence, and the field it names when it names one. */
export interface BatchRowError {
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

/**
 * One row's outcome, in input order: its record — as JSON text, as that text's UTF-8 bytes (for writing to a file or a
 * socket without making a string: `urania batch` writes them so) and parsed, each made when first read — or its error.
 * From worker threads `bytes` is a view into the chunk's block, which is shared memory (a `SharedArrayBuffer`): copy it
 * (`Uint8Array.from`, `Buffer.from(bytes)`) to keep it apart from the workers.
 */
export type BatchOutcome =
  | { readonly row: number; readonly ok: true; readonly json: string; readonly bytes: Uint8Array; readonly result: unknown }
  | { readonly row: number; readonly ok: false; readonly error: BatchRowError };

const ENCODER = new TextEncoder();

/** @summary A row's outcome from its computation's result (`batch()`, and `queueBatch` for the rows a worker answered). */
export function outcomeOf(row: number, result: ComputeResult): BatchOutcome {
  if (result.ok) {
    // Each read when first asked for (a chunk's rows arrive together as bytes; each text is made when read).
    let parsed: unknown;
    let done = false;
    let encoded: Uint8Array | undefined;
    return {
      row,
      ok: true,
      get json() {
        return result.body;
      },
      get bytes() {
        // A worker's row carries its bytes (a view into the chunk's block); a body computed in this thread is encoded once.
        return result.bytes !== undefined && result.ends === undefined ? result.bytes : (encoded ??= ENCODER.encode(result.body));
      },
      get result() {
        if (!done) [parsed, done] = [JSON.parse(result.body), true];
        return parsed;
      },
    };
  }
  const field = result.error.details.field;
  return { row, ok: false, error: { code: result.error.code, message: result.error.message, ...(typeof field === 'string' ? { field } : {}) } };
}
