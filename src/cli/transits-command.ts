import { parseArgs } from 'node:util';
import { transitTimeline, type TransitTimelineInput } from '../records/transit-timeline.js';
import type { TransitTimelineEntry } from '../schemas/transit-timeline.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags, listFlag, minuteUt } from './forecast-flags.js';
import { formatTable } from './format-table.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { calendarText } from '../icalendar/calendar-text.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { FORECAST_TABLE_WORDS } from './forecast-table-words.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';

export const TRANSITS_USAGE = `Usage: urania transits --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO
                       [--bodies LIST] [--points LIST] [--all] [--lang TAG] [--json]

The transit timeline of a range to a natal chart (docs/forecasting.md): each transit's entry into orb, exact passes
and exit; with --all also the transiting bodies' natal-house ingresses and the lunations on natal points.
${FORECAST_OPTIONS_USAGE}
  --bodies LIST   transiting bodies, comma-separated (default Jupiter to Pluto and Chiron)
  --points LIST   natal points, comma-separated (default the Sun to Pluto, Ascendant, Midheaven)
  --all           also house ingresses and lunations
${langUsage(14, 'the table (the times stay YYYY-MM-DD HH:MM UT)')}`;

/** @summary One entry of a transit timeline as a table row, in a label locale (English as it always printed). */
export function transitRow(e: TransitTimelineEntry, locale: LabelLocale = 'en'): string[] {
  const words = FORECAST_TABLE_WORDS[locale];
  const t = calendarText(locale);
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  if (e.kind === 'contact') {
    return [
      e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
      say(words.contact, { transit: t.point(e.transitBody), aspect: t.aspect(e.aspect), natal: t.point(e.natalPoint) }),
      e.exact.map((x) => `${minuteUt(x.at)}${x.direction === 'retrograde' ? ` ${words.retroMark}` : ''}`).join(', ') || '—',
      e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
    ];
  }
  if (e.kind === 'houseIngress') {
    const how = e.direction === 'retrograde' ? 'back' : e.reentry ? 'again' : 'in';
    return [minuteUt(e.at), say(words.houseIngress, { transit: t.point(e.transitBody), house: String(e.house), how }), '', ''];
  }
  // An eclipse by the calendar words' name (English composes it from the record: "total solar eclipse").
  const eclipse = e.eclipse === undefined ? '' : ` (${locale === 'en' ? `${e.eclipse.type} ${e.eclipse.kind} eclipse` : t.eclipse(e.eclipse.type, e.eclipse.kind, 'name')})`;
  const lunation = { phase: e.phase, eclipse, luminary: t.point(e.luminary), natal: t.point(e.natalPoint), distance: formatNumber(e.distance, 1, locale) };
  return [minuteUt(e.at), say(words.lunation, lunation), '', ''];
}

/** @summary `urania transits`: the transit timeline of a range, readable (UT; parentheses: the range's edge) or `--json`. */
export function transitsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, bodies: { type: 'string' }, points: { type: 'string' }, all: { type: 'boolean', default: false }, ...LANG_OPTION },
    strict: true,
  });
  const bodies = listFlag(values.bodies);
  const points = listFlag(values.points);
  const request = {
    ...forecastRequestFlags(values),
    ...(bodies === undefined ? {} : { transitBodies: bodies }),
    ...(points === undefined ? {} : { natalPoints: points }),
    ...(values.all ? { include: ['contact', 'houseIngress', 'lunation'] } : {}),
  } as unknown as TransitTimelineInput;
  const timeline = transitTimeline(request);
  const locale = commandLocale(values.lang, io);
  io.stdout(values.json ? `${JSON.stringify(timeline)}\n` : `${formatTable([...FORECAST_TABLE_WORDS[locale].transitColumns], timeline.map((e) => transitRow(e, locale)))}\n`);
  return EXIT.ok;
}
