import { Type, type Static } from 'typebox';
import { MOON_PHASES } from './enums.js';
import { isoDate, oneOf, percent } from './fields.js';

/** The Moon's phase at an instant (`moonPhase`, `GET /moon/phase`, `GET /moon/today`): the record. */

export const MoonPhaseInfo = Type.Object(
  {
    phase: oneOf(MOON_PHASES, 'Named lunar phase.'),
    illumination: percent('Illuminated fraction of the Moon’s disc.'),
    date: isoDate('Date the phase is given for.'),
  },
  { additionalProperties: false, description: 'The Moon’s phase on a date.' },
);
export type MoonPhaseInfo = Static<typeof MoonPhaseInfo>;
