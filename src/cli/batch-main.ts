#!/usr/bin/env node
/**
 * `urania batch`'s own entry (issue 30, docs/batch.md "Throughput"): the bin (main.ts) starts Node again on this file
 * under the batch's V8 flags (batch-relaunch.ts). It loads the batch command alone, never the library — the worker
 * threads load it and check and compute the rows — so the thread that reads the rows and writes the answers holds a
 * few MB instead of the library's ≈ 55 MB, and its garbage collections stay short.
 */
import { BATCH_COMMAND } from './batch-entry.js';
import { fatalErrorText, runCommand } from './run-command.js';

// The bin passes the command's name first, then its arguments as typed.
const [, ...rest] = process.argv.slice(2);
runCommand('batch', BATCH_COMMAND, rest, { stdout: (text) => void process.stdout.write(text), stderr: (text) => void process.stderr.write(text), env: process.env }).then(
  (code) => {
    process.exitCode = typeof code === 'number' ? code : 0;
  },
  (error: unknown) => {
    process.stderr.write(`urania: ${fatalErrorText(error)}\n`);
    process.exitCode = 1;
  },
);
