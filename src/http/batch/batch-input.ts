import { createReadStream } from 'node:fs';
import type { BatchRow } from './batch.js';
import { batchFormat } from './batch-format.js';
import { CsvRecords } from './csv-records.js';

/** Bytes read from an input file at a time. */
const READ_BYTES = 64 * 1024;

/** How `batchRowStream` reads a file. */
export interface BatchRowStreamOptions {
  /** Rows to pass over before the first one given (a resumed batch's rows already done; default 0). */
  readonly skip?: number;
  /** Bytes read at a time (default 64 KiB). */
  readonly readBytes?: number;
}

/**
 * @summary The row of a JSONL line: its object, or `{ __line }` when the line is not a JSON object, so that the row
 * fails validation in its place rather than stopping the batch.
 */
export function jsonlRow(line: string): BatchRow {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as BatchRow) : { __line: line };
  } catch {
    return { __line: line };
  }
}

/** @summary The row of a CSV record: the header's names (trimmed) to the record's cells, `''` for a missing cell. */
export function csvRow(header: readonly string[], cells: readonly string[]): BatchRow {
  return Object.fromEntries(header.map((name, i) => [name.trim(), cells[i] ?? '']));
}

/** The pieces of a UTF-8 file as text, `readBytes` at a time (a character cut between two reads is joined). */
function textPieces(path: string, readBytes: number): AsyncIterable<string> {
  return createReadStream(path, { encoding: 'utf8', highWaterMark: readBytes }) as AsyncIterable<string>;
}

/** The lines of a file as `text.split(/\r?\n/)` gives them, the last one too (empty after a last line end). */
async function* textLines(path: string, readBytes: number): AsyncGenerator<string> {
  let carry = '';
  for await (const piece of textPieces(path, readBytes)) {
    const nl = piece.lastIndexOf('\n');
    if (nl < 0) {
      carry += piece;
      continue;
    }
    const lines = (carry + piece.slice(0, nl)).split('\n');
    carry = piece.slice(nl + 1);
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  yield carry;
}

/** The records of a CSV file, the header line first, as `parseCsv` gives them. */
async function* csvFileRecords(path: string, readBytes: number): AsyncGenerator<string[]> {
  const records = new CsvRecords();
  for await (const piece of textPieces(path, readBytes)) yield* records.push(piece);
  yield* records.end();
}

/**
 * @summary The rows of a batch input file read as a stream, the same rows as `readBatchRows` (batch-files.ts) without
 * holding the file: CSV with a header line, or JSON Lines (a line that is not an object becomes `{ __line }`).
 * `skip` passes over the first rows (a JSONL line skipped is not parsed).
 * @example for await (const row of batchRowStream('births.csv', { skip: 1000 })) console.log(row)
 */
export async function* batchRowStream(path: string, options: BatchRowStreamOptions = {}): AsyncGenerator<BatchRow> {
  let skip = Math.max(0, options.skip ?? 0);
  const readBytes = options.readBytes ?? READ_BYTES;
  if (batchFormat(path, 'input') === 'csv') {
    let header: string[] | undefined;
    for await (const cells of csvFileRecords(path, readBytes)) {
      if (header === undefined) header = cells;
      else if (skip > 0) skip--;
      else yield csvRow(header, cells);
    }
    return;
  }
  for await (const line of textLines(path, readBytes)) {
    if (line.trim() === '') continue;
    if (skip > 0) skip--;
    else yield jsonlRow(line);
  }
}

/**
 * @summary How many rows a batch input file holds (`readBatchRows(path).length`), counted by reading it as a stream:
 * a progress bar's total without holding the file.
 */
export async function countBatchRows(path: string, options: Pick<BatchRowStreamOptions, 'readBytes'> = {}): Promise<number> {
  const readBytes = options.readBytes ?? READ_BYTES;
  let n = 0;
  if (batchFormat(path, 'input') === 'csv') {
    const records = new CsvRecords();
    for await (const piece of textPieces(path, readBytes)) n += records.push(piece).length;
    return Math.max(0, n + records.end().length - 1);
  }
  for await (const line of textLines(path, readBytes)) if (line.trim() !== '') n++;
  return n;
}
