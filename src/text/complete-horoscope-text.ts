import type { HoroscopeEventText, PartialHoroscopeEventText } from './horoscope-event-text.js';
import type { NarrativePhrases, PartialNarrativeText } from './narrative-text.js';

/** A locale's horoscope text completed with English: the event text, the phrases, and the entries that fell back. */
export interface CompletedHoroscopeText {
  readonly events: HoroscopeEventText;
  readonly phrases: NarrativePhrases;
  /** The entries read in English, by path: `leads.season`, `cells.newMoon`, `planetFlavor.Mars`, `phrases.months`. */
  readonly missing: readonly string[];
}

/** The families whose words a lead or frame embeds, by its placeholder: a message is translated only with them. */
const EMBEDS: Readonly<Record<string, readonly string[]>> = {
  house: ['houseLabel', 'houseShort'],
  house2: ['houseLabel', 'houseShort'],
  flavor: ['planetFlavor'],
  phaseWords: ['phaseWords'],
  seasonNote: ['seasonNote'],
  rulerHere: ['cells.rulerHere'],
  when: ['phrases'],
  until: ['phrases'],
  span: ['phrases'],
  date: ['phrases'],
  date2: ['phrases'],
  start: ['phrases'],
  end: ['phrases'],
  month: ['phrases'],
};

/** The arguments of an ICU message (`{name}`, `{name, select, …}`). */
const argumentsOf = (message: string): string[] => [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!);

/** One member of a record from the translation, or English (its path noted as missing). */
function memberOf<T>(english: Readonly<Record<string, T>>, translated: Readonly<Partial<Record<string, T>>> | undefined, path: string, missing: string[]): Record<string, T> {
  return Object.fromEntries(Object.entries(english).map(([k, v]) => {
    const t = translated?.[k];
    if (t === undefined) missing.push(`${path}.${k}`);
    return [k, t ?? v];
  }));
}

/**
 * @summary A horoscope translation completed with English (issue 31), entry by entry like `completeLocaleText`: each
 * list the translation has, and English for each it lacks (never a blank, never a key), listed in `missing`. A lead or
 * frame that embeds words of a family the translation lacks in part (a house label, a planet's domain, a time phrase)
 * reads English too, so that no sentence mixes two languages. English completed with nothing is itself.
 * @example completeHoroscopeText(HOROSCOPE_EVENTS_EN, NARRATIVE_EN.phrases, {}, {}).missing.includes('leads.season') // true
 */
export function completeHoroscopeText(
  english: HoroscopeEventText, englishPhrases: NarrativePhrases, translated: PartialHoroscopeEventText, translatedPhrases: PartialNarrativeText,
): CompletedHoroscopeText {
  const missing: string[] = [];
  const p = translatedPhrases.phrases ?? {};
  const phrases: NarrativePhrases = {
    weekdays: p.weekdays ?? (missing.push('phrases.weekdays'), englishPhrases.weekdays),
    months: p.months ?? (missing.push('phrases.months'), englishPhrases.months),
    bodyNames: p.bodyNames ?? (missing.push('phrases.bodyNames'), englishPhrases.bodyNames),
    dateInWords: p.dateInWords ?? (missing.push('phrases.dateInWords'), englishPhrases.dateInWords),
    when: memberOf(englishPhrases.when as unknown as Readonly<Record<string, string>>, p.when, 'phrases.when', missing) as unknown as NarrativePhrases['when'],
  };
  const events = {
    houseLabel: translated.houseLabel ?? (missing.push('houseLabel'), english.houseLabel),
    houseShort: translated.houseShort ?? (missing.push('houseShort'), english.houseShort),
    // Optional: the other names of a house read again go with the translation's own short names.
    ...(translated.houseAgain === undefined || translated.houseShort === undefined ? {} : { houseAgain: translated.houseAgain }),
    cells: memberOf(english.cells, translated.cells, 'cells', missing),
    leads: {} as Record<string, readonly string[]>,
    planetFlavor: memberOf(english.planetFlavor, translated.planetFlavor, 'planetFlavor', missing),
    phaseWords: memberOf(english.phaseWords, translated.phaseWords, 'phaseWords', missing),
    seasonNote: memberOf(english.seasonNote, translated.seasonNote, 'seasonNote', missing),
    frames: {} as Record<string, readonly string[]>,
  };
  // A family counts as lacking when any of its entries is missing ("phrases" when any phrase is).
  const lacking = (family: string): boolean => missing.some((m) => m === family || m.startsWith(`${family}.`));
  const messages = (englishList: Readonly<Record<string, readonly string[]>>, translatedList: Readonly<Partial<Record<string, readonly string[]>>> | undefined, path: string) =>
    Object.fromEntries(Object.entries(englishList).map(([k, v]) => {
      const t = translatedList?.[k];
      const usable = t !== undefined && !t.some((m) => argumentsOf(m).some((a) => (EMBEDS[a] ?? []).some(lacking)));
      if (!usable) missing.push(`${path}.${k}`);
      return [k, usable ? t : v];
    }));
  events.leads = messages(english.leads, translated.leads, 'leads');
  events.frames = messages(english.frames, translated.frames, 'frames');
  return { events: events as unknown as HoroscopeEventText, phrases, missing };
}
