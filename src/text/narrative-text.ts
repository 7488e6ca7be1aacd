import type { AspectNature } from '../schemas/index.js';

/**
 * Sentence frames of the horoscope narratives (docs/horoscopes.md "Narrative"), one locale. A frame is a sentence with
 * `{name}` placeholders; the horoscope layer picks one frame per slot deterministically from the record's facts
 * (date, sign, perspective) and fills it from the record and from the interpretation text. Frames never name a body,
 * sign, aspect, phase, retrograde or eclipse themselves: every such fact enters through a placeholder, from the
 * record the narrative stands beside (tests/horoscope/narrative.test.ts checks both).
 */

/** Frames of one slot: several ways of saying the same thing (at least two). */
export type Frames = readonly string[];

/** Frames by the nature of an aspect (harmonious, challenging, neutral = the conjunction). */
export type FramesByNature = Readonly<Record<AspectNature, Frames>>;

/** The daily narrative's frames. */
export interface DailyNarrativeText {
  /** `{weekday}`, `{sign}`, `{element}`, `{modality}` (lower case), `{kw1}`, `{kw2}` (the sign's keywords). */
  readonly opening: Frames;
  /** `{ruler}`, `{rulerSign}`, `{rulerTheme}` (what the ruler stands for), `{theme1}`, `{theme2}` (its keywords in that sign). */
  readonly ruler: Frames;
  /** The ruler in the queried sign itself: `{ruler}`, `{sign}`, `{rulerTheme}`, `{theme1}`. */
  readonly rulerAtHome: Frames;
  /** The Moon as the ruler (Cancer): `{moonSign}`, `{theme1}`, `{theme2}`. */
  readonly rulerIsMoon: Frames;
  /** More on the Moon's sign: `{moonSign}`, `{favorable1}`, `{favorable2}`, `{unfavorable}`. */
  readonly moonExtra: Frames;
  /** The ruler's own key transit to the sign: `{aspect}`, `{motion}`. */
  readonly rulerTransit: Frames;
  /** The ruler retrograde: `{ruler}`. */
  readonly rulerRetrograde: Frames;
  /** The Moon: `{phase}` (phase phrase), `{moonSign}`, `{illumination}` (percent), `{bestFor}`, `{phaseFavorable}`. */
  readonly moon: Frames;
  /** The Moon void of course at midday: `{moonSign}`, `{endsAt}` (hh:mm UT), `{voidFavorable}`, `{voidUnfavorable}`. */
  readonly moonVoid: Frames;
  /** A key transit: `{planet}`, `{planetSign}`, `{aspect}`, `{sign}`, `{where}`, `{theme1}`, `{theme2}`, `{motion}`. */
  readonly transit: FramesByNature;
  /** No key transit: `{sign}`, `{weekday}`. */
  readonly noTransit: Frames;
  /** Planets retrograde: `{list}` ("Saturn in Pisces and Neptune in Aries"), `{isAre}`. */
  readonly retrogrades: Frames;
  /** A retrograde planet in the queried sign: `{planet}`, `{sign}`. */
  readonly retrogradeInSign: Frames;
  /** No planet retrograde. */
  readonly noRetrogrades: Frames;
  /** An eclipse on the day: `{eclipse}` ("total solar"), `{eclipseSign}`, `{axis}`. */
  readonly eclipse: Frames;
  /** Closing advice by the day's dominant tone: `{phaseFavorable}`, `{phaseUnfavorable}`, `{kw1}`. */
  readonly closing: Readonly<Record<AspectNature | 'quiet', Frames>>;
}

/** The weekly narrative's frames. */
export interface WeeklyNarrativeText {
  /** `{sign}`, `{start}`, `{end}` (dates in words), `{kw1}`, `{kw2}`, `{element}`. */
  readonly opening: Frames;
  /** The ruler in one sign all week: `{ruler}`, `{rulerSign}`, `{rulerTheme}`, `{theme1}`. */
  readonly rulerStays: Frames;
  /** The ruler changing sign: `{ruler}`, `{startSign}`, `{endSign}`, `{rulerTheme}`, `{theme1}`. */
  readonly rulerMoves: Frames;
  /** The ruler leaving its sign and coming back within the week: `{ruler}`, `{startSign}`, `{rulerTheme}`. */
  readonly rulerReturns: Frames;
  /** The Moon in one phase all week: `{startPhase}`. */
  readonly moonSteady: Frames;
  /** The Moon's phases: `{startPhase}`, `{endPhase}` (phase phrases). */
  readonly moonPhases: Frames;
  /** A principal phase on a day of the week: `{phase}`, `{weekday}`. */
  readonly lunation: Frames;
  /** Void-of-course days: `{days}` (weekday list), `{count}`. */
  readonly voidDays: Frames;
  /** A transit over some days: `{planet}`, `{planetSign}`, `{aspect}`, `{sign}`, `{when}`, `{theme1}`, `{theme2}`. */
  readonly transit: FramesByNature;
  /** No key transit all week: `{sign}`. */
  readonly noTransit: Frames;
  /** Closing advice: `{phaseFavorable}`, `{kw1}`. */
  readonly closing: Frames;
}

