import { astrocartographyLines } from '../astrocartography/astrocartography-lines.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { ASTROCARTOGRAPHY_DEFAULT_BODIES, AstrocartographyRequest, type Astrocartography } from '../schemas/index.js';
import { isoString } from '../time/index.js';
import type { AtPlace } from './birth-place.js';
import { birthMoment } from './birth-moment.js';
import { placeEcho } from './birth-place.js';
import { parseBirthRequest } from './parse-birth-request.js';

/** The request of {@link astrocartography}, its birth given by coordinates or by `place`. */
export type AstrocartographyInput = Omit<AstrocartographyRequest, 'birth'> & {
  readonly birth: AstrocartographyRequest['birth'] | AtPlace<AstrocartographyRequest['birth']>;
};

/**
 * @summary Astrocartography (Jim Lewis's A*C*G): for each body, the AS, DS, MC and IC lines — the places on the globe
 * where it was rising, setting, culminating and anti-culminating at the birth instant — as polylines of
 * `[latitude, longitude]` sampled every `latitudeStep` degrees (default 1) between ±89°, the rising and setting lines
 * only up to the latitudes where the body turns circumpolar; the paran latitudes of every pair (two bodies on angles
 * at the same sidereal time; and where the two lines cross); and the local space lines (the great circle from the
 * birth place towards each body's azimuth). `mode: 'mundane'` (default) draws each body where it is, with its ecliptic
 * latitude (true right ascension and declination); `'zodiacal'` draws its ecliptic degree (latitude 0).
 * `horizon: 'geometric'` (default) puts the AS/DS lines on the horizon of altitude 0, where the chart's Ascendant is;
 * `'apparent'` at −34′ (refraction). Formulas and sources in docs/astrocartography.md.
 *
 * Errors: `UraniaError` naming the member (`birth.birthTime` is required, `bodies[2]`, `mode`, `latitudeStep`).
 * @example
 * const acg = astrocartography({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } });
 * acg.lines.find((l) => l.body === 'Sun' && l.angle === 'MC')?.points[0] // [-89, -70.1…]
 */
export function astrocartography(request: AstrocartographyInput): Astrocartography {
  refuseExtraArguments(arguments.length, 1, 'astrocartography(request)', "astrocartography({ birth: { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 } })");
  const r = parseBirthRequest(AstrocartographyRequest, request);
  const moment = birthMoment(r.birth, 'birth');
  const at = moment.birth.at;
  const bodies = r.bodies ?? [...ASTROCARTOGRAPHY_DEFAULT_BODIES];
  const mode = r.mode ?? 'mundane';
  const horizon = r.horizon ?? 'geometric';
  const latitudeStep = r.latitudeStep ?? 1;
  const lines = astrocartographyLines(at, bodies, mode, horizon, latitudeStep, r.birth);
  return {
    birthDate: r.birth.birthDate,
    birthTime: r.birth.birthTime,
    latitude: r.birth.latitude,
    longitude: r.birth.longitude,
    instant: isoString(at.jdUt, 'second'),
    mode,
    horizon,
    latitudeStep,
    greenwichSiderealTime: lines.greenwichSiderealTime,
    bodies: lines.equators as Astrocartography['bodies'],
    lines: lines.lines as unknown as Astrocartography['lines'],
    parans: lines.parans as Astrocartography['parans'],
    localSpace: lines.localSpace as unknown as Astrocartography['localSpace'],
    ...placeEcho(request),
  };
}
