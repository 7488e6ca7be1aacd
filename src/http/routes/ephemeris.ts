import { Type } from 'typebox';
import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { availableBodies } from '../../ephemeris/index.js';
import { ephemeris } from '../../records/ephemeris.js';
import type { Body } from '../../schemas/enums.js';
import { EphemerisQuery, EphemerisRow } from '../../schemas/ephemeris.js';
import { instant } from '../../time/index.js';
import { defineRoute } from '../route-definition.js';
import { checkHeliocentricQuery, frameOf } from './frame-query.js';
import { instantParam, parseBodies, zoneOf } from './params.js';
import { RANGE_ALIASES } from '../parameter-aliases.js';
import { rangeAliasMembers } from './range-params.js';
import { LIGHT_COST_UNITS } from './range-cost.js';

/** Most body positions one `/ephemeris` answer may hold (rows × bodies), keeping answers under ~10 MB. */
export const HTTP_EPHEMERIS_MAX_POSITIONS = 40_000;

interface EphemerisParams extends Record<string, unknown> {
  from: string;
  to: string;
  stepDays: number;
  bodies?: Body[];
  observer?: { latitude: number; longitude: number; elevationM?: number };
  center?: 'geocentric' | 'heliocentric';
  frame?: 'date' | 'j2000';
  geometric?: boolean;
  zodiac?: EphemerisQuery['zodiac'];
  ayanamsa?: EphemerisQuery['ayanamsa'];
}

/**
 * `GET /ephemeris`: positions over a range of instants (`src/records/ephemeris.ts`). `prepare` resolves `from` /
 * `to` + `timezone` to instants, splits the comma list and applies the answer-size limit of the HTTP API.
 */
export const EPHEMERIS_ROUTE = defineRoute<EphemerisQuery & { step: number }, EphemerisParams>({
  method: 'GET',
  url: '/ephemeris',
  tag: 'Positions',
  summary: 'Ephemeris table: positions over a range of instants',
  description: `Rows every \`step\` days from \`from\` to \`to\` (inclusive on the grid), each with the apparent positions of the bodies (frames as /positions: \`center\`, \`latitude\`/\`longitude\`/\`elevationM\`, \`frame\`, \`geometric\`). At most ${HTTP_EPHEMERIS_MAX_POSITIONS} positions (rows × bodies) per request.`,
  querystring: Type.Object({ ...EphemerisQuery.properties, ...rangeAliasMembers() }, { additionalProperties: false, description: 'Query of GET /api/v1/ephemeris.' }),
  parameterAliases: RANGE_ALIASES,
  response: Type.Array(EphemerisRow),
  example: 'from=2024-03-01&to=2024-03-31&step=1&bodies=Sun,Moon',
  prepare: (q) => {
    const tz = zoneOf(q.timezone);
    const from = instantParam(q.from, tz, 'from');
    const to = instantParam(q.to, tz, 'to');
    checkHeliocentricQuery(q);
    const bodies = parseBodies(q.bodies);
    const span = instant(to, 'to').jdUt - instant(from, 'from').jdUt;
    if (span < 0) {
      throw new UraniaError('OUT_OF_RANGE', 'to must not be before from', { field: 'to', received: q.to, allowed: 'an instant at or after from', wording: wording('notBefore', { field: 'to', other: 'from' }) });
    }
    const rows = Math.floor(span / q.step + 1e-9) + 1;
    const perRow = bodies?.length ?? availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex').length;
    if (rows * perRow > HTTP_EPHEMERIS_MAX_POSITIONS) {
      throw new UraniaError('OUT_OF_RANGE', `the request yields ${rows} rows × ${perRow} bodies; at most ${HTTP_EPHEMERIS_MAX_POSITIONS} positions per request (raise step, shorten the range or name fewer bodies)`, {
        wording: wording('rows.http', { field: 'step', rows: String(rows), perRow: String(perRow), maximum: String(HTTP_EPHEMERIS_MAX_POSITIONS) }),
        field: 'step',
        received: q.step,
        allowed: `at most ${HTTP_EPHEMERIS_MAX_POSITIONS} rows × bodies`,
      });
    }
    return {
      from, to, stepDays: q.step, ...(bodies ? { bodies } : {}), ...frameOf(q),
      ...(q.zodiac === undefined ? {} : { zodiac: q.zodiac }), ...(q.ayanamsa === undefined ? {} : { ayanamsa: q.ayanamsa }),
    };
  },
  // By the answer's size (issue 23 #6): a tenth of a unit per position (40 000 positions, ≈ 12 MB: 4000 units).
  cost: (p) => {
    const rows = Math.floor((instant(p.to, 'to').jdUt - instant(p.from, 'from').jdUt) / p.stepDays + 1e-9) + 1;
    const perRow = p.bodies?.length ?? availableBodies().filter((b) => b !== 'Vertex' && b !== 'AntiVertex').length;
    return { units: Math.max(LIGHT_COST_UNITS, (rows * perRow) / 10), field: 'step' };
  },
  compute: (p) => ephemeris(p),
});
