import type { HoroscopeEventText } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: the lead sentences that name an event and
// place it in a solar house ({house}), the planets' domains, the seasons, and the openings and closings.

export const LEADS: HoroscopeEventText['leads'] = {
  season: [
    'The {season} arrives {when}, {seasonNote}, and the Sun, in {sign}, lights {house}.',
    'The {season} falls {when}: {seasonNote}, with the Sun in {sign} lighting {house}.',
    '{when} comes the {season}, {seasonNote}; for you the Sun in {sign} shines on {house}.',
  ],
  sunIngress: [
    '{when} the Sun moves into {sign}, {house}.',
    'The Sun enters {sign} {when} and begins a month in {house}.',
    '{when} the Sun crosses into {sign}, turning the light on {house}.',
  ],
  solarEclipse: [
    '{aType} in {sign} arrives {when}, in {house}, and a new chapter starts there.',
    'The {type} in {sign} falls {when}, and it lands in {house}.',
    '{when} comes {aType} in {sign}, right in {house}.',
  ],
  lunarEclipse: [
    '{when} the Moon is eclipsed in {sign}: {aType}, in {house}.',
    'The {type} in {sign} comes {when}, lighting up {house}.',
    '{aType} in {sign} comes {when}, falling in {house}.',
  ],
  newMoon: [
    '{when} the New Moon in {sign} opens a fresh page in {house}.',
    'The New Moon in {sign} arrives {when}, planting a seed in {house}.',
    '{when} comes a New Moon in {sign}, in {house}.',
  ],
  fullMoon: [
    '{when} the Full Moon in {sign} lights up {house}.',
    'The Full Moon in {sign} {when} brings matters in {house} to a head.',
    '{when} comes the Full Moon in {sign}, shining on {house}.',
  ],
  quarterMoon: [
    '{when} the {phase} Moon in {sign} marks a point of decision in {house}.',
    'The {phase} Moon falls {when} in {sign}, {house}.',
  ],
  stationRetrograde: [
    '{when} {planet} turns retrograde in {sign}, in {house}, and {flavor} come up for review.',
    '{planet} stations retrograde {when} in {sign}, so {flavor} need a second look in {house}.',
    '{when} {planet} pauses and turns retrograde in {sign}, and {flavor} go over old ground in {house}.',
  ],
  stationDirect: [
    '{when} {planet} turns direct in {sign}, in {house}, and {flavor} move forward again.',
    '{planet} stations direct {when} in {sign}: {flavor} pick up speed in {house}.',
    '{when} {planet} ends its retrograde and turns direct in {sign}, freeing {flavor} in {house}.',
  ],
  ingress: [
    '{when} {planet} enters {sign}, {house}, bringing {flavor} with it.',
    '{planet} moves into {sign} {when} and starts a stay in {house}.',
    '{when} {planet} crosses into {sign}, so {flavor} turn toward {house}.',
  ],
  reentry: [
    '{when} {planet} slips back into {sign} while retrograde, returning to {house} for unfinished business.',
    '{planet} backs into {sign} {when}, retrograde, to revisit {house}.',
  ],
  conjunction: [
    '{when} {planet} and {other} meet in {sign}, in {house}, a meeting of slow planets that comes round only once in many years.',
    'The conjunction of {planet} and {other} in {sign} {when} falls in {house}, and it opens a cycle that will run for decades.',
  ],
  moonSign: [
    'The Moon is in {sign} today, in {house}, {phaseWords}.',
    'Today the Moon moves through {sign}, {house}, {phaseWords}.',
    'With the Moon in {sign}, {phaseWords}, the day’s mood gathers in {house}.',
  ],
  moonMoves: [
    '{when} the Moon enters {sign}, and the mood moves to {house}.',
    'The Moon reaches {sign} {when}, turning your attention to {house}.',
    '{when} the Moon moves on to {sign}, {house}.',
  ],
  ruler: [
    '{planet}, your ruler, is in {sign}, {house}, {rulerHere}.',
    'Your ruling planet, {planet}, stands in {sign}, {house}, {rulerHere}.',
    '{planet}, the planet that rules {ownSign}, is in {sign}, {house}, {rulerHere}.',
  ],
  rulerRetrograde: [
    '{planet}, your ruler, is retrograde in {sign}, {house}, {rulerHere}; give your own plans extra time.',
    'Your ruling planet, {planet}, moves retrograde through {sign}, {house}, {rulerHere}, so revise before you push.',
  ],
  retrogradeOngoing: [
    '{planet} is retrograde in {sign}, {house}.',
    'With {planet} retrograde in {sign}, {house} asks for patience.',
    '{planet} travels retrograde through {sign}, {house}: a time to redo rather than begin.',
  ],
  retrogradeTogether: [
    '{planet} are retrograde together in {sign}, so {house} runs on second drafts.',
    'In {sign}, {house}, {planet} are retrograde together, a double reason to revise before you launch.',
  ],
  transitHarmonious: [
    '{planet} in {sign} gives {house} a helpful push.',
    'Support comes through {house}, where {planet} in {sign} works in your favor.',
    '{planet}, passing through {sign}, smooths the way in {house}.',
  ],
  transitChallenging: [
    '{planet} in {sign} stirs up {house}; treat the friction there as a spur, not a stop sign.',
    'Expect some pressure from {house}, where {planet} in {sign} asks you to adjust.',
    '{planet} in {sign} tests your patience in {house}, so answer with a plan.',
  ],
  transitNeutral: [
    '{planet} is in your own sign of {sign}, {house}, and its energy is yours to use.',
    '{planet} is in {sign} with you, in {house}, so what it stirs up is personal.',
  ],
  voidMoon: [
    'Until {until} the Moon makes no more contacts in {sign}, so keep {house} to routine and save new starts for later.',
    'The Moon in {sign} makes no further contacts until {until}; in {house}, finish rather than begin.',
  ],
  jupiterPassage: [
    '{planet} is in {sign}, {house}, {span}.',
    '{span}, {planet} moves through {sign}, {house}.',
    'Look to {house}: {planet} is in {sign} there {span}.',
  ],
  saturnPassage: [
    '{planet} stays in {sign}, {house}, {span}.',
    '{span}, {planet} works its way through {sign}, {house}.',
    '{planet} keeps to {sign}, {house}, {span}.',
  ],
  retrogradePeriod: [
    '{planet} turns retrograde on {date} in {sign}, {house}, and direct again on {date2}, so {flavor} need extra care in between.',
    'From {date} {planet} is retrograde in {sign}, {house}, until it turns direct on {date2}; {flavor} go over old ground.',
    '{planet} stations retrograde in {sign} on {date} and direct on {date2}, with {flavor} under review in {house}.',
    '{planet} goes retrograde in {sign}, {house}, on {date} and resumes direct motion on {date2}: a season to revise {flavor}, not to launch them.',
    'Between {date} and {date2}, {planet} runs retrograde in {sign}, {house}, before turning direct; expect {flavor} to circle back.',
    '{planet} retraces its steps in {sign}, {house}: retrograde from {date}, direct from {date2}; give {flavor} a second pass.',
  ],
  retrogradePeriodMore: [
    '{planet} is retrograde in {sign}, {house}, from {date} and direct again on {date2}; let {flavor} settle before you commit to them.',
    'On {date} {planet} stations retrograde in {sign}, {house}, and on {date2} it turns direct: {flavor} ask for patience in between.',
    '{planet} holds a retrograde course in {sign}, {house}, from {date} until it turns direct on {date2}, a stretch for finishing {flavor} rather than starting them.',
    'Mark {date}, when {planet} turns retrograde in {sign}, {house}, and {date2}, when it turns direct: {flavor} come back for another round in between.',
  ],
  retrogradeCrossing: [
    '{planet} turns retrograde in {sign}, {house}, on {date}, slips back into {sign2}, {house2}, and turns direct there on {date2}; {flavor} return to ground you thought was covered.',
    'From {date} {planet} is retrograde, backing out of {sign}, {house}, into {sign2}, {house2}, where it turns direct on {date2}; give {flavor} a second look.',
    'Between {date} and {date2}, when it turns direct, {planet} runs retrograde from {sign}, {house}, back into {sign2}, {house2}: {flavor} move between two parts of your life before they settle.',
    '{planet} stations retrograde in {sign} on {date} and direct in {sign2} on {date2}, so {flavor} that come under review in {house} carry over into {house2}.',
  ],
  retrogradeSince: [
    'Retrograde in {sign}, {house}, since {date}, {planet} turns direct on {date2}; until then {flavor} stay under review.',
    '{planet} has been retrograde in {sign}, {house}, since {date} and resumes direct motion on {date2}, when {flavor} can move forward again.',
    'The year opens with {planet} retrograde in {sign}, {house}, as it has been since {date}; it turns direct on {date2}, and {flavor} pick up speed after that.',
  ],
  retrogradeSinceCrossing: [
    '{planet} has been retrograde since {date}, when it stationed in {sign}, {house}; its backward path takes it into {sign2}, {house2}, where it turns direct on {date2}, so {flavor} finish their review there.',
    'Retrograde since {date}, when it stationed in {sign}, {house}, {planet} ends its backward run in {sign2}, {house2}, turning direct there on {date2}; {flavor} get a last revision before moving on.',
  ],
};

