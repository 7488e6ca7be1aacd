import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { icsWords } from '../i18n/ics-word-catalogues.js';
import { calendarFeed, toICalendar } from '../icalendar/index.js';
import { transitTimeline, type TransitTimelineInput } from '../records/transit-timeline.js';
import { CALENDAR_FEED_KINDS, type CalendarFeedKind } from '../schemas/icalendar.js';
import type { Body } from '../schemas/index.js';
import { joinNegativeValues } from './birth-flags.js';
import { commandLocale, LANG_OPTION } from './lang-flag.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { FORECAST_OPTIONS, FORECAST_OPTIONS_USAGE, forecastRequestFlags } from './forecast-flags.js';

/** The kinds `urania calendar` writes: the sky's feeds, and a birth's transit timeline. */
const KINDS = [...CALENDAR_FEED_KINDS, 'transits'] as const;

export const CALENDAR_USAGE = `Usage: urania calendar --kind KIND --from ISO --to ISO [--bodies LIST] [--lang TAG] [--out FILE.ics]
       urania calendar --kind transits --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) --from ISO --to ISO [--all] [--lang TAG] [--out FILE.ics]

Events as an iCalendar (RFC 5545) file to import into a calendar app (docs/forecasting.md, "Calendars"):
  --kind KIND     ${KINDS.join(', ')}
  --bodies LIST   comma-separated bodies (ingresses and stations)
  --all           transits: also the house ingresses and the lunations on natal points
  --lang TAG      language of the events' words: en (default), es, pt-BR, fr, de, it, hi, ru, tr, zh-Hans;
                  without it LC_ALL or LANG; times stay in UT
  --out FILE      write the calendar to FILE (default: print it)
The birth flags (transits only):
${FORECAST_OPTIONS_USAGE.split('\n').filter((l) => !l.includes('--json')).join('\n')}`;

/**
 * @summary `urania calendar`: the iCalendar text of a sky feed (lunations, eclipses, void-of-course periods,
 * ingresses, stations, retrograde periods) or of a birth's transit timeline over a range, printed or written to
 * `--out` (the same text as `GET /calendars/{kind}.ics` and `Accept: text/calendar` on `POST /transit-timeline`).
 */
export function calendarCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: { ...FORECAST_OPTIONS, kind: { type: 'string' }, bodies: { type: 'string' }, out: { type: 'string' }, all: { type: 'boolean', default: false }, ...LANG_OPTION },
    strict: true,
  });
  const kind = values.kind;
  if (kind === undefined || !(KINDS as readonly string[]).includes(kind)) {
    throw new UsageError(`--kind is one of ${KINDS.join(', ')}${kind === undefined ? '' : `; got ${kind}`}`, 'kindOneOf', {
      flag: '--kind', list: KINDS.join(', '), given: kind === undefined ? 'no' : 'yes', value: kind ?? '',
    });
  }
  // The events' words in the language asked for (issue 31); English writes the calendar as it always has.
  const locale = commandLocale(values.lang, io);
  let text: string;
  if (kind === 'transits') {
    const request = forecastRequestFlags(values);
    const include = values.all ? { include: ['contact', 'houseIngress', 'lunation'] } : {};
    text = toICalendar(transitTimeline({ ...request, ...include } as unknown as TransitTimelineInput), { name: icsWords(locale).timelineName, locale });
  } else {
    if (values.from === undefined || values.to === undefined) throw new UsageError('give the range: --from 2025-01-01 --to 2026-01-01', 'range', { example: '--from 2025-01-01 --to 2026-01-01' });
    const bodies = values.bodies === undefined ? undefined : (values.bodies.split(',').map((b) => b.trim()).filter((b) => b !== '') as Body[]);
    text = calendarFeed({ kind: kind as CalendarFeedKind, from: values.from, to: values.to, ...(bodies === undefined ? {} : { bodies }), locale });
  }
  if (values.out === undefined) {
    io.stdout(text);
    return EXIT.ok;
  }
  writeFileSync(values.out, text);
  const events = text.split('BEGIN:VEVENT').length - 1;
  io.stdout(`Wrote ${events} event${events === 1 ? '' : 's'} to ${values.out}\n`);
  return EXIT.ok;
}
