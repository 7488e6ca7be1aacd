import { parseArgs } from 'node:util';
import { apparentBodyPosition, availableBodies } from '../ephemeris/index.js';
import { bodyDataSpan, hasDataAt } from '../ephemeris/body-data-span.js';
import { instant, isoString } from '../time/index.js';
import { zodiacPlace } from '../zodiac/index.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { degreesMinutes, formatTable } from './format-table.js';
import { commandLocale, LANG_OPTION } from './lang-flag.js';
import { POSITIONS_WORDS } from './positions-words.js';
import { formatCivilDate, formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';

export const POSITIONS_USAGE = `Usage: urania positions [--date ISO] [--lang TAG] [--json]

Apparent tropical positions of every body this build computes.
  --date   an ISO date (00:00 UTC) or date-time with Z or an offset; default now
  --lang   language of the headings, names and numbers: en (default), es, pt-BR, fr, de, it, hi, ru, tr, zh-Hans;
           without it LC_ALL or LANG; the JSON is the same in every language
  --json   print {"at": …, "positions": [BodyPosition…]} (and "omitted": […] when some bodies have no data then)`;

/** A date-time without Z or an offset (`2024-03-20T12:00`, `-0500-03-21T06:00:00`). */
const ZONELESS_DATE_TIME = /^[+-]?\d{4,6}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * @summary The `--date` value, or a usage error in the command line's words when it is a date-time without a zone
 * (the library's own error would point at a function, `civilInstant()`; issue 22 #18).
 * @example dateFlag('2024-03-20T03:06Z') // '2024-03-20T03:06Z'
 */
export function dateFlag(value: string): string {
  if (ZONELESS_DATE_TIME.test(value.trim())) {
    const shown = value.trim().replace(' ', 'T');
    throw new UsageError(`--date ${value} has no time zone: add Z for UT or an offset, e.g. --date ${shown}Z or --date ${shown}+02:00`, 'noTimeZone', {
      flag: '--date', value, utc: `--date ${shown}Z`, offset: `--date ${shown}+02:00`,
    });
  }
  return value;
}

/** @summary `urania positions`: a table (or JSON) of the bodies' positions at a date, default now. */
export function positionsCommand(argv: readonly string[], io: CliIo, now: () => Date = () => new Date()): number {
  const { values } = parseArgs({ args: joinNegativeValues(argv, ['--date']), options: { date: { type: 'string' }, ...LANG_OPTION, json: { type: 'boolean', default: false } }, strict: true });
  const at = isoString(instant(values.date === undefined ? now() : dateFlag(values.date), 'date').jdUt, 'second');
  const when = instant(at);
  const listed = availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex');
  // A body whose data cover less than the supported span (Chiron 675..3000, the TNOs 1000..3000, …) is left out of
  // the table outside its years, with a line that says so — as the natal chart omits it — rather than failing the
  // whole command (urania positions --date -0500-03-01 stopped at Chiron).
  const bodies = listed.filter((b) => hasDataAt(b, when.jdTt));
  const omitted = listed.filter((b) => !hasDataAt(b, when.jdTt)).map((b) => `${b} (${yearsOf(b)})`);
  const positions = bodies.map((b) => apparentBodyPosition(b, when));
  if (values.json) {
    io.stdout(`${JSON.stringify(omitted.length === 0 ? { at, positions } : { at, positions, omitted: omitted })}\n`);
    return EXIT.ok;
  }
  // The headings, names, digits and date in the language asked for (issue 31); English prints as it always has.
  const locale = commandLocale(values.lang, io);
  const words = POSITIONS_WORDS[locale];
  const labels = labelCatalogue(locale);
  const n = (value: number) => formatNumber(value, 4, locale);
  const rows = positions.map((p) => {
    const z = zodiacPlace(p.longitude, p.isRetrograde);
    return [locale === 'en' ? p.body : labels.bodies[p.body], labels.signs[z.sign], degreesMinutes(z.degree, z.minute), n(p.longitude), n(p.latitude), n(p.speed), p.isRetrograde ? labels.words.retroMark : ''];
  });
  const shownAt = locale === 'en' ? at : `${formatCivilDate(at.slice(0, 10), at.slice(11, 16), locale)} UT`;
  io.stdout(`${formatLabel(words.title, { at: shownAt }, locale)}\n\n`);
  io.stdout(`${formatTable([...words.columns, ''], rows)}\n`);
  if (omitted.length > 0) io.stdout(`\n${formatLabel(words.omitted, { bodies: omitted.join(', ') }, locale)}\n`);
  return EXIT.ok;
}

/** `years 675..3000` for a body with a narrower span (the part of its span description before the Julian days). */
function yearsOf(body: Parameters<typeof bodyDataSpan>[0]): string {
  return (bodyDataSpan(body)?.description ?? '').replace(/\s*\(.*$/, '');
}
