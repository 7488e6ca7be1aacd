import { vedicDasha } from '../records/index.js';
import type { VedicDasha, VedicDashaPeriod, VedicDashaRequest } from '../schemas/index.js';
import { VEDIC_PRESETS } from '../schemas/panchang.js';
import { CHARA_DASHA_RECKONINGS, DASHA_STARTS, DASHA_SYSTEMS } from '../schemas/vedic-dasha.js';
import { parseVedicBirthArgs } from './vedic-birth-args.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { VEDIC_TABLE_WORDS } from './vedic-table-words.js';

export const DASHAS_USAGE = `Usage: urania dashas --date YYYY-MM-DD [--time HH:MM] (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
       [--system NAME] [--levels N] [--start-from POINT] [--reckoning NAME] [--force] [--at ISO] [--preset NAME] [--lang TAG] [--json]

The dasha periods of a birth (docs/vedic.md "Dashas"): the mahadashas with their sub-periods, the balance at birth
and the periods running at --at (default now).
  --system NAME      ${DASHA_SYSTEMS.join(', ')} (default vimshottari); chara and narayana need --time
  --levels N         1 (mahadashas) to 5 (pranadashas); default 2
  --start-from P     nakshatra dashas: ${DASHA_STARTS.join(', ')} (default Moon)
  --reckoning NAME   chara: ${CHARA_DASHA_RECKONINGS.join(', ')} (default kn-rao)
  --force            ashtottari even where its rule (Rahu from the lagna lord) does not hold
  --preset NAME      conventions: ${VEDIC_PRESETS.join(', ')} (the dasha year among them; default drik)
${langUsage(17, 'the table')}
  --json             print the VedicDasha record`;

const day = (iso: string) => iso.slice(0, 10);

/**
 * A lord, a start point or a nakshatra in a label locale: a graha or the Ascendant by the catalogue's grahas, a sign
 * by its signs, a nakshatra by its nakshatras; a yogini or a Sanskrit start (kshema…) as the record names it.
 */
function namer(locale: LabelLocale): (name: string) => string {
  if (locale === 'en') return (name) => name;
  const labels = labelCatalogue(locale);
  const english = labelCatalogue('en');
  return (name) => {
    const nakshatra = english.nakshatras.indexOf(name);
    return labels.grahas[name as keyof typeof labels.grahas] ?? labels.signs[name as keyof typeof labels.signs]
      ?? (nakshatra >= 0 ? labels.nakshatras[nakshatra]! : name);
  };
}

function lines(periods: readonly VedicDashaPeriod[], depth: number, locale: LabelLocale, name: (x: string) => string): string[] {
  const words = VEDIC_TABLE_WORDS[locale];
  return periods.flatMap((p) => [
    `${'  '.repeat(depth)}${name(p.lord).padEnd(12)} ${day(p.startDate)} → ${day(p.endDate)}  ${formatLabel(words.periodYears, { years: formatNumber(p.durationYears, 2, locale) }, locale)}`,
    ...(p.subPeriods === undefined ? [] : lines(p.subPeriods, depth + 1, locale, name)),
  ]);
}

/** @summary The dasha periods as text in a label locale (English as it always printed; dates stay ISO). */
export function dashasText(d: VedicDasha, locale: LabelLocale = 'en'): string {
  const words = VEDIC_TABLE_WORDS[locale];
  const name = namer(locale);
  const say = (template: string, values: Readonly<Record<string, string>>) => formatLabel(template, values, locale);
  const start = d.start.nakshatra === undefined
    ? say(words.startFrom, { point: name(d.start.point) })
    : say(words.startFromIn, { point: name(d.start.point), nakshatra: name(d.start.nakshatra) });
  return [
    say(words.dashaTitle, { system: words.dashaSystems[d.system], reckoning: d.reckoning === undefined ? '' : ` (${d.reckoning})`, start, days: formatNumber(d.yearDays, String(d.yearDays).split('.')[1]?.length ?? 0, locale) }),
    say(words.balance, { lord: name(d.balance.lord), years: formatNumber(d.balance.years, 4, locale), date: day(d.balance.endDate) }),
    ...(d.applicability === undefined ? [] : [say(words.ashtottariRule, { house: String(d.applicability.rahuFromLagnaLord), applies: d.applicability.applicable ? 'yes' : 'no' })]),
    '',
    ...lines(d.periods, 0, locale, name),
    ...(d.running === undefined ? [] : ['', say(words.runningAt, { at: d.running.at, lords: d.running.periods.map((p) => name(p.lord)).join(' / ') || '—' })]),
  ].join('\n');
}

/** @summary `urania dashas`: the dasha periods of a birth, readable or `--json`. */
export function dashasCommand(argv: readonly string[], io: CliIo): number {
  const { values, birth, conventions } = parseVedicBirthArgs(argv, {
    system: { type: 'string' }, levels: { type: 'string' }, 'start-from': { type: 'string' }, reckoning: { type: 'string' },
    force: { type: 'boolean', default: false }, at: { type: 'string' }, ...LANG_OPTION,
  });
  const locale = commandLocale(values.lang, io);
  const levels = values.levels === undefined ? undefined : Number(values.levels);
  if (levels !== undefined && !Number.isInteger(levels)) throw new UsageError('--levels must be a whole number from 1 to 5, for example --levels 3', 'notWholeNumber', { flag: '--levels', value: JSON.stringify(values.levels) });
  const request = {
    birth,
    ...(values.system === undefined ? {} : { system: values.system }),
    ...(levels === undefined ? {} : { levels }),
    ...(values['start-from'] === undefined ? {} : { startFrom: values['start-from'] }),
    ...(values.reckoning === undefined ? {} : { reckoning: values.reckoning }),
    ...(values.force ? { force: true } : {}),
    at: values.at ?? new Date().toISOString().slice(0, 19) + 'Z',
    ...conventions,
  } as VedicDashaRequest;
  const d = vedicDasha(request);
  io.stdout(values.json ? `${JSON.stringify(d)}\n` : `${dashasText(d, locale)}\n`);
  return EXIT.ok;
}
