import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: a note for each sign on how it meets an
// ordinary day, for the days when the wider sky is quiet. Aries first.

export const SIGN_NOTES: HouseCells = [
  [
    'Aries, your spark needs a target; choose one small challenge and beat it before lunch.',
    'Impatience is your weak spot, Aries, so give the slow task ten honest minutes before you move on.',
    'A quiet sky suits your instinct to go first, Aries; open the door nobody else has tried.',
  ],
  [
    'Taurus, steadiness is your gift; finish something with your hands and enjoy the result.',
    'Comfort is not laziness, Taurus: a good meal and an unhurried pace help you decide well.',
    'Your patience pays on days like this, Taurus, so let the slow thing ripen.',
  ],
  [
    'Gemini, your curiosity wants two conversations at once; give the better one your full attention.',
    'Write the idea down before the next one arrives, Gemini, and come back to it tonight.',
    'A calm sky lets your quick mind sort facts from noise, Gemini; trust the second thought.',
  ],
  [
    'Cancer, you read moods before anyone speaks; trust the first signal and look after yourself too.',
    'Your shell is useful, Cancer, but today a little openness earns more than caution.',
    'Feed someone, Cancer, even if it is only a kind message; care given comes back to you.',
  ],
  [
    'Leo, warmth is your currency; spend a little of it on someone who rarely gets noticed.',
    'Pride can wait, Leo; the generous gesture is the one people remember.',
    'Your light works best when it makes room for others, Leo, so share the stage once.',
  ],
  [
    'Virgo, a list calms you; keep it short and let one item be for pleasure.',
    'Your eye for detail is a gift, Virgo, as long as you aim it at the task and not at yourself.',
    'Fix one thing properly, Virgo, and let the rest of the world be imperfect for a day.',
  ],
  [
    'Libra, you weigh every side; decide one small thing quickly and notice how light it feels.',
    'Harmony matters to you, Libra, but a frank word can keep the peace better than silence.',
    'Beauty restores you, Libra, so give your eyes something lovely to rest on.',
  ],
  [
    'Scorpio, your focus is formidable; point it at one problem and stay with it.',
    'You sense what others hide, Scorpio, so use the knowledge kindly and keep your own counsel.',
    'Let one grudge go, Scorpio, and feel how much energy it was holding.',
  ],
  [
    'Sagittarius, a wide view keeps you happy; step outside or open a map, even for a minute.',
    'Honesty is your strength, Sagittarius, and tact makes it land.',
    'Your optimism lifts others, Sagittarius, so share a plan that excites you.',
  ],
  [
    'Capricorn, steady progress is your style; one solid step counts for more than a leap.',
    'Rest is part of the climb, Capricorn, so schedule it like any other duty.',
    'Your sense of duty is admirable, Capricorn; make sure one task today is for you alone.',
  ],
  [
    'Aquarius, an unusual idea of yours could help someone; say it out loud.',
    'Your independence is precious, Aquarius, and so is letting a friend help.',
    'Look at an old problem from an odd angle, Aquarius; that is where your answers live.',
  ],
  [
    'Pisces, your intuition is sharp; give it a quiet hour and a notebook.',
    'Kindness is your nature, Pisces, but your own needs belong on the list too.',
    'Music, water or a daydream restores you, Pisces, so allow yourself one of them.',
  ],
];
