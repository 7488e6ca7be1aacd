import type { DecanText } from '../decan-text.js';
// Urania's own text (original writing for this project), locale en: the decans of Libra to Pisces.
export const DECAN_DESCRIPTIONS_EN_2: readonly DecanText[] = [
  {
    sign: 'Libra',
    decan: 1,
    description: `Libra begins with its wish for harmony at its most personal and tender. Venus, ruling this decan by triplicity as well as ruling the sign, doubles the taste for beauty and fair exchange, while the Moon, which owns the Chaldean face, adds a quick reading of moods. Picture a host laying the table for dinner and quietly moving a chair so the shy friend sits beside someone kind. That instinct for comfort is a real gift. When it is overused, it turns into mirroring whoever is in the room, agreeing to keep the air calm and then feeling strangely absent. The work here is to count one's own needs among those being weighed, so the balance includes the person holding the scales.`,
  },
  {
    sign: 'Libra',
    decan: 2,
    description: `Saturn holds both keys to the middle of Libra, as Chaldean face ruler and as ruler of Aquarius, the air sign whose triplicity colors this stretch. Since Saturn is also exalted in Libra, the search for balance takes on a principled, almost civic tone. Fairness becomes something to build and write down: clear terms, shared rules, promises that hold when feelings shift. A mediator at a long table, patiently drafting an agreement both sides can sign, captures the spirit of these degrees. The shadow is a certain coolness, a habit of keeping score or treating people as cases to settle. Once warmth is allowed back into the ledger, this decan produces partners and colleagues whose word can be trusted for years.`,
  },
  {
    sign: 'Libra',
    decan: 3,
    description: `In its final third, Libra turns outward toward conversation and wider circles. Mercury, lord of Gemini and of this decan by triplicity, sharpens the wit and the pleasure of exchange, and Jupiter, holding the Chaldean face, widens the view with generosity, a sense of ethics and a liking for the big question. Think of a translator at an international meeting, finding the words that let two groups finally hear each other. Seeing every side so clearly can also stall a decision indefinitely, and Jupiter may promise more goodwill than there is time to deliver. Choosing one course, while still honoring the others, turns this gift for dialogue into real diplomacy.`,
  },
  {
    sign: 'Scorpio',
    decan: 1,
    description: `Mars governs the first decan of Scorpio twice over, through the Chaldean face and as the traditional ruler of Scorpio itself, so the sign's depth arrives with its full charge of will. Feelings run hot beneath a composed surface, loyalties are fierce, and there is little patience for anything half-meant. Imagine a diver checking gear at the edge of dark water, calm because the plan has been thought through. That concentrated courage can face what others avoid. Pressed too hard, it hardens into suspicion, old grudges or a need to control the outcome. Directed toward repair rather than retaliation, this force becomes the steady nerve that carries a family, a team or a friend through a genuine crisis.`,
  },
  {
    sign: 'Scorpio',
    decan: 2,
    description: `The middle of Scorpio mixes the sign's intensity with light and faith. From the Sun, its Chaldean face ruler, come dignity and a wish to be recognized for what has been endured, while Jupiter, ruler of Pisces and therefore of this water decan by triplicity, opens the depths toward compassion and a search for meaning in loss. A late-night radio host who listens to strangers' confessions without flinching, and answers with something hopeful, shows the type. The capacity to stay present in dark places is considerable. At its strained edge it becomes pride in suffering, a taste for rescuing others, or a belief that only this person truly understands. Shared humbly, the same depth gives others a reason to keep going.`,
  },
  {
    sign: 'Scorpio',
    decan: 3,
    description: `Venus takes the last face of Scorpio, and the Moon, ruler of Cancer, governs it by triplicity, so the sign's intensity becomes tender, attached and deeply personal. Bonds formed here are meant to last a lifetime, and the memory for every kindness, and every hurt, is long. A drawer of old letters tied with string, reread on quiet evenings and never thrown away, sums up the mood. Few placements love so loyally or notice so quickly when someone close is hurting. When insecure, that devotion can slide into jealousy, possessiveness or a refusal to let a chapter close. Trust, offered a little at a time, lets this decan keep its closeness without gripping so tightly.`,
  },
  {
    sign: 'Sagittarius',
    decan: 1,
    description: `Jupiter rules the opening decan of Sagittarius by triplicity, echoing its rule of the whole sign, and Mercury takes the Chaldean face, so the hunt for meaning starts with restless curiosity. Questions come faster than answers, and every road, book or late conversation seems to lead somewhere worth going. The image is a traveler at a busy station with a phrase book in one hand and a ticket for a town chosen almost on a whim. Such a mind learns quickly and explains generously. Trouble shows as scattered interests, blunt remarks or opinions held with more certainty than evidence. A habit of asking, listening and checking facts lets this eager intelligence grow into real wisdom.`,
  },
  {
    sign: 'Sagittarius',
    decan: 2,
    description: `The middle of Sagittarius is the most daring part of the sign. Mars, ruler of Aries and so of this fire decan by triplicity, adds spark and the urge to act on a belief at once, while the Moon, holding the Chaldean face, lets feelings steer the journey more than plans do. Here is the camper who, after one look at the stars, decides to walk up the ridge at dawn and somehow talks three friends into coming along. Enthusiasm is contagious and often brave. On a bad day, moods swing between elation and boredom, and a cause can become a fight. Giving this fire a rhythm, with rest days and a home to return to, keeps the adventure joyful rather than reckless.`,
  },
  {
    sign: 'Sagittarius',
    decan: 3,
    description: `In its last ten degrees, Sagittarius gathers its wandering into a settled view of life. The Sun, triplicity ruler here by way of Leo, brings confidence and a wish to lead, and Saturn, the Chaldean face ruler, asks that any belief be tested by time and experience. The figure is a mountain guide who has walked the same pass for twenty years and still checks the weather before every climb. From here come teachers, mentors and people who speak with quiet authority. The risk is a creed that stops listening, or pride that confuses age with being right. Kept open to new evidence, the hard-won wisdom of this decan becomes something others can build on.`,
  },
  {
    sign: 'Capricorn',
    decan: 1,
    description: `Saturn, ruler of Capricorn, governs its first decan by triplicity, so the sign's patience and sense of structure are strong from the start. Jupiter, which traditionally struggles in this sign, takes the Chaldean face and asks for growth without waste: ambition with a long horizon and a practical kind of hope. Someone planting a young orchard on a cold spring morning, knowing the first real harvest is years away, embodies these degrees. Persistence is the great strength, along with a talent for turning large aims into steady steps. Overdone, caution squeezes out joy, or success shrinks to a matter of status. Remembering why the trees were planted keeps the effort generous and worth the wait.`,
  },
  {
    sign: 'Capricorn',
    decan: 2,
    description: `Mars is exalted in Capricorn, and in the middle decan it holds the Chaldean face, lending disciplined energy and the stamina to finish what has been started. Venus, ruler of Taurus and of this earth decan by triplicity, adds a feeling for materials, comfort and lasting value. Together they describe the maker: a carpenter sanding a table late into the evening because the joint has to be exactly right and the piece should outlast its owner. Work done from here tends to be solid, useful and quietly beautiful. The pitfalls are stubbornness, long hours without a break, or worth measured only by what is owned. Making room for rest and pleasure turns this tireless effort into a craft that lasts.`,
  },
  {
    sign: 'Capricorn',
    decan: 3,
    description: `The closing degrees of Capricorn bring the sign's ambition into public view. With the Sun as Chaldean face ruler comes a wish to stand for something and be accountable for it, while Mercury, which rules Virgo and therefore this earth decan by triplicity, contributes careful analysis and a gift for organizing detail. Consider the person who chairs a town meeting with a well-marked agenda, knows every budget line and still lets the quiet neighbor speak. Competence and dignity come naturally. When tired or anxious, the same traits turn into perfectionism, a critical tongue or pride in rank. Authority used to serve rather than to impress makes this decan a source of leaders people are glad to follow.`,
  },
  {
    sign: 'Aquarius',
    decan: 1,
    description: `Saturn, the traditional ruler of Aquarius, governs the sign's first decan by triplicity as well, which gives its ideals structure and staying power. Venus, assigned the Chaldean face, softens that framework with a gift for friendship and a pleasure in shared effort. The scene is a neighborhood meeting in a library basement, where someone with a clipboard turns a vague wish for a community garden into a schedule, a budget and a group of new friends. Loyalty to a circle is strong. At its cooler edge, warmth can go to the cause more than to the individuals in it, and opinions can set like cement. Letting affection be personal as well as principled keeps these communities alive.`,
  },
  {
    sign: 'Aquarius',
    decan: 2,
    description: `Mercury holds both rulerships in the middle of Aquarius, as Chaldean face ruler and as ruler of Gemini, the air sign whose triplicity colors this decan. The result is the most mental stretch of the sign: inventive, curious, quick to connect ideas that have never met. Imagine a kitchen table covered with diagrams and cold coffee at two in the morning, as someone finally sees how a stubborn problem fits together. Originality and a talent for explaining new concepts come easily. Less happily, thinking races ahead of feeling, arguments are pursued for sport, and nerves wear thin. Grounding ideas in the needs of real people gives this brilliance both direction and warmth.`,
  },
  {
    sign: 'Aquarius',
    decan: 3,
    description: `The final third of Aquarius brings feeling into the sign's ideals. Its Chaldean face ruler, the Moon, lends sensitivity to the mood of a crowd and a concern for everyday needs, and Venus, whose sign Libra supplies the triplicity, adds grace, fairness and a taste for partnership. At a community supper, a volunteer notices which newcomer is sitting alone and quietly brings over someone with shared interests; that small act is the essence of these degrees. The wish to improve the world turns personal and kind. Under pressure, moods swing with public opinion, and the need to be liked can blur firm principles. Trusting that kindness and conviction belong together lets this decan lead people gently toward the future.`,
  },
  {
    sign: 'Pisces',
    decan: 1,
    description: `Jupiter, the traditional ruler of Pisces, governs the first decan by triplicity, and Saturn is given the Chaldean face, so the sign's boundless sympathy meets a need for form. Faith here is something practiced rather than simply felt: a daily routine of quiet, a promise kept to someone who depends on it. The image is a lighthouse keeper climbing the stairs each evening to light the lamp for ships that will never be seen. Compassion is deep and dependable. Saturn's weight can also feel like guilt or loneliness, and service may slide into self-sacrifice. Offering one's own limits the same dependable care lets this decan remain a steady light without burning out.`,
  },
  {
    sign: 'Pisces',
    decan: 2,
    description: `Jupiter returns in the middle of Pisces to claim the Chaldean face, and the Moon, ruler of Cancer, governs it by triplicity, so the sign's tenderness grows wide and protective. Imagination is vivid, empathy arrives almost before words, and there is a strong pull to take care of whoever turns up. Think of a kitchen with the back door always open, a pot on the stove and a bedtime story told to any child who stays late. Generosity of heart is the great gift. Difficulties come as blurred boundaries, giving past the point of exhaustion, or drifting into daydreams when life gets hard. A few clear limits make this hospitality sustainable for everyone, including the host.`,
  },
  {
    sign: 'Pisces',
    decan: 3,
    description: `Mars rules the final decan of Pisces twice, holding its Chaldean face and, as traditional ruler of Scorpio, its water triplicity as well. The sign's compassion gains courage and a readiness to act on what it feels. A lifeguard who sees a swimmer struggling beyond the breakers, and is already in the water before anyone else has noticed, fits this decan well. Emotions run deep and strong, and there is real bravery in defending the vulnerable. Frustrated, that force may turn inward, or break out in emotional storms that surprise even the person feeling them. Channeled into steady advocacy, this last stretch of the zodiac closes the cycle with sympathy that knows how to act.`,
  },
];
