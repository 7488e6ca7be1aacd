import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { argvLocale } from './lang-flag.js';
import { lazyCommand, SERVE_PEERS } from './lazy-command.js';
import { runCommand, type Command } from './run-command.js';
import { usageErrorText } from './usage-error-text.js';
import { CHART_USAGE, chartCommand } from './chart-command.js';
import { HOROSCOPE_USAGE, horoscopeCommand } from './horoscope-command.js';
import { KEYS_USAGE, keysCommand } from './keys-command.js';
import { PLACES_USAGE, placesCommand } from './places-command.js';
import { PANCHANG_USAGE, panchangCommand } from './panchang-command.js';
import { POSITIONS_USAGE, positionsCommand } from './positions-command.js';
import { VARGA_USAGE, vargaCommand } from './varga-command.js';
import { KP_USAGE, kpCommand } from './kp-command.js';
import { YOGAS_USAGE, yogasCommand } from './yogas-command.js';
import { DOSHAS_USAGE, SADE_SATI_USAGE, doshasCommand, sadeSatiCommand } from './doshas-command.js';
import { VEDIC_REPORT_USAGE, vedicReportCommand } from './vedic-report-command.js';
import { MATCH_USAGE, matchCommand } from './match-command.js';
import { DASHAS_USAGE, dashasCommand } from './dashas-command.js';
import { ASHTAKAVARGA_USAGE, ashtakavargaCommand } from './ashtakavarga-command.js';
import { SHADBALA_USAGE, shadbalaCommand } from './shadbala-command.js';
import { TIME_LORDS_USAGE, timeLordsCommand } from './time-lords-command.js';
import { DIRECTIONS_USAGE, directionsCommand } from './directions-command.js';
import { NATIVITY_SIGNIFICATORS_USAGE, nativitySignificatorsCommand } from './nativity-significators-command.js';
import { REPORT_USAGE, reportCommand } from './report-command.js';
import {
  COMPOSITE_REPORT_USAGE, SYNASTRY_REPORT_USAGE, compositeReportCommand, synastryReportCommand,
} from './relationship-report-command.js';
import { SENSITIVITY_USAGE, sensitivityCommand } from './sensitivity-command.js';
import { withAtlasForPlace } from './with-atlas-for-place.js';
import { TRANSITS_USAGE, transitsCommand } from './transits-command.js';
import { SOLAR_RETURN_REPORT_USAGE, TRANSIT_REPORT_USAGE, solarReturnReportCommand, transitReportCommand } from './technique-report-command.js';
import { PROGRESSIONS_USAGE, progressionsCommand } from './progressions-command.js';
import { RETURNS_USAGE, returnsCommand } from './returns-command.js';
import { ASTROCARTOGRAPHY_USAGE, RELOCATE_USAGE, astrocartographyCommand, relocateCommand } from './astrocartography-command.js';
import { CALENDAR_USAGE, calendarCommand } from './calendar-command.js';
import type { ServeHandle } from './serve-command.js';
import { SERVE_USAGE } from './serve-usage.js';
import { BATCH_COMMAND } from './batch-entry.js';
import { WORKER_USAGE } from './batch-usage.js';
import { MCP_USAGE } from './mcp-usage.js';
import {
  DAVISON_USAGE, DRACONIC_USAGE, HARMONIC_USAGE, LOTS_USAGE, URANIAN_USAGE, draconicCommand, harmonicCommand, lotsCommand,
  relationshipChartCommand, uranianCommand,
} from './derived-chart-command.js';

