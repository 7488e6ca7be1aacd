import { Type, type Static } from 'typebox';
import { BirthData, TimedBirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { integerIn, isoDate, nonNegative, oneOf, utcInstant } from './fields.js';
import { answerInstantMember, periodMembers } from './members.js';
import { birthPlaceEchoMember } from './places.js';

/**
 * The time-lord periods of a life (issue 29, docs/directions.md): the firdaria (`firdaria`, `POST /time-lords/firdaria`),
 * the decennials (`decennials`, `POST /time-lords/decennials`), Ptolemy's ages of life (`agesOfLife`,
 * `POST /time-lords/ages-of-life`) and the lords running at an instant (`timeLordsAt`, `POST /time-lords/at`).
 */

/** The lords of the firdaria: the seven planets and the Moon's nodes. */
export const FIRDARIA_LORDS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'NorthNode', 'SouthNode'] as const;
/** The seven planets, lords of the sub-periods. */
export const SEVEN_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;
/** The orders of a night chart's firdaria (src/charts/time-lords/firdaria-periods.ts). */
export const FIRDARIA_VARIANT_NAMES = ['abuMashar', 'bonatti'] as const;
/** Ptolemy's seven ages (Tetrabiblos IV.10). */
export const AGE_OF_LIFE_NAMES = ['infancy', 'childhood', 'youth', 'youngManhood', 'manhood', 'elderhood', 'oldAge'] as const;

const sectMember = () => oneOf(['day', 'night'], 'Sect of the chart: day when the Sun is above the horizon.');
const variantMember = () =>
  Type.Optional(oneOf(FIRDARIA_VARIANT_NAMES, "Order of a night chart's firdaria: abuMashar (the nodes last; default) or bonatti (the nodes after Mars)."));

export const FirdariaRequest = closedObject('Request for the firdaria of a timed birth.', {
  birth: TimedBirthData,
  variant: variantMember(),
});
export type FirdariaRequest = Static<typeof FirdariaRequest>;

export const FirdariaPeriod = closedObject('A firdar (level 1) or one of its seven sub-periods (level 2).', {
  lord: oneOf(FIRDARIA_LORDS, 'Lord of the firdar.'),
  subLord: Type.Optional(oneOf(SEVEN_PLANETS, 'Lord of the sub-period (level 2; the nodes have none).')),
  level: integerIn(1, 2, '1 for a firdar, 2 for a sub-period.'),
  ...periodMembers(),
  startAge: nonNegative('Age at the start, tropical years from the birth.'),
  endAge: nonNegative('Age at the end, tropical years from the birth.'),
});
export type FirdariaPeriod = Static<typeof FirdariaPeriod>;

export const Firdaria = closedObject('The firdaria of a life: 75 years among the planets and the nodes.', {
  birthDate: isoDate('Date of birth.'),
  sect: sectMember(),
  variant: oneOf(FIRDARIA_VARIANT_NAMES, 'Order used (matters for a night chart only).'),
  periods: Type.Array(FirdariaPeriod, { description: 'Each firdar followed by its sub-periods, in time order.' }),
  ...birthPlaceEchoMember(),
});
export type Firdaria = Static<typeof Firdaria>;

export const DecennialsRequest = closedObject('Request for the decennials of a timed birth.', {
  birth: TimedBirthData,
});
export type DecennialsRequest = Static<typeof DecennialsRequest>;

export const DecennialPeriod = closedObject('A decennial period (level 1, 129 months) or a sub-period (level 2).', {
  lord: oneOf(SEVEN_PLANETS, 'Lord of the period.'),
  subLord: Type.Optional(oneOf(SEVEN_PLANETS, 'Lord of the sub-period (level 2).')),
  level: integerIn(1, 2, '1 for a period, 2 for a sub-period.'),
  months: nonNegative('Length in months of 30 days.'),
  ...periodMembers(),
});
export type DecennialPeriod = Static<typeof DecennialPeriod>;

export const Decennials = closedObject('The decennials of a life (Vettius Valens): seven periods of 10 years 9 months.', {
  birthDate: isoDate('Date of birth.'),
  sect: sectMember(),
  order: Type.Array(oneOf(SEVEN_PLANETS, 'A planet.'), { description: 'The lords in order: the sect light, then the planets after it in the zodiac.' }),
  periods: Type.Array(DecennialPeriod, { description: 'Each period followed by its sub-periods, in time order (one cycle of 903 months).' }),
  ...birthPlaceEchoMember(),
});
export type Decennials = Static<typeof Decennials>;

export const AgesOfLifeRequest = closedObject('Request for the ages of life of a birth.', {
  birth: BirthData,
});
export type AgesOfLifeRequest = Static<typeof AgesOfLifeRequest>;

export const AgeOfLifePeriod = closedObject('One of the seven ages of life and its planet (Ptolemy, Tetrabiblos IV.10).', {
  lord: oneOf(SEVEN_PLANETS, 'Planet of the age.'),
  age: oneOf(AGE_OF_LIFE_NAMES, 'Name of the age.'),
  startAge: nonNegative('First year, years of age.'),
  endAge: Type.Optional(nonNegative('Year it ends; absent for old age (to the end of life).')),
  startDate: utcInstant('Start of the age.'),
  endDate: Type.Optional(utcInstant('End of the age; absent for old age.')),
});
export type AgeOfLifePeriod = Static<typeof AgeOfLifePeriod>;

export const AgesOfLife = closedObject('The seven ages of life of a birth.', {
  birthDate: isoDate('Date of birth.'),
  periods: Type.Array(AgeOfLifePeriod, { description: 'The seven ages in order.' }),
  ...birthPlaceEchoMember(),
});
export type AgesOfLife = Static<typeof AgesOfLife>;

export const TimeLordsAtRequest = closedObject('Request for the time lords running at an instant.', {
  birth: TimedBirthData,
  at: utcInstant('Instant asked about, on or after the birth.'),
  variant: variantMember(),
});
export type TimeLordsAtRequest = Static<typeof TimeLordsAtRequest>;

const runningMembers = () => ({
  subLord: Type.Optional(oneOf(SEVEN_PLANETS, 'Lord of the sub-period (absent in a node firdar).')),
  ...periodMembers(),
});

export const TimeLordsAt = closedObject('The time lords running at an instant.', {
  at: answerInstantMember(),
  ageYears: nonNegative('Age at `at`, tropical years.'),
  sect: sectMember(),
  firdaria: closedObject('The firdar and sub-period running (the 75-year cycle starts again after 75); the dates are the sub-period\'s.', {
    lord: oneOf(FIRDARIA_LORDS, 'Lord of the firdar.'),
    ...runningMembers(),
  }),
  decennial: closedObject('The decennial period and sub-period running (the 903-month cycle starts again); the dates are the sub-period\'s.', {
    lord: oneOf(SEVEN_PLANETS, 'Lord of the period.'),
    ...runningMembers(),
  }),
  ageOfLife: closedObject("Ptolemy's age of life.", {
    lord: oneOf(SEVEN_PLANETS, 'Planet of the age.'),
    age: oneOf(AGE_OF_LIFE_NAMES, 'Name of the age.'),
  }),
  ...birthPlaceEchoMember(),
});
export type TimeLordsAt = Static<typeof TimeLordsAt>;
