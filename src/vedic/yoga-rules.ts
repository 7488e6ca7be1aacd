import { YOGA_GROUPS, type YOGA_NATURES } from '../schemas/vedic-yogas.js';
import type { Graha } from './graha-relationships.js';
import type { YogaCondition, YogaGraha } from './yoga-condition.js';

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

/** One of `YOGA_GROUPS` (the schema's list). */
export type YogaGroup = (typeof YOGA_GROUPS)[number];

export { YOGA_GROUPS };

/** A row of the catalogue. */
export interface YogaRule {
  /** Stable kebab-case key (the words' key). */
  readonly id: string;
  readonly name: string;
  readonly group: YogaGroup;
  /** Whether the texts count it a blessing, an affliction, or either by the planets that form it. */
  readonly nature: (typeof YOGA_NATURES)[number];
  /** The rule in words, as the condition reads it. */
  readonly rule: string;
  /** The classical source(s). */
  readonly source: string;
  readonly condition: YogaCondition;
}

const KENDRAS = [1, 4, 7, 10];
const TRIKONAS = [1, 5, 9];
const DUSTHANAS = [6, 8, 12];
const UPACHAYAS = [3, 6, 10, 11];
/** The five tara grahas (Mars … Saturn): the planets other than the luminaries and the nodes. */
const TARAS: readonly Graha[] = ['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const NATURAL_BENEFICS: readonly Graha[] = ['Mercury', 'Jupiter', 'Venus'];
const SEVEN_MALEFICS: readonly Graha[] = ['Sun', 'Mars', 'Saturn'];
const STRONG = ['exalted', 'moolatrikona', 'own'] as const;

const all = (...of: YogaCondition[]): YogaCondition => ({ op: 'all', of });
const any = (...of: YogaCondition[]): YogaCondition => ({ op: 'any', of });
const not = (of: YogaCondition): YogaCondition => ({ op: 'not', of });
const lord = (house: number): YogaGraha => ({ lord: house });
const same = (a: YogaGraha, b: YogaGraha): YogaCondition => not({ op: 'distinct', who: [a, b] });
/** b stands in a kendra (1, 4, 7, 10) from a. */
const mutualKendra = (a: YogaGraha, b: YogaGraha): YogaCondition => ({ op: 'in', who: b, houses: KENDRAS, from: a });

function mahapurusha(id: string, name: string, graha: Graha, signs: string): YogaRule {
  return {
    id, name, group: 'mahapurusha', nature: 'benefic',
    rule: `${graha} in a kendra (1st, 4th, 7th or 10th) from the lagna, in its own sign, moolatrikona or exaltation (${signs}).`,
    source: 'BPHS ch. 75 vv. 1–2; Phaladeepika ch. 6 v. 1; Raman 300',
    condition: all({ op: 'in', who: graha, houses: KENDRAS }, { op: 'dignity', who: graha, is: STRONG }),
  };
}

/** Nabhasa akriti: the seven grahas only in `houses`, each of them holding at least one. */
function confined(houses: readonly number[]): YogaCondition {
  return all({ op: 'all-in', who: 'seven', houses }, { op: 'each-held', houses, by: 'seven' });
}

function nabhasa(id: string, name: string, rule: string, condition: YogaCondition, nature: YogaRule['nature'] = 'mixed'): YogaRule {
  return { id, name, group: 'nabhasa', nature, rule, source: 'BPHS ch. 35; Brihat Jataka ch. 12', condition };
}

/** Seven houses in a row from `start`. */
function run(start: number): number[] {
  return Array.from({ length: 7 }, (_, i) => ((start - 1 + i) % 12) + 1);
}

function sankhya(id: string, name: string, count: number, nature: YogaRule['nature']): YogaRule {
  return nabhasa(id, name, `The seven grahas occupy exactly ${count} sign${count === 1 ? '' : 's'} (a sankhya yoga).`, { op: 'sign-count', who: 'seven', count }, nature);
}

function vipareeta(id: string, name: string, house: number): YogaRule {
  return {
    id, name, group: 'vipareeta', nature: 'benefic',
    rule: `The lord of the ${house}th house stands in the 6th, 8th or 12th.`,
    source: 'Uttara Kalamrita ch. 4; Raman 300',
    condition: { op: 'in', who: lord(house), houses: DUSTHANAS },
  };
}

const GOOD_HOUSES = [1, 2, 4, 5, 7, 9, 10, 11];
const ALL_HOUSES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** The catalogue, in its documented order (docs/vedic.md "Yogas"). */
export const YOGA_RULES: readonly YogaRule[] = [
  // The five Mahapurusha yogas.
  mahapurusha('ruchaka', 'Ruchaka', 'Mars', 'Aries, Scorpio, Capricorn'),
  mahapurusha('bhadra', 'Bhadra', 'Mercury', 'Gemini, Virgo'),
  mahapurusha('hamsa', 'Hamsa', 'Jupiter', 'Sagittarius, Pisces, Cancer'),
  mahapurusha('malavya', 'Malavya', 'Venus', 'Taurus, Libra, Pisces'),
  mahapurusha('shasha', 'Shasha', 'Saturn', 'Capricorn, Aquarius, Libra'),

  // Lunar yogas.
  {
    id: 'sunapha', name: 'Sunapha', group: 'lunar', nature: 'benefic',
    rule: 'A planet other than the Sun and the nodes (Mars, Mercury, Jupiter, Venus or Saturn) in the 2nd from the Moon.',
    source: 'BPHS ch. 37 vv. 7–10; Brihat Jataka ch. 13; Saravali ch. 13',
    condition: all({ op: 'occupied', houses: [2], from: 'Moon', by: TARAS }, { op: 'involves', who: ['Moon'] }),
  },
  {
    id: 'anapha', name: 'Anapha', group: 'lunar', nature: 'benefic',
    rule: 'A planet other than the Sun and the nodes in the 12th from the Moon.',
    source: 'BPHS ch. 37 vv. 7–10; Brihat Jataka ch. 13; Saravali ch. 13',
    condition: all({ op: 'occupied', houses: [12], from: 'Moon', by: TARAS }, { op: 'involves', who: ['Moon'] }),
  },
  {
    id: 'durudhara', name: 'Durudhara', group: 'lunar', nature: 'benefic',
    rule: 'Planets other than the Sun and the nodes in both the 2nd and the 12th from the Moon.',
    source: 'BPHS ch. 37 vv. 7–10; Brihat Jataka ch. 13; Saravali ch. 13',
    condition: all({ op: 'each-held', houses: [2, 12], from: 'Moon', by: TARAS }, { op: 'involves', who: ['Moon'] }),
  },
  {
    id: 'kemadruma', name: 'Kemadruma', group: 'lunar', nature: 'malefic',
    rule: 'No planet other than the Sun and the nodes in the 2nd or the 12th from the Moon (the yoga as such; its cancellations are the next row).',
    source: 'Brihat Jataka ch. 13; Saravali ch. 13; BPHS ch. 37 vv. 11–13',
    condition: all(not({ op: 'occupied', houses: [2, 12], from: 'Moon', by: TARAS }), { op: 'involves', who: ['Moon'] }),
  },
  {
    id: 'kemadruma-bhanga', name: 'Kemadruma Bhanga', group: 'lunar', nature: 'benefic',
    rule: 'Kemadruma is present but cancelled: a planet other than the Sun and the nodes is with the Moon or in a kendra from the lagna (BPHS), or in a kendra from the Moon (Phaladeepika).',
    source: 'BPHS ch. 37 v. 11; Phaladeepika ch. 6; Raman 300',
    condition: all(
      not({ op: 'occupied', houses: [2, 12], from: 'Moon', by: TARAS }),
      any(
        { op: 'occupied', houses: [1], from: 'Moon', by: TARAS },
        { op: 'occupied', houses: KENDRAS, by: TARAS },
        { op: 'occupied', houses: KENDRAS, from: 'Moon', by: TARAS },
      ),
    ),
  },
  {
    id: 'adhi', name: 'Adhi', group: 'lunar', nature: 'benefic',
    rule: 'At least two of the natural benefics (Mercury, Jupiter, Venus) in the 6th, 7th or 8th from the Moon, and no malefic there.',
    source: 'BPHS ch. 37 v. 5; Brihat Jataka ch. 13 v. 2; Phaladeepika ch. 6; Raman 300',
    condition: all(
      { op: 'occupied', houses: [6, 7, 8], from: 'Moon', by: NATURAL_BENEFICS, min: 2 },
      not({ op: 'occupied', houses: [6, 7, 8], from: 'Moon', by: 'malefics' }),
    ),
  },
  {
    id: 'vasumati', name: 'Vasumati', group: 'dhana', nature: 'benefic',
    rule: 'Mercury, Jupiter and Venus all in upachayas (3rd, 6th, 10th, 11th) from the lagna or from the Moon.',
    source: 'BPHS ch. 37 v. 6; Saravali ch. 13 v. 32; Raman 300',
    condition: any(
      { op: 'all-in', who: NATURAL_BENEFICS, houses: UPACHAYAS },
      all({ op: 'all-in', who: NATURAL_BENEFICS, houses: UPACHAYAS, from: 'Moon' }, { op: 'involves', who: ['Moon'] }),
    ),
  },
  {
    id: 'chandra-mangala', name: 'Chandra–Mangala', group: 'lunar', nature: 'mixed',
    rule: 'The Moon and Mars in one sign.',
    source: 'Raman 300; Phaladeepika ch. 6',
    condition: { op: 'together', who: ['Moon', 'Mars'] },
  },
  {
    id: 'gajakesari', name: 'Gajakesari', group: 'lunar', nature: 'benefic',
    rule: 'Jupiter in a kendra (1st, 4th, 7th or 10th) from the Moon — the usual modern reading.',
    source: 'Raman 300 (its first combination); Phaladeepika ch. 6',
    condition: { op: 'in', who: 'Jupiter', houses: KENDRAS, from: 'Moon' },
  },
  {
    id: 'gajakesari-parashara', name: 'Gajakesari (Parashara)', group: 'lunar', nature: 'benefic',
    rule: "Jupiter in a kendra from the lagna or the Moon, with or aspected by a benefic, and neither debilitated, combust nor in an enemy's sign — Parashara's stricter reading.",
    source: 'BPHS ch. 36 vv. 3–4',
    condition: all(
      any({ op: 'in', who: 'Jupiter', houses: KENDRAS }, { op: 'in', who: 'Jupiter', houses: KENDRAS, from: 'Moon' }),
      { op: 'some', among: 'benefics', then: any({ op: 'together', who: ['$x', 'Jupiter'] }, { op: 'aspects', who: '$x', on: 'Jupiter' }) },
      not({ op: 'dignity', who: 'Jupiter', is: ['debilitated', 'enemy'] }),
      not({ op: 'combust', who: 'Jupiter' }),
    ),
  },
  {
    id: 'shakata', name: 'Shakata', group: 'lunar', nature: 'malefic',
    rule: 'The Moon in the 6th, 8th or 12th from Jupiter, the Moon not in a kendra from the lagna (which cancels it).',
    source: 'Phaladeepika ch. 6; Raman 300',
    condition: all({ op: 'in', who: 'Moon', houses: DUSTHANAS, from: 'Jupiter' }, not({ op: 'in', who: 'Moon', houses: KENDRAS })),
  },

  // Solar yogas.
  {
    id: 'vesi', name: 'Vesi', group: 'solar', nature: 'mixed',
    rule: 'A planet other than the Moon and the nodes in the 2nd from the Sun.',
    source: 'BPHS ch. 38 vv. 1–4; Saravali ch. 14',
    condition: all({ op: 'occupied', houses: [2], from: 'Sun', by: TARAS }),
  },
  {
    id: 'vasi', name: 'Vasi', group: 'solar', nature: 'mixed',
    rule: 'A planet other than the Moon and the nodes in the 12th from the Sun.',
    source: 'BPHS ch. 38 vv. 1–4; Saravali ch. 14',
    condition: all({ op: 'occupied', houses: [12], from: 'Sun', by: TARAS }),
  },
  {
    id: 'ubhayachari', name: 'Ubhayachari', group: 'solar', nature: 'mixed',
    rule: 'Planets other than the Moon and the nodes in both the 2nd and the 12th from the Sun.',
    source: 'BPHS ch. 38 vv. 1–4; Saravali ch. 14',
    condition: { op: 'each-held', houses: [2, 12], from: 'Sun', by: TARAS },
  },
  {
    id: 'budhaditya', name: 'Budhaditya', group: 'solar', nature: 'benefic',
    rule: 'The Sun and Mercury in one sign.',
    source: 'Modern practice (Budha-Aditya, also called Nipuna); not named in BPHS',
    condition: { op: 'together', who: ['Sun', 'Mercury'] },
  },

  // BPHS ch. 36 and kin.
  {
    id: 'shubha-kartari', name: 'Shubha Kartari', group: 'other', nature: 'benefic',
    rule: 'Benefics in both the 2nd and the 12th from the lagna (the lagna hemmed in by benefics).',
    source: 'BPHS ch. 36 vv. 1–2 (Subha yoga)',
    condition: { op: 'each-held', houses: [2, 12], by: 'benefics' },
  },
  {
    id: 'papa-kartari', name: 'Papa Kartari', group: 'other', nature: 'malefic',
    rule: 'Malefics in both the 2nd and the 12th from the lagna (the lagna hemmed in by malefics).',
    source: 'BPHS ch. 36 vv. 1–2 (Asubha yoga)',
    condition: { op: 'each-held', houses: [2, 12], by: 'malefics' },
  },
  {
    id: 'amala', name: 'Amala', group: 'other', nature: 'benefic',
    rule: 'Only benefics, at least one, in the 10th from the lagna or from the Moon.',
    source: 'BPHS ch. 36 vv. 5–6; Raman 300',
    condition: any(
      all({ op: 'occupied', houses: [10], by: 'benefics' }, not({ op: 'occupied', houses: [10], by: 'malefics' })),
      all({ op: 'occupied', houses: [10], from: 'Moon', by: 'benefics' }, not({ op: 'occupied', houses: [10], from: 'Moon', by: 'malefics' })),
    ),
  },
  {
    id: 'parvata', name: 'Parvata', group: 'other', nature: 'benefic',
    rule: 'Benefics in the kendras, no malefic in a kendra, and the 8th free of malefics (the 7th and 8th empty or holding benefics only).',
    source: 'BPHS ch. 36 vv. 7–8; Raman 300',
    condition: all({ op: 'occupied', houses: KENDRAS, by: 'benefics' }, not({ op: 'occupied', houses: [...KENDRAS, 8], by: 'malefics' })),
  },
  {
    id: 'kahala', name: 'Kahala', group: 'other', nature: 'benefic',
    rule: 'The 4th lord and Jupiter in kendras from each other, and the lagna lord strong (read as: in exaltation, moolatrikona or its own sign).',
    source: 'BPHS ch. 36 vv. 9–10; Raman 300',
    condition: all(
      { op: 'distinct', who: [lord(4), 'Jupiter'] },
      mutualKendra(lord(4), 'Jupiter'),
      { op: 'dignity', who: lord(1), is: STRONG },
    ),
  },
  {
    id: 'chamara', name: 'Chamara', group: 'other', nature: 'benefic',
    rule: 'The lagna lord exalted in a kendra and aspected by Jupiter; or two benefics together in the 1st, 7th, 9th or 10th.',
    source: 'BPHS ch. 36 vv. 11–12; Raman 300',
    condition: any(
      all({ op: 'dignity', who: lord(1), is: ['exalted'] }, { op: 'in', who: lord(1), houses: KENDRAS }, { op: 'aspects', who: 'Jupiter', on: lord(1) }),
      { op: 'occupied', houses: [1], by: 'benefics', min: 2 },
      { op: 'occupied', houses: [7], by: 'benefics', min: 2 },
      { op: 'occupied', houses: [9], by: 'benefics', min: 2 },
      { op: 'occupied', houses: [10], by: 'benefics', min: 2 },
    ),
  },
  {
    id: 'shankha', name: 'Shankha', group: 'other', nature: 'benefic',
    rule: 'The lords of the 5th and 6th in kendras from each other, and the lagna lord strong (in exaltation, moolatrikona or its own sign).',
    source: 'BPHS ch. 36 vv. 13–14; Raman 300',
    condition: all(
      { op: 'distinct', who: [lord(5), lord(6)] },
      mutualKendra(lord(5), lord(6)),
      { op: 'dignity', who: lord(1), is: STRONG },
    ),
  },
  {
    id: 'lakshmi', name: 'Lakshmi', group: 'dhana', nature: 'benefic',
    rule: 'The 9th lord in a kendra in its own sign, moolatrikona or exaltation, and the lagna lord strong (likewise).',
    source: 'BPHS ch. 36; Raman 300',
    condition: all(
      { op: 'in', who: lord(9), houses: KENDRAS },
      { op: 'dignity', who: lord(9), is: STRONG },
      { op: 'dignity', who: lord(1), is: STRONG },
    ),
  },
  {
    id: 'kalanidhi', name: 'Kalanidhi', group: 'other', nature: 'benefic',
    rule: 'Jupiter in the 2nd or 5th, and Mercury and Venus each with Jupiter or aspecting it.',
    source: 'BPHS ch. 36; Raman 300',
    condition: all(
      { op: 'in', who: 'Jupiter', houses: [2, 5] },
      any({ op: 'together', who: ['Mercury', 'Jupiter'] }, { op: 'aspects', who: 'Mercury', on: 'Jupiter' }),
      any({ op: 'together', who: ['Venus', 'Jupiter'] }, { op: 'aspects', who: 'Venus', on: 'Jupiter' }),
    ),
  },
  {
    id: 'saraswati', name: 'Saraswati', group: 'other', nature: 'benefic',
    rule: "Jupiter, Venus and Mercury each in a kendra, a trikona or the 2nd, with Jupiter in its own, a friend's or its exaltation sign.",
    source: 'Phaladeepika ch. 6; Raman 300',
    condition: all(
      { op: 'all-in', who: NATURAL_BENEFICS, houses: [1, 2, 4, 5, 7, 9, 10] },
      { op: 'dignity', who: 'Jupiter', is: ['exalted', 'moolatrikona', 'own', 'friend'] },
    ),
  },
  {
    id: 'chatussagara', name: 'Chatussagara', group: 'other', nature: 'benefic',
    rule: 'Every kendra (1st, 4th, 7th, 10th) holds at least one graha.',
    source: 'Raman 300',
    condition: { op: 'each-held', houses: KENDRAS, by: 'nine' },
  },
  {
    id: 'guru-mangala', name: 'Guru–Mangala', group: 'other', nature: 'benefic',
    rule: 'Jupiter and Mars in one sign, or in the 7th from each other.',
    source: 'Raman 300',
    condition: any({ op: 'together', who: ['Jupiter', 'Mars'] }, { op: 'in', who: 'Mars', houses: [7], from: 'Jupiter' }),
  },
  {
    id: 'lagnadhi', name: 'Lagnadhi', group: 'other', nature: 'benefic',
    rule: 'Benefics in the 7th or 8th from the lagna and no malefic there.',
    source: 'Raman 300; Phaladeepika ch. 6',
    condition: all({ op: 'occupied', houses: [7, 8], by: 'benefics' }, not({ op: 'occupied', houses: [7, 8], by: 'malefics' })),
  },

  // Raja yogas.
  {
    id: 'raja-kendra-trikona', name: 'Raja (kendra–trikona lords)', group: 'raja', nature: 'benefic',
    rule: 'The lord of a kendra (1st, 4th, 7th, 10th) and the lord of a trikona (1st, 5th, 9th), two different grahas, together, in mutual aspect or in exchange.',
    source: 'BPHS ch. 39; Phaladeepika ch. 7; Raman 300',
    condition: { op: 'lords', relation: 'associated', houses: [KENDRAS, TRIKONAS] },
  },
  {
    id: 'dharma-karmadhipati', name: 'Dharma–Karmadhipati', group: 'raja', nature: 'benefic',
    rule: 'The lords of the 9th and the 10th, two different grahas, together, in mutual aspect or in exchange.',
    source: 'BPHS ch. 39; Raman 300',
    condition: { op: 'lords', relation: 'associated', houses: [[9], [10]] },
  },
  {
    id: 'yogakaraka', name: 'Yogakaraka', group: 'raja', nature: 'benefic',
    rule: 'One graha rules both a kendra other than the lagna (4th, 7th, 10th) and a trikona other than the lagna (5th, 9th).',
    source: 'BPHS ch. 34',
    condition: {
      op: 'some', among: 'seven', then: all(
        { op: 'involves', who: ['$x'] },
        any(same('$x', lord(4)), same('$x', lord(7)), same('$x', lord(10))),
        any(same('$x', lord(5)), same('$x', lord(9))),
      ),
    },
  },
  {
    id: 'neecha-bhanga-raja', name: 'Neecha Bhanga Raja', group: 'raja', nature: 'benefic',
    rule: 'A debilitated graha whose debilitation is cancelled: the lord of the sign it occupies, or the lord of its exaltation sign, stands in a kendra from the lagna or from the Moon.',
    source: 'Phaladeepika ch. 7 v. 26; Raman 300',
    condition: {
      op: 'some', among: 'seven', then: all(
        { op: 'dignity', who: '$x', is: ['debilitated'] },
        any(
          { op: 'in', who: { dispositor: '$x' }, houses: KENDRAS },
          { op: 'in', who: { dispositor: '$x' }, houses: KENDRAS, from: 'Moon' },
          { op: 'in', who: { exaltationLord: '$x' }, houses: KENDRAS },
          { op: 'in', who: { exaltationLord: '$x' }, houses: KENDRAS, from: 'Moon' },
        ),
      ),
    },
  },

  // Vipareeta Raja yogas.
  vipareeta('harsha', 'Harsha (Vipareeta)', 6),
  vipareeta('sarala', 'Sarala (Vipareeta)', 8),
  vipareeta('vimala', 'Vimala (Vipareeta)', 12),

  // Parivartana (exchange) yogas.
  {
    id: 'maha-parivartana', name: 'Maha Parivartana', group: 'parivartana', nature: 'benefic',
    rule: 'The lords of two of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th and 11th houses in each other\'s signs.',
    source: 'Phaladeepika ch. 6; Raman 300',
    condition: { op: 'lords', relation: 'exchange', houses: [GOOD_HOUSES, GOOD_HOUSES] },
  },
  {
    id: 'khala-parivartana', name: 'Khala Parivartana', group: 'parivartana', nature: 'mixed',
    rule: 'The 3rd lord in exchange with the lord of the 1st, 2nd, 4th, 5th, 7th, 9th, 10th or 11th.',
    source: 'Phaladeepika ch. 6; Raman 300',
    condition: { op: 'lords', relation: 'exchange', houses: [[3], GOOD_HOUSES] },
  },
  {
    id: 'dainya-parivartana', name: 'Dainya Parivartana', group: 'parivartana', nature: 'malefic',
    rule: 'The lord of the 6th, 8th or 12th in exchange with the lord of another house.',
    source: 'Phaladeepika ch. 6; Raman 300',
    condition: { op: 'lords', relation: 'exchange', houses: [DUSTHANAS, ALL_HOUSES] },
  },

  // Dhana yogas and their opposite.
  {
    id: 'dhana-2-11', name: 'Dhana (2nd and 11th lords)', group: 'dhana', nature: 'benefic',
    rule: 'The lords of the 2nd and the 11th, two different grahas, together, in mutual aspect or in exchange.',
    source: 'BPHS ch. 41; Raman 300',
    condition: { op: 'lords', relation: 'associated', houses: [[2], [11]] },
  },
  {
    id: 'dhana-trikona', name: 'Dhana (trikona and wealth lords)', group: 'dhana', nature: 'benefic',
    rule: 'The lord of the 5th or 9th and the lord of the 2nd or 11th, two different grahas, together, in mutual aspect or in exchange.',
    source: 'BPHS ch. 41; Raman 300',
    condition: { op: 'lords', relation: 'associated', houses: [[5, 9], [2, 11]] },
  },
  {
    id: 'daridra', name: 'Daridra', group: 'dhana', nature: 'malefic',
    rule: 'The lord of the 11th in the 6th, 8th or 12th.',
    source: 'Raman 300; BPHS ch. 42',
    condition: { op: 'in', who: lord(11), houses: DUSTHANAS },
  },
  {
    id: 'kala-sarpa', name: 'Kala Sarpa', group: 'other', nature: 'malefic',
    rule: 'All seven grahas in one half of the zodiac between Rahu and Ketu, by longitude (the dosha report, `kaalSarp`, names its twelve types and partial forms).',
    source: 'Modern tradition (not in BPHS, Brihat Jataka or Phaladeepika); docs/vedic.md "Doshas"',
    condition: { op: 'hemmed-by-nodes' },
  },

  // Nabhasa yogas (BPHS ch. 35): the seven grahas, the nodes left out.
  nabhasa('rajju', 'Rajju', 'All seven grahas in movable signs (Aries, Cancer, Libra, Capricorn).', { op: 'all-in-signs', who: 'seven', signs: [0, 3, 6, 9] }),
  nabhasa('musala', 'Musala', 'All seven grahas in fixed signs (Taurus, Leo, Scorpio, Aquarius).', { op: 'all-in-signs', who: 'seven', signs: [1, 4, 7, 10] }),
  nabhasa('nala', 'Nala', 'All seven grahas in dual signs (Gemini, Virgo, Sagittarius, Pisces).', { op: 'all-in-signs', who: 'seven', signs: [2, 5, 8, 11] }),
  nabhasa('mala', 'Mala', 'Three kendras each hold one of Mercury, Jupiter, Venus.', any(
    { op: 'each-held', houses: [1, 4, 7], by: NATURAL_BENEFICS }, { op: 'each-held', houses: [4, 7, 10], by: NATURAL_BENEFICS },
    { op: 'each-held', houses: [7, 10, 1], by: NATURAL_BENEFICS }, { op: 'each-held', houses: [10, 1, 4], by: NATURAL_BENEFICS },
  ), 'benefic'),
  nabhasa('sarpa', 'Sarpa', 'Three kendras each hold one of the Sun, Mars, Saturn.', any(
    { op: 'each-held', houses: [1, 4, 7], by: SEVEN_MALEFICS }, { op: 'each-held', houses: [4, 7, 10], by: SEVEN_MALEFICS },
    { op: 'each-held', houses: [7, 10, 1], by: SEVEN_MALEFICS }, { op: 'each-held', houses: [10, 1, 4], by: SEVEN_MALEFICS },
  ), 'malefic'),
  nabhasa('gada', 'Gada', 'The seven grahas only in two successive kendras (1st and 4th, 4th and 7th, 7th and 10th, or 10th and 1st), both held.',
    any(confined([1, 4]), confined([4, 7]), confined([7, 10]), confined([10, 1]))),
  nabhasa('shakata-nabhasa', 'Shakata (Nabhasa)', 'The seven grahas only in the 1st and 7th, both held.', confined([1, 7]), 'malefic'),
  nabhasa('vihaga', 'Vihaga', 'The seven grahas only in the 4th and 10th, both held.', confined([4, 10])),
  nabhasa('shringataka', 'Shringataka', 'The seven grahas only in the 1st, 5th and 9th, each held.', confined(TRIKONAS), 'benefic'),
  nabhasa('hala', 'Hala', 'The seven grahas only in one triangle other than the lagna\'s (2nd-6th-10th, 3rd-7th-11th or 4th-8th-12th), each held.',
    any(confined([2, 6, 10]), confined([3, 7, 11]), confined([4, 8, 12]))),
  nabhasa('vajra', 'Vajra', 'Mercury, Jupiter and Venus only in the 1st and 7th, the Sun, Mars and Saturn only in the 4th and 10th.',
    all({ op: 'all-in', who: NATURAL_BENEFICS, houses: [1, 7] }, { op: 'all-in', who: SEVEN_MALEFICS, houses: [4, 10] })),
  nabhasa('yava', 'Yava', 'The Sun, Mars and Saturn only in the 1st and 7th, Mercury, Jupiter and Venus only in the 4th and 10th.',
    all({ op: 'all-in', who: SEVEN_MALEFICS, houses: [1, 7] }, { op: 'all-in', who: NATURAL_BENEFICS, houses: [4, 10] })),
  nabhasa('kamala', 'Kamala', 'The seven grahas only in the four kendras, each held.', confined(KENDRAS), 'benefic'),
  nabhasa('vapi', 'Vapi', 'The seven grahas only in the panapharas (2nd, 5th, 8th, 11th) or only in the apoklimas (3rd, 6th, 9th, 12th).',
    any({ op: 'all-in', who: 'seven', houses: [2, 5, 8, 11] }, { op: 'all-in', who: 'seven', houses: [3, 6, 9, 12] })),
  nabhasa('yupa', 'Yupa', 'The seven grahas only in the 1st to 4th, each held.', confined([1, 2, 3, 4])),
  nabhasa('ishu', 'Ishu', 'The seven grahas only in the 4th to 7th, each held.', confined([4, 5, 6, 7])),
  nabhasa('shakti', 'Shakti', 'The seven grahas only in the 7th to 10th, each held.', confined([7, 8, 9, 10])),
  nabhasa('danda', 'Danda', 'The seven grahas only in the 10th to 1st, each held.', confined([10, 11, 12, 1])),
  nabhasa('nauka', 'Nauka', 'The seven grahas in the seven houses from the 1st, one in each.', confined(run(1))),
  nabhasa('kuta', 'Kuta', 'The seven grahas in the seven houses from the 4th, one in each.', confined(run(4))),
  nabhasa('chhatra', 'Chhatra', 'The seven grahas in the seven houses from the 7th, one in each.', confined(run(7))),
  nabhasa('chapa', 'Chapa', 'The seven grahas in the seven houses from the 10th, one in each.', confined(run(10))),
  nabhasa('ardhachandra', 'Ardhachandra', 'The seven grahas in seven houses in a row starting from a house that is not a kendra, one in each.',
    any(...[2, 3, 5, 6, 8, 9, 11, 12].map((s) => confined(run(s))))),
  nabhasa('chakra', 'Chakra', 'The seven grahas only in the odd houses (1st, 3rd, 5th, 7th, 9th, 11th), each held.', confined([1, 3, 5, 7, 9, 11]), 'benefic'),
  nabhasa('samudra', 'Samudra', 'The seven grahas only in the even houses (2nd, 4th, 6th, 8th, 10th, 12th), each held.', confined([2, 4, 6, 8, 10, 12]), 'benefic'),
  sankhya('vallaki', 'Vallaki', 7, 'benefic'),
  sankhya('dama', 'Dama', 6, 'benefic'),
  sankhya('pasha', 'Pasha', 5, 'mixed'),
  sankhya('kedara', 'Kedara', 4, 'benefic'),
  sankhya('shula', 'Shula', 3, 'malefic'),
  sankhya('yuga', 'Yuga', 2, 'malefic'),
  sankhya('gola', 'Gola', 1, 'malefic'),
];
