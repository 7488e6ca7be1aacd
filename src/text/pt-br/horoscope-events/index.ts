// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PartialHoroscopeEventText } from '../../horoscope-event-text.js';
import { HOUSE_LABELS_PT_BR, HOUSE_SHORT_PT_BR } from './house-labels.js';
import { SIGN_NOTES_PT_BR } from './sign-notes.js';

// The horoscope event text in Brazilian Portuguese (issues 26 and 31), addressing the reader as "você"
// (docs/i18n/pt-BR.md); the lists not written yet read English, with a warning.

/** The Brazilian Portuguese horoscope event text, in part (`PartialHoroscopeEventText`). */
export const HOROSCOPE_EVENTS_PT_BR: PartialHoroscopeEventText = {
  houseLabel: HOUSE_LABELS_PT_BR,
  houseShort: HOUSE_SHORT_PT_BR,
  cells: {
    signNote: SIGN_NOTES_PT_BR,
  },
};
