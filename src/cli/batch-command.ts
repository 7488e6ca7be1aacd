import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { batch, type BatchOutcome, type BatchStart } from '../http/batch/batch.js';
import { batchFormat, batchRowStream, countBatchRows, readBatchRows, resultLine, resumeRow } from '../http/batch/batch-files.js';
import { csvLine } from '../http/batch/csv.js';
import { OutputBuffer } from '../http/batch/output-buffer.js';
import { UsageError, type CliIo } from './cli-io.js';
import { commandLocale, LANG_OPTION } from './lang-flag.js';

function positiveInteger(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`${flag} must be a whole number of at least 1, got ${JSON.stringify(value)}`, 'notWholeNumber', { flag, value: JSON.stringify(value) });
  return n;
}

/**
 * @summary `urania batch`: a record for every row of a CSV or JSONL file, written in row order to the output, the
 * failing rows beside it; resumable; a progress bar on a terminal, a line every few seconds otherwise; a summary.
 */
export async function batchCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      record: { type: 'string' },
      input: { type: 'string' },
      output: { type: 'string' },
      errors: { type: 'string' },
      concurrency: { type: 'string' },
      chunk: { type: 'string' },
      queue: { type: 'string' },
      'queue-name': { type: 'string' },
      ...LANG_OPTION,
    },
    strict: true,
  });
  if (values.record === undefined) throw new UsageError('--record is required, e.g. --record natal-chart', 'requiredExample', { flag: '--record', example: '--record natal-chart' });
  if (values.input === undefined) throw new UsageError('--input is required: a .csv or .jsonl file of rows, e.g. --input births.csv', 'requiredExample', { flag: '--input', example: '--input births.csv' });
  if (values.output === undefined) throw new UsageError('--output is required: a .jsonl or .csv file, e.g. --output charts.jsonl', 'requiredExample', { flag: '--output', example: '--output charts.jsonl' });
  if (!existsSync(values.input)) throw new UsageError(`--input ${values.input} does not exist`, 'fileMissing', { flag: '--input', value: values.input });
  const outFormat = batchFormat(values.output, 'output');
  const errorsFile = values.errors ?? `${values.output.replace(/\.(csv|jsonl|ndjson)$/i, '')}.errors.jsonl`;
  // The CSV output's columns after `row`: the record's members, as the batch's plan names them before its first row.
  let columns: readonly string[] = [];
  // The input is read as a stream (counted first, for the progress bar); the queue's batch id hashes its rows, so
  // --queue reads them whole.
  const rows = values.queue ? readBatchRows(values.input) : undefined;
  const total = rows?.length ?? (await countBatchRows(values.input));
  const start = resumeRow([values.output, errorsFile]);
  // A run resumed after its last row: nothing to compute, so no pool is started and the files stay as they are.
  if (total > 0 && start >= total) {
    io.stderr(`urania batch: all ${total} rows are already in ${values.output} and ${errorsFile}; nothing left to compute\n`);
    return 0;
  }
  const fresh = !existsSync(values.output);
  const out = openSync(values.output, 'a');
  const err = openSync(errorsFile, 'a');
  // The results gathered in blocks; flushed before each error line, so both files always hold every row up to the last.
  const output = new OutputBuffer(out);
  const onStart = (plan: BatchStart): void => {
    columns = plan.columns;
    if (fresh && outFormat === 'csv') output.text(`${csvLine(['row', ...columns])}\n`);
  };
  // The rows' error sentences in the language of --lang, else LC_ALL or LANG (issue 31), as the other commands print.
  const options = { record: values.record, firstRow: start, onStart, locale: commandLocale(values.lang, io), ...(values.chunk ? { chunkSize: positiveInteger(values.chunk, '--chunk')! } : {}) };
  // The queue's producer (bullmq, and the library to check rows) is loaded only for --queue.
  const outcomes: AsyncGenerator<BatchOutcome> = values.queue
    ? (await import('../http/batch/queue-batch.js')).queueBatch(rows!.slice(start), { ...options, queue: values.queue, ...(values['queue-name'] ? { name: values['queue-name'] } : {}) })
    : // Transient outcomes: each is written out before the next is taken, so the chunks' blocks are lent back to the workers.
      batch(batchRowStream(values.input, { skip: start }), { ...options, transient: true, ...(values.concurrency ? { concurrency: positiveInteger(values.concurrency, '--concurrency')! } : {}) });
  const bar = process.stderr.isTTY === true ? new cliProgress.SingleBar({ format: 'urania batch |{bar}| {value}/{total} rows | {errors} errors | {rate} rows/s | eta {eta_formatted}', stream: process.stderr }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(total, start, { errors: 0, rate: 0 });
  if (start > 0) io.stderr(`urania batch: resuming at row ${start} of ${total}\n`);
  const t0 = performance.now();
  let done = 0;
  let failed = 0;
  let lastLine = t0;
  try {
    for await (const o of outcomes) {
      if (o.ok && outFormat === 'jsonl') {
        // resultLine's JSONL line, its record copied as the worker's bytes: no string of it is made here.
        output.text(`{"row":${o.row},"record":`);
        output.bytes(o.bytes);
        output.text('}\n');
      } else if (o.ok) output.text(`${resultLine(outFormat, o.row, o.json, columns)}\n`);
      else {
        failed++;
        output.flush();
        writeSync(err, `${JSON.stringify({ row: o.row, ...o.error })}\n`);
      }
      done++;
      const now = performance.now();
      const rate = Math.round(done / Math.max(1e-3, (now - t0) / 1000));
      bar?.update(start + done, { errors: failed, rate });
      if (!bar && now - lastLine > 5000) {
        io.stderr(`urania batch: ${start + done}/${total} rows, ${failed} errors, ${rate} rows/s\n`);
        lastLine = now;
      }
    }
  } finally {
    bar?.stop();
    output.flush();
    closeSync(out);
    closeSync(err);
  }
  const seconds = (performance.now() - t0) / 1000;
  io.stderr(
    `urania batch: ${done} rows computed${start > 0 ? ` (resumed at row ${start})` : ''}, ${failed} errors (${errorsFile}), ${seconds.toFixed(1)} s, ${Math.round(done / Math.max(seconds, 1e-3))} rows/s -> ${values.output}\n`,
  );
  return 0;
}
