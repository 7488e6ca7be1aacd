import { closeSync, existsSync, fstatSync, openSync, readSync, truncateSync } from 'node:fs';

/** Bytes read from the end of an output file at a time. */
const RESUME_BLOCK_BYTES = 64 * 1024;

/** A result line's row: JSONL `{"row":N,…}` or CSV `N,…`. */
const ROW_LINE = /^(?:\{"row":)?(\d+)[,}]/;

/** A line's start that does not yet tell whether it matches `ROW_LINE` (it may go on with more digits). */
const UNDECIDED = /^(?:\{(?:"(?:r(?:o(?:w(?:"(?::\d*)?)?)?)?)?)?|\d*)$/;

/** The offsets of the `\n` bytes of a file before `end`, last first, read `block` bytes at a time. */
function* newlinesBackward(fd: number, end: number, block: number): Generator<number> {
  const buffer = Buffer.alloc(block);
  for (let to = end; to > 0; ) {
    const from = Math.max(0, to - block);
    const n = readSync(fd, buffer, 0, to - from, from);
    for (let i = buffer.lastIndexOf(0x0a, n - 1); i >= 0; i = i === 0 ? -1 : buffer.lastIndexOf(0x0a, i - 1)) yield from + i;
    to = from;
  }
}

/** The row of the line at bytes `[start, end)` of a file, read from its start only as far as the match needs. */
function rowOfLine(fd: number, start: number, end: number): number | undefined {
  for (let length = Math.min(64, end - start); ; length = Math.min(2 * length, end - start)) {
    const buffer = Buffer.alloc(length);
    const text = buffer.subarray(0, readSync(fd, buffer, 0, length, start)).toString('utf8');
    const m = ROW_LINE.exec(text);
    if (m) return Number(m[1]);
    if (length === end - start || !UNDECIDED.test(text)) return undefined;
  }
}

/**
 * The row after the last result line of one file, after cutting a last line written only in part; undefined when
 * the file holds no result line. The file is read from its end: the lines after its last result line only.
 */
function fileResumeRow(file: string, block: number): number | undefined {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const newlines = newlinesBackward(fd, size, block);
    const last = newlines.next();
    const complete = last.done === true ? 0 : last.value + 1;
    if (complete < size) truncateSync(file, complete);
    // Each line, last first: [start, end) before its line end.
    let end = complete - 1;
    for (const nl of newlines) {
      const row = rowOfLine(fd, nl + 1, end);
      if (row !== undefined) return row + 1;
      end = nl;
    }
    const row = end > 0 ? rowOfLine(fd, 0, end) : undefined;
    return row === undefined ? undefined : row + 1;
  } finally {
    closeSync(fd);
  }
}

/**
 * @summary Where an interrupted batch resumes: one past the largest row its output and error files already hold,
 * after cutting a last line that was written only in part. 0 when neither file exists. A batch writes its lines in
 * row order, so each file is read from its end, a block at a time, back to its last whole result line: a file of
 * any size resumes without being read whole (issue 30).
 */
export function resumeRow(files: readonly string[], blockBytes = RESUME_BLOCK_BYTES): number {
  let next = 0;
  for (const file of files) {
    if (!existsSync(file)) continue;
    next = Math.max(next, fileResumeRow(file, Math.max(1, Math.floor(blockBytes))) ?? 0);
  }
  return next;
}
