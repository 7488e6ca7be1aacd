// Urania's own text, translated from its English original (src/text/minor-aspect-frames.ts); locale fr.
import type { MinorAspectFrames } from '../minor-aspect-frames.js';
import { POINT_NAMES_FR } from './point-names.js';

/**
 * An ICU `select` that writes the point named by `argument` with its article (src/text/fr/point-names.ts). A select key
 * is one word, so a name of several words (« Milieu du Ciel », « Nœud Nord ») falls to `other`, written as they all
 * are: the article before the name. Should two such names differ, the module refuses to load.
 */
function named(argument: string, form: 'subject' | 'object'): string {
  const cases: string[] = [];
  const others = new Set<string>();
  for (const [name, forms] of Object.entries(POINT_NAMES_FR)) {
    const written = forms[form].replace(name, `{${argument}}`);
    if (name.includes(' ')) others.add(written);
    else cases.push(`${name} {${written}}`);
  }
  if (others.size !== 1) throw new Error(`POINT_NAMES_FR: the names of several words must share one ${form} form`);
  return `{${argument}, select, ${cases.join(' ')} other {${[...others][0]!}}}`;
}

/** The minor aspects' joining sentences in this language (ICU messages; src/text/minor-aspect-frames.ts). */
export const MINOR_ASPECT_FRAMES_FR: MinorAspectFrames = {
  summary: `${named('body1', 'subject')} en {aspect} avec ${named('body2', 'object')} : {quality}, qui relie {first} à {second}.`,
  description: '{description} Ici, il relie {first} à {second}.',
};
