/**
 * The samples of docs/samples/ (issue 26: twenty horoscopes and two reports of each kind, for an outside reader; the
 * critiques are the CRITIQUE.md beside them): `npx tsx scripts/write-samples.ts` rewrites every sample from the
 * library as it is now. Rerunning gives the same files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  compositeReport, compositeReportMarkdown, dailyHoroscope, monthlyHoroscope, natalReport, natalReportMarkdown,
  loadEphemerisSpan, solarReturnReport, solarReturnReportMarkdown, synastryReport, synastryReportMarkdown, transitReport,
  transitReportMarkdown, vedicReport, vedicReportMarkdown, weeklyHoroscope, yearlyHoroscope,
} from '../src/index.js';
import { formatCivilDate, labelCatalogue } from '../src/i18n/index.js';
import type { Sign } from '../src/schemas/index.js';

const DIR = 'docs/samples';
const NEW_YORK_1990 = { birthDate: '1990-07-04', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' };
const PARIS_1992 = { birthDate: '1992-03-02', birthTime: '08:10', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' };
const PAIR_TIMED = {
  personA: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  personB: { birthDate: '1992-03-02', birthTime: '08:10', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' },
};
const NEW_DELHI_1947 = { birthDate: '1947-08-15', birthTime: '00:00', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };
const PAIR_UNTIMED = {
  personA: { birthDate: '1985-11-23', birthTime: '06:45', latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  personB: { birthDate: '1983-05-09', latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
};

await loadEphemerisSpan();

const words = (text: string) => text.split(/\s+/).filter((w) => w.length > 0).length;
const footer = (n: number) => `_${n} words; the record function's \`narrative\` with default options (UTC, sun perspective, tropical zodiac)._\n`;
const piece = (title: string, narrative: string | undefined) => `# ${title}\n\n${narrative ?? ''}\n\n${footer(words(narrative ?? ''))}`;
const lower = (s: Sign) => s.toLowerCase();
const out = new Map<string, string>();

for (const [date, sign] of [
  ['2024-04-08', 'Libra'], ['2025-02-06', 'Gemini'], ['2025-03-20', 'Aries'], ['2025-03-20', 'Cancer'], ['2025-06-11', 'Taurus'],
  ['2025-07-04', 'Pisces'], ['2025-11-09', 'Scorpio'], ['2025-12-21', 'Capricorn'],
] as const) out.set(`horoscopes/daily-${date}-${lower(sign)}.md`, piece(`Daily horoscope: ${sign}, ${date}`, dailyHoroscope({ sign, date }).narrative));
for (const [date, sign] of [
  ['2024-04-08', 'Aries'], ['2024-04-08', 'Virgo'], ['2025-03-17', 'Leo'], ['2025-05-26', 'Aquarius'], ['2025-11-10', 'Sagittarius'],
] as const) out.set(`horoscopes/weekly-${date}-${lower(sign)}.md`, piece(`Weekly horoscope: ${sign}, week of ${date}`, weeklyHoroscope({ sign, date }).narrative));
for (const [year, month, sign] of [[2024, 4, 'Cancer'], [2025, 3, 'Gemini'], [2025, 3, 'Scorpio'], [2025, 9, 'Virgo']] as const) {
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  out.set(`horoscopes/monthly-${ym}-${lower(sign)}.md`, piece(`Monthly horoscope: ${sign}, ${ym}`, monthlyHoroscope({ sign, year, month }).narrative));
}
for (const [year, sign] of [[2025, 'Taurus'], [2026, 'Aries'], [2026, 'Libra']] as const) {
  out.set(`horoscopes/yearly-${year}-${lower(sign)}.md`, piece(`Yearly horoscope: ${sign}, ${year}`, yearlyHoroscope({ sign, year }).narrative));
}

out.set('natal/new-york-1990-07-04.md', natalReportMarkdown(natalReport(NEW_YORK_1990)));
out.set('natal/london-1990-01-01-untimed.md', natalReportMarkdown(natalReport({ birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London' })));
out.set('transit/new-york-1990-07-04-2025.md', transitReportMarkdown(transitReport({ birth: NEW_YORK_1990, from: '2025-01-01', to: '2026-01-01', limit: 10 })));
out.set('transit/paris-1992-03-02-2026.md', transitReportMarkdown(transitReport({ birth: PARIS_1992, from: '2026-01-01', to: '2027-01-01', limit: 10 })));
out.set('solar-return/new-york-1990-07-04-2025.md', solarReturnReportMarkdown(solarReturnReport({ birth: NEW_YORK_1990, year: 2025 })));
out.set('solar-return/paris-1992-03-02-2026.md', solarReturnReportMarkdown(solarReturnReport({ birth: PARIS_1992, year: 2026 })));
out.set('synastry/new-york-london.md', synastryReportMarkdown(synastryReport({ ...PAIR_TIMED, aspectLimit: 8 })));
out.set('synastry/paris-sydney-untimed.md', synastryReportMarkdown(synastryReport({ ...PAIR_UNTIMED, aspectLimit: 8 })));
out.set('composite/new-york-london.md', compositeReportMarkdown(compositeReport(PAIR_TIMED)));
out.set('composite/paris-sydney-untimed.md', compositeReportMarkdown(compositeReport(PAIR_UNTIMED)));

// Issue 31: in each of the four translated languages, ten horoscopes and two natal reports (docs/samples/<locale>/,
// read by a fluent reviewer: CRITIQUE.md beside them). Titles in the language; the footer names the call that wrote it.
const TITLES = {
  es: { daily: 'Horóscopo diario', weekly: 'Horóscopo semanal', monthly: 'Horóscopo mensual', yearly: 'Horóscopo anual', weekOf: 'semana del' },
  'pt-BR': { daily: 'Horóscopo diário', weekly: 'Horóscopo semanal', monthly: 'Horóscopo mensal', yearly: 'Horóscopo anual', weekOf: 'semana de' },
  fr: { daily: 'Horoscope du jour', weekly: 'Horoscope de la semaine', monthly: 'Horoscope du mois', yearly: 'Horoscope de l’année', weekOf: 'semaine du' },
  de: { daily: 'Tageshoroskop', weekly: 'Wochenhoroskop', monthly: 'Monatshoroskop', yearly: 'Jahreshoroskop', weekOf: 'Woche vom' },
} as const;
const call = (text: string | undefined, code: string) => `${text ?? ''}\n\n_${words(text ?? '')} words · \`${code}\`_\n`;
for (const locale of ['es', 'pt-BR', 'fr', 'de'] as const) {
  const t = TITLES[locale];
  const colon = locale === 'fr' ? '\u202f: ' : ': '; // French sets a narrow no-break space before the colon.
  const name = (s: Sign) => labelCatalogue(locale).signs[s];
  for (const [date, sign] of [['2025-03-20', 'Aries'], ['2025-06-11', 'Taurus'], ['2025-11-09', 'Scorpio'], ['2025-12-21', 'Capricorn']] as const) {
    out.set(`${locale}/daily-${date}-${lower(sign)}.md`, `# ${t.daily}${colon}${name(sign)}, ${formatCivilDate(date, undefined, locale)}\n\n`
      + call(dailyHoroscope({ sign, date, locale }).narrative, `dailyHoroscope({ sign: '${sign}', date: '${date}', locale: '${locale}' })`));
  }
  for (const [date, sign] of [['2025-03-17', 'Leo'], ['2025-05-26', 'Aquarius'], ['2025-11-10', 'Sagittarius']] as const) {
    out.set(`${locale}/weekly-${date}-${lower(sign)}.md`, `# ${t.weekly}${colon}${name(sign)}, ${t.weekOf} ${formatCivilDate(date, undefined, locale)}\n\n`
      + call(weeklyHoroscope({ sign, date, locale }).narrative, `weeklyHoroscope({ sign: '${sign}', date: '${date}', locale: '${locale}' })`));
  }
  for (const [year, month, sign] of [[2025, 3, 'Gemini'], [2025, 9, 'Virgo']] as const) {
    const ym = `${year}-${String(month).padStart(2, '0')}`;
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 15)));
    out.set(`${locale}/monthly-${ym}-${lower(sign)}.md`, `# ${t.monthly}${colon}${name(sign)}, ${monthName}\n\n`
      + call(monthlyHoroscope({ sign, year, month, locale }).narrative, `monthlyHoroscope({ sign: '${sign}', year: ${year}, month: ${month}, locale: '${locale}' })`));
  }
  out.set(`${locale}/yearly-2026-libra.md`, `# ${t.yearly}${colon}${name('Libra')}, 2026\n\n`
    + call(yearlyHoroscope({ sign: 'Libra', year: 2026, locale }).narrative, `yearlyHoroscope({ sign: 'Libra', year: 2026, locale: '${locale}' })`));
  out.set(`${locale}/natal-new-york-1990-07-04.md`, natalReportMarkdown(natalReport({ ...NEW_YORK_1990, locale })));
  out.set(`${locale}/natal-london-1990-01-01-untimed.md`, natalReportMarkdown(natalReport({ birthDate: '1990-01-01', latitude: 51.5074, longitude: -0.1278, timezone: 'Europe/London', locale })));
  // The relationship text in the language (issue 31), for its reviewer: the timed pair's synastry and composite.
  out.set(`${locale}/synastry-new-york-london.md`, synastryReportMarkdown(synastryReport({ ...PAIR_TIMED, aspectLimit: 8, locale })));
  out.set(`${locale}/composite-new-york-london.md`, compositeReportMarkdown(compositeReport({ ...PAIR_TIMED, locale })));
  // The Vedic text in the language (issue 31), for its reviewer: the chart of docs/samples/vedic/ (write-vedic-sample.ts).
  out.set(`${locale}/vedic-new-delhi-1947-08-15.md`, vedicReportMarkdown(vedicReport({ birth: NEW_DELHI_1947, at: '2026-01-01', locale })));
}

for (const [file, text] of out) {
  mkdirSync(`${DIR}/${file.replace(/\/[^/]*$/, '')}`, { recursive: true });
  writeFileSync(`${DIR}/${file}`, text);
}
