import { houseContaining } from '../houses/house-of.js';
import {
  ASPECT_POINTS, ASPECT_TYPES, SIGNS,
  type AspectPattern, type AspectPoint, type ChartShape, type InterpretedBody, type Locale, type NatalChartResponse,
  type NatalReport, type NatalReportParagraph, type NatalReportSection, type NatalReportSource, type Sign,
} from '../schemas/index.js';
import { SIGN_FACTS } from '../zodiac/signs.js';
import { formatArc, formatPosition, formatWeight } from './format-position.js';
import type { ReportEntries } from './report-entries.js';
import { REPORT_WORDS, type ReportWords } from './report-words.js';

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

/** Orb ascending; ties by the points' order in ASPECT_POINTS, then by the aspect's order (deterministic). */
function byOrb<T extends { orb: number; a: string; b: string; type: string }>(x: T, y: T): number {
  return x.orb - y.orb || pointRank(x.a) - pointRank(y.a) || pointRank(x.b) - pointRank(y.b) || aspectRank(x.type) - aspectRank(y.type);
}

/**
 * @summary The chart's "signature": the sign of its dominant element in its dominant modality (cardinal water →
 * Cancer), a common modern synthesis of the element and modality balance.
 * @example signatureSign(chart) // 'Cancer' when water and cardinal dominate
 */
export function signatureSign(chart: NatalChartResponse): Sign {
  return SIGNS.find((s) => SIGN_FACTS[s].element === chart.elementBalance.dominant && SIGN_FACTS[s].modality === chart.modalityBalance.dominant)!;
}

/**
 * @summary Compose a natal report from a chart, its aspect patterns and chart shape, reading every paragraph from
 * `entries` (docs/interpretations.md "Natal report"). Sections, in order:
 * 1. `chart-ruler-and-angles` (with a birth time): the chart ruler's house summary (and its sign summary unless the
 *    ruler is the Sun or the Moon, whose summaries follow), then the aspects to the Ascendant and the Midheaven,
 *    tightest first, at most `aspectLimit`;
 * 2. `sun-moon-ascendant`: the Sun's and the Moon's sign summaries and the Ascendant sign's description;
 * 3. `planet-<body>` for each of REPORT_BODIES the chart has: its sign description, then its house description;
 * 4. `aspects`: the aspects between aspect points, orb ascending, at most `aspectLimit`;
 * 5. `patterns-and-shape`: the chart shape, then each aspect pattern;
 * 6. `element-and-modality-balance`: the weights, and the description of the signature sign.
 * No entry is read twice (a repeated one is left out where it would appear again); a section left with neither a
 * paragraph nor a facts line is left out. Deterministic: the same input gives the same report. Signs are the
 * chart's: a sidereal chart gives a sidereal report, which repeats the chart's `zodiac` and `ayanamsa`.
 * Inputs are taken as valid (the records layer parsed them).
 */
