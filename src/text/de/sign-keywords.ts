import type { PartialText } from '../partial-text.js';
import type { SignKeywords } from '../sign-keywords.js';

/** Die Stichworte jedes Zeichens (issue 31), in der Reihenfolge der englischen. */
export const SIGN_KEYWORDS_DE: PartialText<SignKeywords> = {
  Aries: ['Initiative', 'Mut', 'Tatendrang', 'Aufbruch'],
  Taurus: ['Beständigkeit', 'Behaglichkeit', 'Geduld', 'Besitz'],
  Gemini: ['Neugier', 'Austausch', 'Vielseitigkeit', 'Witz'],
  Cancer: ['Fürsorge', 'Zugehörigkeit', 'Erinnerung', 'Schutz'],
  Leo: ['Wärme', 'Stolz', 'Kreativität', 'Auftritt'],
  Virgo: ['Genauigkeit', 'Dienst', 'Analyse', 'Handwerk'],
  Libra: ['Ausgleich', 'Partnerschaft', 'Fairness', 'Anmut'],
  Scorpio: ['Intensität', 'Tiefe', 'Verschwiegenheit', 'Erneuerung'],
  Sagittarius: ['Suche', 'Offenheit', 'Glaube', 'Ferne'],
  Capricorn: ['Ehrgeiz', 'Struktur', 'Disziplin', 'Ausdauer'],
  Aquarius: ['Unabhängigkeit', 'Ideale', 'Gemeinschaft', 'Erfindungsgeist'],
  Pisces: ['Einfühlung', 'Vorstellungskraft', 'Hingabe', 'Geheimnis'],
};
