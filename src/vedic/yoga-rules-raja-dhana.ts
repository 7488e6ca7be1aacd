import { KENDRAS, TRIKONAS, DUSTHANAS, all, any, lord, same, vipareeta, GOOD_HOUSES, ALL_HOUSES } from './yoga-rule-builders.js';
import type { YogaRule } from './yoga-rule.js';

/** The Raja, Vipareeta Raja, Parivartana and Dhana yogas: rows of the catalogue (src/vedic/yoga-rules.ts, its sources and conventions). */
export const YOGA_RULES_RAJA_DHANA: readonly YogaRule[] = [
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
    rule: 'All seven grahas in one half of the zodiac between Rahu and Ketu, by longitude (the dosha reading, Kaal Sarp, names its twelve types and partial forms).',
    source: 'Modern tradition (not in BPHS, Brihat Jataka or Phaladeepika); docs/vedic.md "Doshas"',
    condition: { op: 'hemmed-by-nodes' },
  },
];
