import type { CliIo } from '../../src/cli/cli-io.js';

/** An in-memory CliIo: collects what a command prints. */
export function memoryIo(env: Record<string, string | undefined> = {}): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    env,
    out: () => out,
    err: () => err,
  };
}
