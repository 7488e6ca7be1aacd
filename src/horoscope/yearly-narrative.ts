import type { HousePassage, RetrogradeEntry, YearlyHoroscope } from '../schemas/index.js';
import type { TextLocale } from '../text/locales.js';
import { isoYear } from '../time/iso-year.js';
import { byImportance } from './daily-narrative.js';
import { composePiece, focusHouse, PIECE_WORDS, PieceWriter, type Part } from './event-writer.js';
import type { PieceLanguage } from './piece-language.js';
import { MUST_NAME_IMPORTANCE } from './period-events.js';
import { wholeSignHouse } from './sign-transits.js';

/** The structured part of a yearly horoscope, which its narrative is composed from. */
export type YearlyNarrativeFacts = Omit<YearlyHoroscope, 'narrative'>;

/** A day count of an ISO date ("2026-02-14…", expanded years allowed) good for ordering and comparing spans. */
function dayNumber(iso: string): number {
  const m = /^([+-]?\d+)-(\d\d)-(\d\d)/.exec(iso);
  return m === null ? 0 : Number(m[1]) * 372 + Number(m[2]) * 31 + Number(m[3]);
}

/** Planets whose retrograde periods a year names one by one (the outer planets' yearly loops are background). */
const NAMED_RETROGRADES = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'];

/**
 * @summary The readable narrative of a yearly horoscope (docs/horoscopes.md "Narrative"; issue 26), written from the
 * record: Jupiter's and Saturn's passages through the sign's solar houses (their ingresses), then the year's events
 * heaviest first — eclipses, conjunctions of the slow planets, the equinoxes and solstices, the outer planets'
 * ingresses — each with its lead and an original sentence for its house, then the retrograde periods of Mercury–Saturn
 * (both stations, each in its sign; one begun the year before told as begun; no template twice), the outer planets' loops when there is room, and a closing. 800–1,500 words.
 * @example yearlyNarrative(yearlyHoroscope({ sign: 'Aries', year: 2026, narrative: false })) // '… Saturn and Neptune meet in Aries …'
 */
