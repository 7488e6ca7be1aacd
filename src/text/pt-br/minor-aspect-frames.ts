// Urania's own text, translated from its English original (src/text/minor-aspect-frames.ts); locale pt-BR.
import type { MinorAspectFrames } from '../minor-aspect-frames.js';

/** The minor aspects' joining sentences in this language (ICU messages; src/text/minor-aspect-frames.ts). */
export const MINOR_ASPECT_FRAMES_PT_BR: MinorAspectFrames = {
  summary: '{body1} em {aspect} com {body2}: {quality}, que liga {first} a {second}.',
  description: '{description} Aqui liga {first} a {second}.',
};
