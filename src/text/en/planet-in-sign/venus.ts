import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Venus in each of the twelve signs.
export const VENUS_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Venus in Aries loves by moving first, drawn to courage and fresh starts, and shows affection through bold gestures rather than slow, careful courtship.',
    description: `Attraction here arrives quickly and announces itself. Venus sits in a cardinal fire sign ruled by Mars, so the planet of harmony borrows the energy of the planet of pursuit, and the result is a lover who would rather send the first message than wait for one. Desire feels clean and direct: a spark, a decision, a plan for Saturday night made on Thursday afternoon. Taste runs toward the bright, the athletic and the new, and pleasure often comes from doing something together, such as a hike, a race or a spontaneous road trip, rather than sitting still. Traditional astrology calls this placement Venus in detriment, which simply means the sign pulls against the planet's patient, receptive side. Under strain, the thrill of the chase can outrun the work of keeping a bond alive, and a quiet week may be misread as lost interest. Impatience with a partner's slower pace can also flare into quick words that are regretted later. When things go well, this Venus brings honesty, warmth and a refreshing lack of games. Learning to stay curious after the first rush turns that famous spark into a steady flame that still feels alive years later.`,
    keywords: ['passion', 'initiative', 'candor', 'spontaneity', 'courage', 'excitement'],
    strengths: [
      'makes feelings known without games',
      'brings energy and fun to a relationship',
      'defends loved ones with spirit',
      'recovers quickly from a rejection',
    ],
    challenges: [
      'loses interest once the chase is over',
      'impatience with slower partners',
      'acts on attraction before thinking it through',
      'mistakes calm for boredom',
    ],
  },
  Taurus: {
    summary:
      'Rooted in its own earthy sign, Venus in Taurus finds love through the senses and through constancy, valuing comfort, good food and a partner who stays.',
    description: `Few placements feel as settled as this one. Taurus is one of the two signs Venus rules, and its fixed earth gives the planet a body to live in: the weight of a wool blanket, the smell of bread in the oven, the slow pleasure of a long dinner with someone familiar. Love is shown through reliability and touch more than through speeches, and trust is built the way a garden grows, season after season. Its taste goes to quality that lasts, whether that means a well-made chair, a favorite song played many times or a friendship kept for decades. Money and possessions carry emotional meaning, because security is part of what makes affection feel real. Pushed too far, this steadiness can harden into stubbornness, possessiveness or a refusal to leave a situation that has stopped giving anything back. Comfort may also become a habit that crowds out growth, with the same routines repeated long after they have lost their charm. In its finest form, Venus in Taurus offers a calm, generous presence that makes others feel safe and cared for. Leaving room for change inside that loyalty keeps the bond fresh without losing its deep roots.`,
    keywords: ['sensuality', 'loyalty', 'comfort', 'patience', 'security', 'beauty'],
    strengths: [
      'steady and dependable affection',
      'a natural eye for lasting quality',
      'makes a home feel warm and restful',
      'patience through hard seasons',
    ],
    challenges: [
      'possessiveness in close bonds',
      'resistance to needed change',
      'measuring love through material security',
      'staying too long out of habit',
    ],
  },
  Gemini: {
    summary:
      'Venus in Gemini is charmed by wit and conversation, seeking a partner who is also a friend and a lively companion for the mind.',
    description: `Romance for Venus in Gemini often begins with a good exchange of words. In a mutable air sign ruled by Mercury, attraction is sparked by a clever remark, a shared joke or a late-night talk that wanders across a dozen topics before anyone notices the time. Variety is a real need here, not a whim: new places, new books, new people and playful messages through the day keep the heart engaged. Preferences are eclectic and quick to update, with a fondness for things that are light, useful and interesting to talk about. A partner who can keep up, listen well and laugh easily is worth more than grand gestures. Under pressure, the same lightness can turn into restlessness, flirting as a way to avoid deeper feeling, or keeping several options open so no single choice feels final. Feelings may be analyzed and explained rather than simply felt, which can leave others unsure where they stand. Used well, this Venus keeps relationships young, curious and full of fresh ideas. When the love of talk is joined with a willingness to say what really matters, it becomes a gift for honest, lasting companionship.`,
    keywords: ['curiosity', 'wit', 'variety', 'conversation', 'flirtation', 'friendship'],
    strengths: [
      'keeps a relationship playful and interesting',
      'talks through problems openly',
      'adapts easily to new social settings',
      'finds charm in small everyday things',
    ],
    challenges: [
      'restlessness when things grow routine',
      'keeping feelings at the level of ideas',
      'trouble choosing and committing',
      'scattered attention in close moments',
    ],
  },
  Cancer: {
    summary:
      'Through nurturing and protecting, Venus in Cancer finds deep pleasure in home, family, shared memories and the quiet rituals of care.',
    description: `Tenderness is the native language of this placement. Venus moves through a cardinal water sign ruled by the Moon, so affection takes the form of feeding, sheltering and remembering: the soup brought to a sick friend, the birthday never forgotten, the photo album kept up to date. Attraction grows where there is emotional safety, and trust is offered slowly, then held with great loyalty. Comfort comes from the familiar and the meaningful, such as old recipes, inherited objects and rooms that feel lived in. Because the Moon changes phase, moods can shift, and the need for reassurance may rise and fall with them. In anxious times, care can turn into clinging, and hurt feelings may be hidden behind a protective shell or expressed indirectly through sulking or guilt. Past wounds sometimes color present relationships more than the facts justify. Venus in Cancer, given room to flourish, creates a sense of belonging that others remember for a lifetime. Naming needs clearly, instead of hoping they will be guessed, allows this deep devotion to be received as the generous gift it truly is.`,
    keywords: ['nurturing', 'devotion', 'home', 'memory', 'sensitivity', 'protection'],
    strengths: [
      'makes others feel at home and looked after',
      'deep loyalty to family and friends',
      'remembers the details that matter',
      'creates lasting emotional bonds',
    ],
    challenges: [
      'clinging when feeling insecure',
      'hiding hurt behind a shell',
      'holding on to old grievances',
      'expecting needs to be guessed',
    ],
  },
  Leo: {
    summary:
      'Generous and a little theatrical, Venus in Leo wants romance to feel special and offers warmth, loyalty and admiration in return.',
    description: `Here affection wants an audience, or at least a spotlight for two. Venus in a fixed fire sign ruled by the Sun treats love as something worth celebrating, with flowers, surprise parties, handwritten letters and evenings dressed up for no particular reason. The heart is warm and faithful, and once committed it tends to stay committed, shining steadily on those it has chosen. Its style favors color, drama and a touch of luxury, along with a real pleasure in play, performance and creative hobbies shared with a partner. Appreciation is the fuel that keeps this Venus bright, and a simple word of praise can carry it for days. On a bad day, the need to be admired may become a need to be the center, and a lack of attention can feel like rejection. Pride can also make it hard to apologize or to admit being hurt, so small slights grow larger than they need to be. This placement, at its most gracious, makes everyone nearby feel valued and a little more alive. Giving praise as freely as it hopes to receive it turns a natural glow into a lasting source of joy for the whole circle.`,
    keywords: ['romance', 'generosity', 'warmth', 'pride', 'play', 'loyalty'],
    strengths: [
      'warm and generous affection',
      'makes ordinary days feel festive',
      'loyal once a choice is made',
      'encourages the creativity of others',
    ],
    challenges: [
      'needing constant admiration',
      'pride that blocks apology',
      'feeling slighted by lack of attention',
      'turning love into a performance',
    ],
  },
  Virgo: {
    summary:
      'Careful attention and practical help carry the affection of Venus in Virgo, which prefers quiet acts of service to grand declarations or showy romance.',
    description: `Love, for this Venus, is a verb. Placed in a mutable earth sign ruled by Mercury, the planet shows devotion by noticing what someone needs and quietly taking care of it: fixing the squeaky door, packing a lunch, learning exactly how a partner likes their coffee. Respect for competence, intelligence or kindness shown in small, consistent ways is often what first wins this heart. Clean lines, useful objects and things that are well made hold strong appeal, and there is a sharp eye for details that others overlook. Tradition names this sign Venus's fall, a way of saying that open, easy pleasure does not come naturally here; it has to be allowed. When stress builds, the wish to improve things can become criticism of a partner, or of the self, and affection may be withheld until everything feels good enough. Worry about doing love correctly can crowd out the simple enjoyment of being together. What Venus in Virgo offers, in the end, is a thoughtful, modest and deeply reliable kind of care that grows stronger over time. Accepting imperfection in others, and especially in the self, lets that quiet devotion relax into real, unhurried pleasure.`,
    keywords: ['service', 'discernment', 'modesty', 'care', 'refinement', 'reliability'],
    strengths: [
      'shows love through practical help',
      'notices small needs and details',
      'honest and modest in affection',
      'steady effort to make things work',
    ],
    challenges: [
      'criticism of self or partner',
      'difficulty relaxing into pleasure',
      'holding back until things feel perfect',
      'worry crowding out enjoyment',
    ],
  },
  Libra: {
    summary:
      'Venus in Libra seeks balance, grace and true partnership, valuing fairness, good manners and beauty in both relationships and surroundings.',
    description: `Libra is the sign where Venus speaks most fluently about relationship. As the planet's airy, cardinal home, it turns love toward partnership as an art: the give and take of a good conversation, the shared decision, the evening planned with both people's tastes in mind. Beauty, courtesy and a sense of fairness are powerful draws, and there is a gift for seeing the other person's side before they have finished explaining it. Its sense of style is refined and balanced, with an instinct for color, proportion and pleasant surroundings, whether in clothing, music or the arrangement of a room. Because this sign starts things in the social world, this Venus often brings people together, introducing friends, smoothing tensions and hosting well. Out of balance, the love of harmony may lead to avoiding conflict at any cost, saying yes when the real answer is no, or losing track of personal wishes while trying to please. Indecision can stall important choices for a long time. Working well, Venus in Libra creates fair and gracious relationships in which both people feel seen. Being willing to disagree kindly makes that harmony honest and strong.`,
    keywords: ['harmony', 'partnership', 'grace', 'fairness', 'diplomacy', 'aesthetics'],
    strengths: [
      'sees both sides of a disagreement',
      'a refined sense of beauty and style',
      'gracious and considerate with others',
      'brings people together',
    ],
    challenges: [
      'avoiding conflict at any cost',
      'indecision over important choices',
      'losing personal wishes in a partner',
      'saying yes to keep the peace',
    ],
  },
  Scorpio: {
    summary:
      'Intense and private in love, Venus in Scorpio seeks depth, loyalty and emotional truth rather than a light or casual connection.',
    description: `Nothing about attraction is casual for this placement. Venus in a fixed water sign, ruled traditionally by Mars and in modern practice also by Pluto, wants a bond that reaches below the surface, where secrets are shared and trust is tested and proven. Desire is strong and focused; once interest is sparked, it tends to stay fixed on one person. Taste leans toward what is rich, dark and meaningful: deep colors, mysteries, long conversations about the things most people avoid. This is considered a sign of detriment for Venus, since its depth and control pull against the planet's easy, open sociability. When trust is shaken, intensity can become jealousy, possessiveness or a habit of testing a partner's loyalty. Past betrayals may be remembered long after they should have been released, and vulnerability can feel so risky that it is guarded with silence or control. Venus in Scorpio at its strongest offers a fierce loyalty and an emotional honesty that few other placements can match. Letting trust grow from openness rather than from control allows this powerful love to heal and renew both people in the relationship.`,
    keywords: ['intensity', 'depth', 'loyalty', 'passion', 'privacy', 'transformation'],
    strengths: [
      'deep and lasting commitment',
      'emotional honesty and courage',
      'stays present through difficult times',
      'sees beneath the surface of people',
    ],
    challenges: [
      'jealousy and possessiveness',
      'testing a partner\'s loyalty',
      'holding on to old betrayals',
      'using silence or control for protection',
    ],
  },
  Sagittarius: {
    summary:
      'Freedom, adventure and big ideas draw Venus in Sagittarius, which loves best with a partner who shares both the journey and the laughter.',
    description: `An open road and a good story set this Venus alight. In a mutable fire sign ruled by Jupiter, affection grows through shared discovery: travel, study, long talks about faith and meaning, or simply trying a restaurant in a part of town never visited before. People from different backgrounds, or with a strong sense of humor and purpose, are especially appealing. Taste is broad and generous, collecting souvenirs, languages and friends from many places. Honesty matters a great deal, sometimes delivered more bluntly than intended. Love feels most alive when it leaves room to breathe, and a partner who treats freedom as a shared value rather than a threat will find a loyal companion. If restlessness wins, the fear of being tied down may lead to keeping one foot out the door, promising more than can be delivered or drifting toward the next exciting prospect. Optimism can also skip over problems that need patient attention. The best of Venus in Sagittarius brings joy, generosity and a wide view to relationships. Choosing commitment as another kind of adventure lets this open heart grow deeper as well as wider.`,
    keywords: ['adventure', 'freedom', 'optimism', 'honesty', 'generosity', 'exploration'],
    strengths: [
      'brings humor and enthusiasm to love',
      'open to people from all walks of life',
      'honest about feelings and intentions',
      'generous with time and encouragement',
    ],
    challenges: [
      'fear of being tied down',
      'bluntness that wounds',
      'promising too much in the moment',
      'skipping over problems with optimism',
    ],
  },
  Capricorn: {
    summary:
      'Venus in Capricorn treats love as a serious commitment, showing devotion through reliability, shared goals and care that deepens steadily with time.',
    description: `Patience is the romantic gift of Venus in Capricorn. In a cardinal earth sign ruled by Saturn, affection is measured in actions that hold up over years: showing up on time, keeping promises, helping build a home, a business or a shared future one step at a time. Attraction often goes to maturity, competence and ambition, and there may be an early preference for partners who seem settled or a little older in spirit. Taste favors classic styles, quality materials and things that improve with age, such as good leather, old wood or a well-kept garden. Feelings are often expressed with reserve at first, then more warmly as trust is earned. Under heavy pressure, caution can become coldness, and worry about status, money or appearances may weigh too heavily in choices of the heart. Work can also take priority over pleasure until a partner feels like another item on the schedule. Mature and secure, this Venus offers a dependable and quietly devoted love that grows richer with each passing year. Making time for play and for open tenderness keeps that strength from turning stiff or distant.`,
    keywords: ['commitment', 'responsibility', 'patience', 'ambition', 'reserve', 'endurance'],
    strengths: [
      'keeps promises and commitments',
      'builds lasting security with a partner',
      'a taste for classic, enduring quality',
      'calm support in hard times',
    ],
    challenges: [
      'reserve that reads as coldness',
      'putting work ahead of pleasure',
      'giving too much weight to status',
      'slow to show tenderness openly',
    ],
  },
  Aquarius: {
    summary:
      'Venus in Aquarius values friendship, independence and originality in love, preferring a partnership of equals that leaves room for each person to be different.',
    description: `Friendship sits at the core of love for this placement. In a fixed air sign ruled by Saturn in the old system and by Uranus in the newer one, Venus wants a bond between two free individuals who share ideals, humor and a curiosity about the wider world. Interest often grows from working on a cause together, joining the same group or meeting through a circle of friends, and the relationship may follow its own unusual pattern rather than any standard script. Its taste is drawn to the original, the modern and the slightly eccentric, from unusual music to unconventional ways of living. Fairness and respect matter more than sweeping romance. When closeness feels like a threat, the need for independence can become emotional distance, and strong principles may harden into stubbornness about how love ought to work. Warmth shared generously with a whole community can sometimes be harder to offer one person up close. Lived fully, Venus in Aquarius creates relationships built on honesty, acceptance and mutual freedom, where each person is encouraged to grow. Allowing closeness to feel safe rather than confining lets this friendly heart open fully to the intimacy it also quietly wants.`,
    keywords: ['friendship', 'independence', 'originality', 'equality', 'idealism', 'openness'],
    strengths: [
      'treats partners as equals and friends',
      'accepts people as they are',
      'brings fresh ideas to relationships',
      'loyal to shared ideals and causes',
    ],
    challenges: [
      'emotional distance in close moments',
      'stubbornness about principles',
      'difficulty with routine intimacy',
      'warmer with groups than with one person',
    ],
  },
  Pisces: {
    summary:
      'With compassion and imagination, Venus in Pisces longs for a soulful bond and finds beauty in music, art, kindness and quiet devotion.',
    description: `Tradition honors this as the sign of Venus's exaltation, where the planet's love expands into something close to devotion. In a mutable water sign ruled by Jupiter, with Neptune as its modern co-ruler, affection flows easily and without many conditions: a willingness to forgive, to comfort and to see the best in someone even when they cannot see it themselves. Attraction is often drawn to sensitivity, creativity or a touch of mystery, and romance may carry a dreamlike quality, as if the relationship belongs to a song or a film. Beauty is found in soft colors, water, music and art that moves the heart. When overwhelmed, this openness can blur boundaries, leading to self-sacrifice, rescuing partners who need to rescue themselves or loving an ideal more than the real person in the room. Disappointment may be avoided by drifting into fantasy rather than speaking up. At heart, Venus in Pisces offers a gentle, healing love that makes others feel deeply understood. Pairing that compassion with clear limits allows this generous heart to give freely without losing itself along the way.`,
    keywords: ['compassion', 'romance', 'imagination', 'devotion', 'sensitivity', 'forgiveness'],
    strengths: [
      'deep compassion and forgiveness',
      'a strong artistic and musical sense',
      'makes others feel understood',
      'gentle and selfless devotion',
    ],
    challenges: [
      'blurry boundaries in relationships',
      'idealizing a partner',
      'self-sacrifice to the point of loss',
      'escaping into fantasy instead of speaking up',
    ],
  },
};