export const USAGE = `Usage: urania <command> [options]

Commands:
  serve [--port N] [--host H]      start the HTTP API (docs/http.md)
  batch --record R --input F --output F
                                   a record for every row of a CSV/JSONL file, on every core (docs/batch.md)
  worker --queue redis://…         compute rows of batches queued with batch --queue, on any machine
  mcp                              the Model Context Protocol server on stdio, for AI assistants (docs/mcp.md)
  keys create [--json]             create an API key and print its SHA-256 hash
  positions [--date ISO] [--json]  positions of the bodies (default now)
  chart --date --lat --lon [...]   a natal chart (readable table, or --json; --svg/--png FILE draw its wheel)
  report --date --lat --lon [...]  a natal report in words (text, --format md or json)
  synastry-report --date-a ... --date-b ...
                                   a synastry report of two births in words (text, md, html or json)
  composite-report --date-a ... --date-b ...
                                   a composite report of two births in words (text, md, html or json)
  sensitivity --date --time [...]  what changes in the chart over an uncertain birth time (±--minutes)
  horoscope daily|weekly|monthly|yearly --sign SIGN [...]
                                   a horoscope of a sign (readable, or --json)
  places <query> [--near LAT,LON]  search the offline atlas (GeoNames) for a place
  panchang --lat --lon [--date]   the Panchang of a day (or --month) at a place (readable, or --json)
  transits --date ... --from --to  the transit timeline of a range to a natal chart
  transit-report --date ... --from --to
                                   the heaviest transits of a range in words (text, --format md or json)
  solar-return-report --date --time ... --year
                                   the solar return of a year in words (text, --format md or json)
  vedic-report --date --time ... [--at ISO]
                                   a Vedic report in words: nakshatras, dashas, yogas, doshas
  progressions --date ... --from --to
                                   secondary progressions (or --solar-arc directions) over years
  returns --body B --date ... --from --to
                                   every return of a body to its natal place in a range
  astrocartography --date --time ...
                                   a birth's lines on the globe, parans, local space (--svg/--png FILE: the map)
  relocate --date --time ... --to-lat --to-lon
                                   the relocated chart: the birth instant cast for another place
  calendar --kind K --from --to    lunations, eclipses, void-of-course, ingresses, stations, retrogrades or a
                                   birth's transits as an iCalendar file (--out FILE.ics)
  varga --date --lat --lon [...]   the divisional charts of a birth and the Vimshopaka bala (also: divisional)
  kp --date --time --lat --lon     the Krishnamurti Paddhati chart: sub-lords, significators, ruling planets
  dashas --date --lat --lon [...]  dasha periods: Vimshottari, Yogini, Ashtottari, Chara, Narayana; the running ones
  ashtakavarga --date --time ...   the ashtakavarga: bindus by sign, sarvashtakavarga, shodhya pinda, transit scores
  shadbala --date --time ...       Shadbala of the seven grahas (six strengths, rupas, ratio) and Bhava bala
  harmonic | draconic --date ...   a harmonic (--harmonic N) or draconic chart (docs/derived-charts.md)
  davison | marks --date-a ... --date-b ...
                                   a Davison or Marks relationship chart
  lots --date --time ...           lots of the catalogue and of your own formulas (docs/lots.md)
  uranian --date ...               the 90° dial, midpoint trees and planetary pictures
  time-lords --date --time ...     firdaria, decennials, ages of life and the lords running at an instant
  directions --date --time ...     primary directions: Placidus or Regiomontanus, zodiacal or mundane, and their dates
  significators --date --time ...  the almuten figuris, hyleg and alcocoden (docs/traditional.md)

Most commands print in another language with --lang TAG (es, pt-BR, fr, de, it, hi, ru, tr, zh-Hans), else in
that of LC_ALL or LANG; their errors too.
Run \`urania <command> --help\` for a command's options.`;

export { SERVE_PEERS } from './lazy-command.js';

