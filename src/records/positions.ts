import { spanWordingValues } from '../ephemeris/span-wording.js';
import { wording } from '../errors/error-wording.js';
import type { Observer } from '../ephemeris/apparent-body.js';
import { availableBodies } from '../ephemeris/bodies.js';
import { bodyDataSpan, hasDataAt } from '../ephemeris/body-data-span.js';
import type { PlaceFrame } from '../ephemeris/frame-context.js';
import { fastPathPlace } from '../ephemeris/fast-path-place.js';
import { framePlaceOf, hasHeliocentricPlace, isDefaultFrame } from '../ephemeris/frame-place.js';
import { BODIES, type Body } from '../schemas/enums.js';
import type { BodyPosition, PlanetaryPosition } from '../schemas/index.js';
import {
  BodyName, BodyPositionOptions, PlanetaryPositionsOptions, PositionsRequest, type PositionsResponse,
} from '../schemas/positions.js';
import { UraniaError } from '../errors/urania-error.js';
import { instant, isoString, type Instant, type TimeInput } from '../time/instant.js';
import { zodiacPlace } from '../zodiac/zodiac-place.js';
import { parseBodyList } from './body-list.js';
import { canonicalBodyName, type BodyAlias } from './body-alias.js';
import { parse } from './parse.js';
import { checkHeliocentricBodies, parseFrame, type ParsedFrame } from './position-frame.js';
import { checkZodiacFrame, inZodiac, zodiacChoice, zodiacEcho, zodiacShift, type ZodiacChoice } from './zodiac-choice.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The bodies computed when none are named: every available one that has data at the instant (a body with a
 * narrower span of its own — Chiron 675..3000, the TNOs, some asteroids — is left out outside it), the Vertex pair
 * only with an observer; with `center: 'heliocentric'` only the bodies that have a heliocentric place.
 */
function defaultBodies(when: Instant, observer: Observer | undefined, frame: PlaceFrame = {}): Body[] {
  const heliocentric = frame.center === 'heliocentric' && frame.observer === undefined;
  return availableBodies().filter(
    (b) =>
      (observer !== undefined || (b !== 'Vertex' && b !== 'AntiVertex')) &&
      (!heliocentric || hasHeliocentricPlace(b)) &&
      hasDataAt(b, when.jdTt),
  );
}

/**
 * A named body outside its own narrower span (Psyche at −3000): OUT_OF_RANGE naming the body's member
 * (`bodies[i]`, or `body`), the body and its span — not the numeric layer's internal `jdTt`.
 */
function checkBodiesAt(when: Instant, bodies: readonly Body[], fieldOf: (i: number) => string): void {
  for (const [i, body] of bodies.entries()) {
    if (hasDataAt(body, when.jdTt)) continue;
    const field = fieldOf(i);
    const span = bodyDataSpan(body);
    const at = isoString(when.jdUt, 'second');
    throw new UraniaError('OUT_OF_RANGE', `${field}: ${body} is available for ${span?.description ?? 'its own span'}, not at ${at}`, {
      wording: wording('span.bodyAt', { field, body, at, ...spanWordingValues(span) }),
      field,
      body,
      received: body,
      at,
      allowed: span?.description ?? 'the body span',
      ...(span ? { minimum: span.fromJdTt, maximum: span.toJdTt } : {}),
    });
  }
}

/** The PlanetaryPosition records of bodies at an instant, sharing one apparent-place context. */
function positionsAt(
  when: Instant, bodies: readonly Body[], observer: Observer | undefined, frame: PlaceFrame = {}, shiftDeg = 0,
): PlanetaryPosition[] {
  return bodies.map((body) => {
    const p = framePlaceOf(body, when, frame, observer);
    return { body, position: zodiacPlace(p.longitude - shiftDeg, p.speed < 0) };
  });
}

