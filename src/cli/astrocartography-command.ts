import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadPngRenderer, PNG_UNAVAILABLE } from '../http/svg-to-png.js';
import { atlasLoadsOnFirstUse, isAtlasLoaded, loadAtlas } from '../places/index.js';
import { astrocartography, relocatedChart, type AstrocartographyInput, type RelocatedChartInput } from '../records/index.js';
import { astrocartographyMap, loadWorldLand } from '../world-map/index.js';
import { BIRTH_DATE_PLACE_OPTIONS, joinNegativeValues, numberFlag, zoneFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';

const BIRTH_OPTIONS = {
  ...BIRTH_DATE_PLACE_OPTIONS,
  json: { type: 'boolean', default: false },
} as const;

const BIRTH_USAGE = `  --date, --time  the birth: local date and wall-clock time (both required)
  --lat, --lon    the birth place, degrees north and east positive (or --place NAME, an atlas place)
  --tz ZONE       IANA zone of --time (also --timezone; default the zone at the place)
  --json          print the record as JSON`;

export const ASTROCARTOGRAPHY_USAGE = `Usage: urania astrocartography --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [options]

The AS, DS, MC and IC lines of each body on the globe at the birth instant, the paran latitudes and the local space
lines (docs/astrocartography.md).
${BIRTH_USAGE}
  --bodies LIST   comma-separated bodies (default Sun, Moon, Mercury … Pluto)
  --mode M        mundane (default: with the ecliptic latitude) or zodiacal (latitude 0)
  --horizon H     geometric (default) or apparent (−34′ of refraction)
  --step DEG      latitude step of the lines, 0.25–5 (default 1)
  --svg FILE      draw the world map to FILE as SVG; --png FILE as PNG (needs @resvg/resvg-js)
  --projection P  equirectangular (default), equal-earth or mollweide
  --theme T       light, dark, print or mono
  --parans        mark the paran crossings on the map; --local-space draws the local space lines
  --cities N      mark the N largest cities of the atlas (0–200)`;

export const RELOCATE_USAGE = `Usage: urania relocate --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) (--to-lat DEG --to-lon DEG | --to PLACE) [--house-system NAME] [--json]

The relocated chart: the birth instant cast for another place — its Ascendant, Midheaven and houses (docs/astrocartography.md).
${BIRTH_USAGE}
  --to-lat, --to-lon  the new place (or --to NAME, an atlas place)
  --house-system S    house system (default Placidus)`;

function birthOf(values: { date?: string; time?: string; lat?: string; lon?: string; place?: string; tz?: string; timezone?: string }): Record<string, unknown> {
  if (values.date === undefined) throw new UsageError('--date is required (the birth date, YYYY-MM-DD)');
  if (values.time === undefined) throw new UsageError('--time is required (the birth time, HH:MM): the lines need the birth instant');
  if (values.place !== undefined && (values.lat !== undefined || values.lon !== undefined)) throw new UsageError('give --place or --lat and --lon, not both');
  const timezone = zoneFlag(values);
  return {
    birthDate: values.date,
    birthTime: values.time,
    ...(values.place !== undefined ? { place: values.place } : { latitude: numberFlag(values.lat, '--lat'), longitude: numberFlag(values.lon, '--lon') }),
    ...(timezone !== undefined ? { timezone } : {}),
  };
}

const dms = (x: number | undefined) => `${(x ?? Number.NaN).toFixed(2)}°`;

/** @summary `urania astrocartography`: each body's lines in short (MC/IC meridians, where it rises), `--json`, or the map. */
export async function astrocartographyCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      ...BIRTH_OPTIONS, bodies: { type: 'string' }, mode: { type: 'string' }, horizon: { type: 'string' }, step: { type: 'string' },
      svg: { type: 'string' }, png: { type: 'string' }, projection: { type: 'string' }, theme: { type: 'string' },
      parans: { type: 'boolean', default: false }, 'local-space': { type: 'boolean', default: false }, cities: { type: 'string' },
    },
    strict: true,
  });
  const record = astrocartography({
    birth: birthOf(values),
    ...(values.bodies !== undefined ? { bodies: values.bodies.split(',').map((b) => b.trim()) } : {}),
    ...(values.mode !== undefined ? { mode: values.mode } : {}),
    ...(values.horizon !== undefined ? { horizon: values.horizon } : {}),
    ...(values.step !== undefined ? { latitudeStep: numberFlag(values.step, '--step') } : {}),
  } as unknown as AstrocartographyInput);
  if (values.json) io.stdout(`${JSON.stringify(record)}\n`);
  else {
    const rows = record.bodies.map((b) => {
      const line = (angle: string) => record.lines.find((l) => l.body === b.body && l.angle === angle);
      const as = line('AS');
      const rises = as === undefined ? 'never rises' : `${dms(as.points[0]![0])} to ${dms(as.points[as.points.length - 1]![0])}`;
      return [b.body, dms(line('MC')!.points[0]![1]), dms(line('IC')!.points[0]![1]), rises];
    });
    io.stdout(`${formatTable(['body', 'MC longitude', 'IC longitude', 'rises and sets between latitudes'], rows)}\n${record.parans.length} paran latitudes (--json lists them)\n`);
  }
  if (values.svg === undefined && values.png === undefined) return EXIT.ok;
  await loadWorldLand();
  const cities = values.cities === undefined ? 0 : numberFlag(values.cities, '--cities');
  if (cities > 0 && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
  const svg = astrocartographyMap(record, {
    ...(values.projection !== undefined ? { projection: values.projection as 'equal-earth' } : {}),
    ...(values.theme !== undefined ? { theme: values.theme as 'dark' } : {}),
    parans: values.parans, localSpace: values['local-space'], cities,
  });
  if (values.svg !== undefined) writeFileSync(values.svg, svg);
  if (values.png === undefined) return EXIT.ok;
  const render = await loadPngRenderer();
  if (render === undefined) {
    io.stderr(`urania astrocartography: ${PNG_UNAVAILABLE}\n`);
    return EXIT.failure;
  }
  writeFileSync(values.png, render(svg));
  return EXIT.ok;
}

