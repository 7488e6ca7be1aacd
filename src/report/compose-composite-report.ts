import type { BirthData, CompositeReport, CompositeResponse, Locale, RelationshipReportSection } from '../schemas/index.js';
import { formatPosition } from './format-position.js';
import { RELATIONSHIP_REPORT_WORDS } from './relationship-report-words.js';
import { REPORT_WORDS } from './report-words.js';

/** What a composite report is composed from: the composite chart with its interpretation and the two births. */
export interface CompositeReportInput {
  /** The composite chart; its `interpretation` is read and left out of the report's copy. */
  readonly composite: CompositeResponse;
  readonly personA: BirthData;
  readonly personB: BirthData;
  readonly locale: Locale;
}

/**
 * @summary Compose a composite report from a composite chart and its `interpretation`: sections, in order,
 * 1. `sun-moon-venus-mars`: the composite Sun, Moon, Venus and Mars in their signs (their positions as the facts line);
 * 2. `houses` (both birth times known): the ten planets in the composite houses, Sun to Pluto (the composite
 *    Ascendant and Midheaven as the facts line).
 * Deterministic. Inputs are taken as valid (the records layer made them).
 */
export function composeCompositeReport(input: CompositeReportInput): CompositeReport {
  const words = RELATIONSHIP_REPORT_WORDS[input.locale];
  const { interpretation, ...composite } = input.composite;
  const sections: RelationshipReportSection[] = [];
  const at = new Map(composite.positions.map((p) => [p.body as string, p.longitude]));
  const signs = interpretation?.signs ?? [];
  sections.push({
    id: 'sun-moon-venus-mars',
    title: words.titles.signs,
    // The bodies and signs named in the report's locale (English reads as before: `Sun 17°30′ Taurus`).
    lead: signs.map((x) => `${REPORT_WORDS[input.locale].pointName(x.body)} ${REPORT_WORDS[input.locale].positionName(formatPosition(at.get(x.body)!))}`).join(' · '),
    paragraphs: signs.map((x) => ({ heading: words.compositeSign(x.body, x.sign), text: x.text })),
    sources: signs.map((x) => ({ record: 'CompositeSign', body: x.body, sign: x.sign })),
  });
  const houses = interpretation?.houses;
  if (houses !== undefined && houses.length > 0) {
    const mc = composite.midheaven === undefined ? undefined : formatPosition(composite.midheaven);
    sections.push({
      id: 'houses',
      title: words.titles.houses,
      lead: REPORT_WORDS[input.locale].anglesLead(formatPosition(composite.ascendant!), mc, undefined),
      paragraphs: houses.map((x) => ({ heading: words.compositeHouse(x.body, x.house), text: x.text })),
      sources: houses.map((x) => ({ record: 'CompositeHouse', body: x.body, house: x.house })),
    });
  }
  return { personA: input.personA, personB: input.personB, composite, locale: input.locale, sections };
}
