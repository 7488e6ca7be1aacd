import type { HylegRuleWords } from '../hyleg-rule.js';

/** The hyleg's rules in English: the words `hylegOf` has always written (the records' `hyleg.rule`). */
export const HYLEG_WORDS_EN: HylegRuleWords = {
  ptolemyLight: "the {light} in Ptolemy's hylegiacal place {place}",
  ptolemyLord: '{lord}, most relations of domination over the {first}, the prenatal syzygy and the {sect, select, day {Ascendant} other {Lot of Fortune}}, in hylegiacal place {place}',
  ptolemyFortune: 'no light or lord in a hylegiacal place, a night birth after a full Moon: the Lot of Fortune',
  ptolemyAscendant: 'no light or lord in a hylegiacal place{sect, select, day {} other {, a night birth after a new Moon}}: the Ascendant',
  lillyLight: 'the {light} in house {house}, a hylegiacal house',
  lillyLord: "{lord}, most essential dignities over {sect, select, day {the prenatal syzygy's degree} other {the Moon's degree, the prenatal syzygy's and the Lot of Fortune}}, in house {house}",
  lillyAscendant: 'no light or lord in a hylegiacal house: the Ascendant',
};
