import { YOGA_GROUPS } from '../schemas/vedic-yogas.js';
import type { YogaRule } from './yoga-rule.js';
import { YOGA_RULES_PLANETARY } from './yoga-rules-planetary.js';
import { YOGA_RULES_BPHS_36 } from './yoga-rules-bphs-36.js';
import { YOGA_RULES_RAJA_DHANA } from './yoga-rules-raja-dhana.js';
import { YOGA_RULES_NABHASA } from './yoga-rules-nabhasa.js';

/**
 * The catalogue of classical yogas: ONE table of rules, read by ONE evaluator (src/vedic/yoga-evaluator.ts).
 * Adding a yoga is adding a row. Each row carries its name, its rule in words, its classical source and its
 * condition in the vocabulary of src/vedic/yoga-condition.ts. Houses are whole signs from the lagna unless the
 * row counts from the Moon or the Sun. Sources (chapter numbers of BPHS as in R. Santhanam's translation):
 * - BPHS: Brihat Parashara Hora Shastra — ch. 34 (yoga karakas), 35 (Nabhasa yogas), 36 (many other yogas),
 *   37 (lunar yogas), 38 (solar yogas), 39 (raja yogas), 41 (wealth), 75 (the five Mahapurusha yogas);
 * - Brihat Jataka (Varahamihira) ch. 12 (Nabhasa yogas) and 13 (lunar yogas); Saravali (Kalyana Varma) ch. 13;
 * - Phaladeepika (Mantreswara) ch. 6 (yogas) and ch. 7 (raja yogas); Uttara Kalamrita (Kalidasa) ch. 4;
 * - B. V. Raman, Three Hundred Important Combinations (1947; the modern reference list, cited "Raman 300").
 * Where a text leaves a term open ("strong", "benefic") the row states the reading adopted; where texts differ
 * the variant is its own row (Gajakesari as Raman gives it and as BPHS gives it). docs/vedic.md "Yogas".
 */

export type { YogaGroup, YogaRule } from './yoga-rule.js';
export { YOGA_GROUPS };

/** The catalogue, in its documented order (docs/vedic.md "Yogas"): the group files' rows, one after another. */
export const YOGA_RULES: readonly YogaRule[] = [...YOGA_RULES_PLANETARY, ...YOGA_RULES_BPHS_36, ...YOGA_RULES_RAJA_DHANA, ...YOGA_RULES_NABHASA];
