/**
 * `tsx scripts/indian-chart-pictures.ts`: regenerates the PNGs of docs/indian-charts.md in docs/pictures/ from the
 * library, rendered with @resvg/resvg-js (as `Accept: image/png` and `urania chart --png` render them):
 * - Mahatma Gandhi's birth (2 October 1869, 07:12 local mean time at Porbandar, 21°37′ N 69°36′ E — the time of
 *   B. V. Raman's *Notable Horoscopes*; 07:12 LMT is 02:33:36 UT at 69.6° E) in the North and South Indian styles,
 *   D1 with degrees and D9;
 * - the ashtagraha yoga of 5 February 1962 (19:40 at New Delhi, seven grahas in sidereal Capricorn), North and South
 *   Indian D1 with degrees — the crowded house — and East Indian with the transits of 15 July 2024 over it.
 * Deterministic: run it twice, same bytes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPngRenderer } from '../src/http/svg-to-png.js';
import { indianChart } from '../src/indian-chart/index.js';
import type { IndianChartRequest } from '../src/schemas/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'docs/pictures');

const GANDHI = { birthDate: '1869-10-02', birthTime: '02:34', latitude: 21.6417, longitude: 69.6, timezone: 'UTC' };
const DELHI_1962 = { birthDate: '1962-02-05', birthTime: '19:40', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' };

const PICTURES: Record<string, IndianChartRequest> = {
  'indian-north-d1': { birth: GANDHI, style: 'north', degrees: true, title: 'M. K. Gandhi · Rasi (D1)' },
  'indian-north-d9': { birth: GANDHI, style: 'north', division: 9, title: 'M. K. Gandhi · Navamsa (D9)' },
  'indian-south-d1': { birth: GANDHI, style: 'south', degrees: true, title: 'M. K. Gandhi · Rasi (D1)' },
  'indian-south-d9': { birth: GANDHI, style: 'south', division: 9, title: 'M. K. Gandhi · Navamsa (D9)' },
  'indian-north-stellium': { birth: DELHI_1962, style: 'north', degrees: true, title: '5 February 1962 · Rasi (D1)' },
  'indian-south-stellium': { birth: DELHI_1962, style: 'south', degrees: true, theme: 'dark', title: '5 February 1962 · Rasi (D1)' },
  'indian-east-transits': { birth: DELHI_1962, style: 'east', transitAt: '2024-07-15T12:00:00Z', title: '5 February 1962 · transits of 15 July 2024' },
};

const png = await loadPngRenderer();
if (png === undefined) throw new Error('the pictures need @resvg/resvg-js');
for (const [name, request] of Object.entries(PICTURES)) {
  const svg = indianChart(request);
  writeFileSync(join(OUT, `${name}.png`), png(svg));
  console.log(`docs/pictures/${name}.png`);
}
