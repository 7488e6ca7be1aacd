import type { KAAL_SARP_TYPE_NAMES, Locale } from '../schemas/index.js';

/**
 * Where the yoga and dosha words come into the Vedic report. The report reads each yoga's and each dosha's paragraph
 * from these two lookups; a lookup that returns `undefined` leaves the paragraph to the facts (the yoga's rule and
 * source; the dosha's state). Today both return `undefined`: the yoga and dosha texts (src/text/en/vedic/yogas*.ts,
 * doshas*.ts, written beside this report) are wired by replacing the two functions of
 * `VEDIC_REPORT_INTERPRETATIONS` below — the one place to change. `composeVedicReport` also takes the lookups as an
 * argument, so a caller (or a test) can pass its own.
 */

/** The state of a dosha that its words are chosen by. */
export type VedicDoshaReading =
  | { readonly dosha: 'manglik'; readonly state: 'effective' | 'cancelled' | 'absent' }
  | { readonly dosha: 'kaal-sarp'; readonly form: 'full' | 'partial' | 'none'; readonly type: (typeof KAAL_SARP_TYPE_NAMES)[number] }
  | { readonly dosha: 'sade-sati'; readonly status: 'sade-sati' | 'dhaiya' | 'none'; readonly phase?: 'rising' | 'peak' | 'setting' | 'fourth' | 'eighth' };

/** The two lookups of the Vedic report's yoga and dosha paragraphs. */
export interface VedicReportInterpretations {
  /** The interpretation of the yoga of catalogue id `id` (`VedicYoga.id`), or undefined. */
  readonly yoga: (id: string, locale: Locale) => string | undefined;
  /** The interpretation of a dosha in the given state, or undefined. */
  readonly dosha: (reading: VedicDoshaReading, locale: Locale) => string | undefined;
}

/** The lookups `vedicReport` uses: none yet (the coordinator wires the yoga and dosha texts here). */
export const VEDIC_REPORT_INTERPRETATIONS: VedicReportInterpretations = {
  yoga: () => undefined,
  dosha: () => undefined,
};
