import type { PartialText } from '../text/partial-text.js';
import type { Locale, ManglikDosha, KaalSarpDosha, SadeSatiStatus, SadeSatiPeriod } from '../schemas/index.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { VEDIC_REPORT_WORDS_DE } from './words/de/vedic-report-words.js';
import { VEDIC_REPORT_WORDS_ES } from './words/es/vedic-report-words.js';
import { VEDIC_REPORT_WORDS_FR } from './words/fr/vedic-report-words.js';
import { VEDIC_REPORT_WORDS_PT_BR } from './words/pt-br/vedic-report-words.js';

/**
 * The connective words of the Vedic report in one locale: titles, headings, facts lines and the sentences that state
 * a dosha's facts. They carry no interpretation; the readings are the entries' own text. A translation adds one
 * object to `VEDIC_REPORT_WORDS`.
 */
export interface VedicReportWords {
  readonly title: string;
  /** `Birth on 1947-08-15, read at 2026-11-29; sidereal zodiac (Lahiri, ayanamsa 23°09′)`. */
  readonly subtitle: (birthDate: string, at: string, ayanamsa: string) => string;
  readonly titles: Readonly<Record<'chart-in-brief' | 'moon-nakshatra' | 'lagna-nakshatra' | 'dasha' | 'yogas' | 'doshas', string>>;
  readonly columns: readonly [string, string, string, string, string];
  /** `Magha, pada 2`. */
  readonly nakshatraPada: (nakshatra: string, pada: number) => string;
  /** `lord Ketu · deity Pitris · symbol Royal throne · Rakshasa gana`. */
  readonly nakshatraFacts: (ruler: string, deity: string, symbol: string, gana: string) => string;
  readonly lagna: string;
  readonly moon: string;
  readonly moonIn: (nakshatra: string) => string;
  readonly lagnaIn: (nakshatra: string) => string;
  /** `Pushya, pada 1 (Leo navamsa)`. */
  readonly padaHeading: (nakshatra: string, pada: number, navamsa: string) => string;
  readonly sameAsMoon: string;
  readonly mahadashaHeading: (lord: string, start: string, end: string) => string;
  readonly antardashaHeading: (maha: string, antar: string, start: string, end: string) => string;
  readonly dashaLead: (at: string) => string;
  readonly yogasLead: (present: number, catalogue: number) => string;
  readonly yogaHeading: (name: string, grahas: readonly string[]) => string;
  readonly yogaFacts: (rule: string, source: string) => string;
  readonly doshasLead: string;
  readonly manglikHeading: (m: ManglikDosha) => string;
  readonly manglikFacts: (m: ManglikDosha) => string;
  readonly kaalSarpHeading: (k: KaalSarpDosha) => string;
  readonly kaalSarpFacts: (k: KaalSarpDosha) => string;
  readonly sadeSatiHeading: (s: SadeSatiStatus) => string;
  readonly sadeSatiFacts: (s: SadeSatiStatus, at: string) => string;
  /** A graha's name (`Sun`, `Rahu`), in the positions table. */
  readonly graha: (graha: string) => string;
  /** A sidereal position `2°07′ Taurus` with its sign named in the locale. */
  readonly position: (position: string) => string;
  /** The facts line's place of the Moon or the Lagna: `Moon 14°20′ Leo in Magha, pada 2`. */
  readonly placeIn: (label: string, position: string, nakshatraPada: string) => string;
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const day = (iso: string) => iso.slice(0, 10);
const list = (items: readonly string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`);
const TRADITION_HOUSES = { classical: '1, 4, 7, 8, 12', 'south-indian': '2, 4, 7, 8, 12', extended: '1, 2, 4, 7, 8, 12' } as const;
const CANCELLATION = {
  'mars-own-or-exalted': 'Mars in its own or exaltation sign',
  'mars-with-or-aspected-by-jupiter': 'Mars with or aspected by Jupiter',
  'mars-with-moon': 'Mars with the Moon',
  'mars-sign-exception': 'the sign exception for Mars in that house',
} as const;
const PHASE = { rising: 'rising phase', peak: 'peak phase', setting: 'setting phase', fourth: 'Saturn in the 4th from the Moon', eighth: 'Saturn in the 8th from the Moon' } as const;
const period = (p: SadeSatiPeriod) => `${p.kind === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'} from ${day(p.start)} to ${day(p.end)}`;

const EN: VedicReportWords = {
  title: 'Vedic report',
  subtitle: (birthDate, at, ayanamsa) => `Birth on ${birthDate}, periods read at ${day(at)}; sidereal zodiac (${ayanamsa})`,
  titles: {
    'chart-in-brief': 'The chart in brief',
    'moon-nakshatra': 'The Moon’s nakshatra',
    'lagna-nakshatra': 'The Lagna’s nakshatra',
    dasha: 'Vimshottari dasha',
    yogas: 'Yogas',
    doshas: 'Doshas',
  },
  columns: ['Graha', 'Sidereal position', 'Nakshatra', 'Pada', 'House'],
  nakshatraPada: (n, p) => `${n}, pada ${p}`,
  nakshatraFacts: (ruler, deity, symbol, gana) => `lord ${ruler} · deity ${deity} · symbol ${symbol} · ${gana} gana`,
  lagna: 'Lagna',
  moon: 'Moon',
  moonIn: (n) => `The Moon in ${n}`,
  lagnaIn: (n) => `The Lagna in ${n}`,
  padaHeading: (n, p, navamsa) => `${n}, pada ${p} (${navamsa} navamsa)`,
  sameAsMoon: 'the Moon’s nakshatra, read above',
  mahadashaHeading: (lord, start, end) => `${lord} mahadasha, ${day(start)} to ${day(end)}`,
  antardashaHeading: (maha, antar, start, end) => `${antar} antardasha of the ${maha} mahadasha, ${day(start)} to ${day(end)}`,
  dashaLead: (at) => `The periods running at ${day(at)}, counted from the Moon’s nakshatra`,
  yogasLead: (present, catalogue) => `${present} of the ${catalogue} yogas of the catalogue ${present === 1 ? 'is' : 'are'} present (whole-sign houses from the Lagna)`,
  yogaHeading: (name, grahas) => (grahas.length === 0 ? name : `${name}: ${list(grahas)}`),
  yogaFacts: (rule, source) => `Rule: ${rule} Source: ${source}.`,
  doshasLead: 'Manglik and Kaal Sarp from the birth chart; Sade Sati from Saturn’s transit at the report’s date',
  manglikHeading: (m) => `Manglik (Kuja) dosha: ${m.effective ? 'present' : m.present ? 'present, cancelled' : 'not present'}`,
  manglikFacts: (m) => {
    const where = `Mars is in the ${ordinal(m.fromAscendant.house)} house from the Lagna, the ${ordinal(m.fromMoon.house)} from the Moon and the ${ordinal(m.fromVenus.house)} from Venus.`;
    const from = [m.fromAscendant.present ? 'the Lagna' : '', m.fromMoon.present ? 'the Moon' : '', m.fromVenus.present ? 'Venus' : ''].filter(Boolean);
    const houses = `the ${m.tradition} tradition counts houses ${TRADITION_HOUSES[m.tradition]}`;
    if (!m.present) return `${where} No dosha: ${houses}.`;
    const cancelled = m.cancellations.length === 0 ? '' : ` It is cancelled by ${list(m.cancellations.map((c) => CANCELLATION[c]))}.`;
    return `${where} It is a dosha house from ${list(from)} (${houses}).${cancelled}`;
  },
  kaalSarpHeading: (k) => (k.form === 'none' ? 'Kaal Sarp: not present' : `Kaal Sarp: ${k.form} form, ${k.type} type`),
  kaalSarpFacts: (k) => {
    if (k.form === 'none') return `The seven grahas lie on both sides of the Rahu–Ketu axis; Rahu is in the ${ordinal(k.rahuHouse)} house.`;
    const half = k.direction === 'kaal-amrit' ? 'from Ketu forward to Rahu (Kaal Amrit)' : 'from Rahu forward to Ketu';
    const out = k.outside.length === 0 ? 'all seven grahas lie' : `all the grahas but ${list(k.outside)} lie`;
    return `With Rahu in the ${ordinal(k.rahuHouse)} house (the ${k.type} type), ${out} in the half of the zodiac ${half}.`;
  },
  sadeSatiHeading: (s) => (s.status === 'none' ? 'Sade Sati: not running' : `${s.status === 'sade-sati' ? 'Sade Sati' : 'Dhaiya'}: running, ${PHASE[s.phase!]}`),
  sadeSatiFacts: (s, at) => {
    const moon = `The natal Moon is in ${s.moonSign}.`;
    const now = s.current === undefined ? `On ${day(at)} neither Sade Sati nor Dhaiya is running.` : `On ${day(at)} the ${period(s.current)} is running.`;
    const next = s.next === undefined ? '' : ` The next is the ${period(s.next)}.`;
    return `${moon} ${now}${next}`;
  },
  graha: (g) => g,
  position: (p) => p,
  placeIn: (label, position, nakshatraPada) => `${label} ${position} in ${nakshatraPada}`,
};

/**
 * The Vedic report's headings in every locale, a family of composed words (issue 31): a translation adds its `PartialText<VedicReportWords>` in
 * `translations` (each heading a function or a string, translated whole or absent), completed with English.
 */
export const VEDIC_REPORT_WORDS_FAMILY = textFamily<VedicReportWords>(
  'section titles and headings', EN,
  { es: VEDIC_REPORT_WORDS_ES, 'pt-BR': VEDIC_REPORT_WORDS_PT_BR, fr: VEDIC_REPORT_WORDS_FR, de: VEDIC_REPORT_WORDS_DE },
  { composed: true },
);

/** The Vedic report's words by locale. */
export const VEDIC_REPORT_WORDS: Readonly<Record<Locale, VedicReportWords>> = familyTable(VEDIC_REPORT_WORDS_FAMILY);

/** The Vedic report's words of a translation, in part (issue 31): each absent heading reads English. */
export type PartialVedicReportWords = PartialText<VedicReportWords>;
