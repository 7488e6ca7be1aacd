import { wording } from '../errors/error-wording.js';
import { isLabelLocale, labelCatalogue } from '../i18n/label-catalogues.js';
import { UraniaError } from '../errors/index.js';
import { natalChart } from '../records/index.js';
import { parse } from '../records/parse.js';
import { zodiacChoice, type ZodiacRequestMembers } from '../records/zodiac-choice.js';
import { AYANAMSA_SYSTEM_NAMES, NatalChartResponse, ZodiacOptions } from '../schemas/index.js';
import type { AyanamsaChoice } from '../zodiac/index.js';
import { instant, isoString, type TimeInput } from '../time/index.js';
import { chartArgument } from './chart-argument.js';
import { biWheel, type BiWheelOptions } from './bi-wheel.js';
import { underMember } from './under-member.js';
import { refuseExtraArguments } from '../errors/extra-arguments.js';

/**
 * The zodiac of a natal chart record as request members: tropical unless the record says `zodiac: 'sidereal'`,
 * then its named ayanamsa system. A user-defined ayanamsa cannot be read back from the record's label: UNSUPPORTED
 * naming `natal.ayanamsa` (pass the zodiac explicitly).
 */
function zodiacOfRecord(natal: NatalChartResponse): ZodiacRequestMembers {
  if (natal.zodiac !== 'sidereal') return {};
  const system = natal.ayanamsa?.system ?? 'Lahiri';
  if ((AYANAMSA_SYSTEM_NAMES as readonly string[]).includes(system)) {
    return { zodiac: 'sidereal', ayanamsa: system as AyanamsaChoice };
  }
  throw new UraniaError('UNSUPPORTED', 'the transit chart of a chart with a user-defined ayanamsa needs that ayanamsa: pass the zodiac', {
    wording: wording('transit.userAyanamsa', {}),
    field: 'natal.ayanamsa',
    received: natal.ayanamsa,
    allowed: `a named system (${AYANAMSA_SYSTEM_NAMES.join(', ')}), or the zodiac argument`,
  });
}

/** The `zodiac` argument, checked against `ZodiacOptions` and resolved: errors name `zodiac.zodiac`, `zodiac.ayanamsa`. */
function zodiacArgument(zodiac: ZodiacRequestMembers): ZodiacRequestMembers {
  const z = parse(ZodiacOptions, zodiac, 'zodiac');
  zodiacChoice(z, 'zodiac.');
  return z;
}

/**
 * @summary The sky at `at` for a natal chart's place, as a chart record: `natalChart` at `at` (to the minute,
 * UTC) at the natal latitude and longitude, in the natal chart's house system and zodiac — `zodiac` when given, else
 * the natal record's (a sidereal chart's named ayanamsa; the transit chart is then at the ayanamsa of `at`, as
 * `transitsToNatal` reads transits). Errors name `at`, `zodiac`, `ayanamsa`.
 * @example transitChart(natal, '2024-07-15T12:00Z').birthTime // '12:00'
 */
export function transitChart(natal: NatalChartResponse, at: TimeInput, zodiac?: ZodiacRequestMembers): NatalChartResponse {
  const moment = instant(at, 'at');
  const members = zodiac === undefined ? zodiacOfRecord(natal) : zodiacArgument(zodiac);
  // Split at the `T`: years before 0 or after 9999 are written with six digits and a sign (`-000043-03-15`).
  const [date = '', time = ''] = isoString(moment.jdUt, 'second').split('T');
  return natalChart({
    birthDate: date,
    birthTime: time.slice(0, 5),
    latitude: natal.latitude,
    longitude: natal.longitude,
    timezone: 'UTC',
    houseSystem: natal.houseSystem,
    ...(members.zodiac === undefined ? {} : { zodiac: members.zodiac }),
    ...(members.ayanamsa === undefined ? {} : { ayanamsa: members.ayanamsa }),
  });
}

/**
 * @summary A transits bi-wheel: the natal chart inside, the sky at `at` outside (`transitChart`, to the minute),
 * with the transit-to-natal aspects; `biWheel` with the names "Natal" and "Transits" unless given. Both rings are in
 * the natal chart's zodiac (or `zodiac` when given): a sidereal natal chart gives sidereal transits, each ring at
 * its own instant's ayanamsa, and the footer says `Sidereal (<system>)` (`biWheel`) unless `options.zodiacLabel` is set.
 * @example transitWheel(natalChart(birth), '2024-07-15T12:00Z', { theme: 'dark' })
 */
export function transitWheel(natal: NatalChartResponse, at: TimeInput, options?: BiWheelOptions, zodiac?: ZodiacRequestMembers): string {
  refuseExtraArguments(arguments.length, 4, 'transitWheel(natal, at, options?, zodiac?)', "transitWheel(natalChart(birth), '2024-07-15T12:00Z', { theme: 'dark' })");
  chartArgument(natal, 'natal', "transitWheel(natalChart(birth), '2024-07-15T12:00:00Z', options)");
  const n = underMember('natal', () => parse(NatalChartResponse, natal, 'natal'));
  const outer = transitChart(n, at, zodiac);
  // The names in the language of the labels (an unknown locale is refused by biWheel's options check).
  const w = labelCatalogue(isLabelLocale(options?.locale) ? options.locale : 'en').words;
  return biWheel(n, outer, {
    innerName: w.natal,
    outerName: `${w.transits} ${isoString(instant(at, 'at').jdUt, 'minute')}`,
    ...options,
  });
}
