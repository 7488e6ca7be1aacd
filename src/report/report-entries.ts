import type { AspectPoint, AspectType, InterpretedBody, Sign } from '../schemas/index.js';
import type { NatalText } from '../text/natal-text.js';

/** The text of an interpretation entry a report reads: its one-sentence summary and its description. */
export interface EntryText {
  readonly summary: string;
  readonly description: string;
}

/**
 * The lookups a report is composed from (the records layer passes its own `planetInSign`, `planetInHouse`,
 * `aspectInterpretation` and `signDescription`, bound to a locale), so that a report's paragraphs are exactly the
 * entries those functions return.
 */
export interface ReportEntries {
  readonly planetInSign: (body: InterpretedBody, sign: Sign) => EntryText;
  readonly planetInHouse: (body: InterpretedBody, house: number) => EntryText;
  readonly aspect: (body1: AspectPoint, body2: AspectPoint, aspect: AspectType) => EntryText;
  readonly signDescription: (sign: Sign) => string;
  /** The natal report's own families in the report's locale (rising sign, house rulers, patterns, …). */
  readonly natal: NatalText;
}
