/**
 * What the Vedic view of the web page (vedic-view.ts) shows, as plain data from the library's records: the
 * Vimshottari mahadashas and antardashas with the running ones marked, the ashtakavarga's sarva table, the yogas
 * present with Urania's text for each, and the three doshas (Manglik, Kaal Sarp, Sade Sati and Dhaiya) with theirs.
 * Pure functions, so that the browser test compares the page with the same rows computed in Node.
 */
import * as library from '../web-library/vedic.js';
import { doshaInterpretation, yogaInterpretation } from '../web-library/vedic.js';
import type {
  Ashtakavarga, DoshaInterpretation, LabelLocale, SadeSati, Shadbala, VedicDasha, VedicDashaPeriod, VedicDoshas, VedicYogas,
} from '../schemas/index.js';
import { viewLanguage, type ViewLanguage } from './view-language.js';
import type { VedicWords } from './view-words.js';
import { VIEW_WORDS_EN } from './view-words-en.js';

/** The five languages of Urania's readings (the yoga and dosha texts); the others read them in English. */
const TEXT_LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de'] as const;
type TextLocale = (typeof TEXT_LOCALES)[number];

/** @summary The Vedic view's language: the words of `locale` (English by default) with the catalogue's names, dates and numbers. */
export function vedicLanguage(locale: LabelLocale = 'en', words: VedicWords = VIEW_WORDS_EN.vedic): ViewLanguage<VedicWords> {
  return viewLanguage(locale, words, library);
}

/** @summary The language of the readings a view shows in `locale`: itself when Urania's text has it, else English. */
export function textLocale(locale: LabelLocale): TextLocale {
  return (TEXT_LOCALES as readonly string[]).includes(locale) ? (locale as TextLocale) : 'en';
}

const ENGLISH = vedicLanguage();

/** `1` → `1st`, `2` → `2nd`, `11` → `11th`. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** One period of the dasha table: its lord, first and last day (UT), whether it runs on the view's date. */
export interface DashaRow {
  readonly lord: string;
  readonly start: string;
  readonly end: string;
  readonly running: boolean;
  readonly antardashas: readonly DashaRow[];
}

/**
 * @summary The mahadashas of a Vimshottari dasha (computed with `levels: 2` and `at`), each with its antardashas;
 * `running` marks the periods `dasha.running` names (the mahadasha and antardasha in course at `at`).
 */
export function dashaRows(dasha: VedicDasha, language: ViewLanguage<VedicWords> = ENGLISH): DashaRow[] {
  const { day } = language;
  const running = dasha.running?.periods ?? [];
  const isRunning = (level: number, p: VedicDashaPeriod): boolean =>
    running.some((r) => r.level === level && r.lord === p.lord && r.startDate === p.startDate);
  return dasha.periods.map((m) => ({
    lord: language.graha(m.lord), start: day(m.startDate), end: day(m.endDate), running: isRunning(1, m),
    antardashas: (m.subPeriods ?? []).map((a) => ({ lord: language.graha(a.lord), start: day(a.startDate), end: day(a.endDate), running: isRunning(2, a), antardashas: [] })),
  }));
}

/** The two-letter names of the columns of the sarva table, in the record's order. */
export const SARVA_COLUMNS = ['Sign', 'Su', 'Mo', 'Ma', 'Me', 'Ju', 'Ve', 'Sa', 'Sarva'] as const;

/** The seven grahas of the ashtakavarga, in the record's order. */
const SEVEN = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/** @summary The sarva table's columns in `language`: its words, the grahas by the catalogue's short names (English: `SARVA_COLUMNS`). */
export function sarvaColumns(language: ViewLanguage<VedicWords> = ENGLISH): string[] {
  return [language.words.sarvaSign, ...SEVEN.map((g) => language.grahaShort(g)), language.words.sarvaTotal];
}

/**
 * @summary The ashtakavarga table: one row per sign (Aries first) with the bindus of the seven grahas'
 * bhinnashtakavargas and the sarvashtakavarga, then the totals (the sarva's is 337 in every chart).
 */
