import type { AspectType, Element, Modality } from '../schemas/index.js';

/**
 * Interpretation text for sign compatibility: original writing of this project (no text taken from any
 * other source). Three tables, each keyed by an unordered pair (or the whole-sign aspect), so a pairing's
 * reading is assembled from the element pair, the modality pair and the natural aspect between the signs.
 * `{a}` and `{b}` in a `reading` are replaced by the two sign names.
 */
export interface PairText {
  /** One or two sentences; `{a}` and `{b}` stand for the two signs. */
  readonly reading: string;
  readonly strengths: readonly string[];
  readonly challenges: readonly string[];
}

/** Key of an unordered element pair: the two names in ELEMENTS order joined by '+'. */
export type ElementPairKey =
  | 'Fire+Fire' | 'Fire+Earth' | 'Fire+Air' | 'Fire+Water' | 'Earth+Earth'
  | 'Earth+Air' | 'Earth+Water' | 'Air+Air' | 'Air+Water' | 'Water+Water';

/** Key of an unordered modality pair: the two names in MODALITIES order joined by '+'. */
export type ModalityPairKey =
  | 'Cardinal+Cardinal' | 'Cardinal+Fixed' | 'Cardinal+Mutable' | 'Fixed+Fixed' | 'Fixed+Mutable' | 'Mutable+Mutable';

/** The whole-sign aspects two signs can form (sign distance 0 to 6). */
export type NaturalAspect = Extract<
  AspectType, 'conjunction' | 'semiSextile' | 'sextile' | 'square' | 'trine' | 'quincunx' | 'opposition'
>;

const ORDER_E: readonly Element[] = ['Fire', 'Earth', 'Air', 'Water'];
const ORDER_M: readonly Modality[] = ['Cardinal', 'Fixed', 'Mutable'];

/** @summary The table key of an unordered element pair. @example elementPairKey('Water', 'Fire') // 'Fire+Water' */
export function elementPairKey(a: Element, b: Element): ElementPairKey {
  const [x, y] = ORDER_E.indexOf(a) <= ORDER_E.indexOf(b) ? [a, b] : [b, a];
  return `${x}+${y}` as ElementPairKey;
}

/** @summary The table key of an unordered modality pair. @example modalityPairKey('Mutable', 'Fixed') // 'Fixed+Mutable' */
export function modalityPairKey(a: Modality, b: Modality): ModalityPairKey {
  const [x, y] = ORDER_M.indexOf(a) <= ORDER_M.indexOf(b) ? [a, b] : [b, a];
  return `${x}+${y}` as ModalityPairKey;
}

/** Readings of the ten element pairings. */
export const ELEMENT_PAIR_TEXT: Readonly<Record<ElementPairKey, PairText>> = {
  'Fire+Fire': {
    reading: '{a} and {b} burn with the same fuel: each recognizes the other’s appetite for life at once.',
    strengths: ['shared enthusiasm that turns plans into action', 'generous, open displays of affection'],
    challenges: ['two tempers that flare at the same moment', 'nobody left to tend the embers when the blaze dies down'],
  },
  'Fire+Earth': {
    reading: '{a} and {b} meet where heat meets ground: one wants to leap, the other to build, and both prize results.',
    strengths: ['ambition with a workable plan behind it', 'loyalty once trust has been earned'],
    challenges: ['impatience on one side, caution on the other', 'quarrels over pace, spending and risk'],
  },
  'Fire+Air': {
    reading: '{a} and {b} feed each other as wind feeds a flame: ideas catch quickly and spread far.',
    strengths: ['lively conversation and a shared sense of adventure', 'encouragement to think bigger'],
    challenges: ['restlessness when life turns routine', 'promises that outrun the follow-through'],
  },
  'Fire+Water': {
    reading: '{a} and {b} are steam in the making: intense and moving, though each can smother or scald the other.',
    strengths: ['passion with real emotional depth', 'courage from one, compassion from the other'],
    challenges: ['bluntness that wounds a sensitive partner', 'moods that dampen a spontaneous one'],
  },
  'Earth+Earth': {
    reading: '{a} and {b} stand on the same solid ground: practical, patient and steady in what they build.',
    strengths: ['dependable routines and shared long-term goals', 'sensual, unhurried comfort together'],
    challenges: ['ruts that pass for stability', 'feelings left unspoken for the sake of getting things done'],
  },
  'Earth+Air': {
    reading: '{a} and {b} speak different languages, one of facts and one of ideas, and must learn to translate.',
    strengths: ['theories tested against reality', 'a useful mix of vision and method'],
    challenges: ['one feels the other is too detached, the other feels held down', 'different needs for novelty'],
  },
  'Earth+Water': {
    reading: '{a} and {b} make fertile ground together: care and steadiness let something lasting grow.',
    strengths: ['deep mutual support and a shared wish for security', 'a home that feels like shelter'],
    challenges: ['worry that feeds on itself', 'holding on to the past, possessions or grudges'],
  },
  'Air+Air': {
    reading: '{a} and {b} share the open sky: minds meet easily, with plenty of room to breathe.',
    strengths: ['endless conversation and mutual curiosity', 'respect for each other’s independence'],
    challenges: ['talking about feelings instead of feeling them', 'plans that stay on paper'],
  },
  'Air+Water': {
    reading: '{a} and {b} are mist and weather: thought meets feeling, and each can puzzle the other.',
    strengths: ['imagination with a heart behind it', 'one names what the other senses'],
    challenges: ['cool reasoning meeting hurt feelings', 'mixed signals about closeness and distance'],
  },
  'Water+Water': {
    reading: '{a} and {b} flow into one another: understanding runs deep, often without words.',
    strengths: ['intuitive empathy and emotional loyalty', 'a safe place for vulnerability'],
    challenges: ['moods that amplify instead of settle', 'avoiding hard conversations to keep the peace'],
  },
};

