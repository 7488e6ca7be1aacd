/** One degree's symbol in one locale: Urania's own image and its keynote (not the Sabian set). */
export interface DegreeSymbolText {
  /** One vivid scene, 12–30 words. */
  readonly symbol: string;
  /** The quality the image carries, 3–10 words. */
  readonly keynote: string;
}
