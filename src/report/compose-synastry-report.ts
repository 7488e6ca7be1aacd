import type {
  BirthData, Locale, RelationshipReportSection, RelationshipReportSource, SynastryOverlayReading, SynastryReport, SynastryResponse,
} from '../schemas/index.js';
import { synastryAspectFamily } from '../text/index.js';
import { formatArc } from './format-position.js';
import { RELATIONSHIP_REPORT_WORDS } from './relationship-report-words.js';

/** What a synastry report is composed from: the synastry with its interpretation, the two births, the limit. */
export interface SynastryReportInput {
  /** The synastry record; its `interpretation` is read and left out of the report's copy. */
  readonly synastry: SynastryResponse;
  readonly personA: BirthData;
  readonly personB: BirthData;
  readonly aspectLimit: number;
  readonly locale: Locale;
}

/**
 * @summary Compose a synastry report from a synastry record and its `interpretation`: sections, in order,
 * 1. `aspects`: the strongest contacts (the interpretation's order: weight, then orb), at most `aspectLimit`, the
 *    scores as the facts line. A pair's text speaks of roles, so two contacts of one pair in one aspect family
 *    (A's Sun trine B's Moon, A's Moon sextile B's Sun) read one entry: the second is named in the first one's
 *    heading and not read again;
 * 2. `overlays-a-in-b`: A's planets in B's houses (B's birth time known), Sun to Pluto;
 * 3. `overlays-b-in-a`: B's planets in A's houses (A's birth time known). An overlay text speaks of roles, so a
 *    planet in the same house both ways (A's Venus in B's 7th, B's Venus in A's 7th) reads its text once: the second
 *    paragraph points back to the first (`sharedOverlay`), and no paragraph of the report is printed twice.
 * A section with nothing to say is left out. Deterministic. Inputs are taken as valid (the records layer made them).
 */
export function composeSynastryReport(input: SynastryReportInput): SynastryReport {
  const words = RELATIONSHIP_REPORT_WORDS[input.locale];
  const { interpretation, ...synastry } = input.synastry;
  const sections: RelationshipReportSection[] = [];
  const s = synastry.scores;
  const aspects = (interpretation?.aspects ?? []).slice(0, input.aspectLimit);
  const untimed = (['A', 'B'] as const).filter((p) => (p === 'A' ? input.personA : input.personB).birthTime === undefined);
  {
    const paragraphs: { heading: string; text: string }[] = [];
    const sources: RelationshipReportSource[] = [];
    const read = new Map<string, number>();
    for (const x of aspects) {
      const family = synastryAspectFamily(x.aspect)!;
      const heading = words.contact(x.pointA, x.aspect, x.pointB, formatArc(x.orb));
      const key = `${[x.pointA, x.pointB].sort().join('|')}|${family}`;
      const at = read.get(key);
      if (at !== undefined) {
        paragraphs[at] = { ...paragraphs[at]!, heading: `${paragraphs[at]!.heading}; ${heading}` };
        continue;
      }
      read.set(key, paragraphs.length);
      paragraphs.push({ heading, text: x.text });
      sources.push({ record: 'SynastryAspect', pointA: x.pointA, pointB: x.pointB, family });
    }
    sections.push({
      id: 'aspects', title: words.titles.aspects,
      lead: [
        words.scoresLead(...([s.overall, s.emotional, s.communication, s.attraction, s.growth].map(Math.round) as [number, number, number, number, number])),
        words.rolesNote,
        ...untimed.map(words.untimedNote),
      ].join(' · '),
      paragraphs, sources,
    });
  }
  // An overlay's text speaks of roles (the planet's owner and the host), so the same planet in the same house both
  // ways (A's Venus in B's 7th, B's Venus in A's 7th) has one text: the second points back to the first's heading.
  const readOverlays = new Map<string, string>();
  const overlaySection = (id: string, title: string, person: 'A' | 'B', list: readonly SynastryOverlayReading[] | undefined) => {
    if (list === undefined || list.length === 0) return;
    sections.push({
      id, title,
      lead: [words.overlaysLead(person, list.map((o) => words.overlayPlacement(o.body, o.house)).join(', ')), ...untimed.filter((p) => p === person).map(words.untimedNote)].join(' · '),
      paragraphs: list.map((o) => {
        const heading = words.overlay(person, o.body, o.house);
        const first = readOverlays.get(o.text);
        if (first !== undefined) return { heading, text: words.sharedOverlay(person, first) };
        readOverlays.set(o.text, heading);
        return { heading, text: o.text };
      }),
      sources: list.map((o) => ({ record: 'SynastryOverlay', body: o.body, house: o.house })),
    });
  };
  overlaySection('overlays-a-in-b', words.titles.overlaysAinB, 'A', interpretation?.overlaysAtoB);
  overlaySection('overlays-b-in-a', words.titles.overlaysBinA, 'B', interpretation?.overlaysBtoA);
  return { personA: input.personA, personB: input.personB, synastry, locale: input.locale, aspectLimit: input.aspectLimit, sections };
}
