/**
 * The astrocartography map of docs/astrocartography.md (issue 29), rendered to PNG with resvg into docs/pictures/:
 * `npx tsx scripts/astrocartography-pictures.ts` (add `--tmp` to write to /tmp instead). Rerunning gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { loadAtlas } from '../src/places/index.js';
import { astrocartography } from '../src/records/astrocartography.js';
import { astrocartographyMap, loadWorldLand } from '../src/world-map/index.js';

const dir = process.argv.includes('--tmp') ? '/tmp' : 'docs/pictures';
const birth = { birthDate: '1990-07-15', birthTime: '14:30', latitude: 40.7128, longitude: -74.006 };
const png = (svg: string, file: string) => writeFileSync(file, new Resvg(svg, { font: { loadSystemFonts: true } }).render().asPng());

await loadWorldLand();
await loadAtlas();
const record = astrocartography({ birth });
png(astrocartographyMap(record, { cities: 40 }), `${dir}/astrocartography-map.png`);
png(astrocartographyMap(record, { projection: 'equal-earth', theme: 'dark', parans: true, localSpace: true }), `${dir}/astrocartography-map-equal-earth-dark.png`);
