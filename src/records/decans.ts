import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { DecansQuery, SIGNS, type DecanInfo, type Locale, type Sign } from '../schemas/index.js';
import { decanAt } from '../zodiac/decan-at.js';
import { SIGN_FACTS } from '../zodiac/signs.js';
import { localeText } from '../text/locales.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/** The DecanInfo record of the decan starting at a longitude, described in Urania's own words (docs/interpretations.md). */
function decanInfoAt(longitude: number, locale: Locale | undefined): DecanInfo {
  const d = decanAt(longitude);
  const words = localeText(locale).decans.find((t) => t.sign === d.sign && t.decan === d.decan)!;
  return {
    sign: d.sign,
    decan: d.decan,
    startDegree: d.startDegree,
    endDegree: d.endDegree,
    chaldeanRuler: d.chaldeanRuler,
    triplicityRuler: d.triplicityRuler,
    description: words.description,
  };
}

function startOf(sign: Sign, decan: number): number {
  return SIGN_FACTS[sign].startLongitude + 10 * (decan - 1);
}

/**
 * @summary The decans (faces) asked for, each with its Chaldean face ruler and its triplicity ruler
 * (`zodiac/decan-at.ts`: Chaldean faces; triplicity decans of Varahamihira, adopted by Alan Leo): the decan of a
 * `longitude`, the three decans of a `sign` (or its `decan` 1–3), or, with no member, all 36 from 0° Aries. The
 * record of `GET /decans`. Errors: INVALID_ARGUMENT when `longitude` is given with `sign` or `decan`,
 * MISSING_ARGUMENT `sign` when `decan` is given alone.
 * @example decans({ longitude: 135 }) // [{ sign: 'Leo', decan: 2, chaldeanRuler: 'Jupiter', triplicityRuler: 'Jupiter', … }]
 * @example decans({ sign: 'Aries' }).map((d) => d.chaldeanRuler) // ['Mars', 'Sun', 'Venus']
 */
export function decans(query: DecansQuery = {}): DecanInfo[] {
  refuseExtraArguments(arguments.length, 1, 'decans(query?)', 'decans({ longitude: 135 })');
  const q = parse(DecansQuery, query);
  if (q.longitude !== undefined) {
    const extra = q.sign !== undefined ? 'sign' : q.decan !== undefined ? 'decan' : undefined;
    if (extra !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `${extra} cannot be combined with longitude (give a longitude, or a sign and optionally a decan)`, {
        wording: wording('decan.notWithLongitude', { field: extra }),
        field: extra, received: q[extra], allowed: 'absent when longitude is given',
      });
    }
    return [decanInfoAt(q.longitude, q.locale)];
  }
  if (q.sign === undefined) {
    if (q.decan !== undefined) {
      throw new UraniaError('MISSING_ARGUMENT', 'sign is required with decan', { wording: wording('requiredWithBare', { field: 'sign', other: 'decan' }), field: 'sign', allowed: `one of: ${SIGNS.join(', ')}` });
    }
    return SIGNS.flatMap((s) => [1, 2, 3].map((k) => decanInfoAt(startOf(s, k), q.locale)));
  }
  const sign = q.sign;
  return (q.decan === undefined ? [1, 2, 3] : [q.decan]).map((k) => decanInfoAt(startOf(sign, k), q.locale));
}
