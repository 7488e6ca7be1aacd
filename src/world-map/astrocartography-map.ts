import { geoEqualEarth, geoEquirectangular, geoGraticule, geoPath, type GeoProjection } from 'd3-geo';
import { element, num, svgDocument, xmlEscape } from '../chart-wheel/svg-writer.js';
import { wheelText, withLocaleFonts } from '../chart-wheel/wheel-text.js';
import { WHEEL_THEME_COLORS } from '../chart-wheel/wheel-themes.js';
import { chartIds } from '../forecast-charts/chart-ids.js';
import { pictureDate } from '../forecast-charts/picture-dates.js';
import { pictureLanguage } from '../forecast-charts/picture-language.js';
import { textWidth } from '../forecast-charts/text-width.js';
import { formatCivilDate, formatNumber } from '../i18n/format-label.js';
import { largestPlaces } from '../places/index.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';
import { parse } from '../records/parse.js';
import { Astrocartography, AstrocartographyMapOptions } from '../schemas/index.js';
import { placeLabels, type Box, type LabelRequest } from './map-labels.js';
import { ANGLE_STROKES, MAP_COLORS, bodyColor } from './map-styles.js';
import { worldLand } from './world-land.js';
import { geoMollweide } from './mollweide.js';

type Point = readonly [number, number];

/** The preferred latitudes of each angle's label, so the four labels of a body start apart. */
const LABEL_LATITUDES: Readonly<Record<string, readonly number[]>> = {
  MC: [62, 48, 34, 20, 6, -8, -22, -36, -50, 70, 76],
  IC: [-56, -42, -28, -14, 0, 14, 28, 42, 56, -66, -72],
  AS: [38, 24, 10, -4, -18, -32, -46, 52, 60],
  DS: [-38, -24, -10, 4, 18, 32, 46, -52, -60],
};

/** The projections (their names in each language: `PictureWords.projections`). */
const PROJECTION_NAMES = { equirectangular: 'equirectangular', 'equal-earth': 'Equal Earth', mollweide: 'Mollweide' } as const;

/**
 * The projection, fitted to the map's area: equirectangular (plate carrée), Equal Earth (Šavrič, Patterson and Jenny
 * 2018) or Mollweide (Snyder 1987, ch. 31; `geoMollweide`).
 */
function projectionOf(kind: keyof typeof PROJECTION_NAMES, x: number, y: number, width: number): { projection: GeoProjection; height: number } {
  const projection = kind === 'equal-earth' ? geoEqualEarth() : kind === 'mollweide' ? geoMollweide() : geoEquirectangular();
  projection.fitWidth(width, { type: 'Sphere' });
  const [[, y0], [, y1]] = geoPath(projection).bounds({ type: 'Sphere' });
  const height = Math.ceil(y1 - y0);
  projection.translate([projection.translate()[0] + x, projection.translate()[1] - y0 + y]);
  return { projection, height };
}

const lineString = (points: readonly (readonly number[])[]) => ({ type: 'LineString' as const, coordinates: points.map(([lat, lon]) => [lon!, lat!]) });

/**
 * @summary The astrocartography record drawn on a world map (issue 29): land outlines (Natural Earth 1:110m via
 * world-atlas), a 30° graticule, each body's AS (solid), DS (dashed), MC (heavy) and IC (dotted) lines in its colour
 * with a label per line placed without overlaps (`placeLabels`), the birth place, and on request the paran crossings
 * (`parans`: a dot where the two lines cross, and a dotted stretch of its latitude ±20° of longitude), the local space
 * lines (`localSpace`) and the `cities` most populous places of the atlas. Projection `equirectangular` (default),
 * `equal-earth` (d3-geo) or `mollweide` (`geoMollweide`, Snyder's formulas). The wheel's standards: SVG 1.1 with presentation attributes only (no CSS, no external
 * reference), `role="img"` labelled by `<title>` and `<desc>`, the four themes, the same bytes for the same input.
 * The land outlines must be loaded (`loadWorldLand()`; under Node the built package loads them itself), and the
 * atlas too for `cities`. `options.locale` (one of the ten label locales, default en) writes the title, description,
 * line labels, legend and credit in that language (body names from the label catalogue, the angles as the language
 * abbreviates them: de AC DC MC IC, fr AS DS MC FC…; dates through Intl) in the world font stack; city names stay
 * the atlas's.
 * @example astrocartographyMap(astrocartography({ birth }), { projection: 'equal-earth', theme: 'dark' })
 */
