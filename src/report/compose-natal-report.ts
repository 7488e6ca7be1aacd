import { houseContaining } from '../houses/house-of.js';
import {
  ASPECT_POINTS, ASPECT_TYPES, SIGNS,
  type AspectPattern, type AspectPoint, type AspectType, type ChartShape, type InterpretedBody, type Locale,
  type NatalChartResponse, type NatalReport, type NatalReportParagraph, type NatalReportSection, type NatalReportSource,
  type OrbProfile, type Sign,
} from '../schemas/index.js';
import { NATAL_TEXT_EN } from '../text/en/natal/index.js';
import { DIGNITY_PLANETS, pairKey, type DignityPlanet, type NatalPlanet, type SignDignity } from '../text/natal-text.js';
import { domicileRuler } from '../zodiac/domiciles.js';
import { SIGN_FACTS } from '../zodiac/signs.js';
import { MINOR_ASPECT_MAX_ORB, aspectWeight } from './aspect-weight.js';
import { formatArc, formatPosition, formatWeight } from './format-position.js';
import { patternLegs } from './pattern-legs.js';
import type { ReportEntries } from './report-entries.js';
import { REPORT_WORDS, type ReportWords } from './report-words.js';
import { moonSignChangeTime } from './sign-change-time.js';
import { patternTemplate } from './pattern-template.js';

/**
 * Which of a planet's dignities of sign is read when it holds two (Mercury in Virgo rules and is exalted there;
 * in Pisces it is in detriment and fall): the one particular to that sign first.
 */
const DIGNITY_READING_ORDER = ['exaltation', 'fall', 'domicile', 'detriment'] as const satisfies readonly SignDignity[];

/** An element or modality with at most this weight is read as lacking (one personal planet, or two outer ones). */
export const LACKING_WEIGHT = 1;

/**
 * The bodies a report gives a section of their own, in this order, when the chart has them: the ten planets,
 * Chiron, the true North Node and the mean Lilith (the bodies with placement text, docs/interpretations.md).
 */
export const REPORT_BODIES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto',
  'Chiron', 'NorthNode', 'LilithMean',
] as const satisfies readonly InterpretedBody[];

/** What a report is composed from: the chart, its analyses, and how many aspects to interpret. */
export interface NatalReportInput {
  readonly chart: NatalChartResponse;
  readonly patterns: readonly AspectPattern[];
  readonly shape: ChartShape | undefined;
  readonly aspectLimit: number;
  readonly locale: Locale;
}

/** A section being built: paragraphs and their sources, one each, with the report's record of entries used. */
class SectionBuilder {
  readonly paragraphs: NatalReportParagraph[] = [];
  readonly sources: NatalReportSource[] = [];
  constructor(private readonly used: Set<string>) {}

  /** Adds a paragraph unless its entry was already read earlier in the report (each entry appears once). */
  add(heading: string, text: string, source: NatalReportSource): void {
    const key = JSON.stringify(source);
    if (this.used.has(key)) return;
    this.used.add(key);
    this.paragraphs.push({ heading, text });
    this.sources.push(source);
  }

  section(id: string, title: string, lead?: string): NatalReportSection {
    return { id, title, ...(lead === undefined ? {} : { lead }), paragraphs: this.paragraphs, sources: this.sources };
  }
}

const isAspectPoint = (body: string): body is AspectPoint => (ASPECT_POINTS as readonly string[]).includes(body);
const pointRank = (p: string) => (ASPECT_POINTS as readonly string[]).indexOf(p);
const aspectRank = (t: string) => (ASPECT_TYPES as readonly string[]).indexOf(t);

/** Weight descending, then orb ascending; ties by the points' order in ASPECT_POINTS, then the aspect's (deterministic). */
function byWeight<T extends { weight: number; orb: number; a: string; b: string; type: string }>(x: T, y: T): number {
  return y.weight - x.weight || x.orb - y.orb || pointRank(x.a) - pointRank(y.a) || pointRank(x.b) - pointRank(y.b) || aspectRank(x.type) - aspectRank(y.type);
}

/**
 * @summary The chart's "signature": the sign of its dominant element in its dominant modality (cardinal water →
 * Cancer), a common modern synthesis of the element and modality balance.
 * @example signatureSign(chart) // 'Cancer' when water and cardinal dominate
 */
