import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Sagittarius.
export const SAGITTARIUS_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'A gate swings open on a frosty morning and a young dog bolts through it, running wide circles across the empty field for the sheer joy of room.',
    keynote: 'Delight in open space and freedom',
  }, // Sagittarius 1 (0°00′–0°59′)
  {
    symbol: 'A traveler at a busy bus station reads the departure board aloud, choosing a far city simply by the sound of its name.',
    keynote: 'Following the pull of the unknown',
  }, // Sagittarius 2 (1°00′–1°59′)
  {
    symbol: 'Two strangers at a roadside tea stall share no common language, so they laugh and trade stories by drawing pictures in the dust with sticks.',
    keynote: 'Friendly understanding across every barrier',
  }, // Sagittarius 3 (2°00′–2°59′)
  {
    symbol: 'A child in a public library drags the biggest atlas off the shelf and sits on the floor to open it, turning pages of oceans and deserts.',
    keynote: 'Hunger to know the size of the world',
  }, // Sagittarius 4 (3°00′–3°59′)
  {
    symbol: 'An arrow maker sits in a sunny doorway trimming goose feathers, binding them to straight shafts, and sighting down each one against the afternoon light.',
    keynote: 'Careful preparation for a far aim',
  }, // Sagittarius 5 (4°00′–4°59′)
  {
    symbol: 'At a county fair a storyteller stands on an upturned crate, holding the crowd with a tall tale that grows bigger and funnier each time someone asks for more.',
    keynote: 'Generous humor and the joy of telling',
  }, // Sagittarius 6 (5°00′–5°59′)
  {
    symbol: 'Two friends race their bicycles down a long mountain road, shouting to each other as the valley opens beneath them in red and gold autumn colors.',
    keynote: 'Zest for speed and shared adventure',
  }, // Sagittarius 7 (6°00′–6°59′)
  {
    symbol: 'A climber pauses on a narrow ledge halfway up a sandstone cliff, chalks both hands, and studies the rock face for the next safe hold.',
    keynote: 'Courage guided by sound judgment',
  }, // Sagittarius 8 (7°00′–7°59′)
  {
    symbol: 'Under a broad fig tree, a village elder listens to two neighbors argue over a boundary stone, nodding slowly and saying nothing until both have finished.',
    keynote: 'Fairness reached through patient listening',
  }, // Sagittarius 9 (8°00′–8°59′)
  {
    symbol: 'A ferry operator poles a flat wooden boat across a wide brown river, carrying a cart, a goat, and three passengers who each speak a different dialect.',
    keynote: 'Carrying many kinds of people across',
  }, // Sagittarius 10 (9°00′–9°59′)
  {
    symbol: 'On a night train, a student reads a secondhand book of philosophy whose margins are crowded with notes left by every reader who owned it before.',
    keynote: 'Wisdom passed from hand to hand',
  }, // Sagittarius 11 (10°00′–10°59′)
  {
    symbol: 'On a windy plain, a horse trainer lets a wild colt circle at the end of a long rope, never pulling, only waiting for it to turn and look back.',
    keynote: 'Freedom and discipline learning to meet',
  }, // Sagittarius 12 (11°00′–11°59′)
  {
    symbol: 'A band of pilgrims with walking sticks crests a high pass and sees, far below, the roofs of the shrine town they have walked a month to reach.',
    keynote: 'A long road made meaningful by its goal',
  }, // Sagittarius 13 (12°00′–12°59′)
  {
    symbol: 'In a cluttered workshop, a printer inks the old press, pulls the first sheet of a new pamphlet, and holds it up wet to read the headline aloud.',
    keynote: 'Ideas set loose into the world',
  }, // Sagittarius 14 (13°00′–13°59′)
  {
    symbol: 'A camel caravan winds between dunes at dusk, the lead driver steering by a single bright star that has just risen above the eastern horizon.',
    keynote: 'Guidance drawn from a distant light',
  }, // Sagittarius 15 (14°00′–14°59′)
  {
    symbol: 'In a noisy classroom, a teacher tosses an inflatable globe to a student, who catches it and must name the country where a thumb has landed.',
    keynote: 'Learning turned into play',
  }, // Sagittarius 16 (15°00′–15°59′)
  {
    symbol: 'A javelin thrower sprints, plants a foot, and lets go, then watches the spear sail on its long arc while the whole stadium holds its breath.',
    keynote: 'Full commitment to a distant target',
  }, // Sagittarius 17 (16°00′–16°59′)
  {
    symbol: 'A family sets an extra place at the holiday table and leaves the front gate unlatched in case a traveler on the road needs a hot meal.',
    keynote: 'Hospitality offered before anyone asks',
  }, // Sagittarius 18 (17°00′–17°59′)
  {
    symbol: 'In a small traveling circus, a rider stands upright on a galloping white horse, arms spread wide, circling the ring under a bright spotlight.',
    keynote: 'Daring and grace joined in performance',
  }, // Sagittarius 19 (18°00′–18°59′)
  {
    symbol: 'On a clear December night, an astronomer opens the hilltop observatory dome and turns the telescope toward a galaxy no one in the town below has seen.',
    keynote: 'The mind reaching toward the farthest horizon',
  }, // Sagittarius 20 (19°00′–19°59′)
  {
    symbol: 'At a wedding in a sunlit courtyard, the cook ladles rice from an enormous pot, filling every plate twice and packing extra for guests to carry home.',
    keynote: 'Abundance that delights in being shared',
  }, // Sagittarius 21 (20°00′–20°59′)
  {
    symbol: 'A village choir rehearses in a cold stone hall, coats still buttoned, until the harmony finally settles and their voices seem to warm the whole room.',
    keynote: 'Shared belief that kindles warmth',
  }, // Sagittarius 22 (21°00′–21°59′)
  {
    symbol: 'A returning traveler empties a worn backpack onto the kitchen table — seashells, ticket stubs, a carved spoon — and tells the story behind each one.',
    keynote: 'Journeys brought home as meaning',
  }, // Sagittarius 23 (22°00′–22°59′)
  {
    symbol: 'On a gusty hilltop, a grandparent and a child let out the string of a homemade kite until it becomes a tiny bright speck against the clouds.',
    keynote: 'Letting hopes climb as high as they can',
  }, // Sagittarius 24 (23°00′–23°59′)
  {
    symbol: 'At a drafting table, a mapmaker inks a stretch of coastline reported only last month by explorers, leaving the unknown interior honestly blank.',
    keynote: 'Knowledge recorded with humility about its limits',
  }, // Sagittarius 25 (24°00′–24°59′)
  {
    symbol: 'At a quiet range at dawn, an archer draws, breathes out, and releases, already knowing from the feel of the string that the arrow will fly true.',
    keynote: 'Aim, intention and action becoming one',
  }, // Sagittarius 26 (25°00′–25°59′)
  {
    symbol: 'On the longest night of the year, neighbors along a northern street set candles in every window so the whole road glows for late walkers.',
    keynote: 'Light kept faithfully through the dark season',
  }, // Sagittarius 27 (26°00′–26°59′)
  {
    symbol: 'An aging professor gives a final lecture to a packed hall, then leaves the chalkboard full of questions so the next class can begin from there.',
    keynote: 'Understanding handed on to the next seekers',
  }, // Sagittarius 28 (27°00′–27°59′)
  {
    symbol: 'A hot-air balloon lifts at sunrise above a patchwork of frosted farms, and the pilot watches the horizon keep widening the higher it climbs.',
    keynote: 'Each rise revealing a wider view',
  }, // Sagittarius 29 (28°00′–28°59′)
  {
    symbol: 'After a long season of roaming, a rider hangs a worn saddle on the barn wall and unrolls plans for a stone house on the land.',
    keynote: 'Vision ready to take lasting form',
  }, // Sagittarius 30 (29°00′–29°59′)
];
