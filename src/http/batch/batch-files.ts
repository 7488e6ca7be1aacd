import { readFileSync } from 'node:fs';
import type { BatchRow } from './batch.js';
import { batchFormat, type BatchFormat } from './batch-format.js';
import { csvRow, jsonlRow } from './batch-input.js';
import { csvLine, parseCsv } from './csv.js';

export { batchFormat, type BatchFormat } from './batch-format.js';
export { batchRowStream, countBatchRows, type BatchRowStreamOptions } from './batch-input.js';
export { resumeRow } from './batch-resume.js';

/**
 * @summary The rows of a batch input file: CSV with a header line (its names are the columns; `birth.birthDate`
 * for nested members) or JSON Lines (one object per line). A JSONL line that is not an object becomes a row that
 * fails validation, so it is reported in its place rather than stopping the batch. The whole file is read at once;
 * `batchRowStream` gives the same rows as a stream.
 */
export function readBatchRows(path: string): BatchRow[] {
  const text = readFileSync(path, 'utf8');
  if (batchFormat(path, 'input') === 'csv') {
    const [header, ...records] = parseCsv(text);
    if (header === undefined) return [];
    return records.map((cells) => csvRow(header, cells));
  }
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(jsonlRow);
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
