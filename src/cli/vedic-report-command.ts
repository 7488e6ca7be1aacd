import { parseArgs } from 'node:util';
import { vedicReport, vedicReportMarkdown, vedicReportText } from '../records/index.js';
import type { VedicReportRequest } from '../schemas/index.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { forecastRequestFlags } from './forecast-flags.js';
import { printTextWarnings, readingsLocale } from './cli-text-locale.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';

const FORMATS = ['text', 'md', 'json'] as const;

export const VEDIC_REPORT_USAGE = `Usage: urania vedic-report --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--at ISO]
                           [--conventions drik|jhora|…] [--format text|md|json] [--lang TAG]

A Vedic report in Urania's own words (docs/vedic.md "Vedic report"): the sidereal chart in brief, the Moon's and the
Lagna's nakshatras and padas, the Vimshottari mahadasha and antardasha running at --at, the yogas and the doshas.
  --date, --time  the birth: local date and wall-clock time (required: the Lagna needs it)
  --lat, --lon    the birth place, degrees north and east positive (or --place NAME, an atlas place)
  --tz ZONE       IANA zone of --time (also --timezone; default the zone at the place)
  --at ISO        the instant whose periods and Sade Sati are read (default now)
  --conventions   a preset of the Vedic conventions (default drik)
  --format        text (default, wrapped at 100 columns), md (Markdown) or json (the VedicReport)
${langUsage(14, 'the report (written in en, es, pt-BR, fr, de; the others read English, said on standard error)')}`;

/** @summary `urania vedic-report`: the Vedic report of a timed birth as plain text (default), Markdown or JSON. */
export function vedicReportCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, at: { type: 'string' }, conventions: { type: 'string' },
      format: { type: 'string', default: 'text' }, ...LANG_OPTION,
    },
    strict: true,
  });
  const format = (values.format ?? 'text') as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(values.format)}`, 'oneOf', { flag: '--format', list: FORMATS.join(', '), value: JSON.stringify(values.format) });
  const { at, conventions, lang, ...birthFlags } = values;
  const asked = commandLocale(lang, io);
  const locale = asked === 'en' ? 'en' : readingsLocale(asked, io, 'vedic-report');
  const { birth } = forecastRequestFlags({ ...birthFlags, from: '2000-01-01', to: '2000-01-01' });
  const request = { birth, ...(at === undefined ? {} : { at }), ...(conventions === undefined ? {} : { conventions }), ...(locale === 'en' ? {} : { locale }) } as unknown as VedicReportRequest;
  const report = vedicReport(request);
  printTextWarnings(report, io, 'vedic-report');
  io.stdout(format === 'json' ? `${JSON.stringify(report)}\n` : format === 'md' ? vedicReportMarkdown(report) : vedicReportText(report));
  return EXIT.ok;
}
