import { BATCH_USAGE } from './batch-usage.js';
import { lazyCommand } from './lazy-command.js';
import type { Command } from './run-command.js';

/**
 * `urania batch` as the command table holds it: its usage, and the command loaded when it runs (its optional peers
 * named when missing). The bin's table (run-cli.ts) and the batch's own entry (batch-main.ts) share it.
 */
export const BATCH_COMMAND: Command = {
  usage: BATCH_USAGE,
  run: lazyCommand('batch', async () => (await import('./batch-command.js')).batchCommand),
};
