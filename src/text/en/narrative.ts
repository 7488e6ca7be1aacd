import type { NarrativeText } from '../narrative-text.js';

// Urania's own text (original writing for this project), locale en: the sentence frames of the horoscope narratives.
// Facts (bodies, signs, aspects, phases) enter only through {placeholders}; see ../narrative-text.ts.

/** Single-word keywords that read as adjectives, which the narrative frames (built for nouns) cannot take. */
const ADJECTIVE_ENDINGS = /(ous|ful|ible|able|less|ish|ic|ive|ed|ent|ant|al|ary|ile|-minded|-hearted)$/;
/** Nouns with those endings, and adjectives without them. */
const NOUNS_THAT_LOOK_ADJECTIVAL = new Set([
  'initiative', 'renewal', 'perspective', 'narrative', 'incentive', 'motive', 'potential', 'ritual',
  'survival', 'approval', 'arrival', 'proposal', 'rival', 'festival', 'capital', 'talent', 'trial', 'denial', 'betrayal',
  'removal', 'withdrawal', 'reversal', 'material', 'signal', 'journal', 'detective', 'directive', 'alternative',
  'imperative', 'relative', 'collective', 'parent', 'student', 'agent', 'client', 'intent', 'content', 'consent',
  'accident', 'event', 'moment', 'need', 'creed', 'greed', 'speed', 'seed', 'deed', 'heed', 'bed', 'shed', 'music',
  'magic', 'logic', 'panic', 'topic', 'critic', 'public', 'mystic', 'heretic', 'arrival', 'appraisal', 'instinct',
]);
const ADJECTIVES = new Set(['alert', 'keen', 'bold', 'calm', 'warm', 'loyal', 'frank', 'brave', 'shy', 'wise', 'open', 'quick', 'firm', 'strong', 'blunt', 'direct', 'earnest', 'honest', 'modest', 'robust', 'aloof', 'astute', 'mature', 'secure', 'sincere', 'humble', 'gentle', 'subtle', 'stable', 'noble', 'steady', 'witty', 'busy', 'lucky', 'canny', 'savvy', 'worldly', 'orderly', 'friendly', 'lively', 'elusive', 'private', 'deep', 'lofty', 'aware', 'free', 'true', 'driven', 'centered', 'minded', 'hearted', 'reliant', 'assured', 'made', 'looking', 'thinking', 'going', 'loving', 'willed', 'spirited', 'intense', 'tense', 'dense', 'immense', 'diverse', 'precise', 'concise', 'terse', 'sane', 'brave', 'serene', 'supreme', 'sincere', 'mature', 'obscure', 'remote', 'complete', 'discreet', 'polite', 'acute', 'naive', 'fierce', 'loose', 'close', 'sharp', 'soft', 'kind', 'fair', 'proud', 'smart', 'young', 'clever', 'tender', 'eager', 'sober', 'bright', 'gentle', 'unique', 'vague', 'vivid', 'solid', 'rigid', 'candid', 'timid', 'lucid', 'stubborn', 'magnetic']);

/** @summary True for a keyword that can stand where the frames expect a noun ("renewal", "heroic ideals"). */
function nounLike(keyword: string): boolean {
  if (keyword.includes(' ')) return true;
  const k = keyword.toLowerCase().split('-').pop()!;
  if (ADJECTIVES.has(k)) return false;
  if (NOUNS_THAT_LOOK_ADJECTIVAL.has(k) || /(ment|ness|ity|tion|sion|ance|ence|ship|ism|dom|hood|ure|ing)$/.test(k)) return true;
  return !ADJECTIVE_ENDINGS.test(k);
}

const ORDINAL_SUFFIX = ['th', 'st', 'nd', 'rd'] as const;

/** @summary English ordinal of a positive whole number: 1st, 2nd, 3rd, 4th, 11th, 22nd. */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  return `${n}${teen ? 'th' : (ORDINAL_SUFFIX[n % 10] ?? 'th')}`;
}

