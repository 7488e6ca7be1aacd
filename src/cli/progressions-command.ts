import { parseArgs } from 'node:util';
import { directionTimeline, type DirectionTimelineInput } from '../records/direction-timeline.js';
import { progressionTimeline, type ProgressionTimelineInput } from '../records/progression-timeline.js';
import type { DirectedContact } from '../schemas/direction-timeline.js';
import type { ProgressionTimelineEntry } from '../schemas/progression-timeline.js';
import { joinNegativeValues } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags, minuteUt } from './forecast-flags.js';
import { formatTable } from './format-table.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { calendarText } from '../icalendar/calendar-text.js';
import { MOON_PHASES } from '../schemas/enums.js';
import type { Sign } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { PROGRESSED_LUNATION_PHASES, type ProgressedLunationPhase } from '../schemas/progression-timeline.js';
import { FORECAST_TABLE_WORDS } from './forecast-table-words.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';

export const PROGRESSIONS_USAGE = `Usage: urania progressions --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO
                           [--orb DEG] [--solar-arc | --naibod] [--lang TAG] [--json]

The secondary progressions of a range of years as a timeline (docs/forecasting.md): progressed aspects to natal
points within --orb (default 1°), sign and house ingresses, stations and the progressed lunation phases; with
--solar-arc (or --naibod) the solar arc directions instead.
${FORECAST_OPTIONS_USAGE}
  --orb DEG       orb of the aspects (default 1)
  --solar-arc     solar arc directions to the natal points
  --naibod        directions by Naibod's key (0°59′08″ a year)
${langUsage(14, 'the table (the times stay YYYY-MM-DD HH:MM UT)')}`;

/** The rows of the progression and direction tables in a label locale (English as it always printed). */
function rowsIn(locale: LabelLocale) {
  const words = FORECAST_TABLE_WORDS[locale];
  const labels = labelCatalogue(locale);
  const t = calendarText(locale);
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const rx = (direction: string) => (direction === 'retrograde' ? ` (${words.retroMark})` : '');
  const sign = (s: Sign) => (locale === 'en' ? s : labels.signs[s]);
  // Rudhyar's eight phases are the eight 45° sectors the catalogue's Moon phases name (New … Balsamic as New Moon … Waning Crescent).
  const phase = (p: ProgressedLunationPhase['phase']) => (locale === 'en' ? p : labels.phases[MOON_PHASES[PROGRESSED_LUNATION_PHASES.indexOf(p)]!]);
  const progressed = (e: ProgressionTimelineEntry): string[] => {
    const body = 'progressedBody' in e ? t.point(e.progressedBody) : '';
    switch (e.kind) {
      case 'contact':
        return [
          e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
          say(words.progressedContact, { body, aspect: t.aspect(e.aspect), natal: t.point(e.natalPoint) }),
          e.exact.map((x) => `${minuteUt(x.at)}${x.direction === 'retrograde' ? ` ${words.retroMark}` : ''}`).join(', ') || '—',
          e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
        ];
      case 'signIngress':
        return [minuteUt(e.at), say(words.progressedSign, { body, sign: sign(e.sign), rx: rx(e.direction) }), '', ''];
      case 'houseIngress':
        return [minuteUt(e.at), say(words.progressedHouse, { body, house: String(e.house), rx: rx(e.direction) }), '', ''];
      case 'station':
        return [minuteUt(e.at), say(words.progressedStation, { body, type: e.type }), '', ''];
      case 'lunationPhase':
        return [minuteUt(e.at), say(words.progressedLunation, { phase: phase(e.phase) }), '', ''];
    }
  };
  const directed = (e: DirectedContact): string[] => [
    e.entersBeforeRange ? `(${minuteUt(e.enters)})` : minuteUt(e.enters),
    say(words.directed, { point: t.point(e.directedPoint), aspect: t.aspect(e.aspect), natal: t.point(e.natalPoint), arc: formatNumber(e.arc, 2, locale) }),
    e.exact === undefined ? '—' : minuteUt(e.exact),
    e.leavesAfterRange ? `(${minuteUt(e.leaves)})` : minuteUt(e.leaves),
  ];
  return { progressed, directed, headers: [...words.progressionColumns] };
}

/** @summary `urania progressions`: the progression (or direction) timeline of a range, readable (UT) or `--json`. */
export function progressionsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, orb: { type: 'string' }, 'solar-arc': { type: 'boolean', default: false }, naibod: { type: 'boolean', default: false }, ...LANG_OPTION },
    strict: true,
  });
  if (values['solar-arc'] && values.naibod) throw new UsageError('give --solar-arc or --naibod, not both', 'notBoth', { a: '--solar-arc', b: '--naibod' });
  const orb = values.orb === undefined ? undefined : Number(values.orb);
  if (orb !== undefined && !Number.isFinite(orb)) throw new UsageError(`--orb takes degrees, for example --orb 1.5; got ${JSON.stringify(values.orb)}`, 'notNumber', { flag: '--orb', value: JSON.stringify(values.orb) });
  const request = { ...forecastRequestFlags(values), ...(orb === undefined ? {} : { orb }) };
  const { progressed, directed, headers } = rowsIn(commandLocale(values.lang, io));
  if (values['solar-arc'] || values.naibod) {
    const found = directionTimeline({ ...request, ...(values.naibod ? { key: 'naibod' } : {}) } as unknown as DirectionTimelineInput);
    io.stdout(values.json ? `${JSON.stringify(found)}\n` : `${formatTable(headers, found.map(directed))}\n`);
  } else {
    const found = progressionTimeline(request as unknown as ProgressionTimelineInput);
    io.stdout(values.json ? `${JSON.stringify(found)}\n` : `${formatTable(headers, found.map(progressed))}\n`);
  }
  return EXIT.ok;
}
