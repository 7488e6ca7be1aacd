import type { Sign } from '../schemas/index.js';
import type { CalendarFeedKind } from '../schemas/icalendar.js';
import type { LabelLocale } from '../schemas/label-locale.js';
import type { OBSERVANCE_RULES } from '../schemas/panchang-month.js';
import type { ECLIPSE_KINDS, PRINCIPAL_MOON_PHASES } from '../schemas/record-enums.js';
import type { TimelinePoint } from '../schemas/transit-timeline.js';

/**
 * The words of the iCalendar feeds (issue 31): what a calendar app shows of an event — its SUMMARY, DESCRIPTION and
 * CATEGORIES — and the calendar's name, in one language. The sentences are ICU MessageFormat templates
 * (`formatLabel`), filled with the label catalogue's body, sign and aspect names; each template receives the
 * arguments `ICS_TEMPLATE_ARGUMENTS` lists for it and uses those its language needs (`{bodyGender, select, …}` where
 * an adjective agrees with the planet, `{signIn}` where the sign takes a case form). Every locale has every key
 * (tests/icalendar/ics-words.test.ts); the names follow docs/i18n/<locale>.md.
 */

/** The categories of the events (CATEGORIES), by the kind of event. */
export const ICS_CATEGORIES = [
  'lunation', 'eclipse', 'voidOfCourse', 'ingress', 'station', 'retrograde', 'transit', 'exact', 'house', 'panchang', 'observance',
] as const;
export type IcsCategory = (typeof ICS_CATEGORIES)[number];

/** An eclipse by its type and kind, as `EclipseEvent` can have them (penumbral: lunar only; annular, hybrid: solar). */
export const ICS_ECLIPSES = [
  'total solar', 'annular solar', 'hybrid solar', 'partial solar', 'total lunar', 'partial lunar', 'penumbral lunar',
] as const;
export type IcsEclipse = (typeof ICS_ECLIPSES)[number];

/** A grammatical gender of a body's name, for the templates' `{…Gender, select, …}`; a body not listed is masculine. */
export type IcsGender = 'feminine' | 'neuter';

/**
 * The arguments each template receives (the values of a `select` in brackets). A sign argument `X` also comes as
 * `XIn` (where it is: "im Löwen", "во Льве") and `XOf` (its genitive: "Льва"), from `signCases` or, without them,
 * the bare name. `…Gender` is `masculine`, `feminine` or `neuter` (`genders`). Times are already written
 * (`timeUt`), positions too (`position`); numbers in the locale's digits.
 */
export const ICS_TEMPLATE_ARGUMENTS = {
  lunationSummary: ['phase', 'sign'],
  lunationDescription: ['phase', 'position', 'time'],
  eclipseSummary: ['eclipse', 'sign'],
  /** sarosCase: none | series | member */
  eclipseDescription: ['eclipse', 'position', 'time', 'magnitude', 'sarosCase', 'saros', 'member'],
  voidSummary: ['sign'],
  /** last: none | aspect (the Moon's last aspect in the sign, `{aspect}` to `{body}`) */
  voidDescription: ['sign', 'start', 'end', 'last', 'aspect', 'body', 'bodyGender'],
  /** direction: direct | retrograde */
  ingressSummary: ['body', 'bodyGender', 'sign', 'direction'],
  ingressDescription: ['body', 'bodyGender', 'sign', 'direction', 'time'],
  /** type: retrograde | direct */
  stationSummary: ['body', 'bodyGender', 'type'],
  stationDescription: ['body', 'bodyGender', 'type', 'position', 'time'],
  retrogradeSummary: ['body', 'bodyGender'],
  retrogradeDescription: ['body', 'bodyGender', 'startSign', 'endSign', 'stationRetrograde', 'stationDirect', 'shadowStart', 'shadowEnd'],
  contactSummary: ['transit', 'transitGender', 'aspect', 'natal', 'natalGender', 'orb'],
  /** range: within | before (already within orb when the range starts) | after (still within orb when it ends) | both */
  contactSpan: ['range', 'enters', 'leaves'],
  /** passes: '' or the `contactPasses` sentence */
  contactDescription: ['span', 'natal', 'natalGender', 'natalPosition', 'exactPosition', 'passes'],
  /** list: the exact passes and stations, joined with `listSeparator`, its first letter a capital */
  contactPasses: ['list'],
  exactPass: ['time', 'direction'],
  stationPass: ['time', 'type'],
  contactExactSummary: ['transit', 'transitGender', 'aspect', 'natal', 'natalGender', 'index', 'count'],
  contactExactDescription: ['transit', 'transitGender', 'direction', 'position', 'aspect', 'natal', 'natalGender', 'time'],
  /** how: in | again (a re-entry) | back (retrograde, into the house before); house: 1–12 */
  houseIngressSummary: ['transit', 'transitGender', 'how', 'house'],
  houseIngressDescription: ['transit', 'transitGender', 'direction', 'position', 'time'],
  natalLunationSummary: ['phase', 'natal', 'natalGender'],
  natalLunationEclipseSummary: ['phase', 'natal', 'natalGender', 'eclipseKind'],
  /** luminary: Sun | Moon (the one on the natal point) */
  natalLunationDescription: ['luminary', 'position', 'distance', 'natal', 'natalGender', 'natalPosition', 'time'],
  /** eclipse: the eclipse with its article (`aName`) */
  natalLunationEclipse: ['eclipse'],
  /** instant: yes (a sankranti: one instant) | no (a tithi from start to end) */
  observanceDescription: ['name', 'date', 'rule', 'instant', 'start', 'end'],
  /** A time already written in the locale (`Intl.DateTimeFormat`), marked as Universal Time. */
  timeUt: ['time'],
  /** A longitude: `arc` within the sign (`25°12′`), and the sign. */
  position: ['arc', 'sign'],
} as const satisfies Record<string, readonly string[]>;

