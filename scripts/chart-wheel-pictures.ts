/**
 * `tsx scripts/chart-wheel-pictures.ts [--png DIR]`: regenerates the pictures of docs/chart-wheel.md from the library
 * (docs/images/chart-wheel-*.svg): a natal wheel, a synastry bi-wheel, a transits bi-wheel in the dark theme, and a
 * mono wheel with 0° Aries on the left, fixed stars and the Part of Fortune. With `--png DIR` it also renders each to
 * PNG in DIR with @resvg/resvg-js (to look at them; the PNGs are not committed). Deterministic: run it twice, same
 * bytes; the births are fixed below with explicit time zones.
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

const natal = natalChart(NEW_YORK);
const partner = natalChart(PARIS);

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
for (const [name, svg] of Object.entries(pictures)) {
  writeFileSync(join(OUT, name), `${svg}\n`);
  if (render !== undefined && pngDir !== undefined)
    writeFileSync(join(pngDir, name.replace(/\.svg$/, '.png')), render(svg));
  console.log(`${name}: ${svg.length} bytes`);
}
