import type { PanchangMonth } from '../records/panchang-month.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel } from '../i18n/format-label.js';
import { icsWords } from '../i18n/ics-word-catalogues.js';
import { panchangNamer } from './panchang-names-in.js';
import { PANCHANG_WORDS } from './panchang-words.js';

/** @summary hh:mm of an ISO instant in a zone. */
function hhmm(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/**
 * @summary The month calendar as text for `urania panchang --month`: one line per day (date, weekday, sunrise,
 * the tithi, nakshatra and yoga at sunrise with their ends in local time, the observances), then the observances.
 */
export function panchangMonthText(m: PanchangMonth, locale: LabelLocale = 'en'): string {
  const t = (iso: string) => hhmm(iso, m.timezone);
  // The headings and names in `locale` (issue 31: weekday, paksha, tithi, nakshatra, an observance's rule); the
  // observances' own names as the record writes them.
  const words = PANCHANG_WORDS[locale];
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const names = panchangNamer(locale);
  const until = (name: string, end: string) => say(words.limbUntil, { name, pada: 'none', time: t(end) });
  const lines = m.days.map((d) => [
    d.date, names.vara(d.vara.name).padEnd(12), say(words.sunriseAt, { time: t(d.sunrise) }),
    `${Array.from(names.paksha(d.paksha))[0]} ${until(names.limb('tithis', d.tithi.name), d.tithi.end)}`.padEnd(30),
    until(names.limb('nakshatras', d.nakshatra.name), d.nakshatra.end).padEnd(30),
    d.observances.join(', '),
  ].join('  ').trimEnd());
  const month = `${m.year}-${String(m.month).padStart(2, '0')}`;
  return [
    say(words.monthTitle, { month, zone: m.timezone, sunrise: m.conventions.sunrise, ayanamsa: m.conventions.ayanamsa }),
    ...lines,
    '',
    words.observances,
    // The rule in the calendar words' language (English: the record's identifier, as it always printed).
    ...m.observances.map((o) => `${o.date}  ${o.name} (${locale === 'en' ? o.rule : icsWords(locale).observanceRules[o.rule]})`),
  ].join('\n');
}
