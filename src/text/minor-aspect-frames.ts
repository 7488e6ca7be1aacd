import type { Locale } from '../schemas/interpretation.js';
import { MINOR_ASPECT_FRAMES_DE } from './de/minor-aspect-frames.js';
import { MINOR_ASPECT_FRAMES_ES } from './es/minor-aspect-frames.js';
import { MINOR_ASPECT_FRAMES_FR } from './fr/minor-aspect-frames.js';
import { MINOR_ASPECT_FRAMES_PT_BR } from './pt-br/minor-aspect-frames.js';

/**
 * The sentences that join a minor aspect's quality to the themes of its two points (`aspectInterpretation` of a
 * quincunx, semi-sextile, semi-square, sesquiquadrate, quintile or biquintile), one pair of ICU messages per text
 * locale (issue 31: composed in each language's word order, never English joining words around translated phrases).
 * {body1} {aspect} {body2} are the names in the locale's labels; {first} and {second} the points' themes.
 */
export interface MinorAspectFrames {
  readonly summary: string;
  readonly description: string;
}

export const MINOR_ASPECT_FRAMES: Readonly<Record<Locale, MinorAspectFrames>> = {
  en: {
    summary: '{body1} {aspect} {body2}: {quality}, linking {first} with {second}.',
    description: '{description} Here it links {first} with {second}.',
  },
  es: MINOR_ASPECT_FRAMES_ES,
  'pt-BR': MINOR_ASPECT_FRAMES_PT_BR,
  fr: MINOR_ASPECT_FRAMES_FR,
  de: MINOR_ASPECT_FRAMES_DE,
};
