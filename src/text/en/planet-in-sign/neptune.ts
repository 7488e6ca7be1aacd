import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Neptune in each of the twelve signs.
export const NEPTUNE_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Neptune in Aries dreams of a brave new start, turning longing into a call to act and asking faith to prove itself through courage.',
    description: `A vision that wants to charge ahead: that is the mood when the planet of dreams passes through cardinal fire. Aries is ruled by Mars, so imagination here is not content to float. It pictures the hero who steps forward, the first person through the door, the self made new by a single bold choice. A generation carrying this theme tends to idealize fresh beginnings and personal courage, and to feel that faith means nothing until someone acts on it.

In one life, the placement can look like sudden inspiration followed by an urge to start at once. Compassion comes out as protectiveness: a readiness to stand between the weak and whatever threatens them. Art and spiritual practice are felt in the body, through movement, sport or anything that asks for nerve.

Strain shows when the dream of heroism blurs the facts. Causes are joined in a rush, anger spills toward a foe that is hard to name, and energy burns away on battles that were never quite real. A self-image of the fearless rescuer can hide plain exhaustion.

A pause between the vision and the leap makes the difference. When courage is guided by a clear question about who is really served, this Neptune becomes inspired leadership, the kind that makes others braver too.`,
    keywords: ['inspired action', 'spiritual courage', 'new beginnings', 'heroic ideals', 'protective compassion'],
    strengths: ['acting on a vision without delay', 'courage on behalf of others', 'fresh, energetic imagination', 'faith that shows itself in deeds'],
    challenges: ['fighting for causes that are poorly understood', 'diffuse anger without a clear target', 'burning out while playing the rescuer', 'mistaking impulse for calling'],
  },
  Taurus: {
    summary: 'Neptune in Taurus idealizes the earth, beauty and lasting comfort, seeking the sacred in the senses and peace in what can be held and tended.',
    description: `Fixed earth asks Neptune to slow down and touch things. Under the rule of Venus, the longing for something beyond ordinary life settles into soil, food, music and the quiet pleasure of well-made objects. A generation with this placement tends to dream of security and natural abundance, and to invest land, money and craft with an almost spiritual weight.

For the individual, imagination works through the hands and the senses. A song can feel like prayer, a garden like a place of worship, and a shared meal like an act of devotion. Compassion is patient and practical: food brought over, a steady presence, comfort that does not need many words.

Trouble starts when the dream of safety becomes a fantasy. Money may be trusted to solve what it cannot, possessions can turn into a soft place to hide, and a wish for calm can slide into stubborn inertia. Illusions about value, in things or in people, can be costly because they are held so firmly.

The constructive path is reverence without clinging. When beauty and the physical world are honored as gifts rather than guarantees, this Neptune brings a gentle, grounded spirituality and an artist's patience with slow, lovely work.`,
    keywords: ['sacred earth', 'sensual beauty', 'music', 'security dreams', 'patient devotion', 'nature'],
    strengths: ['finding the spiritual in ordinary pleasures', 'gentle, steady compassion', 'artistic feeling for texture and sound', 'love of nature and the land'],
    challenges: ['illusions about money and value', 'hiding in comfort or possessions', 'inertia mistaken for peace', 'holding on to a dream of safety too tightly'],
  },
  Gemini: {
    summary: 'Neptune in Gemini lets imagination flow through words and stories, blending poetry with information and making the line between fact and fancy easy to blur.',
    description: `Language becomes a dream medium here. Gemini is mutable air ruled by Mercury, and Neptune passing through it softens the edges of ideas so that words carry mood, rumor and music as much as meaning. A generation with this theme often idealizes communication itself, hoping that new ways to talk and to travel will bring people closer.

In personal life the placement can give a poet's ear, a gift for stories, and an uncanny sense of what someone is about to say. Curiosity is wide and playful, and the mind moves easily between subjects, picking up threads that others miss. Siblings, neighbors and casual acquaintances may carry an almost magical importance.

Under strain, thinking grows foggy. Details slip away, half-truths pass from person to person, and the charm of a good story can outweigh the question of whether it is accurate. Restless attention may drift from one idea to the next without landing, leaving plans vague and messages confused.

Clear habits restore the balance: writing things down, checking sources, letting one idea mature before chasing another. With that care, the same fluid mind becomes a fine translator, teacher or storyteller, able to say the unsayable in plain and gentle words.`,
    keywords: ['poetic language', 'storytelling', 'intuitive thinking', 'curiosity', 'fluid ideas'],
    strengths: ['a gift for evocative words', 'sensing what others mean beneath what they say', 'quick, imaginative connections', 'gentle and playful teaching'],
    challenges: ['confusion over facts and details', 'passing on rumor or half-truth', 'scattered attention', 'vague plans and unclear messages'],
  },
  Cancer: {
    summary: 'Neptune in Cancer dreams of the perfect home and the caring family, filling memory, homeland and belonging with deep feeling and tender longing.',
    description: `Home is where this Neptune keeps its dreams. Cancer is cardinal water ruled by the Moon, and the planet of longing here gathers around family, ancestry, the kitchen table and the idea of a homeland. A generation marked by this placement often idealizes motherhood, roots and belonging, and feels history as something personal.

In an individual chart the imagination is tender and protective. Memory is vivid, old photographs and family stories carry great power, and there is a natural urge to feed, shelter and comfort anyone who seems lost. Compassion tends to begin close to home and spread outward, so that strangers are treated almost like relatives.

The weight of feeling can also cloud judgment. Nostalgia may paint a past that never quite existed, a family or nation may be idealized beyond recognition, and care can become smothering when it cannot let others grow up. Moods can rise and fall like tides, and the longing for a perfect home may leave every real one feeling slightly lacking.

Maturity comes from loving what is actually here. When memory serves healing rather than escape, this Neptune creates true sanctuary: a place, or a person, where others feel safe enough to rest.`,
    keywords: ['home', 'belonging', 'nostalgia', 'nurturing', 'family dreams', 'emotional memory'],
    strengths: ['deep, protective compassion', 'creating a sense of sanctuary', 'rich emotional memory', 'treating strangers like family'],
    challenges: ['idealizing the past or the family', 'smothering care', 'longing for a home that never was', 'moods that blur judgment'],
  },
  Leo: {
    summary: 'Neptune in Leo casts a golden glow over romance, creativity and stardom, dreaming of a life lived with heart, drama and generous self-expression.',
    description: `Glamour is the word that comes to mind. In fixed fire ruled by the Sun, Neptune dreams in bright colors and grand gestures, imagining love affairs worthy of a film and lives that shine on a stage. A generation with this placement often idealizes romance, fame and the creative individual, and finds its myths in entertainment and celebrity.

At a personal level, the theme brings a warm, theatrical imagination. Play comes easily, children and the childlike are cherished, and there is real joy in making something beautiful for others to enjoy. Compassion shows itself through generosity and loyalty, a wish to make others feel special and seen.

The shadow lies in believing the spotlight too much. A fantasy of greatness can make ordinary effort seem beneath notice, romance may be chased for the feeling of being adored, and pride can hide a hunger for approval that no applause quite fills. Disappointment follows when real people refuse to play their parts in the dream.

The healthiest version shares the light. When creative gifts are offered for the joy they bring rather than the praise they earn, this Neptune inspires courage in others and reminds everyone that the heart has its own kind of dignity.`,
    keywords: ['glamour', 'romance', 'creative play', 'generosity', 'inspiration', 'stagecraft'],
    strengths: ['warm, dramatic imagination', 'generous, loyal affection', 'making others feel special', 'joy in creative play'],
    challenges: ['fantasies of fame or greatness', 'chasing romance for the feeling of being adored', 'pride that hides a need for approval', 'disappointment when life will not follow the script'],
  },
  Virgo: {
    summary: 'Neptune in Virgo finds the sacred in humble service, careful work and daily habits, longing to heal and improve but prone to anxious perfectionism.',
    description: `Devotion wears work clothes in Virgo. Mutable earth ruled by Mercury brings Neptune down into the details of daily routine, health habits, craft and useful service. A generation with this placement often idealizes duty and practical help, and may carry a quiet faith that careful effort can put a troubled world right.

For the individual, compassion becomes something done with the hands: tidying a neighbor's yard, keeping accurate records, learning a skill that relieves suffering. Imagination is precise and observant, able to notice the small flaw or the tiny kindness that others overlook. Ritual matters, and ordinary tasks can take on the calm of meditation.

Worry is the usual sign of strain. Ideals of purity or perfection may turn every imperfection into a source of guilt, and the wish to serve can dissolve into self-sacrifice that no one asked for. Vague unease about the body or about getting things wrong can grow in the background, and criticism, of self or others, may come disguised as helpfulness.

The remedy is gentleness with what is unfinished. When service flows from care rather than fear of falling short, this Neptune offers a rare gift: humble, skillful help that makes daily life kinder for everyone it reaches.`,
    keywords: ['service', 'healing work', 'daily ritual', 'humility', 'craft', 'practical compassion'],
    strengths: ['skillful, practical help', 'finding meaning in routine', 'sharp, caring observation', 'humility and patience'],
    challenges: ['anxious perfectionism', 'guilt over small flaws', 'self-sacrifice that goes unasked', 'criticism dressed up as help'],
  },
  Libra: {
    summary: 'Neptune in Libra dreams of perfect partnership, fairness and harmony, idealizing love and peace while learning that real relationships need honest balance.',
    description: `Partnership is where this Neptune places its hopes. Libra is cardinal air ruled by Venus, and the planet of ideals here dreams of the soul mate, the fair agreement and a world without quarrels. People born roughly between 1942 and 1957 share this theme, and as a generation they often idealized romantic love, equality and peace, while also watching older ideas of marriage loosen.

In one person, imagination runs toward beauty, courtesy and balance. There is an instinct for design, music and the graceful phrase, and a sincere wish to see each side of a dispute. Compassion comes through listening and mediation: finding the words that let two people meet halfway.

Under pressure, harmony becomes something to protect at any cost. A partner may be seen through a soft filter that hides real faults, hard conversations are postponed until they swell, and personal needs quietly vanish into the needs of the couple. When the ideal fails, disappointment can be sharp and lasting.

Growth comes from treating fairness as a practice rather than a dream. Honest disagreement, held with kindness, lets this Neptune turn its love of peace into genuine diplomacy and relationships that can survive ordinary storms.`,
    keywords: ['ideal love', 'harmony', 'fairness', 'diplomacy', 'beauty', 'partnership'],
    strengths: ['graceful, artistic sensibility', 'sincere wish for justice', 'skill at mediation', 'kindness in relationships'],
    challenges: ['idealizing partners', 'avoiding necessary conflict', 'losing the self in the couple', 'sharp disappointment when love falls short'],
  },
  Scorpio: {
    summary: 'Neptune in Scorpio dissolves taboos and seeks the hidden depths of desire, power and healing, longing for intimacy that transforms.',
    description: `Depth calls to depth here. Fixed water, ruled by Mars in the older tradition and by Pluto in the modern one, draws Neptune down into secrets, sexuality, grief and the places most people prefer not to look. The generation born roughly from the mid-1950s to 1970 carries this theme, and with it a collective urge to break silence around death, desire and the psyche.

In a single life, imagination is intense and searching. There may be fascination with psychology, mystery and healing, and an ability to sit with pain without flinching. Compassion here is not polite; it goes straight to the wound and stays. Intimacy is sought as a kind of merging, a way of losing the self in something larger.

The same hunger can lead into murky water. Intensity may become an escape of its own, obsessions can take hold quietly, and secrecy blurs trust. Boundaries in close relationships may dissolve in ways that leave both people confused about where one ends and the other begins.

At its best the placement becomes a healer's gift. When the courage to face what is hidden is matched by respect for limits, this Neptune helps others release old shame and find renewal after loss.`,
    keywords: ['depth', 'transformation', 'hidden truth', 'intimacy', 'healing', 'intensity'],
    strengths: ['courage to face pain and taboo', 'deep emotional insight', 'healing presence in crisis', 'loyalty through hard times'],
    challenges: ['obsession and secrecy', 'using intensity as an escape', 'blurred boundaries in intimacy', 'difficulty letting old wounds close'],
  },
  Sagittarius: {
    summary: 'Neptune in Sagittarius sets out on a search for meaning, idealizing faith, travel and wisdom while learning not to follow every promising guide.',
    description: `Faith goes on the road with this Neptune. Sagittarius is mutable fire ruled by Jupiter, so the planet of longing takes the form of a quest: for truth, for a teacher, for a land or a philosophy that makes sense of everything. The generation born roughly between 1970 and 1984 grew up as spiritual ideas from many cultures mixed freely, and it often treats belief as something to explore rather than inherit.

For the individual, imagination is broad and hopeful. Foreign places, languages and traditions feel familiar, and there is a natural tolerance for different ways of life. Compassion expresses itself as encouragement, a belief that anyone can grow, and a generous habit of sharing what has been learned.

Problems begin when enthusiasm outruns discernment. A charismatic guide may be trusted too quickly, certainty may harden into a new kind of dogma, and the search itself can become a way to avoid settling anywhere. Grand visions might leave little patience for the small, plain steps that make them real.

What steadies this fire is humility about the answers. When the quest stays open and curious, this Neptune becomes an inspired teacher and traveler, carrying meaning across borders and helping others find their own sense of purpose.`,
    keywords: ['spiritual quest', 'faith', 'travel', 'philosophy', 'tolerance', 'optimism'],
    strengths: ['openness to other cultures and beliefs', 'inspiring, hopeful outlook', 'generous sharing of wisdom', 'tolerance for many paths'],
    challenges: ['trusting charismatic guides too quickly', 'turning openness into dogma', 'endless seeking without arriving', 'impatience with practical details'],
  },
  Capricorn: {
    summary: 'Neptune in Capricorn idealizes structure, achievement and institutions, then watches them soften, asking dreams to be built with patience and real commitment.',
    description: `Ambition and idealism meet on the same hard ground here. Capricorn is cardinal earth ruled by Saturn, and Neptune in this sign dreams of solid things: a career that matters, institutions that deserve trust, a world run by competent hands. Those born roughly from 1984 to 1998 share the theme, and as a group they grew up hoping for stable ladders while seeing many of them wobble.

In personal life the placement gives a practical imagination. Visions arrive with a plan attached, and there is real respect for tradition, skill and earned authority. Compassion takes responsible forms: keeping promises, carrying weight for others, building something that will still stand later.

The difficulty is disillusionment. When leaders, employers or traditions fail to live up to their image, cynicism can set in fast, and a fantasy of success may drive overwork without bringing satisfaction. Duty can become a way to avoid feeling, and rules may be trusted long after they stop serving anyone.

The constructive answer is practical idealism. By building slowly toward a dream and holding institutions to their stated values, this Neptune can turn disappointment into reform and create structures that are both sturdy and humane.`,
    keywords: ['practical idealism', 'ambition', 'structure', 'responsibility', 'tradition', 'reform'],
    strengths: ['giving dreams a workable plan', 'patient, responsible care', 'respect for skill and tradition', 'capacity to reform from within'],
    challenges: ['disillusionment with authority', 'fantasies of status or success', 'overwork as escape', 'cynicism after disappointment'],
  },
  Aquarius: {
    summary: 'Neptune in Aquarius dreams of a connected humanity, idealizing networks, friendship and shared progress while risking a cool distance from personal feeling.',
    description: `Imagine a web in which everyone can speak to everyone: that is the hope of Neptune in fixed air. Aquarius is ruled by Saturn in the older scheme and Uranus in the newer one, so this dream blends fixed principle with a love of the new. The generation born roughly from 1998 to 2012 came of age with the internet all around them, and it tends to find belonging in online communities and global causes as much as in local ones.

In an individual chart the theme gives an inventive, group-minded imagination. Friends are often chosen for shared ideals rather than shared backgrounds, and there is a strong sense that fairness should reach everyone. Compassion is wide, sometimes more comfortable with humanity as a whole than with one crying person in the room.

The strain lies in that distance. Life online can blur into a fog of images and opinions, group identity may drown individual judgment, and utopian plans can forget the messy needs of real people. Detachment sometimes passes for calm when it is really avoidance.

Ideals work best when they are brought home. When the vision of a fairer world is practiced in ordinary friendships, this Neptune becomes a true humanitarian, able to connect strangers around a hopeful and shared purpose.`,
    keywords: ['collective ideals', 'networks', 'friendship', 'innovation', 'humanitarian vision', 'community'],
    strengths: ['broad humanitarian compassion', 'inventive, forward-looking ideas', 'building communities across distance', 'loyalty to shared ideals'],
    challenges: ['emotional detachment', 'losing judgment in group identity', 'utopian plans that ignore real needs', 'getting lost in online noise'],
  },
  Pisces: {
    summary: 'Neptune in Pisces is at home, opening the heart to boundless compassion, art and spiritual feeling while needing care to keep gentle, healthy limits.',
    description: `No sign gives Neptune more room than its own. Pisces is mutable water, traditionally ruled by Jupiter and in modern practice by Neptune itself, so imagination, empathy and the wish to merge with something greater all flow without much resistance. The generation born roughly from 2011 to 2026 carries this placement, growing up amid streaming images, shared crises and a strong sense that every life touches every other.

Individually, the theme can show as deep sensitivity. Music and film may affect the mood for days, the feelings of others are absorbed almost without noticing, and a natural kindness reaches toward anyone who suffers, human or animal. Creative and spiritual gifts can be strong, often arriving through dreams, stories and quiet moments alone.

Because there are so few walls, overwhelm is the main risk. Escape through screens, fantasy or any numbing habit can look tempting, boundaries may be hard to hold, and it can be difficult to tell one's own feelings from the crowd's. Practical matters sometimes drift until they become urgent.

Gentle structure makes the gift safe to use. With rest, clear limits and a few grounding routines, this Neptune offers something the world deeply needs: compassion without judgment, and art that helps people feel less alone.`,
    keywords: ['compassion', 'empathy', 'imagination', 'spirituality', 'art', 'boundlessness', 'dreams'],
    strengths: ['boundless kindness', 'strong creative and spiritual gifts', 'sensing what others feel', 'forgiveness without judgment'],
    challenges: ['escapism', 'weak boundaries', 'emotional overwhelm', 'letting practical matters drift'],
  },
};
