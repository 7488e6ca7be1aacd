import type { DegreeSymbolText } from '../../degree-symbol-text.js';
// Urania's own degree symbols (original writing for this project; not the Sabian set), locale en: Leo.
export const LEO_DEGREES_EN: readonly DegreeSymbolText[] = [
  {
    symbol: 'A small child climbs onto a kitchen chair and loudly announces a name for the new kitten to the whole family.',
    keynote: 'The first claim to be seen and heard',
  }, // Leo 1 (0°00′–0°59′)
  {
    symbol: 'In a window box on a city balcony, a sunflower seedling turns its first two leaves toward the strong afternoon light.',
    keynote: 'Instinctive turning toward warmth',
  }, // Leo 2 (1°00′–1°59′)
  {
    symbol: 'A teenager paints one bold orange stripe across a plain bedroom wall, then steps back grinning, brush still dripping.',
    keynote: 'Marking a space as one\'s own',
  }, // Leo 3 (2°00′–2°59′)
  {
    symbol: 'At a summer fair, a baker sets a tall braided loaf at the front of the stall, turning it so its best side faces the crowd.',
    keynote: 'Pride in honest, visible work',
  }, // Leo 4 (3°00′–3°59′)
  {
    symbol: 'On a grassy hillside, two friends weave crowns from clover and long stems, then solemnly place them on each other\'s heads.',
    keynote: 'Dignity freely given and returned',
  }, // Leo 5 (4°00′–4°59′)
  {
    symbol: 'In a crowded market, a spice seller lets a pinch of saffron fall onto a brass scale, and its deep gold draws a ring of onlookers.',
    keynote: 'True worth that shines without effort',
  }, // Leo 6 (5°00′–5°59′)
  {
    symbol: 'Water pours from the mouth of a stone lion in a town courtyard fountain while children cup their hands to drink.',
    keynote: 'Generosity flowing from strength',
  }, // Leo 7 (6°00′–6°59′)
  {
    symbol: 'Behind a painted booth, a puppeteer gives one small wooden king three different voices, and the children in front shriek with delight.',
    keynote: 'Play as a way of trying on roles',
  }, // Leo 8 (7°00′–7°59′)
  {
    symbol: 'Inside a tent at night, a storyteller pauses just before the ending, and every listener leans closer to the single lamp.',
    keynote: 'The power of a moment held',
  }, // Leo 9 (8°00′–8°59′)
  {
    symbol: 'In the August heat, a gardener ties heavy tomato vines to their stakes while fruit reddens on every stem.',
    keynote: 'Ripening through steady, loving care',
  }, // Leo 10 (9°00′–9°59′)
  {
    symbol: 'On a windy beach, a grandparent helps a child fly a red kite, letting out the string a little at a time.',
    keynote: 'Encouraging another to rise',
  }, // Leo 11 (10°00′–10°59′)
  {
    symbol: 'Alone in a studio lit by tall windows, a dancer repeats one leap again and again until it looks effortless.',
    keynote: 'The discipline behind apparent ease',
  }, // Leo 12 (11°00′–11°59′)
  {
    symbol: 'A cook leaves a busy restaurant kitchen carrying a birthday cake, candles blazing, to a table of strangers who burst into song.',
    keynote: 'Joy in giving others their moment',
  }, // Leo 13 (12°00′–12°59′)
  {
    symbol: 'In the dark wings of a theater, a stage manager with a small flashlight whispers cues, unseen yet keeping the whole show moving.',
    keynote: 'Leadership that serves the performance',
  }, // Leo 14 (13°00′–13°59′)
  {
    symbol: 'Kneeling on the floor of a new public library, a mosaic artist presses the last gold tile into the center of a tiled sun.',
    keynote: 'A personal gift set into shared beauty',
  }, // Leo 15 (14°00′–14°59′)
  {
    symbol: 'A beekeeper in a wide straw hat lifts a frame heavy with honey as the bees hum calmly around steady, bare hands.',
    keynote: 'Calm authority that earns trust',
  }, // Leo 16 (15°00′–15°59′)
  {
    symbol: 'At the break in a youth soccer game, the coach gathers the team in a circle and names one good thing each player has done.',
    keynote: 'Praise that builds real confidence',
  }, // Leo 17 (16°00′–16°59′)
  {
    symbol: 'A jeweler holds a rough stone up to the workshop window, turning it slowly to find where the light wants to enter.',
    keynote: 'Seeing brilliance hidden in raw material',
  }, // Leo 18 (17°00′–17°59′)
  {
    symbol: 'On a warm night, a family writes wishes on paper lanterns, lights the small candles inside, and sets them floating down the river together.',
    keynote: 'Shared hopes made visible',
  }, // Leo 19 (18°00′–18°59′)
  {
    symbol: 'A conductor lowers the baton after the final chord, and the whole concert hall holds a long silence before the applause begins.',
    keynote: 'Knowing when to let the work speak',
  }, // Leo 20 (19°00′–19°59′)
  {
    symbol: 'On a shaded porch, a retired singer taps a steady rhythm on the rail while a nervous student reaches for a high note.',
    keynote: 'Mastery passed on with generosity',
  }, // Leo 21 (20°00′–20°59′)
  {
    symbol: 'In the midday heat of a wildlife reserve, a lioness sleeps in tall grass beside her cubs, one golden eye half open.',
    keynote: 'Strength at rest, still watchful',
  }, // Leo 22 (21°00′–21°59′)
  {
    symbol: 'After the last bow, a performer wipes away stage makeup before a dressing-room mirror, and a tired, honest face appears beneath the color.',
    keynote: 'The true self behind the role',
  }, // Leo 23 (22°00′–22°59′)
  {
    symbol: 'Three generations crowd onto porch steps for a family photograph; the youngest wriggles free, and everyone laughs just as the shutter clicks.',
    keynote: 'Heritage held lightly, with laughter',
  }, // Leo 24 (23°00′–23°59′)
  {
    symbol: 'In a quiet town square, the shadow on an old sundial stretches across the carved hours of late afternoon.',
    keynote: 'Every brightness has its season',
  }, // Leo 25 (24°00′–24°59′)
  {
    symbol: 'A blacksmith plunges a glowing horseshoe into a bucket of water, and steam rises as the iron settles into its lasting shape.',
    keynote: 'Passion tempered into enduring form',
  }, // Leo 26 (25°00′–25°59′)
  {
    symbol: 'At a graduation, a teacher steps away from the microphone so the students can walk forward into the cheering by themselves.',
    keynote: 'Pride found in the success of others',
  }, // Leo 27 (26°00′–26°59′)
  {
    symbol: 'Farmers cut the first sheaves at the edge of a golden wheat field while a child carries jugs of cool water along the rows.',
    keynote: 'Radiance turning toward useful harvest',
  }, // Leo 28 (27°00′–27°59′)
  {
    symbol: 'At dusk, a village fire burns low, and an elder banks the coals with ash so they will keep glowing until morning.',
    keynote: 'Tending the inner flame for later',
  }, // Leo 29 (28°00′–28°59′)
  {
    symbol: 'A craftsperson polishes a brass festival crown, wraps it in soft cloth, and lays it in a cedar chest for next summer\'s celebration.',
    keynote: 'Honor kept safe through quiet care',
  }, // Leo 30 (29°00′–29°59′)
];
