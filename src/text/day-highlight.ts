import type { Body, MoonPhase, Sign } from '../schemas/index.js';

/**
 * Day highlights: one sentence naming the day's most notable sky event (original wording). The almanac
 * picks the event by the precedence documented in docs/horoscopes.md; this file only words it.
 */
export type DayEvent =
  | { readonly kind: 'eclipse'; readonly eclipseType: string; readonly sign: Sign }
  | { readonly kind: 'lunation'; readonly phase: MoonPhase; readonly sign: Sign }
  | { readonly kind: 'station'; readonly body: Body; readonly direction: 'retrograde' | 'direct'; readonly sign: Sign }
  | { readonly kind: 'ingress'; readonly body: Body; readonly sign: Sign; readonly direction: 'direct' | 'retrograde' }
  | { readonly kind: 'voidOfCourse'; readonly sign: Sign }
  | { readonly kind: 'moonInSign'; readonly phase: MoonPhase; readonly sign: Sign };

const LUNATION_WORDS: Partial<Record<MoonPhase, string>> = {
  'New Moon': 'a fresh start',
  'First Quarter': 'a push to act',
  'Full Moon': 'a culmination',
  'Last Quarter': 'a time to sort and release',
};

/**
 * @summary The day's highlight as one sentence.
 * @example dayHighlight({ kind: 'lunation', phase: 'Full Moon', sign: 'Leo' }) // 'Full Moon in Leo: a culmination.'
 */
export function dayHighlight(event: DayEvent): string {
  switch (event.kind) {
    case 'eclipse':
      return `A ${event.eclipseType} eclipse in ${event.sign}: a turning point that stirs the ${event.sign} axis.`;
    case 'lunation':
      return `${event.phase} in ${event.sign}: ${LUNATION_WORDS[event.phase] ?? 'a lunar turning point'}.`;
    case 'station':
      return event.direction === 'retrograde'
        ? `${event.body} stations retrograde in ${event.sign}: time to review before pressing on.`
        : `${event.body} stations direct in ${event.sign}: stalled matters begin to move again.`;
    case 'ingress':
      return event.direction === 'retrograde'
        ? `${event.body} moves back into ${event.sign}, returning to unfinished business.`
        : `${event.body} enters ${event.sign}, shifting its focus to ${event.sign} themes.`;
    case 'voidOfCourse':
      return `The Moon is void of course in ${event.sign} for part of the day: favour routine over new starts.`;
    case 'moonInSign':
      return `A ${event.phase} Moon in ${event.sign} sets the tone of the day.`;
  }
}
