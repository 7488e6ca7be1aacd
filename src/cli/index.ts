// Public surface of the cli layer (curated re-exports): the testable entry of the `urania` command line.
export { runCli, USAGE } from './run-cli.js';
export type { CliIo } from './cli-io.js';
export type { ServeHandle } from './serve-command.js';
