import type { Static } from 'typebox';
import { BODIES, ELEMENTS, MODALITIES, SIGNS } from './enums.js';
import { longitudeDeg, oneOf, text, textList } from './fields.js';
import { closedObject } from './closed-object.js';
import { textWarningsMember } from './text-warnings-member.js';

/** `GET /signs/{sign}` (issue 12): the standing facts of a sign with Urania's own portrait of it (`signInfo`). */
export const SignInfo = closedObject('A zodiac sign: its standing facts and a portrait in words.', {
  sign: oneOf(SIGNS, 'The sign.'),
  glyph: text('Unicode glyph of the sign.'),
  startLongitude: longitudeDeg('Ecliptic longitude where the sign begins (0, 30, …, 330).'),
  element: oneOf(ELEMENTS, 'Element (triplicity) of the sign.'),
  modality: oneOf(MODALITIES, 'Modality (quadruplicity) of the sign.'),
  polarity: oneOf(['masculine', 'feminine'], 'Ptolemy’s masculine (diurnal) or feminine (nocturnal) signs.'),
  traditionalRuler: oneOf(BODIES, 'Domicile lord in the traditional (Ptolemaic) scheme.'),
  modernRuler: oneOf(BODIES, 'Ruler in the modern scheme (differs for Scorpio, Aquarius and Pisces).'),
  opposite: oneOf(SIGNS, 'The sign 180° away.'),
  keywords: textList('Short keywords, in the record’s locale.'),
  description: text('Urania’s own portrait of the sign, 150–220 words (docs/interpretations.md).'),
  warnings: textWarningsMember(),
});
export type SignInfo = Static<typeof SignInfo>;
