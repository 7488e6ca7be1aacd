import { type Static } from 'typebox';
import { nonNegative, oneOf } from './fields.js';
import { TEMPERAMENTS } from './record-enums.js';
import { closedObject } from './closed-object.js';
import { birthPlaceEchoMember } from './places.js';
import { zodiacRecordMembers } from './members.js';

/** Spec "Natal and related records": the temperament of a timed birth (`natalTemperament`, `POST /traditional/temperament`; request `TraditionalChartRequest`). */

export const Temperament = closedObject('Temperament from the balance of the four qualities.', {
  hot: nonNegative('Points for the hot quality.'),
  cold: nonNegative('Points for the cold quality.'),
  wet: nonNegative('Points for the wet quality.'),
  dry: nonNegative('Points for the dry quality.'),
  primary: oneOf(TEMPERAMENTS, 'Dominant temperament (hot+dry choleric, hot+wet sanguine, cold+dry melancholic, cold+wet phlegmatic).'),
  secondary: oneOf(TEMPERAMENTS, 'Second temperament.'),
  ...zodiacRecordMembers(),
  ...birthPlaceEchoMember(),
});
export type Temperament = Static<typeof Temperament>;
