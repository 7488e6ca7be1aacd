import { Type } from 'typebox';
import { signInfo } from '../../records/sign-info.js';
import { LOCALES, SIGNS, SignInfo, type Locale, type Sign } from '../../schemas/index.js';
import { closedObject } from '../../schemas/closed-object.js';
import { oneOf } from '../../schemas/fields.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** The path parameter of `GET /signs/{sign}`. */
const SignPath = closedObject('The sign in the path.', { sign: oneOf(SIGNS, 'The sign.') });
/** Its query: the language only. */
const SignLocaleQuery = closedObject('The language of the text.', { locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')) });

/** `GET /signs/{sign}`: a sign's facts and Urania's own portrait of it (records `signInfo`). */
export const SIGN_INFO_ROUTE = defineRoute<{ sign: Sign; locale?: Locale }>({
  method: 'GET',
  url: '/signs/{sign}',
  tag: 'Interpretations',
  summary: 'A zodiac sign: facts and description',
  description:
    'Glyph, start longitude, element, modality, polarity, traditional and modern rulers, opposite sign and keywords of a sign, with Urania’s own 150–220-word portrait of it (docs/interpretations.md).',
  params: SignPath,
  querystring: SignLocaleQuery,
  response: SignInfo,
  example: 'sign=Scorpio',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => signInfo(q.sign, q.locale === undefined ? {} : { locale: q.locale }),
});
