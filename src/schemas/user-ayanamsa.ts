import { Type, type Static } from 'typebox';
import { closedObject } from './closed-object.js';

/**
 * A user-defined ayanamsa (issue 15), accepted wherever an ayanamsa system name is: its MEAN value at an epoch,
 * carried to other dates by the same precession as the epoch-defined systems (docs/zodiac.md, "User-defined").
 * The epoch span is that of the long-term precession model behind it (JD 0 = 4713 BCE to JD 5373484.5 = 10000 CE).
 */
export const UserAyanamsa = closedObject('A user-defined ayanamsa: its mean value (no nutation) at an epoch, precessed like the named systems.', {
  epochJdTt: Type.Number({
    minimum: 0,
    maximum: 5373484.5,
    description: 'Epoch, Julian Day in Terrestrial Time, 0 <= x <= 5373484.5 (4713 BCE to 10000 CE).',
  }),
  valueDeg: Type.Number({
    minimum: -360,
    maximum: 360,
    description: 'Mean ayanamsa at the epoch (tropical minus sidereal longitude, no nutation), degrees, -360 <= x <= 360.',
  }),
});
export type UserAyanamsa = Static<typeof UserAyanamsa>;
