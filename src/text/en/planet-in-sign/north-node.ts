import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: the North Node in each of the twelve signs.
export const NORTH_NODE_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'The North Node in Aries points toward self-reliance and first moves, asking a habitually accommodating nature to stop waiting for agreement and simply begin.',
    description: `Growth here starts with a single word: "I." The South Node in Libra supplies a well-worn talent for weighing every side, reading the room and keeping the peace, so well practiced that personal wishes can vanish inside someone else's plans. The North Node in Aries, cardinal fire ruled by Mars, pulls the other way, toward decisions made alone, quickly and without a committee.

In daily life the lesson is often small and awkward. Choosing the restaurant, sending the application before a partner has read it, saying "I'd rather not" without a cushion of apology: each of these feels oddly risky at first. Mars asks for heat and directness, and the cardinal mode asks for initiative rather than response.

At its best, this placement produces someone who can act with courage and still care about fairness, because the old diplomatic skill remains in the toolkit. Under strain, the pull backward shows as endless consulting, or as a sudden overcorrection into bluntness that burns bridges before trust is built.

The steady path is practice. Every honest first step, taken without asking permission, makes the next one easier, and relationships grow healthier when they are joined by choice rather than by fear of standing alone.`,
    keywords: ['initiative', 'self-reliance', 'courage', 'decisiveness', 'independence', 'directness'],
    strengths: ['fairness carried into bold action', 'learning to act without approval', 'fresh energy for new ventures', 'honest statements of personal need'],
    challenges: ['waiting for consensus before moving', 'losing the self inside partnerships', 'overcorrecting into bluntness', 'fear of disappointing others'],
  },
  Taurus: {
    summary: 'With the North Node in Taurus, growth comes through calm, steady building and simple pleasures, easing a lifelong habit of crisis, intensity and emotional entanglement.',
    description: `Quiet can feel strange to someone whose comfort zone is a storm. The South Node in Scorpio knows the territory of secrets, shared debts, power struggles and emotional extremes, and it tends to seek them out, as if life only counts when the stakes are high. The North Node in Taurus, fixed earth ruled by Venus, invites a slower rhythm and a more personal kind of security.

Here the work is to own something outright: a modest savings account, a skill built over years, a garden, a set of values that does not change with each new drama. Venus brings attention to the senses, so good bread, warm light, a walk at the same hour each evening are not distractions but medicine. The fixed mode rewards patience and repetition.

When this direction is embraced, the person becomes a source of calm for others, able to hold deep feeling without being ruled by it. Under pressure, the old pattern returns as suspicion, merging with other people's resources, or stirring up a crisis simply because peace feels too unfamiliar.

Progress is measured in ordinary days. Each time simplicity is chosen over intensity, and self-worth is built rather than borrowed, the ground becomes a little more solid underfoot.`,
    keywords: ['stability', 'self-worth', 'patience', 'simplicity', 'the senses', 'earned security'],
    strengths: ['deep insight joined to steady calm', 'patient building of resources', 'enjoyment of simple comforts', 'loyalty to clear personal values'],
    challenges: ['craving drama when life is peaceful', 'entanglement in other people\'s money or power', 'suspicion of easy contentment', 'all-or-nothing reactions'],
  },
  Gemini: {
    summary: 'The North Node in Gemini asks a confident, big-picture mind to grow curious about details, to listen closely and to ask questions instead of delivering answers.',
    description: `A sermon is easy here; a conversation is the real work. The South Node in Sagittarius carries a broad, often inspired sense of truth, a taste for travel and grand principles, and a tendency to assume that a strong belief is the same thing as knowledge. The North Node in Gemini, mutable air ruled by Mercury, sends the person back into the neighborhood of facts, questions and everyday exchange.

Mercury asks for accuracy. That might mean checking the source before sharing a story, learning the names of the neighbors, taking a short course in a practical subject, or simply asking a friend what they meant before deciding what they believe. The mutable mode encourages flexibility, so the goal is to hold several viewpoints at once without rushing to a verdict.

In its most developed form, this placement produces a wonderful teacher and translator: someone with real vision who can also explain it in plain terms and hear objections without feeling threatened. When tired or defensive, the old habit of preaching returns, or the person escapes to a distant horizon whenever local details grow tiresome.

Curiosity is the cure. Each honest question, each fact taken seriously, turns large convictions into living ideas that others can share.`,
    keywords: ['curiosity', 'listening', 'learning', 'communication', 'flexibility', 'local ties'],
    strengths: ['vision translated into plain language', 'genuine interest in other viewpoints', 'quick, adaptable learning', 'warm ties with siblings and neighbors'],
    challenges: ['preaching instead of listening', 'assuming belief equals fact', 'restless escape from everyday detail', 'impatience with small questions'],
  },
  Cancer: {
    summary: 'The North Node in Cancer turns an achiever toward home, feeling and care, asking for tenderness to matter as much as status and control.',
    description: `Titles and achievements come naturally to someone with the South Node in Capricorn. Duty, discipline and public standing are the familiar road, and emotional needs may be handled like items on a schedule, postponed until the work is done. The North Node in Cancer, cardinal water ruled by the Moon, begins its lesson at the kitchen table rather than the boardroom.

The Moon governs moods, memory and nourishment, so growth here looks like learning to name a feeling out loud, asking for comfort when tired, and offering it without first checking whether it is deserved. The cardinal mode means initiative is still needed: calling a parent, hosting a meal, creating a home that feels safe rather than merely respectable.

Once this direction is trusted, ambition softens into protection. The person still knows how to build and lead, but now does it in the service of a family, a team or a community they truly care for. In harder seasons, the pull of Capricorn returns as emotional coolness, overwork as a place to hide, or judging softness as weakness.

The constructive step is usually a vulnerable one. Letting others see need, and tending to it kindly, creates a belonging that no position or salary can supply.`,
    keywords: ['nurture', 'home', 'emotional honesty', 'belonging', 'care', 'vulnerability'],
    strengths: ['leadership warmed by real care', 'a gift for creating safe spaces', 'growing comfort with feelings', 'protective loyalty to loved ones'],
    challenges: ['hiding in work and duty', 'treating vulnerability as weakness', 'measuring worth by status', 'postponing emotional needs'],
  },
  Leo: {
    summary: 'With the North Node in Leo, growth means stepping out of the crowd to create, play and be seen as a distinct person with a generous heart.',
    description: `Blending in with the group is the safe option for this person. The South Node in Aquarius brings an easy grasp of teams, causes and ideas, along with a cool distance that keeps personal longings safely out of view. It is comfortable to be one voice among many, speaking for the collective. The North Node in Leo, fixed fire ruled by the Sun, asks for the warmth of being individually present.

The Sun wants to shine, and the growth here is learning that self-expression is not vanity. Performing at an open mic night, painting for the joy of it, taking the lead on a family celebration, or openly saying "I made this and I'm proud of it" are all steps along the path. Fixed fire adds loyalty and staying power; the heart, once engaged, tends to remain engaged.

At its best, this placement creates a leader who is both visionary and warm, someone whose ideals gain color and life through personal courage. If the lesson is resisted, the old detachment returns: hiding behind principles, dismissing romance or praise as trivial, or feeling lost without a group to belong to.

Joy is the guide. Following what genuinely delights the heart, and sharing it openly, turns abstract ideals into something others can feel.`,
    keywords: ['creativity', 'self-expression', 'warmth', 'play', 'visibility', 'heart'],
    strengths: ['ideals expressed with warmth', 'growing creative confidence', 'generous, loyal affection', 'the courage to be seen'],
    challenges: ['hiding within the group', 'emotional detachment', 'dismissing personal desire as selfish', 'discomfort with praise and attention'],
  },
  Virgo: {
    summary: 'The North Node in Virgo calls a dreamy, boundless sensitivity into practical service, daily routines and the careful craft of making things work.',
    description: `Imagination and compassion are old friends of the South Node in Pisces. This person can sense the mood of a room, drift into music or reverie, and sacrifice endlessly for others, yet may struggle with schedules, boundaries and plain logistics. The North Node in Virgo, mutable earth ruled by Mercury, asks that sensitive spirit to roll up its sleeves.

The growth is found in small, definite acts. Writing a budget, keeping a regular bedtime, finishing a project to a clear standard, or helping a friend by fixing a broken step instead of simply sharing their sorrow: these concrete tasks give shape to feelings that might otherwise spill everywhere. Mercury brings analysis and skill, and the mutable mode allows adjustment as the details become clear.

As the lesson takes root, compassion becomes useful, and empathy gains hands. The person may excel in healing arts, editing, crafts or any work that blends care with precision. Stress brings the pull backward into view as escapism, confusion about where the self ends, or martyrdom that helps no one; the opposite danger is anxious perfectionism.

Order, kindly applied, is the key. A little structure each day lets the old sensitivity serve real needs and leaves energy for rest.`,
    keywords: ['service', 'routine', 'discernment', 'craft', 'health habits', 'practical help'],
    strengths: ['compassion turned into practical help', 'growing skill and precision', 'useful daily habits', 'clear personal boundaries'],
    challenges: ['escaping into fantasy', 'vague boundaries and self-sacrifice', 'avoiding plans and details', 'swinging into anxious perfectionism'],
  },
  Libra: {
    summary: 'The North Node in Libra asks a fiercely independent spirit to learn partnership, cooperation and the quiet art of seeing another person\'s side.',
    description: `Going it alone has always been easy. With the South Node in Aries, there is a strong instinct to act first, defend personal territory and treat most problems as battles to be won single-handedly. Courage is not the issue. The North Node in Libra, cardinal air ruled by Venus, points instead to the unfamiliar skill of sharing the stage.

Venus brings grace, beauty and a feel for balance, and here it asks for patience in relationships of every kind: marriages, business partnerships, close friendships, even a shared flat with roommates. Progress might mean pausing before a quick reply, asking what a partner needs, or finding a solution where both people leave the table satisfied. The cardinal mode means taking the initiative in reaching out, proposing the truce, starting the hard conversation.

With this direction honored, the old boldness becomes a gift to the partnership, and the person turns into a fair, elegant negotiator who can also stand firm. In conflict, impatience takes over, with outbursts, sudden departures or the belief that needing anyone is a loss of self.

The constructive lesson is that cooperation multiplies strength. Two people working in harmony can build what neither could alone, and fairness becomes its own kind of courage.`,
    keywords: ['partnership', 'cooperation', 'diplomacy', 'fairness', 'harmony', 'listening'],
    strengths: ['courage used on behalf of others', 'growing skill in negotiation', 'an eye for beauty and balance', 'fair-minded judgment'],
    challenges: ['acting alone by reflex', 'impatience with other people\'s pace', 'treating disagreements as battles', 'fear that needing others means weakness'],
  },
  Scorpio: {
    summary: 'With the North Node in Scorpio, growth means releasing a tight grip on comfort and possessions in order to share deeply, change and be changed.',
    description: `What feels safe may be exactly what has to be let go. The South Node in Taurus carries an instinct for security: steady routines, familiar comforts, and a firm grip on money and belongings, and on opinions too. It is pleasant and reliable, yet it can turn into a slow resistance to anything that might disturb the peace. The North Node in Scorpio, fixed water ruled by Mars and, in modern practice, Pluto, pulls toward depth and renewal.

Scorpio is where resources are merged and lives become intertwined. The work can be as concrete as opening a joint account with a partner, sharing a long-held secret, working through grief instead of around it, or accepting help with a hard financial or emotional situation. Mars provides the nerve, and fixed water provides the emotional endurance to stay with intense experiences.

At its finest, this placement creates a person of remarkable steadiness who can also transform, someone able to guide others through crisis because they have faced their own. When life feels threatening, stubbornness and possessiveness return, or the person clings to a familiar rut long after it has become confining.

Trust is the turning point. Each time something is released willingly, space opens for a richer, shared kind of wealth.`,
    keywords: ['transformation', 'intimacy', 'shared resources', 'depth', 'letting go', 'renewal'],
    strengths: ['steadiness in times of crisis', 'growing emotional courage', 'capacity for deep intimacy', 'skill with shared resources'],
    challenges: ['clinging to comfort and routine', 'possessiveness', 'resisting necessary change', 'stubborn attachment to opinions'],
  },
  Sagittarius: {
    summary: 'The North Node in Sagittarius leads a busy, fact-gathering mind toward meaning, faith and the wider horizon of travel, philosophy and personal truth.',
    description: `Information is plentiful for someone with the South Node in Gemini. This person can talk about anything, gather facts quickly, see several sides of a question and adapt to any conversation, yet may feel scattered, second-guessing every choice because there is always one more opinion to consider. The North Node in Sagittarius, mutable fire ruled by Jupiter, asks for a compass rather than another map.

Jupiter expands, and its lesson here is to trust a larger sense of meaning. That could involve a long trip alone, a study of philosophy or religion, a commitment to an ethical stand, or simply the decision to follow intuition instead of polling friends once more. Mutable fire keeps the search lively and open, while the fire element supplies enthusiasm.

At its peak, this placement produces a wise guide who is well informed and also inspired, able to turn facts into a vision worth following. On restless days the old habits creep back: endless chatter, gossip, nervous indecision, or a reluctance to stand behind any belief at all.

The way forward is to let a guiding truth emerge and then live by it. Faith, once chosen, quiets the noise and gives the many scattered interests a shared direction.`,
    keywords: ['meaning', 'faith', 'exploration', 'wisdom', 'intuition', 'higher learning'],
    strengths: ['knowledge shaped into vision', 'growing trust in intuition', 'enthusiasm for learning and travel', 'a clear personal philosophy'],
    challenges: ['scattered attention', 'endless second-guessing', 'trading gossip for wisdom', 'fear of committing to a belief'],
  },
  Capricorn: {
    summary: 'The North Node in Capricorn asks a tender, family-centered heart to take responsibility in the wider world, setting goals and building lasting structures.',
    description: `Home is the comfort zone for the South Node in Cancer. Caring for others, reacting to moods and staying close to family come easily, sometimes so easily that the person stays a child in some corner of life, waiting for permission or protection. The North Node in Capricorn, cardinal earth ruled by Saturn, asks for the firmer, less familiar posture of the adult in charge.

Saturn teaches through time, structure and effort. In practice this may mean a five-year plan, taking a professional exam, managing a team, or making a hard decision without first checking how everyone will feel about it. The cardinal mode urges action, and earth demands results that can be seen and measured. Emotions are not to be ignored, but they are no longer allowed to set every direction.

Followed with patience, this path produces a leader with a rare blend of authority and kindness, someone who protects others through competent planning as well as warmth. Under heavy stress, the pull backward shows as moodiness, dependence, avoiding public roles, or retreating into the family whenever the world feels demanding.

Maturity, chosen step by step, is the reward. Responsible effort gradually builds a reputation and a security that no one else has to provide.`,
    keywords: ['responsibility', 'ambition', 'structure', 'maturity', 'authority', 'long-range goals'],
    strengths: ['authority tempered by compassion', 'growing discipline and patience', 'practical long-term planning', 'trustworthiness in public roles'],
    challenges: ['retreating into the family nest', 'moods steering decisions', 'dependence on others for security', 'avoiding visible responsibility'],
  },
  Aquarius: {
    summary: 'With the North Node in Aquarius, growth comes through friendship, community and shared ideals, easing a strong need to be personally admired and at the center.',
    description: `The spotlight is familiar territory. With the South Node in Leo, there is natural charisma, a flair for drama and a need to be recognized, along with a generous heart that can slip into pride when attention fades. The North Node in Aquarius, fixed air ruled by Saturn and, in modern practice, Uranus, asks that radiance to serve something larger than the self.

Aquarius belongs to the group: friends, networks, neighborhood associations, online communities, movements for change. The growth may come from joining a cause as one volunteer among many, collaborating on a project where credit is shared, or learning to enjoy a friend's success without comparing it to one's own. Saturn adds discipline to ideals, Uranus adds originality, and fixed air gives principles real staying power.

Once this direction is accepted, creative warmth is put to work for humanity, and the person becomes an inspiring but humble advocate for progress. Old patterns reappear when confidence dips: needing applause, taking disagreement as a personal insult, or drifting away from any group that will not make them the star.

The constructive path is equality. Treating everyone as a peer, and offering talent freely to a shared vision, brings a deeper satisfaction than any private triumph.`,
    keywords: ['community', 'friendship', 'ideals', 'collaboration', 'progress', 'equality'],
    strengths: ['charisma used for shared goals', 'growing objectivity', 'original, forward-looking ideas', 'loyal, equal friendships'],
    challenges: ['needing constant recognition', 'taking criticism personally', 'pride that resists teamwork', 'drama as a bid for attention'],
  },
  Pisces: {
    summary: 'The North Node in Pisces invites a careful, analytical worrier to loosen control, trust the unseen and open up to compassion, art and faith.',
    description: `Order, lists and careful analysis form the safe harbor of the South Node in Virgo. This person knows how to fix, improve and critique, and often feels responsible for making everything correct, which can lead to worry, overwork and a habit of judging both self and others harshly. The North Node in Pisces, mutable water ruled by Jupiter and, in modern practice, Neptune, pulls toward surrender and a gentler kind of wisdom.

Pisces dissolves borders. Development could take the form of meditation, time by the sea, making music or art without a plan, forgiving a mistake instead of correcting it, or trusting that a situation can unfold without constant management. Jupiter brings faith and generosity, Neptune brings imagination, and the mutable mode encourages flowing with events rather than holding them in place.

In time, skill becomes service of a more spiritual kind, and the person combines practical help with deep empathy, often in healing or creative fields. Anxiety pulls the other way, bringing back nitpicking, self-criticism, rigid routines, or the belief that nothing will be right unless personally controlled.

Acceptance is the healing gift. Letting go of perfection, and trusting a larger flow, frees energy for kindness and inspiration.`,
    keywords: ['compassion', 'faith', 'surrender', 'imagination', 'acceptance', 'spirituality'],
    strengths: ['practical skill joined to empathy', 'growing trust in intuition', 'creative and spiritual openness', 'forgiveness of self and others'],
    challenges: ['worry and overanalysis', 'harsh self-criticism', 'needing to control every detail', 'resisting what cannot be planned'],
  },
};