export function sarvaRows(a: Ashtakavarga, language: ViewLanguage<VedicWords> = ENGLISH): string[][] {
  const seven = a.bhinnashtakavarga.filter((b) => b.point !== 'Ascendant');
  const signs = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
  const n = language.number;
  return [
    ...signs.map((sign, i) => [language.sign(sign), ...seven.map((b) => n(b.bindus[i]!)), n(a.sarvashtakavarga.bindus[i]!)]),
    [language.words.total, ...seven.map((b) => n(b.total)), n(a.sarvashtakavarga.total)],
  ];
}

/** The columns of the shadbala table: the six strengths in virupas, then the total against the minimum, in rupas. */
export const SHADBALA_COLUMNS = ['Graha', 'Sthana', 'Dig', 'Kala', 'Cheshta', 'Naisargika', 'Drik', 'Rupas', 'Minimum', 'Ratio'] as const;

/**
 * @summary The shadbala table: for each of the seven grahas its six strengths (virupas, one decimal), its total and
 * the classical minimum (rupas, two decimals) and their ratio (two decimals; 1 or more meets the minimum).
 */
export function shadbalaRows(s: Shadbala, language: ViewLanguage<VedicWords> = ENGLISH): string[][] {
  const v = (x: number) => language.fixed(x, 1);
  const r = (x: number) => language.fixed(x, 2);
  return s.grahas.map((g) => [
    language.graha(g.graha), v(g.sthana.total), v(g.dig), v(g.kala.total), v(g.cheshta), v(g.naisargika), v(g.drik),
    r(g.totalRupas), r(g.requiredRupas), r(g.ratio),
  ]);
}

/** @summary The bhava bala list: each house, its sign and lord, and its strength in rupas (two decimals). */
export function bhavaBalaRows(s: Shadbala, language: ViewLanguage<VedicWords> = ENGLISH): string[][] {
  return s.bhavas.map((b) => [language.say(language.words.houseNumber, { house: b.bhava }), language.sign(b.sign), language.graha(b.lord), language.fixed(b.totalRupas, 2)]);
}

/** A yoga present in the chart, with Urania's text for it. */
export interface YogaRow {
  readonly id: string;
  readonly name: string;
  /** The grahas that form it, joined ("Moon, Jupiter"), or "the whole chart" for a pattern of every graha. */
  readonly grahas: string;
  readonly text: string;
}

/** @summary The yogas of `vedicYogas`, in the catalogue's order, each with `yogaInterpretation`'s text. */
export function yogaRows(y: VedicYogas, language: ViewLanguage<VedicWords> = ENGLISH): YogaRow[] {
  const locale = textLocale(language.locale);
  return y.yogas.map((g) => ({
    id: g.id, name: g.name, grahas: g.grahas.length === 0 ? language.words.wholeChart : g.grahas.map((x) => language.graha(x)).join(', '),
    text: yogaInterpretation(g.id, locale === 'en' ? {} : { locale }).text,
  }));
}

/** A dosha as the view shows it: a heading, the verdict and facts lines, and the texts that apply. */
export interface DoshaBlock {
  readonly id: 'manglik' | 'kaal-sarp' | 'sade-sati';
  readonly title: string;
  readonly verdict: string;
  readonly facts: readonly string[];
  readonly texts: readonly DoshaInterpretation[];
}

/** The text of a dosha in the view's language of readings. */
function doshaText(id: Parameters<typeof doshaInterpretation>[0], language: ViewLanguage<VedicWords>): DoshaInterpretation {
  const locale = textLocale(language.locale);
  return doshaInterpretation(id, locale === 'en' ? {} : { locale });
}

/** @summary The Manglik block: whether Mars is in a dosha house from the Ascendant, the Moon and Venus, and the cancellations. */
function manglikBlock(d: VedicDoshas, language: ViewLanguage<VedicWords>): DoshaBlock {
  const { words: w, say } = language;
  const m = d.manglik;
  const from = (template: string, f: { house: number; present: boolean }) => `${say(template, { house: f.house })}${f.present ? w.doshaHouse : ''}`;
  const verdict = !m.present ? w.notPresent : m.effective ? w.present : w.presentCancelled;
  const houses = [from(w.fromAscendant, m.fromAscendant), from(w.fromMoon, m.fromMoon), from(w.fromVenus, m.fromVenus)].join(', ');
  const facts = [say(w.manglikFacts, { houses, tradition: w.traditions[m.tradition] })];
  if (m.cancellations.length > 0) facts.push(say(w.cancellations, { list: m.cancellations.map((c) => w.cancellationWords[c]).join('; ') }));
  const texts = m.present ? [doshaText('manglik', language), ...m.cancellations.map((c) => doshaText(`manglik-cancellation-${c}`, language))] : [];
  return { id: 'manglik', title: w.manglikTitle, verdict, facts, texts };
}

