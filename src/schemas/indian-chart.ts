import { Type, type Static } from 'typebox';
import { BirthData } from './birth-data.js';
import { WHEEL_ID_PREFIX_PATTERN, WHEEL_THEMES } from './chart-wheel.js';
import { closedObject } from './closed-object.js';
import { labelLocaleMember } from './label-locale.js';
import { VARGA_METHOD_NAMES } from './divisional-chart.js';
import { integerIn, oneOf, utcInstant } from './fields.js';
import { VedicConventionsInput } from './panchang.js';

/** The drawings of an Indian chart (docs/indian-charts.md): North Indian (houses fixed), South and East Indian (signs fixed). */
export const INDIAN_CHART_STYLES = ['north', 'south', 'east'] as const;
export type IndianChartStyle = (typeof INDIAN_CHART_STYLES)[number];

/** `indianChart`, `POST /indian-chart`: a birth's chart (D1) or any divisional chart, drawn in one of the Indian styles. */
export const IndianChartRequest = closedObject('Request for an Indian chart drawing (SVG or PNG).', {
  birth: BirthData,
  style: Type.Optional(
    oneOf(INDIAN_CHART_STYLES, 'north (default: the diamond, houses fixed, sign numbers written), south (signs fixed, the Ascendant marked) or east (signs fixed, Aries top middle).'),
  ),
  division: Type.Optional(
    integerIn(1, 300, 'The divisional chart drawn: 1 (the birth chart, default), one of Parashara\'s sixteen (2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60), or any 1–300 with method cyclic.'),
  ),
  method: Type.Optional(oneOf(VARGA_METHOD_NAMES, 'parashara (default, BPHS ch. 6) or cyclic (the parivritti count from Aries).')),
  conventions: Type.Optional(VedicConventionsInput),
  transitAt: Type.Optional(utcInstant('Draw the grahas at this instant over the chart (a transit overlay, in italics and the transit color), in the same division.')),
  degrees: Type.Optional(Type.Boolean({ description: 'Write each graha\'s degree and minute in its birth-chart sign; default false.' })),
  size: Type.Optional(integerIn(240, 4000, 'Width and height of the picture in pixels; default 640.')),
  theme: Type.Optional(oneOf(WHEEL_THEMES, 'Color theme (the wheel\'s themes); default light.')),
  title: Type.Optional(Type.String({ minLength: 1, maxLength: 120, description: 'Title of the picture (its <title> and header line); default the division\'s name.' })),
  locale: Type.Optional(labelLocaleMember()),
  idPrefix: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      pattern: WHEEL_ID_PREFIX_PATTERN,
      'x-allowed': 'ASCII letters, digits, "_", "-" and ".", starting with a letter or "_"',
      description: 'Prefix of the ids the SVG writes (its <title> and <desc>), so that charts inlined in one HTML page keep unique ids; default none.',
    }),
  ),
});
export type IndianChartRequest = Static<typeof IndianChartRequest>;

/** The answer of `POST /indian-chart` and `indianChart`: an SVG 1.1 document (PNG by `Accept: image/png`). */
export const IndianChart = Type.String({
  pattern: '^<svg ',
  'x-allowed': 'an SVG document',
  description: 'An SVG 1.1 document, self-contained (no CSS, no external references, no fonts needed).',
});
export type IndianChart = Static<typeof IndianChart>;
