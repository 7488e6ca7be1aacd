import { parseArgs } from 'node:util';
import { atlasLoadsOnFirstUse, findPlaces, isAtlasLoaded, loadAtlas, nearestPlace } from '../places/index.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { MAP_WORDS } from './map-words.js';

export const PLACES_USAGE = `Usage: urania places <query> [--country CC] [--limit N] [--lang TAG] [--json]
       urania places --near LAT,LON [--lang TAG] [--json]

Search the offline atlas (GeoNames places of at least 1,000 people, CC BY 4.0; docs/places.md): candidates best
first, each with its id (usable as a birth's place), coordinates and zone. Commas narrow by country or division:
urania places "Paris, Texas".
  --country CC   only places in this country (ISO code or English name)
  --limit N      at most N candidates (1..100, default 10)
  --near LAT,LON the place nearest to a point instead of a search
  --json         print the candidates as JSON
${langUsage(13, 'why each place matched and its country')}`;

/**
 * @summary `urania places <query>`: the atlas's candidates for a place name (or `--near LAT,LON`: the nearest place),
 * one per line (`id  name, division, country  latitude longitude  zone  (reason)`), or `--json`.
 */
export async function placesCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    options: { country: { type: 'string' }, limit: { type: 'string' }, near: { type: 'string' }, json: { type: 'boolean', default: false }, ...LANG_OPTION },
    allowPositionals: true,
    strict: true,
  });
  if (!isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
  // Reasons, country names and the distance in the language asked for (issue 31); English prints as it always has.
  const locale = commandLocale(values.lang, io);
  const words = MAP_WORDS[locale];
  const inLocale = locale === 'en' ? {} : { locale };
  if (values.near !== undefined) {
    const [lat, lon] = values.near.split(',').map(Number);
    if (positionals.length > 0 || lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      throw new UsageError('--near takes LAT,LON in degrees (for example --near 48.4,10) and no query', 'nearLatLon', { flag: '--near', example: '--near 48.4,10' });
    }
    const n = nearestPlace(lat, lon, inLocale);
    const km = formatLabel(words.kilometres, { distance: formatNumber(n.distanceKm, 1, locale) }, locale);
    io.stdout(values.json ? `${JSON.stringify(n)}\n` : `${n.place.id}  ${n.place.name}, ${n.place.countryName}  ${n.place.latitude} ${n.place.longitude}  ${n.place.zone}  (${km})\n`);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError('give a place name, for example: urania places "Ulm, Germany"', 'placeName', { example: 'urania places "Ulm, Germany"' });
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (limit !== undefined && !Number.isInteger(limit)) throw new UsageError(`--limit must be a whole number from 1 to 100, got ${values.limit}`, 'notWholeNumber', { flag: '--limit', value: String(values.limit) });
  const candidates = findPlaces(positionals.join(' '), {
    ...(values.country === undefined ? {} : { country: values.country }),
    ...(limit === undefined ? {} : { limit }),
    ...inLocale,
  });
  if (values.json) io.stdout(`${JSON.stringify(candidates)}\n`);
  else if (candidates.length === 0) io.stdout(`${words.noPlace}\n`);
  else {
    for (const c of candidates) {
      const p = c.place;
      io.stdout(`${p.id}  ${[p.name, p.division, p.countryName].filter(Boolean).join(', ')}  ${p.latitude} ${p.longitude}  ${p.zone}  (${c.reason})\n`);
    }
  }
  return EXIT.ok;
}
