import type { Graha } from './graha-relationships.js';
import { evaluateYogaConditions, type YogaChart } from './yoga-evaluator.js';
import { YOGA_RULES, type YogaRule } from './yoga-rules.js';

/** A yoga present in a chart: its row of the catalogue and the grahas that form it. */
export interface YogaPresence {
  readonly rule: YogaRule;
  readonly grahas: readonly Graha[];
}

/**
 * @summary The yogas of the catalogue (`YOGA_RULES`, or the rows given) present in a chart, in catalogue order,
 * each with the grahas that form it. The numeric core of the records function `vedicYogas`.
 * @example yogasOf({ lagna: 0, grahas }).map((y) => y.rule.name)
 */
export function yogasOf(chart: YogaChart, rules: readonly YogaRule[] = YOGA_RULES): YogaPresence[] {
  const found = evaluateYogaConditions(rules.map((r) => r.condition), chart);
  const out: YogaPresence[] = [];
  found.forEach((f, i) => {
    if (f.holds) out.push({ rule: rules[i]!, grahas: f.grahas });
  });
  return out;
}
