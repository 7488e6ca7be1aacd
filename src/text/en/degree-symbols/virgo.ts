import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Virgo.
export const VIRGO_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'At first light a farmer rubs a single head of wheat between both palms, blows the chaff away, and counts the grains left in one hand.',
    keynote: 'Testing the harvest before it begins',
  }, // Virgo 1 (0°00′–0°59′)
  {
    symbol: 'A miller stands beside the quiet millstones, sweeping yesterday\'s flour into a neat pile and tracing the grooves of the stone with a fingertip.',
    keynote: 'Readiness kept in good order',
  }, // Virgo 2 (1°00′–1°59′)
  {
    symbol: 'Two neighbors lean over a low stone wall, trading paper packets of seed, each one folded square and labeled in careful pencil.',
    keynote: 'Knowledge passed along in small exchanges',
  }, // Virgo 3 (2°00′–2°59′)
  {
    symbol: 'A bookbinder presses a row of freshly sewn notebooks under a heavy board while the workshop smells of glue and late summer rain.',
    keynote: 'Patience that gives things lasting form',
  }, // Virgo 4 (3°00′–3°59′)
  {
    symbol: 'In an orchard a picker turns each pear gently on its stem, taking only the ones that part from the branch without a tug.',
    keynote: 'Knowing the right moment by touch',
  }, // Virgo 5 (4°00′–4°59′)
  {
    symbol: 'An herbalist ties bundles of mint, sage and yarrow with cotton thread and hangs them upside down from a kitchen beam to dry.',
    keynote: 'Careful gathering for the months ahead',
  }, // Virgo 6 (5°00′–5°59′)
  {
    symbol: 'A clerk at a small railway station chalks the revised departure times on a board, then steps back to check that every number lines up.',
    keynote: 'Accuracy as a form of care',
  }, // Virgo 7 (6°00′–6°59′)
  {
    symbol: 'A potter trims the foot of a bowl on the turning wheel, and thin ribbons of leather-hard clay curl away onto the floor.',
    keynote: 'Refinement through removing what is extra',
  }, // Virgo 8 (7°00′–7°59′)
  {
    symbol: 'A child sorts a jar of mixed buttons by color and size across the kitchen table, humming while the afternoon light slowly moves.',
    keynote: 'The simple pleasure of making order',
  }, // Virgo 9 (8°00′–8°59′)
  {
    symbol: 'A beekeeper lifts a frame heavy with capped honey, holds it up against the sun, and slides it back to feed the colony through winter.',
    keynote: 'Taking only what can be spared',
  }, // Virgo 10 (9°00′–9°59′)
  {
    symbol: 'A tailor kneels with a pincushion on one wrist, marking a hem so the cloth falls evenly for the person standing still on the low stool.',
    keynote: 'Fitting the work to the person',
  }, // Virgo 11 (10°00′–10°59′)
  {
    symbol: 'A night nurse walks a dim hospital corridor with a small flashlight, pausing at each doorway to listen for steady breathing.',
    keynote: 'Quiet watchfulness on behalf of others',
  }, // Virgo 12 (11°00′–11°59′)
  {
    symbol: 'A cartographer redraws a coastline on tracing paper, adding a small sheltered bay that every older chart had somehow left out.',
    keynote: 'Correcting the record with humility',
  }, // Virgo 13 (12°00′–12°59′)
  {
    symbol: 'At a market stall a grocer arranges tomatoes by ripeness, the soft red ones in front and the firm green ones saved for later in the week.',
    keynote: 'Practical foresight in everyday choices',
  }, // Virgo 14 (13°00′–13°59′)
  {
    symbol: 'A watchmaker bends over an open pocket watch with a magnifying lens at one eye, lifting a hair-thin spring with fine tweezers.',
    keynote: 'Mastery of the very small',
  }, // Virgo 15 (14°00′–14°59′)
  {
    symbol: 'A gardener kneels between rows of young carrots, thinning the seedlings so that the ones left standing have room to grow.',
    keynote: 'Letting go so the rest can thrive',
  }, // Virgo 16 (15°00′–15°59′)
  {
    symbol: 'In a school kitchen a cook weighs out flour for two hundred rolls, writing each amount on a slate that hangs beside the oven.',
    keynote: 'Steady provision for a whole community',
  }, // Virgo 17 (16°00′–16°59′)
  {
    symbol: 'A librarian mends a torn page in an old atlas with thin paper and paste, smoothing the repair flat with the back of a spoon.',
    keynote: 'Repair as respect for what endures',
  }, // Virgo 18 (17°00′–17°59′)
  {
    symbol: 'A weaver runs a thumb along the cloth on the loom, finds one skipped thread, and calmly unpicks three rows to set it right.',
    keynote: 'High standards held without resentment',
  }, // Virgo 19 (18°00′–18°59′)
  {
    symbol: 'A translator sits between two visitors at a small table, listening closely to one, then choosing each word with care for the other.',
    keynote: 'Bridging meaning with exact language',
  }, // Virgo 20 (19°00′–19°59′)
  {
    symbol: 'Volunteers in rubber boots clear fallen branches from a stream after a storm, passing each limb hand to hand up the muddy bank.',
    keynote: 'Shared effort that restores the flow',
  }, // Virgo 21 (20°00′–20°59′)
  {
    symbol: 'A stonemason builds a field wall without mortar, turning each stone in both hands until it settles firmly against its neighbors.',
    keynote: 'Finding the right place for each part',
  }, // Virgo 22 (21°00′–21°59′)
  {
    symbol: 'A baker scores the tops of the risen loaves with a sharp blade just before they go into the oven, each cut shallow and exact.',
    keynote: 'Precision that helps things open well',
  }, // Virgo 23 (22°00′–22°59′)
  {
    symbol: 'A field of sunflowers bows under heavy heads in the last warm week of summer while finches pull the first dark seeds from their faces.',
    keynote: 'Ripeness offered freely to others',
  }, // Virgo 24 (23°00′–23°59′)
  {
    symbol: 'In a cold vault a worker at a seed bank seals envelopes of grain, each marked with the village and year it came from.',
    keynote: 'Guarding the future through present care',
  }, // Virgo 25 (24°00′–24°59′)
  {
    symbol: 'A carpenter planes the edge of a door that sticks, shaving off thin curls of wood and testing the swing again after every pass.',
    keynote: 'Patient adjustment until things work smoothly',
  }, // Virgo 26 (25°00′–25°59′)
  {
    symbol: 'At dusk the harvest crew sits on upturned crates sharing bread and cheese as the last wagon of grain rolls slowly into the barn.',
    keynote: 'Rest earned by honest work',
  }, // Virgo 27 (26°00′–26°59′)
  {
    symbol: 'A teacher reads a stack of student essays by lamplight, writing a small note of encouragement in the margin beside each correction.',
    keynote: 'Criticism offered with kindness',
  }, // Virgo 28 (27°00′–27°59′)
  {
    symbol: 'Morning fog lifts from a river valley, and a surveyor sets up a tripod to measure the distance to the far ridge now coming into view.',
    keynote: 'Clarity that arrives after a long look',
  }, // Virgo 29 (28°00′–28°59′)
  {
    symbol: 'On the evening before the equinox a grain merchant steadies a brass scale, adding kernels one at a time until the two pans hang level.',
    keynote: 'Completed work poised at the edge of balance',
  }, // Virgo 30 (29°00′–29°59′)
];
