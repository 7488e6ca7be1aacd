/**
 * The lots catalogue (issue 29): each lot as data — its id, its name, its formula by day and by night (`'same'` when
 * the source does not reverse it), and its source with the work and the chapter. The formulas are written in the
 * syntax of `parseLotFormula` (`Asc + Moon - Sun`: cast from the first point, adding the arc from the third point to
 * the second); a reversed night formula is the day formula with its operands swapped (a test checks it). The table
 * of docs/lots.md is generated from this data (`lotsTableMarkdown`) and a test checks that the page matches it.
 *
 * al-Biruni's lots are those of his tables in §476 (he reproduces "those which Abu Ma'shar has mentioned"), read in
 * R. Ramsay Wright's translation (1934) and checked against G. Noonan's transcription of the same tables (2001); the
 * house each belongs to is al-Biruni's grouping. Where al-Biruni adds a condition (the lot of the father takes Jupiter
 * and Mars when Saturn is under the Sun's beams) the catalogue keeps the main rule and says so in `note`.
 */

/** One lot of the catalogue. */
export interface CatalogueLot {
  /** Stable id, kebab-case. */
  readonly id: string;
  /** The lot's name, as the source gives it in English translation. */
  readonly name: string;
  /** The formula of a day chart. */
  readonly day: string;
  /** The formula of a night chart, or `'same'` when the source does not reverse the lot. */
  readonly night: string;
  /** The source: author, work, chapter (and the house, for al-Biruni's tables). */
  readonly source: string;
  /** A condition of the source that the formula leaves out, when there is one. */
  readonly note?: string;
}

const PAULUS = 'Paulus Alexandrinus, Introductory Matters (378 CE), ch. 23';
const biruni = (group: string) => `al-Biruni, Book of Instruction (1029; trans. Wright 1934), §476, ${group}`;

