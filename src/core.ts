/**
 * `urania/core` — the light entry (issue 17): positions, houses, aspects, the zodiac, the time toolkit and the
 * natal chart, without the minor bodies' data. A bundler keeps the Sun–Pluto and Moon theories; Chiron, the
 * asteroids and the TNOs are chunks of their own, loaded once per process by `await loadBodies([...])` (or
 * `await loadBodies()` for all of them) — before that, asking for one throws `UraniaError('UNSUPPORTED')` naming
 * the call. So is the rest of the lunar theory that the osculating points (NorthNode, SouthNode, LilithTrue)
 * need: `await loadBodies(['NorthNode'])` loads it for the three. Under Node every one of them loads on its first
 * use, with no call. Everything else behaves exactly as with the `urania` entry (same functions; docs/api.md, "Entries").
 *
 *   import { bodyPosition, instant, loadBodies } from 'urania/core';
 *   bodyPosition('Mars', instant('2024-03-20T03:06:00Z'));   // synchronous, as with `urania`
 *   await loadBodies(['Ceres']);
 *   bodyPosition('Ceres', instant('2024-03-20T03:06:00Z'));
 *
 * A natal chart computes the minor bodies it lists (all of them by default): load them first, or ask for the
 * bodies you need (`bodies` in the request).
 */

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────────────
export { URANIA_ERROR_CODES, UraniaError, isUraniaError, type UraniaErrorCode, type UraniaErrorDetails } from './errors/urania-error.js';

// ── Loading: minor bodies and eras ─────────────────────────────────────────────────────────────────────────
export { MINOR_BODIES, type MinorBody } from './ephemeris/integration/integrated-bodies.js';
export { isBodyLoaded, loadBodies } from './ephemeris/integration/minor-bodies.js';
export { availableBodies } from './ephemeris/bodies.js';
export { EPHEMERIS_ERAS, loadEphemerisEra, loadEphemerisSpan, type EphemerisEra } from './ephemeris/integration/eras.js';

// ── Records: the natal chart ───────────────────────────────────────────────────────────────────────────────
// (From each function's own module, not the layer barrels: bundlers' code splitting assigns whole files to the
// entries whose imports reach them, and a barrel would make the interpretation texts reachable from here.)
export { natalChart } from './records/natal-chart.js';

// ── Toolkit: time ──────────────────────────────────────────────────────────────────────────────────────────
export { SUPPORTED_SPAN } from './time/supported-span.js';
export { civilInstant, type CivilInstant } from './time/civil-time.js';
export { SUPPORTED_RANGE, instant, instantFromJulianDay, isoString, type Instant, type TimeInput } from './time/instant.js';
export type { DateCalendar } from './time/julian-day.js';
export { timezoneForLocation } from './time/time-zone.js';
export { loadTimeZones } from './time/zone-index.js';
export { calendarFromJulianDay, julianDay } from './records/julian-day.js';
export { deltaT, deltaTUncertaintySeconds } from './records/delta-t.js';
export { greenwichApparentSiderealTime, greenwichMeanSiderealTime, localSiderealTime } from './records/sidereal-time.js';
export { meanObliquity, trueObliquity } from './records/obliquity.js';
export { nutation } from './records/nutation.js';

// ── Toolkit: angles ────────────────────────────────────────────────────────────────────────────────────────
export { angularSeparation, formatDms, normalizeDegrees, signedDelta, toDms } from './records/angles.js';
export { eclipticToEquatorial, equatorialToEcliptic } from './records/ecliptic-equatorial.js';

// ── Toolkit: positions, houses, aspects ────────────────────────────────────────────────────────────────────
export { bodyPosition, planetaryPositions, type EarthPosition } from './records/positions.js';
export { EPHEMERIS_MAX_ROWS, ephemeris } from './records/ephemeris.js';
export { houses } from './records/houses.js';
export { HOUSE_SYSTEM_TABLE } from './houses/house-systems.js';
export { houseCuspsFromArmc } from './records/house-cusps-from-armc.js';
export { houseOf } from './records/house-of.js';
export { sectorOf } from './records/sector-of.js';
export { ASPECTS } from './aspects/aspect-table.js';
export { ORB_PROFILES_TABLE } from './aspects/orb-profiles.js';
export { aspectBetween } from './records/aspect-between.js';
export { aspects } from './records/aspects.js';

// ── Toolkit: the zodiac and its tables ─────────────────────────────────────────────────────────────────────
export { SIGN_FACTS, signOf } from './zodiac/signs.js';
export { AYANAMSA_SYSTEMS, type AyanamsaChoice } from './zodiac/ayanamsa.js';
export { domicileRuler, exaltationRuler, triplicityRuler } from './records/sign-rulers.js';
export { ayanamsa } from './records/ayanamsa.js';
export { decanOf } from './records/decan-of.js';
export { essentialDignity } from './records/essential-dignity.js';
export { faceRuler } from './records/face-ruler.js';
export { termRuler } from './records/term-ruler.js';
export { zodiacPosition } from './records/zodiac-position.js';

// ── Types of the schemas (records, requests, vocabularies) ─────────────────────────────────────────────────
export type * from './schemas/types.js';
