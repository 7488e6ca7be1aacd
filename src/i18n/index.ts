// Public surface of the i18n layer: the label catalogues of the ten locales, their formatting and the negotiation
// of a request's language (docs/i18n/README.md).
export { LABEL_CATALOGUES, labelCatalogue, isLabelLocale } from './label-catalogues.js';
export { formatLabel, formatNumber, formatCivilDate } from './format-label.js';
export { negotiateLocale, matchLocale, type NegotiatedLocale } from './negotiate-locale.js';
export type { LabelCatalogue, LabelWords } from './label-catalogue.js';