/** Options read against `PlanetaryPositionsOptions`: the body list member by member (`bodies[i]`), then the rest. */
function parseOptions(options: unknown): { bodies?: Body[]; parsed: ParsedFrame; zodiac: ZodiacChoice } {
  const raw = options as { bodies?: unknown } | null | undefined;
  const bodies = raw?.bodies !== undefined ? parseBodyList(raw.bodies) : undefined;
  // The schema reads the canonical names (Rahu and Ketu are the mean nodes, body-alias.ts).
  const o = parse(PlanetaryPositionsOptions, bodies ? { ...(options as object), bodies } : (options ?? {}), 'options');
  const parsed = parseFrame(o); // latitude and longitude both or neither; observer xor heliocentric
  if (bodies) checkHeliocentricBodies(parsed.frame, bodies);
  const zodiac = zodiacChoice(o);
  checkZodiacFrame(zodiac, o.frame);
  return { ...(bodies ? { bodies } : {}), parsed, zodiac };
}

/** A position of the Earth seen from the Sun (`bodyPosition('Earth', at, { center: 'heliocentric' })`). */
export type EarthPosition = Omit<BodyPosition, 'body'> & { readonly body: 'Earth' };

/**
 * @summary Apparent geocentric position of a body (true ecliptic and equinox of date) at an instant: the
 * `BodyPosition` record. `at` is an ISO-8601 string, a Date or an Instant; an Instant built with
 * `instantFromJulianDay(jd, 'TT')` gives the position at exactly that TT. Vertex/AntiVertex need `latitude` and
 * `longitude` (or an `observer`). Frames (issue 15, docs/ephemeris.md "Frames"): `observer: { latitude, longitude,
 * elevationM }` gives the topocentric position (WGS84, diurnal parallax and aberration), `center: 'heliocentric'`
 * the position seen from the Sun (then `'Earth'` is a body, and the Sun, lunar points and Vertex are refused),
 * `frame: 'j2000'` the mean ecliptic and equinox of J2000, `geometric: true` no light time, deflection or
 * aberration; the record then says `center`, `frame` and `geometric`. `zodiac: 'sidereal'` (or an `ayanamsa`,
 * default Lahiri) gives the sidereal longitude (minus the true ayanamsa at `at`; not with `frame: 'j2000'`,
 * refused naming `zodiac`) and the record says `zodiac` and `ayanamsa` (docs/zodiac.md). Errors: INVALID_ARGUMENT for an unknown
 * body (lists the allowed ones), for a body without a place in the frame (naming `body` and `center`) and for an
 * observer with `center: 'heliocentric'` (naming both); OUT_OF_RANGE outside the supported span or for an observer
 * out of range; MISSING_ARGUMENT for Vertex without an observer or half an observer; UNSUPPORTED for a body whose
 * theory is not installed. Speed (issue 17, docs/performance.md "Plain calls"): calls in a loop over nearby instants
 * (per body) are answered from the range path's cached Chebyshev segments, within 0.01″ of the series (1801–2199;
 * elsewhere, at random instants and in the other frames, the series directly).
 * @example bodyPosition('Sun', '2024-03-20T03:06:00Z').longitude // ≈ 0.0 (the March equinox)
 * @example bodyPosition('Moon', '2024-03-20T03:06:00Z', { observer: { latitude: 51.5, longitude: -0.1, elevationM: 20 } }).center // 'topocentric'
 */
export function bodyPosition(body: 'Earth', at: TimeInput, options: BodyPositionOptions & { center: 'heliocentric' }): EarthPosition;
export function bodyPosition(body: Body | BodyAlias, at: TimeInput, options?: BodyPositionOptions): BodyPosition;
export function bodyPosition(body: Body | BodyAlias | 'Earth', at: TimeInput, options?: BodyPositionOptions): BodyPosition | EarthPosition {
  refuseExtraArguments(arguments.length, 3, 'bodyPosition(body, at, options?)');
  // A known body name is taken as is (the schema accepts exactly BODIES; Rahu and Ketu name the mean nodes, body-alias.ts);
  // anything else goes to the schema for its error.
  const named = canonicalBodyName(body);
  const which = named === 'Earth' ? 'Earth' : KNOWN_BODIES.has(named) ? named : parse(BodyName, named, 'body');
  const when = instant(at);
  // The span check's error path only when the body has no data here (no array or closure per plain call).
  if (which !== 'Earth' && !hasDataAt(which, when.jdTt)) checkBodiesAt(when, [which], () => 'body');
  const { frame, chartObserver, record, zodiac } = options === undefined ? defaultPositionOptions() : positionOptions(options);
  // The default frame (apparent, geocentric, of date): the plain-call fast path (issue 17, ephemeris/fast-path-place.ts).
  const p = which !== 'Earth' && isDefaultFrame(frame) ? fastPathPlace(which, when, chartObserver) : framePlaceOf(which, when, frame, chartObserver);
  return inZodiac({ body: which, ...p, isRetrograde: p.speed < 0, ...record }, zodiac, when.jdTt) as BodyPosition | EarthPosition;
}