export function signatureSign(chart: NatalChartResponse): Sign {
  return SIGNS.find((s) => SIGN_FACTS[s].element === chart.elementBalance.dominant && SIGN_FACTS[s].modality === chart.modalityBalance.dominant)!;
}

const MINOR_TYPES = ['quincunx', 'semiSextile', 'semiSquare', 'sesquiquadrate', 'quintile', 'biquintile'] as const;
type MinorType = (typeof MINOR_TYPES)[number];
const isMinor = (t: string): t is MinorType => (MINOR_TYPES as readonly string[]).includes(t);
const kebab = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Fills `{name}` slots of a pattern, reception or untimed text with the chart's names, and capitalizes a sentence
 * that now begins with one (`the Moon` → `The Moon`).
 */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
    .replace(/(^|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);
}

/**
 * @summary Compose a natal report from a chart, its aspect patterns and chart shape, reading every paragraph from
 * `entries` (docs/interpretations.md "Natal report"). Sections, in order:
 * 1. `birth-time-unknown` (without a birth time): why there are no houses or angles;
 * 2. `chart-ruler-and-angles` (with a birth time): the chart ruler's sign summary (unless the Sun or the Moon) and
 *    its house reading, the Midheaven's sign, then the aspects to the angles by weight;
 * 3. `sun-moon-ascendant`: the Sun's and the Moon's sign summaries (both of the Moon's signs when it changes sign on
 *    an untimed day) and the rising-sign reading;
 * 4. `planet-<body>` for each of REPORT_BODIES the chart has: its sign description (both, with a note, when it
 *    changes sign on an untimed day), then its house description, headed "at the Descendant" (or another angle)
 *    only within the orb of its aspect to that angle;
 * 5. `dignities-and-receptions`: each planet in domicile, exaltation, detriment or fall, then mutual receptions;
 * 6. `house-rulers` (with a birth time): the ruler of each house 2–12 in its house;
 * 7. `part-of-fortune` (with a birth time);
 * 8. `pattern-<kind>-<bodies>` for each aspect pattern: its text with the chart's planets, then its legs;
 * 9. `aspects`: the other aspects by weight (`aspectWeight`); minor ones only within MINOR_ASPECT_MAX_ORB and with
 *    a text of their pair; at most `aspectLimit` aspects between bodies in all (legs first);
 * 10. `chart-shape`; 11. `element-and-modality-balance`: the dominant element and modality and any lacking one.
 * No entry is read twice (a repeated one is left out where it would appear again); a section left with neither a
 * paragraph nor a facts line is left out. Deterministic. Signs are the chart's: a sidereal chart gives a sidereal
 * report, which repeats the chart's `zodiac` and `ayanamsa`. Inputs are taken as valid (the records layer parsed them).
 */