/** Readings of the six modality pairings. */
export const MODALITY_PAIR_TEXT: Readonly<Record<ModalityPairKey, PairText>> = {
  'Cardinal+Cardinal': {
    reading: 'Both like to start things and take the lead, which brings momentum and contests for the wheel.',
    strengths: ['a couple that gets moving fast'],
    challenges: ['power struggles over who decides'],
  },
  'Cardinal+Fixed': {
    reading: 'One opens the way and the other holds the ground gained: a natural division of labour.',
    strengths: ['initiative matched with staying power'],
    challenges: ['the starter chafes at the other’s reluctance to change course'],
  },
  'Cardinal+Mutable': {
    reading: 'One sets the direction and the other adapts the route, so plans bend without breaking.',
    strengths: ['flexibility in pursuit of a clear aim'],
    challenges: ['the adaptable one may feel steered rather than heard'],
  },
  'Fixed+Fixed': {
    reading: 'Both are constant and determined: immovable together, or immovable against each other.',
    strengths: ['deep loyalty and endurance'],
    challenges: ['stalemates that neither will concede'],
  },
  'Fixed+Mutable': {
    reading: 'One steadies and the other shifts: a resting point and a breath of change for each other.',
    strengths: ['stability that still leaves room to evolve'],
    challenges: ['the steady one reads change as unreliability'],
  },
  'Mutable+Mutable': {
    reading: 'Both adapt readily, which keeps the peace and can leave the pair without an anchor.',
    strengths: ['easy give and take'],
    challenges: ['drift and indecision when a firm choice is needed'],
  },
};

/** Readings of the seven natural (whole-sign) aspects between two signs. */
export const NATURAL_ASPECT_TEXT: Readonly<Record<NaturalAspect, PairText>> = {
  conjunction: {
    reading: 'Sharing a sign, the two mirror each other, which brings instant recognition and the same blind spots.',
    strengths: ['understanding without explanation'],
    challenges: ['nobody to supply what both lack'],
  },
  semiSextile: {
    reading: 'As neighboring signs they stand side by side without seeing each other fully; each holds what the other is growing toward or leaving behind.',
    strengths: ['a quiet chance to learn from difference'],
    challenges: ['subtle friction that is hard to name'],
  },
  sextile: {
    reading: 'Two signs apart, they form a sextile: a friendly opening that rewards effort from both sides.',
    strengths: ['easy cooperation and shared interests'],
    challenges: ['the bond can stay casual unless someone invests in it'],
  },
  square: {
    reading: 'Three signs apart, they form a square: the tension is real, and so is the growth it forces.',
    strengths: ['a spur to change and to get things done'],
    challenges: ['clashing priorities that need open negotiation'],
  },
  trine: {
    reading: 'Four signs apart, they form a trine: the same element and an easy flow between them.',
    strengths: ['natural harmony and mutual encouragement'],
    challenges: ['comfort that can turn complacent'],
  },
  quincunx: {
    reading: 'Five signs apart, they form a quincunx: little in common by nature, so the pair must keep adjusting.',
    strengths: ['growth through constant fine-tuning'],
    challenges: ['misunderstandings about what each one needs'],
  },
  opposition: {
    reading: 'Facing each other across the zodiac, they form an opposition: each is what the other is not, which attracts and polarizes.',
    strengths: ['strong attraction and balance when both give ground'],
    challenges: ['tug of war between two ways of living'],
  },
};

/**
 * Readings of a sign paired with itself, by its element: they stand for the element pair's reading (which names two
 * signs, "{a} and {b}") and speak of two people of one sign; `{a}` is the sign's name. The strengths and challenges
 * stay the element pair's.
 */
export const SAME_SIGN_TEXT: Readonly<Record<Element, string>> = {
  Fire: 'Two {a} natives burn with the same fuel: each sees their own fire in the other and answers it at once.',
  Earth: 'Two {a} natives stand on the same solid ground, practical and patient, and build at the same unhurried pace.',
  Air: 'Two {a} natives share one open sky: their minds meet easily, and each leaves the other room to breathe.',
  Water: 'Two {a} natives flow into one another: they understand each other deeply, often without a word.',
};

/** The sign-compatibility text of one locale: the three tables and the same-sign readings, by the same keys as English's. */
export interface CompatibilityText {
  readonly elements: Readonly<Record<ElementPairKey, PairText>>;
  readonly modalities: Readonly<Record<ModalityPairKey, PairText>>;
  readonly aspects: Readonly<Record<NaturalAspect, PairText>>;
  /** A sign paired with itself: the reading that stands for its element pair's (SAME_SIGN_TEXT). */
  readonly sameSign: Readonly<Record<Element, string>>;
}

/** English: the tables above. */
export const COMPATIBILITY_TEXT_EN: CompatibilityText = {
  elements: ELEMENT_PAIR_TEXT, modalities: MODALITY_PAIR_TEXT, aspects: NATURAL_ASPECT_TEXT, sameSign: SAME_SIGN_TEXT,
};
