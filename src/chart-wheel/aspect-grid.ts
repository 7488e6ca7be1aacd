import { wording } from '../errors/error-wording.js';
import { ASPECTS } from '../aspects/index.js';
import {
  NATAL_ASPECT_BODIES,
  type AspectNature,
  type AspectType,
  type NatalChartResponse,
} from '../schemas/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { UraniaError } from '../errors/index.js';
import { formatLabel } from '../i18n/format-label.js';
import { isLabelLocale, labelCatalogue } from '../i18n/label-catalogues.js';
import { LABEL_LOCALES, type LabelLocale } from '../schemas/label-locale.js';
import { ASPECT_GRID_WORDS } from './aspect-grid-words.js';
import { chartArgument } from './chart-argument.js';
import { aspectEndName } from './wheel-words.js';

/** One filled cell of the aspect grid: the aspect between the row's body and the column's. */
export interface AspectCell {
  readonly type: AspectType;
  /** The aspect's glyph (`ASPECTS`: Unicode astrological symbols; letters for the quintiles). */
  readonly symbol: string;
  readonly nature: AspectNature;
  /** Orb as degrees and minutes, `4°03′` (minutes truncated, as ephemerides print them). */
  readonly orb: string;
  /** 'a' applying, 's' separating. */
  readonly motion: 'a' | 's';
  /** What a screen reader says: "Sun square Moon, orb 4°03′, separating" (in `options.locale`: "Sonne Quadrat Mond, Orbis 4°03′, separativ"). */
  readonly label: string;
}

/** The aspect grid: a lower triangle, `cells[i][j]` (j < i) the aspect between `bodies[i]` and `bodies[j]`. */
export interface AspectGrid {
  readonly bodies: readonly string[];
  readonly cells: readonly (readonly (AspectCell | undefined)[])[];
}

/** Options of {@link aspectGrid}: the language and the body names of the cells' spoken labels. */
export interface AspectGridOptions {
  /** How a body is named (default: `NorthNode` → "North Node" in English, the label catalogue's name in another locale). */
  readonly name?: (body: string) => string;
  /** Language of the spoken labels (issue 31): one of the ten label locales, default en. */
  readonly locale?: LabelLocale;
}

/** A body's name in words: the words of a camel-case name (`NorthNode` → `North Node`). */
function bodyWords(body: string): string {
  return body.replace(/([a-z])([A-Z])/g, '$1 $2');
}

/**
 * @summary An orb as whole degrees and whole arc minutes, `4°03′` (minutes truncated).
 * @example orbWords(4.06) // '4°03′'
 */
export function orbWords(orb: number): string {
  const d = Math.floor(orb);
  const m = Math.min(59, Math.floor((orb - d) * 60));
  return `${d}°${String(m).padStart(2, '0')}′`;
}

/**
 * @summary The aspect grid of a natal chart over its aspect bodies (the ten planets, Chiron and the true nodes, in
 * that order, those the chart places): the lower triangle, each cell the one aspect the chart lists for the pair, or
 * empty; each cell's spoken label names the bodies by `options.name`, in `options.locale` (the catalogue's aspect
 * line and the grid's applying/separating words, aspect-grid-words.ts). The web page's grid reads it.
 * @example aspectGrid(natalChart(birth)).cells[1][0]?.type // 'square' (Moon–Sun)
 */
export function aspectGrid(
  chart: Pick<NatalChartResponse, 'positions' | 'aspects'>,
  options: AspectGridOptions = {},
): AspectGrid {
  refuseExtraArguments(arguments.length, 2, 'aspectGrid(chart, options?)', 'aspectGrid(natalChart(birth))');
  chartArgument(chart, 'chart', 'aspectGrid(natalChart({ birthDate, birthTime, latitude, longitude }))');
  for (const member of ['positions', 'aspects'] as const) {
    if (!Array.isArray(chart[member])) {
      throw new UraniaError('INVALID_ARGUMENT', `chart.${member} must be the list a natal chart record holds: pass what natalChart() returns`, {
        wording: wording('chart.listMember', { field: `chart.${member}` }),
        field: `chart.${member}`, received: chart[member], allowed: `the ${member} of natalChart()'s record`,
      });
    }
  }
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    throw new UraniaError('INVALID_ARGUMENT', 'options must be an object such as { name: (body) => body }, or left out', {
      wording: wording('shape.objectOrLeftOut', { field: 'options', example: '{ name: (body) => body }' }),
      field: 'options', received: options, allowed: '{ name?: (body) => string, locale? }',
    });
  }
  if (options.locale !== undefined && !isLabelLocale(options.locale)) {
    throw new UraniaError('INVALID_ARGUMENT', `options.locale must be one of: ${LABEL_LOCALES.join(', ')}`, {
      wording: wording('oneOf', { field: 'options.locale', values: LABEL_LOCALES.join(', ') }),
      field: 'options.locale', received: options.locale, allowed: `one of: ${LABEL_LOCALES.join(', ')}`, values: LABEL_LOCALES,
    });
  }
  if (options.name !== undefined && typeof options.name !== 'function') {
    throw new UraniaError('INVALID_ARGUMENT', 'options.name must be a function from a body to its name, such as (body) => body, or left out', {
      wording: wording('nameFunction', { field: 'options.name', example: '(body) => body' }),
      field: 'options.name', received: options.name, allowed: 'a function (body: string) => string',
    });
  }
  const locale = options.locale ?? 'en';
  const labels = labelCatalogue(locale);
  const words = ASPECT_GRID_WORDS[locale];
  const name = options.name ?? (locale === 'en' ? bodyWords : (body: string) => aspectEndName(body, labels));
  /** The spoken label: English as it always was (the aspect's key, `applying`); another language from its words. */
  const spoken = (a: { body1: string; body2: string; type: AspectType; isApplying: boolean }, orb: string): string => {
    if (locale === 'en') return `${name(a.body1)} ${a.type} ${name(a.body2)}, orb ${orb}, ${a.isApplying ? 'applying' : 'separating'}`;
    const line = formatLabel(labels.words.aspectLine, { body1: name(a.body1), aspect: labels.aspects[a.type], body2: name(a.body2), orb }, locale);
    return formatLabel(words.cellLabel, { line, motion: a.isApplying ? words.applying : words.separating }, locale);
  };
  const bodies = NATAL_ASPECT_BODIES.filter((b) => chart.positions.some((p) => p.body === b));
  const byPair = new Map(chart.aspects.map((a) => [`${a.body1}|${a.body2}`, a]));
  const cells = bodies.map((row, i) =>
    bodies.slice(0, i).map((column) => {
      const a = byPair.get(`${row}|${column}`) ?? byPair.get(`${column}|${row}`);
      if (a === undefined) return undefined;
      const orb = orbWords(a.orb);
      const { glyph: symbol, nature } = ASPECTS[a.type];
      return {
        type: a.type,
        symbol,
        nature,
        orb,
        motion: a.isApplying ? 'a' : 's',
        label: spoken(a, orb),
      } satisfies AspectCell;
    }),
  );
  return { bodies, cells };
}
