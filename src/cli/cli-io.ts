import type { UsageWordKey } from './usage-words.js';

/** What a command may touch: its output streams and the environment (injected, so commands are testable). */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** Exit codes: 0 success, 1 failure, 2 usage error (as most Unix tools). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/**
 * A command-line usage error (bad or missing flag): printed with the command's usage, exit code 2. `key` and `values`
 * (optional) name its sentence in the usage words (src/cli/usage-words.ts) for the other languages; the message is
 * the English sentence, printed as it is in English.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  declare readonly key: UsageWordKey | undefined;
  declare readonly values: Readonly<Record<string, string>>;
  constructor(message: string, key?: UsageWordKey, values: Readonly<Record<string, string>> = {}) {
    super(message);
    // Not enumerable: an error compared with another (its name and message) stays what it was before the keys.
    Object.defineProperties(this, { key: { value: key }, values: { value: values } });
  }
}
