import { Type } from 'typebox';
import { MOON_PHASES, SIGNS } from './enums.js';
import { isoDateTime, oneOf, percent } from './fields.js';

/**
 * Members describing the Moon's state on a day (the almanac, lunar guidance, the horoscopes, electional windows).
 * Not records themselves, so not listed in `all.ts`.
 */

/** @summary One of the eight named lunar phases, described as "Named lunar phase." unless told otherwise. */
export const lunarPhaseMember = (description = 'Named lunar phase.') => oneOf(MOON_PHASES, description);

/**
 * The two ways a Moon phase is named (docs/horoscopes.md "Moon phase of a day", issue 22 #13): `day` — the phase of a
 * local calendar day (the principal phase on the date of the exact lunation, else the quarter's intermediate name at
 * local noon; illumination at local noon), the answer to a date alone; `instant` — the phase at one instant (the
 * eight-name rule of the elongation then), the answer to a date-time.
 */
export const PHASE_CONVENTIONS = ['day', 'instant'] as const;

/** @summary Which rule named the phase (`day` or `instant`), a member of every record giving a phase of a day. */
export const phaseConventionField = () =>
  oneOf(
    PHASE_CONVENTIONS,
    'How the phase was named (Urania extension): day — the phase of the local day (principal phase on the date of the exact lunation, else the intermediate name at local noon), for a date alone; instant — the phase at phaseInstant, for a date-time.',
  );

/** @summary The instant the illumination (and an instant's phase) is for, UT: local noon of a day, or the instant asked. */
export const phaseInstantField = () =>
  isoDateTime('Instant the illumination is for (Urania extension): local noon of the day for the day convention, the instant asked for the instant one.');

/** @summary `phaseConventionField` as an optional member (a record the spec describes without it). */
export const phaseConventionMember = () => Type.Optional(phaseConventionField());

/** @summary `phaseInstantField` as an optional member. */
export const phaseInstantMember = () => Type.Optional(phaseInstantField());

/** @summary The illuminated fraction of the Moon's disc, percent. */
export const illuminationMember = () => percent('Illuminated fraction of the Moon’s disc.');

/** @summary The sign the Moon occupies. */
export const moonSignMember = () => oneOf(SIGNS, 'Sign the Moon occupies.');

/** @summary Whether the Moon is void of course. */
export const voidOfCourseMember = () => Type.Boolean({ description: 'True when the Moon is void of course.' });
