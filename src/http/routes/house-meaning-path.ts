import { houseMeaning } from '../../records/house-meaning.js';
import { Type } from 'typebox';
import { HouseMeaning, LOCALES, type Locale } from '../../schemas/index.js';
import { closedObject } from '../../schemas/closed-object.js';
import { houseNumber, oneOf } from '../../schemas/fields.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** The path parameter of `GET /interpretations/houses/{house}`. */
const HousePath = closedObject('The house in the path.', { house: houseNumber('The house, 1–12.') });
/** Its query: the language only. */
const HouseLocaleQuery = closedObject('The language of the text.', { locale: Type.Optional(oneOf(LOCALES, 'Language of the text; default en.')) });

/**
 * `GET /interpretations/houses/{house}`: the meaning of a house, the house in the path (records `houseMeaning`; the
 * query form `GET /interpretations/houses?house=` answers the same record).
 */
export const HOUSE_MEANING_PATH_ROUTE = defineRoute<{ house: number; locale?: Locale }>({
  method: 'GET',
  url: '/interpretations/houses/{house}',
  tag: 'Interpretations',
  summary: 'Meaning of a house (house in the path)',
  description:
    'The traditional name, keywords and Urania’s own description of a house 1–12, with its natural sign and that sign’s traditional ruler (docs/interpretations.md); the same record as GET /interpretations/houses?house=.',
  params: HousePath,
  querystring: HouseLocaleQuery,
  response: HouseMeaning,
  example: 'house=10',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => houseMeaning(q.house, q.locale === undefined ? {} : { locale: q.locale }),
});
