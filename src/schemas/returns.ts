import { Type, type Static } from 'typebox';
import { supportedYear } from './fields.js';
import { closedObject } from './closed-object.js';
import { zodiacMembers } from './members.js';

/**
 * Solar and lunar returns (`solarReturn`, `nextSolarReturn`, `lunarReturn`): their arguments. The return
 * charts' records (`SolarReturn`, `LunarReturn`) are the charts' (chart-derived.ts).
 */

/** A natal longitude returned to: degrees, any turn from −360 to 720 (normalised to [0, 360)). */
export const NatalLongitude = Type.Number({
  minimum: -360,
  maximum: 720,
  description: 'Natal ecliptic longitude returned to. Degrees, -360 to 720 (normalised to 0 <= x < 360).',
});
export type NatalLongitude = Static<typeof NatalLongitude>;

/** The calendar year (UT) of a solar return. */
export const ReturnYear = supportedYear('Calendar year (UT) of the return.');
export type ReturnYear = Static<typeof ReturnYear>;

/**
 * Options of `solarReturn`, `nextSolarReturn` and `lunarReturn` (issue 15): the zodiac of the natal longitude
 * returned to. Sidereal: the natal longitude is a sidereal one and the return is the instant the body's apparent
 * longitude minus the true ayanamsa reaches it.
 */
export const ReturnOptions = closedObject('Options of the solar and lunar returns: the zodiac of the natal longitude.', {
  ...zodiacMembers(),
});
export type ReturnOptions = Static<typeof ReturnOptions>;
