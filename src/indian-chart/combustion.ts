/**
 * Combustion (astangata): a graha too near the Sun to be seen. The orbs are the kalamshas (degrees of heliacal
 * setting) of Surya Siddhanta ch. IX, "Of the heliacal risings and settings of the planets" (E. Burgess's
 * translation, 1860), as Indian software applies them to the difference of longitudes: Moon 12°, Mars 17°, Mercury 14° (12° when retrograde), Jupiter 11°, Venus 10° (8° when retrograde),
 * Saturn 15° — the table commonly printed for combustion (e.g. appliedvedicastrology.com, "Understanding planetary
 * combustion", 2018). The siddhanta's kalamshas are degrees of time (of the equator rising with the arc); taking
 * them as ecliptic degrees is the usual simplification. The Sun, Rahu and Ketu are never combust.
 */
export const COMBUSTION_ORBS: Readonly<Record<string, { readonly direct: number; readonly retrograde: number }>> = {
  Moon: { direct: 12, retrograde: 12 },
  Mars: { direct: 17, retrograde: 17 },
  Mercury: { direct: 14, retrograde: 12 },
  Jupiter: { direct: 11, retrograde: 11 },
  Venus: { direct: 10, retrograde: 8 },
  Saturn: { direct: 15, retrograde: 15 },
};

/**
 * @summary Whether a graha at `longitude` is combust with the Sun at `sunLongitude` (either zodiac, both the
 * same): their distance along the ecliptic within the graha's orb (`COMBUSTION_ORBS`, the retrograde orb when
 * `retrograde`). False for the Sun, Rahu, Ketu and any other name.
 * @example isCombust('Venus', 105, 100, false) // true (5° from the Sun, orb 10°)
 */
export function isCombust(graha: string, longitude: number, sunLongitude: number, retrograde: boolean): boolean {
  const orb = COMBUSTION_ORBS[graha];
  if (orb === undefined) return false;
  const d = Math.abs((((longitude - sunLongitude) % 360) + 540) % 360 - 180);
  return d <= (retrograde ? orb.retrograde : orb.direct);
}
