import { parse } from '../records/parse.js';
import {
  ChartWheelOptions,
  type AspectType,
  type OrbProfile,
  type WheelOrientation,
  type WheelPoint,
  type WheelTheme,
  type WheelLayoutName,
} from '../schemas/index.js';
import { DEFAULT_WHEEL_BODIES, isWheelBody, type WheelBody } from './body-glyphs.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { LabelCatalogue } from '../i18n/label-catalogue.js';
import type { LabelLocale } from '../schemas/label-locale.js';

/** The aspect types a wheel draws by default: the five Ptolemaic aspects. */
export const DEFAULT_WHEEL_ASPECTS: readonly AspectType[] = [
  'conjunction',
  'sextile',
  'square',
  'trine',
  'opposition',
];

/** The default picture size, pixels. */
export const DEFAULT_WHEEL_SIZE = 640;

/** Options with every default applied (what the drawing code reads). */
export interface ResolvedWheelOptions {
  readonly size: number;
  readonly theme: WheelTheme;
  readonly orientation: WheelOrientation;
  /** Requested bodies that have a glyph (the chart decides which of them it places). */
  readonly bodies: readonly WheelBody[];
  readonly aspects: readonly AspectType[];
  readonly houseSystemLabel: boolean;
  readonly zodiacLabel: string;
  readonly title: string | undefined;
  readonly points: readonly WheelPoint[];
  readonly partOfFortune: boolean;
  readonly fixedStars: readonly string[];
  readonly orbProfile: OrbProfile;
  /** Prefix of the SVG's ids and of the references to them; '' by default (ids unchanged). */
  readonly idPrefix: string;
  /** The layout of a wheel shown small (a phone): glyphs without label columns, text of 11.5 px at least. */
  readonly compact: boolean;
  /** The wheel alone, or with the aspect grid (`wheel+grid`), or a sheet (grid, positions, legend). */
  readonly layout: WheelLayoutName;
  /** The language of the labels (`options.locale`, default en) and its catalogue. */
  readonly locale: LabelLocale;
  readonly labels: LabelCatalogue;
}

/**
 * @summary Validate wheel options once (`parse` against `ChartWheelOptions`: a `UraniaError` names the bad member,
 * e.g. `size` OUT_OF_RANGE 240..4000) and apply the defaults. Bodies without a glyph are dropped.
 * @example resolveWheelOptions({ theme: 'dark' }).size // 640
 */
export function resolveWheelOptions(options: ChartWheelOptions | undefined): ResolvedWheelOptions {
  const o = parse(ChartWheelOptions, options ?? {}, 'options');
  const locale = o.locale ?? 'en';
  const labels = labelCatalogue(locale);
  return {
    size: o.size ?? DEFAULT_WHEEL_SIZE,
    theme: o.theme ?? 'light',
    orientation: o.orientation ?? 'ascendant-left',
    bodies: o.bodies === undefined ? DEFAULT_WHEEL_BODIES : [...new Set(o.bodies.filter(isWheelBody))],
    aspects: o.aspects ?? DEFAULT_WHEEL_ASPECTS,
    houseSystemLabel: o.houseSystemLabel ?? true,
    zodiacLabel: o.zodiacLabel ?? labels.words.tropical,
    title: o.title,
    points: o.points ?? [],
    partOfFortune: o.partOfFortune ?? false,
    fixedStars: o.fixedStars ?? [],
    orbProfile: o.orbProfile ?? 'modern-western',
    idPrefix: o.idPrefix ?? '',
    compact: o.compact ?? false,
    layout: o.layout ?? 'wheel',
    locale,
    labels,
  };
}
