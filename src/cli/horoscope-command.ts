import { parseArgs } from 'node:util';
import { dailyHoroscope, monthlyHoroscope, weeklyHoroscope, yearlyHoroscope } from '../records/index.js';
import type { Perspective, Sign } from '../schemas/index.js';
import { cliTextLocale, printTextWarnings } from './cli-text-locale.js';
import { localDateTime } from '../time/index.js';
import { joinNegativeValues, zoneFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { formatDaily, formatMonthly, formatWeekly, formatYearly } from './format-horoscope.js';
import { ZODIAC_OPTIONS, zodiacFlags, zodiacUsage } from './zodiac-flags.js';

export const HOROSCOPE_USAGE = `Usage: urania horoscope daily|weekly|monthly|yearly --sign SIGN [options] [--json]

  --sign SIGN            Aries … Pisces (required)
  --date YYYY-MM-DD      daily, weekly: the day (default today in --tz)
  --year YEAR            monthly, yearly: a whole year, -500 is 501 BCE (default this year)
  --month M              monthly (default this month)
  --tz ZONE              IANA zone of the dates (default UTC; also --timezone)
  --perspective P        sun (default), moon or rising
  --lang TAG             language of the narrative and of the facts above it: en (default), es, pt-BR, fr, de (without
                         it LC_ALL or LANG); what reads English is named on standard error.
${zodiacUsage(25)}
  --json                 print the record (Horoscope, WeeklyHoroscope, MonthlyHoroscope, YearlyHoroscope)`;

const KINDS = ['daily', 'weekly', 'monthly', 'yearly'] as const;

function integer(value: string | undefined, flag: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[+-]?\d+$/.test(value)) throw new UsageError(`${flag} must be a whole number, got ${JSON.stringify(value)}`, 'notWholeNumber', { flag, value: JSON.stringify(value) });
  return Number(value);
}

/**
 * @summary `urania horoscope <kind> --sign …`: a horoscope as readable text or its record with --json.
 * "Today" (the default date, year and month) is read from the clock here, in --tz (--timezone).
 */
export function horoscopeCommand(argv: readonly string[], io: CliIo, now: () => Date = () => new Date()): number {
  const { positionals, values } = parseArgs({
    // `--year -500`, `--date -0500-03-21`: a negative value is the option's value, not a flag (issue 22 #12).
    args: joinNegativeValues(argv, ['--year', '--date', '--month']),
    allowPositionals: true,
    strict: true,
    options: {
      sign: { type: 'string' },
      date: { type: 'string' },
      year: { type: 'string' },
      month: { type: 'string' },
      tz: { type: 'string' },
      timezone: { type: 'string' },
      perspective: { type: 'string' },
      json: { type: 'boolean', default: false },
      lang: { type: 'string' },
      ...ZODIAC_OPTIONS,
    },
  });
  const kind = positionals[0];
  if (positionals.length !== 1 || !KINDS.includes(kind as (typeof KINDS)[number])) {
    throw new UsageError(`say which horoscope: ${KINDS.join(', ')}`, 'whichOne', { list: KINDS.join(', ') });
  }
  if (values.sign === undefined) throw new UsageError('--sign is required', 'required', { flag: '--sign' });
  const timezone = zoneFlag(values) ?? 'UTC';
  const today = localDateTime(now(), timezone).date;
  // The narrative's language (issue 31): a text locale; a language with labels only reads English and says so.
  const locale = cliTextLocale(values.lang, io, 'horoscope', 'the horoscopes\' text');
  const common = {
    sign: values.sign as Sign,
    ...(locale !== 'en' ? { locale } : {}),
    timezone,
    ...(values.perspective !== undefined ? { perspective: values.perspective as Perspective } : {}),
    ...zodiacFlags(values),
  };
  const year = integer(values.year, '--year', Number(today.slice(0, 4)));
  let record: unknown;
  let text: string;
  switch (kind) {
    case 'daily': {
      const h = dailyHoroscope({ ...common, date: values.date ?? today });
      [record, text] = [h, formatDaily(h, locale)];
      break;
    }
    case 'weekly': {
      const w = weeklyHoroscope({ ...common, date: values.date ?? today });
      [record, text] = [w, formatWeekly(w, locale)];
      break;
    }
    case 'monthly': {
      const m = monthlyHoroscope({ ...common, year, month: integer(values.month, '--month', Number(today.slice(5, 7))) });
      [record, text] = [m, formatMonthly(m, locale)];
      break;
    }
    default: {
      const { timezone: _zone, ...yearly } = common;
      const y = yearlyHoroscope({ ...yearly, year });
      [record, text] = [y, formatYearly(y, locale)];
    }
  }
  io.stdout(values.json ? `${JSON.stringify(record)}\n` : text);
  printTextWarnings(record as { warnings?: readonly string[] }, io, 'horoscope');
  return EXIT.ok;
}
