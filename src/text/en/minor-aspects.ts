import type { MinorAspectText, PointThemes } from '../minor-aspect-text.js';

// Urania's own text (original writing for this project), locale en: the minor aspects and the points' themes.

/** Each minor aspect's quality, read with the themes of the pair it joins. */
export const MINOR_ASPECTS_EN: MinorAspectText = {
  quincunx: {
    quality: 'an awkward angle of adjustment',
    description: `The quincunx, 150 degrees, joins two signs that share neither element nor mode, so the functions it links seem to speak different languages. Nothing clashes openly; instead a steady low hum of mismatch asks for small, repeated corrections, the way a shoe that almost fits asks for a new lacing every morning. Handled with patience, it teaches fine tuning, humility and the skill of making room for two needs at once.`,
    keywords: ['adjustment', 'fine tuning', 'mismatch'],
  },
  semiSextile: {
    quality: 'a quiet neighborly link',
    description: `The semi-sextile, 30 degrees, joins neighboring signs, which differ in element and mode yet stand side by side. The link is faint and practical: each function borrows a little from the other, often without noticing, much as neighbors lend tools over a fence. Its gift is slow, cumulative growth; its risk is mild irritation at a habit that sits too close to ignore.`,
    keywords: ['neighborly', 'gradual growth', 'subtle link'],
  },
  semiSquare: {
    quality: 'a sharp, restless friction',
    description: `The semi-square, 45 degrees, is half a square: the same push toward action without the full weight of a crisis. It shows as impatience, a pebble in the shoe that keeps two functions alert and slightly out of step. Used well, it supplies the small push that gets a task started and keeps it moving; left alone, it frays the temper.`,
    keywords: ['friction', 'impatience', 'prompting'],
  },
  sesquiquadrate: {
    quality: 'a delayed, building tension',
    description: `The sesquiquadrate, 135 degrees, a square and a half, brings tension that builds out of sight and then surfaces at an inconvenient moment. The two functions work well enough apart but trip over each other under pressure. Awareness turns it into foresight: noticing the early signs of strain lets the energy be spent on purpose rather than in a sudden outburst.`,
    keywords: ['pressure', 'release', 'foresight'],
  },
  quintile: {
    quality: 'a creative, inventive gift',
    description: `The quintile, 72 degrees, a fifth of the circle, belongs to the harmonics of talent and style rather than of ease or strife. It links two functions in a way that invites play and craft, a knack that grows the more it is practiced. It rarely announces itself; it shows in the particular way someone solves a problem or shapes a thing.`,
    keywords: ['talent', 'craft', 'style'],
  },
  biquintile: {
    quality: 'a hidden, original talent',
    description: `The biquintile, 144 degrees, twice the quintile, carries the same creative note in a less obvious key. The link between the two functions tends to surface later in life or in unusual settings, as a skill others find surprising. Given attention and practice, it becomes a signature: a personal way of combining what others keep apart.`,
    keywords: ['originality', 'late talent', 'synthesis'],
  },
};

/** A short phrase for what each point stands for, used to join a minor aspect's quality to a pair. */
export const POINT_THEMES_EN: PointThemes = {
  Sun: 'identity and purpose',
  Moon: 'feelings and needs',
  Mercury: 'thought and speech',
  Venus: 'love and values',
  Mars: 'drive and desire',
  Jupiter: 'growth and belief',
  Saturn: 'duty and structure',
  Uranus: 'change and freedom',
  Neptune: 'imagination and ideals',
  Pluto: 'power and renewal',
  Chiron: 'old wounds and their healing',
  NorthNode: 'the direction of growth',
  Ascendant: 'the outward self and its approach to life',
  Midheaven: 'career and public direction',
};
