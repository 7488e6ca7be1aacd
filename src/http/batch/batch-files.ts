import { existsSync, readFileSync, truncateSync } from 'node:fs';
import { UraniaError } from '../../errors/index.js';
import type { BatchRow } from './batch.js';
import { csvLine, parseCsv } from './csv.js';

/** The formats a batch reads and writes, by file name. */
export type BatchFormat = 'csv' | 'jsonl';

/** @summary The format of a batch file from its name: `.csv` or `.jsonl` (`.ndjson` too); else a UraniaError naming the field. */
export function batchFormat(path: string, field: string): BatchFormat {
  if (/\.csv$/i.test(path)) return 'csv';
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be a .csv or .jsonl file, got ${JSON.stringify(path)}; name the file births.csv or births.jsonl.`, { field, allowed: '.csv, .jsonl' });
}

/**
 * @summary The rows of a batch input file: CSV with a header line (its names are the columns; `birth.birthDate`
 * for nested members) or JSON Lines (one object per line). A JSONL line that is not an object becomes a row that
 * fails validation, so it is reported in its place rather than stopping the batch.
 */
export function readBatchRows(path: string): BatchRow[] {
  const text = readFileSync(path, 'utf8');
  if (batchFormat(path, 'input') === 'csv') {
    const [header, ...records] = parseCsv(text);
    if (header === undefined) return [];
    return records.map((cells) => Object.fromEntries(header.map((name, i) => [name.trim(), cells[i] ?? ''])));
  }
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        const value = JSON.parse(line) as unknown;
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as BatchRow) : { __line: line };
      } catch {
        return { __line: line };
      }
    });
}

/**
 * @summary Where an interrupted batch resumes: the rows its output and error files already hold (written in row
 * order, so the next row is one past the largest), after cutting a last line that was written only in part.
 * 0 when neither file exists.
 */
export function resumeRow(files: readonly string[]): number {
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

/**
 * @summary One result line of a batch's output: JSONL `{"row":N,"record":{…}}`, or a CSV line of the row number and
 * the record's top-level members in `columns` order (nested members as JSON text).
 */
export function resultLine(format: BatchFormat, row: number, json: string, columns: readonly string[]): string {
  if (format === 'jsonl') return `{"row":${row},"record":${json}}`;
  const record = JSON.parse(json) as Record<string, unknown>;
  return csvLine([String(row), ...columns.map((c) => {
    const v = record[c];
    return v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v);
  })]);
}
