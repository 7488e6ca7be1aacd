import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Capricorn.
export const CAPRICORN_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'Before dawn on the morning after the longest night, a baker raises the shop shutters and sets the first tray of bread on a cold stone sill.',
    keynote: 'Beginning the work before the light returns',
  }, // Capricorn 1 (0°00′–0°59′)
  {
    symbol: 'A surveyor drives a wooden stake into frozen ground, ties a red string to it, and sights along the line toward a distant hill.',
    keynote: 'Marking the first line of a plan',
  }, // Capricorn 2 (1°00′–1°59′)
  {
    symbol: 'A stonemason taps a chisel along the grain of a pale block, listening for the place where it will split cleanly.',
    keynote: 'Knowing the material through patient attention',
  }, // Capricorn 3 (2°00′–2°59′)
  {
    symbol: 'Two neighbors carry a long ladder across an icy yard, matching their steps so that neither of them slips.',
    keynote: 'Shared effort held steady',
  }, // Capricorn 4 (3°00′–3°59′)
  {
    symbol: 'On Sunday evening an elderly man winds the tall clock in the hallway, counting each turn of the key under his breath.',
    keynote: 'Keeping faith with the rhythm of time',
  }, // Capricorn 5 (4°00′–4°59′)
  {
    symbol: 'Under fresh snow, a gardener checks the straw wrapped around young fruit trees and reties a loose cord with cold, careful fingers.',
    keynote: 'Protecting what will bear fruit later',
  }, // Capricorn 6 (5°00′–5°59′)
  {
    symbol: 'In a village office, a clerk copies the season\'s births and marriages into a heavy ledger, blotting each line before turning the page.',
    keynote: 'Keeping the shared record faithfully',
  }, // Capricorn 7 (6°00′–6°59′)
  {
    symbol: 'A mule carries blocks of salt up a steep switchback trail, pausing at every bend while its driver tightens and balances the load.',
    keynote: 'Endurance through careful pacing',
  }, // Capricorn 8 (7°00′–7°59′)
  {
    symbol: 'An apprentice sweeps the workshop floor while the master carpenter tests a joint the apprentice cut that morning and gives one slow nod.',
    keynote: 'Trust earned by steady craft',
  }, // Capricorn 9 (8°00′–8°59′)
  {
    symbol: 'In bright afternoon light, a lighthouse keeper polishes the great glass lens, though no ship is anywhere in sight.',
    keynote: 'Readiness as a quiet duty',
  }, // Capricorn 10 (9°00′–9°59′)
  {
    symbol: 'A family spreads an old, creased map of their farm on the kitchen table and pencils in where the new fence will run.',
    keynote: 'Building wisely on inherited ground',
  }, // Capricorn 11 (10°00′–10°59′)
  {
    symbol: 'Rows of oak barrels rest in a cool, dark cellar, each one chalked with the year its grapes were picked.',
    keynote: 'Value that ripens with time',
  }, // Capricorn 12 (11°00′–11°59′)
  {
    symbol: 'At first light a bridge engineer walks the length of the span, tapping bolts with a small hammer and writing figures in a notebook.',
    keynote: 'Responsibility for the safe passage of others',
  }, // Capricorn 13 (12°00′–12°59′)
  {
    symbol: 'A goatherd follows a flock along a narrow rock ledge, where the lead goat chooses each foothold without hurry or fear.',
    keynote: 'Sure footing on a hard path',
  }, // Capricorn 14 (13°00′–13°59′)
  {
    symbol: 'A potter loads a brick kiln with dozens of bowls, leaving measured gaps so the heat can move evenly through every piece.',
    keynote: 'Planning for the whole load at once',
  }, // Capricorn 15 (14°00′–14°59′)
  {
    symbol: 'After the last pupil has gone home, a schoolteacher kneels to repair a broken desk hinge with a borrowed screwdriver.',
    keynote: 'Quiet care for shared things',
  }, // Capricorn 16 (15°00′–15°59′)
  {
    symbol: 'A weaver works a plain gray wool blanket on a wooden loom, the pattern simple but every row pulled perfectly even.',
    keynote: 'Excellence in a modest form',
  }, // Capricorn 17 (16°00′–16°59′)
  {
    symbol: 'Snowed into a high hut, a group of travelers divides the stored food into equal portions and scratches the days on the wall.',
    keynote: 'Fair measure in lean times',
  }, // Capricorn 18 (17°00′–17°59′)
  {
    symbol: 'A lone oak stands in a winter field, its bare branches bent into the shape of every storm it has outlasted.',
    keynote: 'Character shaped by endurance',
  }, // Capricorn 19 (18°00′–18°59′)
  {
    symbol: 'By the window of a small stone office, the harbor master reads the tide tables and chalks the safe sailing hours on a board outside.',
    keynote: 'Authority that serves by informing',
  }, // Capricorn 20 (19°00′–19°59′)
  {
    symbol: 'A dry stone wall crosses a steep hillside, each stone fitted by hands long gone, every one still holding its place.',
    keynote: 'Work that outlasts its maker',
  }, // Capricorn 21 (20°00′–20°59′)
  {
    symbol: 'A workshop owner hands a heavy ring of keys to a younger colleague, explaining which lock sticks when the weather turns cold.',
    keynote: 'Passing on responsibility with care',
  }, // Capricorn 22 (21°00′–21°59′)
  {
    symbol: 'Under a bright lamp, a watchmaker lowers the smallest gear into place with tweezers, holding still until it seats.',
    keynote: 'Precision as a form of respect',
  }, // Capricorn 23 (22°00′–22°59′)
  {
    symbol: 'Terraced fields climb a steep valley, and a farmer rebuilds a crumbled retaining wall stone by stone after the winter rains.',
    keynote: 'Patient shaping of difficult land',
  }, // Capricorn 24 (23°00′–23°59′)
  {
    symbol: 'When the season\'s accounts are settled, the farm workers gather at a long table to collect their wages and share a plain, hearty meal.',
    keynote: 'Fair reward for honest labor',
  }, // Capricorn 25 (24°00′–24°59′)
  {
    symbol: 'A glacier creeps down a wide valley, too slowly to see, carrying boulders it picked up a century ago.',
    keynote: 'Slow force that reshapes the world',
  }, // Capricorn 26 (25°00′–25°59′)
  {
    symbol: 'An architect\'s wooden model of a public library sits on a table, with tiny painted figures placed on its steps to show the scale.',
    keynote: 'Vision given a measurable form',
  }, // Capricorn 27 (26°00′–26°59′)
  {
    symbol: 'In a cold storage room, the keeper of a seed bank labels small envelopes of grain and seals each one for harvests far in the future.',
    keynote: 'Stewardship for generations not yet born',
  }, // Capricorn 28 (27°00′–27°59′)
  {
    symbol: 'Builders fasten a green branch to the highest beam of a finished frame, then pause together to look out over the rooftops of the town.',
    keynote: 'Honoring completion before moving on',
  }, // Capricorn 29 (28°00′–28°59′)
  {
    symbol: 'An old ledger is closed and shelved, and at the same desk a young clerk opens a blank notebook as thaw water drips from the eaves.',
    keynote: 'Structure making room for what comes next',
  }, // Capricorn 30 (29°00′–29°59′)
];
