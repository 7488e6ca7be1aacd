import { VARGA_METHOD_NAMES } from '../schemas/divisional-chart.js';

/**
 * The rules of the divisional charts (vargas) as data: one row per division, one entry per method, each cited to
 * its source (docs/vedic.md "Divisional charts"). `varga-sign.ts` reads this table and nothing else, so adding a
 * division or a method is a row here.
 *
 * Signs are numbered 0 (Aries) … 11 (Pisces). "Odd" signs are Aries, Gemini, … (index even); movable, fixed, dual
 * are index mod 3 = 0, 1, 2; fiery, earthy, airy, watery are index mod 4 = 0, 1, 2, 3. A sign of 30° is cut into
 * n parts; part k (0-based) of sign s is given a sign by its method's rule:
 *
 * - `count`: from a first sign chosen by the sign's parity, quality or element, stepping `step` signs per part
 *   (1 unless said): first + step·k. A first sign is absolute (`{ sign }`) or counted from s (`{ nth }`, s itself the
 *   1st, so the 9th from Aries is Sagittarius); `mirror` is the sign as far from Aries counted backward as s is
 *   counted forward, (12 − s) mod 12 (Narasimha Rao's Rudramsa);
 * - `list`: the signs of the parts, one list for odd signs and one for even;
 * - `unequal`: parts of unequal extent, [degrees up to which, sign], for odd and even signs (the Trimsamsa);
 * - `cyclic`: the parts counted on round the zodiac from Aries, ⌊λ·n/30⌋ mod 12 (parivritti);
 * - `alternate`: the odd signs' parts counted on forward from Aries and the even signs' parts backward from Pisces,
 *   each sign taking the next n (the Somanatha drekkana): odd s, (n·s/2 + k) mod 12; even s, (11 − n·(s−1)/2 − k) mod 12;
 * - `compose`: the `outer` division of the `inner` division's varga longitude (the sign of the part plus the
 *   fraction of the part, times 30°), e.g. the dwadasamsa of the dwadasamsa.
 */

/** A first sign: absolute, or the nth from the sign itself (1 = the sign). */
export type SignRef = { readonly sign: number } | { readonly nth: number };

/** How a `count` rule picks its first sign. */
export type FirstSign =
  | { readonly by: 'all'; readonly all: SignRef }
  | { readonly by: 'parity'; readonly odd: SignRef; readonly even: SignRef }
  | { readonly by: 'quality'; readonly movable: SignRef; readonly fixed: SignRef; readonly dual: SignRef }
  | { readonly by: 'element'; readonly fire: SignRef; readonly earth: SignRef; readonly air: SignRef; readonly water: SignRef }
  | { readonly by: 'mirror' };

/** One method of one division. */
export type VargaRule =
  | { readonly kind: 'count'; readonly first: FirstSign; readonly step?: number }
  | { readonly kind: 'list'; readonly odd: readonly number[]; readonly even: readonly number[] }
  | { readonly kind: 'unequal'; readonly odd: readonly (readonly [number, number])[]; readonly even: readonly (readonly [number, number])[] }
  | { readonly kind: 'cyclic' }
  | { readonly kind: 'alternate' }
  | { readonly kind: 'compose'; readonly outer: readonly [number, string]; readonly inner: readonly [number, string] };

/** A method: its rule and where it comes from. */
export interface VargaMethodRow {
  readonly rule: VargaRule;
  readonly source: string;
}

/** A division: its name, its default method and its methods. */
export interface VargaRow {
  readonly name: string;
  readonly defaultMethod: string;
  readonly methods: Readonly<Record<string, VargaMethodRow>>;
}

const [ARIES, TAURUS, GEMINI, CANCER, LEO, VIRGO, LIBRA, SCORPIO, SAGITTARIUS, CAPRICORN, AQUARIUS, PISCES] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

const SELF: SignRef = { nth: 1 };
const sign = (s: number): SignRef => ({ sign: s });
const nth = (n: number): SignRef => ({ nth: n });
const fromSelf = (step = 1): VargaRule => ({ kind: 'count', first: { by: 'all', all: SELF }, step });
const byParity = (odd: SignRef, even: SignRef): VargaRule => ({ kind: 'count', first: { by: 'parity', odd, even } });
const byQuality = (movable: SignRef, fixed: SignRef, dual: SignRef): VargaRule => ({ kind: 'count', first: { by: 'quality', movable, fixed, dual } });

const BPHS = 'Brihat Parashara Hora Shastra ch. 6 (Shodasavarga), R. Santhanam\'s translation (1984)';
/** BPHS ch. 6 with its verses (Santhanam's numbering). */
const bphs = (verses: string) => `${BPHS}, v. ${verses}`;
const PVR = 'P. V. R. Narasimha Rao, Vedic Astrology: An Integrated Approach (Sagar, 2000), the chapter on divisional charts';
const CYCLIC = { rule: { kind: 'cyclic' }, source: 'the parivritti (cyclic) count from Aries: ⌊λ·n/30⌋ mod 12 (the parivritti hora and drekkana of later authors)' } as const;

