import { VEDIC_WORDS_EN } from '../i18n/en/vedic-words.js';
import type { DASHA_LORDS, NAKSHATRA_QUALITIES, YONI_ANIMALS, YONI_GENDERS } from '../schemas/record-enums.js';
import type { NAKSHATRA_NAMES } from '../schemas/vedic-interpretation.js';

/**
 * The 27 nakshatras (lunar mansions) of the sidereal zodiac, each 13°20′ (360°/27) from 0° sidereal Aries
 * (Ashwini) onwards, with the traditional facts of each. Sources:
 * - names, order and extent: Brihat Parashara Hora Shastra (BPHS) ch. 3 and ch. 46; Surya Siddhanta VIII;
 * - ruler: the Vimshottari dasha lord, Ketu, Venus, Sun, Moon, Mars, Rahu, Jupiter, Saturn, Mercury repeated
 *   three times from Ashwini (BPHS ch. 46, "Vimshottari dasha");
 * - deity: the nakshatra devatas of the Taittiriya Brahmana (3.1), as Varahamihira's Brihat Samhita lists them
 *   (the chapter on the qualities and works of the asterisms);
 * - symbol: the customary symbols (for example B. V. Raman, Muhurtha (Electional Astrology), ch. 3), written with
 *   their translations in the Vedic words of each language (src/i18n/<locale>/vedic-words.ts; English: `VEDIC_WORDS_EN`);
 * - gana (Deva / Manushya / Rakshasa), yoni (animal, gender) and nadi (Adi / Madhya / Antya): the koota tables
 *   of Muhurta Chintamani (Ramadaivajna, 1600), Vivaha prakarana, as used for ashtakoot matching.
 * Every row is checked against these facts in tests/records/nakshatra.test.ts; docs/vedic.md prints the table.
 */

/** Nadi (pulse) of a nakshatra, used by the nadi koota. */
export type Nadi = 'Adi' | 'Madhya' | 'Antya';

/** The facts of one nakshatra. */
export interface NakshatraFacts {
  readonly name: string;
  readonly ruler: (typeof DASHA_LORDS)[number];
  readonly deity: string;
  readonly symbol: string;
  readonly gana: (typeof NAKSHATRA_QUALITIES)[number];
  readonly yoni: { readonly animal: YoniAnimal; readonly gender: (typeof YONI_GENDERS)[number] };
  readonly nadi: Nadi;
}

/** The fourteen yoni animals, in the order of the yoni koota table (the list lives with the schemas' vocabularies). */
export { YONI_ANIMALS } from '../schemas/record-enums.js';

/** One of `YONI_ANIMALS`. */
export type YoniAnimal = (typeof YONI_ANIMALS)[number];

/** Extent of one nakshatra: 13°20′. */
export const NAKSHATRA_SPAN = 360 / 27;

/** Extent of one pada (quarter): 3°20′. */
export const PADA_SPAN = NAKSHATRA_SPAN / 4;

/** A row of the table below: the facts but the symbol, which is the English Vedic words' (one place per language). */
type NakshatraRow = Omit<NakshatraFacts, 'name' | 'symbol'> & { readonly name: (typeof NAKSHATRA_NAMES)[number] };

