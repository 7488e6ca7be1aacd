import { uranianPictures } from '../../records/uranian-pictures.js';
import { UranianPictures, UranianPicturesRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { lightCost } from './range-cost.js';

/** `POST /uranian-pictures`: 90° dial, midpoint trees and planetary pictures (records `uranianPictures`). */
export const URANIAN_PICTURES_ROUTE = defineBodyRoute<UranianPicturesRequest>({
  url: '/uranian-pictures',
  tag: 'Chart Techniques',
  summary: 'Uranian tools: 90° dial, midpoint trees, planetary pictures',
  description:
    'The factors (planets, node, Aries point, angles with a birth time, the eight Hamburg transneptunians unless `transneptunians: false`) on the 90° dial, the midpoints standing on each factor, and the planetary pictures A + B − C = D within `orb` (default 1°).',
  body: UranianPicturesRequest,
  response: UranianPictures,
  example: `{"birth":${EXAMPLE_BIRTH},"orb":0.5}`,
  cost: lightCost,
  compute: (request) => uranianPictures(request),
});
