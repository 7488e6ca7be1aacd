import type { Static } from 'typebox';
import { oneOf } from './fields.js';

/**
 * The rulership schemes a record reads a sign's ruler in (issue 22 #17): `traditional` (the seven visible planets;
 * Ptolemy, Tetrabiblos I.17: Mars rules Scorpio, Saturn Aquarius, Jupiter Pisces) and `modern` (Pluto, Uranus,
 * Neptune for those three signs). One default for the whole library, `traditional`: the natal chart's chart ruler,
 * the horoscopes' sign ruler and `domicileRuler` (docs/natal-chart.md "Rulers").
 */
export const RULER_SCHEMES = ['traditional', 'modern'] as const;

export const RulerScheme = oneOf(RULER_SCHEMES, 'Rulership scheme: traditional (Mars, Saturn, Jupiter rule Scorpio, Aquarius, Pisces) or modern (Pluto, Uranus, Neptune).');
export type RulerScheme = Static<typeof RulerScheme>;
