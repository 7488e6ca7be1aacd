import type { MoonPhase, Sign } from '../schemas/index.js';

/**
 * Lunar guidance text: what each Moon sign and each phase favours and disfavours. Original writing of this
 * project, after the common electional practice that a waxing Moon suits beginnings and growth, a waning
 * Moon suits completion and release, and a void-of-course Moon suits nothing new (docs/horoscopes.md).
 */
export interface GuidanceText {
  readonly favorable: readonly string[];
  readonly unfavorable: readonly string[];
}

/** Guidance by the sign the Moon occupies, with the day's best use in a few words. */
export const MOON_SIGN_GUIDANCE: Readonly<Record<Sign, GuidanceText & { readonly bestFor: string }>> = {
  Aries: {
    favorable: ['starting a workout or a bold project', 'making a quick decision', 'speaking up for yourself'],
    unfavorable: ['delicate negotiations', 'tasks that demand patience'],
    bestFor: 'taking the first step on something you have been putting off',
  },
  Taurus: {
    favorable: ['gardening and cooking', 'budgeting and buying things meant to last', 'rest and bodily comfort'],
    unfavorable: ['sudden changes of plan', 'rushing anyone'],
    bestFor: 'slow, steady work and enjoying simple pleasures',
  },
  Gemini: {
    favorable: ['writing, calls and messages', 'short trips and errands', 'learning something new'],
    unfavorable: ['long solitary concentration', 'binding commitments made in haste'],
    bestFor: 'conversations, paperwork and gathering information',
  },
  Cancer: {
    favorable: ['time at home and with family', 'cooking and nurturing', 'tidying the nest'],
    unfavorable: ['confrontations', 'public exposure of private matters'],
    bestFor: 'caring for yourself and the people closest to you',
  },
  Leo: {
    favorable: ['creative work and performance', 'celebrations and play', 'generous gestures'],
    unfavorable: ['thankless background tasks', 'taking criticism personally'],
    bestFor: 'showing your work and enjoying the spotlight',
  },
  Virgo: {
    favorable: ['organizing and cleaning', 'health routines and check-ups', 'editing and fine detail'],
    unfavorable: ['grand gestures', 'leaving loose ends'],
    bestFor: 'sorting, repairing and improving what already exists',
  },
  Libra: {
    favorable: ['meetings and partnerships', 'beautifying your space', 'settling disagreements'],
    unfavorable: ['working entirely alone', 'forcing a one-sided outcome'],
    bestFor: 'cooperation, diplomacy and social plans',
  },
  Scorpio: {
    favorable: ['research and investigation', 'clearing out what is no longer needed', 'honest heart-to-hearts'],
    unfavorable: ['superficial small talk', 'lending money casually'],
    bestFor: 'getting to the bottom of things',
  },
  Sagittarius: {
    favorable: ['travel and study', 'planning the big picture', 'outdoor activity'],
    unfavorable: ['detail-heavy chores', 'making promises you cannot check'],
    bestFor: 'exploring, teaching and widening your horizon',
  },
  Capricorn: {
    favorable: ['career moves and long-term planning', 'structured work', 'meeting deadlines'],
    unfavorable: ['frivolous spending', 'emotional decisions'],
    bestFor: 'disciplined effort toward a lasting goal',
  },
  Aquarius: {
    favorable: ['group work and networking', 'technology and experiments', 'trying an unusual approach'],
    unfavorable: ['rigid routines', 'demanding emotional reassurance'],
    bestFor: 'collaboration and fresh ideas',
  },
  Pisces: {
    favorable: ['rest, meditation and retreat', 'art and music', 'acts of compassion'],
    unfavorable: ['contracts with fine print', 'precise calculations'],
    bestFor: 'imagination, reflection and quiet recovery',
  },
};

/** Guidance by the named phase of the Moon. */
export const MOON_PHASE_GUIDANCE: Readonly<Record<MoonPhase, GuidanceText>> = {
  'New Moon': {
    favorable: ['setting intentions', 'planting seeds of new plans'],
    unfavorable: ['launching in public before the plan is clear'],
  },
  'Waxing Crescent': {
    favorable: ['first concrete steps', 'gathering resources'],
    unfavorable: ['giving up at the first obstacle'],
  },
  'First Quarter': {
    favorable: ['decisive action', 'overcoming resistance'],
    unfavorable: ['avoiding necessary choices'],
  },
  'Waxing Gibbous': {
    favorable: ['refining and adjusting', 'preparing a launch'],
    unfavorable: ['starting over from scratch'],
  },
  'Full Moon': {
    favorable: ['completing and presenting work', 'celebrating results'],
    unfavorable: ['escalating conflicts', 'overcommitting while emotions run high'],
  },
  'Waning Gibbous': {
    favorable: ['sharing what you have learned', 'expressing gratitude'],
    unfavorable: ['beginning long ventures'],
  },
  'Last Quarter': {
    favorable: ['letting go and decluttering', 'reviewing what worked'],
    unfavorable: ['clinging to plans that have run their course'],
  },
  'Waning Crescent': {
    favorable: ['rest and recuperation', 'quiet reflection'],
    unfavorable: ['launching new projects', 'major purchases'],
  },
};

/** Extra guidance while the Moon is void of course (after its last aspect in a sign, until it leaves). */
export const VOID_OF_COURSE_GUIDANCE: GuidanceText & { readonly bestForPrefix: string } = {
  favorable: ['routine tasks already under way', 'rest and reflection'],
  unfavorable: ['starting anything new', 'signing agreements', 'important purchases'],
  bestForPrefix: 'While the Moon is void of course, keep to routine; otherwise the day is best for',
};

/** The lunar guidance text of one locale: by the Moon's sign, by its phase, and while it is void of course. */
export interface LunarGuidanceText {
  readonly moonSigns: Readonly<Record<Sign, GuidanceText & { readonly bestFor: string }>>;
  readonly phases: Readonly<Record<MoonPhase, GuidanceText>>;
  readonly voidOfCourse: GuidanceText & { readonly bestForPrefix: string };
}

/** English: the three tables above. */
export const LUNAR_GUIDANCE_TEXT_EN: LunarGuidanceText = { moonSigns: MOON_SIGN_GUIDANCE, phases: MOON_PHASE_GUIDANCE, voidOfCourse: VOID_OF_COURSE_GUIDANCE };
