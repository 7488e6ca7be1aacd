import { Type, type Static } from 'typebox';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { integerIn, isoDateTime, longitudeDeg, nonNegative, oneOf, text, utcInstant } from './fields.js';
import { periodMembers } from './members.js';
import { VedicConventionsInput } from './panchang.js';

/** The dashas of issue 28 (`vedicDasha`, `dashaAt`; docs/vedic.md "Dashas"). */

export const DASHA_SYSTEMS = ['vimshottari', 'yogini', 'ashtottari', 'chara', 'narayana'] as const;

/** Where a nakshatra dasha starts: a body's star, the Ascendant's, or a star counted from the Moon's (Jataka Parijata). */
export const DASHA_STARTS = [
  'Moon', 'Ascendant', 'Sun', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu', 'kshema', 'utpanna', 'adhana',
] as const;

export const CHARA_DASHA_RECKONINGS = ['kn-rao', 'narasimha-rao'] as const;

export const DASHA_LEVELS = ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshmadasha', 'pranadasha'] as const;

const requestMembers = {
  birth: BirthData,
  system: Type.Optional(oneOf(DASHA_SYSTEMS, 'The dasha; default vimshottari. chara and narayana need the birth time.')),
  levels: Type.Optional(integerIn(1, 5, 'Depth: 1 mahadashas … 5 down to pranadashas; default 2.')),
  startFrom: Type.Optional(oneOf(DASHA_STARTS, 'Nakshatra dashas: whose star starts it; default Moon.')),
  reckoning: Type.Optional(oneOf(CHARA_DASHA_RECKONINGS, 'Chara dasha: kn-rao (default) or narasimha-rao (with the exaltation year).')),
  force: Type.Optional(Type.Boolean({ description: 'Ashtottari: compute it even where its rule fails.' })),
  years: Type.Optional(integerIn(1, 150, 'Years after birth the periods cover; default 120.')),
  from: Type.Optional(utcInstant('Divide levels 3–5 only within from … to.')),
  to: Type.Optional(utcInstant('End of that window.')),
  conventions: Type.Optional(VedicConventionsInput),
};

export const VedicDashaRequest = closedObject('Request for a dasha of a birth.', {
  ...requestMembers,
  at: Type.Optional(utcInstant('An instant: the periods running then are returned in `running`.')),
});
export type VedicDashaRequest = Static<typeof VedicDashaRequest>;

export const DashaAtRequest = closedObject('Request for the dasha periods running at an instant.', {
  ...requestMembers,
  at: utcInstant('The instant.'),
});
export type DashaAtRequest = Static<typeof DashaAtRequest>;

/** The members of a dasha period whose sub-periods are the definition `ref` (a `Type.Cyclic` of its own). */
const periodNode = <const R extends string>(ref: R) =>
  closedObject('A dasha period: its lord (a graha, a yogini or a sign), dates and length.', {
    lord: text('A graha, a yogini or a sign.'),
    ...periodMembers(),
    durationYears: nonNegative('Length in dasha years.'),
    subPeriods: Type.Optional(Type.Array(Type.Ref(ref), { description: 'Sub-periods in time order.' })),
  });

/** A dasha period of any system; `subPeriods` nests the same record. */
export const VedicDashaPeriod = Type.Cyclic({ VedicDashaPeriodNode: periodNode('VedicDashaPeriodNode') }, 'VedicDashaPeriodNode');
export type VedicDashaPeriod = Static<typeof VedicDashaPeriod>;

export const RunningDasha = closedObject('A period running at an instant, at one level.', {
  level: integerIn(1, 5, 'Level: 1 mahadasha … 5 pranadasha.'),
  levelName: oneOf(DASHA_LEVELS, 'Name of the level.'),
  lord: text('Lord of the period.'),
  ...periodMembers(),
  durationYears: nonNegative('Length in dasha years.'),
});
export type RunningDasha = Static<typeof RunningDasha>;

export const DashaRunning = closedObject('The periods running at an instant, mahadasha first.', {
  system: oneOf(DASHA_SYSTEMS, 'The dasha.'),
  at: isoDateTime('The instant, UTC.'),
  periods: Type.Array(RunningDasha, { description: 'One per level asked, mahadasha first; empty outside the periods.' }),
});
export type DashaRunning = Static<typeof DashaRunning>;

const vedicDashaNode = closedObject('A dasha of a birth: its periods to the levels asked, the balance at birth and, on request, the periods running at an instant.', {
  system: oneOf(DASHA_SYSTEMS, 'The dasha.'),
  reckoning: Type.Optional(oneOf(CHARA_DASHA_RECKONINGS, 'Chara dasha: the reckoning used.')),
  yearDays: nonNegative('Days in a dasha year (conventions.dashaYear).'),
  levels: integerIn(1, 5, 'Depth of the periods.'),
  start: closedObject('Where the dasha starts.', {
    point: text('The point (nakshatra dashas: Moon, Ascendant, a graha or kshema/utpanna/adhana; sign dashas: the first sign).'),
    siderealLongitude: Type.Optional(longitudeDeg('Its sidereal longitude, degrees (nakshatra dashas; for a counted star, the Moon moved by whole stars).')),
    nakshatra: Type.Optional(text('The star it occupies (nakshatra dashas).')),
    elapsedFraction: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Part of the first period run before birth (nakshatra dashas).' })),
  }),
  balance: closedObject('The first period at birth.', {
    lord: text('Its lord.'),
    years: nonNegative('Years of it still to run at birth.'),
    endDate: isoDateTime('When it ends.'),
  }),
  applicability: Type.Optional(closedObject('Ashtottari: whether its rule holds (BPHS ch. 46).', {
    applicable: Type.Boolean({ description: 'Rahu in a kendra or trikona from the lagna lord and not in the lagna.' }),
    rahuFromLagnaLord: integerIn(1, 12, 'Rahu’s house counted from the lagna lord’s sign.'),
    forced: Type.Boolean({ description: 'Whether `force` computed it although the rule does not hold.' }),
  })),
  periods: Type.Array(Type.Ref('VedicDashaPeriodNode'), { description: 'The mahadashas in time order (the first of a nakshatra dasha starts before birth), with their sub-periods.' }),
  running: Type.Optional(DashaRunning),
});

/** A dasha of a birth; its periods nest (`Type.Cyclic`: the period definition is `VedicDashaPeriod`'s own, by the same name). */
export const VedicDasha = Type.Cyclic({ VedicDashaNode: vedicDashaNode, VedicDashaPeriodNode: periodNode('VedicDashaPeriodNode') }, 'VedicDashaNode');
export type VedicDasha = Static<typeof VedicDasha>;
