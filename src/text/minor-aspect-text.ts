import type { AspectPoint } from './aspect-text.js';

/** The minor aspects, which have one text each (read with the pair's themes). */
export type MinorAspect = 'quincunx' | 'semiSextile' | 'semiSquare' | 'sesquiquadrate' | 'quintile' | 'biquintile';

/** Each minor aspect's quality phrase, description and keywords, in one locale. */
export type MinorAspectText = Readonly<
  Record<MinorAspect, { readonly quality: string; readonly description: string; readonly keywords: readonly string[] }>
>;

/** What each aspect point stands for, in a short phrase, in one locale. */
export type PointThemes = Readonly<Record<AspectPoint, string>>;