export const LOT_CATALOGUE: readonly CatalogueLot[] = [
  // Paulus' seven lots of the planets (the "Hermetic" lots; Urania's `traditionalLots`).
  { id: 'fortune', name: 'Fortune', day: 'Asc + Moon - Sun', night: 'Asc + Sun - Moon', source: PAULUS },
  { id: 'spirit', name: 'Spirit', day: 'Asc + Sun - Moon', night: 'Asc + Moon - Sun', source: PAULUS },
  { id: 'eros', name: 'Eros', day: 'Asc + Venus - Spirit', night: 'Asc + Spirit - Venus', source: PAULUS },
  { id: 'necessity', name: 'Necessity', day: 'Asc + Fortune - Mercury', night: 'Asc + Mercury - Fortune', source: PAULUS },
  { id: 'courage', name: 'Courage', day: 'Asc + Fortune - Mars', night: 'Asc + Mars - Fortune', source: PAULUS },
  { id: 'victory', name: 'Victory', day: 'Asc + Jupiter - Spirit', night: 'Asc + Spirit - Jupiter', source: PAULUS },
  { id: 'nemesis', name: 'Nemesis', day: 'Asc + Fortune - Saturn', night: 'Asc + Saturn - Fortune', source: PAULUS },
  // al-Biruni (after Abu Ma'shar): the lots of the planets.
  { id: 'biruni-friendship-and-love', name: 'Friendship and love (lot of Venus)', day: 'Asc + Spirit - Fortune', night: 'Asc + Fortune - Spirit', source: biruni('lots of the planets') },
  { id: 'biruni-penury', name: 'Despair, penury and fraud (lot of Mercury)', day: 'Asc + Fortune - Spirit', night: 'Asc + Spirit - Fortune', source: biruni('lots of the planets') },
  { id: 'biruni-captivity', name: 'Captivity, prisons and escape (lot of Saturn)', day: 'Asc + Fortune - Saturn', night: 'Asc + Saturn - Fortune', source: biruni('lots of the planets') },
  { id: 'biruni-bravery', name: 'Bravery (lot of Mars)', day: 'Asc + Fortune - Mars', night: 'Asc + Mars - Fortune', source: biruni('lots of the planets') },
  // The 1st house.
  { id: 'life', name: 'Life', day: 'Asc + Saturn - Jupiter', night: 'Asc + Jupiter - Saturn', source: biruni('1st house') },
  { id: 'pillar', name: 'Pillar of the nativity (permanence and constancy)', day: 'Asc + Spirit - Fortune', night: 'Asc + Fortune - Spirit', source: biruni('1st house') },
  { id: 'reasoning', name: 'Reasoning and eloquence', day: 'Asc + Mars - Mercury', night: 'Asc + Mercury - Mars', source: biruni('1st house') },
  // The 2nd house.
  { id: 'property', name: 'Property', day: 'Asc + H2 - Ruler(H2)', night: 'Asc + Ruler(H2) - H2', source: biruni('2nd house') },
  { id: 'debt', name: 'Debt', day: 'Asc + Mercury - Saturn', night: 'Asc + Saturn - Mercury', source: biruni('2nd house') },
  { id: 'treasure', name: 'Treasure trove', day: 'Asc + Venus - Mercury', night: 'same', source: biruni('2nd house') },
  // The 3rd house.
  { id: 'brothers', name: 'Brothers', day: 'Asc + Jupiter - Saturn', night: 'same', source: biruni('3rd house') },
  { id: 'number-of-brothers', name: 'Number of brothers', day: 'Asc + Saturn - Mercury', night: 'same', source: biruni('3rd house') },
  // The 4th house.
  {
    id: 'father', name: 'Father (parents)', day: 'Asc + Saturn - Sun', night: 'Asc + Sun - Saturn', source: biruni('4th house'),
    note: 'When Saturn is under the Sun’s beams the source takes the arc from Mars to Jupiter instead; the catalogue keeps the main rule.',
  },
  { id: 'grandparents', name: 'Grandparents', day: 'Asc + Saturn - H2', night: 'Asc + H2 - Saturn', source: biruni('4th house') },
  { id: 'ancestors', name: 'Ancestors and relations', day: 'Asc + Mars - Saturn', night: 'Asc + Saturn - Mars', source: biruni('4th house') },
  { id: 'real-estate-hermes', name: 'Real estate (according to Hermes)', day: 'Asc + Jupiter - Mercury', night: 'Asc + Mercury - Jupiter', source: biruni('4th house') },
  { id: 'real-estate-persians', name: 'Real estate (according to some of the Persians)', day: 'Asc + Moon - Saturn', night: 'Asc + Saturn - Moon', source: biruni('4th house') },
  { id: 'agriculture', name: 'Agriculture and tillage', day: 'Asc + Saturn - Venus', night: 'same', source: biruni('4th house') },
  // The 5th house.
  { id: 'children', name: 'Children', day: 'Asc + Saturn - Jupiter', night: 'Asc + Jupiter - Saturn', source: biruni('5th house') },
  // The 6th house.
  { id: 'sickness', name: 'Sickness, accidents and defects', day: 'Asc + Mars - Saturn', night: 'Asc + Saturn - Mars', source: biruni('6th house') },
  // The 7th house.
  { id: 'marriage-of-men-hermes', name: 'Marriage of men (according to Hermes)', day: 'Asc + Venus - Saturn', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-women-hermes', name: 'Marriage of women (according to Hermes)', day: 'Asc + Saturn - Venus', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-men-valens', name: 'Marriage of men (according to Valens)', day: 'Asc + Venus - Sun', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-women-valens', name: 'Marriage of women (according to Valens)', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  // The 8th house.
  { id: 'death', name: 'Death', day: 'Saturn + H8 - Moon', night: 'same', source: biruni('8th house') },
  // The 10th house.
  { id: 'mother', name: 'Mother', day: 'Asc + Moon - Venus', night: 'Asc + Venus - Moon', source: biruni('10th house') },
];
