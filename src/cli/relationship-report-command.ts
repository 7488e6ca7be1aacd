import { parseArgs } from 'node:util';
import {
  compositeReport, compositeReportHtml, compositeReportMarkdown, compositeReportText,
  synastryReport, synastryReportHtml, synastryReportMarkdown, synastryReportText,
} from '../records/index.js';
import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';
import type { CompositeReportRequest, SynastryReportRequest } from '../schemas/index.js';
import { birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { cliTextLocale, printTextWarnings } from './cli-text-locale.js';
import { LANG_OPTION } from './lang-flag.js';
import { ZODIAC_OPTIONS, zodiacFlags, zodiacUsage } from './zodiac-flags.js';

const personUsage = `  --date-a, --date-b          each person's birth date, YYYY-MM-DD (required)
  --time-a, --time-b          local wall-clock time of birth, HH:MM (without it: no houses or Ascendant)
  --lat-a, --lon-a, …         degrees, north and east positive (or --place-a, --place-b: an atlas name)
  --tz-a, --tz-b              IANA time zone of the time (default: from the coordinates)`;

export const SYNASTRY_REPORT_USAGE = `Usage: urania synastry-report --date-a YYYY-MM-DD (--lat-a DEG --lon-a DEG | --place-a NAME) [--time-a HH:MM]
                               --date-b YYYY-MM-DD (--lat-b DEG --lon-b DEG | --place-b NAME) [--time-b HH:MM]
                               [--house-system SYSTEM] [--aspect-limit N] [--format text|md|html|json] [--lang TAG]

The synastry report of two births: the strongest contacts between the two charts, then each person's
planets in the other's houses, in Urania's own words (docs/interpretations.md "Synastry and composite").
${personUsage}
  --aspect-limit              how many contacts to interpret, strongest first, 0..40 (default 10)
  --format                    text (default: plain text wrapped at 100 columns), md (Markdown), html or json
  --lang TAG                  language of the text: en (default), es, pt-BR, fr or de (without it LC_ALL or LANG); it, hi, ru, tr
                              and zh-Hans read English, and the command says so on standard error
${zodiacUsage(30)}`;

export const COMPOSITE_REPORT_USAGE = `Usage: urania composite-report --date-a YYYY-MM-DD (--lat-a DEG --lon-a DEG | --place-a NAME) [--time-a HH:MM]
                                --date-b YYYY-MM-DD (--lat-b DEG --lon-b DEG | --place-b NAME) [--time-b HH:MM]
                                [--house-system SYSTEM] [--format text|md|html|json] [--lang TAG]

The composite report of two births: the composite Sun, Moon, Venus and Mars by sign, then (both times
known) the planets in the composite houses, in Urania's own words (docs/interpretations.md).
${personUsage}
  --format                    text (default: plain text wrapped at 100 columns), md (Markdown), html or json
${zodiacUsage(30)}`;

const FORMATS = ['text', 'md', 'html', 'json'] as const;
const PERSON_FLAGS = ['date', 'time', 'lat', 'lon', 'place', 'tz'] as const;
const personOptions = Object.fromEntries(
  PERSON_FLAGS.flatMap((f) => [[`${f}-a`, { type: 'string' }], [`${f}-b`, { type: 'string' }]]),
) as Record<`${(typeof PERSON_FLAGS)[number]}-${'a' | 'b'}`, { type: 'string' }>;

/** Both persons' request members, and the shared ones, from the command line (the library checks the values). */
function pairRequest(argv: readonly string[], extra: Record<string, { type: 'string' }>): { request: Record<string, unknown>; values: Record<string, string | undefined> } {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat-a', '--lon-a', '--lat-b', '--lon-b', '--date-a', '--date-b']),
    options: { ...personOptions, 'house-system': { type: 'string' }, format: { type: 'string', default: 'text' }, ...LANG_OPTION, ...ZODIAC_OPTIONS, ...extra },
    strict: true,
  });
  const v = values as Record<string, string | undefined>;
  const person = (p: 'a' | 'b') => {
    if (v[`date-${p}`] === undefined) throw new UsageError(`--date-${p} is required`, 'required', { flag: `--date-${p}` });
    if (v[`place-${p}`] === undefined && (v[`lat-${p}`] === undefined || v[`lon-${p}`] === undefined)) {
      throw new UsageError(`give --lat-${p} and --lon-${p}, or --place-${p}`, 'pairPlace', { lat: `--lat-${p}`, lon: `--lon-${p}`, place: `--place-${p}` });
    }
    // birthRequestFlags words its own errors with the one-person flag names; the checks above name this command's.
    return birthRequestFlags({ date: v[`date-${p}`], time: v[`time-${p}`], lat: v[`lat-${p}`], lon: v[`lon-${p}`], place: v[`place-${p}`] }, v[`tz-${p}`]);
  };
  const format = v.format as (typeof FORMATS)[number];
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, got ${JSON.stringify(v.format)}`, 'oneOf', { flag: '--format', list: FORMATS.join(', '), value: JSON.stringify(v.format) });
  return {
    request: {
      personA: person('a'),
      personB: person('b'),
      ...(v['house-system'] !== undefined ? { houseSystem: v['house-system'] } : {}),
      ...zodiacFlags(v),
    },
    values: v,
  };
}

/** Loads the atlas first when a person is given by `--place-a` or `--place-b` and it cannot load by itself. */
async function atlasForPlaces(argv: readonly string[]): Promise<void> {
  const asksPlace = argv.some((arg) => /^--place-[ab](=|$)/.test(arg));
  if (asksPlace && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
}

/** @summary `urania synastry-report`: the synastry report as plain text (default), Markdown, HTML or JSON. */
export async function synastryReportCommand(argv: readonly string[], io: CliIo): Promise<number> {
  await atlasForPlaces(argv);
  const { request, values } = pairRequest(argv, { 'aspect-limit': { type: 'string' } });
  const limit = values['aspect-limit'];
  // The text's language (issue 31): it, hi, ru, tr and zh-Hans read English, and standard error says so.
  const locale = cliTextLocale(values.lang, io, 'synastry-report', "the report's text");
  const report = synastryReport({
    ...request, ...(locale !== 'en' ? { locale } : {}), ...(limit === undefined ? {} : { aspectLimit: numberFlag(limit, '--aspect-limit') }),
  } as SynastryReportRequest);
  printTextWarnings(report, io, 'synastry-report');
  const format = values.format;
  io.stdout(format === 'json' ? `${JSON.stringify(report)}\n` : format === 'md' ? synastryReportMarkdown(report) : format === 'html' ? synastryReportHtml(report) : synastryReportText(report));
  return EXIT.ok;
}

/** @summary `urania composite-report`: the composite report as plain text (default), Markdown, HTML or JSON. */
export async function compositeReportCommand(argv: readonly string[], io: CliIo): Promise<number> {
  await atlasForPlaces(argv);
  const { request, values } = pairRequest(argv, {});
  const locale = cliTextLocale(values.lang, io, 'composite-report', "the report's text");
  const report = compositeReport({ ...request, ...(locale !== 'en' ? { locale } : {}) } as CompositeReportRequest);
  printTextWarnings(report, io, 'composite-report');
  const format = values.format;
  io.stdout(format === 'json' ? `${JSON.stringify(report)}\n` : format === 'md' ? compositeReportMarkdown(report) : format === 'html' ? compositeReportHtml(report) : compositeReportText(report));
  return EXIT.ok;
}
