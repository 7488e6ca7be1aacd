/**
 * The names of the five limbs (pañcāṅga) and of the calendar units of the Panchang, in order, with their
 * definitions (docs/vedic.md, "Panchang"). Sources:
 * - tithi: the 30 lunar days, each 12° of the Moon's elongation from the Sun (Surya Siddhanta II.66; the names as
 *   in Muhurta Chintamani I);
 * - karana: the 60 half-tithis of 6°: Kimstughna, then the seven movable karanas eight times, then Shakuni,
 *   Chatushpada and Naga (Surya Siddhanta II.67–69);
 * - yoga: the 27 arcs of 13°20′ of the sum of the sidereal longitudes of the Sun and Moon (Surya Siddhanta II.65);
 * - vara: the weekday of the sunrise, named after its planet (Surya Siddhanta I.52, XII.78–79);
 * - the lunar months, named after the Sun's sidereal entries (sankranti) they contain (Surya Siddhanta XIV);
 * - the 60 years of the Jovian (Barhaspatya) cycle, Prabhava first (Surya Siddhanta I.55; B. V. Raman,
 *   "Hindu Predictive Astrology", ch. 2).
 */

/** The 15 tithi names of a paksha; the 15th is Purnima in the bright half and Amavasya in the dark half. */
export const TITHI_NAMES = [
  'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami', 'Navami', 'Dashami',
  'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima',
] as const;

/** @summary The name of tithi `index` (0–29: 0 Shukla Pratipada … 14 Purnima, 15 Krishna Pratipada … 29 Amavasya). */
export function tithiName(index: number): string {
  if (index === 29) return 'Amavasya';
  return TITHI_NAMES[index % 15]!;
}

/** The seven movable (chara) karanas, repeated eight times from the second half-tithi. */
export const MOVABLE_KARANAS = ['Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti'] as const;
/** The four fixed (sthira) karanas: the first half-tithi, then the last three. */
export const FIXED_KARANAS = ['Kimstughna', 'Shakuni', 'Chatushpada', 'Naga'] as const;

/** @summary The name of karana `index` (0–59, each 6° of elongation): Surya Siddhanta II.67–69. */
export function karanaName(index: number): string {
  if (index === 0) return FIXED_KARANAS[0];
  if (index >= 57) return FIXED_KARANAS[index - 56]!;
  return MOVABLE_KARANAS[(index - 1) % 7]!;
}

/** The 27 yogas (Surya Siddhanta II.65; names as in Muhurta Chintamani I). */
export const YOGA_NAMES = [
  'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula', 'Ganda',
  'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana', 'Parigha', 'Shiva',
  'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
] as const;

/** The weekdays (vara), Sunday first, and their planets. */
export const VARA_NAMES = ['Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'] as const;
export const VARA_LORDS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;

/** The twelve lunar months, Chaitra first (the month containing the Sun's entry into sidereal Aries, Mesha). */
export const LUNAR_MONTH_NAMES = [
  'Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashvina', 'Kartika', 'Margashirsha',
  'Pausha', 'Magha', 'Phalguna',
] as const;

/** The six seasons (ritu), two lunar months each from Chaitra. */
export const RITU_NAMES = ['Vasanta', 'Grishma', 'Varsha', 'Sharad', 'Hemanta', 'Shishira'] as const;

/** The 60 years of the Jovian cycle, Prabhava first. */
export const SAMVATSARA_NAMES = [
  'Prabhava', 'Vibhava', 'Shukla', 'Pramoda', 'Prajapati', 'Angirasa', 'Shrimukha', 'Bhava', 'Yuva', 'Dhatri',
  'Ishvara', 'Bahudhanya', 'Pramathi', 'Vikrama', 'Vrisha', 'Chitrabhanu', 'Subhanu', 'Tarana', 'Parthiva', 'Vyaya',
  'Sarvajit', 'Sarvadhari', 'Virodhi', 'Vikriti', 'Khara', 'Nandana', 'Vijaya', 'Jaya', 'Manmatha', 'Durmukhi',
  'Hevilambi', 'Vilambi', 'Vikari', 'Sharvari', 'Plava', 'Shubhakrit', 'Shobhakrit', 'Krodhi', 'Vishvavasu', 'Parabhava',
  'Plavanga', 'Kilaka', 'Saumya', 'Sadharana', 'Virodhikrit', 'Paridhavi', 'Pramadi', 'Ananda', 'Rakshasa', 'Nala',
  'Pingala', 'Kalayukti', 'Siddharthi', 'Raudra', 'Durmati', 'Dundubhi', 'Rudhirodgari', 'Raktakshi', 'Krodhana', 'Akshaya',
] as const;