/** The command table: adding a command is one entry. */
const COMMANDS: Readonly<Record<string, Command>> = {
  // Loaded when it runs: the HTTP adapter's optional peer dependencies (fastify, lru-cache, …) are needed by
  // `serve` only, so `urania chart` works in an install without them.
  serve: { usage: SERVE_USAGE, run: lazyCommand('serve', async () => (await import('./serve-command.js')).serveCommand, { needs: 'the HTTP adapter needs' }) },
  mcp: { usage: MCP_USAGE, run: lazyCommand('mcp', async () => (await import('./mcp-command.js')).mcpCommand, { peers: `@modelcontextprotocol/sdk ${SERVE_PEERS}` }) },
  batch: BATCH_COMMAND,
  worker: { usage: WORKER_USAGE, run: lazyCommand('worker', async () => (await import('./worker-command.js')).workerCommand) },
  keys: { usage: KEYS_USAGE, run: keysCommand },
  chart: { usage: CHART_USAGE, run: withAtlasForPlace(chartCommand) },
  report: { usage: REPORT_USAGE, run: withAtlasForPlace(reportCommand) },
  'synastry-report': { usage: SYNASTRY_REPORT_USAGE, run: synastryReportCommand },
  'composite-report': { usage: COMPOSITE_REPORT_USAGE, run: compositeReportCommand },
  sensitivity: { usage: SENSITIVITY_USAGE, run: withAtlasForPlace(sensitivityCommand) },
  horoscope: { usage: HOROSCOPE_USAGE, run: (argv, io) => horoscopeCommand(argv, io) },
  positions: { usage: POSITIONS_USAGE, run: (argv, io) => positionsCommand(argv, io) },
  places: { usage: PLACES_USAGE, run: placesCommand },
  panchang: { usage: PANCHANG_USAGE, run: withAtlasForPlace(panchangCommand) },
  transits: { usage: TRANSITS_USAGE, run: withAtlasForPlace(transitsCommand) },
  'transit-report': { usage: TRANSIT_REPORT_USAGE, run: withAtlasForPlace(transitReportCommand) },
  'solar-return-report': { usage: SOLAR_RETURN_REPORT_USAGE, run: withAtlasForPlace(solarReturnReportCommand) },
  progressions: { usage: PROGRESSIONS_USAGE, run: withAtlasForPlace(progressionsCommand) },
  returns: { usage: RETURNS_USAGE, run: withAtlasForPlace(returnsCommand) },
  astrocartography: { usage: ASTROCARTOGRAPHY_USAGE, run: withAtlasForPlace(astrocartographyCommand) },
  relocate: { usage: RELOCATE_USAGE, run: withAtlasForPlace(relocateCommand) },
  calendar: { usage: CALENDAR_USAGE, run: withAtlasForPlace(calendarCommand) },
  varga: { usage: VARGA_USAGE, run: withAtlasForPlace(vargaCommand) },
  divisional: { usage: VARGA_USAGE, run: withAtlasForPlace(vargaCommand) },
  kp: { usage: KP_USAGE, run: withAtlasForPlace(kpCommand) },
  yogas: { usage: YOGAS_USAGE, run: withAtlasForPlace(yogasCommand) },
  doshas: { usage: DOSHAS_USAGE, run: withAtlasForPlace(doshasCommand) },
  'sade-sati': { usage: SADE_SATI_USAGE, run: withAtlasForPlace(sadeSatiCommand) },
  'vedic-report': { usage: VEDIC_REPORT_USAGE, run: withAtlasForPlace(vedicReportCommand) },
  match: { usage: MATCH_USAGE, run: matchCommand },
  dashas: { usage: DASHAS_USAGE, run: withAtlasForPlace(dashasCommand) },
  ashtakavarga: { usage: ASHTAKAVARGA_USAGE, run: withAtlasForPlace(ashtakavargaCommand) },
  shadbala: { usage: SHADBALA_USAGE, run: withAtlasForPlace(shadbalaCommand) },
  harmonic: { usage: HARMONIC_USAGE, run: withAtlasForPlace(harmonicCommand) },
  draconic: { usage: DRACONIC_USAGE, run: withAtlasForPlace(draconicCommand) },
  lots: { usage: LOTS_USAGE, run: withAtlasForPlace(lotsCommand) },
  uranian: { usage: URANIAN_USAGE, run: withAtlasForPlace(uranianCommand) },
  davison: { usage: DAVISON_USAGE, run: relationshipChartCommand('davison') },
  marks: { usage: DAVISON_USAGE, run: relationshipChartCommand('marks') },
  'time-lords': { usage: TIME_LORDS_USAGE, run: withAtlasForPlace(timeLordsCommand) },
  directions: { usage: DIRECTIONS_USAGE, run: withAtlasForPlace(directionsCommand) },
  significators: { usage: NATIVITY_SIGNIFICATORS_USAGE, run: withAtlasForPlace(nativitySignificatorsCommand) },
};

/**
 * @summary Run the `urania` command line with injected streams and environment. Resolves with the exit code,
 * or, for `serve`, with the running server's handle (the process stays up until it is closed).
 * @example await runCli(['keys', 'create', '--json'], { stdout: console.log, stderr: console.error, env: process.env })
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number | ServeHandle> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${USAGE}\n`);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS[name];
  if (!command) {
    // In the language of `--lang`, else LC_ALL or LANG (usage words, issue 31); the usage text stays English.
    const unknown = new UsageError(`unknown command ${JSON.stringify(name)}`, 'unknownCommand', { value: JSON.stringify(name) });
    io.stderr(`urania: ${usageErrorText(unknown, argvLocale(rest, io.env))}\n\n${USAGE}\n`);
    return EXIT.usage;
  }
  return runCommand(name, command, rest, io);
}