export function composeNatalReport(input: NatalReportInput, entries: ReportEntries): NatalReport {
  const { chart, aspectLimit } = input;
  const words: ReportWords = REPORT_WORDS[input.locale];
  const natal = entries.natal;
  /**
   * The words that fill a paragraph's slots (names of bodies and signs, positions, lists, when): the report's
   * locale's for a translated paragraph, English's for one that fell back to English, so that no sentence mixes two
   * languages.
   */
  const slotWords = (text: string, english: string): ReportWords => (text === english ? REPORT_WORDS.en : words);
  const used = new Set<string>();
  const sections: NatalReportSection[] = [];
  const push = (section: NatalReportSection) => {
    if (section.paragraphs.length > 0 || section.lead !== undefined) sections.push(section);
  };
  const positionOf = (body: string) => chart.positions.find((p) => p.body === body)?.position;
  const houseOf = (longitude: number): number | undefined =>
    chart.houses === undefined ? undefined : houseContaining(longitude, chart.houses);
  const profile: OrbProfile = chart.orbProfile ?? 'modern-western';
  const ruler = chart.chartRuler;
  const untimed = chart.untimedDay;
  const moonChange = untimed === undefined ? undefined : moonSignChangeTime(untimed);
  /** The bodies that change sign on an untimed birth day, with their two signs. */
  const changes = new Map((untimed?.signChanges ?? []).map((c) => [c.body as string, c]));

  // 1. No birth time.
  if (chart.ascendant === undefined) {
    const b = new SectionBuilder(used);
    b.add(words.noTimeHeading, natal.untimed.noTime, { record: 'UntimedBirth', note: 'noTime' });
    push(b.section('birth-time-unknown', words.titles.birthTimeUnknown));
  }

  // Aspects to the angles and between bodies, weighed (docs/interpretations.md "How aspects are weighed").
  const minorText = (a: string, b: string, type: MinorType): string | undefined => {
    const key = pairKey(a, b);
    return key === undefined ? undefined : natal.minorAspects[key]?.[type];
  };
  const readable = (a: string, b: string, type: AspectType, orb: number, isLeg: boolean): boolean => {
    if (!isMinor(type)) return true;
    return (isLeg || orb <= MINOR_ASPECT_MAX_ORB) && minorText(a, b, type) !== undefined;
  };
  const addAspect = (b: SectionBuilder, p: AspectPoint, q: AspectPoint, type: AspectType, orb: number, applying: boolean) => {
    let heading = words.aspect(p, type, q, formatArc(orb), applying);
    if (untimed !== undefined && (p === 'Moon' || q === 'Moon')) heading = words.noonAspect(heading);
    if (isMinor(type)) {
      const [x, y] = pairKey(p, q)!.split('|');
      b.add(heading, minorText(p, q, type)!, { record: 'MinorAspectPair', body1: x as NatalPlanet, body2: y as NatalPlanet, aspect: type });
    } else {
      b.add(heading, entries.aspect(p, q, type).description, {
        record: 'AspectInterpretationDetailed', body1: p, body2: q, aspect: type, field: 'description',
      });
    }
  };

  // 2. Chart ruler and angles.
  if (chart.ascendant !== undefined) {
    const b = new SectionBuilder(used);
    let rulerFacts: string | undefined;
    if (ruler !== undefined) {
      const house = houseOf(ruler.longitude);
      rulerFacts = words.rulerFacts(ruler.planet, ruler.sign, house);
      if ((REPORT_BODIES as readonly string[]).includes(ruler.planet) && ruler.planet !== 'Sun' && ruler.planet !== 'Moon') {
        const body = ruler.planet as InterpretedBody;
        b.add(words.inSign(body, ruler.sign), entries.planetInSign(body, ruler.sign).summary, {
          record: 'PlanetInSignInterpretation', body, sign: ruler.sign, field: 'summary',
        });
      }
      if (house !== undefined) {
        b.add(words.chartRulerIn(ruler.planet, house), natal.chartRulerInHouse[house - 1]!, { record: 'HouseRulerInHouse', ruledHouse: 1, house });
      }
    }
    if (chart.midheavenSign !== undefined) {
      b.add(words.midheavenIn(chart.midheavenSign), natal.midheavenSign[chart.midheavenSign], { record: 'AngleSign', angle: 'Midheaven', sign: chart.midheavenSign });
    }
    const angleAspects = (chart.angleAspects ?? [])
      .filter((x) => isAspectPoint(x.body) && readable(x.body, x.angle, x.type, x.orb, false))
      .map((x) => ({ ...x, a: x.body, b: x.angle, weight: aspectWeight({ a: x.body, b: x.angle, type: x.type, orb: x.orb }, profile, ruler?.planet, false) }))
      .sort(byWeight)
      .slice(0, aspectLimit);
    for (const x of angleAspects) addAspect(b, x.body as AspectPoint, x.angle, x.type, x.orb, x.isApplying);
    const mc = chart.midheaven === undefined ? undefined : formatPosition(chart.midheaven);
    push(b.section('chart-ruler-and-angles', words.titles.chartRulerAndAngles, words.anglesLead(formatPosition(chart.ascendant), mc, rulerFacts)));
  }

  // 3. Sun, Moon and Ascendant.
  {
    const b = new SectionBuilder(used);
    for (const body of ['Sun', 'Moon'] as const) {
      const at = positionOf(body);
      if (at === undefined) continue;
      const change = changes.get(body);
      if (change === undefined) {
        b.add(words.inSign(body, at.sign), entries.planetInSign(body, at.sign).summary, {
          record: 'PlanetInSignInterpretation', body, sign: at.sign, field: 'summary',
        });
        continue;
      }
      const time = body === 'Moon' ? moonChange : undefined;
      for (const [sign, before] of [[change.startSign, true], [change.endSign, false]] as const) {
        b.add(words.inSignPartOfDay(body, sign, before, time), entries.planetInSign(body, sign).summary, {
          record: 'PlanetInSignInterpretation', body, sign, field: 'summary',
        });
      }
    }
    if (chart.ascendantSign !== undefined) {
      b.add(words.rising(chart.ascendantSign), natal.risingSign[chart.ascendantSign], { record: 'AngleSign', angle: 'Ascendant', sign: chart.ascendantSign });
    }
    const title = chart.ascendantSign === undefined ? words.titles.sunAndMoon : words.titles.sunMoonAscendant;
    push(b.section('sun-moon-ascendant', title));
  }

  // 4. Each body in its sign and house.
  const ANGLE_AT: Readonly<Record<string, string>> = {
    'Ascendant conjunction': 'Ascendant', 'Ascendant opposition': 'Descendant',
    'Midheaven conjunction': 'Midheaven', 'Midheaven opposition': 'Imum Coeli',
  };
  for (const body of REPORT_BODIES) {
    const at = positionOf(body);
    if (at === undefined) continue;
    const b = new SectionBuilder(used);
    const house = houseOf(at.longitude);
    const change = changes.get(body);
    if (change === undefined) {
      b.add(words.inSign(body, at.sign), entries.planetInSign(body, at.sign).description, {
        record: 'PlanetInSignInterpretation', body, sign: at.sign, field: 'description',
      });
      if (body === 'Moon' && untimed !== undefined) {
        const w = slotWords(natal.untimed.moonRange, NATAL_TEXT_EN.untimed.moonRange);
        b.add(words.inSign(body, at.sign), fill(natal.untimed.moonRange, {
          sign: w.signName(at.sign), start: w.positionName(formatPosition(untimed.moonStartLongitude)), end: w.positionName(formatPosition(untimed.moonEndLongitude)),
        }), { record: 'UntimedBirth', note: 'moonRange', body: 'Moon' });
      }
    } else {
      const time = body === 'Moon' ? moonChange : undefined;
      const w = slotWords(natal.untimed.signChange, NATAL_TEXT_EN.untimed.signChange);
      b.add(words.changesSign(body), fill(natal.untimed.signChange, {
        body: w.proseName(body), first: w.signName(change.startSign), second: w.signName(change.endSign), when: w.signChangeWhen(time),
      }), { record: 'UntimedBirth', note: 'signChange', body: body as NatalPlanet | 'Chiron' | 'NorthNode' });
      for (const [sign, before] of [[change.startSign, true], [change.endSign, false]] as const) {
        b.add(words.inSignPartOfDay(body, sign, before, time), entries.planetInSign(body, sign).description, {
          record: 'PlanetInSignInterpretation', body, sign, field: 'description',
        });
      }
    }
    if (house !== undefined) {
      const angle = (chart.angleAspects ?? [])
        .filter((x) => x.body === body && ANGLE_AT[`${x.angle} ${x.type}`] !== undefined)
        .sort((x, y) => x.orb - y.orb)[0];
      const heading = angle === undefined
        ? words.inHouse(body, house)
        : words.inHouseAtAngle(body, house, ANGLE_AT[`${angle.angle} ${angle.type}`]!, formatArc(angle.orb));
      b.add(heading, entries.planetInHouse(body, house).description, {
        record: 'PlanetInHouseInterpretation', body, house, field: 'description',
      });
    }
    push(b.section(`planet-${kebab(body)}`, words.pointName(body), words.placementLead(body, formatPosition(at.longitude), house, at.isRetrograde)));
  }

  // 5. Dignities and receptions (of sign: domicile, exaltation, detriment, fall), for bodies whose sign is certain.
  {
    const b = new SectionBuilder(used);
    for (const d of chart.dignities ?? []) {
      if (!(DIGNITY_PLANETS as readonly string[]).includes(d.body) || changes.has(d.body)) continue;
      const kind = DIGNITY_READING_ORDER.find((k) => (d.held ?? [d.dignity]).includes(k));
      if (kind === undefined) continue;
      const planet = d.body as DignityPlanet;
      b.add(words.dignityHeading(planet, d.sign, kind), natal.dignity[planet][kind], { record: 'SignDignity', body: planet, dignity: kind });
    }
    for (const r of chart.mutualReceptions ?? []) {
      if (changes.has(r.body1) || changes.has(r.body2)) continue;
      const w = slotWords(natal.mutualReception[r.type], NATAL_TEXT_EN.mutualReception[r.type]);
      const text = fill(natal.mutualReception[r.type], { a: w.proseName(r.body1), b: w.proseName(r.body2), signA: w.signName(r.sign1), signB: w.signName(r.sign2) });
      b.add(words.receptionHeading(r.body1, r.sign1, r.body2, r.sign2, r.type), text, { record: 'MutualReception', body1: r.body1 as DignityPlanet, body2: r.body2 as DignityPlanet, type: r.type });
    }
    push(b.section('dignities-and-receptions', words.titles.dignities));
  }

  // 6. House rulers (the ruler of the 1st, the chart ruler, was read in section 2).
  if (chart.houses !== undefined && ruler !== undefined && chart.ascendantSign !== undefined) {
    const b = new SectionBuilder(used);
    const scheme = ruler.planet === domicileRuler(chart.ascendantSign, 'traditional') ? 'traditional' : 'modern';
    for (let n = 2; n <= 12; n += 1) {
      const cuspSign = chart.houses[n - 1]!.cusp.sign;
      const lord = domicileRuler(cuspSign, scheme);
      const at = positionOf(lord);
      if (at === undefined) continue;
      const m = houseOf(at.longitude)!;
      b.add(words.houseRulerIn(lord, n, m), natal.houseRulerInHouse[n - 2]![m - 1]!, { record: 'HouseRulerInHouse', ruledHouse: n, house: m });
    }
    push(b.section('house-rulers', words.titles.houseRulers));
  }

  // 7. Part of Fortune.
  if (chart.partOfFortune !== undefined && chart.houses !== undefined) {
    const b = new SectionBuilder(used);
    const house = houseOf(chart.partOfFortune.longitude)!;
    b.add(words.fortuneIn(house), natal.partOfFortuneInHouse[house - 1]!, { record: 'PartOfFortuneInHouse', house });
    push(b.section('part-of-fortune', words.titles.partOfFortune, words.fortuneLead(formatPosition(chart.partOfFortune.longitude), house)));
  }

  // 8–9. Patterns with their legs, then the other aspects, by weight; at most aspectLimit aspect paragraphs in all.
  {
    const between = chart.aspects.filter((x) => isAspectPoint(x.body1) && isAspectPoint(x.body2));
    const legsOf = input.patterns.map((p) => new Set<object>(patternLegs(p, between)));
    const isLeg = (x: object) => legsOf.some((legs) => legs.has(x));
    const weighed = between
      .filter((x) => readable(x.body1, x.body2, x.type, x.orb, isLeg(x)))
      .map((x) => ({ x, a: x.body1, b: x.body2, type: x.type, orb: x.orb, weight: aspectWeight({ a: x.body1, b: x.body2, type: x.type, orb: x.orb }, profile, ruler?.planet, isLeg(x)) }));
    let budget = aspectLimit;
    const seen = new Set<object>();
    const take = (b: SectionBuilder, list: readonly (typeof weighed)[number][]) => {
      for (const { x } of [...list].sort(byWeight)) {
        if (budget <= 0 || seen.has(x)) continue;
        seen.add(x);
        budget -= 1;
        addAspect(b, x.body1 as AspectPoint, x.body2 as AspectPoint, x.type, x.orb, x.isApplying);
      }
    };
    input.patterns.forEach((p, i) => {
      const b = new SectionBuilder(used);
      const before = input.patterns.slice(0, i).filter((q) => q.type === 'stellium').length;
      const template = patternTemplate(natal, p.type, before, chart.houses !== undefined);
      const w = slotWords(template, patternTemplate(NATAL_TEXT_EN, p.type, before, chart.houses !== undefined));
      const names = p.bodies.map((x) => w.proseName(x));
      const text = fill(template, { a: names[0]!, b: names[1]!, c: names[2] ?? '', d: names[3] ?? '', all: w.list(names) });
      b.add(words.patternWhole(p.type), text, { record: 'AspectPattern', type: p.type, bodies: [...p.bodies] });
      take(b, weighed.filter((w) => legsOf[i]!.has(w.x)));
      // A stellium's text speaks of "one sign": its facts line names the sign and the houses.
      const at = p.bodies.map((x) => positionOf(x)).filter((x) => x !== undefined);
      const lead = p.type === 'stellium' && at.length > 0
        ? words.stelliumLead(p.bodies, at[0]!.sign, [...new Set(at.map((x) => houseOf(x.longitude)).filter((h) => h !== undefined))].sort((x, y) => x - y))
        : undefined;
      push(b.section(`pattern-${kebab(p.type)}-${p.bodies.map(kebab).join('-')}`, words.pattern(p.type, p.bodies), lead));
    });
    const b = new SectionBuilder(used);
    take(b, weighed);
    push(b.section('aspects', words.titles.aspects));
  }

  // 10. Chart shape.
  if (input.shape !== undefined) {
    const b = new SectionBuilder(used);
    // The locale's paragraph (the heading names the leading planet); where it reads English (English itself, or a
    // locale without the entry, which `warnings` names), the record's own description, with its leading planet.
    const own = natal.chartShape[input.shape.shape];
    const shapeText = own === NATAL_TEXT_EN.chartShape[input.shape.shape] ? input.shape.description : own;
    b.add(words.shape(input.shape.shape, input.shape.leadingPlanet), shapeText, { record: 'ChartShape', shape: input.shape.shape });
    push(b.section('chart-shape', words.titles.chartShape));
  }

  // 11. Element and modality balance, read as a whole: what leads, and what is scarce (weight ≤ LACKING_WEIGHT).
  {
    const b = new SectionBuilder(used);
    const e = chart.elementBalance;
    const m = chart.modalityBalance;
    const signature = signatureSign(chart);
    const elementWeights = [['Fire', e.fire], ['Earth', e.earth], ['Air', e.air], ['Water', e.water]] as const;
    const modalityWeights = [['Cardinal', m.cardinal], ['Fixed', m.fixed], ['Mutable', m.mutable]] as const;
    b.add(words.elementHeading(e.dominant, 'dominant'), natal.elementDominant[e.dominant], { record: 'Balance', quality: e.dominant, emphasis: 'dominant' });
    for (const [el, w] of elementWeights) {
      if (w <= LACKING_WEIGHT) b.add(words.elementHeading(el, 'lacking'), natal.elementLacking[el], { record: 'Balance', quality: el, emphasis: 'lacking' });
    }
    b.add(words.modalityHeading(m.dominant, 'dominant'), natal.modalityDominant[m.dominant], { record: 'Balance', quality: m.dominant, emphasis: 'dominant' });
    for (const [mo, w] of modalityWeights) {
      if (w <= LACKING_WEIGHT) b.add(words.modalityHeading(mo, 'lacking'), natal.modalityLacking[mo], { record: 'Balance', quality: mo, emphasis: 'lacking' });
    }
    const weights = (pairs: readonly (readonly [string, number])[]) => pairs.map(([name, w]) => `${name} ${formatWeight(w)}`).join(' · ');
    const elements = weights(elementWeights.map(([n, w]) => [words.element(n), w] as const));
    const modalities = weights(modalityWeights.map(([n, w]) => [words.modality(n), w] as const));
    push(b.section('element-and-modality-balance', words.titles.balance, words.balanceLead(elements, modalities, signature)));
  }

  // The report is in its chart's zodiac, and says so as the chart does (docs/zodiac.md "Sidereal everywhere").
  const zodiac = {
    ...(chart.zodiac === undefined ? {} : { zodiac: chart.zodiac }),
    ...(chart.ayanamsa === undefined ? {} : { ayanamsa: chart.ayanamsa }),
  };
  return { chart, locale: input.locale, aspectLimit, sections, ...zodiac };
}
