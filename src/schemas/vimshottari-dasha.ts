import { Type, type Static } from 'typebox';
import { integerIn, nonNegative, oneOf } from './fields.js';
import { DASHA_LORDS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { ayanamsaChoice, birthInstantMember, periodMembers } from './members.js';

/** Spec "Natal and related records": the Vimshottari dasha periods (`vimshottariDasha`). */

/** The library request of `vimshottariDasha`: the birth instant, or the Moon's sidereal longitude, and the depth. */
export const VimshottariRequest = closedObject('Request for the Vimshottari dasha periods of a birth instant.', {
  birth: birthInstantMember(),
  moonLongitude: Type.Optional(Type.Number({
    description: 'The Moon’s SIDEREAL longitude at birth, degrees; when omitted, the apparent tropical Moon minus the true ayanamsa.',
  })),
  levels: Type.Optional(integerIn(1, 5, 'Depth: 1 mahadashas only … 5 down to pranadashas; default 2.')),
  ayanamsa: Type.Optional(ayanamsaChoice('Ayanamsa used when moonLongitude is omitted: a system name or a user-defined { epochJdTt, valueDeg }; default Lahiri.')),
});
export type VimshottariRequest = Static<typeof VimshottariRequest>;

/**
 * Vimshottari dasha period; `subPeriods` nests the same record (TypeBox `Type.Cyclic`). The definition is named
 * `DashaPeriodNode` so that a registry can give the whole schema the `$id` `DashaPeriod` without a clash.
 */
export const DashaPeriod = Type.Cyclic(
  {
    DashaPeriodNode: closedObject('A Vimshottari dasha period.', {
      planet: oneOf(DASHA_LORDS, 'Lord of the period.'),
      ...periodMembers(),
      durationYears: Type.Optional(nonNegative('Length of the period in years.')),
      subPeriods: Type.Optional(Type.Array(Type.Ref('DashaPeriodNode'), {
        description: 'Sub-periods (antardasha, pratyantardasha, …) in time order.',
      })),
    }),
  },
  'DashaPeriodNode',
);
export type DashaPeriod = Static<typeof DashaPeriod>;
