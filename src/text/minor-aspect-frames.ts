import type { Locale } from '../schemas/interpretation.js';

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
  es: {
    summary: '{body1} en {aspect} con {body2}: {quality}, que une {first} con {second}.',
    description: '{description} Aquí une {first} con {second}.',
  },
  'pt-BR': {
    summary: '{body1} em {aspect} com {body2}: {quality}, que liga {first} a {second}.',
    description: '{description} Aqui liga {first} a {second}.',
  },
  fr: {
    summary: '{body1} en {aspect} avec {body2} : {quality}, qui relie {first} à {second}.',
    description: '{description} Ici, il relie {first} à {second}.',
  },
  de: {
    summary: '{body1} im {aspect} zu {body2}: {quality}. Er verbindet {first} mit {second}.',
    description: '{description} Hier verbindet er {first} mit {second}.',
  },
};
