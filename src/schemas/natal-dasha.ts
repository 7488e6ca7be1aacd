import { Type, type Static } from 'typebox';
import { integerIn } from './fields.js';
import { BirthData } from './birth-data.js';
import { closedObject } from './closed-object.js';
import { ayanamsaMember } from './members.js';

/** The Vimshottari dasha of a birth (`natalDasha`, `POST /vedic/dasha`); the record is `DashaPeriod`. */

export const DashaRequest = closedObject('Request for the Vimshottari dasha periods of a birth.', {
  birth: BirthData,
  levels: Type.Optional(integerIn(1, 3, 'Depth: 1 mahadashas, 2 with antardashas (default), 3 with pratyantardashas.')),
  ayanamsa: ayanamsaMember(),
});
export type DashaRequest = Static<typeof DashaRequest>;
