import { parseArgs } from 'node:util';
import { birthTimeSensitivity } from '../records/index.js';
import type { BirthTimeSensitivity, BirthTimeSensitivityRequest } from '../schemas/index.js';
import { birthRequestFlags, joinNegativeValues, numberFlag } from './birth-flags.js';
import { EXIT, UsageError, type CliIo } from './cli-io.js';
import { formatLabel, formatNumber } from '../i18n/format-label.js';
import { labelCatalogue } from '../i18n/label-catalogues.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import { commandLocale, LANG_OPTION, langUsage } from './lang-flag.js';
import { SENSITIVITY_WORDS } from './sensitivity-words.js';

export const SENSITIVITY_USAGE = `Usage: urania sensitivity --date YYYY-MM-DD --time HH:MM (--lat DEG --lon DEG | --place NAME) [--tz ZONE]
                          [--minutes N] [--house-system SYSTEM] [--ayanamsa NAME] [--lang TAG] [--json]

What stays and what changes in the chart when the birth time is uncertain by ±N minutes (default 30, 1..720):
the Ascendant and MC signs, each body's house, the Moon's sign and nakshatra, the navamsa Ascendant, the chart
ruler, the Vimshottari lord and the aspects to the angles, each change at its local clock time (to the second),
and how many days the Vimshottari dasha dates move per minute of birth time.
  --lat, --lon      degrees, north and east positive
  --tz              IANA time zone of --time (also --timezone)
${langUsage(16, 'the text')}
  --json            the BirthTimeSensitivity record as JSON`;

/** The names of a fact's values in a locale: English keeps the record's identifiers (as it always printed). */
function namesIn(locale: LabelLocale) {
  const labels = labelCatalogue(locale);
  const englishNakshatras = labelCatalogue('en').nakshatras;
  const en = locale === 'en';
  const label = <K extends string>(table: Readonly<Record<K, string>>, id: string) => (en ? id : (table[id as K] ?? id));
  return {
    body: (id: string) => label(labels.bodies, id),
    angle: (id: string) => label(labels.angles, id),
    /** A fact's value: a sign, a nakshatra, a planet, a graha (the Vimshottari lord), a house number, an aspect or none. */
    value: (fact: string, value: string) => {
      if (en) return value;
      if (fact === 'moonNakshatra') return labels.nakshatras[englishNakshatras.indexOf(value)] ?? value;
      if (fact === 'dashaLord') return label(labels.grahas, value);
      if (fact === 'chartRuler') return label(labels.bodies, value);
      if (fact === 'angleAspect') return value === 'none' ? SENSITIVITY_WORDS[locale].noAspect : label(labels.aspects, value);
      if (fact === 'house') return value;
      return label(labels.signs, value);
    },
  };
}

/** A fact in words: `Moon house`, `Mars–Ascendant aspect`, `MC sign` (`Haus (Mond)`, `Aspekt Mars–Aszendent` in German). */
function factWords(f: { fact: string; body?: string; angle?: string }, locale: LabelLocale): string {
  const words = SENSITIVITY_WORDS[locale];
  const names = namesIn(locale);
  if (f.fact === 'house') return formatLabel(words.house, { body: names.body(f.body ?? '') }, locale);
  if (f.fact === 'angleAspect') return formatLabel(words.angleAspect, { body: names.body(f.body ?? ''), angle: names.angle(f.angle ?? '') }, locale);
  return (words.facts as Readonly<Record<string, string>>)[f.fact] ?? f.fact;
}

/** @summary The record as lines of text in a label locale (default English, as it always printed): the window, what stays, each change at its clock time, the dasha rate. */
export function sensitivityText(s: BirthTimeSensitivity, locale: LabelLocale = 'en'): string {
  const words = SENSITIVITY_WORDS[locale];
  const names = namesIn(locale);
  const say = (template: string, values: Record<string, string>) => formatLabel(template, values, locale);
  const lines = [
    say(words.title, { date: s.birthDate, time: s.birthTime, zone: s.timezone, from: s.from.clockTime, to: s.to.clockTime }),
    '',
    words.stays,
    ...s.stays.map((f) => `  ${say(words.stayLine, { fact: factWords(f, locale), value: names.value(f.fact, f.value) })}`),
    '',
    s.changes.length === 0 ? words.changesNone : words.changes,
    ...s.changes.map((c) => `  ${say(words.changeLine, { time: c.clockTime, fact: factWords(c, locale), from: names.value(c.fact, c.from), to: names.value(c.fact, c.to) })}`),
    '',
    say(words.dasha, {
      lord: names.value('dashaLord', s.dasha.lord),
      years: formatNumber(s.dasha.balanceYears, 2, locale),
      days: formatNumber(Math.abs(s.dasha.daysPerMinute), 2, locale),
      direction: s.dasha.daysPerMinute < 0 ? 'earlier' : 'later',
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/** @summary `urania sensitivity`: the birth-time sensitivity of a chart as text (default) or JSON. */
export function sensitivityCommand(argv: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: joinNegativeValues(argv, ['--lat', '--lon', '--date']),
    options: {
      date: { type: 'string' }, time: { type: 'string' }, lat: { type: 'string' }, lon: { type: 'string' },
      place: { type: 'string' }, tz: { type: 'string' }, timezone: { type: 'string' },
      minutes: { type: 'string', default: '30' }, 'house-system': { type: 'string' }, ayanamsa: { type: 'string' },
      json: { type: 'boolean', default: false }, ...LANG_OPTION,
    },
    strict: true,
  });
  if (values.time === undefined) throw new UsageError('--time is required (the birth time whose uncertainty is examined)', 'requiredExample', { flag: '--time', example: '--time 14:30' });
  const { houseSystem, ...birth } = birthRequestFlags(values);
  const request = {
    birth,
    plusMinusMinutes: numberFlag(values.minutes, '--minutes'),
    ...(houseSystem !== undefined ? { houseSystem } : {}),
    ...(values.ayanamsa !== undefined ? { ayanamsa: values.ayanamsa } : {}),
  } as BirthTimeSensitivityRequest;
  const record = birthTimeSensitivity(request);
  io.stdout(values.json === true ? `${JSON.stringify(record)}\n` : sensitivityText(record, commandLocale(values.lang, io)));
  return EXIT.ok;
}
