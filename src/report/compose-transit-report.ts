import type { TransitReport } from '../schemas/index.js';
import type { TransitContact, TransitHouseIngress } from '../schemas/transit-timeline.js';
import type { Locale } from '../schemas/interpretation.js';
import type { TechniqueText } from '../text/technique-text.js';
import { houseTransitReading, transitReading } from './technique-readings.js';
import { TECHNIQUE_REPORT_WORDS } from './technique-report-words.js';

type Section = TransitReport['sections'][number];

/**
 * The weight of a transiting body: the slower the planet, the longer and deeper its contact (Pluto 7 … Mars 1; the
 * North Node, which moves about a degree and a half a month, between Jupiter and Mars).
 */
export const TRANSIT_BODY_WEIGHT: Readonly<Record<string, number>> = {
  Pluto: 7, Neptune: 6, Uranus: 5, Saturn: 4, Jupiter: 3, NorthNode: 2, NorthNodeMean: 2, Mars: 1,
};
/** The weight of a natal point: the luminaries and the angles 3, the personal planets 2, the rest 1. */
export const NATAL_POINT_WEIGHT: Readonly<Record<string, number>> = {
  Sun: 3, Moon: 3, Ascendant: 3, Midheaven: 3, Mercury: 2, Venus: 2, Mars: 2,
};
/** The weight of an aspect: the conjunction first, the square and the opposition next, then the trine and the sextile. */
export const ASPECT_WEIGHT: Readonly<Record<string, number>> = { conjunction: 1, opposition: 0.9, square: 0.9, trine: 0.7, sextile: 0.5 };

/** @summary The weight of a contact: body × natal point × aspect (docs/interpretations.md "Transit report"). */
export function contactWeight(c: Pick<TransitContact, 'transitBody' | 'natalPoint' | 'aspect'>): number {
  return (TRANSIT_BODY_WEIGHT[c.transitBody] ?? 0) * (NATAL_POINT_WEIGHT[c.natalPoint] ?? 1) * (ASPECT_WEIGHT[c.aspect] ?? 0);
}

/** What the records layer hands the composer: the period's timeline and where the slow planets stand at its start. */
export interface TransitReportInput {
  readonly birthDate: string;
  readonly from: string;
  readonly to: string;
  readonly limit: number;
  readonly locale: Locale;
  /** The contacts of the period (`transitTimeline`, kind `contact`). */
  readonly contacts: readonly TransitContact[];
  /** The natal-house ingresses of the period (`transitTimeline`, kind `houseIngress`), in time order. */
  readonly ingresses: readonly TransitHouseIngress[];
  /** The natal house of Jupiter to Pluto at `from` (with a birth time). */
  readonly housesAtStart: readonly { readonly body: string; readonly house: number }[];
}

const HOUSE_BODIES = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

/**
 * @summary A transit report from the period's contacts: the `limit` heaviest contacts with an entry (weight
 * descending; ties by the first instant within orb, then the body and point order of the timeline), each a paragraph
 * headed by the transit and its dates; then, with a birth time, each natal house Jupiter to Pluto occupies during the
 * period (the house at the start, then each direct ingress), with its entry. Pure and deterministic.
 */
export function composeTransitReport(input: TransitReportInput, text: TechniqueText): TransitReport {
  const words = TECHNIQUE_REPORT_WORDS[input.locale];
  // One paragraph per transit: the stretches of one body, point and aspect (a retrograde loop leaving and re-entering
  // orb) share its entry, so no entry is read twice.
  const groups = new Map<string, { c: TransitContact; stretches: TransitContact[]; order: number }>();
  input.contacts.forEach((c, order) => {
    const key = `${c.transitBody}|${c.natalPoint}|${c.aspect}`;
    const g = groups.get(key);
    if (g === undefined) groups.set(key, { c, stretches: [c], order });
    else g.stretches.push(c);
  });
  const readable = [...groups.values()]
    .map((g) => ({ ...g, weight: contactWeight(g.c), reading: transitReading(text, g.c.transitBody, g.c.natalPoint, g.c.aspect) }))
    .filter((x) => x.reading !== undefined && x.weight > 0);
  const chosen = [...readable].sort((a, b) => b.weight - a.weight || a.order - b.order).slice(0, input.limit);
  const sections: Section[] = [];
  if (chosen.length > 0) {
    sections.push({
      id: 'major-transits',
      title: words.titles.majorTransits,
      lead: words.majorLead(chosen.length, readable.length),
      paragraphs: chosen.map(({ c, stretches, reading }) => ({
        heading: `${words.transitHeading(c.transitBody, c.aspect, c.natalPoint)} (${words.stretches(stretches.map((s) => words.contactWhen(s.enters, s.leaves, s.exact.map((e) => e.at), s.entersBeforeRange, s.leavesAfterRange)))})`,
        text: reading!,
      })),
      sources: chosen.map(({ c }) => ({
        record: 'TransitInterpretation' as const,
        transitBody: (c.transitBody === 'NorthNodeMean' ? 'NorthNode' : c.transitBody) as 'Mars',
        natalPoint: (c.natalPoint === 'NorthNodeMean' ? 'NorthNode' : c.natalPoint) as 'Sun',
        aspect: c.aspect as 'conjunction',
      })),
    });
  }
  const passages: { body: (typeof HOUSE_BODIES)[number]; house: number; from?: string; until?: string }[] = [];
  for (const body of HOUSE_BODIES) {
    const start = input.housesAtStart.find((h) => h.body === body);
    if (start === undefined) continue;
    const stays: { house: number; from?: string; until?: string }[] = [{ house: start.house }];
    for (const i of input.ingresses) {
      if (i.transitBody !== body || i.direction !== 'direct' || i.reentry) continue;
      stays.at(-1)!.until = i.at;
      stays.push({ house: i.house, from: i.at });
    }
    // A house left and entered again (a retrograde loop over a cusp) is read once, at its first stay.
    const seen = new Set<number>();
    for (const s of stays) {
      if (seen.has(s.house)) continue;
      seen.add(s.house);
      passages.push({ body, ...s });
    }
  }
  const readings = passages.map((p) => ({ p, reading: houseTransitReading(text, p.body, p.house)! }));
  if (readings.length > 0) {
    sections.push({
      id: 'house-passages',
      title: words.titles.housePassages,
      lead: words.housesLead,
      paragraphs: readings.map(({ p, reading }) => ({ heading: `${words.houseHeading(p.body, p.house)} (${words.houseWhen(p.from, p.until)})`, text: reading })),
      sources: readings.map(({ p }) => ({ record: 'TransitHouseInterpretation' as const, transitBody: p.body, house: p.house })),
    });
  }
  return { birthDate: input.birthDate, from: input.from, to: input.to, locale: input.locale, limit: input.limit, sections };
}
