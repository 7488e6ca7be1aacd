import type { LabelLocale, NatalChartResponse } from '../schemas/index.js';
import { warningText } from '../web-library/chart.js';
import { fillWords, type PageWords } from './page-words.js';
import { PAGE_WORDS_EN } from './page-words-en.js';

/** Where the library's `bodyOmitted` sentence holds the error's own detail: the sentence up to it names the body. */
const DETAIL = '\u0000';

/**
 * @summary The sentence the library writes (its warning catalogue, key `bodyOmitted`) for a body whose table is not
 * loaded yet, in `locale` — up to the error's detail where the language's template quotes it (English), whole
 * where it words the reason itself (the other nine).
 */
function notLoadedNote(body: string, locale: LabelLocale): string {
  const text = warningText({ key: 'bodyOmitted', values: { body: { body: body as never }, code: 'UNSUPPORTED', detail: DETAIL } }, locale);
  const cut = text.indexOf(DETAIL);
  return cut < 0 ? text : text.slice(0, cut);
}

/**
 * @summary The chart's warnings without those of the bodies still loading (`pending`): a chart computed before the
 * minor bodies' and the true lunar points' tables have arrived leaves each such body out and says so in a warning,
 * which is not a limit of the chart but of the moment — the page says instead that they are on their way
 * (`pendingBodiesLine`). Read from the chart's structure (issue 31): a pending body the chart placed (`positions`)
 * keeps every warning; for one it left out, the warning dropped is the one the library's catalogue writes for it in
 * the chart's `locale` (not an English prefix). Every other warning is kept, in order.
 * @example warningsOfLoadedBodies(['Chiron omitted: … not loaded …', 'Eros is left out …'], ['Chiron']) // ['Eros is left out …']
 */
export function warningsOfLoadedBodies(
  warnings: readonly string[] | undefined,
  pending: readonly string[],
  locale: LabelLocale = 'en',
  positions?: NatalChartResponse['positions'],
): string[] | undefined {
  if (warnings === undefined) return undefined;
  const placed = new Set((positions ?? []).map((p) => p.body as string));
  const notes = pending.filter((body) => !placed.has(body)).map((body) => notLoadedNote(body, locale));
  return warnings.filter((w) => !notes.some((note) => w.startsWith(note)));
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
