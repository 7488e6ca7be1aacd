/**
 * The lots catalogue (issue 29): each lot as data — its id, its name, its formula by day and by night (`'same'` when
 * the source does not reverse it), and its source with the work and the chapter. The formulas are written in the
 * syntax of `parseLotFormula` (`Asc + Moon - Sun`: cast from the first point, adding the arc from the third point to
 * the second); a reversed night formula is the day formula with its operands swapped (a test checks it). The table
 * of docs/lots.md is generated from this data (`lotsTableMarkdown`) and a test checks that the page matches it.
 *
 * al-Biruni's lots are those of his tables in §476 (he reproduces "those which Abu Ma'shar has mentioned"), in
 * R. Ramsay Wright's translation (1934) as D. Houlding tabulates it, the first 22 also as G. Noonan does (2001); the
 * house each belongs to is al-Biruni's grouping. Abu Ma'shar's and al-Qabisi's lots are read in B. Dykes's
 * translation (Introductions to Traditional Astrology, 2010, book VI); where they differ from al-Biruni both are kept,
 * each under its own id (docs/lots.md lists the differences). tests/fixtures/lots/lot-sources.json states every lot as
 * its source does, and a test casts each from it by hand. Where al-Biruni adds a condition (the lot of the father takes Jupiter
 * and Mars when Saturn is under the Sun's beams) the catalogue keeps the main rule and says so in `note`.
 */