export const PLANET_FLAVOR: HoroscopeEventText['planetFlavor'] = {
  Sun: ['vitality and purpose', 'energy and confidence'],
  Moon: ['moods and needs', 'feelings and habits'],
  Mercury: ['talk, plans and paperwork', 'messages, travel and decisions'],
  Venus: ['love, pleasure and money', 'affection, taste and spending'],
  Mars: ['drive, effort and temper', 'energy, courage and competition'],
  Jupiter: ['growth, luck and generosity', 'opportunity and optimism'],
  Saturn: ['duty, structure and long-term plans', 'responsibility and hard work'],
  Uranus: ['change, freedom and surprises', 'sudden shifts and new ideas'],
  Neptune: ['dreams, ideals and intuition', 'imagination and compassion'],
  Pluto: ['power, depth and renewal', 'deep change and hidden matters'],
};

export const SEASON_NOTE: HoroscopeEventText['seasonNote'] = {
  'March equinox': ['the first day of spring in the north and of autumn in the south', 'the day when day and night are nearly equal and the zodiac starts over'],
  'June solstice': ['the longest day in the north and the shortest in the south', 'the turning point of the year’s light'],
  'September equinox': ['the day when day and night balance again, bringing autumn to the north and spring to the south', 'the year’s second point of balance'],
  'December solstice': ['the shortest day in the north and the longest in the south', 'the turn of the light back toward spring in the north'],
};

