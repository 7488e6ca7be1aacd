import type { MonthlyHoroscope } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import type { RulershipScheme } from '../zodiac/index.js';
import { byImportance } from './daily-narrative.js';
import { composePiece, focusHouse, PIECE_WORDS, PieceWriter, type Part } from './event-writer.js';
import type { PieceLanguage } from './piece-language.js';
import { MUST_NAME_IMPORTANCE } from './period-events.js';

/** The structured part of a monthly horoscope, which its narrative is composed from. */
export type MonthlyNarrativeFacts = Omit<MonthlyHoroscope, 'narrative'>;

/**
 * @summary The readable narrative of a monthly horoscope (docs/horoscopes.md "Narrative"; issue 26), written from the
 * record's events heaviest first — eclipses, the season or the Sun's ingress, stations, the New and Full Moons,
 * ingresses (every one of weight 3 or more) — each dated, with its lead and an original sentence for the sign's
 * solar house it falls in; then the quarter Moons; told in date order (`composePiece`); an opening and a closing on the house where the month's events weigh most (`focusHouse`).
 * 400–700 words. (`rulers` is accepted for the record's query; the month's events do not depend on it.)
 * @example monthlyNarrative(monthlyHoroscope({ sign: 'Aries', year: 2025, month: 3, narrative: false })) // '… Venus stations retrograde …'
 */
export function monthlyNarrative(m: MonthlyNarrativeFacts, locale: TextLocale = 'en', _rulers: RulershipScheme = 'traditional', fellBack?: Set<string>): string {
  const sign = m.sign;
  const w = new PieceWriter(`${m.year}-${m.month}|${sign}|${m.perspective ?? 'sun'}`, sign, locale);
  const events = m.events ?? [];
  const major = byImportance(events.filter((e) => e.importance >= MUST_NAME_IMPORTANCE));
  const minor = events.filter((e) => e.importance < MUST_NAME_IMPORTANCE && e.kind !== 'moonIngress');
  const topHouse = focusHouse(major.length > 0 ? major : minor, 1);
  const month = (x: PieceLanguage) => x.P.months[m.month - 1]!;
  const parts: Part[] = [
    { text: w.frame('monthlyOpening', 'opening', (x) => ({ ...x.sign('sign', sign), month: month(x), year: m.year, house: w.house(x, topHouse, 'opening') })), drop: 0 },
  ];
  const fillers: Part[] = [];
  const whenOf = (iso: string) => (x: PieceLanguage) => x.when('onDate', x.date(iso.slice(0, 10)));
  major.forEach((e, i) => {
    const s = w.event(e, whenOf(e.date), `e${i}`);
    parts.push({ text: s.lead, drop: 0, date: e.date }, { text: s.cell, drop: 4 + i / 100, date: e.date });
    fillers.push({ text: w.cell(s.cells, e.house, `e${i}more`), drop: 9, after: s.cell, date: e.date });
  });
  minor.forEach((e, i) => {
    const s = w.event(e, whenOf(e.date), `q${i}`);
    parts.push({ text: s.lead, drop: 6, date: e.date }, { text: s.cell, drop: 7, date: e.date });
  });
  parts.push({ text: w.frame('monthlyClosing', 'closing', (x) => ({ ...x.sign('sign', sign), month: month(x), house: w.house(x, topHouse, 'closing') })), drop: 0 });
  for (const path of w.fellBack) fellBack?.add(path);
  return composePiece(parts, fillers, PIECE_WORDS.monthly);
}
