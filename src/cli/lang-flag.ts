import { negotiateLocale, type NegotiatedLocale } from '../i18n/negotiate-locale.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { CliIo } from './cli-io.js';

/**
 * The one `--lang` flag of the CLI (issue 31), shared by every command that prints words: node:util parseArgs
 * options to spread into a command's own.
 */
export const LANG_OPTION = { lang: { type: 'string' } } as const;

/**
 * @summary The usage lines of `--lang`, the flag's name padded to `width` columns as the command's other flags are.
 * @example langUsage(16, 'the tables') // '  --lang TAG      language of the tables: en (default), es, …'
 */
export function langUsage(width: number, what: string): string {
  const pad = ' '.repeat(width + 2);
  return `  ${'--lang TAG'.padEnd(width)}language of ${what}: en (default), es, pt-BR, fr, de, it, hi, ru, tr, zh-Hans;
${pad}without it LC_ALL or LANG (e.g. de_DE.UTF-8); any other language is English`;
}

/**
 * @summary The language of the CLI: `--lang`, else the environment's LC_ALL or LANG (`de_DE.UTF-8` → de; `C` and
 * `POSIX` are English), negotiated as HTTP does (`negotiateLocale`: an unknown language is English).
 * @example cliLocale(undefined, { LANG: 'de_DE.UTF-8' }).locale // 'de'
 */
export function cliLocale(lang: string | undefined, env: Readonly<Record<string, string | undefined>> = process.env): NegotiatedLocale {
  if (lang !== undefined) return negotiateLocale(undefined, lang);
  const raw = env.LC_ALL || env.LANG || '';
  const tag = raw.split('.')[0]!.split('@')[0]!;
  return tag === '' || tag === 'C' || tag === 'POSIX' ? { locale: 'en', fellBack: false } : negotiateLocale(undefined, tag);
}

/**
 * @summary The label locale of a command run: its parsed `--lang` value, else the injected environment's LC_ALL or
 * LANG (`io.env`, the process's own under `urania`).
 */
export function commandLocale(lang: string | undefined, io: CliIo): LabelLocale {
  return cliLocale(lang, io.env).locale;
}

/**
 * @summary The language of a command line before its command parses it (for the errors a command throws): the last
 * `--lang TAG` or `--lang=TAG` of `argv`, else LC_ALL or LANG.
 * @example argvLocale(['--date', '1990-13-01', '--lang', 'de'], {}) // 'de'
 */
export function argvLocale(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): LabelLocale {
  let lang: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--lang' && argv[i + 1] !== undefined) lang = argv[++i];
    else if (a.startsWith('--lang=')) lang = a.slice('--lang='.length);
  }
  return cliLocale(lang, env).locale;
}
