import { birthTimeSensitivity } from '../../records/birth-time-sensitivity.js';
import { BirthTimeSensitivity, BirthTimeSensitivityRequest } from '../../schemas/index.js';
import { defineBodyRoute } from '../route-definition.js';
import { EXAMPLE_BIRTH } from './examples.js';
import { localizeTop } from './localize-wheel.js';

/**
 * Units per minute of `plusMinusMinutes`: ±60 minutes took 0.45 s and ±720 minutes 3.3 s of a worker on the
 * 2-core reference machine (about a unit per ms, docs/http.md "Compute budget"), so ±720 costs 3600 of the 4000.
 */
export const SENSITIVITY_UNITS_PER_MINUTE = 5;

/** `POST /birth-time-sensitivity`: what changes in a chart over an uncertain birth time (records `birthTimeSensitivity`). */
export const BIRTH_TIME_SENSITIVITY_ROUTE = defineBodyRoute<BirthTimeSensitivityRequest>({
  url: '/birth-time-sensitivity',
  tag: 'Natal Chart',
  summary: 'What stays and what changes in a chart over an uncertain birth time',
  description:
    'Over birth time ± plusMinusMinutes (1..720): which facts stay and which change, and at which local clock time (to the second) — the Ascendant and MC signs, each body’s house, the Moon’s sign and nakshatra, the navamsa Ascendant, the chart ruler, the Vimshottari lord and the aspects of the bodies to the Ascendant and MC — and how many days every Vimshottari dasha date moves per minute of birth time. Charged 5 units per minute of plusMinusMinutes.',
  body: BirthTimeSensitivityRequest,
  response: BirthTimeSensitivity,
  example: `{"birth":${EXAMPLE_BIRTH},"plusMinusMinutes":30}`,
  cost: (request) => ({ units: SENSITIVITY_UNITS_PER_MINUTE * request.plusMinusMinutes, field: 'plusMinusMinutes' }),
  localize: localizeTop,
  compute: (request) => birthTimeSensitivity(request),
});