export const FRAMES: HoroscopeEventText['frames'] = {
  weeklyOpening: [
    'For {sign}, the week from {start} to {end} turns on {house}.',
    '{sign}, this week ({start} to {end}) puts the weight on {house}.',
    '{sign}, from {start} to {end} your week leans toward {house}.',
  ],
  monthlyOpening: [
    '{sign}, {month} {year} starts with your eyes on {house}.',
    'For {sign}, {month} {year} begins with the focus on {house}.',
    '{sign}, the month of {month} {year} opens in {house} and moves on from there.',
  ],
  yearlyOpening: [
    'For {sign}, {year} is shaped by two slow teachers: Jupiter, who widens {house}, and Saturn, who asks for steady work in {house2}.',
    '{sign}, in {year} the slow planets point you toward {house}, where Jupiter brings growth, and {house2}, where Saturn asks for patience.',
    'The big themes of {year} land for {sign} in {house}, lifted by Jupiter, and in {house2}, shaped by Saturn.',
  ],
  yearlyClosing: [
    'Through all of it, {sign}, keep {house} in view: it is where this year asks the most and gives the most back.',
    'Take {year} one season at a time, {sign}; what you build in {house} will outlast the year.',
  ],
  monthlyClosing: [
    'By the end of {month}, {sign}, the work done in {house} should show; give it the time it needs.',
    'Give {house} your best hours this {month}, {sign}; the rest of the month can run on routine.',
  ],
  weeklyClosing: [
    'Whatever else the week brings, {sign}, tend {house} and keep some of the weekend for yourself.',
    'Carry one lesson from {house} into next week, {sign}, and let the rest go.',
  ],
  quietDay: [
    'No planet changes sign or direction today, {sign}, so the Moon sets the tone in {house}.',
    'It is a quiet day in the wider sky, {sign}, and the mood is set close to home, in {house}.',
  ],
  quietWeek: [
    'No planet changes sign or direction this week, {sign}, so the Moon’s trip from {house} onward does most of the work.',
    'The wider sky is steady this week, {sign}, and the Moon carries the story, starting in {house}.',
  ],
};

export const PHASE_WORDS: HoroscopeEventText['phaseWords'] = {
  'New Moon': ['dark and new', 'hidden at the New Moon'],
  'Waxing Crescent': ['a slim crescent that grows each evening', 'waxing as a young crescent'],
  'First Quarter': ['half lit and growing', 'at its first quarter'],
  'Waxing Gibbous': ['growing toward full', 'more than half lit and still growing'],
  'Full Moon': ['full and bright', 'shining full'],
  'Waning Gibbous': ['past full and waning', 'waning after its full'],
  'Last Quarter': ['half lit and waning', 'at its last quarter'],
  'Waning Crescent': ['a thin crescent in the morning sky', 'waning to a thin crescent'],
};