export function astrocartographyMap(record: Astrocartography, options: AstrocartographyMapOptions = {}): string {
  refuseExtraArguments(arguments.length, 2, 'astrocartographyMap(record, options?)', 'astrocartographyMap(astrocartography({ birth }), { projection: \'equal-earth\' })');
  record = parse(Astrocartography, record, 'record');
  options = parse(AstrocartographyMapOptions, options, 'options');
  const width = options.width ?? 960;
  const theme = options.theme ?? 'light';
  const k = width / 960;
  const colors = WHEEL_THEME_COLORS[theme];
  const map = MAP_COLORS[theme];
  const ids = chartIds(options.idPrefix ?? '', 'map');
  const locale = options.locale ?? 'en';
  const lang = pictureLanguage(locale);
  const words = lang.words;
  const angleName = (angle: 'AS' | 'DS' | 'MC' | 'IC') => words.angleShort[angle];
  const margin = 12 * k;
  const top = 52 * k;
  const kind = options.projection ?? 'equirectangular';
  const { projection, height: mapHeight } = projectionOf(kind, margin, top, width - 2 * margin);
  const path = geoPath(projection).digits(2);
  const legendTop = top + mapHeight + 10 * k;
  const height = Math.ceil(legendTop + 52 * k);
  const frame: Box = { x: margin, y: top, width: width - 2 * margin, height: mapHeight };
  const bodies = [...new Set(record.lines.map((l) => l.body))];
  const others = bodies.filter((b) => !['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'].includes(b));
  const colorOf = (body: string) => bodyColor(map, body, (others as string[]).indexOf(body));
  const small = 10 * k;

  const parts: string[] = [];
  const birthDate = formatCivilDate(record.birthDate, record.birthTime, locale);
  const title = options.title ?? lang.say(words.mapTitle, { date: birthDate });
  const compass = lang.labels.compass;
  const lat = (x: number) => `${formatNumber(Math.abs(x), 2, locale)}°${x < 0 ? compass.S : compass.N}`;
  const lon = (x: number) => `${formatNumber(Math.abs(x), 2, locale)}°${x < 0 ? compass.W : compass.E}`;
  const { source } = worldLand();
  const projectionName = locale === 'en' ? PROJECTION_NAMES[kind] : words.projections[kind];
  const place = `${lat(record.latitude)} ${lon(record.longitude)}`;
  const instantWords = locale === 'en' ? record.instant : lang.say(words.timeUt, { time: pictureDate(record.instant, locale) });
  const described = [
    lang.say(words.mapDescription, {
      projection: projectionName, date: birthDate, place, instant: instantWords, bodies: lang.list(bodies.map(lang.point)),
      as: angleName('AS'), ds: angleName('DS'), mc: angleName('MC'), ic: angleName('IC'), mode: record.mode, horizon: record.horizon,
    }),
    ...(options.parans === true ? [lang.count(words.paranCount, record.parans.length)] : []),
    ...(options.localSpace === true ? [words.localSpaceLines] : []),
  ];
  const desc = `${lang.say(words.sentence, { text: described.join(words.clauseSeparator) })}${words.sentenceSpace}${lang.say(words.landSource, { source })}`;
  parts.push(element('title', { id: ids.title }, xmlEscape(title)));
  parts.push(element('desc', { id: ids.desc }, xmlEscape(desc)));
  parts.push(element('rect', { x: 0, y: 0, width, height, fill: colors.background, stroke: 'none' }));
  parts.push(wheelText(margin, 20 * k, title, 16 * k, colors.ink, 'start', { 'font-weight': 'bold' }));
  const instantLine = locale === 'en' ? record.instant.replace('T', ' ').replace(/:00Z$/, ' UT') : instantWords;
  parts.push(wheelText(margin, 38 * k, lang.say(words.mapSubtitle, { instant: instantLine, place, mode: record.mode, horizon: record.horizon, projection: projectionName }), small, colors.muted, 'start'));

  // Sphere, graticule, land.
  parts.push(element('path', { d: path({ type: 'Sphere' }) ?? '', fill: map.ocean, stroke: colors.muted, 'stroke-width': 0.8 * k }));
  parts.push(element('path', { d: path(geoGraticule().step([30, 30])()) ?? '', fill: 'none', stroke: map.graticule, 'stroke-width': 0.6 * k }));
  parts.push(element('path', { d: path(worldLand().land) ?? '', fill: map.land, stroke: map.coast, 'stroke-width': 0.5 * k, 'data-layer': 'land' }));

  const taken: Box[] = [];
  const xy = (p: Point) => projection([p[1], p[0]])!;
  // Local space lines (under the angle lines).
  if (options.localSpace === true) {
    for (const ls of record.localSpace) {
      parts.push(element('path', {
        d: path(lineString(ls.points)) ?? '', fill: 'none', stroke: colorOf(ls.body), 'stroke-width': 0.9 * k,
        'stroke-dasharray': `${num(8 * k)} ${num(2 * k)} ${num(1.5 * k)} ${num(2 * k)}`, 'stroke-opacity': 0.7,
        'data-body': ls.body, 'data-line': 'local-space', 'data-azimuth': ls.azimuth,
      }));
    }
  }
  // The angle lines.
  for (const line of record.lines) {
    const stroke = ANGLE_STROKES[line.angle];
    parts.push(element('path', {
      d: path(lineString(line.points)) ?? '', fill: 'none', stroke: colorOf(line.body), 'stroke-width': stroke.width * k,
      'stroke-dasharray': stroke.dash === undefined ? undefined : stroke.dash.split(' ').map((v) => num(Number(v) * k)).join(' '),
      'stroke-linejoin': 'round', 'data-body': line.body, 'data-angle': line.angle,
    }));
  }
  // Parans: a dot at the crossing and a dotted stretch of the latitude.
  if (options.parans === true) {
    // Crossings beyond ±80° crowd where every line bunches up: the record lists them, the map leaves them out.
    for (const p of record.parans.filter((q) => Math.abs(q.latitude) <= 80)) {
      const stretch: Point[] = [];
      for (let d = -20; d <= 20; d += 2) stretch.push([p.latitude, p.longitude + d > 180 ? p.longitude + d - 360 : p.longitude + d < -180 ? p.longitude + d + 360 : p.longitude + d]);
      parts.push(element('path', {
        d: path(lineString(stretch)) ?? '', fill: 'none', stroke: colors.muted, 'stroke-width': 0.8 * k,
        'stroke-dasharray': `${num(1 * k)} ${num(2 * k)}`,
      }));
      const [x, y] = xy([p.latitude, p.longitude]);
      parts.push(element('circle', {
        cx: x, cy: y, r: 2.2 * k, fill: colors.background, stroke: colors.ink, 'stroke-width': 0.8 * k,
        'data-paran': `${p.bodyA} ${p.angleA} ${p.bodyB} ${p.angleB}`, 'data-latitude': p.latitude,
      }, element('title', {}, xmlEscape(lang.say(words.paranMark, { bodyA: lang.point(p.bodyA), angleA: angleName(p.angleA), bodyB: lang.point(p.bodyB), angleB: angleName(p.angleB), latitude: lat(p.latitude) })))));
    }
  }
  // The birth place: a ring, its box reserved.
  const [bx, by] = xy([record.latitude, record.longitude]);
  parts.push(element('circle', { cx: bx, cy: by, r: 4 * k, fill: 'none', stroke: colors.ink, 'stroke-width': 1.6 * k, 'data-point': 'birth' }));
  taken.push({ x: bx - 5 * k, y: by - 5 * k, width: 10 * k, height: 10 * k });

  // Line labels: "Sun MC", near the preferred latitudes of the angle, on the map, apart.
  const labelSize = 10 * k;
  const requests: LabelRequest[] = record.lines.map((line) => {
    const text = `${lang.point(line.body)} ${angleName(line.angle)}`;
    const prefs = LABEL_LATITUDES[line.angle]!;
    const anchors: [number, number][] = [];
    for (const want of prefs) {
      let best: Point | undefined;
      for (const p of line.points as unknown as Point[]) if (best === undefined || Math.abs(p[0] - want) < Math.abs(best[0] - want)) best = p;
      if (best !== undefined && Math.abs(best[0] - want) <= 8) anchors.push(xy(best));
    }
    for (const p of line.points as unknown as Point[]) anchors.push(xy(p));
    return { width: textWidth(text, labelSize), height: labelSize * 1.25, anchors };
  });
  const placed = placeLabels(requests, frame, taken);
  record.lines.forEach((line, i) => {
    const box = placed[i];
    if (box === undefined) return;
    parts.push(element('g', { 'data-label': `${line.body} ${line.angle}` },
      element('rect', { x: box.x - 1 * k, y: box.y, width: box.width + 2 * k, height: box.height, rx: 2 * k, fill: colors.background, 'fill-opacity': 0.8, stroke: 'none' }) +
      wheelText(box.x, box.y + box.height / 2, `${lang.point(line.body)} ${angleName(line.angle)}`, labelSize, colorOf(line.body), 'start', { 'font-weight': 'bold' })));
  });

  // Cities: a dot each, a name where there is room.
  const cities = largestPlaces(options.cities ?? 0);
  const citySize = 8 * k;
  const cityBoxes = placeLabels(cities.map((c) => {
    const [x, y] = xy([c.latitude, c.longitude]);
    return { width: textWidth(c.name, citySize), height: citySize * 1.2, anchors: [[x, y]] as [number, number][] };
  }), frame, taken);
  cities.forEach((c, i) => {
    const [x, y] = xy([c.latitude, c.longitude]);
    const box = cityBoxes[i];
    parts.push(element('g', { 'data-city': c.name },
      element('circle', { cx: x, cy: y, r: 1.6 * k, fill: colors.ink, stroke: 'none' }) +
      (box === undefined ? '' : wheelText(box.x, box.y + box.height / 2, c.name, citySize, colors.muted, 'start'))));
  });

  // Legend: the line styles, the bodies' colours, the credit.
  const legend: string[] = [];
  let lx = margin;
  const ly = legendTop + 8 * k;
  for (const angle of ['AS', 'DS', 'MC', 'IC'] as const) {
    const s = ANGLE_STROKES[angle];
    legend.push(element('line', {
      x1: lx, y1: ly, x2: lx + 24 * k, y2: ly, stroke: colors.ink, 'stroke-width': s.width * k,
      'stroke-dasharray': s.dash === undefined ? undefined : s.dash.split(' ').map((v) => num(Number(v) * k)).join(' '),
    }));
    legend.push(wheelText(lx + 28 * k, ly, angleName(angle), small, colors.ink, 'start'));
    lx += 28 * k + textWidth(angleName(angle), small) + 14 * k;
  }
  for (const body of bodies) {
    legend.push(element('rect', { x: lx, y: ly - 5 * k, width: 10 * k, height: 10 * k, fill: colorOf(body), stroke: 'none' }));
    legend.push(wheelText(lx + 13 * k, ly, lang.point(body), small, colors.ink, 'start'));
    lx += 13 * k + textWidth(lang.point(body), small) + 10 * k;
  }
  parts.push(element('g', { 'data-layer': 'legend' }, legend.join('')));
  parts.push(wheelText(margin, legendTop + 30 * k, words.mapCredit, 8.5 * k, colors.muted, 'start'));
  return withLocaleFonts(svgDocument(width, height, ids, parts.join('')), locale);
}