/** The English narrative frames and phrases. */
export const NARRATIVE_EN: NarrativeText = {
  daily: {
    opening: [
      'This {weekday} asks {sign} to lead with {kw1} and {kw2}.',
      'For {sign}, a {modality} {element} sign, this {weekday} turns on {kw1}.',
      '{sign}, your {element} nature goes looking for {kw1} today, and the sky gives it plenty to work with.',
      'Here is how {weekday} looks from {sign}, where {kw1} and {kw2} set the tone.',
      'This {weekday} invites {sign} to pair {kw1} with {kw2}.',
      'The sky of this {weekday} speaks to {sign} through {kw1} and {kw2}.',
      '{weekday} opens for {sign} with a question of {kw1}: how much, how soon, and for whom.',
      'A {modality} sign like {sign} meets this {weekday} with {kw1} close to hand.',
    ],
    ruler: [
      '{ruler}, your ruler, is in {rulerSign} today, so {rulerTheme} lean toward {theme1} and {theme2}.',
      'Your ruling planet, {ruler}, travels through {rulerSign}, giving {rulerTheme} a flavor of {theme1}.',
      'With {ruler} in {rulerSign}, your ruler puts {theme1} and {theme2} at the front of the queue.',
      '{ruler} rules your sign and now stands in {rulerSign}, where {rulerTheme} take on {theme1}.',
      'Your ruler, {ruler}, spends the day in {rulerSign}; expect {theme1} and a measure of {theme2} in how you handle {rulerTheme}.',
      'From {rulerSign}, {ruler}, the planet that rules you, turns {rulerTheme} toward {theme1}.',
    ],
    rulerAtHome: [
      '{ruler}, your ruler, is at home in {sign}, so {rulerTheme} come easily, with {theme1} close at hand.',
      'Your ruler, {ruler}, stands in {sign} itself, which makes {rulerTheme} feel natural and puts {theme1} within reach.',
      'With {ruler} in your own sign of {sign}, {rulerTheme} speak in your voice today, backed by {theme1}.',
    ],
    rulerIsMoon: [
      'Your ruler is the Moon, and at midday it is in {moonSign}, so your moods lean toward {theme1} and {theme2}.',
      'The Moon rules your sign; from {moonSign} it tunes your feelings to {theme1}.',
      'As the Moon is your ruler, its stay in {moonSign} colors the whole day with {theme1} and {theme2}.',
    ],
    moonExtra: [
      'The Moon in {moonSign} also suits {favorable1}, as well as {favorable2}; it is less kind to {unfavorable}.',
      'While the Moon is in {moonSign}, make time for {favorable1} and leave {unfavorable} for later.',
      'Good company for the Moon in {moonSign}: {favorable1}, and perhaps {favorable2}.',
    ],
    rulerTransit: [
      'It also makes a {aspect} to your sign, {motion}.',
      'Your ruler forms a {aspect} to your sign as well, {motion}.',
      'On top of that, it aims a {aspect} at your sign, {motion}.',
    ],
    rulerRetrograde: [
      '{ruler} is retrograde, so your own affairs reward review more than fresh pushes.',
      'Because {ruler} is retrograde, what you started earlier may ask to be revisited before it moves on.',
      'With {ruler} retrograde, second thoughts are not a weakness today but a tool.',
    ],
    moon: [
      'Today brings {phase}; at midday the Moon is in {moonSign}, {illumination}% lit, which is good for {bestFor}.',
      'The Moon, {illumination}% lit, spends the middle of the day in {moonSign} under {phase}, a fine setting for {phaseFavorable}.',
      'Under {phase}, with the Moon in {moonSign} and {illumination}% of its face lit, the day lends itself to {bestFor}.',
      'It is {phase} today, and the Moon passes midday in {moonSign} at {illumination}% light: think {phaseFavorable}.',
      'With the Moon in {moonSign} at midday and {phase} in the sky, {illumination}% lit, the hours suit {bestFor}.',
    ],
    moonVoid: [
      'The Moon is void of course in {moonSign} until {endsAt}, a lull better used for {voidFavorable} than for {voidUnfavorable}.',
      'Until {endsAt} the Moon is void of course, so keep to {voidFavorable} and leave {voidUnfavorable} for later.',
      'A void of course Moon in {moonSign} runs until {endsAt}: a good stretch for {voidFavorable}, a poor one for {voidUnfavorable}.',
    ],
    transit: {
      harmonious: [
        '{planet} in {planetSign} makes a {aspect} to {sign}{where}, an easy current for {theme1} and {theme2}, {motion}.',
        'A {aspect} from {planet} in {planetSign}{where} lends a hand with {theme1}, {motion}.',
        'Help comes through a {aspect} of {planet} in {planetSign}{where}: there is less effort in {theme1} and {theme2}, {motion}.',
        '{planet}, now in {planetSign}, forms a {aspect} to your sign{where}, smoothing the way for {theme1}, {motion}.',
      ],
      challenging: [
        '{planet} in {planetSign} forms a {aspect} to {sign}{where}, pressing on {theme1} and {theme2}, {motion}.',
        'Friction comes from a {aspect} of {planet} in {planetSign}{where}: go patiently where {theme1} is concerned, {motion}.',
        'A {aspect} from {planet} in {planetSign}{where} tests {theme1} and {theme2}, {motion}.',
        '{planet}, now in {planetSign}, throws a {aspect} at your sign{where}, so {theme1} may meet resistance, {motion}.',
      ],
      neutral: [
        '{planet} is in your own sign of {planetSign}, a {aspect} that puts {theme1} and {theme2} in the spotlight{where}, {motion}.',
        'A {aspect} with {planet} in {planetSign}{where} concentrates the day on {theme1}, {motion}.',
        '{planet} in {planetSign} makes a {aspect} with your sign{where}, fusing its force with {theme1} and {theme2}, {motion}.',
      ],
    },
    noTransit: [
      'No planet makes a close aspect to {sign} today, so the day is shaped more by mood than by any single planet.',
      'The planets keep their distance from {sign} today; nothing presses hard, and small choices carry the day.',
      'With no close aspect to your sign, this {weekday} is yours to steer.',
      'No planet stands in a tight aspect to {sign} this {weekday}, which leaves room to set your own pace.',
    ],
    retrogrades: [
      '{list} {isAre} retrograde, a reminder to revisit before pushing ahead.',
      'Retrograde motion from {list} suits second drafts, returns and repairs.',
      'Keep in mind that {list} {isAre} retrograde: old threads may need tying off before new ones are spun.',
      'With {list} retrograde, look back over recent plans before you sign off on them.',
    ],
    retrogradeInSign: [
      '{planet} is retrograde in {sign} itself, so your own plans may need a second look.',
      'Since {planet} is retrograde in your sign of {sign}, give yourself time to rethink.',
    ],
    noRetrogrades: [
      'Every planet moves forward today, which helps plans that need momentum.',
      'All the planets are moving direct, so there is little reason to wait.',
      'Nothing in the sky is moving backward today, so momentum is on your side.',
    ],
    eclipse: [
      'The {eclipse} eclipse in {eclipseSign} falls on this day, {axis}.',
      'Today carries the {eclipse} eclipse in {eclipseSign}, {axis}.',
    ],
    closing: {
      harmonious: [
        'Lean into {phaseFavorable} while the going is smooth.',
        'Use the easy flow for {phaseFavorable}, and let {kw1} guide the rest.',
        'A good day to trust {kw1} and make room for {phaseFavorable}.',
      ],
      challenging: [
        'Go gently with {phaseUnfavorable}, and let {kw1} steady you.',
        'Pressure is part of the day; answer it with {kw1} rather than haste, and avoid {phaseUnfavorable}.',
        'Pick your battles, keep clear of {phaseUnfavorable}, and lean on {kw1}.',
      ],
      neutral: [
        'Focus is your friend: put {kw1} to work on {phaseFavorable}.',
        'Channel the day toward {phaseFavorable}, with {kw1} as your compass.',
      ],
      quiet: [
        'A fine day for {phaseFavorable}; let {kw1} set the pace.',
        'Keep it simple: {phaseFavorable} and a little {kw1} go a long way.',
        'Make space for {phaseFavorable}, and save {phaseUnfavorable} for another day.',
      ],
    },
  },
  weekly: {
    opening: [
      'The week of {start} to {end} finds {sign} working with {kw1} and {kw2}.',
      'From {start} to {end}, {sign} can count on {kw1} to carry the week.',
      'This week, {start} to {end}, tests how {sign} balances {kw1} with {kw2}.',
      'For {sign}, the week from {start} to {end} is a study in {kw1}, with {kw2} never far away.',
      'Your {element} temperament, {sign}, sets the tone for the week of {start} to {end}: {kw1} first.',
    ],
    rulerStays: [
      '{ruler}, your ruler, stays in {rulerSign} all week, keeping {rulerTheme} steady and drawn toward {theme1}.',
      'Your ruling planet, {ruler}, holds its ground in {rulerSign} from start to finish, so {rulerTheme} keep a flavor of {theme1}.',
      'All week your ruler, {ruler}, remains in {rulerSign}, which keeps {theme1} at the center of {rulerTheme}.',
    ],
    rulerMoves: [
      '{ruler}, your ruler, starts the week in {startSign} and ends it in {endSign}, moving {rulerTheme} toward {theme1}.',
      'Your ruling planet, {ruler}, begins in {startSign} and finishes in {endSign}, a shift that turns {rulerTheme} to {theme1}.',
      'The week sees your ruler, {ruler}, pass from {startSign} to {endSign}; by Sunday {rulerTheme} lean toward {theme1}.',
    ],
    rulerReturns: [
      '{ruler}, your ruler, crosses a sign boundary this week and is back in {startSign} by its end, so {rulerTheme} circle back.',
      'Your ruling planet, {ruler}, steps out of {startSign} and returns to it before the week is out: expect {rulerTheme} to revisit old ground.',
    ],
    moonSteady: [
      'The whole week sits under {startPhase}, from Monday to Sunday.',
      'From Monday to Sunday the Moon keeps to {startPhase}.',
    ],
    moonPhases: [
      'Monday has {startPhase}, and by Sunday the sky shows {endPhase}.',
      'Monday opens under {startPhase}, and Sunday closes under {endPhase}.',
      'Lunar light moves from {startPhase} at the start of the week to {endPhase} at its close.',
    ],
    lunation: [
      'The {phase} arrives on {weekday}.',
      '{weekday} brings the {phase}.',
      'Mark {weekday}, the day of the {phase}.',
    ],
    voidDays: [
      'The Moon is void of course for part of {count} days ({days}), so plan launches around them.',
      'Watch {days}: the Moon is void of course for part of those days, better for routine than for new starts.',
      'On {days} the Moon spends some hours void of course; keep fresh beginnings for the other days.',
    ],
    transit: {
      harmonious: [
        '{planet} in {planetSign} makes a {aspect} to {sign} {when}, easing {theme1} and {theme2}.',
        'A {aspect} from {planet} in {planetSign} {when} lends support to {theme1}.',
        'Look for help {when}, when {planet} in {planetSign} forms a {aspect} to your sign and eases {theme1}.',
      ],
      challenging: [
        '{planet} in {planetSign} forms a {aspect} to {sign} {when}, pressing on {theme1} and {theme2}.',
        'Expect friction {when}: a {aspect} from {planet} in {planetSign} puts {theme1} to the test.',
        'A {aspect} of {planet} in {planetSign} {when} asks for patience with {theme1}.',
      ],
      neutral: [
        '{planet} sits in your own sign of {planetSign} {when}, a {aspect} that concentrates {theme1} and {theme2}.',
        'A {aspect} with {planet} in {planetSign} {when} puts {theme1} in the spotlight.',
      ],
    },
    noTransit: [
      'No planet makes a close aspect to {sign} at midday on any day this week, so the week is yours to shape.',
      'The planets keep a respectful distance from {sign} all week: a good time to set your own rhythm.',
    ],
    closing: [
      'Make the most of the week with {phaseFavorable}, and let {kw1} lead.',
      'Good uses of this week: {phaseFavorable}, guided by {kw1}.',
      'Let {kw1} steer you toward {phaseFavorable} as the days unfold.',
    ],
  },
  monthly: {
    opening: [
      '{month} {year} asks {sign} to weigh {kw1} against {kw2}.',
      'For {sign}, {month} {year} is a month of {kw1}, with {kw2} close behind.',
      'Here is the shape of {month} {year} for {sign}, a month that rewards {kw1}.',
      '{month} {year} gives {sign} room for {kw1} and a reason to practice {kw2}.',
    ],
    lunation: [
      'The {event} on {day} {meaning}.',
      'On {day}, the {event} {meaning}.',
      'Look to {day}: the {event} {meaning}.',
    ],
    eclipse: [
      'The {event} on {day} marks a turning point, {axis}.',
      'On {day} comes the {event}, {axis}.',
    ],
    ingress: [
      '{planet} enters {planetSign} on {day}{yours}, turning attention to {theme1} and {theme2}.',
      'On {day}, {planet} moves into {planetSign}{yours}, which brings {theme1} forward.',
      'From {day}, with {planet} in {planetSign}{yours}, expect movement in {theme1}.',
    ],
    reentry: [
      '{planet} slips back into {planetSign} on {day} while retrograde, reopening questions of {theme1}.',
      'On {day}, a retrograde {planet} returns to {planetSign}, asking you to finish business around {theme1}.',
    ],
    busiestWeek: [
      'The busiest stretch is week {week}, {start} to {end}, with {count} sign changes.',
      'Week {week} ({start} to {end}) carries the most movement, {count} sign changes in all.',
    ],
    noIngress: [
      'No planet changes sign this month, so the backdrop holds steady for {sign}.',
      'The planets stay put all month, which gives {sign} a stable stage.',
    ],
    closing: [
      'Through it all, lean on {kw1} as your best resource and make {kw2} a habit.',
      'Keep {kw1} at the center of your plans, {sign}, and let {kw2} fill in the rest.',
      'The month rewards {sign} for choosing {kw1} over haste.',
    ],
  },
  yearly: {
    opening: [
      '{year} asks {sign} for {kw1} and returns it as {kw2}.',
      'For {sign}, {year} is a year to build on {kw1}, with {kw2} as the reward.',
      'Your {element} nature, {sign}, meets {year} with {kw1} as its strongest card.',
      'The year {year} turns the spotlight on {kw1} for {sign}, with {kw2} close behind.',
    ],
    eclipses: [
      'There are {count} eclipses this year: {list}.',
      'The year holds {count} eclipses: {list}.',
    ],
    eclipseImpact: [
      'Those in {list} fall on your own axis, {sign}, so expect turning points close to home.',
      'The ones in {list} land on the {sign} axis itself: watch those weeks for endings and openings.',
    ],
    eclipseNoImpact: [
      'None falls on the {sign} axis itself, so their effects reach you through other people and places.',
      'None lands on your own axis, {sign}, which keeps their turns at one remove.',
    ],
    retrogradeRepeated: [
      '{planet} turns retrograde {count}, starting in {signs}: good seasons for review.',
      'Expect {planet} to turn retrograde {count}, beginning in {signs}, so leave room for second looks.',
    ],
    retrogradeSlow: [
      'Other planets turn retrograde too: {list}.',
      'The year also brings retrograde stations for {list}.',
    ],
    ingress: [
      '{planet} enters {planetSign}{yours} in {month}, bringing {theme1} into focus.',
      'In {month}, {planet} moves into {planetSign}{yours}, a long shift toward {theme1}.',
    ],
    noSlowIngress: [
      'None of the slow planets changes sign this year, so the large themes for {sign} stay where they are.',
      'The slow planets keep their signs all year, a steady frame for {sign} to build in.',
    ],
    busiestQuarter: [
      'The busiest quarter is the {quarter}, with {count} sign changes.',
      'Most movement comes in the {quarter} quarter: {count} sign changes.',
    ],
    closing: [
      'Above all, {sign}, keep faith with {kw1} and give {kw2} room to grow.',
      'Make {kw1} your habit and {kw2} your aim, {sign}, and the year will repay you.',
    ],
  },
  phrases: {
    weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      'January', 'February', 'March', 'April', 'May', 'June',
      'July', 'August', 'September', 'October', 'November', 'December',
    ],
    times: ['never', 'once', 'twice', 'three times', 'four times', '{n} times'],
    and: 'and',
    principalPhase: 'the {phase}',
    intermediatePhase: 'a {phase} phase',
    applying: ['still building toward exact', 'growing stronger through the day', 'not yet at its peak'],
    separating: ['though already easing off', 'now past its peak', 'fading as the day goes on'],
    throughHouse: ' through your {house} house',
    onDay: 'on {day}',
    fromTo: 'from {from} to {to}',
    allWeek: 'all week',
    onYourAxis: 'right on your own axis',
    offYourAxis: 'away from your own axis',
    intoYourSign: ' (your own sign)',
    elsewhere: '',
    lunationMeaning: {
      'New Moon': 'opens a fresh chapter',
      'First Quarter': 'calls for a decision',
      'Full Moon': 'brings something to light',
      'Last Quarter': 'is a time to sort and let go',
    },
    eclipseItem: 'the {type} eclipse in {sign} on {date}',
    timeUt: '{time} UT',
    timeUtOn: '{time} UT on {date}',
    dateInWords: '{day} {month}',
    bodyNames: { Sun: 'the Sun', Moon: 'the Moon' },
    is: 'is',
    are: 'are',
    nounLike,
    ordinal,
    dayOfMonth: (n) => `the ${ordinal(n)}`,
  },
};
