// Urania's own text, translated from its English original (src/text/minor-aspect-frames.ts); locale de.
import type { MinorAspectFrames } from '../minor-aspect-frames.js';

/** The minor aspects' joining sentences in this language (ICU messages; src/text/minor-aspect-frames.ts). */
export const MINOR_ASPECT_FRAMES_DE: MinorAspectFrames = {
  summary: '{body1} im {aspect} zu {body2}: {quality}. Er verbindet {first} mit {second}.',
  description: '{description} Hier verbindet er {first} mit {second}.',
};
