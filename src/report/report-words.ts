import type { PartialText } from '../text/partial-text.js';
import type { ASPECT_PATTERN_TYPES, AspectType, CHART_SHAPES, Element, Locale, Modality, Sign } from '../schemas/index.js';
import { familyTable, textFamily } from '../text/text-family.js';
import { REPORT_WORDS_DE } from './words/de/report-words.js';
import { REPORT_WORDS_ES } from './words/es/report-words.js';
import { REPORT_WORDS_FR } from './words/fr/report-words.js';
import { REPORT_WORDS_PT_BR } from './words/pt-br/report-words.js';

/** A configuration kind of `AspectPattern`. */
type AspectPatternType = (typeof ASPECT_PATTERN_TYPES)[number];
/** A Jones shape of `ChartShape`. */
type ChartShapeType = (typeof CHART_SHAPES)[number];

/**
 * The connective words of a natal report in one locale: section titles and the short headings that name a
 * placement, an aspect or a pattern. They carry no interpretation — the paragraphs are the entries' own text
 * (docs/interpretations.md "Natal report"). A translation adds one object to `REPORT_WORDS`.
 */
export interface ReportWords {
  readonly reportTitle: string;
  readonly titles: {
    readonly chartRulerAndAngles: string;
    readonly sunMoonAscendant: string;
    readonly sunAndMoon: string;
    readonly aspects: string;
    readonly patternsAndShape: string;
    readonly balance: string;
    readonly birthTimeUnknown: string;
    readonly dignities: string;
    readonly houseRulers: string;
    readonly partOfFortune: string;
    readonly chartShape: string;
  };
  /** `Libra rising`. */
  readonly rising: (sign: Sign) => string;
  /** `Midheaven in Leo`. */
  readonly midheavenIn: (sign: Sign) => string;
  /** `Venus, the chart ruler, in the 8th house`. */
  readonly chartRulerIn: (ruler: string, house: number) => string;
  /** `Mars, ruler of the 2nd house, in the 6th house`. */
  readonly houseRulerIn: (ruler: string, ruledHouse: number, house: number) => string;
  /** The chart ruler in the angles' facts line: `Venus in Libra, 8th house`. */
  readonly rulerFacts: (ruler: string, sign: Sign, house: number | undefined) => string;
  /** `Part of Fortune in the 10th house`. */
  readonly fortuneIn: (house: number) => string;
  /** The facts line of the Part of Fortune: `Part of Fortune 12°04′ Leo, 10th house`. */
  readonly fortuneLead: (position: string, house: number) => string;
  /** `Mars in Aries: domicile`. */
  readonly dignityHeading: (body: string, sign: Sign, dignity: string) => string;
  /** `Mutual reception: Venus in Aries and Mars in Taurus (by domicile)`. */
  readonly receptionHeading: (a: string, signA: Sign, b: string, signB: Sign, type: string) => string;
  /** `Fire leads` / `Little earth`. */
  readonly elementHeading: (element: Element, emphasis: 'dominant' | 'lacking') => string;
  /** `Cardinal leads` / `Little mutable`. */
  readonly modalityHeading: (modality: Modality, emphasis: 'dominant' | 'lacking') => string;
  /** `Mars in the 7th house, at the Descendant (orb 2°10′)`: a house heading within orb of an angle. */
  readonly inHouseAtAngle: (point: string, house: number, angle: string, orb: string) => string;
  /** `Moon in Aquarius (if born before about 14:20)`: one of the two signs of a body changing sign that day. */
  readonly inSignPartOfDay: (point: string, sign: Sign, before: boolean, time: string | undefined) => string;
  /** `Moon changes sign that day`: the heading of an untimed note on a body. */
  readonly changesSign: (point: string) => string;
  /** `No birth time`. */
  readonly noTimeHeading: string;
  /** A body's name inside a sentence: `the Moon`, `Jupiter`, `the North Node`. */
  readonly proseName: (point: string) => string;
  /** A sign's name filling a paragraph's slot (`{first}`, `{signA}`): `Leo`. */
  readonly signName: (sign: Sign) => string;
  /** A position filling a paragraph's slot (`{start}`), its sign named in the locale: `2°07′ Taurus`. */
  readonly positionName: (position: string) => string;
  /** Names joined as a paragraph's `{all}` slot joins them: `the Sun, Jupiter and Saturn`. */
  readonly list: (names: readonly string[]) => string;
  /** The heading of a pattern's own paragraph: `The T-square as a whole`. */
  readonly patternWhole: (type: AspectPatternType) => string;
  /** `at about 14:20 local time` / `at some hour of that day`: when a body changes sign, in the untimed note. */
  readonly signChangeWhen: (time: string | undefined) => string;
  /** A Moon aspect of an untimed chart: the heading, then that its orb is the noon one. */
  readonly noonAspect: (heading: string) => string;
  /** The display name of a body or angle (`NorthNode` → `North Node`). */
  readonly pointName: (point: string) => string;
  /** `Mars in Leo`. */
  readonly inSign: (point: string, sign: Sign) => string;
  /** `Mars in the 10th house`. */
  readonly inHouse: (point: string, house: number) => string;
  /** `Sun square Moon (orb 2°18′, applying)`. */
  readonly aspect: (a: string, type: AspectType, b: string, orb: string, applying: boolean) => string;
  /** `Chart shape: bowl, led by the Moon`. */
  readonly shape: (shape: ChartShapeType, leading: string | undefined) => string;
  /** `Grand trine: Sun, Jupiter, Saturn`. */
  readonly pattern: (type: AspectPatternType, bodies: readonly string[]) => string;
  /** The facts line of a stellium, which its text does not place: `Sun, Mercury and Jupiter in Cancer, 9th house`. */
  readonly stelliumLead: (bodies: readonly string[], sign: Sign, houses: readonly number[]) => string;
  /** `Signature: Cancer (cardinal water)`. */
  readonly signature: (sign: Sign, element: Element, modality: Modality) => string;
  /** The facts line of a planet section: `Mars 2°07′ Taurus, 7th house, retrograde`. */
  readonly placementLead: (point: string, position: string, house: number | undefined, retrograde: boolean) => string;
  /** The facts line of the angles section. */
  readonly anglesLead: (ascendant: string, midheaven: string | undefined, ruler: string | undefined) => string;
  /** The name of an element, as the facts line writes it. */
  readonly element: (element: Element) => string;
  /** The name of a modality, as the facts line writes it. */
  readonly modality: (modality: Modality) => string;
  /** The facts line of the balance section. */
  readonly balanceLead: (elements: string, modalities: string, signature: string) => string;
  /** `Born 1990-07-15 14:30 (America/New_York), 40.7128° N 74.0060° W, Placidus houses`; without a time, says so. */
  readonly birthLine: (date: string, time: string | undefined, zone: string | undefined, place: string, houses: string | undefined) => string;
  /** `sidereal zodiac (Lahiri, ayanamsa 23°43′)`: the zodiac of a sidereal report, for its header. */
  readonly siderealZodiac: (system: string, ayanamsa: string) => string;
  /** `40.7128° N 74.0060° W`. */
  readonly place: (latitude: number, longitude: number) => string;
  readonly ordinal: (n: number) => string;
}

