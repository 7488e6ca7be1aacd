import { wording } from '../errors/error-wording.js';
import { UraniaError } from '../errors/urania-error.js';
import { DegreeSymbolQuery, SIGNS, type SabianSymbol } from '../schemas/index.js';
import { localeText } from '../text/locales.js';
import { signOf } from '../zodiac/signs.js';
import { parse } from './parse.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { withTextWarnings } from '../text/text-fallback-warnings.js';

/**
 * @summary The degree symbol of a zodiac degree (spec `SabianSymbol` fields: sign, degree 1–30, symbol, keynote) —
 * Urania's OWN degree symbols, one original image per degree, written for this project; they are not the 1925
 * Sabian symbols (docs/interpretations.md). Give a `longitude` (its degree is the one it falls in: 0°00′–0°59′
 * Aries is Aries 1), or a `sign` and a `degree`. Errors: a longitude with a sign or degree, or a sign without a
 * degree (or the reverse), is INVALID_ARGUMENT / MISSING_ARGUMENT naming the member.
 * @example degreeSymbol({ longitude: 0.5 }).degree // 1 (Aries 1)
 */
export function degreeSymbol(query: DegreeSymbolQuery): SabianSymbol {
  refuseExtraArguments(arguments.length, 1, 'degreeSymbol(query)', 'degreeSymbol({ longitude: 0.5 })');
  const q = parse(DegreeSymbolQuery, query);
  let sign: (typeof SIGNS)[number];
  let degree: number;
  if (q.longitude !== undefined) {
    const extra = q.sign !== undefined ? 'sign' : q.degree !== undefined ? 'degree' : undefined;
    if (extra !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', `${extra} cannot be combined with longitude (give a longitude, or a sign and a degree)`, {
        wording: wording('degree.notWithLongitude', { field: extra }),
        field: extra, received: q[extra], allowed: 'absent when longitude is given',
      });
    }
    sign = signOf(q.longitude);
    degree = Math.min(30, Math.floor(q.longitude - 30 * SIGNS.indexOf(sign)) + 1);
  } else {
    if (q.sign === undefined || q.degree === undefined) {
      const missing = q.sign === undefined ? 'sign' : 'degree';
      throw new UraniaError('MISSING_ARGUMENT', `${missing} is required: give a longitude, or a sign and a degree 1–30`, {
        wording: wording('degree.required', { field: missing }),
        field: missing, allowed: missing === 'sign' ? `one of: ${SIGNS.join(', ')}` : 'integer 1..30',
      });
    }
    sign = q.sign;
    degree = q.degree;
  }
  const t = localeText(q.locale).degreeSymbols[sign][degree - 1]!;
  return withTextWarnings(q.locale, { sign, degree, symbol: t.symbol, keynote: t.keynote });
}