export function composeNatalReport(input: NatalReportInput, entries: ReportEntries): NatalReport {
  const { chart, aspectLimit } = input;
  const words: ReportWords = REPORT_WORDS[input.locale];
  const used = new Set<string>();
  const sections: NatalReportSection[] = [];
  const push = (section: NatalReportSection) => {
    if (section.paragraphs.length > 0 || section.lead !== undefined) sections.push(section);
  };
  const positionOf = (body: string) => chart.positions.find((p) => p.body === body)?.position;
  const houseOf = (longitude: number): number | undefined =>
    chart.houses === undefined ? undefined : houseContaining(longitude, chart.houses);

  // 1. Chart ruler and angles.
  if (chart.ascendant !== undefined) {
    const b = new SectionBuilder(used);
    const ruler = chart.chartRuler;
    let rulerFacts: string | undefined;
    if (ruler !== undefined) {
      const house = houseOf(ruler.longitude);
      rulerFacts = `${words.inSign(ruler.planet, ruler.sign)}${house === undefined ? '' : `, ${words.ordinal(house)} house`}`;
      if ((REPORT_BODIES as readonly string[]).includes(ruler.planet)) {
        const body = ruler.planet as InterpretedBody;
        if (body !== 'Sun' && body !== 'Moon') {
          b.add(words.inSign(body, ruler.sign), entries.planetInSign(body, ruler.sign).summary, {
            record: 'PlanetInSignInterpretation', body, sign: ruler.sign, field: 'summary',
          });
        }
        if (house !== undefined) {
          b.add(words.inHouse(body, house), entries.planetInHouse(body, house).summary, {
            record: 'PlanetInHouseInterpretation', body, house, field: 'summary',
          });
        }
      }
    }
    const angleAspects = (chart.angleAspects ?? [])
      .filter((x) => isAspectPoint(x.body))
      .map((x) => ({ ...x, a: x.body, b: x.angle }))
      .sort(byOrb)
      .slice(0, aspectLimit);
    for (const x of angleAspects) {
      const body = x.body as AspectPoint;
      b.add(words.aspect(body, x.type, x.angle, formatArc(x.orb), x.isApplying), entries.aspect(body, x.angle, x.type).description, {
        record: 'AspectInterpretationDetailed', body1: body, body2: x.angle, aspect: x.type, field: 'description',
      });
    }
    const mc = chart.midheaven === undefined ? undefined : formatPosition(chart.midheaven);
    push(b.section('chart-ruler-and-angles', words.titles.chartRulerAndAngles, words.anglesLead(formatPosition(chart.ascendant), mc, rulerFacts)));
  }

  // 2. Sun, Moon and Ascendant.
  {
    const b = new SectionBuilder(used);
    for (const body of ['Sun', 'Moon'] as const) {
      const at = positionOf(body);
      if (at === undefined) continue;
      b.add(words.inSign(body, at.sign), entries.planetInSign(body, at.sign).summary, {
        record: 'PlanetInSignInterpretation', body, sign: at.sign, field: 'summary',
      });
    }
    if (chart.ascendantSign !== undefined) {
      b.add(words.inSign('Ascendant', chart.ascendantSign), entries.signDescription(chart.ascendantSign), {
        record: 'SignDescription', sign: chart.ascendantSign,
      });
    }
    const title = chart.ascendantSign === undefined ? words.titles.sunAndMoon : words.titles.sunMoonAscendant;
    push(b.section('sun-moon-ascendant', title));
  }

  // 3. Each body in its sign and house.
  for (const body of REPORT_BODIES) {
    const at = positionOf(body);
    if (at === undefined) continue;
    const b = new SectionBuilder(used);
    const house = houseOf(at.longitude);
    b.add(words.inSign(body, at.sign), entries.planetInSign(body, at.sign).description, {
      record: 'PlanetInSignInterpretation', body, sign: at.sign, field: 'description',
    });
    if (house !== undefined) {
      b.add(words.inHouse(body, house), entries.planetInHouse(body, house).description, {
        record: 'PlanetInHouseInterpretation', body, house, field: 'description',
      });
    }
    const id = `planet-${body.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`;
    push(b.section(id, words.pointName(body), words.placementLead(body, formatPosition(at.longitude), house, at.isRetrograde)));
  }

  // 4. The tightest aspects between bodies.
  {
    const b = new SectionBuilder(used);
    const tightest = chart.aspects
      .filter((x) => isAspectPoint(x.body1) && isAspectPoint(x.body2))
      .map((x) => ({ ...x, a: x.body1, b: x.body2 }))
      .sort(byOrb)
      .slice(0, aspectLimit);
    for (const x of tightest) {
      const [p, q] = [x.body1 as AspectPoint, x.body2 as AspectPoint];
      b.add(words.aspect(p, x.type, q, formatArc(x.orb), x.isApplying), entries.aspect(p, q, x.type).description, {
        record: 'AspectInterpretationDetailed', body1: p, body2: q, aspect: x.type, field: 'description',
      });
    }
    push(b.section('aspects', words.titles.aspects));
  }

  // 5. Patterns and chart shape.
  {
    const b = new SectionBuilder(used);
    if (input.shape !== undefined) {
      b.add(words.shape(input.shape.shape, input.shape.leadingPlanet), input.shape.description, { record: 'ChartShape', shape: input.shape.shape });
    }
    for (const p of input.patterns) {
      b.add(words.pattern(p.type, p.bodies), p.description, { record: 'AspectPattern', type: p.type, bodies: [...p.bodies] });
    }
    push(b.section('patterns-and-shape', words.titles.patternsAndShape));
  }

  // 6. Element and modality balance, read through the signature sign.
  {
    const b = new SectionBuilder(used);
    const e = chart.elementBalance;
    const m = chart.modalityBalance;
    const signature = signatureSign(chart);
    const heading = words.signature(signature, e.dominant, m.dominant);
    b.add(heading, entries.signDescription(signature), { record: 'SignDescription', sign: signature });
    const weights = (pairs: readonly [string, number][]) => pairs.map(([name, w]) => `${name} ${formatWeight(w)}`).join(' · ');
    const elements = weights([[words.element('Fire'), e.fire], [words.element('Earth'), e.earth], [words.element('Air'), e.air], [words.element('Water'), e.water]]);
    const modalities = weights([[words.modality('Cardinal'), m.cardinal], [words.modality('Fixed'), m.fixed], [words.modality('Mutable'), m.mutable]]);
    push(b.section('element-and-modality-balance', words.titles.balance, words.balanceLead(elements, modalities, signature)));
  }

  // The report is in its chart's zodiac, and says so as the chart does (docs/zodiac.md "Sidereal everywhere").
  const zodiac = {
    ...(chart.zodiac === undefined ? {} : { zodiac: chart.zodiac }),
    ...(chart.ayanamsa === undefined ? {} : { ayanamsa: chart.ayanamsa }),
  };
  return { chart, locale: input.locale, aspectLimit, sections, ...zodiac };
}
