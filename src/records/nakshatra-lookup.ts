import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/index.js';
import { nakshatraAt } from '../vedic/nakshatra.js';
import { VEDIC_WORDS } from '../i18n/vedic-words.js';
import { NakshatraRequest, type Nakshatra } from '../schemas/index.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { YONI_ANIMALS } from '../schemas/record-enums.js';
import type { NAKSHATRA_NAMES } from '../schemas/vedic-interpretation.js';
import { parse } from './parse.js';
import { siderealPositions } from './sidereal-positions.js';
import { instantMember, timeMembers, type WithTimeInputs } from './time-members.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * @summary The nakshatra and pada of a sidereal `longitude`, or of a graha (`body`, default Moon; Rahu the mean node)
 * at an instant `at` in the sidereal zodiac of `ayanamsa` (default Lahiri), with the nakshatra's facts. With a
 * `locale` (one of the ten label languages; issue 31), the yoni animal and the `symbol` read in that language
 * (`VEDIC_WORDS`, complete in all ten, so no fallback and no `warnings`). Without a locale, the catalogue's English.
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

/** The record with its yoni animal and symbol in `locale` (the Vedic words, complete in every locale); as is without a locale. */
function inLocale(record: Nakshatra, locale: LabelLocale | undefined): Nakshatra {
  if (locale === undefined) return record;
  const words = VEDIC_WORDS[locale];
  const symbol = words.symbols[record.name as (typeof NAKSHATRA_NAMES)[number]];
  return { ...record, symbol, yoni: { ...record.yoni, animal: words.yoni[record.yoni.animal as (typeof YONI_ANIMALS)[number]] } };
}
