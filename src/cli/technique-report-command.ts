import { parseArgs } from 'node:util';
import {
  solarReturnReport, solarReturnReportMarkdown, solarReturnReportText, transitReport, transitReportMarkdown, transitReportText,
} from '../records/index.js';
import type { SolarReturnReportRequest, TransitReportRequest } from '../schemas/index.js';
import { joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { cliTextLocale, printTextWarnings } from './cli-text-locale.js';
import { LANG_OPTION } from './lang-flag.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags } from './forecast-flags.js';

const FORMATS = ['text', 'md', 'json'] as const;

export const TRANSIT_REPORT_USAGE = `Usage: urania transit-report --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO
                             [--limit N] [--format text|md|json] [--lang TAG]

A transit report in Urania's own words (docs/interpretations.md "Transit report"): the heaviest transits of Mars to
Pluto and the North Node to the natal chart over the range (at most 2 years), with their dates, then the natal
houses Jupiter to Pluto occupy.
${FORECAST_OPTIONS_USAGE}
  --limit N       how many transits to interpret, heaviest first, 1..80 (default 20)
  --format        text (default, wrapped at 100 columns), md (Markdown) or json (the TransitReport)
  --lang TAG      language of the text: en (default), es, pt-BR, fr or de (without it LC_ALL or LANG); it, hi, ru, tr
                  and zh-Hans read English, and the command says so on standard error`;

export const SOLAR_RETURN_REPORT_USAGE = `Usage: urania solar-return-report --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) --year YYYY
                                  [--format text|md|json] [--lang TAG]

A solar return report in Urania's own words (docs/interpretations.md "Solar return report"): the return's Ascendant
sign, the return Sun's house and the return Moon's house, for the birthday of --year (cast at the birth place).
  --date, --time  the birth: local date and wall-clock time (required: the return's houses need it)
  --lat, --lon    the birth place, degrees north and east positive (or --place NAME, an atlas place)
  --tz ZONE       IANA zone of --time (also --timezone; default the zone at the place)
  --year YYYY     the year of the birthday
  --format        text (default, wrapped at 100 columns), md (Markdown) or json (the SolarReturnReport)
  --lang TAG      language of the text: en (default), es, pt-BR, fr or de (without it LC_ALL or LANG); it, hi, ru, tr
                  and zh-Hans read English, and the command says so on standard error`;

function formatOf(value: string | undefined): (typeof FORMATS)[number] {
  const format = (value ?? 'text') as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(value)}`, 'oneOf', { flag: '--format', list: FORMATS.join(', '), value: JSON.stringify(value) });
  return format;
}

/** @summary `urania transit-report`: the transit report of a range as plain text (default), Markdown or JSON. */
export function transitReportCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, limit: { type: 'string' }, format: { type: 'string', default: 'text' }, ...LANG_OPTION },
    strict: true,
  });
  const format = formatOf(values.format);
  const request = {
    ...forecastRequestFlags(values),
    ...(values.limit !== undefined ? { limit: numberFlag(values.limit, '--limit') } : {}),
  } as unknown as TransitReportRequest;
  const locale = cliTextLocale(values.lang, io, 'transit-report', "the report's text");
  const report = transitReport(locale === 'en' ? request : { ...request, locale });
  printTextWarnings(report, io, 'transit-report');
  io.stdout(format === 'json' || values.json ? `${JSON.stringify(report)}\n` : format === 'md' ? transitReportMarkdown(report) : transitReportText(report));
  return EXIT.ok;
}

/** @summary `urania solar-return-report`: the solar return report of a year as plain text (default), Markdown or JSON. */
export function solarReturnReportCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, year: { type: 'string' }, format: { type: 'string', default: 'text' }, ...LANG_OPTION,
    },
    strict: true,
  });
  const format = formatOf(values.format);
  if (values.year === undefined) throw new UsageError('--year is required (the year of the birthday, YYYY)', 'requiredExample', { flag: '--year', example: '--year 2026' });
  const { birth } = forecastRequestFlags({ ...values, from: '2000-01-01', to: '2000-01-01' });
  const request = { birth, year: numberFlag(values.year, '--year') } as unknown as SolarReturnReportRequest;
  const locale = cliTextLocale(values.lang, io, 'solar-return-report', "the report's text");
  const report = solarReturnReport(locale === 'en' ? request : { ...request, locale });
  printTextWarnings(report, io, 'solar-return-report');
  io.stdout(format === 'json' ? `${JSON.stringify(report)}\n` : format === 'md' ? solarReturnReportMarkdown(report) : solarReturnReportText(report));
  return EXIT.ok;
}
