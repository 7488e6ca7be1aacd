import { formatLabel } from '../../i18n/format-label.js';
import { labelCatalogue } from '../../i18n/label-catalogues.js';
import type { LabelLocale } from '../../schemas/label-locale.js';
import type { TraditionalPlanet } from '../../zodiac/index.js';
import { HYLEG_WORDS_DE } from './hyleg-words/de.js';
import { HYLEG_WORDS_EN } from './hyleg-words/en.js';
import { HYLEG_WORDS_ES } from './hyleg-words/es.js';
import { HYLEG_WORDS_FR } from './hyleg-words/fr.js';
import { HYLEG_WORDS_HI } from './hyleg-words/hi.js';
import { HYLEG_WORDS_IT } from './hyleg-words/it.js';
import { HYLEG_WORDS_PT_BR } from './hyleg-words/pt-br.js';
import { HYLEG_WORDS_RU } from './hyleg-words/ru.js';
import { HYLEG_WORDS_TR } from './hyleg-words/tr.js';
import { HYLEG_WORDS_ZH_HANS } from './hyleg-words/zh-hans.js';

/** A light (of the hyleg's rules): the Sun or the Moon. */
export type HylegLight = 'Sun' | 'Moon';

/**
 * The step of the hyleg's rules that chose it (src/charts/traditional/hyleg.ts), as data: the rule in words is
 * written from it in any label locale (`hylegRuleText`).
 */
export type HylegStep =
  | { readonly kind: 'ptolemyLight'; readonly light: HylegLight; readonly place: number }
  | { readonly kind: 'ptolemyLord'; readonly lord: TraditionalPlanet; readonly first: HylegLight; readonly isDayChart: boolean; readonly place: number }
  | { readonly kind: 'ptolemyFortune' }
  | { readonly kind: 'ptolemyAscendant'; readonly isDayChart: boolean }
  | { readonly kind: 'lillyLight'; readonly light: HylegLight; readonly house: number }
  | { readonly kind: 'lillyLord'; readonly lord: TraditionalPlanet; readonly isDayChart: boolean; readonly house: number }
  | { readonly kind: 'lillyAscendant' };

/**
 * The seven rules of the hyleg in one language: ICU MessageFormat templates formatted by `formatLabel`. Arguments:
 * `{light}`, `{lord}`, `{first}` are body names of the label catalogue, `{lightKey}`, `{lordKey}`, `{firstKey}` the
 * same bodies' English keys (`Sun`, `Moon`, `Venus`…) for a `select` of an article or a case; `{sect}` is `day` or
 * `night`; `{place}` and `{house}` are numbers 1–12. Every locale has every key with the same arguments
 * (tests/charts/lots-locale.test.ts).
 */
export interface HylegRuleWords {
  /** `the {light} in Ptolemy's hylegiacal place {place}` */
  readonly ptolemyLight: string;
  /** `{lord}, most relations of domination over the {first}, the prenatal syzygy and the {sect: Ascendant | Lot of Fortune}, in hylegiacal place {place}` */
  readonly ptolemyLord: string;
  /** `no light or lord in a hylegiacal place, a night birth after a full Moon: the Lot of Fortune` */
  readonly ptolemyFortune: string;
  /** `no light or lord in a hylegiacal place{sect: night: , a night birth after a new Moon}: the Ascendant` */
  readonly ptolemyAscendant: string;
  /** `the {light} in house {house}, a hylegiacal house` */
  readonly lillyLight: string;
  /** `{lord}, most essential dignities over {sect: the prenatal syzygy's degree | the Moon's degree, …}, in house {house}` */
  readonly lillyLord: string;
  /** `no light or lord in a hylegiacal house: the Ascendant` */
  readonly lillyAscendant: string;
}

/** The hyleg's rules of every label locale (one file of data per language in src/charts/traditional/hyleg-words/). */
export const HYLEG_RULE_WORDS: Readonly<Record<LabelLocale, HylegRuleWords>> = {
  en: HYLEG_WORDS_EN,
  es: HYLEG_WORDS_ES,
  'pt-BR': HYLEG_WORDS_PT_BR,
  fr: HYLEG_WORDS_FR,
  de: HYLEG_WORDS_DE,
  it: HYLEG_WORDS_IT,
  hi: HYLEG_WORDS_HI,
  ru: HYLEG_WORDS_RU,
  tr: HYLEG_WORDS_TR,
  'zh-Hans': HYLEG_WORDS_ZH_HANS,
};

/**
 * @summary The step of the hyleg's rules in words, in a label locale (English by default), with the label
 * catalogue's body names.
 * @example hylegRuleText({ kind: 'lillyLight', light: 'Sun', house: 9 }, 'de') // 'die Sonne im 9. Haus, einem hylegialen Haus'
 */
export function hylegRuleText(step: HylegStep, locale: LabelLocale = 'en'): string {
  const bodies = labelCatalogue(locale).bodies;
  const values: Record<string, string | number> = {};
  if ('light' in step) Object.assign(values, { light: bodies[step.light], lightKey: step.light });
  if ('lord' in step) Object.assign(values, { lord: bodies[step.lord], lordKey: step.lord });
  if ('first' in step) Object.assign(values, { first: bodies[step.first], firstKey: step.first });
  if ('isDayChart' in step) values.sect = step.isDayChart ? 'day' : 'night';
  if ('place' in step) values.place = step.place;
  if ('house' in step) values.house = step.house;
  return formatLabel(HYLEG_RULE_WORDS[locale][step.kind], values, locale);
}
