import type { Sign } from '../schemas/enums.js';

/** The words of one decan in one locale (the record `DecanInfo` adds its degrees and rulers). */
export interface DecanText {
  readonly sign: Sign;
  /** Decan within the sign, 1–3. */
  readonly decan: 1 | 2 | 3;
  /** The decan's meaning, 80–130 words, naming its Chaldean face ruler and its triplicity ruler. */
  readonly description: string;
}
