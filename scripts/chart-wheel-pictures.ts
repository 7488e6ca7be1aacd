/**
 * `tsx scripts/chart-wheel-pictures.ts [--png DIR]`: regenerates the pictures of docs/chart-wheel.md from the library
 * (docs/images/chart-wheel-*.svg): a natal wheel, a synastry bi-wheel, a transits bi-wheel in the dark theme, and a
 * mono wheel with 0° Aries on the left, fixed stars and the Part of Fortune; and the PNGs of docs/pictures/ (issue
 * 22: rendered with @resvg/resvg-js, when installed): a natal chart with a stellium (1962-02-05, seven bodies in
 * Aquarius), a synastry, a transit chart and a sheet (`layout: 'sheet'`). With `--png DIR` it also renders every SVG
 * to PNG in DIR (to look at them). Deterministic: run it twice, same bytes; the births are fixed below with explicit
 * time zones.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { biWheel, natalWheel, transitWheel } from '../src/chart-wheel/index.js';
import { loadPngRenderer } from '../src/http/svg-to-png.js';
import { natalChart } from '../src/records/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs/images');

const NEW_YORK = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  latitude: 40.7128,
  longitude: -74.006,
  timezone: 'America/New_York',
};
const PARIS = {
  birthDate: '1992-03-02',
  birthTime: '08:10',
  latitude: 48.8566,
  longitude: 2.3522,
  timezone: 'Europe/Paris',
};

const DELHI_1962 = {
  birthDate: '1962-02-05',
  birthTime: '19:40',
  latitude: 28.6139,
  longitude: 77.209,
  timezone: 'Asia/Kolkata',
};

const natal = natalChart(NEW_YORK);
const partner = natalChart(PARIS);
const stellium = natalChart(DELHI_1962);

/** The PNGs of docs/pictures/ (the wheels an astrologer looked at for issue 22). */
const PNG_PICTURES: Record<string, string> = {
  'wheel-natal-stellium.png': natalWheel(stellium, {
    title: 'Natal chart — 1962-02-05, Aquarius stellium',
    partOfFortune: true,
    size: 800,
  }),
  'wheel-synastry.png': biWheel(natal, partner, {
    innerName: 'New York 1990',
    outerName: 'Paris 1992',
    size: 800,
  }),
  'wheel-transits.png': transitWheel(natal, '2024-07-15T12:00:00Z', { size: 800 }),
  'wheel-sheet.png': natalWheel(natal, { layout: 'sheet', title: 'Natal chart — New York' }),
  'wheel-synastry-sheet.png': biWheel(natal, partner, {
    innerName: 'New York 1990',
    outerName: 'Paris 1992',
    layout: 'sheet',
  }),
};

const pictures: Record<string, string> = {
  'chart-wheel-natal.svg': natalWheel(natal, { title: 'Natal chart — New York' }),
  'chart-wheel-synastry.svg': biWheel(natal, partner, {
    innerName: 'New York 1990',
    outerName: 'Paris 1992',
  }),
  'chart-wheel-transits-dark.svg': transitWheel(natal, '2024-07-15T12:00:00Z', { theme: 'dark' }),
  'chart-wheel-options-mono.svg': natalWheel(natal, {
    theme: 'mono',
    orientation: 'aries-left',
    fixedStars: ['Regulus', 'Spica', 'Aldebaran', 'Antares', 'Sirius', 'Algol'],
    partOfFortune: true,
    bodies: [
      'Sun',
      'Moon',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'NorthNode',
      'LilithMean',
      'Ceres',
      'Pallas',
      'Juno',
      'Vesta',
    ],
    aspects: ['conjunction', 'opposition', 'square', 'trine', 'sextile', 'quincunx'],
    title: 'Options: mono, aries-left, stars',
  }),
};

mkdirSync(OUT, { recursive: true });
const pngIndex = process.argv.indexOf('--png');
const pngDir = pngIndex >= 0 ? process.argv[pngIndex + 1] : undefined;
const render = pngDir === undefined ? undefined : await loadPngRenderer();
if (pngDir !== undefined) mkdirSync(pngDir, { recursive: true });
const PICTURES = join(ROOT, 'docs/pictures');
const renderPng = render ?? (await loadPngRenderer());
if (renderPng !== undefined) {
  mkdirSync(PICTURES, { recursive: true });
  for (const [name, svg] of Object.entries(PNG_PICTURES)) {
    writeFileSync(join(PICTURES, name), renderPng(svg));
    console.log(`docs/pictures/${name}`);
  }
} else console.log('@resvg/resvg-js is not installed: docs/pictures/ not written');
for (const [name, svg] of Object.entries(pictures)) {
  writeFileSync(join(OUT, name), `${svg}\n`);
  if (render !== undefined && pngDir !== undefined)
    writeFileSync(join(pngDir, name.replace(/\.svg$/, '.png')), render(svg));
  console.log(`${name}: ${svg.length} bytes`);
}
