import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Taurus.
export const TAURUS_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'At first light a farmer kneels and presses a bare palm flat against a plowed field, feeling whether the soil is warm enough to sow.',
    keynote: 'Trusting the slow knowledge of the body',
  }, // Taurus 1 (0°00′–0°59′)
  {
    symbol: 'A heavy ox leans into its yoke, and the first straight furrow of the season opens behind it, dark and steaming in the cool air.',
    keynote: 'Steady effort that breaks new ground',
  }, // Taurus 2 (1°00′–1°59′)
  {
    symbol: 'A child drops seeds one by one into a row of small holes, counting aloud, then pats each one closed with a careful thumb.',
    keynote: 'Patience given to small beginnings',
  }, // Taurus 3 (2°00′–2°59′)
  {
    symbol: 'Rain drums on a tin roof while a family sits around the kitchen table shelling beans into one shared bowl, nobody in a hurry.',
    keynote: 'Contentment in shared, unhurried work',
  }, // Taurus 4 (3°00′–3°59′)
  {
    symbol: 'A potter centers a lump of wet clay on the wheel, hands firm and still, waiting until the spinning mass stops its wobble.',
    keynote: 'Calm pressure that finds the center',
  }, // Taurus 5 (4°00′–4°59′)
  {
    symbol: 'A beekeeper lifts a wooden frame heavy with capped honey, and the bees crawl calmly over the gloves without a single sting.',
    keynote: 'Sweetness gathered through trust and care',
  }, // Taurus 6 (5°00′–5°59′)
  {
    symbol: 'An apple orchard in full blossom hums in the afternoon sun, petals drifting onto a wooden bench where someone has fallen asleep.',
    keynote: 'Rest inside abundant beauty',
  }, // Taurus 7 (6°00′–6°59′)
  {
    symbol: 'A weaver at a floor loom passes the shuttle back and forth, the wool blanket growing a finger\'s width with each steady row.',
    keynote: 'Worth built up one row at a time',
  }, // Taurus 8 (7°00′–7°59′)
  {
    symbol: 'Before sunrise a baker folds dough on a floured counter, and the small kitchen fills with the warm, sour smell of rising bread.',
    keynote: 'Nourishment made by hand and time',
  }, // Taurus 9 (8°00′–8°59′)
  {
    symbol: 'A newborn calf wobbles to its feet in fresh straw while its mother licks it clean in the lantern light of the barn.',
    keynote: 'The tender strength of new life',
  }, // Taurus 10 (9°00′–9°59′)
  {
    symbol: 'An old dry stone wall runs across a hillside, every stone set by hand generations ago, still keeping the sheep in their pasture.',
    keynote: 'Endurance built with patient hands',
  }, // Taurus 11 (10°00′–10°59′)
  {
    symbol: 'A cellist tunes one low string again and again until the note settles and fills the whole wooden room with a deep hum.',
    keynote: 'Resonance found through patient listening',
  }, // Taurus 12 (11°00′–11°59′)
  {
    symbol: 'At a village market a cheese maker offers thin slices to passing strangers and watches their faces closely as they taste.',
    keynote: 'Pride in honest quality, freely shared',
  }, // Taurus 13 (12°00′–12°59′)
  {
    symbol: 'Kneeling between rows of young lettuce, a gardener pulls weeds by hand, leaving the soil loose and each small plant room to breathe.',
    keynote: 'Clearing space so growth can continue',
  }, // Taurus 14 (13°00′–13°59′)
  {
    symbol: 'A carpenter runs a slow hand along a freshly planed oak board, eyes closed, feeling for any rough spot the eye might miss.',
    keynote: 'Touch as the true measure of quality',
  }, // Taurus 15 (14°00′–14°59′)
  {
    symbol: 'A household empties a clay savings jar onto the table and sorts the coins into small piles, one for each coming month.',
    keynote: 'Careful stewardship of what has been earned',
  }, // Taurus 16 (15°00′–15°59′)
  {
    symbol: 'A herd of cattle stands knee-deep in tall spring grass, chewing slowly, tails flicking lazily at the first flies of the year.',
    keynote: 'Unshaken ease in the midst of plenty',
  }, // Taurus 17 (16°00′–16°59′)
  {
    symbol: 'A perfumer holds a paper strip beneath the nose, eyes shut, picking out rose, cedar and wet earth from a single breath.',
    keynote: 'Refined senses that discern subtle value',
  }, // Taurus 18 (17°00′–17°59′)
  {
    symbol: 'An elderly neighbor sets a walnut sapling into a wide hole and firms the earth around it, knowing the tree will outlive the planter.',
    keynote: 'Planting for a future beyond oneself',
  }, // Taurus 19 (18°00′–18°59′)
  {
    symbol: 'A stonemason taps a chisel along a block of marble, and little by little the curve of a shoulder appears from the rough stone.',
    keynote: 'Form revealed by steady persistence',
  }, // Taurus 20 (19°00′–19°59′)
  {
    symbol: 'Two neighbors lean on a shared fence at dusk, trading jars of jam for a carton of eggs, and the simple swap takes an hour of talk.',
    keynote: 'Fair exchange that strengthens bonds',
  }, // Taurus 21 (20°00′–20°59′)
  {
    symbol: 'A dyer lifts skeins of wool from a bubbling vat, and they drip deep green onto the flagstones as they are hung in the sun.',
    keynote: 'Color drawn from the living earth',
  }, // Taurus 22 (21°00′–21°59′)
  {
    symbol: 'A grandparent\'s recipe book, spotted with butter and sauce, lies open on the counter while a teenager cooks the family dish for the first time.',
    keynote: 'Inherited skill passing into new hands',
  }, // Taurus 23 (22°00′–22°59′)
  {
    symbol: 'A field of ripe strawberries glistens after a brief shower, and the pickers move down the rows with fingertips already stained red.',
    keynote: 'Pleasure earned through patient tending',
  }, // Taurus 24 (23°00′–23°59′)
  {
    symbol: 'Beside the turning millstones, a miller lets a handful of fresh flour run between the fingers, testing how fine it has been ground.',
    keynote: 'Discernment in turning the raw into the refined',
  }, // Taurus 25 (24°00′–24°59′)
  {
    symbol: 'In a village choir one bass voice holds a long, low note, and every other singer leans on it to stay in tune.',
    keynote: 'A steady presence that supports the whole',
  }, // Taurus 26 (25°00′–25°59′)
  {
    symbol: 'A merchant\'s scale balances a sack of grain against iron weights, and buyer and seller both lean in to watch the needle come to rest.',
    keynote: 'Value agreed upon in plain sight',
  }, // Taurus 27 (26°00′–26°59′)
  {
    symbol: 'Weathered hands tie climbing bean vines to tall wooden stakes, while the newest tendrils already reach past the tops into open air.',
    keynote: 'Rooted strength lending support to new reach',
  }, // Taurus 28 (27°00′–27°59′)
  {
    symbol: 'On a warm day in late spring a shepherd shears a ewe, and the thick fleece falls away in one piece, leaving the animal light and ready for summer.',
    keynote: 'Releasing weight in order to move freely',
  }, // Taurus 29 (28°00′–28°59′)
  {
    symbol: 'A farmer carries a basket of the first peas down the lane toward a crossroads where a market is setting up, news and laughter drifting on the breeze.',
    keynote: 'Settled bounty moving toward exchange and conversation',
  }, // Taurus 30 (29°00′–29°59′)
];
