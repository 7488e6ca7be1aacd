import { periodEvents, SHORT_PERIOD_KINDS, type PeriodEventKinds } from '../horoscope/period-events.js';
import type { HoroscopeZodiac } from '../horoscope/horoscope-zodiac.js';
import type { HoroscopeEvent, Sign } from '../schemas/index.js';
import type { Locale } from '../schemas/interpretation.js';
import { eventLabel } from '../text/horoscope-event-labels.js';
import { EVENT_LABEL_WORDS, EVENT_LABEL_WORDS_FAMILY } from '../text/horoscope-event-label-locales.js';
import type { TextFamilyUse } from '../text/text-fallback-warnings.js';
import { familyUse } from '../text/text-family.js';
import { isoString } from '../time/instant.js';

/**
 * @summary The `events` member of a horoscope record (issue 26): the period's sky events of horoscope/period-events.ts
 * in the sign's solar houses, each dated as a UT instant to the second, each labelled in `locale` (issue 31; default
 * English, the labels the records have always carried: "Full Moon in Leo"), composed from the event's facts.
 */
export function horoscopeEvents(
  zodiac: HoroscopeZodiac, fromJdUt: number, toJdUt: number, sign: Sign, kinds: PeriodEventKinds = SHORT_PERIOD_KINDS, locale: Locale = 'en',
): HoroscopeEvent[] {
  const words = locale === 'en' ? undefined : EVENT_LABEL_WORDS[locale];
  return periodEvents(zodiac, fromJdUt, toJdUt, sign, kinds).map(({ jdUt, facts, ...e }) => ({
    date: isoString(jdUt, 'second'),
    ...e,
    ...(words === undefined ? {} : { event: eventLabel(facts, words) }),
  }));
}

/**
 * @summary The event labels as a family of a horoscope record's `warnings` (issue 31): a kind of label the locale has
 * no translation of reads English, and the record says so.
 */
export function eventLabelsUse(locale: Locale): TextFamilyUse {
  return familyUse(EVENT_LABEL_WORDS_FAMILY, locale);
}
