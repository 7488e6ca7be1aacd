import { Type, type Static } from 'typebox';
import { ORB_PROFILES } from './enums.js';
import { isoDate, isoDateOrDateTime, oneOf } from './fields.js';
import { Aspect, PlanetaryPosition } from './core.js';
import { BirthData } from './birth-data.js';

/** Spec "Chart-derived results": secondary progressions (`progressedChart`, `POST /progressions`). */

const positions = () => Type.Array(PlanetaryPosition, { description: 'Positions of the bodies.' });
const aspects = () => Type.Array(Aspect, { description: 'Aspects between the bodies.' });
const birth = () => BirthData;
const instantField = (description: string) => isoDateOrDateTime(`${description} A date alone is 00:00 UTC.`);
const orbProfile = (description: string) => Type.Optional(oneOf(ORB_PROFILES, description));

export const ProgressedChartRequest = Type.Object(
  {
    birth: birth(),
    targetDate: instantField('Date the progression is for, not before the birth.'),
    orbProfile: orbProfile('Orb table of the progressed aspects; default tight.'),
  },
  { additionalProperties: false, description: 'Request for a secondary-progressed chart.' },
);
export type ProgressedChartRequest = Static<typeof ProgressedChartRequest>;

export const ProgressedChart = Type.Object(
  {
    birthDate: isoDate('Date of birth.'),
    targetDate: isoDateOrDateTime('Date the progression is for.'),
    progressedDate: isoDateOrDateTime('Birth date plus one day per year of life (secondary progression).'),
    positions: positions(),
    aspects: aspects(),
  },
  { additionalProperties: false, description: 'A secondary-progressed chart.' },
);
export type ProgressedChart = Static<typeof ProgressedChart>;
