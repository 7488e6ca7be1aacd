import type { YOGA_GROUPS, YOGA_NATURES } from '../schemas/vedic-yogas.js';
import type { YogaCondition } from './yoga-condition.js';

/** One of `YOGA_GROUPS` (the schema's list). */
export type YogaGroup = (typeof YOGA_GROUPS)[number];

/** A row of the catalogue. */
export interface YogaRule {
  /** Stable kebab-case key (the words' key). */
  readonly id: string;
  readonly name: string;
  readonly group: YogaGroup;
  /** Whether the texts count it a blessing, an affliction, or either by the planets that form it. */
  readonly nature: (typeof YOGA_NATURES)[number];
  /** The rule in words, as the condition reads it. */
  readonly rule: string;
  /** The classical source(s). */
  readonly source: string;
  readonly condition: YogaCondition;
}