/** Parashara's sixteen, in BPHS's order. */
export const PARASHARA_DIVISIONS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type ParasharaDivision = (typeof PARASHARA_DIVISIONS)[number];

/** Every division with a named rule: Parashara's sixteen and D5, D6, D8, D11, D81, D108, D144. */
export const VARGA_DIVISIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144] as const;
export type VargaDivision = (typeof VARGA_DIVISIONS)[number];

/** Every method name of the table (a division has some of them): the schemas' list, one list. */
export const VARGA_METHODS = VARGA_METHOD_NAMES;
export type VargaMethod = (typeof VARGA_METHODS)[number];

/** The table: one row per division. */
export const VARGA_RULES: Readonly<Record<VargaDivision, VargaRow>> = {
  1: { name: 'Rasi', defaultMethod: 'parashara', methods: { parashara: { rule: fromSelf(), source: `${bphs('5')}: the sign itself` }, cyclic: CYCLIC } },
  2: {
    name: 'Hora', defaultMethod: 'parashara',
    methods: {
      parashara: { rule: { kind: 'list', odd: [LEO, CANCER], even: [CANCER, LEO] }, source: `${bphs('5–6')}: in odd signs the first half the Sun's (Leo), the second the Moon's (Cancer); in even signs the reverse` },
      cyclic: CYCLIC,
    },
  },
  3: {
    name: 'Drekkana', defaultMethod: 'parashara',
    methods: {
      parashara: { rule: fromSelf(4), source: `${bphs('7–8')}: the sign, the 5th and the 9th from it` },
      jagannatha: {
        rule: { kind: 'count', first: { by: 'element', fire: sign(ARIES), earth: sign(CAPRICORN), air: sign(LIBRA), water: sign(CANCER) }, step: 4 },
        source: `${PVR} (Jagannatha drekkana): the movable sign of the sign's trine, then the 5th and 9th from it`,
      },
      somanatha: {
        rule: { kind: 'alternate' },
        source: `${PVR} (Somanatha drekkana): the drekkanas run on from Aries for the odd signs and back from Pisces for the even signs — Aries gives Aries, Taurus, Gemini; Taurus Pisces, Aquarius, Capricorn; Gemini Cancer, Leo, Virgo; Pisces 20–30° falls in Libra (his example)`,
      },
      cyclic: CYCLIC,
    },
  },
  4: { name: 'Chaturthamsa', defaultMethod: 'parashara', methods: { parashara: { rule: fromSelf(3), source: `${bphs('9')}: the sign, the 4th, 7th and 10th from it` }, cyclic: CYCLIC } },
  5: {
    name: 'Panchamsa', defaultMethod: 'narasimha-rao',
    methods: {
      'narasimha-rao': {
        rule: { kind: 'list', odd: [ARIES, AQUARIUS, SAGITTARIUS, GEMINI, LIBRA], even: [TAURUS, VIRGO, PISCES, CAPRICORN, SCORPIO] },
        source: `${PVR}: the signs of the Trimsamsa lords Mars, Saturn, Jupiter, Mercury, Venus — odd signs their odd signs, even signs their even signs (Venus, Mercury, Jupiter, Saturn, Mars)`,
      },
      cyclic: CYCLIC,
    },
  },
  6: { name: 'Shashthamsa', defaultMethod: 'narasimha-rao', methods: { 'narasimha-rao': { rule: byParity(sign(ARIES), sign(LIBRA)), source: `${PVR}: counted from Aries in odd signs, from Libra in even signs` }, cyclic: CYCLIC } },
  7: { name: 'Saptamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byParity(SELF, nth(7)), source: `${bphs('10–11')}: counted from the sign (odd) or the 7th from it (even)` }, cyclic: CYCLIC } },
  8: { name: 'Ashtamsa', defaultMethod: 'narasimha-rao', methods: { 'narasimha-rao': { rule: byQuality(sign(ARIES), sign(SAGITTARIUS), sign(LEO)), source: `${PVR}: counted from Aries (movable), Sagittarius (fixed), Leo (dual)` }, cyclic: CYCLIC } },
  9: {
    name: 'Navamsa', defaultMethod: 'parashara',
    methods: {
      parashara: { rule: byQuality(SELF, nth(9), nth(5)), source: `${bphs('12')}: counted from the sign (movable), the 9th (fixed), the 5th (dual) — the same signs as Varahamihira's count from Aries, Capricorn, Libra, Cancer for fiery, earthy, airy, watery signs (Brihat Jataka ch. 1), and as the cyclic count` },
      cyclic: CYCLIC,
    },
  },
  10: { name: 'Dasamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byParity(SELF, nth(9)), source: `${bphs('13–14')}: counted from the sign (odd) or the 9th from it (even)` }, cyclic: CYCLIC } },
  11: {
    name: 'Rudramsa', defaultMethod: 'cyclic',
    methods: {
      cyclic: CYCLIC,
      'narasimha-rao': {
        rule: { kind: 'count', first: { by: 'mirror' } },
        source: `${PVR} (Rudramsa, also called Ekadasamsa; Example 18): count the signs from Aries to the sign, count as many from Aries backward, and the eleven parts run on from the sign so found — Gemini 11° falls in Gemini, Scorpio 19° in Pisces (his example)`,
      },
    },
  },
  12: { name: 'Dwadasamsa', defaultMethod: 'parashara', methods: { parashara: { rule: fromSelf(), source: `${bphs('15')}: counted from the sign` }, cyclic: CYCLIC } },
  16: { name: 'Shodasamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byQuality(sign(ARIES), sign(LEO), sign(SAGITTARIUS)), source: `${bphs('16')}: counted from Aries (movable), Leo (fixed), Sagittarius (dual)` }, cyclic: CYCLIC } },
  20: { name: 'Vimsamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byQuality(sign(ARIES), sign(SAGITTARIUS), sign(LEO)), source: `${bphs('17–21')}: counted from Aries (movable), Sagittarius (fixed), Leo (dual)` }, cyclic: CYCLIC } },
  24: { name: 'Chaturvimsamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byParity(sign(LEO), sign(CANCER)), source: `${bphs('22–23')}: counted from Leo (odd), Cancer (even)` }, cyclic: CYCLIC } },
  27: {
    name: 'Saptavimsamsa', defaultMethod: 'parashara',
    methods: {
      parashara: { rule: { kind: 'count', first: { by: 'element', fire: sign(ARIES), earth: sign(CANCER), air: sign(LIBRA), water: sign(CAPRICORN) } }, source: `${bphs('24–26')}: counted from Aries, Cancer, Libra, Capricorn for fiery, earthy, airy, watery signs` },
      cyclic: CYCLIC,
    },
  },
  30: {
    name: 'Trimsamsa', defaultMethod: 'parashara',
    methods: {
      parashara: {
        rule: {
          kind: 'unequal',
          odd: [[5, ARIES], [10, AQUARIUS], [18, SAGITTARIUS], [25, GEMINI], [30, LIBRA]],
          even: [[5, TAURUS], [12, VIRGO], [20, PISCES], [25, CAPRICORN], [30, SCORPIO]],
        },
        source: `${bphs('27–28')}: odd signs 5°, 5°, 8°, 7°, 5° of Mars, Saturn, Jupiter, Mercury, Venus (their odd signs); even signs the reverse (their even signs)`,
      },
      cyclic: CYCLIC,
    },
  },
  40: { name: 'Khavedamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byParity(sign(ARIES), sign(LIBRA)), source: `${bphs('29–30')}: counted from Aries (odd), Libra (even)` }, cyclic: CYCLIC } },
  45: { name: 'Akshavedamsa', defaultMethod: 'parashara', methods: { parashara: { rule: byQuality(sign(ARIES), sign(LEO), sign(SAGITTARIUS)), source: `${bphs('31–32')}: counted from Aries (movable), Leo (fixed), Sagittarius (dual)` }, cyclic: CYCLIC } },
  60: { name: 'Shashtyamsa', defaultMethod: 'parashara', methods: { parashara: { rule: fromSelf(), source: `${bphs('33–41')}: twice the degrees within the sign, counted from the sign` }, cyclic: CYCLIC } },
  81: { name: 'Nava-navamsa', defaultMethod: 'cyclic', methods: { cyclic: { rule: { kind: 'cyclic' }, source: `${PVR}: the navamsa of the navamsa, which is the cyclic count of 81 parts (the navamsa being cyclic)` } } },
  108: {
    name: 'Ashtottaramsa', defaultMethod: 'cyclic',
    methods: {
      cyclic: CYCLIC,
      'navamsa-of-dwadasamsa': { rule: { kind: 'compose', outer: [9, 'parashara'], inner: [12, 'parashara'] }, source: `${PVR}: 108 = 12 × 9; the navamsa of the dwadasamsa longitude` },
      'dwadasamsa-of-navamsa': { rule: { kind: 'compose', outer: [12, 'parashara'], inner: [9, 'parashara'] }, source: `${PVR}: 108 = 9 × 12; the dwadasamsa of the navamsa longitude` },
    },
  },
  144: {
    name: 'Dwadas-dwadasamsa', defaultMethod: 'dwadasamsa-of-dwadasamsa',
    methods: {
      'dwadasamsa-of-dwadasamsa': { rule: { kind: 'compose', outer: [12, 'parashara'], inner: [12, 'parashara'] }, source: `${PVR}: the dwadasamsa of the dwadasamsa longitude, as the name says` },
      cyclic: CYCLIC,
    },
  },
};

/** The names of the divisions, by division. */
export const VARGA_NAMES: Readonly<Record<VargaDivision, string>> = Object.fromEntries(
  VARGA_DIVISIONS.map((d) => [d, VARGA_RULES[d].name]),
) as Record<VargaDivision, string>;
