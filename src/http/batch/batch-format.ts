import { UraniaError } from '../../errors/index.js';

/** The formats a batch reads and writes, by file name. */
export type BatchFormat = 'csv' | 'jsonl';

/** @summary The format of a batch file from its name: `.csv` or `.jsonl` (`.ndjson` too); else a UraniaError naming the field. */
export function batchFormat(path: string, field: string): BatchFormat {
  if (/\.csv$/i.test(path)) return 'csv';
  if (/\.(jsonl|ndjson)$/i.test(path)) return 'jsonl';
  throw new UraniaError('INVALID_ARGUMENT', `${field} must be a .csv or .jsonl file, got ${JSON.stringify(path)}; name the file births.csv or births.jsonl.`, { field, allowed: '.csv, .jsonl' });
}
