import { ASPECTS } from '../aspects/index.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import type { AspectType } from '../schemas/index.js';

/**
 * @summary The name of an aspect's end in a drawing's words: a body or an angle in the catalogue's language. English
 * keeps the record's names (`NorthNode`) as the wheel always wrote them in its aspect labels (the default output is
 * unchanged).
 * @example aspectEndName('NorthNode', labelCatalogue('es')) // 'Nodo Norte'
 */
export function aspectEndName(name: string, labels: LabelCatalogue): string {
  if (labels.locale === 'en') return name;
  return (labels.bodies as Readonly<Record<string, string>>)[name] ?? (labels.angles as Readonly<Record<string, string>>)[name] ?? name;
}

/**
 * @summary The accessible name of an aspect: `Sun trine Moon, orb 1.2°` in the catalogue's words, the orb as given
 * (with its unit).
 */
export function aspectWords(a: { readonly body1: string; readonly body2: string; readonly type: AspectType }, orb: string, labels: LabelCatalogue): string {
  return formatLabel(
    labels.words.aspectLine,
    { body1: aspectEndName(a.body1, labels), aspect: labels.aspects[a.type], body2: aspectEndName(a.body2, labels), orb },
    labels.locale,
  );
}

/** @summary An orb in decimal degrees with one decimal, in the locale's digits: `1.2°` (`1,2°` in German). */
export function decimalOrb(orb: number, labels: LabelCatalogue): string {
  return `${formatNumber(orb, 1, labels.locale)}°`;
}

/** @summary A legend row of an aspect type: `trine 120°` in the catalogue's words. */
export function aspectLegendWords(type: AspectType, labels: LabelCatalogue): string {
  return `${labels.aspects[type]} ${ASPECTS[type].angle}°`;
}