/** One lot of the catalogue. */
export interface CatalogueLot {
  /** Stable id, kebab-case. */
  readonly id: string;
  /** The lot's name, as the source gives it in English translation (the other languages: `lotName`, src/charts/lots/lot-names.ts). */
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
const ABU_MASHAR = (section: string) => `Abu Ma'shar, Great Introduction, book VIII (trans. Dykes, Introductions to Traditional Astrology, 2010, §VI.${section})`;
const biruni = (group: string) => `al-Biruni, Book of Instruction (1029; trans. Wright 1934), §476, ${group}`;

export const LOT_CATALOGUE = [
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
  // Houlding's tabulation of §476 and Abu Ma'shar (Great Introduction VIII; Dykes, ITA VI.2.10) give Hermes the arc from
  // Saturn to the Moon and "some of the Persians" the arc from Mercury to Jupiter (Noonan 2001 has the two names swapped).
  { id: 'real-estate-hermes', name: 'Real estate (according to Hermes)', day: 'Asc + Moon - Saturn', night: 'Asc + Saturn - Moon', source: biruni('4th house') },
  { id: 'real-estate-persians', name: 'Real estate (according to some of the Persians)', day: 'Asc + Jupiter - Mercury', night: 'Asc + Mercury - Jupiter', source: biruni('4th house') },
  { id: 'agriculture', name: 'Agriculture and tillage', day: 'Asc + Saturn - Venus', night: 'same', source: biruni('4th house') },
  { id: 'death-of-parents', name: 'Death of parents', day: 'Asc + Jupiter - Saturn', night: 'Asc + Saturn - Jupiter', source: biruni('4th house') },
  // The 5th house.
  { id: 'children', name: 'Children', day: 'Asc + Saturn - Jupiter', night: 'Asc + Jupiter - Saturn', source: biruni('5th house') },
  { id: 'time-and-number-of-children', name: 'Time and number of children', day: 'Asc + Jupiter - Mars', night: 'same', source: biruni('5th house') },
  {
    id: 'male-children', name: 'Male children', day: 'Asc + Jupiter - Moon', night: 'same', source: ABU_MASHAR('2.15'),
    note: 'al-Biruni’s table, as read here, gives the condition of males the arc from Mars to Jupiter, the same as the time and number of children.',
  },
  { id: 'female-children', name: 'Female children', day: 'Asc + Venus - Moon', night: 'same', source: biruni('5th house') },
  { id: 'sex-of-child', name: 'Whether the expected child is male or female', day: 'Asc + Moon - Ruler(Moon)', night: 'Asc + Ruler(Moon) - Moon', source: biruni('5th house') },
  // The 6th house.
  { id: 'sickness', name: 'Sickness, accidents and defects', day: 'Asc + Mars - Saturn', night: 'Asc + Saturn - Mars', source: biruni('6th house') },
  { id: 'sickness-ancients', name: 'Sickness and defects (according to some of the ancients)', day: 'Asc + Mars - Mercury', night: 'same', source: biruni('6th house') },
  { id: 'slaves', name: 'Slaves and servants', day: 'Asc + Moon - Mercury', night: 'same', source: biruni('6th house') },
  // The 7th house.
  { id: 'marriage-of-men-hermes', name: 'Marriage of men (according to Hermes)', day: 'Asc + Venus - Saturn', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-women-hermes', name: 'Marriage of women (according to Hermes)', day: 'Asc + Saturn - Venus', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-men-valens', name: 'Marriage of men (according to Valens)', day: 'Asc + Venus - Sun', night: 'same', source: biruni('7th house') },
  { id: 'marriage-of-women-valens', name: 'Marriage of women (according to Valens)', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  { id: 'deception-of-men-and-women', name: 'Trickery and deception of men and women', day: 'Asc + Venus - Sun', night: 'same', source: biruni('7th house') },
  { id: 'intercourse-of-men', name: 'Intercourse (of men)', day: 'Asc + Venus - Sun', night: 'same', source: biruni('7th house') },
  { id: 'misconduct-of-women', name: 'Misconduct of women', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  { id: 'deception-of-men-by-women', name: 'Trickery and deceit of men by women', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  { id: 'intercourse-of-women', name: 'Intercourse (of women)', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  { id: 'unchastity-of-women', name: 'Unchastity of women', day: 'Asc + Mars - Moon', night: 'same', source: biruni('7th house') },
  { id: 'chastity-of-women', name: 'Chastity of women', day: 'Asc + Venus - Moon', night: 'same', source: biruni('7th house') },
  { id: 'marriage-hermes', name: 'Marriage of men and women (according to Hermes)', day: 'Asc + H7 - Venus', night: 'same', source: biruni('7th house') },
  { id: 'time-of-marriage-hermes', name: 'Time of marriage (according to Hermes)', day: 'Asc + Moon - Sun', night: 'same', source: biruni('7th house') },
  { id: 'fraudulent-marriage', name: 'Fraudulent marriage and its facilitation', day: 'Asc + Venus - Saturn', night: 'same', source: biruni('7th house') },
  { id: 'sons-in-law', name: 'Sons-in-law', day: 'Asc + Venus - Saturn', night: 'Asc + Saturn - Venus', source: biruni('7th house') },
  { id: 'lawsuits', name: 'Lawsuits and disputes', day: 'Asc + Jupiter - Mars', night: 'Asc + Mars - Jupiter', source: biruni('7th house') },
  // The 8th house.
  { id: 'death', name: 'Death', day: 'Saturn + H8 - Moon', night: 'same', source: biruni('8th house') },
  { id: 'killing-planet', name: 'The killing planet (anaireta)', day: 'Asc + Moon - Ruler(Asc)', night: 'Asc + Ruler(Asc) - Moon', source: biruni('8th house') },
  { id: 'heavy-place', name: 'The place of murder and sickness (the heavy place)', day: 'Mercury + Mars - Saturn', night: 'Mercury + Saturn - Mars', source: biruni('8th house') },
  { id: 'danger-of-violence', name: 'Danger of violence', day: 'Asc + Mercury - Saturn', night: 'Asc + Saturn - Mercury', source: biruni('8th house') },
  // The 9th house.
  { id: 'journeys', name: 'Journeys', day: 'Asc + H9 - Ruler(H9)', night: 'same', source: biruni('9th house') },
  // Abu Ma'shar gives the same arc (Dykes, ITA §VI.2.32), from Saturn to the 15th degree of Cancer.
  { id: 'journeys-by-water', name: 'Journeys by water', day: 'Asc + 15 Cancer - Saturn', night: 'Asc + Saturn - 15 Cancer', source: biruni('9th house') },
  { id: 'timidity', name: 'Timidity and hiding', day: 'Asc + Mercury - Moon', night: 'Asc + Moon - Mercury', source: biruni('9th house') },
  { id: 'deep-reflection', name: 'Deep reflection', day: 'Asc + Moon - Saturn', night: 'Asc + Saturn - Moon', source: biruni('9th house') },
  { id: 'understanding-and-wisdom', name: 'Understanding and wisdom', day: 'Asc + Sun - Saturn', night: 'Asc + Saturn - Sun', source: biruni('9th house') },
  { id: 'wisdom-abu-mashar', name: 'Wisdom (according to Abu Ma’shar)', day: 'Mercury + Jupiter - Saturn', night: 'Mercury + Saturn - Jupiter', source: ABU_MASHAR('2.34') },
  { id: 'traditions', name: 'Traditions and knowledge of affairs', day: 'Asc + Jupiter - Sun', night: 'Asc + Sun - Jupiter', source: biruni('9th house') },
  { id: 'truth-of-reports', name: 'Whether reports are true or false', day: 'Asc + Moon - Mercury', night: 'same', source: biruni('9th house') },
  // The 10th house.
  { id: 'administrators', name: 'Administrators and viziers', day: 'Asc + Mars - Mercury', night: 'Asc + Mercury - Mars', source: biruni('10th house') },
  { id: 'victory-of-the-sultan', name: 'Victory and conquest of the sultan', day: 'Asc + Saturn - Sun', night: 'Asc + Sun - Saturn', source: biruni('10th house') },
  { id: 'rise-in-station', name: 'Those who rise in station', day: 'Asc + Fortune - Saturn', night: 'Asc + Saturn - Fortune', source: biruni('10th house') },
  { id: 'persons-of-rank', name: 'Celebrated persons of rank', day: 'Asc + Sun - Saturn', night: 'same', source: biruni('10th house') },
  { id: 'armies', name: 'Armies and police', day: 'Asc + Saturn - Mars', night: 'Asc + Mars - Saturn', source: biruni('10th house') },
  { id: 'authority', name: 'The sultan and those concerned in nativities (authority)', day: 'Asc + Moon - Saturn', night: 'same', source: biruni('10th house') },
  { id: 'merchants', name: 'Merchants and their work', day: 'Asc + Venus - Mercury', night: 'Asc + Mercury - Venus', source: biruni('10th house') },
  { id: 'buying-and-selling', name: 'Buying and selling', day: 'Asc + Fortune - Spirit', night: 'Asc + Spirit - Fortune', source: biruni('10th house') },
  { id: 'medical-treatment', name: 'Operations and orders in medical treatment', day: 'Asc + Jupiter - Sun', night: 'Asc + Sun - Jupiter', source: biruni('10th house') },
  { id: 'kingdom', name: 'Kingdom and authority', day: 'Asc + Moon - Mars', night: 'Asc + Mars - Moon', source: ABU_MASHAR('2.38') },
  { id: 'work-and-authority-valens', name: 'Work and authority (according to Valens)', day: 'Asc + MC - Sun', night: 'same', source: ABU_MASHAR('2.42') },
  { id: 'mother', name: 'Mother', day: 'Asc + Moon - Venus', night: 'Asc + Venus - Moon', source: biruni('10th house') },
  // The 11th house.
  { id: 'glory', name: 'Glory', day: 'Asc + Spirit - Fortune', night: 'Asc + Fortune - Spirit', source: biruni('11th house') },
  { id: 'friendship-and-enmity', name: 'Friendship and enmity', day: 'Asc + Spirit - Fortune', night: 'Asc + Fortune - Spirit', source: biruni('11th house') },
  { id: 'renown', name: 'Being known and revered; constancy in affairs', day: 'Asc + Sun - Fortune', night: 'Asc + Fortune - Sun', source: biruni('11th house') },
  { id: 'success', name: 'Success', day: 'Asc + Jupiter - Fortune', night: 'Asc + Fortune - Jupiter', source: biruni('11th house') },
  { id: 'worldliness', name: 'Worldliness', day: 'Asc + Venus - Fortune', night: 'Asc + Fortune - Venus', source: biruni('11th house') },
  { id: 'hope', name: 'Hope', day: 'Asc + Mercury - Jupiter', night: 'Asc + Jupiter - Mercury', source: biruni('11th house') },
  { id: 'hope-abu-mashar', name: 'Hope (according to Abu Ma’shar)', day: 'Asc + Venus - Saturn', night: 'Asc + Saturn - Venus', source: ABU_MASHAR('2.44') },
  { id: 'friends', name: 'Friends', day: 'Asc + Mercury - Moon', night: 'same', source: biruni('11th house') },
  { id: 'violence', name: 'Violence', day: 'Asc + Mercury - Spirit', night: 'same', source: biruni('11th house') },
  { id: 'abundance', name: 'Abundance in the house', day: 'Asc + Sun - Moon', night: 'same', source: biruni('11th house') },
  { id: 'liberty', name: 'Liberty of the person', day: 'Asc + Sun - Mercury', night: 'Asc + Mercury - Sun', source: biruni('11th house') },
  { id: 'praise', name: 'Praise and acceptance', day: 'Asc + Venus - Jupiter', night: 'Asc + Jupiter - Venus', source: biruni('11th house') },
  // The 12th house.
  { id: 'enmity-ancients', name: 'Enmity (according to some of the ancients)', day: 'Asc + Mars - Saturn', night: 'same', source: biruni('12th house') },
  { id: 'enmity-hermes', name: 'Enmity (according to Hermes)', day: 'Asc + H12 - Ruler(H12)', night: 'same', source: biruni('12th house') },
  { id: 'bad-luck', name: 'Bad luck', day: 'Asc + Fortune - Spirit', night: 'same', source: biruni('12th house') },
  // al-Biruni's lots of neither the planets nor the houses.
  { id: 'debilitated-bodies', name: 'Debilitated bodies', day: 'Asc + Mars - Fortune', night: 'Asc + Fortune - Mars', source: biruni('lots of neither') },
  { id: 'horsemanship', name: 'Horsemanship and bravery', day: 'Asc + Moon - Saturn', night: 'Asc + Saturn - Moon', source: biruni('lots of neither') },
  { id: 'boldness', name: 'Boldness, violence and murder', day: 'Asc + Moon - Ruler(Asc)', night: 'Asc + Ruler(Asc) - Moon', source: biruni('lots of neither') },
  { id: 'trickery', name: 'Trickery and deceit', day: 'Asc + Spirit - Mercury', night: 'Asc + Mercury - Spirit', source: biruni('lots of neither') },
  { id: 'necessity-and-wish', name: 'Necessity and wish', day: 'Asc + Mars - Saturn', night: 'same', source: biruni('lots of neither') },
  { id: 'requirements-egyptians', name: 'Requirements and necessities (according to the Egyptians)', day: 'Asc + H3 - Mars', night: 'same', source: biruni('lots of neither') },
  { id: 'realisation-of-needs', name: 'Realisation of needs and desires', day: 'Asc + Mercury - Fortune', night: 'same', source: biruni('lots of neither') },
  { id: 'retribution', name: 'Retribution', day: 'Asc + Sun - Mars', night: 'Asc + Mars - Sun', source: biruni('lots of neither') },
  { id: 'rectitude', name: 'Rectitude', day: 'Asc + Mars - Mercury', night: 'Asc + Mercury - Mars', source: biruni('lots of neither') },
  // al-Qabisi's lots outside the houses (Introduction V; Dykes, ITA VI.3).
  { id: 'knowledge', name: 'Knowledge', day: 'Asc + Jupiter - Moon', night: 'Asc + Moon - Jupiter', source: 'al-Qabisi, Introduction to Astrology, ch. V (trans. Dykes, Introductions to Traditional Astrology, 2010, §VI.3.1)' },
] as const satisfies readonly CatalogueLot[];

/** The id of a catalogue lot: the stable key of its name in every language (src/charts/lots/names/). */
export type LotId = (typeof LOT_CATALOGUE)[number]['id'];

/** A lot name for every catalogue id: one language's names (a missing or unknown id fails to compile). */
export type LotNames = Readonly<Record<LotId, string>>;
