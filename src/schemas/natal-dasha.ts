import { Type, type Static } from 'typebox';
import { integerIn, oneOf } from './fields.js';
import { AYANAMSA_SYSTEM_NAMES } from './record-enums.js';
import { BirthData } from './birth-data.js';

/** The Vimshottari dasha of a birth (`natalDasha`, `POST /vedic/dasha`); the record is `DashaPeriod`. */

const birth = () => BirthData;
const ayanamsa = () => Type.Optional(oneOf(AYANAMSA_SYSTEM_NAMES, 'Ayanamsa of the sidereal longitudes; default Lahiri.'));

export const DashaRequest = Type.Object(
  {
    birth: birth(),
    levels: Type.Optional(integerIn(1, 3, 'Depth: 1 mahadashas, 2 with antardashas (default), 3 with pratyantardashas.')),
    ayanamsa: ayanamsa(),
  },
  { additionalProperties: false, description: 'Request for the Vimshottari dasha periods of a birth.' },
);
export type DashaRequest = Static<typeof DashaRequest>;
