import type { PartialText } from '../partial-text.js';
import type { SignKeywords } from '../sign-keywords.js';

/** Les mots-clés de chaque signe (issue 31), dans l’ordre des anglais. */
export const SIGN_KEYWORDS_FR: PartialText<SignKeywords> = {
  Aries: ['initiative', 'courage', 'élan', 'commencements'],
  Taurus: ['stabilité', 'confort', 'patience', 'possessions'],
  Gemini: ['curiosité', 'échange', 'polyvalence', 'esprit'],
  Cancer: ['soin', 'appartenance', 'mémoire', 'protection'],
  Leo: ['chaleur', 'fierté', 'créativité', 'éclat'],
  Virgo: ['précision', 'service', 'analyse', 'savoir-faire'],
  Libra: ['équilibre', 'partenariat', 'équité', 'grâce'],
  Scorpio: ['intensité', 'profondeur', 'secret', 'renouveau'],
  Sagittarius: ['quête', 'franchise', 'foi', 'lointain'],
  Capricorn: ['ambition', 'structure', 'discipline', 'endurance'],
  Aquarius: ['indépendance', 'idéaux', 'communauté', 'invention'],
  Pisces: ['empathie', 'imagination', 'abandon', 'mystère'],
};