/** The names `BodyName` accepts, for a check that does not need the schema when the name is right. */
const KNOWN_BODIES: ReadonlySet<string> = new Set(BODIES);

/** What `bodyPosition` reads from its options: the frame (parseFrame) and the zodiac. */
type PositionOptions = ParsedFrame & { readonly zodiac: ZodiacChoice };

/** Options read against `BodyPositionOptions`, then the rules the schema cannot state. */
function positionOptions(options: unknown): PositionOptions {
  const o = parse(BodyPositionOptions, options ?? {}, 'options');
  const parsed = parseFrame(o);
  const zodiac = zodiacChoice(o);
  checkZodiacFrame(zodiac, o.frame);
  return { ...parsed, zodiac };
}

let defaults: PositionOptions | undefined;
/** The reading of absent options — the same every time, so read once (a loop of plain calls skips the schema). */
function defaultPositionOptions(): PositionOptions {
  defaults ??= positionOptions({});
  return defaults;
}

/**
 * @summary The spec's `PlanetaryPosition[]` (body + ZodiacPosition) at an instant, all bodies sharing one
 * apparent-place context (one Earth, one nutation, one precession matrix). Default bodies: every available body,
 * Vertex/AntiVertex only with an observer (`latitude` and `longitude`).
 * Errors: INVALID_ARGUMENT naming `bodies[i]` for an unknown body, OUT_OF_RANGE for an observer out of range or an
 * instant outside the supported span or a named body's own span, MISSING_ARGUMENT for half an observer.
 * @example planetaryPositions('2000-01-01T12:00:00Z', { bodies: ['Sun'] })[0].position.sign // 'Capricorn'
 */
export function planetaryPositions(at: TimeInput, options: PlanetaryPositionsOptions = {}): PlanetaryPosition[] {
  refuseExtraArguments(arguments.length, 2, 'planetaryPositions(at, options?)', "planetaryPositions('2000-01-01T12:00:00Z', { bodies: ['Sun'] })");
  const when = instant(at);
  const { bodies, parsed, zodiac } = parseOptions(options);
  const { frame, chartObserver } = parsed;
  if (bodies) checkBodiesAt(when, bodies, (i) => `bodies[${i}]`);
  return positionsAt(when, bodies ?? defaultBodies(when, chartObserver, frame), chartObserver, frame, zodiacShift(zodiac, when.jdTt));
}

/**
 * @summary The positions record of `GET /positions` and `/positions/today`: the instant (as given, ISO UT) and
 * the PlanetaryPosition records of the bodies (default: every available body, Vertex/AntiVertex only with an
 * observer). `calendar: 'gregorian'` reads `at` as a proleptic Gregorian date (default: Julian before 1582-10-15).
 * @example positions({ at: '2024-03-20T03:06:00Z', bodies: ['Sun'] }).positions[0].position.longitude // ≈ 0
 */
export function positions(request: PositionsRequest): PositionsResponse {
  const r = parse(PositionsRequest, request);
  const { frame, chartObserver, record } = parseFrame(r);
  if (r.bodies) checkHeliocentricBodies(frame, r.bodies);
  const zodiac = zodiacChoice(r);
  checkZodiacFrame(zodiac, r.frame);
  const when = instant(r.at, { field: 'at', ...(r.calendar === undefined ? {} : { calendar: r.calendar }) });
  if (r.bodies) checkBodiesAt(when, r.bodies, (i) => `bodies[${i}]`);
  const shift = zodiacShift(zodiac, when.jdTt);
  return {
    at: r.at,
    positions: positionsAt(when, r.bodies ?? defaultBodies(when, chartObserver, frame), chartObserver, frame, shift),
    ...record,
    ...zodiacEcho(zodiac, when.jdTt),
  };
}
