import { parseArgs } from 'node:util';
import { createApiKey } from '../http/api-key.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';

export const KEYS_USAGE = `Usage: urania keys create [--json]

Create a new API key and print it with its SHA-256 hash. The key is shown once: give it to the client, and
configure the server with the key (URANIA_API_KEYS) or, better, only its hash (URANIA_API_KEY_HASHES).
  --json   print {"key": "...", "hash": "..."}`;

/**
 * @summary `urania keys create [--json]`: a new key (`ura_` + 32 random base62 + 6 checksum characters) and
 * its SHA-256 hash.
 */
export function keysCommand(argv: readonly string[], io: CliIo): number {
  const { positionals, values } = parseArgs({ args: [...argv], options: { json: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1 || positionals[0] !== 'create') {
    const given = JSON.stringify(positionals.join(' '));
    throw new UsageError(`unknown keys subcommand ${given}`, 'unknownSubcommand', { command: 'keys', value: given });
  }
  const { key, hash } = createApiKey();
  if (values.json) io.stdout(`${JSON.stringify({ key, hash })}\n`);
  else {
    io.stdout(`API key (shown once; store it safely):  ${key}\n`);
    io.stdout(`SHA-256 hash (for URANIA_API_KEY_HASHES): ${hash}\n`);
  }
  return EXIT.ok;
}
