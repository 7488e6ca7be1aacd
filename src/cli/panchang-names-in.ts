import { labelCatalogue } from '../i18n/label-catalogues.js';
import { VARA_NAMES } from '../vedic/panchang-names.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/** The name lists of the label catalogue that the Panchang's limbs are named from. */
type LimbList = 'tithis' | 'nakshatras' | 'yogas' | 'karanas';

/** The Panchang's names in a label locale, as `urania panchang --lang` prints them. */
export interface PanchangNamer {
  /** A tithi, nakshatra, yoga or karana by its record name (`Pratipada`, `Ashwini`…), in the catalogue's form. */
  readonly limb: (list: LimbList, name: string) => string;
  /** The weekday of a vara (`Ravivara`): the language's weekday (`Sonntag`, `रविवार`), by Intl. */
  readonly vara: (name: string) => string;
  /** The paksha (`Shukla`, `Krishna`) as the catalogue writes it. */
  readonly paksha: (name: 'Shukla' | 'Krishna') => string;
}

/**
 * @summary The names of a Panchang in `locale` (issue 31): the limbs from the label catalogue (`nakshatras`, `tithis`,
 * `yogas`, `karanas`, read at the English name's place), the vara as Intl's weekday, the paksha from the catalogue's
 * words. English (and a name the catalogue lacks) stays as the record writes it.
 */
export function panchangNamer(locale: LabelLocale): PanchangNamer {
  if (locale === 'en') return { limb: (_list, name) => name, vara: (name) => name, paksha: (name) => name };
  const en = labelCatalogue('en');
  const labels = labelCatalogue(locale);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    limb: (list, name) => {
      const i = (en[list] as readonly string[]).indexOf(name);
      return i < 0 ? name : labels[list][i]!;
    },
    vara: (name) => {
      const i = (VARA_NAMES as readonly string[]).indexOf(name);
      // 2023-01-01 was a Sunday (Ravivara, the first vara).
      return i < 0 ? name : weekday.format(Date.UTC(2023, 0, 1 + i));
    },
    paksha: (name) => (name === 'Shukla' ? labels.words.shukla : labels.words.krishna),
  };
}
