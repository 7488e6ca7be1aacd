import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Gemini.
export const GEMINI_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'A toddler on a kitchen floor points at a sparrow outside the window, says a first word, then looks around to see who heard.',
    keynote: 'The first word and the wish to be heard',
  }, // Gemini 1 (0°00′–0°59′)
  {
    symbol: 'Two kites of different colors rise from the same hilltop, their strings crossing once before the wind carries them apart.',
    keynote: 'Twin beginnings taking separate paths',
  }, // Gemini 2 (1°00′–1°59′)
  {
    symbol: 'At a country crossroads, a child reads every arm of a wooden signpost aloud, sounding out the names of towns never seen.',
    keynote: 'Curiosity pulled in every direction at once',
  }, // Gemini 3 (2°00′–2°59′)
  {
    symbol: 'A courier on a bicycle weaves between fruit stalls in a morning market, a canvas bag of letters bouncing against one hip.',
    keynote: 'Quick movement in the service of news',
  }, // Gemini 4 (3°00′–3°59′)
  {
    symbol: 'Beside a still pond, a child tosses two pebbles at once and watches their rings of ripples meet and pass through each other.',
    keynote: 'Two influences meeting without losing their shape',
  }, // Gemini 5 (4°00′–4°59′)
  {
    symbol: 'A street vendor selling paper fans snaps one open and shut again and again, grinning at how fast the painted birds appear.',
    keynote: 'The ready hand that shows how',
  }, // Gemini 6 (5°00′–5°59′)
  {
    symbol: 'In a schoolyard, children pass a whispered sentence down a long line and burst out laughing at how strange it sounds at the end.',
    keynote: 'Words change as they travel',
  }, // Gemini 7 (6°00′–6°59′)
  {
    symbol: 'A shuttle flies back and forth across a small hand loom, a blue thread and a yellow thread taking turns in a narrow band.',
    keynote: 'Alternation that builds a pattern',
  }, // Gemini 8 (7°00′–7°59′)
  {
    symbol: 'A young student copies the letters of the alphabet onto a slate, tongue between teeth, chalk dust on both sleeves.',
    keynote: 'Learning the tools of language',
  }, // Gemini 9 (8°00′–8°59′)
  {
    symbol: 'On a breezy balcony hung with laundry, a neighbor calls a question across the narrow street and leans on the rail to wait for the reply.',
    keynote: 'Easy exchange across small distances',
  }, // Gemini 10 (9°00′–9°59′)
  {
    symbol: 'Two strangers sharing a bench at a bus stop discover they grew up on the same street, and both start talking at once.',
    keynote: 'Sudden kinship found through conversation',
  }, // Gemini 11 (10°00′–10°59′)
  {
    symbol: 'An interpreter at a small wedding table turns from one family to the other, carrying a joke across two languages so everyone laughs together.',
    keynote: 'Bridging speech so meaning arrives whole',
  }, // Gemini 12 (11°00′–11°59′)
  {
    symbol: 'Two jugglers stand face to face in a city park, passing colored clubs back and forth, faster and faster, without a single drop.',
    keynote: 'Trust and timing between partners',
  }, // Gemini 13 (12°00′–12°59′)
  {
    symbol: 'At a market stall, a letter writer listens to an old farmer\'s news for a grandchild far away and shapes it into careful, tender sentences.',
    keynote: 'Giving voice to another person\'s feelings',
  }, // Gemini 14 (13°00′–13°59′)
  {
    symbol: 'A mirror maker lifts a freshly finished glass toward the window, and the whole cluttered workshop appears inside it, reversed and bright.',
    keynote: 'Reflection that shows the world turned around',
  }, // Gemini 15 (14°00′–14°59′)
  {
    symbol: 'On the steps of a town library, two friends argue cheerfully over a chess puzzle, moving the pieces back to test each other\'s ideas.',
    keynote: 'Debate as a form of friendship',
  }, // Gemini 16 (15°00′–15°59′)
  {
    symbol: 'A sidewalk table holds a row of secondhand paperbacks, and passersby pick one up, read a page, and swap it for another of their own.',
    keynote: 'Ideas circulating freely from hand to hand',
  }, // Gemini 17 (16°00′–16°59′)
  {
    symbol: 'Twins at their birthday party lean over two matching cakes, and each one closes both eyes to make a different secret wish.',
    keynote: 'Shared roots, separate hopes',
  }, // Gemini 18 (17°00′–17°59′)
  {
    symbol: 'A tailor pins a paper pattern to folded cloth, traces around it in chalk, and cuts so that both halves of a jacket will match.',
    keynote: 'Careful symmetry that makes two sides agree',
  }, // Gemini 19 (18°00′–18°59′)
  {
    symbol: 'At a crowded dinner, a host introduces two shy guests by naming the one hobby they share, then slips away smiling as they begin to talk.',
    keynote: 'The gift of connecting people',
  }, // Gemini 20 (19°00′–19°59′)
  {
    symbol: 'In a mountain hut, a radio operator taps out a signal and, after a long pause, hears a faint answer from across the valley.',
    keynote: 'Reaching out and being answered from afar',
  }, // Gemini 21 (20°00′–20°59′)
  {
    symbol: 'A mapmaker spreads a large sheet across a table and pencils in a new road linking two villages that never had a path between them.',
    keynote: 'Making connections where none existed',
  }, // Gemini 22 (21°00′–21°59′)
  {
    symbol: 'At a busy rail junction, a signal keeper pulls a heavy lever, and a long freight train glides smoothly onto a different track.',
    keynote: 'A small choice that turns many things',
  }, // Gemini 23 (22°00′–22°59′)
  {
    symbol: 'An old telephone switchboard glows with tiny lights while the operator plugs in cord after cord, joining voices all over town.',
    keynote: 'The mind as a meeting point of many lines',
  }, // Gemini 24 (23°00′–23°59′)
  {
    symbol: 'A teacher writes a question on the board and, instead of answering it, turns and waits while hands slowly rise across the room.',
    keynote: 'Questions that wake other minds',
  }, // Gemini 25 (24°00′–24°59′)
  {
    symbol: 'A commuter on a crowded train fills in the last square of a crossword puzzle just as the doors slide open at the station.',
    keynote: 'Quick wit that finishes right on time',
  }, // Gemini 26 (25°00′–25°59′)
  {
    symbol: 'Over a green field in early summer, a great flock of starlings bends and turns in the evening air, thousands of birds moving as one.',
    keynote: 'Many minds moving together',
  }, // Gemini 27 (26°00′–26°59′)
  {
    symbol: 'As the longest days arrive, neighbors linger on a front porch long after supper, trading stories in light that refuses to fade.',
    keynote: 'Talk stretching into the long light',
  }, // Gemini 28 (27°00′–27°59′)
  {
    symbol: 'A traveler on a station platform closes a notebook full of sketches and addresses, ready to carry one town\'s news to the next.',
    keynote: 'Gathered knowledge ready to travel',
  }, // Gemini 29 (28°00′–28°59′)
  {
    symbol: 'At dusk on the eve of midsummer, a grandparent reads the day\'s letters aloud at the kitchen table while the whole family grows quiet to listen.',
    keynote: 'Words carried home to those who care',
  }, // Gemini 30 (29°00′–29°59′)
];
