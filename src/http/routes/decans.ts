import { Type } from 'typebox';
import { decans } from '../../records/decans.js';
import { DecanInfo, DecansQuery } from '../../schemas/index.js';
import { defineRoute } from '../route-definition.js';
import { localizeText } from './localize-wheel.js';
import { lightCost } from './range-cost.js';

/** `GET /decans`: the decans of a longitude, of a sign, or all 36 (records `decans`). */
export const DECANS_ROUTE = defineRoute<DecansQuery>({
  method: 'GET',
  url: '/decans',
  tag: 'Traditional',
  summary: 'Decans (faces) with their Chaldean and triplicity rulers',
  description:
    'The decan of an ecliptic longitude, the three decans of a sign (or one of them with decan=1..3), or, with no parameter, all 36 from 0° Aries: sign, decan, degrees within the sign, the face ruler in the Chaldean order and the triplicity ruler (the lord of the sign of the same element the decan belongs to). longitude cannot be combined with sign or decan.',
  querystring: DecansQuery,
  response: Type.Array(DecanInfo),
  example: 'longitude=135',
  cost: lightCost,
  localize: localizeText,
  compute: (q) => decans(q),
});
