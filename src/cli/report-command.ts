import { parseArgs } from 'node:util';
import { natalReport, natalReportMarkdown, natalReportText } from '../records/index.js';
import type { NatalReportRequest } from '../schemas/index.js';
import { cliTextLocale, printTextWarnings } from './cli-text-locale.js';
import { BIRTH_OPTIONS, birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { zodiacUsage } from './zodiac-flags.js';

export const REPORT_USAGE = `Usage: urania report --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                     [--house-system SYSTEM] [--aspect-limit N] [--format text|md|json] [--lang TAG]

The natal report of a birth: the chart ruler and angles, Sun, Moon and Ascendant, each planet in sign and
house, the other aspects by weight, patterns and chart shape, element and modality balance, in Urania's own words
(docs/interpretations.md). --time is local wall-clock time at the place (in --tz, else the zone found from
the coordinates); without it there are no houses or angles.
  --lat, --lon      degrees, north and east positive
  --tz              IANA time zone of --time (also --timezone)
  --aspect-limit    how many aspects to interpret, heaviest first (docs/interpretations.md), 0..40 (default 10)
  --format          text (default: plain text wrapped at 100 columns), md (Markdown) or json (the NatalReport)
  --lang TAG        language of the text: en (default), es, pt-BR, fr or de (without it LC_ALL or LANG); a passage
                    not yet translated reads in English, and the command says which on standard error
${zodiacUsage(20)}`;

const FORMATS = ['text', 'md', 'json'] as const;

/** @summary `urania report`: the natal report as plain text (default), Markdown (`--format md`) or JSON. */
export function reportCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--date']),
    options: {
      ...BIRTH_OPTIONS,
      tz: { type: 'string' },
      'aspect-limit': { type: 'string' },
      format: { type: 'string', default: 'text' },
      lang: { type: 'string' },
    },
    strict: true,
  });
  // Checked in this order since the command's start: the date, the format, the zone flags, then the rest.
  if (values.date === undefined) throw new UsageError('--date is required', 'required', { flag: '--date' });
  const format = values.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(values.format)}`, 'oneOf', { flag: '--format', list: FORMATS.join(', '), value: JSON.stringify(values.format) });
  if (values.tz !== undefined && values.timezone !== undefined) throw new UsageError('give --tz or --timezone, not both', 'notBoth', { a: '--tz', b: '--timezone' });
  // The text's language (issue 31): a language of the labels without interpretation text (it, hi, ru, tr, zh-Hans)
  // reads English, and says so.
  const locale = cliTextLocale(values.lang, io, 'report', "the report's text");
  const request = {
    ...birthRequestFlags(values, values.tz ?? values.timezone),
    ...(locale !== 'en' ? { locale } : {}),
    ...(values['aspect-limit'] !== undefined ? { aspectLimit: numberFlag(values['aspect-limit'], '--aspect-limit') } : {}),
  } as NatalReportRequest;
  const report = natalReport(request);
  printTextWarnings(report, io, 'report');
  io.stdout(format === 'json' ? `${JSON.stringify(report)}\n` : format === 'md' ? natalReportMarkdown(report) : natalReportText(report));
  return EXIT.ok;
}
