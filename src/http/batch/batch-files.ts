import { readFileSync } from 'node:fs';
import { UraniaError } from '../../errors/index.js';
import type { BatchRow } from './batch.js';
import { csvLine, parseCsv } from './csv.js';

export { resumeRow } from './batch-resume.js';

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