/** The monthly narrative's frames. */
export interface MonthlyNarrativeText {
  /** `{sign}`, `{month}`, `{year}`, `{kw1}`, `{kw2}`. */
  readonly opening: Frames;
  /** A lunation: `{event}` ("Full Moon in Leo"), `{day}` ("the 12th"), `{meaning}`. */
  readonly lunation: Frames;
  /** An eclipse: `{event}` ("Total solar eclipse in Aries", lower-cased), `{day}`, `{axis}`. */
  readonly eclipse: Frames;
  /** A forward ingress: `{planet}`, `{planetSign}`, `{day}`, `{theme1}`, `{theme2}`, `{yours}`. */
  readonly ingress: Frames;
  /** A retrograde re-entry: `{planet}`, `{planetSign}`, `{day}`, `{theme1}`. */
  readonly reentry: Frames;
  /** The busiest week: `{week}`, `{count}`, `{start}`, `{end}`. */
  readonly busiestWeek: Frames;
  /** A month without ingresses: `{sign}`. */
  readonly noIngress: Frames;
  /** Closing: `{kw1}`, `{kw2}`, `{sign}`. */
  readonly closing: Frames;
}

/** The yearly narrative's frames. */
export interface YearlyNarrativeText {
  /** `{sign}`, `{year}`, `{kw1}`, `{kw2}`, `{element}`. */
  readonly opening: Frames;
  /** The eclipses: `{count}`, `{list}` ("a total solar eclipse in Aries on 8 April, …"). */
  readonly eclipses: Frames;
  /** Eclipses on the sign's axis: `{list}`, `{sign}`. */
  readonly eclipseImpact: Frames;
  /** No eclipse on the axis: `{sign}`. */
  readonly eclipseNoImpact: Frames;
  /** A planet's retrogrades: `{planet}`, `{count}` (times in words), `{signs}` (station signs). */
  readonly retrogradeRepeated: Frames;
  /** Slow planets' retrogrades: `{list}` ("Saturn from Pisces, Neptune from Aries"). */
  readonly retrogradeSlow: Frames;
  /** A slow planet's ingress: `{planet}`, `{planetSign}`, `{month}`, `{theme1}`, `{yours}`. */
  readonly ingress: Frames;
  /** No slow-planet ingress: `{sign}`. */
  readonly noSlowIngress: Frames;
  /** The quarter with most sign changes: `{quarter}`, `{count}`. */
  readonly busiestQuarter: Frames;
  /** Closing: `{kw1}`, `{kw2}`, `{sign}`. */
  readonly closing: Frames;
}

/** Small phrase lists the frames are filled with. */
export interface NarrativePhrases {
  /** Weekday names, Monday first (ISO order). */
  readonly weekdays: readonly string[];
  /** Month names, January first. */
  readonly months: readonly string[];
  /** Times in words ("twice"), index = count; the last entry serves for larger counts with `{n}`. */
  readonly times: readonly string[];
  /** The list joiner: `and` in "A, B and C". */
  readonly and: string;
  /** True for a keyword that reads as a noun (frames expect nouns: "renewal", "heroic ideals", not "decisive"). */
  readonly nounLike: (keyword: string) => boolean;
  /** The phrase of a principal lunar phase ("the {phase}") and of an intermediate one ("a {phase} phase"). */
  readonly principalPhase: string;
  readonly intermediatePhase: string;
  /** An applying transit ("still building") and a separating one ("already easing"), several of each. */
  readonly applying: Frames;
  readonly separating: Frames;
  /** A transit house in the rising perspective: `{house}` ordinal ("through your 5th house"). */
  readonly throughHouse: string;
  /** Days of a weekly transit: one day `{day}`, a span `{from}`–`{to}`, all seven days. */
  readonly onDay: string;
  readonly fromTo: string;
  readonly allWeek: string;
  /** Whether an eclipse touches the sign: on the sign or its opposite, or elsewhere. */
  readonly onYourAxis: string;
  readonly offYourAxis: string;
  /** A forward ingress into the queried sign (`yours`) or not. */
  readonly intoYourSign: string;
  readonly elsewhere: string;
  /** What each principal lunation means in a month. */
  readonly lunationMeaning: Readonly<Record<'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter', string>>;
  /** How a body is named in running prose where it differs from its identifier ("the Sun"). */
  readonly bodyNames: Readonly<Record<string, string>>;
  /** `is` / `are` for one or more retrograde planets. */
  readonly is: string;
  readonly are: string;
  /** An eclipse in a list: `{type}` ("total solar"), `{sign}`, `{date}` (in words). */
  readonly eclipseItem: string;
  /** A UT time (`{time}` hh:mm) on the record's day, and on another day (`{date}` in words). */
  readonly timeUt: string;
  readonly timeUtOn: string;
  /** A date in words: `{day}` (number), `{month}` (name). */
  readonly dateInWords: string;
  /** The ordinal of a number ("1st", "22nd"). */
  readonly ordinal: (n: number) => string;
  /** A day of the month ("the 8th"). */
  readonly dayOfMonth: (n: number) => string;
}

/** All narrative text of one locale. */
export interface NarrativeText {
  readonly daily: DailyNarrativeText;
  readonly weekly: WeeklyNarrativeText;
  readonly monthly: MonthlyNarrativeText;
  readonly yearly: YearlyNarrativeText;
  readonly phrases: NarrativePhrases;
}
