import type { DoshaTextId, KAAL_SARP_TYPE_NAMES, Locale } from '../schemas/index.js';
import { yogaDoshaText } from '../text/yoga-dosha-text.js';

/**
 * Where the yoga and dosha words come into the Vedic report. The report reads each yoga's and each dosha's paragraph
 * from these two lookups; a lookup that returns `undefined` leaves the paragraph to the facts (the yoga's rule and
 * source; the dosha's state). `VEDIC_REPORT_INTERPRETATIONS` reads Urania's yoga and dosha words
 * (src/text/en/vedic/yogas*.ts, doshas.ts: `yogaDoshaText`); `composeVedicReport` also takes the lookups as an
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

/**
 * @summary The dosha text that reads a dosha in a state, or undefined when the dosha is absent: the Manglik dosha's
 * own text whether it acts or is cancelled (the text says how it is cancelled), the Kaal Sarp type's (full) or the
 * partial form's, the Sade Sati phase's or the Dhaiya sign's.
 */
export function doshaTextId(reading: VedicDoshaReading): DoshaTextId | undefined {
  switch (reading.dosha) {
    case 'manglik':
      return reading.state === 'absent' ? undefined : 'manglik';
    case 'kaal-sarp':
      if (reading.form === 'none') return undefined;
      return reading.form === 'partial' ? 'kaal-sarp-partial' : `kaal-sarp-${reading.type.toLowerCase() as Lowercase<typeof reading.type>}`;
    case 'sade-sati':
      if (reading.status === 'none') return undefined;
      if (reading.status === 'dhaiya') return reading.phase === 'fourth' ? 'dhaiya-fourth' : reading.phase === 'eighth' ? 'dhaiya-eighth' : undefined;
      return reading.phase === 'rising' || reading.phase === 'peak' || reading.phase === 'setting' ? `sade-sati-${reading.phase}` : 'sade-sati';
  }
}

/** The lookups `vedicReport` uses: Urania's words of the yogas and doshas (`yogaDoshaText`). */
export const VEDIC_REPORT_INTERPRETATIONS: VedicReportInterpretations = {
  yoga: (id, locale) => yogaDoshaText(locale).yogas[id],
  dosha: (reading, locale) => {
    const id = doshaTextId(reading);
    return id === undefined ? undefined : yogaDoshaText(locale).doshas[id].text;
  },
};
