/**
 * The ghatika tables of the nakshatras (data; the rule that uses them is `ghatika-periods.ts`). A nakshatra is
 * reckoned as 60 ghatikas however long the Moon takes to cross it; each table gives, for Ashwini … Revati, the
 * ghatika at which a four-ghatika period begins:
 *
 * - TYAJYA_GHATIKAS — the tyajya (viṣa-ghaṭī, "poison ghatikas", Varjyam): Muhurta Chintamani (Daivajña Rāma,
 *   1600), Nakshatra prakarana, the viṣaghaṭī verse; the same figures in B. V. Raman, "Muhurtha (Electional
 *   Astrology)", ch. 3 ("Tyajya"). Variants printed elsewhere: Ardra 11 (for 21) and Mula 20 (for 56) — Urania
 *   keeps Muhurta Chintamani's.
 * - AMRITA_GHATIKAS — the amrita ghatikas (Amrit kalam), the table printed beside the tyajya one in the South
 *   Indian panchangams (Telugu and Tamil almanacs' "amrita ghadiyalu"); checked against Drik Panchang's printed
 *   Amrit Kalam for Punarvasu, Pushya, Chitra, Vishakha and Jyeshtha (tests/fixtures/panchang-published.json).
 */

/** The ghatika (of 60) at which each nakshatra's Varjyam begins, Ashwini first (Muhurta Chintamani). */
export const TYAJYA_GHATIKAS: readonly number[] = [
  50, 24, 30, 40, 14, 21, 30, 20, 32, // Ashwini … Ashlesha
  30, 20, 18, 21, 20, 14, 14, 10, 14, // Magha … Jyeshtha
  56, 24, 20, 10, 10, 18, 16, 24, 30, // Mula … Revati
];

/** The ghatika (of 60) at which each nakshatra's Amrit kalam begins, Ashwini first. */
export const AMRITA_GHATIKAS: readonly number[] = [
  42, 48, 54, 52, 38, 35, 54, 44, 56, // Ashwini … Ashlesha
  54, 44, 42, 45, 44, 38, 38, 34, 38, // Magha … Jyeshtha
  44, 48, 44, 34, 34, 42, 40, 48, 54, // Mula … Revati
];

/** Both periods last four ghatikas (a fifteenth of the nakshatra). */
export const GHATIKA_PERIOD_LENGTH = 4;
