import { fillWords, type PageWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/**
 * @summary The chart's warnings without those of the bodies still loading (`pending`): a chart computed before the
 * minor bodies' and the true lunar points' tables have arrived lists each such body as "`<body>` omitted: …", which
 * is not a limit of the chart but of the moment — the page says instead that they are on their way
 * (`pendingBodiesLine`). Every other warning is kept, in order.
 * @example warningsOfLoadedBodies(['Chiron omitted: … not loaded …', 'Eros is left out …'], ['Chiron']) // ['Eros is left out …']
 */
export function warningsOfLoadedBodies(warnings: readonly string[] | undefined, pending: readonly string[]): string[] | undefined {
  if (warnings === undefined) return undefined;
  const prefixes = pending.map((body) => `${body} omitted: `);
  return warnings.filter((w) => !prefixes.some((p) => w.startsWith(p)));
}

/**
 * @summary The line the page shows above a wheel drawn before every body's table has loaded: how many bodies are
 * still to come, which kinds, and that they are added without anything to do, in the page's language (`words`,
 * English by default; issue 31). `undefined` when none is pending.
 * @example pendingBodiesLine(21) // '21 more bodies — Chiron, the asteroids and the true lunar points — are still loading: the wheel and the tables add them in a moment.'
 */
export function pendingBodiesLine(count: number, words: Pick<PageWords, 'pendingOne' | 'pendingMany'> = PAGE_WORDS_EN): string | undefined {
  if (count <= 0) return undefined;
  return count === 1 ? words.pendingOne : fillWords(words.pendingMany, { count });
}