/** @summary `urania relocate`: the relocated chart's angles and cusps, or `--json`. */
export async function relocateCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--to-lat', '--to-lon']),
    options: { ...BIRTH_OPTIONS, to: { type: 'string' }, 'to-lat': { type: 'string' }, 'to-lon': { type: 'string' }, 'house-system': { type: 'string' } },
    strict: true,
  });
  if (values.to !== undefined && (values['to-lat'] !== undefined || values['to-lon'] !== undefined)) throw new UsageError('give --to or --to-lat and --to-lon, not both');
  if ((values.to !== undefined || values.place !== undefined) && !isAtlasLoaded() && !atlasLoadsOnFirstUse()) await loadAtlas();
  const chart = relocatedChart({
    birth: birthOf(values),
    ...(values.to !== undefined ? { place: values.to } : { latitude: numberFlag(values['to-lat'], '--to-lat'), longitude: numberFlag(values['to-lon'], '--to-lon') }),
    ...(values['house-system'] !== undefined ? { houseSystem: values['house-system'] } : {}),
  } as unknown as RelocatedChartInput);
  if (values.json) {
    io.stdout(`${JSON.stringify(chart)}\n`);
    return EXIT.ok;
  }
  const where = chart.place === undefined ? `${dms(chart.latitude)}, ${dms(chart.longitude)}` : `${chart.place.name}, ${chart.place.country}`;
  const cusps = formatTable(['house', 'cusp', 'sign'], (chart.houses ?? []).map((h) => [String(h.house), dms(h.cusp.longitude), h.cusp.sign]));
  io.stdout(`Relocated to ${where} (born at ${dms(chart.birthLatitude)}, ${dms(chart.birthLongitude)})\nAscendant ${dms(chart.ascendant!)} ${chart.ascendantSign} · Midheaven ${dms(chart.midheaven!)} ${chart.midheavenSign}\n${cusps}\n`);
  return EXIT.ok;
}
