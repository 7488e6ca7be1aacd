import type { BodiedGraha } from '../graha-relationships.js';

/**
 * The fixed numbers of Shadbala, each from its source. "BPHS" is Brihat Parashara Hora Shastra in R. Santhanam's
 * translation (Ranjan Publications), ch. 27 "Evaluation of strengths" (Shadbala and Bhava bala) and ch. 28 "Ishta and
 * Kashta balas"; "Raman" is B. V. Raman, *Graha and Bhava Balas* (13th ed., 1992; reprint 1996), the chapter named.
 */

/** The seven grahas of Shadbala, in BPHS order (the nodes have no Shadbala: BPHS 27.1). */
export const SHADBALA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly BodiedGraha[];

/** One of `SHADBALA_GRAHAS`. */
export type ShadbalaGraha = (typeof SHADBALA_GRAHAS)[number];

/**
 * Deep exaltation points, sidereal degrees (BPHS ch. 3 vv. 49–50; Raman ch. III "Uchchabala"): Sun Aries 10°, Moon
 * Taurus 3°, Mars Capricorn 28°, Mercury Virgo 15°, Jupiter Cancer 5°, Venus Pisces 27°, Saturn Libra 20°. The deep
 * debilitation point is opposite.
 */
export const DEEP_EXALTATION: Readonly<Record<ShadbalaGraha, number>> = {
  Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200,
};

/**
 * Naisargika bala, virupas (BPHS ch. 27, naisargika bala; Raman ch. VII): 60 × k / 7 for Saturn k = 1, Mars 2,
 * Mercury 3, Jupiter 4, Venus 5, Moon 6, Sun 7 — Saturn 8.57 … Sun 60.
 */
export const NAISARGIKA_BALA: Readonly<Record<ShadbalaGraha, number>> = {
  Sun: 60, Moon: (60 * 6) / 7, Mars: (60 * 2) / 7, Mercury: (60 * 3) / 7, Jupiter: (60 * 4) / 7, Venus: (60 * 5) / 7, Saturn: 60 / 7,
};

/** The tables of the minimum Shadbala a graha needs, rupas. */
export const REQUIRED_RUPAS_TABLES = {
  /** BPHS ch. 27 (Santhanam), the verse after the totals: Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5. */
  bphs: { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 },
  /** Raman ch. I and the Summary: the same but the Sun 6.5 (390 virupas). */
  raman: { Sun: 6.5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 },
} as const satisfies Record<string, Readonly<Record<ShadbalaGraha, number>>>;

/** The names of `REQUIRED_RUPAS_TABLES`. */
export type RequiredRupasTable = keyof typeof REQUIRED_RUPAS_TABLES;

/** The dignities of the saptavargaja bala, best first. */
export const SAPTAVARGA_DIGNITIES = ['moolatrikona', 'own', 'great-friend', 'friend', 'neutral', 'enemy', 'great-enemy'] as const;

/** One of `SAPTAVARGA_DIGNITIES`. */
export type SaptavargaDignity = (typeof SAPTAVARGA_DIGNITIES)[number];

/**
 * The virupas of each dignity in a varga. `raman`: Raman ch. III art. 30 (45, 30, 22.5, 15, 7.5, 3.75, 1.875 — each
 * half the one before below own). `bphs`: BPHS 27.2–4 in Santhanam's reading (45, 30, 20, 15, 10, 4, 2: mulatrikona,
 * svastha, pramudita, shanta, dina, duhkhita, khala).
 */
export const SAPTAVARGAJA_SCALES = {
  raman: { moolatrikona: 45, own: 30, 'great-friend': 22.5, friend: 15, neutral: 7.5, enemy: 3.75, 'great-enemy': 1.875 },
  bphs: { moolatrikona: 45, own: 30, 'great-friend': 20, friend: 15, neutral: 10, enemy: 4, 'great-enemy': 2 },
} as const satisfies Record<string, Readonly<Record<SaptavargaDignity, number>>>;

/** The names of `SAPTAVARGAJA_SCALES`. */
export type SaptavargajaScale = keyof typeof SAPTAVARGAJA_SCALES;

/** The seven vargas of the saptavargaja bala (BPHS 27.2–4): rasi, hora, drekkana, saptamsa, navamsa, dvadasamsa, trimsamsa. */
export const SAPTAVARGAS = [1, 2, 3, 7, 9, 12, 30] as const;

/**
 * The point of full dig bala (BPHS ch. 27, dig bala; Raman ch. IV): Jupiter and Mercury in the East (the Ascendant),
 * the Sun and Mars in the South (the tenth bhava madhya), Saturn in the West (the seventh), the Moon and Venus in the
 * North (the fourth). Value: the bhava (1, 4, 7 or 10) whose madhya is the strong point.
 */
export const DIG_STRONG_BHAVA: Readonly<Record<ShadbalaGraha, 1 | 4 | 7 | 10>> = {
  Sun: 10, Mars: 10, Jupiter: 1, Mercury: 1, Saturn: 7, Moon: 4, Venus: 4,
};

/**
 * Drekkana bala (BPHS ch. 27, drekkana bala; Raman ch. III art. 33): 15 virupas to a male graha (Sun, Mars, Jupiter) in the first
 * decanate of its sign, to a neuter one (Mercury, Saturn) in the second, to a female one (Moon, Venus) in the third.
 */
export const DREKKANA_OF: Readonly<Record<ShadbalaGraha, 0 | 1 | 2>> = {
  Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2,
};

/**
 * The lords of the hours in the Chaldean order (slowest first), from which the hora lords run: each hour from sunrise
 * belongs to the next of this list after the lord of the hour before, the first to the lord of the weekday.
 */
export const CHALDEAN_ORDER = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'] as const satisfies readonly ShadbalaGraha[];

/** The lords of the weekdays, Sunday first. */
export const WEEKDAY_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const satisfies readonly ShadbalaGraha[];

/** The grahas that are always malefic in paksha and drik bala (BPHS 27; Raman ch. V): the Sun, Mars and Saturn. */
export const NATURAL_MALEFICS: readonly ShadbalaGraha[] = ['Sun', 'Mars', 'Saturn'];
