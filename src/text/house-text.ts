/** The words of one house's meaning in one locale (the record `HouseMeaning` adds its natural sign and ruler). */
export interface HouseText {
  /** House number, 1–12. */
  readonly house: number;
  /** Traditional name of the house. */
  readonly name: string;
  /** Six to eight short keywords. */
  readonly keywords: readonly string[];
  /** What the house covers, 150–220 words. */
  readonly description: string;
}
