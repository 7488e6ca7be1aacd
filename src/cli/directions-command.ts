import { parseArgs } from 'node:util';
import { primaryDirections } from '../records/index.js';
import type { PrimaryDirectionsRequest } from '../schemas/index.js';
import { birthRequestFlags, joinNegativeValues } from './birth-flags.js';
import { EXIT, type CliIo } from './cli-io.js';
import { formatTable } from './format-table.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { DIRECTIONS_WORDS } from './directions-words.js';

export const DIRECTIONS_USAGE = `Usage: urania directions --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
       [--method placidus|regiomontanus] [--mundane] [--with-latitude] [--key naibod|ptolemy|solarArc]
       [--promissors A,B] [--significators A,B] [--aspects A,B] [--direct | --converse] [--from ISO] [--to ISO] [--lang TAG] [--json]

The primary directions of a birth (docs/directions.md): arcs of direction and their dates, in date order.
  --method NAME        placidus (semi-arc; default) or regiomontanus
  --mundane            directions in mundo (default: in the zodiac)
  --with-latitude      zodiacal points with their ecliptic latitude
  --key NAME           naibod (default), ptolemy (1° a year) or solarArc (the Sun's motion in right ascension)
  --promissors LIST    default Sun to Pluto; also NorthNode, SouthNode, Fortune
  --significators LIST default Ascendant, Midheaven, Sun, Moon, Fortune; also Descendant, ImumCoeli and the promissors
  --aspects LIST       conjunction, sextile, square, trine, opposition (default all)
  --direct, --converse only one sense (default both)
  --from, --to         the range (default the birth to 100 years)
${langUsage(19, 'the table')}`;

const list = (value: string | undefined) => (value === undefined ? undefined : value.split(',').map((s) => s.trim()).filter(Boolean));

/** @summary `urania directions`: the primary directions of a birth, readable (UT) or `--json`. */
export function directionsCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' }, place: { type: 'string' },
      tz: { type: 'string' }, timezone: { type: 'string' }, method: { type: 'string' }, mundane: { type: 'boolean', default: false },
      'with-latitude': { type: 'boolean', default: false }, key: { type: 'string' }, promissors: { type: 'string' },
      significators: { type: 'string' }, aspects: { type: 'string' }, direct: { type: 'boolean', default: false },
      converse: { type: 'boolean', default: false }, from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean', default: false }, ...LANG_OPTION,
    },
    strict: true,
  });
  const senses = [...(values.direct ? ['direct'] : []), ...(values.converse ? ['converse'] : [])];
  const request = {
    birth: birthRequestFlags(values),
    ...(values.method === undefined ? {} : { method: values.method }),
    ...(values.mundane ? { motion: 'mundane' } : {}),
    ...(values['with-latitude'] ? { withLatitude: true } : {}),
    ...(values.key === undefined ? {} : { key: values.key }),
    ...(values.promissors === undefined ? {} : { promissors: list(values.promissors) }),
    ...(values.significators === undefined ? {} : { significators: list(values.significators) }),
    ...(values.aspects === undefined ? {} : { aspects: list(values.aspects) }),
    ...(senses.length === 0 ? {} : { directions: senses }),
    ...(values.from === undefined ? {} : { from: values.from }),
    ...(values.to === undefined ? {} : { to: values.to }),
  } as unknown as PrimaryDirectionsRequest;
  const p = primaryDirections(request);
  if (values.json) {
    io.stdout(`${JSON.stringify(p)}\n`);
    return EXIT.ok;
  }
  const locale = commandLocale(values.lang, io);
  const words = DIRECTIONS_WORDS[locale];
  const labels = labelCatalogue(locale);
  const en = locale === 'en';
  // A promissor or significator by the catalogue: a body, an angle or a lot (the North Node as the bodies name it).
  const name = (x: string) => (en ? x : (labels.bodies as Readonly<Record<string, string>>)[x]
    ?? (labels.angles as Readonly<Record<string, string>>)[x] ?? (labels.lots as Readonly<Record<string, string>>)[x] ?? x);
  const aspect = (x: string) => (en ? x : (labels.aspects as Readonly<Record<string, string>>)[x] ?? x);
  const rows = p.directions.map((d) => [
    d.date.slice(0, 10), formatNumber(d.ageYears, 2, locale), `${name(d.promissor)} ${aspect(d.aspect)}${d.angle === 0 || d.angle === 180 ? '' : ` (${d.angle > 0 ? '+' : ''}${d.angle})`} ${name(d.significator)}`,
    words.senses[d.direction], `${formatNumber(d.arc, 3, locale)}°`,
  ]);
  const title = formatLabel(words.title, {
    method: words.methods[p.method], motion: words.motions[p.motion], latitude: p.withLatitude ? 'yes' : 'no', key: words.keys[p.key], ramc: formatNumber(p.ramc, 3, locale),
  }, locale);
  io.stdout(`${title}\n${formatTable([...words.columns], rows)}\n`);
  return EXIT.ok;
}
