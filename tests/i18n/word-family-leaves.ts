/**
 * Helpers of the tests that hold a family of words (one entry per label locale) to its English: every leaf of an
 * entry, and the arguments of an ICU MessageFormat text.
 */
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** Every leaf of a family's entry as `path → text` (arrays by index). */
export function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) for (const [p, s] of leaves(v, path === '' ? k : `${path}.${k}`)) out.set(p, s);
  }
  return out;
}

/** The argument names of an ICU MessageFormat text (plural and select branches walked), sorted. */
export function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: ReturnType<typeof parse>) => {
    for (const n of nodes) {
      if (n.type === TYPE.argument || n.type === TYPE.number) names.add(n.value);
      if (n.type === TYPE.plural || n.type === TYPE.select) {
        names.add(n.value);
        for (const option of Object.values(n.options)) walk(option.value);
      }
    }
  };
  walk(parse(text));
  return [...names].sort();
}
