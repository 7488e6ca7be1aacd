/**
 * The shape of the horoscope event text of a locale (issue 26): the sentences a horoscope is written from. Each
 * event kind has LEADS, which name the event and place it ("{house}"), and HOUSE CELLS, twelve lists (1st house
 * first) of original sentences saying what the event means in that solar house. Several variants per cell let
 * neighbouring days and signs read differently; every sentence carries its house, so two signs never share one on
 * the same day. Placeholders: {house} a house label, {sign} a sign, {planet} a body in prose, {when} a time phrase,
 * {season} and {seasonNote}, {type} an eclipse's type, {other} the second body of a conjunction, {until} a date.
 */

/** Twelve lists of variants, the 1st house first. */
export type HouseCells = readonly (readonly string[])[];

/** The leads of one event kind: frames naming the event (with {house}). */
export type Leads = readonly string[];

export interface HoroscopeEventText {
  /** How a house is named in running prose ("your 7th house of partnerships"). */
  readonly houseLabel: HouseCells;
  /** A house named again in the same piece, by its number alone ("your 7th house"): 12 entries, the 1st first. */
  readonly houseShort: readonly string[];
  /**
   * Optional: other ways to name a house again, taken in turn with `houseShort` (« votre maison 11 », « votre secteur
   * des amitiés », « votre maison des projets collectifs »), so that a piece that returns to one house several times
   * does not repeat the same words; 12 lists, the 1st house first. Each must stand wherever a label does, without a
   * pronoun that points back (the sentences of a piece are written out of their order).
   */
  readonly houseAgain?: HouseCells;
  readonly cells: {
    readonly solarEclipse: HouseCells;
    readonly lunarEclipse: HouseCells;
    readonly sunArrives: HouseCells;
    readonly newMoon: HouseCells;
    readonly fullMoon: HouseCells;
    readonly quarterMoon: HouseCells;
    readonly stationRetrograde: HouseCells;
    readonly stationDirect: HouseCells;
    readonly planetArrives: HouseCells;
    readonly moonDay: HouseCells;
    readonly retrogradeOngoing: HouseCells;
    readonly advice: HouseCells;
    readonly rulerHere: HouseCells;
    readonly jupiterPassage: HouseCells;
    readonly saturnPassage: HouseCells;
    readonly slowConjunction: HouseCells;
    /** By SIGN (Aries first), not house: how the sign meets an ordinary day. */
    readonly signNote: HouseCells;
  };
  readonly leads: {
    readonly season: Leads;
    readonly sunIngress: Leads;
    readonly solarEclipse: Leads;
    readonly lunarEclipse: Leads;
    readonly newMoon: Leads;
    readonly fullMoon: Leads;
    readonly quarterMoon: Leads;
    readonly stationRetrograde: Leads;
    readonly stationDirect: Leads;
    readonly ingress: Leads;
    readonly reentry: Leads;
    readonly conjunction: Leads;
    readonly moonSign: Leads;
    readonly moonMoves: Leads;
    readonly ruler: Leads;
    readonly rulerRetrograde: Leads;
    readonly retrogradeOngoing: Leads;
    /** Several planets retrograde in one sign ({planet} is the list). */
    readonly retrogradeTogether: Leads;
    readonly transitHarmonious: Leads;
    readonly transitChallenging: Leads;
    readonly transitNeutral: Leads;
    readonly voidMoon: Leads;
    readonly jupiterPassage: Leads;
    readonly saturnPassage: Leads;
    readonly retrogradePeriod: Leads;
    /** More wordings of a retrograde period in one sign, read when every `retrogradePeriod` one is used in the piece. */
    readonly retrogradePeriodMore: Leads;
    /** A retrograde period whose direct station ({date2}, {sign2}, {house2}) is in another sign than its retrograde station. */
    readonly retrogradeCrossing: Leads;
    /** A retrograde period begun the year before ({date} in the past), in one sign. */
    readonly retrogradeSince: Leads;
    /** A retrograde period begun the year before, ending in another sign ({sign2}, {house2}). */
    readonly retrogradeSinceCrossing: Leads;
  };
  /** What a planet's movement is about, in prose, to follow its lead (two or more per planet). */
  readonly planetFlavor: Readonly<Record<string, readonly string[]>>;
  /** How the Moon looks in each phase, as a clause ("half lit and growing"). */
  readonly phaseWords: Readonly<Record<string, readonly string[]>>;
  /** A clause about each season, for each hemisphere. */
  readonly seasonNote: Readonly<Record<string, readonly string[]>>;
  /** Openings and closings of each period (with {sign}, {house} where they place something). */
  readonly frames: {
    readonly weeklyOpening: Leads;
    readonly monthlyOpening: Leads;
    readonly yearlyOpening: Leads;
    readonly yearlyClosing: Leads;
    readonly monthlyClosing: Leads;
    readonly weeklyClosing: Leads;
    readonly quietDay: Leads;
    readonly quietWeek: Leads;
  };
}

/**
 * The horoscope event text of a locale translated in part (issue 31): every list optional, so that a translation can
 * land in parts; each one missing reads English (`completeHoroscopeText`), and a record that used it says so in
 * `warnings`. Leads and frames are ICU MessageFormat messages in the translation's own word order (the arguments are
 * those of English, with the grammar forms of docs/i18n/README.md "Horoscope grammar": `{signIn}`, `{planetGender}`…).
 */
export interface PartialHoroscopeEventText {
  readonly houseLabel?: HouseCells;
  readonly houseShort?: readonly string[];
  readonly houseAgain?: HouseCells;
  readonly cells?: Partial<HoroscopeEventText['cells']>;
  readonly leads?: Partial<HoroscopeEventText['leads']>;
  readonly planetFlavor?: Readonly<Record<string, readonly string[]>>;
  readonly phaseWords?: Readonly<Record<string, readonly string[]>>;
  readonly seasonNote?: Readonly<Record<string, readonly string[]>>;
  readonly frames?: Partial<HoroscopeEventText['frames']>;
}
