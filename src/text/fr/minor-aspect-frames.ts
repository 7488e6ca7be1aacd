// Urania's own text, translated from its English original (src/text/minor-aspect-frames.ts); locale fr.
import type { MinorAspectFrames } from '../minor-aspect-frames.js';

/** The minor aspects' joining sentences in this language (ICU messages; src/text/minor-aspect-frames.ts). */
export const MINOR_ASPECT_FRAMES_FR: MinorAspectFrames = {
  summary: '{body1} en {aspect} avec {body2} : {quality}, qui relie {first} à {second}.',
  description: '{description} Ici, il relie {first} à {second}.',
};