const ROWS: readonly NakshatraRow[] = [
  { name: 'Ashwini', ruler: 'Ketu', deity: 'Ashvins', gana: 'Deva', yoni: { animal: 'Horse', gender: 'male' }, nadi: 'Adi' },
  { name: 'Bharani', ruler: 'Venus', deity: 'Yama', gana: 'Manushya', yoni: { animal: 'Elephant', gender: 'male' }, nadi: 'Madhya' },
  { name: 'Krittika', ruler: 'Sun', deity: 'Agni', gana: 'Rakshasa', yoni: { animal: 'Sheep', gender: 'female' }, nadi: 'Antya' },
  { name: 'Rohini', ruler: 'Moon', deity: 'Prajapati (Brahma)', gana: 'Manushya', yoni: { animal: 'Serpent', gender: 'male' }, nadi: 'Antya' },
  { name: 'Mrigashira', ruler: 'Mars', deity: 'Soma', gana: 'Deva', yoni: { animal: 'Serpent', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Ardra', ruler: 'Rahu', deity: 'Rudra', gana: 'Manushya', yoni: { animal: 'Dog', gender: 'female' }, nadi: 'Adi' },
  { name: 'Punarvasu', ruler: 'Jupiter', deity: 'Aditi', gana: 'Deva', yoni: { animal: 'Cat', gender: 'female' }, nadi: 'Adi' },
  { name: 'Pushya', ruler: 'Saturn', deity: 'Brihaspati', gana: 'Deva', yoni: { animal: 'Sheep', gender: 'male' }, nadi: 'Madhya' },
  { name: 'Ashlesha', ruler: 'Mercury', deity: 'Sarpas (Nagas)', gana: 'Rakshasa', yoni: { animal: 'Cat', gender: 'male' }, nadi: 'Antya' },
  { name: 'Magha', ruler: 'Ketu', deity: 'Pitris', gana: 'Rakshasa', yoni: { animal: 'Rat', gender: 'male' }, nadi: 'Antya' },
  { name: 'Purva Phalguni', ruler: 'Venus', deity: 'Bhaga', gana: 'Manushya', yoni: { animal: 'Rat', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Uttara Phalguni', ruler: 'Sun', deity: 'Aryaman', gana: 'Manushya', yoni: { animal: 'Cow', gender: 'male' }, nadi: 'Adi' },
  { name: 'Hasta', ruler: 'Moon', deity: 'Savitar', gana: 'Deva', yoni: { animal: 'Buffalo', gender: 'female' }, nadi: 'Adi' },
  { name: 'Chitra', ruler: 'Mars', deity: 'Tvashtar (Vishvakarma)', gana: 'Rakshasa', yoni: { animal: 'Tiger', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Swati', ruler: 'Rahu', deity: 'Vayu', gana: 'Deva', yoni: { animal: 'Buffalo', gender: 'male' }, nadi: 'Antya' },
  { name: 'Vishakha', ruler: 'Jupiter', deity: 'Indragni (Indra and Agni)', gana: 'Rakshasa', yoni: { animal: 'Tiger', gender: 'male' }, nadi: 'Antya' },
  { name: 'Anuradha', ruler: 'Saturn', deity: 'Mitra', gana: 'Deva', yoni: { animal: 'Deer', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Jyeshtha', ruler: 'Mercury', deity: 'Indra', gana: 'Rakshasa', yoni: { animal: 'Deer', gender: 'male' }, nadi: 'Adi' },
  { name: 'Mula', ruler: 'Ketu', deity: 'Nirriti', gana: 'Rakshasa', yoni: { animal: 'Dog', gender: 'male' }, nadi: 'Adi' },
  { name: 'Purva Ashadha', ruler: 'Venus', deity: 'Apas', gana: 'Manushya', yoni: { animal: 'Monkey', gender: 'male' }, nadi: 'Madhya' },
  { name: 'Uttara Ashadha', ruler: 'Sun', deity: 'Vishvedevas', gana: 'Manushya', yoni: { animal: 'Mongoose', gender: 'male' }, nadi: 'Antya' },
  { name: 'Shravana', ruler: 'Moon', deity: 'Vishnu', gana: 'Deva', yoni: { animal: 'Monkey', gender: 'female' }, nadi: 'Antya' },
  { name: 'Dhanishta', ruler: 'Mars', deity: 'The eight Vasus', gana: 'Rakshasa', yoni: { animal: 'Lion', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Shatabhisha', ruler: 'Rahu', deity: 'Varuna', gana: 'Rakshasa', yoni: { animal: 'Horse', gender: 'female' }, nadi: 'Adi' },
  { name: 'Purva Bhadrapada', ruler: 'Jupiter', deity: 'Aja Ekapada', gana: 'Manushya', yoni: { animal: 'Lion', gender: 'male' }, nadi: 'Adi' },
  { name: 'Uttara Bhadrapada', ruler: 'Saturn', deity: 'Ahirbudhnya', gana: 'Manushya', yoni: { animal: 'Cow', gender: 'female' }, nadi: 'Madhya' },
  { name: 'Revati', ruler: 'Mercury', deity: 'Pushan', gana: 'Deva', yoni: { animal: 'Elephant', gender: 'female' }, nadi: 'Antya' },
];

/** The 27 nakshatras from Ashwini (index 0) to Revati (index 26), each with its English symbol. */
export const NAKSHATRAS: readonly NakshatraFacts[] = ROWS.map(({ name, ruler, deity, ...rest }) => ({ name, ruler, deity, symbol: VEDIC_WORDS_EN.symbols[name], ...rest }));
