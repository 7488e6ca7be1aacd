import type { Sign } from '../../../schemas/enums.js';
import type { DegreeSymbolText } from '../../degree-symbol-text.js';
import { AQUARIUS_DEGREES_EN } from './aquarius.js';
import { ARIES_DEGREES_EN } from './aries.js';
import { CANCER_DEGREES_EN } from './cancer.js';
import { CAPRICORN_DEGREES_EN } from './capricorn.js';
import { GEMINI_DEGREES_EN } from './gemini.js';
import { LEO_DEGREES_EN } from './leo.js';
import { LIBRA_DEGREES_EN } from './libra.js';
import { PISCES_DEGREES_EN } from './pisces.js';
import { SAGITTARIUS_DEGREES_EN } from './sagittarius.js';
import { SCORPIO_DEGREES_EN } from './scorpio.js';
import { TAURUS_DEGREES_EN } from './taurus.js';
import { VIRGO_DEGREES_EN } from './virgo.js';

/** Urania's own degree symbols, English: thirty per sign (one file per sign). */
export const DEGREE_SYMBOLS_EN: Readonly<Record<Sign, readonly DegreeSymbolText[]>> = {
  Aries: ARIES_DEGREES_EN,
  Taurus: TAURUS_DEGREES_EN,
  Gemini: GEMINI_DEGREES_EN,
  Cancer: CANCER_DEGREES_EN,
  Leo: LEO_DEGREES_EN,
  Virgo: VIRGO_DEGREES_EN,
  Libra: LIBRA_DEGREES_EN,
  Scorpio: SCORPIO_DEGREES_EN,
  Sagittarius: SAGITTARIUS_DEGREES_EN,
  Capricorn: CAPRICORN_DEGREES_EN,
  Aquarius: AQUARIUS_DEGREES_EN,
  Pisces: PISCES_DEGREES_EN,
};
