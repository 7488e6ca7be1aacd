// Urania's own text, translated from its English original (src/text/minor-aspect-frames.ts); locale es.
import type { MinorAspectFrames } from '../minor-aspect-frames.js';

/** The minor aspects' joining sentences in this language (ICU messages; src/text/minor-aspect-frames.ts). */
export const MINOR_ASPECT_FRAMES_ES: MinorAspectFrames = {
  summary: '{body1} en {aspect} con {body2}: {quality}, que une {first} con {second}.',
  description: '{description} Aquí une {first} con {second}.',
};
