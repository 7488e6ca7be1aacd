import type { DecanText } from '../decan-text.js';
// Urania's own text (original writing for this project), locale en: the decans of Aries to Virgo.
export const DECAN_DESCRIPTIONS_EN_1: readonly DecanText[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `The opening ten degrees of Aries carry the sign in its most undiluted form, since Mars rules both the Chaldean face and the fire triplicity here. Energy moves straight from impulse to action with little pause for second thoughts. A runner already leaning over the starting line before the signal sounds captures the mood. At its best this decan brings courage, honesty and the willingness to go first when others hesitate. Under strain, the doubled Mars can turn into impatience, a short fuse, or a habit of starting many things and finishing few. Because nothing softens the drive, choosing targets with care matters. Aimed at something worth defending, this fire becomes a dependable source of nerve and initiative.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `In the middle of Aries the Sun takes over as face ruler and also governs the fire triplicity, so the raw push of the sign gains a sense of purpose and self-respect. Action here wants to mean something and to be seen. Its emblem is a young team captain stepping onto the field first, chin up, aware of every eye in the stands. Warmth, generosity and the confidence to take responsibility are the gifts. When pride gets in the way, the same placement may chase credit, struggle to admit a mistake, or sulk when the spotlight drifts elsewhere. The Sun lights everyone around it, not only itself. Leadership that lifts others earns the lasting loyalty this decan quietly hopes for.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Venus rules the last face of Aries, while Jupiter, ruler of Sagittarius, holds the triplicity, and together they temper the sign's heat with taste, charm and a wider horizon. The fight is no longer only for oneself; it becomes a campaign for beauty, fairness or a cause worth believing in. A street artist painting a bright mural on a gray wall overnight, hoping the whole block wakes up cheered, suits this decan well. Here the Aries spark learns to attract rather than push. Stretched too thin, it scatters into restless enthusiasm, plans too big to keep up with, or chasing the next pleasure before the last one is enjoyed. One finished project at a time turns this optimism into something others can admire and share.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `The first decan of Taurus pairs Mercury as face ruler with Venus as triplicity ruler, so the sign's steady appetite for comfort comes with a practical, curious mind. Value is something to be weighed, compared and understood. A market stall keeper who knows the price of every apple, and also which ones taste sweetest, is a fitting picture. Skill with tools, budgets and material craft comes naturally, along with a patient, sensible way of explaining things. Strain shows as stubborn opinions defended with clever arguments, or a tendency to count and recount instead of enjoying what is already there. Letting the senses inform the intellect keeps this decan grounded, and its hands-on intelligence becomes something others learn to trust.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `With the Moon ruling the middle face of Taurus and Mercury as its triplicity ruler, the sign's love of stability turns toward home, nourishment and habits that feel safe. The Moon is exalted in Taurus, so feelings here are steady and slow to change. The scene that belongs to it is a kitchen with bread rising on the counter and family recipes tucked inside a cupboard door. Reliability, care for the body and a long memory for what comforts people are its strengths. On a hard day it clings to routines, to possessions, or to old hurts that have outlived their purpose. Mercury helps by naming the feeling out loud. Once emotions are spoken and shared, this decan's deep loyalty becomes a shelter for everyone nearby.`,
  },
  {
    sign: 'Taurus',
    decan: 3,
    description: `Saturn rules both the Chaldean face and the earth triplicity in the final ten degrees of Taurus, giving the sign's patience a serious, long-range quality. Building is the keyword: slowly, carefully, to last. A stonemason setting one block on another and checking the level each time, in no hurry at all, could stand as its portrait. Endurance, loyalty and a practical sense of what will still matter in ten years mark this decan at its best. Under pressure, caution hardens into fear of loss, a heavy sense of duty, or reluctance to try anything untested. Rest and small pleasures are not luxuries here but maintenance. With enough warmth beside the discipline, this placement produces work and relationships of real, lasting worth.`,
  },
  {
    sign: 'Gemini',
    decan: 1,
    description: `Jupiter, ruler of the opposite sign Sagittarius, governs the first face of Gemini, while Mercury holds the air triplicity. The result is a curious mind that reaches for the big picture and is eager to pass on what it learns. One fitting image is a student with a library card in one pocket and a train ticket in the other, planning to read on the way. This decan loves ideas, travel, conversation and the generous exchange of information. If the restlessness runs unchecked, it becomes a collector of facts with no thread to tie them together, or it speaks with more confidence than knowledge. A guiding question gives it direction, and then many interests combine into a broad, cheerful understanding that others find useful.`,
  },
  {
    sign: 'Gemini',
    decan: 2,
    description: `The middle decan of Gemini joins Mars as face ruler with Venus, ruler of Libra, as triplicity ruler, sharpening the sign's wit into debate and giving its charm an edge. Words are tools and now and then weapons. A lively dinner table where two friends argue a point for an hour and leave laughing shows the spirit of it. Quick reflexes, a talent for persuasion and a sense of play in conflict belong to this placement. When tempers rise, the tongue may outrun kindness, and sarcasm can replace real contact. Venus offers the balance: a wish to connect and a feeling for how things sound. Honoring both makes a spirited negotiator, writer or teacher, able to challenge and delight in the same breath.`,
  },
  {
    sign: 'Gemini',
    decan: 3,
    description: `In the closing face of Gemini the Sun is face ruler and Saturn, ruler of Aquarius, is triplicity ruler, so the sign's busy intellect gathers toward purpose and structure. Ideas are no longer just interesting; they must hold together and lead somewhere. A journalist at a desk late in the evening, trimming a long draft into one clear, honest story, expresses this decan well. It can organize knowledge, speak with authority and stand behind its words. Its weak point is self-doubt: rewriting endlessly, or feeling that every opinion needs proof before it can be voiced. Saturn rewards steady practice, and the Sun rewards courage. Together they turn scattered cleverness into expertise that carries a personal signature.`,
  },
  {
    sign: 'Cancer',
    decan: 1,
    description: `Venus rules the first face of Cancer and the Moon governs the water triplicity, softening an already tender sign with affection and a taste for comfort. Emotional bonds form quickly and are kept warm with small gestures. Its image is a porch light left on and a plate saved in the oven for someone coming home late. Gentle, hospitable and attentive to mood, this decan is often the one who notices when a guest feels out of place. Strained, it can become clingy, easily hurt, or too eager to keep the peace at any cost. Knowing where care for others ends and care for oneself begins is the central lesson. With that boundary in place, its kindness becomes a steady source of belonging.`,
  },
  {
    sign: 'Cancer',
    decan: 2,
    description: `Mercury holds the middle face of Cancer, and Mars, ruler of Scorpio, is its triplicity ruler, bringing alertness and protective force to the sign's sensitivity. Feelings are read quickly here and defended firmly. Someone at a school meeting with careful notes, refusing to leave until a child's needs are met, embodies this decan. It understands moods, remembers details about the people it loves, and acts when they are threatened. When anxious, worry may spin into suspicion, and a defensive remark can land harder than intended. Calm questions work better than sharp answers. As long as its watchfulness stays kind, this placement is a clear-eyed guardian, able to turn emotional insight into practical help.`,
  },
  {
    sign: 'Cancer',
    decan: 3,
    description: `The Moon is face ruler of the last decan of Cancer, and Jupiter, ruler of Pisces, holds the triplicity, so the sign's care opens out beyond the immediate family. Compassion has a wide reach and a strong imagination. A large table at a holiday meal, with extra chairs carried in from other rooms for neighbors and friends, sums it up. Intuition, generosity and a feel for shared memories and traditions are its gifts. Out of balance, it absorbs everyone's troubles, drifts into moods, or promises more comfort than it can give. Quiet time near water or in familiar rooms helps it refill. Held steady, this placement offers a shelter that feels personal yet wide enough to include strangers.`,
  },
  {
    sign: 'Leo',
    decan: 1,
    description: `Saturn rules the first face of Leo, while the Sun, Leo's own ruler, holds the fire triplicity. The sign's natural radiance is asked to earn its place through effort and responsibility. An actor rehearsing the same scene alone on an empty stage, long after the rest of the cast has gone home, is the picture here. This decan has dignity, staying power and a strong sense of honor. Under strain, it may fear looking foolish so much that it holds back, or it may demand respect rather than invite it. Pride and self-doubt can take turns. The constructive path is steady craft: a talent shaped by discipline shines with a warmth that lasts far longer than quick applause.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Jupiter rules both the middle face of Leo and, as ruler of Sagittarius, its triplicity, adding breadth, humor and generosity to the sign's warmth. Self-expression becomes a kind of hospitality, a wish to share good fortune and good times. A host at a summer garden party, refilling glasses and introducing strangers who turn out to have much in common, belongs to this decan. It inspires, encourages and believes in people, often seeing their talent before they do. Pushed too far, it tips into excess: grand gestures, lavish spending, or a need to be the most admired person in the room. Generosity with attention rather than display keeps it honest, and then its optimism becomes a real gift.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `Mars rules the last face of Leo and also governs its triplicity as ruler of Aries, giving the sign's confidence a bold, competitive streak. Heart and action move together, and courage is shown openly. A performer who leaps from the stage into the crowd, trusting the audience to catch and carry them, says it all. This decan is brave, direct and loyal, quick to defend friends and eager to take on a challenge for the sake of glory or principle. At its worst it picks fights to prove strength, dramatizes setbacks, or burns out from trying too hard. Sport, physical work or a worthy contest channel the fire well. Then its daring becomes the spark that gets a whole group moving.`,
  },
  {
    sign: 'Virgo',
    decan: 1,
    description: `The Sun rules the first face of Virgo, and Mercury, Virgo's own ruler, holds the earth triplicity. The sign's careful eye is lit by a sense of purpose and pride in good work. A baker at dawn, weighing flour precisely and shaping each loaf so the whole street can smell the result, is its natural emblem. This decan is capable, methodical and quietly confident about what it knows. When strained, it may confuse worth with usefulness, or criticize others to feel in control. Perfection becomes a trap if nothing is ever called finished. Recognizing that service is also a form of self-expression lets this placement take visible, deserved satisfaction in a job done well.`,
  },
  {
    sign: 'Virgo',
    decan: 2,
    description: `Venus is face ruler of the middle decan of Virgo, and Saturn, ruler of Capricorn, holds its triplicity, so the sign's precision gains an eye for beauty and a respect for structure. Usefulness and grace are meant to live side by side here. A tailor adjusting a jacket a quarter inch at the shoulder until it hangs just right shows the spirit of this decan. Tact, good taste, patience and loyalty in close partnerships are its strengths. Under pressure, standards for self and others grow severe, and affection may come out only as chores and corrections. Softening the judgment helps, as does admitting that love need not be earned. Then this placement becomes a gentle improver of both work and relationships.`,
  },
  {
    sign: 'Virgo',
    decan: 3,
    description: `Mercury, ruler of Virgo itself, holds the final face of the sign, and Venus, ruler of Taurus, is its triplicity ruler. Analysis meets a practical sense of worth: the mind sorts, edits and refines, while the senses keep it rooted in what is real. A gardener kneeling between rows with a notebook, recording which seeds took and which did not, fits this decan closely. Detail, craft, teaching and careful writing are where it excels. On an anxious day it can be nervous, overly self-critical, or stuck in planning instead of doing. Small rituals of pleasure quiet the mind's chatter. When calm, this placement brings a thoughtful precision that improves whatever it touches, and it shares its knowledge freely.`,
  },
];