const POINT_NAMES_EN: Readonly<Record<string, string>> = {
  NorthNode: 'North Node',
  NorthNodeMean: 'North Node (mean)',
  SouthNode: 'South Node',
  LilithMean: 'Lilith',
  LilithTrue: 'Lilith (true)',
};

const ASPECT_NAMES_EN: Readonly<Record<AspectType, string>> = {
  conjunction: 'conjunct', sextile: 'sextile', square: 'square', trine: 'trine', opposition: 'opposite',
  quincunx: 'quincunx', semiSextile: 'semi-sextile', semiSquare: 'semi-square', sesquiquadrate: 'sesquiquadrate',
  quintile: 'quintile', biquintile: 'biquintile',
};

const PATTERN_NAMES_EN: Readonly<Record<AspectPatternType, string>> = {
  grandTrine: 'Grand trine', tSquare: 'T-square', grandCross: 'Grand cross', yod: 'Yod', kite: 'Kite',
  mysticRectangle: 'Mystic rectangle', stellium: 'Stellium',
};

function ordinalEn(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const nameEn = (p: string) => POINT_NAMES_EN[p] ?? p;

/** English connective words. */
const REPORT_WORDS_EN: ReportWords = {
  reportTitle: 'Natal report',
  titles: {
    chartRulerAndAngles: 'Chart ruler and angles',
    sunMoonAscendant: 'Sun, Moon and Ascendant',
    sunAndMoon: 'Sun and Moon',
    aspects: 'Other aspects, by weight',
    patternsAndShape: 'Patterns and chart shape',
    balance: 'Element and modality balance',
    birthTimeUnknown: 'Birth time unknown',
    dignities: 'Dignities and receptions',
    houseRulers: 'House rulers',
    partOfFortune: 'Part of Fortune',
    chartShape: 'Chart shape',
  },
  rising: (sign) => `${sign} rising`,
  midheavenIn: (sign) => `Midheaven in ${sign}`,
  chartRulerIn: (ruler, house) => `${nameEn(ruler)}, the chart ruler, in the ${ordinalEn(house)} house`,
  houseRulerIn: (ruler, ruled, house) => `${nameEn(ruler)}, ruler of the ${ordinalEn(ruled)} house, in the ${ordinalEn(house)} house`,
  rulerFacts: (ruler, sign, house) => `${nameEn(ruler)} in ${sign}${house === undefined ? '' : `, ${ordinalEn(house)} house`}`,
  fortuneIn: (house) => `Part of Fortune in the ${ordinalEn(house)} house`,
  fortuneLead: (position, house) => `Part of Fortune ${position}, ${ordinalEn(house)} house`,
  dignityHeading: (body, sign, dignity) => `${nameEn(body)} in ${sign}: ${dignity}`,
  receptionHeading: (a, signA, b, signB, type) =>
    `Mutual reception: ${nameEn(a)} in ${signA} and ${nameEn(b)} in ${signB} (${type === 'mixed' ? 'by domicile and exaltation' : `by ${type}`})`,
  elementHeading: (e, emphasis) => (emphasis === 'dominant' ? `${e} leads` : `Little ${e.toLowerCase()}`),
  modalityHeading: (m, emphasis) => (emphasis === 'dominant' ? `${m} leads` : `Little ${m.toLowerCase()}`),
  inHouseAtAngle: (p, house, angle, orb) => `${nameEn(p)} in the ${ordinalEn(house)} house, at the ${angle} (orb ${orb})`,
  inSignPartOfDay: (p, sign, before, time) =>
    `${nameEn(p)} in ${sign} (${time === undefined ? (before ? 'earlier that day' : 'later that day') : `if born ${before ? 'before' : 'after'} about ${time}`})`,
  changesSign: (p) => `${nameEn(p)} changes sign that day`,
  noTimeHeading: 'No birth time',
  proseName: (p) => (['Sun', 'Moon', 'NorthNode', 'NorthNodeMean', 'SouthNode'].includes(p) ? `the ${nameEn(p)}` : nameEn(p)),
  patternWhole: (type) => `The ${type === 'tSquare' ? 'T-square' : PATTERN_NAMES_EN[type].toLowerCase()} as a whole`,
  signName: (sign) => sign,
  positionName: (position) => position,
  list: (names) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`),
  signChangeWhen: (time) => (time === undefined ? 'at some hour of that day' : `at about ${time} local time`),
  noonAspect: (heading) => `${heading}, at noon: the orb changes through the day`,
  pointName: nameEn,
  inSign: (p, sign) => `${nameEn(p)} in ${sign}`,
  inHouse: (p, house) => `${nameEn(p)} in the ${ordinalEn(house)} house`,
  aspect: (a, type, b, orb, applying) => `${nameEn(a)} ${ASPECT_NAMES_EN[type]} ${nameEn(b)} (orb ${orb}, ${applying ? 'applying' : 'separating'})`,
  shape: (shape, leading) => `Chart shape: ${shape}${leading === undefined ? '' : `, led by ${nameEn(leading)}`}`,
  pattern: (type, bodies) => `${PATTERN_NAMES_EN[type]}: ${bodies.map(nameEn).join(', ')}`,
  stelliumLead: (bodies, sign, houses) => {
    const names = bodies.map(nameEn);
    const list = names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
    const where = houses.length === 0 ? '' : houses.length === 1 ? `, ${ordinalEn(houses[0]!)} house` : `, ${houses.slice(0, -1).map(ordinalEn).join(', ')} and ${ordinalEn(houses.at(-1)!)} houses`;
    return `${list} in ${sign}${where}`;
  },
  signature: (sign, element, modality) => `Signature: ${sign} (${modality.toLowerCase()} ${element.toLowerCase()})`,
  placementLead: (p, position, house, retrograde) =>
    `${nameEn(p)} ${position}${house === undefined ? '' : `, ${ordinalEn(house)} house`}${retrograde ? ', retrograde' : ''}`,
  anglesLead: (asc, mc, ruler) => [`Ascendant ${asc}`, ...(mc === undefined ? [] : [`Midheaven ${mc}`]), ...(ruler === undefined ? [] : [`chart ruler ${ruler}`])].join(' · '),
  element: (e) => e,
  modality: (m) => m,
  balanceLead: (elements, modalities, signature) => `${elements} · ${modalities} · signature ${signature}`,
  birthLine: (date, time, zone, place, houses) =>
    [
      `Born ${date}${time === undefined ? '' : ` ${time}`}${zone === undefined ? '' : ` (${zone})`}`,
      place,
      ...(time === undefined ? ['birth time unknown (no houses or angles)'] : []),
      ...(houses === undefined ? [] : [`${houses} houses`]),
    ].join(', '),
  siderealZodiac: (system, ayanamsa) => `sidereal zodiac (${system}, ayanamsa ${ayanamsa})`,
  place: (lat, lon) => `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'} ${Math.abs(lon).toFixed(4)}° ${lon < 0 ? 'W' : 'E'}`,
  ordinal: ordinalEn,
};

/**
 * The natal report's headings in every locale, a family of composed words (issue 31): a translation adds its `PartialText<ReportWords>` in
 * `translations` (each heading a function or a string, translated whole or absent), completed with English.
 */
export const REPORT_WORDS_FAMILY = textFamily<ReportWords>(
  'section titles and headings', REPORT_WORDS_EN,
  { es: REPORT_WORDS_ES, 'pt-BR': REPORT_WORDS_PT_BR, fr: REPORT_WORDS_FR, de: REPORT_WORDS_DE },
  { composed: true },
);

/** The connective words of every locale with interpretation text. */
export const REPORT_WORDS: Readonly<Record<Locale, ReportWords>> = familyTable(REPORT_WORDS_FAMILY);

/** The natal report's connective words of a translation, in part (issue 31): each absent heading reads English. */
export type PartialReportWords = PartialText<ReportWords>;
