import { houseMeaning } from '../../records/house-meaning.js';
import { HouseMeaning, HouseMeaningQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { lightCost } from './range-cost.js';
import { localizeText } from './localize-wheel.js';

/** `GET /interpretations/houses`: the meaning of a house (records `houseMeaning`). */
export const HOUSE_MEANING_ROUTE = defineRoute<HouseMeaningQuery>({
  method: 'GET',
  url: '/interpretations/houses',
  tag: 'Interpretations',
  summary: 'Meaning of a house',
  description:
    'The traditional name, keywords and Urania’s own description of a house 1–12, with its natural sign and that sign’s ruler: traditional by default, modern with rulers=modern (docs/interpretations.md).',
  querystring: HouseMeaningQuery,
  response: HouseMeaning,
  example: 'house=10',
  cost: lightCost,
  localize: localizeText,
  compute: ({ house, ...options }) => houseMeaning(house, options),
});
