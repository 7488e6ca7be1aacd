import { KENDRAS, NATURAL_BENEFICS, STRONG, all, any, not, lord, mutualKendra } from './yoga-rule-builders.js';
import type { YogaRule } from './yoga-rule.js';

/** The yogas of BPHS ch. 36 and their kin: rows of the catalogue (src/vedic/yoga-rules.ts, its sources and conventions). */
export const YOGA_RULES_BPHS_36: readonly YogaRule[] = [
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
];
