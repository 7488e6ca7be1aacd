import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { VEDIC_FACTS_WORDS, VEDIC_FACTS_WORDS_FAMILY } from '../report/vedic-facts-words.js';
import { VEDIC_WORDS } from '../i18n/vedic-words.js';
import { LOCALES, NakshatraRequest, type Locale, type Nakshatra } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { YONI_ANIMALS } from '../schemas/record-enums.js';
import { familyUse } from '../text/text-family.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';
import { parse } from './parse.js';
import { siderealPositions } from './sidereal-positions.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The nakshatra and pada of a sidereal `longitude`, or of a graha (`body`, default Moon; Rahu the mean node)
 * at an instant `at` in the sidereal zodiac of `ayanamsa` (default Lahiri), with the nakshatra's facts. With a
 * `locale` (one of the ten label languages; issue 31), the yoni animal reads in that language (`VEDIC_WORDS`) and the
 * `symbol` too where the Vedic report has it (`VEDIC_FACTS_WORDS`: en, es, pt-BR, fr, de); a symbol with no
 * translation reads English and is named in `warnings`. Without a locale, the catalogue's English.
 * Errors: `UraniaError` naming the member — INVALID_ARGUMENT when `longitude` comes with `at`, `body` or `ayanamsa`
 * (or neither `longitude` nor `at` is given), OUT_OF_RANGE for a longitude outside [0, 360) or an instant outside
 * −3000..+3000.
 * @example nakshatraLookup({ longitude: 0 }).name // 'Ashwini'
 */
export function nakshatraLookup(request: WithTimeInputs<NakshatraRequest, 'at'>): Nakshatra {
  refuseExtraArguments(arguments.length, 1, 'nakshatraLookup(request)', 'nakshatraLookup({ longitude: 0 })');
  const members = timeMembers(request, ['at']);
  const r = parse(NakshatraRequest, members.request);
  if (r.longitude !== undefined) {
    const extra = (['at', 'body', 'ayanamsa'] as const).find((k) => r[k] !== undefined);
    if (extra !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `${extra} does not apply with longitude (give longitude alone, or at with body)`, {
        wording: wording('notWithLongitude', { field: extra, other: 'at' }),
        field: extra, received: r[extra], allowed: 'longitude alone, or at/body/ayanamsa without longitude',
      });
    }
    return inLocale(nakshatraAt(r.longitude), r.locale);
  }
  if (r.at === undefined) {
    throw new UraniaError('MISSING_ARGUMENT', 'at is required when longitude is not given', { wording: wording('requiredWhenNot', { field: 'at', other: 'longitude' }), field: 'at', allowed: 'an ISO-8601 instant, a Date or an Instant' });
  }
  const body = r.body ?? 'Moon';
  const graha = siderealPositions(instantMember(members, 'at', r.at).at, { ayanamsa: r.ayanamsa ?? 'Lahiri' }).find((g) => g.planet === body)!;
  return inLocale(nakshatraAt(graha.siderealLongitude), r.locale);
}

/**
 * The record with its yoni animal and symbol in `locale` and the `warnings` of what fell back; as is without a
 * locale. The symbols are the Vedic report's text family, in the five text languages: in the other five (hi, ru…)
 * every symbol reads English, said once in `warnings` as the text records say it of an untranslated family.
 */
function inLocale(record: Nakshatra, locale: LabelLocale | undefined): Nakshatra {
  if (locale === undefined) return record;
  const yoni = { ...record.yoni, animal: VEDIC_WORDS[locale].yoni[record.yoni.animal as (typeof YONI_ANIMALS)[number]] };
  if (isTextLocale(locale)) {
    const symbol = VEDIC_FACTS_WORDS[locale].symbols[record.name] ?? record.symbol;
    return withTextWarnings(locale, { ...record, symbol, yoni }, [familyUse(VEDIC_FACTS_WORDS_FAMILY, locale)]);
  }
  const warning = `${languageName(locale)} (${locale}): the ${VEDIC_FACTS_WORDS_FAMILY.name} have no translation yet; what this record quotes of them reads in English.`;
  return { ...record, yoni, warnings: [...(record.warnings ?? []), warning] };
}

const isTextLocale = (locale: LabelLocale): locale is Locale => (LOCALES as readonly string[]).includes(locale);

/** The English name of a label locale (`Hindi`, `Simplified Chinese`), as the fallback warnings write it. */
const languageName = (locale: LabelLocale): string => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;
