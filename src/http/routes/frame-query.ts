import { wording } from '../../errors/error-wording.js';
import { UraniaError } from '../../errors/index.js';
import { checkHeliocentricBodies } from '../../records/position-frame.js';
import type { Body } from '../../schemas/enums.js';
import type { PositionsRequest } from '../../schemas/positions.js';

/** The frame members of the positions queries (issue 15). */
export interface FrameQuery {
  latitude?: number;
  longitude?: number;
  center?: 'geocentric' | 'topocentric' | 'heliocentric';
  elevationM?: number;
  frame?: 'date' | 'j2000';
  geometric?: boolean;
}

/**
 * @summary The frame of the records request from the flat query (GET /positions, /positions/today, /ephemeris): `center=topocentric` makes `latitude`/`longitude`
 * (+ `elevationM`, default 0) the topocentric observer (MISSING_ARGUMENT naming the absent one); `elevationM`
 * without it is refused (INVALID_ARGUMENT naming `elevationM` and `center`).
 */
export function frameOf(q: FrameQuery): Pick<PositionsRequest, 'observer' | 'center' | 'frame' | 'geometric'> {
  const out: Pick<PositionsRequest, 'observer' | 'center' | 'frame' | 'geometric'> = {
    ...(q.frame !== undefined ? { frame: q.frame } : {}),
    ...(q.geometric !== undefined ? { geometric: q.geometric } : {}),
  };
  if (q.center !== 'topocentric') {
    if (q.elevationM !== undefined) {
      throw new UraniaError('INVALID_ARGUMENT', 'elevationM is the height of a topocentric observer: give it with center=topocentric', {
        wording: wording('topocentric.elevation', { field: 'elevationM' }),
        field: 'elevationM',
        fields: ['elevationM', 'center'],
        received: q.elevationM,
        allowed: 'only with center=topocentric',
      });
    }
    return { ...out, ...(q.center !== undefined ? { center: q.center } : {}) };
  }
  const missing = q.latitude === undefined ? 'latitude' : q.longitude === undefined ? 'longitude' : undefined;
  if (missing !== undefined) {
    throw new UraniaError('MISSING_ARGUMENT', `center=topocentric needs the observer's ${missing}`, {
      wording: wording('topocentric.needs', { field: missing }),
      field: missing,
      fields: [missing, 'center'],
      received: undefined,
      allowed: missing === 'latitude' ? '-90..90' : '-180..180',
    });
  }
  return { ...out, observer: { latitude: q.latitude as number, longitude: q.longitude as number, elevationM: q.elevationM ?? 0 } };
}

/**
 * @summary With `center=heliocentric`, the bodies of the comma list are checked in the order written (`bodies[i]`,
 * INVALID_ARGUMENT naming it and `center`) before the routes put them in the spec's order.
 */
export function checkHeliocentricQuery(q: { bodies?: string; center?: FrameQuery['center'] }): void {
  if (q.bodies !== undefined && q.center === 'heliocentric') checkHeliocentricBodies({ center: 'heliocentric' }, q.bodies.split(',') as Body[]);
}