/** The templates of the feeds' sentences. */
export type IcsTemplates = { readonly [K in keyof typeof ICS_TEMPLATE_ARGUMENTS]: string };

/** The words of the iCalendar feeds in one language. */
export interface IcsWords {
  readonly locale: LabelLocale;
  /** The calendar's name when the caller gives none (`Urania events`). */
  readonly calendarName: string;
  /** The name of a transit timeline's calendar (`Accept: text/calendar` on `POST /transit-timeline`). */
  readonly timelineName: string;
  /** The feeds' names (`GET /calendars/{kind}.ics`; the retrogrades' name also heads a year's: `Retrogrades 2025`). */
  readonly feedNames: Readonly<Record<CalendarFeedKind, string>>;
  readonly categories: Readonly<Record<IcsCategory, string>>;
  /** The principal phases, as a calendar names the day. */
  readonly phases: Readonly<Record<(typeof PRINCIPAL_MOON_PHASES)[number], string>>;
  /** An eclipse: `name` heads a summary ("Total solar eclipse"), `aName` stands in a sentence ("a total solar eclipse"). */
  readonly eclipses: Readonly<Record<IcsEclipse, { readonly name: string; readonly aName: string }>>;
  /** An eclipse by its kind alone, in brackets after a natal lunation ("solar eclipse"). */
  readonly eclipseKinds: Readonly<Record<(typeof ECLIPSE_KINDS)[number], string>>;
  /** The rule that chose an observance's day, as the description names it. */
  readonly observanceRules: Readonly<Record<(typeof OBSERVANCE_RULES)[number], string>>;
  /** Case forms of the sign names where the language's grammar asks for them (German, Russian). */
  readonly signCases?: {
    /** Where something is: "im Löwen", "во Льве". */
    readonly in?: Readonly<Record<Sign, string>>;
    /** The genitive: "Льва" (a position "5°12′ Льва", "в знак Льва"). */
    readonly of?: Readonly<Record<Sign, string>>;
  };
  /** The bodies and points whose name is not masculine in this language. */
  readonly genders?: Readonly<Partial<Record<TimelinePoint, IcsGender>>>;
  /** Between the exact passes and stations of a contact ("; "). */
  readonly listSeparator: string;
  readonly templates: IcsTemplates;
}

/**
 * @summary The `genders` of a locale from its lists of feminine (and neuter) points.
 * @example genders(['Moon', 'Venus']).Venus // 'feminine'
 */
export function genders(feminine: readonly TimelinePoint[], neuter: readonly TimelinePoint[] = []): Partial<Record<TimelinePoint, IcsGender>> {
  return { ...Object.fromEntries(feminine.map((p) => [p, 'feminine'])), ...Object.fromEntries(neuter.map((p) => [p, 'neuter'])) };
}
