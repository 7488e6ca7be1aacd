import type { LabelLocale } from '../../schemas/label-locale.js';
import { LOT_CATALOGUE, type LotId, type LotNames } from './lot-catalogue.js';
import { LOT_NAMES_DE } from './names/de.js';
import { LOT_NAMES_ES } from './names/es.js';
import { LOT_NAMES_FR } from './names/fr.js';
import { LOT_NAMES_HI } from './names/hi.js';
import { LOT_NAMES_IT } from './names/it.js';
import { LOT_NAMES_PT_BR } from './names/pt-br.js';
import { LOT_NAMES_RU } from './names/ru.js';
import { LOT_NAMES_TR } from './names/tr.js';
import { LOT_NAMES_ZH_HANS } from './names/zh-hans.js';

/** English: the catalogue's own names (the source's name in English translation), unchanged. */
const LOT_NAMES_EN = Object.fromEntries(LOT_CATALOGUE.map((l) => [l.id, l.name])) as LotNames;

/**
 * The lot names of every label locale, keyed by the catalogue id (issue 31): one file of data per language in
 * src/charts/lots/names/, each typed `LotNames`, so that a missing or unknown id fails to compile. Each language
 * names the lots as its astrologers do (docs/i18n/<locale>.md); the seven lots of Paulus read the label catalogue's
 * words (`labelCatalogue(locale).lots`), except in English, where the records keep their short names ("Fortune").
 */
export const LOT_NAMES: Readonly<Record<LabelLocale, LotNames>> = {
  en: LOT_NAMES_EN,
  es: LOT_NAMES_ES,
  'pt-BR': LOT_NAMES_PT_BR,
  fr: LOT_NAMES_FR,
  de: LOT_NAMES_DE,
  it: LOT_NAMES_IT,
  hi: LOT_NAMES_HI,
  ru: LOT_NAMES_RU,
  tr: LOT_NAMES_TR,
  'zh-Hans': LOT_NAMES_ZH_HANS,
};

/**
 * @summary The name of a catalogue lot in a label locale (English by default: the catalogue's `name`).
 * @example lotName('fortune', 'de') // 'Glückspunkt'
 */
export function lotName(id: LotId, locale: LabelLocale = 'en'): string {
  return LOT_NAMES[locale][id];
}
