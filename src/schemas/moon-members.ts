import { Type } from 'typebox';
import { MOON_PHASES, SIGNS } from './enums.js';
import { oneOf, percent } from './fields.js';

/**
 * Members describing the Moon's state on a day (the almanac, lunar guidance, the horoscopes, electional windows).
 * Not records themselves, so not listed in `all.ts`.
 */

/** @summary One of the eight named lunar phases, described as "Named lunar phase." unless told otherwise. */
export const lunarPhaseMember = (description = 'Named lunar phase.') => oneOf(MOON_PHASES, description);

/** @summary The illuminated fraction of the Moon's disc, percent. */
export const illuminationMember = () => percent('Illuminated fraction of the Moon’s disc.');

/** @summary The sign the Moon occupies. */
export const moonSignMember = () => oneOf(SIGNS, 'Sign the Moon occupies.');

/** @summary Whether the Moon is void of course. */
export const voidOfCourseMember = () => Type.Boolean({ description: 'True when the Moon is void of course.' });
