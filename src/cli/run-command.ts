import { isUraniaError } from '../errors/index.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { argvLocale } from './lang-flag.js';
import type { ServeHandle } from './serve-command.js';

/** One command of the CLI: its usage text and what it runs. */
export interface Command {
  readonly usage: string;
  readonly run: (argv: readonly string[], io: CliIo) => number | Promise<number | ServeHandle>;
}

/**
 * @summary Run one command of the CLI with its arguments: its usage on `--help`; a usage error as the sentence in the
 * command's language (`--lang`, else LC_ALL or LANG; issue 31) and the usage text; a library error as its sentence in
 * that language; the exit code. The wordings are loaded when an error is printed, so `urania batch`'s own entry
 * (batch-main.ts) loads no catalogue it does not print.
 */
export async function runCommand(name: string, command: Command, rest: readonly string[], io: CliIo): Promise<number | ServeHandle> {
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout(`${command.usage}\n`);
    return EXIT.ok;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      // The sentence in the command's language (usage words, issue 31); the usage text stays English.
      const { usageErrorText } = await import('./usage-error-text.js');
      io.stderr(`urania ${name}: ${usageErrorText(e as Error, argvLocale(rest, io.env))}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    if (isUraniaError(e)) {
      // The library's sentence in the command's language (`--lang`, else LC_ALL or LANG; issue 31): English as it was.
      const { localizeErrorMessage } = await import('../i18n/error-messages.js');
      io.stderr(`urania ${name}: ${localizeErrorMessage(e, argvLocale(rest, io.env))}\n`);
      return EXIT.failure;
    }
    throw e;
  }
}

/** @summary The line a command's unexpected failure prints: a UraniaError's sentence (an unreachable Redis, a bad setting), else the stack. */
export function fatalErrorText(error: unknown): string {
  return isUraniaError(error) ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
}
