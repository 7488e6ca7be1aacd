import { periodEvents, SHORT_PERIOD_KINDS, type PeriodEventKinds } from '../horoscope/period-events.js';
import type { HoroscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import type { HoroscopeEvent, Sign } from '../schemas/index.js';
import type { Locale } from '../schemas/interpretation.js';
import { eventLabel } from '../text/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS, EVENT_LABEL_WORDS_FAMILY } from '../text/horoscope-event-label-locales.js';
import type { TextFamilyUse } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { signKeywordsUse } from '../text/sign-keywords-locales.js';
import { isoString } from '../time/instant.js';

/**
 * @summary The `events` member of a horoscope record (issue 26): the period's sky events of horoscope/period-events.ts
 * in the sign's solar houses, each dated as a UT instant to the second, each labelled in `locale` (issue 31; default
 * English, the labels the records have always carried: "Full Moon in Leo"), composed from the event's facts.
 */
export function horoscopeEvents(
  zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, sign: Sign, kinds: PeriodEventKinds = SHORT_PERIOD_KINDS, locale: Locale = 'en',
): HoroscopeEvent[] {
  return horoscopeEventsIn(zodiac, fromJdUt, toJdUt, sign, kinds, locale).labelled;
}

/**
 * @summary The period's events found once, labelled in English (what a narrative reads) and in `locale` (what the
 * record carries; the same array in English): a record in another language does not search its period twice. `jdUt`:
 * each event's instant, in the same order (a record that sorts events among others sorts by it, not by its text).
 */
export function horoscopeEventsIn(
  zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, sign: Sign, kinds: PeriodEventKinds, locale: Locale,
): { readonly english: HoroscopeEvent[]; readonly labelled: HoroscopeEvent[]; readonly jdUt: readonly number[] } {
  const found = periodEvents(zodiac, fromJdUt, toJdUt, sign, kinds);
  const english = found.map(({ jdUt, facts: _facts, ...e }) => ({ date: isoString(jdUt, 'second'), ...e }));
  const jdUt = found.map((e) => e.jdUt);
  if (locale === 'en') return { english, labelled: english, jdUt };
  const words = EVENT_LABEL_WORDS[locale];
  return { english, labelled: english.map((e, i) => ({ ...e, event: eventLabel(found[i]!.facts, words) })), jdUt };
}

/**
 * @summary The event labels as a family of a horoscope record's `warnings` (issue 31): a kind of label the locale has
 * no translation of reads English, and the record says so.
 */
export function eventLabelsUse(locale: Locale): TextFamilyUse {
  return familyUse(EVENT_LABEL_WORDS_FAMILY, locale);
}

/** @summary The label families a horoscope record reads in `locale` — its events' labels and its sign's keywords — for its `warnings`. */
export function horoscopeLabelUses(locale: Locale): TextFamilyUse[] {
  return [eventLabelsUse(locale), signKeywordsUse(locale)];
}