/** @summary The Kaal Sarp block: its form, type by Rahu's house and direction, and the grahas outside the axis. */
function kaalSarpBlock(d: VedicDoshas, language: ViewLanguage<VedicWords>): DoshaBlock {
  const { words: w, say } = language;
  const k = d.kaalSarp;
  const verdict = k.form === 'none' ? w.notPresent : say(k.form === 'full' ? w.kaalSarpFull : w.kaalSarpPartial, { type: k.type });
  const rahu = k.direction === null ? w.rahuHouse : k.direction === 'kaal-sarp' ? w.rahuHouseForward : w.rahuHouseAmrit;
  const facts = [say(rahu, { house: k.rahuHouse })];
  if (k.outside.length > 0) facts.push(say(w.outside, { grahas: k.outside.map((g) => language.graha(g)).join(', ') }));
  const typeId = `kaal-sarp-${k.type.toLowerCase()}` as Parameters<typeof doshaInterpretation>[0];
  const texts = k.form === 'none' ? [] : k.form === 'full' ? [doshaText(typeId, language)] : [doshaText(typeId, language), doshaText('kaal-sarp-partial', language)];
  return { id: 'kaal-sarp', title: w.kaalSarpTitle, verdict, facts, texts };
}

/**
 * @summary The Sade Sati and Dhaiya block: each period of the life with its phases (days UT), the one running at
 * `at` named in the verdict; the texts of Sade Sati, of the phase running and of the Dhaiya signs met.
 */
function sadeSatiBlock(s: SadeSati, at: string, language: ViewLanguage<VedicWords>): DoshaBlock {
  const { words: w, say, day } = language;
  const runs = (p: { start: string; end: string }) => p.start <= at && at < p.end;
  const phaseWord = (phase: string) => w.phases[phase as keyof VedicWords['phases']];
  const facts = s.periods.map((p) => {
    const name = p.kind === 'sade-sati' ? w.sadeSati : w.dhaiya;
    const phases = p.kind === 'sade-sati' ? p.phases.map((x) => say(w.phaseFrom, { phase: phaseWord(x.phase), day: day(x.start) })).join(', ') : phaseWord(p.phases[0]!.phase);
    return `${say(w.period, { name, start: day(p.start), end: day(p.end), phases })}${runs(p) ? w.periodRunning : ''}`;
  });
  const now = s.periods.find(runs);
  const phase = now?.phases.find(runs);
  const sign = language.sign(s.moonSign);
  const verdict = now === undefined
    ? say(w.notRunning, { day: day(at), sign })
    : say(w.runningOn, { name: now.kind === 'sade-sati' ? w.sadeSati : w.dhaiya, day: day(at), phase: phaseWord(phase?.phase ?? now.phases[0]!.phase), sign });
  const ids = new Set<Parameters<typeof doshaInterpretation>[0]>(['sade-sati']);
  if (phase !== undefined) ids.add(phase.phase === 'fourth' || phase.phase === 'eighth' ? `dhaiya-${phase.phase}` : `sade-sati-${phase.phase}`);
  for (const p of s.periods) if (p.kind === 'dhaiya') ids.add(`dhaiya-${p.phases[0]!.phase as 'fourth' | 'eighth'}`);
  return { id: 'sade-sati', title: w.sadeSatiTitle, verdict, facts, texts: [...ids].map((id) => doshaText(id, language)) };
}

/** @summary The three dosha blocks of a birth: Manglik, Kaal Sarp, and Sade Sati with Dhaiya at the instant `at` (ISO). */
export function doshaBlocks(d: VedicDoshas, s: SadeSati, at: string, language: ViewLanguage<VedicWords> = ENGLISH): DoshaBlock[] {
  return [manglikBlock(d, language), kaalSarpBlock(d, language), sadeSatiBlock(s, at, language)];
}
