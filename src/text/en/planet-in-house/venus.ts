import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: Venus in each of the twelve houses.
export const VENUS_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary:
      'Venus in the first house gives a gracious, approachable presence, so charm, personal style and a wish to please shape the very first impression made on others.',
    description: `Placed in the 1st house, Venus colors the way a person enters a room. The face tends to relax into an easy expression, the voice softens at the right moment, and strangers often feel welcome before a word has been said. Appearance matters here, not only as vanity but as a form of courtesy: choosing a shirt whose color suits the season, keeping hands and hair cared for, moving with a certain ease. Pleasure is found in the body itself, in a walk in good weather, a stretch after sleep, a favorite scent. Because liking and being liked come naturally, doors open without much effort, and first meetings often go well. The shadow side shows when the wish to be pleasant replaces honest reaction. A habit of agreeing to keep the mood light can blur personal direction, and self-worth may lean too heavily on mirrors, compliments or the approval of whoever is nearby. Aging, illness or a bad season for looks can then feel like a loss of identity. At its best, this placement treats self-presentation as a kind gift to others while keeping an inner sense of value that does not depend on being admired.`,
    keywords: ['charm', 'presence', 'personal style', 'approachability', 'grace', 'self-image'],
    strengths: [
      'puts strangers at ease quickly',
      'a natural sense of personal style',
      'makes a warm first impression',
      'enjoys living in the body',
    ],
    challenges: [
      'agreeing just to keep the peace',
      'self-worth tied to looks and praise',
      'hiding honest reactions behind a smile',
      'fear of losing appeal over time',
    ],
  },
  {
    summary:
      'With Venus in the second house, money, possessions and personal values are bound up with pleasure, taste and a steady wish to feel comfortably provided for.',
    description: `Earning and enjoying sit close together for Venus in the second house. Income often flows through pleasant channels: a talent for design, music, hospitality, sales, or any work where good manners and a good eye make a difference. Possessions are chosen with care and kept because they are beautiful or meaningful, like a well-worn leather bag, a shelf of favorite records, a set of plates used only on birthdays. Venus rules Taurus, the natural second sign, so the planet works comfortably here, and there is often a calm instinct about what something is truly worth. Self-esteem is linked to the ability to provide for oneself and to live with some grace. Under strain, spending becomes a way to soothe a bad mood, and a cart full of small luxuries can hide a worry that never gets named. Possessions may also be used to measure love, either by giving gifts in place of time or by judging others by what they own. The healthiest expression grows from knowing which pleasures really nourish and which simply fill a gap. When values guide the budget, this Venus builds a secure and generous life that others enjoy sharing.`,
    keywords: ['values', 'earning', 'comfort', 'possessions', 'taste', 'self-esteem'],
    strengths: [
      'a good eye for real value',
      'can earn through talent and pleasant dealings',
      'cares for belongings so they last',
      'creates comfort on a modest budget',
    ],
    challenges: [
      'spending to soothe a bad mood',
      'measuring love through gifts',
      'judging people by what they own',
      'clinging to comfort over growth',
    ],
  },
  {
    summary:
      'Charm in everyday speech, warm ties with siblings and neighbors, and a real pleasure in learning, writing and short journeys mark Venus in the third house.',
    description: `Words carry sweetness when Venus falls in the third house. Conversations tend to flow, even with the cashier or the neighbor met on the stairs, and a kind turn of phrase comes easily in a text, a note or a quick call. Brothers, sisters and cousins may be close companions, or at least people whose company is enjoyed more than endured. Learning works best when it feels pleasant, so a good teacher, an attractive notebook or a table by a sunny window can make all the difference. Short trips are a source of delight: a weekend visit to a nearby town, a bike ride along a familiar route, a stop at a bookstore on the way home. Writing, poetry, languages and any craft that shapes words can become lifelong pleasures. The difficulty comes when pleasant talk avoids hard truths. Disagreement may be softened until the real message disappears, and gossip can feel like a harmless way to bond until it is not. Sibling rivalry, when it exists, may be hidden behind polite manners. Given a chance to speak honestly as well as kindly, this Venus becomes a gifted peacemaker and a friendly voice that people remember.`,
    keywords: ['kind words', 'siblings', 'neighbors', 'learning', 'writing', 'short trips'],
    strengths: [
      'speaks with tact and warmth',
      'friendly ties with relatives and neighbors',
      'enjoys study and the written word',
      'smooths tension in everyday exchanges',
    ],
    challenges: [
      'softening a message until it is lost',
      'bonding through gossip',
      'avoiding hard conversations',
      'hiding sibling rivalry behind politeness',
    ],
  },
  {
    summary:
      'A home that feels beautiful and peaceful matters deeply to Venus in the fourth house, where affection grows from family, roots and a private, restful base.',
    description: `Much of the love in this chart is kept indoors. Venus in the 4th house makes the home a personal work of art, whether it is a large house or a single rented room with the right lamp and a plant on the sill. Rearranging furniture, cooking for relatives and hosting small dinners can bring deep contentment. Family ties often carry real tenderness, and there may be fond memories of a parent who made everyday life gentle or lovely. Even when childhood was difficult, the urge to create the warm household that was missing can become a quiet strength. Ancestry and old family objects, from a grandparent's recipe card to a worn wooden chest, hold special meaning. Pressure arrives when peace at home is protected at any cost. Conflicts may be swept under the rug, old family patterns repeated simply because they are familiar, and the comfort of staying in may crowd out the risks of the wider world. A partner can feel judged by how well they fit the domestic picture. The richest expression of this placement builds a private base generous enough to shelter others and secure enough to let each person leave and return freely.`,
    keywords: ['home', 'family', 'roots', 'domestic beauty', 'belonging', 'privacy'],
    strengths: [
      'makes any space feel welcoming',
      'tender bonds with family',
      'honors heritage and old traditions',
      'a gift for hosting and feeding others',
    ],
    challenges: [
      'sweeping family conflict under the rug',
      'preferring home comfort to wider risks',
      'repeating familiar patterns without question',
      'judging partners by the domestic picture',
    ],
  },
  {
    summary:
      'Venus in the fifth house delights in romance, play and creative expression, finding joy in art, children, hobbies and the simple pleasure of having fun.',
    description: `Pleasure comes naturally when Venus occupies the house of play. Dating may feel like an art form, with thoughtful plans, a flair for flirting and a real talent for making an ordinary evening feel special. Creative work is a strong outlet: painting, singing, dancing, sewing, designing a garden or decorating a cake can all give the same glow as falling in love. Where children are part of life, whether one's own, nieces and nephews or students, the bond tends to be affectionate and lighthearted, full of shared projects and silly jokes. Concerts, theater, board games and sports watched with friends add sparkle to the week. Tradition names the fifth house as the place where Venus rejoices, and the placement often carries an easy gift for enjoyment. Strain appears when the search for delight becomes a need for constant excitement. Romance may be loved more for its drama than for the person involved, and a new crush can look more appealing than steady commitment. Spending on entertainment or risk may also run ahead of good sense. Held in balance, this Venus keeps the heart young and reminds everyone nearby that joy is worth making room for.`,
    keywords: ['romance', 'play', 'creativity', 'children', 'enjoyment', 'hobbies'],
    strengths: [
      'turns ordinary evenings into occasions',
      'a lively creative streak',
      'warm and playful with children',
      'knows how to enjoy the moment',
    ],
    challenges: [
      'chasing drama over depth',
      'losing interest when romance turns routine',
      'overspending on fun',
      'needing constant excitement',
    ],
  },
  {
    summary:
      'Harmony in daily work and routines is what Venus in the sixth house seeks, along with pleasant colleagues, tidy surroundings and the quiet satisfaction of being useful.',
    description: `Ordinary days are where this Venus does its most loving work. A pleasant desk, a favorite mug, a morning routine that feels like a small ceremony: these details shape mood more than many people realize. Good relations with coworkers matter a great deal, and there is often a knack for easing tension in a team or making a newcomer feel included. Jobs connected to beauty, care, food, health or design may suit well, though any job can be improved by the grace this placement brings to it. Health habits tend to stick when they are enjoyable, so a dance class may work better than a strict gym plan, and a well-cooked vegetable dish better than a joyless diet. Pets are frequently a source of great affection. Under pressure, the wish to keep the workplace calm can lead to taking on too much, avoiding necessary complaints or staying in an unhealthy job because the people are nice. Comfort eating and skipped exercise may follow a stressful week. When kindness toward others is matched with kindness toward the body and its limits, this placement turns everyday service into a steady source of contentment.`,
    keywords: ['daily work', 'routine', 'service', 'colleagues', 'well-being', 'pets'],
    strengths: [
      'brings harmony to a workplace',
      'makes routines pleasant and sustainable',
      'helps others without fuss',
      'affection for animals and small duties',
    ],
    challenges: [
      'taking on too much to keep the peace',
      'staying in a poor job for the people',
      'comfort eating under stress',
      'avoiding needed complaints',
    ],
  },
  {
    summary:
      'Partnership is central for Venus in the seventh house, which seeks fairness, grace and real companionship in marriage, business alliances and close one-to-one bonds.',
    description: `In the 7th house, across the chart from the 1st, Venus turns attention toward the other person. Life often feels most complete when shared, and important chapters may begin with a meeting: a spouse, a business associate, a close friend who becomes a kind of mirror. Diplomacy comes easily, along with a sense of fair exchange, so contracts, negotiations and agreements can go smoothly when this Venus is involved. Partners are frequently attractive, artistic or socially skilled, and there may be a talent for bringing out the best in whoever stands opposite. Even open rivals tend to be handled with courtesy rather than force. The risk lies in looking outward for completion. Loneliness can feel unbearable, which may lead to choosing a partner too quickly or staying in an uneven arrangement because being alone seems worse. Personal wishes may fade into the background of someone else's plans, and resentment can build behind a pleasant smile. Healthy relationships for this placement depend on two whole people rather than two halves. When self-respect sits alongside the gift for partnership, Venus here creates bonds that are balanced, warm and genuinely mutual.`,
    keywords: ['partnership', 'marriage', 'diplomacy', 'fairness', 'contracts', 'cooperation'],
    strengths: [
      'brings out the best in partners',
      'negotiates fair agreements',
      'treats rivals with courtesy',
      'a real gift for companionship',
    ],
    challenges: [
      'fear of being alone',
      'choosing partners too quickly',
      'losing personal wishes in a couple',
      'quiet resentment behind politeness',
    ],
  },
  {
    summary:
      'Venus in the eighth house seeks closeness that goes deep, linking love with trust, shared money, emotional honesty and the power to heal through crisis.',
    description: `Intimacy here means more than romance. Venus in the eighth house wants to know and be known completely, and the bonds that matter most are those that have survived some kind of test. Shared resources often play a role: a partner's income, a joint account, an inheritance, a loan or gifts that arrive through others. There can be luck or skill in handling money that belongs to more than one person, and a talent for careful negotiation where trust is delicate. Sexuality is often an important way of expressing care, and physical closeness can carry strong emotional weight. In times of loss or upheaval, this Venus may be the friend who stays in the waiting room or helps sort through a relative's belongings with tenderness. Strain shows as jealousy, secrecy, or a tendency to use money or desire as a way of holding on. Debts and financial ties may become tangled with feelings, making separation harder than it needs to be. The most powerful expression of this placement lies in honest agreements and a willingness to let go when something has ended, which allows deep love to renew itself rather than grip too tightly.`,
    keywords: ['intimacy', 'trust', 'shared resources', 'inheritance', 'depth', 'renewal'],
    strengths: [
      'stays present through crisis and loss',
      'handles joint money with care',
      'deep emotional and physical closeness',
      'loyalty that has been tested',
    ],
    challenges: [
      'jealousy and possessiveness',
      'money and feelings tangled together',
      'secrecy in close bonds',
      'difficulty letting go',
    ],
  },
  {
    summary:
      'Drawn to the wide world of ideas, travel and belief, Venus in the ninth house finds beauty in other cultures, learning, philosophy and a sense of meaning.',
    description: `Distance can be romantic for this Venus. A far-off city, a foreign language or a course of study that stretches the mind often holds as much appeal as any person, and sometimes the two arrive together, as when love begins on a trip abroad or in a university seminar. Beliefs are held with warmth rather than rigid rules; faith, philosophy or a personal code tends to emphasize kindness, beauty and tolerance. Art, literature and music from other traditions may become lifelong passions, and a shelf of travel books can be as treasured as jewelry. Teaching, publishing, law or work that crosses borders may be pleasant and rewarding fields. Trouble comes from idealism that floats above daily life. Another place or another set of beliefs can seem more attractive than the commitments at home, and partners may be idealized as guides or teachers until their ordinary flaws appear. Preaching about harmony is also easier than practicing it. When curiosity and generosity are matched with patience for real people and real places, Venus in the ninth house becomes a bridge between cultures and a gentle voice for broader understanding.`,
    keywords: ['travel', 'belief', 'higher learning', 'culture', 'philosophy', 'tolerance'],
    strengths: [
      'love of other cultures and languages',
      'a warm and tolerant faith',
      'finds meaning through study and art',
      'a bridge between different worlds',
    ],
    challenges: [
      'idealizing the far away',
      'placing partners on a pedestal',
      'preaching harmony more than living it',
      'restlessness with everyday commitments',
    ],
  },
  {
    summary:
      'Grace in career and public life comes with Venus in the tenth house, often earning goodwill, recognition and success through charm, taste or artistic skill.',
    description: `At the top of the chart, in the 10th house, Venus places its charm where the public can see it. Reputation often rests on being likable, fair and easy to work with, and people in authority may take a friendly interest in this person's progress. Careers in the arts, fashion, design, diplomacy, beauty, hospitality or public relations are natural fits, though any profession can benefit from the polished manner this placement brings. Recognition may arrive through the ability to make a product, a team or an institution look and feel better. Romance and career sometimes meet, with partners found at work or relationships that affect public standing. When strain builds, image can become a burden. The need to stay popular may lead to avoiding unpopular but necessary decisions, or to shaping every choice around how it will look to others. Success may feel empty if it rests only on approval rather than on real skill. There may also be a tendency to value partners for the status they bring. This placement shines most when its talent for grace serves work that truly matters, so that the respect gained rests on substance as well as style.`,
    keywords: ['career', 'reputation', 'public image', 'recognition', 'diplomacy', 'goodwill'],
    strengths: [
      'earns goodwill from superiors and the public',
      'a polished professional manner',
      'success in artistic or social fields',
      'makes institutions more humane',
    ],
    challenges: [
      'avoiding unpopular decisions',
      'living for approval',
      'valuing partners for status',
      'image over substance',
    ],
  },
  {
    summary:
      'Friendship lies at the heart of Venus in the eleventh house, where affection flows through groups, shared causes and hopeful plans made with like-minded people.',
    description: `Circles of friends are a source of lasting pleasure for this placement. Venus in the eleventh house tends to gather people easily, introducing one friend to another, remembering who likes what and planning the reunion that nobody else organizes. Clubs, choirs, volunteer groups, online communities or professional networks can all become places of real belonging. Love affairs often begin as friendships, and a partner may also be counted among the closest allies. Hopes for the future tend to include others: a shared house, a community garden, a project that improves a neighborhood. Social life may also bring opportunity, since goodwill gathered among many people often returns in unexpected ways. Under strain, the wish to belong can lead to going along with the group against personal judgment, or to spreading attention so widely that no single bond grows deep. Friendships may be kept pleasant on the surface while real disagreements go unspoken. Disappointment can follow when a group does not live up to its ideals. At its best, this Venus makes people feel they have a place among others and turns shared dreams into gentle, practical kindness.`,
    keywords: ['friendship', 'groups', 'community', 'hopes', 'networks', 'belonging'],
    strengths: [
      'brings people together easily',
      'loyal and thoughtful as a friend',
      'finds opportunity through goodwill',
      'works gladly for shared causes',
    ],
    challenges: [
      'going along with the crowd',
      'spreading affection too thin',
      'keeping friendships on the surface',
      'disappointment with group ideals',
    ],
  },
  {
    summary:
      'Quiet, compassionate love marks Venus in the twelfth house, which finds beauty in solitude, private devotion, hidden acts of kindness and the inner world.',
    description: `Some of the deepest affection in this chart is never announced. Venus in the twelfth house may keep feelings private for a long time, express care through anonymous help, or find the richest pleasures in solitude: an empty beach in winter, a quiet chapel, music heard alone late at night. Compassion runs strong, and there is often a pull toward caring for those who are overlooked, whether in hospitals, shelters, animal rescues or simply among friends going through a hard time. Art, dreams and imagination can provide a hidden garden where the heart rests. Retreat can feel more restoring than any party, and a day of silence may mend what a busy week wore thin. The harder side shows as secret attachments, love that stays unspoken, or a habit of sacrificing personal needs for people who do not return the care. Old losses may linger quietly and shape present choices without being examined. Self-worth can sink in silence when it is never shared. The healing path for this placement lies in honoring the need for privacy while letting trusted people in, so that tender feelings can be seen and returned.`,
    keywords: ['compassion', 'solitude', 'secrecy', 'devotion', 'retreat', 'imagination'],
    strengths: [
      'kindness that asks for no credit',
      'deep compassion for the overlooked',
      'finds peace and beauty in solitude',
      'a rich inner and artistic life',
    ],
    challenges: [
      'secret or unspoken attachments',
      'self-sacrifice without return',
      'hiding hurt for too long',
      'withdrawing instead of asking for care',
    ],
  },
];
