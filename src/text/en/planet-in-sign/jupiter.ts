import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Jupiter in each of the twelve signs.
export const JUPITER_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Jupiter in Aries finds faith through action, growing by taking the first step and trusting that courage will open doors that waiting never could.',
    description: `Growth arrives here as a spark rather than a slow tide. Jupiter in the cardinal fire of Aries, a sign ruled by Mars, expands whatever it touches by starting it: the new club, the first draft, the offer to lead when nobody else raises a hand. Confidence is the great gift. Doors tend to swing open after a bold move, and experience soon shows that luck answers those who show up early and speak plainly.

Generosity takes a direct form. Help is offered on the spot, with energy rather than ceremony, and there is real joy in cheering others into their own first attempts. Meaning is found in being tested, in proving that something can be done at all.

Under strain, the same faith can outrun its footing. Promises are made faster than they can be kept, projects are launched and then left behind once the thrill fades, and impatience reads slow progress as failure. A habit of assuming that more force will fix any problem can wear on friends and colleagues.

The mature expression pairs the opening burst with a plan for the second week. Given a clear target and a little follow-through, the fire turns into true pioneering, and its enthusiasm lifts everyone nearby.`,
    keywords: ['initiative', 'courage', 'enthusiasm', 'leadership', 'bold faith', 'new ventures'],
    strengths: ['optimism that gets things started', 'frank and immediate generosity', 'willingness to take the lead', 'resilience after setbacks'],
    challenges: ['promising too much in the first rush', 'losing interest once the novelty fades', 'impatience with slow growth', 'treating force as the answer to everything'],
  },
  Taurus: {
    summary: 'Jupiter in Taurus grows wealth, comfort and trust slowly and surely, finding meaning in the good things of the senses and in what lasts.',
    description: `Steady abundance is the keynote. In the fixed earth of Taurus, under the rule of Venus, Jupiter's urge to expand slows to the pace of a garden: it plants, waters and waits, and it expects a harvest. Faith here is practical. People with this placement tend to believe in what they can touch, taste and keep, and their optimism rests on the quiet proof of things that have held up over time.

Daily life shows it in a well-stocked kitchen, a skill patiently built, savings that grow year by year, or a generous table where guests are fed without fuss. Sharing is done through real things: a meal, a loan of tools, a handmade gift. Beauty matters, and so does comfort, and both are offered freely to others.

The strain comes when enough never quite feels like enough. Jupiter can inflate the Taurus appetite into overindulgence, collecting possessions or pleasures as a stand-in for security. Stubbornness may also grow large, so that a familiar path is defended long after a better one has appeared.

Over time this placement learns that real prosperity includes contentment. When gratitude sits alongside the wish for more, the result is a calm, grounded generosity that others can lean on for years.`,
    keywords: ['abundance', 'patience', 'comfort', 'material growth', 'loyalty', 'pleasure'],
    strengths: ['building lasting resources', 'calm and dependable generosity', 'enjoyment of simple pleasures', 'patience that lets things ripen'],
    challenges: ['overindulgence in food or comfort', 'measuring worth by possessions', 'resistance to needed change', 'holding on too tightly'],
  },
  Gemini: {
    summary: 'Jupiter in Gemini expands through questions, conversation and variety, seeking meaning in many small pieces of knowledge rather than one grand answer.',
    description: `Curiosity wears the crown in this sign. Jupiter, the planet of big pictures and broad beliefs, sits in its detriment in mutable air ruled by Mercury, and the result is a mind that grows by gathering: facts, stories, contacts, languages, tricks of the trade. Faith becomes a matter of staying open, and the deepest belief may simply be that there is always more to learn.

In everyday terms, opportunities often come through words and links. A chance chat on a train, a message passed along by a friend, a short course taken on a whim can lead somewhere large. Generosity shows up as sharing information freely, making introductions and teaching what was just learned.

Trouble begins when breadth crowds out depth. There may be a shelf of half-read books, a dozen plans discussed and none finished, or opinions that shift with the last article read. Because Jupiter likes certainty and Gemini likes options, the placement can swing between restless doubt and a clever talk that hides a lack of conviction.

Growth comes from choosing a few threads and following them to the end. Put to work for a chosen purpose, the gift for connecting ideas makes a fine teacher, writer or go-between, and range becomes the greatest asset.`,
    keywords: ['curiosity', 'learning', 'communication', 'versatility', 'networking', 'ideas'],
    strengths: ['quick and wide-ranging learning', 'generous sharing of information', 'talent for connecting people', 'openness to other views'],
    challenges: ['scattered effort', 'knowing a little about too much', 'talking instead of doing', 'shifting beliefs under pressure'],
  },
  Cancer: {
    summary: 'Jupiter in Cancer, its sign of exaltation, grows through care, memory and belonging, turning kindness toward family and home into a source of real faith.',
    description: `Here Jupiter is exalted, and its warmth feels most at home. Cardinal water ruled by the Moon gives the planet's generosity a protective and feeling tone: growth means widening the circle of people who are fed, sheltered and remembered. The house with an open door, the relative who always has a spare bed, the colleague who notices when someone is having a hard week all express this placement well.

Faith tends to rest on bonds rather than doctrine. Traditions, family stories and a sense of roots supply meaning, and there is often a strong instinct for what others need before they ask. Opportunities may come through family connections, real estate, food, caregiving or any work that builds a sense of home.

The shadow side is an abundance of care that turns into smothering. Jupiter can enlarge Cancer's moods, so that hurt feelings grow out of scale, and the urge to protect may keep loved ones small. Nostalgia can also become a place to hide, where the past seems larger and safer than the present.

The healthiest expression lets care include the self and reach beyond blood ties. When this Jupiter offers shelter without holding on, its kindness becomes a quiet, lasting blessing to everyone who passes through.`,
    keywords: ['nurturing', 'protection', 'family', 'belonging', 'emotional generosity', 'tradition', 'home'],
    strengths: ['deep and sincere kindness', 'strong instinct for what others need', 'loyalty to family and community', 'a gift for making people feel at home'],
    challenges: ['smothering or being too protective', 'moods that grow out of scale', 'clinging to the past', 'caring for others while neglecting the self'],
  },
  Leo: {
    summary: 'Jupiter in Leo expands through creativity, warmth and play, finding faith in the heart and offering others a generous share of its light.',
    description: `Big-hearted and proud, this Jupiter wants life to be larger, brighter and more fun. In the fixed fire of Leo, ruled by the Sun, growth comes through self-expression: performing, making things, leading with style and loyally backing the people it loves. The faith involved is a kind of faith in joy itself, a belief that delight is worth pursuing and sharing.

Daily life may show a flair for hosting, a love of children and games, or a talent for turning an ordinary evening into an occasion. Generosity can be lavish, with gifts, praise and time handed out freely, and there is real pleasure in seeing others shine. Opportunities often follow visibility, since this placement tends to be noticed and remembered.

The difficulty lies in how much applause is needed. Pride can swell until criticism feels like an insult, and a need to be admired can turn generosity into a show staged for an audience. Spending on display, or insisting on center stage, may crowd out quieter people and quieter joys.

At best this placement leads through encouragement. Balancing the wish to be seen with a wish to help others be seen, it grows into a warm and dignified patron whose confidence makes room for everyone else.`,
    keywords: ['creativity', 'warmth', 'generosity', 'self-expression', 'pride', 'play', 'leadership'],
    strengths: ['warm and open-handed spirit', 'creative confidence', 'gift for inspiring others', 'steady loyalty to friends'],
    challenges: ['need for constant praise', 'pride that resists feedback', 'spending for show', 'taking the spotlight from others'],
  },
  Virgo: {
    summary: 'Jupiter in Virgo grows by improving things, finding meaning in useful work, careful skill and the many small acts of service that keep daily life running.',
    description: `Small improvements add up to something large with Jupiter in Virgo. The planet is in its detriment in this mutable earth sign ruled by Mercury, so its broad vision has to pass through a fine filter. Instead of grand theories, faith takes the shape of competence: a belief that things can be made to work better, one adjustment at a time. Growth often comes through study, craft, health routines and work that serves others.

Generosity here is practical and often unseen. It looks like fixing a neighbor's bike, editing a friend's letter, organizing the shared files at work or teaching someone a faster method. Good chances follow reliability, since the person who notices details and follows through is the one others call again.

Problems arise when Jupiter magnifies Virgo's critical eye. Every flaw can seem huge, and an endless search for the perfect method may delay any decision at all. Worry can expand, and so can a tendency to judge others by a standard that nobody could meet.

Maturity brings a kinder scale. Patience and a sense of proportion turn the urge to improve into the work of a gifted healer, editor or skilled artisan, and that careful help makes life easier for many.`,
    keywords: ['service', 'skill', 'improvement', 'health', 'practical faith', 'analysis'],
    strengths: ['useful and practical generosity', 'steady growth of skills', 'eye for what can be improved', 'reliability in daily work'],
    challenges: ['perfectionism', 'magnifying small flaws', 'worry that grows large', 'losing sight of the big picture'],
  },
  Libra: {
    summary: 'Jupiter in Libra grows through partnership, fairness and grace, believing that people do best together and that justice and beauty belong side by side.',
    description: `Relationship is the doorway to growth for this Jupiter. In the cardinal air of Libra, ruled by Venus, the planet of expansion looks outward to the other person and asks what would be fair, kind and pleasing to both. Faith rests on cooperation: the sense that a good agreement, a shared project or a well-made peace is worth more than winning alone.

Opportunities often come through partners, clients, friends and introductions. A talent for diplomacy can open doors in law, design, mediation or any field where people must be brought together. Generosity is graceful, expressed through hospitality, tact and a real interest in other points of view. There is also a love of beauty, so that a welcoming room or a thoughtful gift carries real meaning.

Under pressure, the wish to please can become too large. Decisions may stall while every side is weighed again, and conflict may be avoided so carefully that honest feelings are never said. Some with this placement lean on partners to supply a sense of direction, or spend beyond their means to keep life pleasant.

The strongest form of this Jupiter knows that fairness sometimes requires a firm word. When balance includes its own needs, it becomes a wise counselor and a builder of lasting alliances.`,
    keywords: ['partnership', 'fairness', 'diplomacy', 'grace', 'cooperation', 'beauty'],
    strengths: ['skill at bringing people together', 'strong sense of fairness', 'gracious hospitality', 'openness to other points of view'],
    challenges: ['indecision', 'avoiding needed conflict', 'depending on others for direction', 'keeping the peace at any cost'],
  },
  Scorpio: {
    summary: 'Jupiter in Scorpio seeks growth beneath the surface, finding meaning in depth, loyalty and transformation and giving its trust slowly but completely.',
    description: `Depth rather than breadth draws this Jupiter forward. Placed in the fixed water of Scorpio, traditionally ruled by Mars and in modern practice by Pluto, the planet of expansion turns inward and downward. It wants to know what is really going on: the motive behind the gesture, the history behind the rumor, the root of a problem rather than its symptom. Faith is earned through experience, often through having come through a crisis and found strength on the other side.

In daily life this can look like a talent for research, a steady hand in emergencies, skill with shared money or resources, or a gift for helping others through grief and change. Generosity is intense and loyal. Help may not be offered to everyone, but once trust is given, it is given fully.

When troubled, Jupiter can enlarge Scorpio's suspicion and hunger for control. Secrets may multiply, grudges may swell, and the drive for power can turn an honest search for truth into a contest. An all-or-nothing attitude may also lead to excess.

The constructive path uses this depth to heal. When the wish for control yields to the wish to understand, this Jupiter becomes a brave guide through hard times and a trusted keeper of what matters most.`,
    keywords: ['depth', 'transformation', 'loyalty', 'research', 'shared resources', 'intensity'],
    strengths: ['courage in a crisis', 'deep and lasting loyalty', 'talent for getting to the root of things', 'ability to help others through change'],
    challenges: ['suspicion and secrecy', 'holding grudges', 'struggles over power and control', 'all-or-nothing excess'],
  },
  Sagittarius: {
    summary: 'Jupiter in Sagittarius is at home in its own sign, growing through travel, study and belief, with a restless hunger for truth and wider horizons.',
    description: `Few placements feel as natural as this one, since Sagittarius is ruled by Jupiter itself. In mutable fire, the planet of faith and meaning moves freely: it wants to explore, to learn, to teach, to find the big story that ties experience together. The open road, the lecture hall, the foreign language and the long talk about what life is for all belong here.

Optimism is strong and often contagious. This Jupiter expects good things, and that trust can bring luck simply because it is willing to try. Opportunities may come through education, publishing, travel, faith communities or work with people from other cultures. Generosity is broad and cheerful, shown through encouragement, humor and sharing what has been learned.

The same easy flow can become excess. Beliefs can harden into preaching, and a sense of being right can make others feel talked down to. Restlessness may keep commitments loose, and confidence may lead to careless promises, risks or spending. Details that seem small can be skipped until they become large.

The best version keeps the search honest. Wide vision joined with humility and follow-through produces a true teacher and traveler, someone whose sense of meaning widens the world for others.`,
    keywords: ['exploration', 'wisdom', 'optimism', 'travel', 'higher learning', 'faith', 'freedom'],
    strengths: ['contagious optimism', 'love of learning and teaching', 'openness to other cultures', 'a strong sense of purpose'],
    challenges: ['preaching or lecturing', 'careless promises and risks', 'restlessness with commitment', 'skipping important details'],
  },
  Capricorn: {
    summary: 'Jupiter in Capricorn grows through discipline and responsibility, trusting what is earned over time and building success on careful plans and solid ground.',
    description: `Ambition and caution pull against each other in this sign. Jupiter falls in Capricorn, a cardinal earth sign ruled by Saturn, so the planet of easy expansion must work within limits, rules and time. Far from being a loss, this often produces some of the most reliable growth in the zodiac. Faith here is faith in effort: the belief that a goal reached step by step, through planning and patience, will stand.

In practice this placement shows up in careers built carefully, savings kept for the long term, and a respect for structure, tradition and proven methods. Opportunities usually arrive after a record has been earned, often later in life. Generosity is measured but real, expressed by giving useful advice, offering a job or a reference, or taking responsibility when others will not.

In harder seasons, caution can shrink hope. Success may be measured only by status or money, and a fear of failure may keep good chances from being taken. There can also be a tendency to judge others harshly for lacking the same discipline, or to see kindness as a luxury.

The mature form knows that structure exists to support growth. Ambition that serves a purpose beyond the self makes a wise elder and mentor, one who builds something that will outlast a single life.`,
    keywords: ['ambition', 'discipline', 'responsibility', 'long-term growth', 'structure', 'achievement'],
    strengths: ['patient and steady progress', 'sound practical judgment', 'willingness to take responsibility', 'talent for building lasting structures'],
    challenges: ['pessimism or excess caution', 'measuring worth by status', 'harsh judgment of others', 'missing chances out of fear'],
  },
  Aquarius: {
    summary: 'Jupiter in Aquarius expands through ideas, friendship and community, placing its faith in the future and in what people can achieve together.',
    description: `Hope with a social conscience marks this Jupiter. In the fixed air of Aquarius, ruled by Saturn and in modern practice by Uranus, growth is tied to groups, causes and new ways of doing things. The planet's wish for meaning turns toward questions of fairness, freedom and progress, and faith often rests on a belief in reason and in human potential.

Everyday expressions include volunteering, joining or founding clubs and networks, an interest in science or technology, and easy friendships with people from every walk of life. Generosity is often given to the many rather than the few, through time given to a cause or ideas freely shared. Openings arrive through friends and organizations, and through being willing to try what has not been tried.

Strain appears when ideals float away from people. Concern for humanity can feel distant to a friend who needs attention today, and a fixed belief in one's own vision can become stubborn, even while it claims to be open-minded. Rebellion may be pursued for its own sake, and plans for the future may crowd out the present.

The finest version joins vision with warmth. When large ideals are matched by personal kindness and a readiness to listen, this Jupiter becomes a true reformer and a generous friend.`,
    keywords: ['community', 'vision', 'progress', 'friendship', 'ideals', 'innovation'],
    strengths: ['broad and fair-minded outlook', 'talent for building networks', 'openness to new ideas', 'commitment to shared causes'],
    challenges: ['emotional distance', 'stubborn belief in one vision', 'rebellion for its own sake', 'neglecting the present for the future'],
  },
  Pisces: {
    summary: 'Jupiter in Pisces, its traditional home, grows through compassion, imagination and faith, offering kindness without limits and seeking meaning in the unseen.',
    description: `Compassion flows widely when Jupiter sits in Pisces. This mutable water sign is ruled by Jupiter in traditional astrology and by Neptune in modern practice, and the planet's generosity here is gentle, boundless and hard to put into words. Faith may be spiritual, artistic or simply a trust that life is held by something larger. Growth comes through feeling, imagining and serving.

Daily life shows it in a soft spot for anyone in trouble, a gift for music, film, poetry or prayer, and an ease with quiet and solitude. There is often a strong sense of when to step in and help, and a readiness to forgive. Opportunities may come unexpectedly, through intuition, chance meetings or work in healing, the arts or care for the vulnerable.

Difficulty comes from a lack of edges. Help may be given until nothing is left, and others can take advantage of an open heart. Escape through daydreams, sleep or other numbing habits can grow, and practical matters such as bills and deadlines may drift. Faith can also slide into wishful thinking that avoids hard facts.

The healing path gives the ocean a shore. Compassion with limits and imagination with a form offer real comfort, inspiration and grace to many.`,
    keywords: ['compassion', 'imagination', 'spirituality', 'forgiveness', 'intuition', 'service'],
    strengths: ['deep and wide compassion', 'rich creative imagination', 'strong intuition', 'readiness to forgive'],
    challenges: ['weak personal boundaries', 'escaping into daydreams', 'being taken advantage of', 'neglecting practical matters'],
  },
};
