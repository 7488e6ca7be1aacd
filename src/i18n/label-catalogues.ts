import { wording } from '../errors/error-wording.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/urania-error.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { LABELS_DE } from './de/labels.js';
import { LABELS_EN } from './en/labels.js';
import { LABELS_ES } from './es/labels.js';
import { LABELS_FR } from './fr/labels.js';
import { LABELS_HI } from './hi/labels.js';
import { LABELS_IT } from './it/labels.js';
import type { LabelCatalogue } from './label-catalogue.js';
import { LABELS_PT_BR } from './pt-br/labels.js';
import { LABELS_RU } from './ru/labels.js';
import { LABELS_TR } from './tr/labels.js';
import { LABELS_ZH_HANS } from './zh-hans/labels.js';

/** The label catalogue of every locale (a new locale: one folder of data here and one tag in `LABEL_LOCALES`). */
export const LABEL_CATALOGUES: Readonly<Record<LabelLocale, LabelCatalogue>> = {
  en: LABELS_EN,
  es: LABELS_ES,
  'pt-BR': LABELS_PT_BR,
  fr: LABELS_FR,
  de: LABELS_DE,
  it: LABELS_IT,
  hi: LABELS_HI,
  ru: LABELS_RU,
  tr: LABELS_TR,
  'zh-Hans': LABELS_ZH_HANS,
};

/** @summary Whether a string is one of `LABEL_LOCALES` (exact tag). */
export function isLabelLocale(value: unknown): value is LabelLocale {
  return typeof value === 'string' && (LABEL_LOCALES as readonly string[]).includes(value);
}

/**
 * @summary The label catalogue of a locale (English by default): sign, body, aspect, house, angle, nakshatra, tithi,
 * yoga and karana names, the Moon phases, elements and modalities by the records' identifiers, and the drawings'
 * words, as that language's astrologers write them (docs/i18n/).
 * Errors: INVALID_ARGUMENT for a locale outside `LABEL_LOCALES` (field `locale`).
 * @example labelCatalogue('de').signs.Sagittarius // 'Schütze'
 * @example labelCatalogue('fr').phases['Full Moon'] // 'Pleine Lune'
 */
export function labelCatalogue(locale: LabelLocale = 'en'): LabelCatalogue {
  refuseExtraArguments(arguments.length, 1, 'labelCatalogue(locale?)', "labelCatalogue('de')");
  if (!isLabelLocale(locale)) {
    throw new UraniaError('INVALID_ARGUMENT', `locale must be one of: ${LABEL_LOCALES.join(', ')}`, {
      wording: wording('oneOf', { field: 'locale', values: LABEL_LOCALES.join(', ') }),
      field: 'locale', received: locale, allowed: `one of: ${LABEL_LOCALES.join(', ')}`, values: LABEL_LOCALES,
    });
  }
  return LABEL_CATALOGUES[locale];
}
