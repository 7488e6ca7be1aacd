import { Type, type Static } from 'typebox';
import { text } from './fields.js';
import { closedObject } from './closed-object.js';
import { TimedBirthData } from './birth-data.js';
import { houseSystemMember } from './birth-members.js';
import { placementMembers } from './members.js';
import { LABEL_LOCALES } from './label-locale.js';
import { oneOf } from './fields.js';

/** The lots catalogue and user-defined lots (`lots`, `POST /lots`; docs/lots.md). */

export const LotFormulaInput = closedObject('A lot of the caller’s: a name and a formula.', {
  name: text('The name the lot is reported under.'),
  formula: Type.String({ minLength: 1, maxLength: 200, description: 'The formula, for example "Asc + Venus - Saturn" (docs/lots.md "Formulas").' }),
  reverseAtNight: Type.Optional(Type.Boolean({ description: 'Reverse the formula in a night chart (swap the added and the subtracted points); default false.' })),
});
export type LotFormulaInput = Static<typeof LotFormulaInput>;

export const LotsRequest = closedObject('Request for lots of a timed birth: catalogue lots by id, and lots of the caller’s formulas.', {
  birth: TimedBirthData,
  ids: Type.Optional(Type.Array(Type.String({ minLength: 1 }), {
    maxItems: 200, description: 'Ids of catalogue lots (docs/lots.md); default: the whole catalogue when no formulas are given, none otherwise.',
  })),
  formulas: Type.Optional(Type.Array(LotFormulaInput, { maxItems: 50, description: 'Lots of the caller’s own formulas.' })),
  houseSystem: houseSystemMember('House system of the cusps a formula names (H2, Ruler(H2)); default Placidus.'),
  locale: Type.Optional(oneOf(LABEL_LOCALES, 'Language of the catalogue lots’ `name` (issue 31): a BCP 47 tag, one of the ten label languages; default en. The `id`, `formula` and `source` stay as they are.')),
});
export type LotsRequest = Static<typeof LotsRequest>;

export const LotPosition = closedObject('A lot of the chart.', {
  id: Type.Optional(text('Catalogue id, the same in every language (the key to read a lot by); absent for a lot of the caller’s formula.')),
  name: text('Name of the lot: a catalogue lot’s name in the request’s `locale` (default English, the source’s name in translation); the caller’s own name as given.'),
  ...placementMembers('Longitude of the lot.', 'Sign of the lot.'),
  formula: text('The formula used for this chart (the night formula in a night chart when the lot is reversed).'),
  source: Type.Optional(text('Source of a catalogue lot: author, work, chapter.')),
});
export type LotPosition = Static<typeof LotPosition>;

export const Lots = closedObject('Lots of a timed birth.', {
  isDayChart: Type.Boolean({ description: 'True for a day chart (the Sun above the horizon): the day formulas are used.' }),
  lots: Type.Array(LotPosition, { description: 'The lots: the catalogue lots asked for, in catalogue order, then the caller’s.' }),
});
export type Lots = Static<typeof Lots>;
