import { wording } from '../errors/error-wording.js';
import type { Observer } from '../ephemeris/apparent-body.js';
import type { PlaceFrame } from '../ephemeris/frame-context.js';
import { hasHeliocentricPlace, isDefaultFrame } from '../ephemeris/frame-place.js';
import { UraniaError } from '../errors/urania-error.js';
import type { Body } from '../schemas/enums.js';
import type { GeodeticObserver, POSITION_CENTERS, POSITION_FRAMES, RECORD_CENTERS } from '../schemas/positions.js';
import { observerPair, type ObserverMembers } from './observer-pair.js';

/** The frame members of parsed position options (src/schemas/positions.ts). */
export interface FrameMembers extends ObserverMembers {
  readonly observer?: GeodeticObserver;
  readonly center?: (typeof POSITION_CENTERS)[number];
  readonly frame?: (typeof POSITION_FRAMES)[number];
  readonly geometric?: boolean;
}

/** What a record says about its frame (present only for a frame other than the default). */
export interface FrameRecordMembers {
  center?: (typeof RECORD_CENTERS)[number];
  frame?: (typeof POSITION_FRAMES)[number];
  geometric?: boolean;
}

/** A parsed frame: the numeric frame, the observer of Vertex/AntiVertex, and the record's frame members. */
export interface ParsedFrame {
  readonly frame: PlaceFrame;
  readonly chartObserver: Observer | undefined;
  readonly record: FrameRecordMembers;
}

/**
 * @summary The frame of parsed position options, checking the rules a schema cannot state: an observer and
 * `center: 'heliocentric'` exclude each other (INVALID_ARGUMENT naming both, field `center`); `latitude` and
 * `longitude` (the Vertex observer) come together. The Vertex observer defaults to the topocentric observer.
 * `prefix` is prepended to field names (`options.`).
 * @example parseFrame({ frame: 'j2000' }).record // { center: 'geocentric', frame: 'j2000', geometric: false }
 */
export function parseFrame(o: FrameMembers, prefix = ''): ParsedFrame {
  if (o.observer !== undefined && o.center === 'heliocentric') {
    throw new UraniaError('INVALID_ARGUMENT', "an observer (topocentric) and center 'heliocentric' exclude each other: give one of them", {
      wording: wording('observerHeliocentric', { field: `${prefix}center` }),
      field: `${prefix}center`,
      fields: [`${prefix}observer`, `${prefix}center`],
      received: o.center,
      allowed: "center 'geocentric' with an observer, or 'heliocentric' without one",
    });
  }
  const observer = o.observer === undefined ? undefined : { latitude: o.observer.latitude, longitude: o.observer.longitude, elevationM: o.observer.elevationM ?? 0 };
  const frame: PlaceFrame = {
    ...(observer === undefined ? {} : { observer }),
    ...(o.center === undefined ? {} : { center: o.center }),
    ...(o.frame === undefined ? {} : { frame: o.frame }),
    ...(o.geometric === undefined ? {} : { geometric: o.geometric }),
  };
  const chartObserver = observerPair(o) ?? (observer === undefined ? undefined : { latitude: observer.latitude, longitude: observer.longitude });
  const record: FrameRecordMembers = isDefaultFrame(frame)
    ? {}
    : {
        center: observer !== undefined ? 'topocentric' : (o.center ?? 'geocentric'),
        frame: o.frame ?? 'date',
        geometric: o.geometric ?? false,
      };
  return { frame, chartObserver, record };
}

/**
 * @summary Check a list of bodies against a heliocentric frame: INVALID_ARGUMENT naming `bodies[i]` (and `center`)
 * for the first body without a heliocentric position (the Sun, lunar nodes and apogees, Vertex/AntiVertex).
 */
export function checkHeliocentricBodies(frame: PlaceFrame, bodies: readonly Body[], field = 'bodies'): void {
  if (frame.center !== 'heliocentric' || frame.observer !== undefined) return;
  const i = bodies.findIndex((b) => !hasHeliocentricPlace(b));
  if (i < 0) return;
  throw new UraniaError('INVALID_ARGUMENT', `${bodies[i]} has no heliocentric position: leave it out or use center 'geocentric'`, {
    wording: wording('heliocentric.none', { field: `${field}[${i}]`, body: String(bodies[i]) }),
    field: `${field}[${i}]`,
    fields: [`${field}[${i}]`, 'center'],
    received: bodies[i],
    allowed: "with center 'heliocentric': the Moon, the planets, the asteroids, TNOs and Hamburg bodies",
  });
}
