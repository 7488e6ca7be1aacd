import { type Static } from 'typebox';
import { closedObject } from './closed-object.js';
import { zodiacMembers } from './members.js';

/**
 * The zodiac argument of the library functions that take an instant or a record rather than a request
 * (`prenatalLunation(instant, zodiac)`, `transitChart(natal, at, zodiac)`, `transitWheel(…, zodiac)`; issue 15,
 * docs/zodiac.md "Sidereal everywhere"): `zodiac` and `ayanamsa` as a request takes them.
 */
export const ZodiacOptions = closedObject('The zodiac of a library function’s longitudes: tropical (default) or sidereal with an ayanamsa.', {
  ...zodiacMembers(),
});
export type ZodiacOptions = Static<typeof ZodiacOptions>;
