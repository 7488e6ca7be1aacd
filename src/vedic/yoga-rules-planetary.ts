import { KENDRAS, DUSTHANAS, UPACHAYAS, TARAS, NATURAL_BENEFICS, all, any, not, mahapurusha } from './yoga-rule-builders.js';
import type { YogaRule } from './yoga-rule.js';

/** The five Mahapurusha yogas, the lunar and the solar yogas: rows of the catalogue (src/vedic/yoga-rules.ts, its sources and conventions). */
export const YOGA_RULES_PLANETARY: readonly YogaRule[] = [
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
];
