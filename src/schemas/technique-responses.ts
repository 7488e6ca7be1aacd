import { Type, type Static } from 'typebox';
import { Midpoint, MidpointActivation, MidpointDial } from './midpoints.js';
import { Antiscia, AntisciaConnection } from './traditional.js';

/**
 * Answers of the technique routes that gather several spec records in one body (the HTTP adapter's
 * `POST /midpoints` and `POST /traditional/antiscia`, docs/http.md).
 */

/** Named by Urania: the natal midpoints, the bodies activating them and the 90° dial. */
export const MidpointsResponse = Type.Object(
  {
    midpoints: Type.Array(Midpoint, { description: 'Nearer midpoints of every pair of natal bodies (always-linked pairs left out).' }),
    activations: Type.Array(MidpointActivation, { description: 'Bodies in hard aspect to a midpoint: the natal bodies, or the transiting bodies at `at` when given.' }),
    dial: Type.Array(MidpointDial, { description: 'The natal bodies on the 90° dial.' }),
  },
  { additionalProperties: false, description: 'Midpoints of a natal chart.' },
);
export type MidpointsResponse = Static<typeof MidpointsResponse>;

/** Named by Urania: the antiscia of a chart's bodies and the pairs they connect. */
export const AntisciaResponse = Type.Object(
  {
    antiscia: Type.Array(Antiscia, { description: 'Antiscion and contra-antiscion of each body.' }),
    connections: Type.Array(AntisciaConnection, { description: 'Bodies on another body’s antiscion or contra-antiscion, within the orb.' }),
  },
  { additionalProperties: false, description: 'Antiscia of a natal chart.' },
);
export type AntisciaResponse = Static<typeof AntisciaResponse>;
