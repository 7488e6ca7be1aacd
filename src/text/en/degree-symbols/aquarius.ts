import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Aquarius.
export const AQUARIUS_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'At first light on a frozen morning, a lone walker steps off the packed trail and presses fresh prints into untouched snow.',
    keynote: 'Independence choosing its own path',
  }, // Aquarius 1 (0°00′–0°59′)
  {
    symbol: 'In a cold attic, a radio hobbyist turns the dial slowly and catches a faint voice speaking from another continent.',
    keynote: 'Reaching beyond the near circle',
  }, // Aquarius 2 (1°00′–1°59′)
  {
    symbol: 'Neighbors who have never spoken gather around a stalled bus in the sleet and push it together up the slope.',
    keynote: 'Strangers becoming a group through shared effort',
  }, // Aquarius 3 (2°00′–2°59′)
  {
    symbol: 'A clockmaker opens the back of an old wall clock and lays each tiny gear on a white cloth in neat rows.',
    keynote: 'Understanding a system by taking it apart',
  }, // Aquarius 4 (3°00′–3°59′)
  {
    symbol: 'Children flood a vacant lot with garden hoses on a bitter night, taking turns so the new ice rink freezes smooth.',
    keynote: 'Common ground made by patient cooperation',
  }, // Aquarius 5 (4°00′–4°59′)
  {
    symbol: 'A weather balloon lifts from a school yard carrying a small box of instruments while the whole class counts aloud.',
    keynote: 'Curiosity sent upward to gather facts',
  }, // Aquarius 6 (5°00′–5°59′)
  {
    symbol: 'At a crowded town meeting, someone in the back row stands and calmly disagrees, and the room listens before answering.',
    keynote: 'The right to dissent, honored',
  }, // Aquarius 7 (6°00′–6°59′)
  {
    symbol: 'An elderly reader opens a letter holding a single chess move from a friend overseas and sets the piece on a waiting board.',
    keynote: 'Loyal friendship across distance and time',
  }, // Aquarius 8 (7°00′–7°59′)
  {
    symbol: 'On a workbench crowded with failed models, one small propeller finally turns steadily when the switch is flipped.',
    keynote: 'Breakthrough after many honest failures',
  }, // Aquarius 9 (8°00′–8°59′)
  {
    symbol: 'Snow slides from the roof of a greenhouse, and through the clearing glass rows of seedlings already show green.',
    keynote: 'Hidden growth becoming visible',
  }, // Aquarius 10 (9°00′–9°59′)
  {
    symbol: 'Two scientists from rival universities lean over the same microscope and, for a moment, forget that they are competing.',
    keynote: 'Shared discovery outweighing rivalry',
  }, // Aquarius 11 (10°00′–10°59′)
  {
    symbol: 'Kites of many shapes and colors fly over one windy hill, each string held by a different hand, none tangling.',
    keynote: 'Individuality within a harmonious crowd',
  }, // Aquarius 12 (11°00′–11°59′)
  {
    symbol: 'An engineer walks the length of a new suspension bridge before it opens, listening to the cables hum in the wind.',
    keynote: 'Trust in a structure built on principle',
  }, // Aquarius 13 (12°00′–12°59′)
  {
    symbol: 'A night operator connects call after call at an old switchboard, its small blinking lights like a map of the sleeping town.',
    keynote: 'Unseen links holding a community together',
  }, // Aquarius 14 (13°00′–13°59′)
  {
    symbol: 'Volunteers each count birds along one stretch of riverbank, then pool their tallies on a long table in a warm hall.',
    keynote: 'Collective knowledge built piece by piece',
  }, // Aquarius 15 (14°00′–14°59′)
  {
    symbol: 'A teenager with one streak of hair dyed bright blue walks into the family dinner wearing a calm, steady smile.',
    keynote: 'Quiet confidence in being different',
  }, // Aquarius 16 (15°00′–15°59′)
  {
    symbol: 'In a shared house, a handwritten cooking rotation is taped to the fridge, and each night it is followed without reminders.',
    keynote: 'Self-governing order among equals',
  }, // Aquarius 17 (16°00′–16°59′)
  {
    symbol: 'Wrapped in blankets on a cold hillside, an astronomer waits through the night for a comet that returns once in a lifetime.',
    keynote: 'Devotion to rare and distant truths',
  }, // Aquarius 18 (17°00′–17°59′)
  {
    symbol: 'Workers on ladders string electric lights across a village square for the first time, and everyone below looks up together.',
    keynote: 'Progress arriving for all at once',
  }, // Aquarius 19 (18°00′–18°59′)
  {
    symbol: 'A translator sits between two delegations at a plain table, carrying meaning carefully from one language to the other.',
    keynote: 'Impartial service to mutual understanding',
  }, // Aquarius 20 (19°00′–19°59′)
  {
    symbol: 'In a town park, a tall figure welded from old bicycle frames slowly turns its metal face with each shift of the wind.',
    keynote: 'Renewal through unconventional invention',
  }, // Aquarius 21 (20°00′–20°59′)
  {
    symbol: 'After a blizzard, residents shovel one continuous path that links every doorstep on the street, house to house.',
    keynote: 'Mutual aid as a shared habit',
  }, // Aquarius 22 (21°00′–21°59′)
  {
    symbol: 'A wooden cabinet in a public hall holds seed envelopes labeled by many hands, and each drawer is returned fuller than before.',
    keynote: 'Abundance multiplied by sharing',
  }, // Aquarius 23 (22°00′–22°59′)
  {
    symbol: 'A mapmaker redraws a coastline after a winter storm, erasing an old headland and inking the new shore with care.',
    keynote: 'Updating the picture to fit what is true',
  }, // Aquarius 24 (23°00′–23°59′)
  {
    symbol: 'Water from a melting mountain glacier runs down a stone channel and splits into dozens of ditches feeding village fields at once.',
    keynote: 'One source nourishing many',
  }, // Aquarius 25 (24°00′–24°59′)
  {
    symbol: 'At a large loom, threads cut from a hundred donated garments meet and become one long, patterned cloth.',
    keynote: 'Separate lives woven into a whole',
  }, // Aquarius 26 (25°00′–25°59′)
  {
    symbol: 'On the last winter night of service, a lighthouse keeper hands forty years of weather logs to a young volunteer.',
    keynote: 'Passing a trust to the future',
  }, // Aquarius 27 (26°00′–26°59′)
  {
    symbol: 'River ice cracks with a long, deep sound in the dark, and by morning open water moves quietly beneath the mist.',
    keynote: 'Fixed forms loosening toward change',
  }, // Aquarius 28 (27°00′–27°59′)
  {
    symbol: 'Travelers from many countries sit at one long table in a mountain shelter, sharing bread, soup and a single worn map.',
    keynote: 'Humanity as one household',
  }, // Aquarius 29 (28°00′–28°59′)
  {
    symbol: 'At the edge of the sea, a person empties a clay jar of river water into the incoming tide and watches it vanish.',
    keynote: 'The personal returned to the vast',
  }, // Aquarius 30 (29°00′–29°59′)
];