export function yearlyNarrative(y: YearlyNarrativeFacts, locale: TextLocale = 'en', fellBack?: Set<string>): string {
  const sign = y.sign;
  const w = new PieceWriter(`${y.year}|${sign}|${y.perspective ?? 'sun'}`, sign, locale);
  const passages = y.housePassages ?? [];
  const events = y.events ?? [];
  const yearStart = `${isoYear(y.year)}-01-01`;
  const nextYear = `${isoYear(y.year + 1)}-01-01`;
  /** "20 March", with the year when the date falls outside the record's year ("11 November 2025"). */
  const on = (x: PieceLanguage, iso: string) => {
    const inYear = iso.slice(0, 10) >= yearStart && iso.slice(0, 10) < nextYear;
    return inYear ? x.date(iso.slice(0, 10)) : x.dateWithYear(iso.slice(0, 10), Number(iso.slice(0, iso.indexOf('-', 1))));
  };
  const spanOf = (x: PieceLanguage, p: HousePassage) => {
    const fromStart = p.startDate.slice(0, 10) === yearStart;
    const toEnd = p.endDate.slice(0, 10) === nextYear;
    return x.span(fromStart ? undefined : on(x, p.startDate), toEnd ? undefined : on(x, p.endDate));
  };
  const jupiter = passages.filter((p) => p.body === 'Jupiter');
  const saturn = passages.filter((p) => p.body === 'Saturn');
  const parts: Part[] = [];
  const fillers: Part[] = [];
  const days = (p: HousePassage) => dayNumber(p.endDate) - dayNumber(p.startDate);
  const longest = (list: HousePassage[]) => [...list].sort((a, b) => days(b) - days(a))[0];
  const jh = longest(jupiter)?.house ?? 1;
  const sh = longest(saturn)?.house ?? 1;
  parts.push({ text: w.frame('yearlyOpening', 'opening', (x) => ({ ...x.sign('sign', sign), year: y.year, house: w.house(x, jh, 'openJ'), house2: w.house(x, sh, 'openS') })), drop: 0 });

  [...jupiter, ...saturn].forEach((p, i) => {
    const isJupiter = p.body === 'Jupiter';
    parts.push({
      text: w.lead(isJupiter ? 'jupiterPassage' : 'saturnPassage', `p${i}`, (x) => ({ ...x.body('planet', p.body), ...x.sign('sign', p.sign), house: w.house(x, p.house, `p${i}`), span: spanOf(x, p) })),
      drop: 0,
    });
    const cells = isJupiter ? 'jupiterPassage' : 'saturnPassage';
    const cell = w.cell(cells, p.house, `p${i}`);
    parts.push({ text: cell, drop: 3 });
    fillers.push({ text: w.cell(cells, p.house, `p${i}more`), drop: 9, after: cell });
  });

  // The events: Jupiter's and Saturn's ingresses are told by their passages, the stations by the retrograde periods.
  const major = byImportance(events.filter((e) => e.importance >= MUST_NAME_IMPORTANCE
    && !(e.kind === 'ingress' && (e.body === 'Jupiter' || e.body === 'Saturn')) && e.kind !== 'station'));
  major.forEach((e, i) => {
    const s = w.event(e, (x) => x.when('onDate', on(x, e.date)), `e${i}`);
    parts.push({ text: s.lead, drop: 0 }, { text: s.cell, drop: 4 + i / 100 });
    fillers.push({ text: w.cell(s.cells, e.house, `e${i}more`), drop: 9, after: s.cell });
  });

  /**
   * A retrograde period, told with the sign it is in at each station (both when it backs over a sign boundary) and, for
   * one begun the year before, as begun ("retrograde since 11 November 2025"). Each template at most once a piece:
   * a period in one sign reads `retrogradePeriod`, then `retrogradePeriodMore`; an outer planet's loop is left out
   * rather than repeat one.
   */
  const period = (r: RetrogradeEntry, i: number, drop: number) => {
    const endSign = r.endSign;
    const since = r.startDate.slice(0, 10) < yearStart;
    const crossing = endSign !== r.startSign;
    const h = wholeSignHouse(sign, r.startSign);
    const h2 = wholeSignHouse(sign, endSign);
    const kinds = since
      ? [crossing ? 'retrogradeSinceCrossing' : 'retrogradeSince'] as const
      : crossing ? ['retrogradeCrossing'] as const : ['retrogradePeriod', 'retrogradePeriodMore'] as const;
    const text = w.leadFrom(kinds, `r${i}`, (x) => ({
      ...x.body('planet', r.body), ...x.sign('sign', r.startSign), house: w.house(x, h, `r${i}`),
      ...(crossing ? { ...x.sign('sign2', endSign), house2: w.house(x, h2, `r${i}b`) } : {}),
      date: on(x, r.startDate), date2: on(x, r.endDate), flavor: w.flavor(x, r.body, `r${i}`),
    }), drop > 0);
    parts.push({ text, drop });
    if (drop === 0) parts.push({ text: w.cell('stationRetrograde', since ? h2 : h, `r${i}`), drop: 5 });
  };
  const retrogrades = [...y.retrogrades].sort((a, b) => dayNumber(a.startDate) - dayNumber(b.startDate) || a.startDate.localeCompare(b.startDate));
  retrogrades.filter((r) => NAMED_RETROGRADES.includes(r.body)).forEach((r, i) => period(r, i, 0));
  retrogrades.filter((r) => !NAMED_RETROGRADES.includes(r.body)).forEach((r, i) => period(r, 100 + i, 8));

  const close = focusHouse(events.filter((e) => e.importance >= MUST_NAME_IMPORTANCE), jh);
  parts.push({ text: w.frame('yearlyClosing', 'closing', (x) => ({ ...x.sign('sign', sign), year: y.year, house: w.house(x, close, 'closing') })), drop: 0 });
  for (const path of w.fellBack) fellBack?.add(path);
  return composePiece(parts, fillers, PIECE_WORDS.yearly);
}
