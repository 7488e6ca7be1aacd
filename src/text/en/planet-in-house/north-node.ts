import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: the North Node in each of the twelve houses.
export const NORTH_NODE_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary: 'With the North Node in the 1st house, growth means showing up as a distinct person, trusting personal instincts, and letting the body and face carry an honest presence.',
    description: `In the 1st house, the North Node asks for a self that is visible and chosen. The South Node sits in the 7th house, so the old comfort lies in partnership: shaping plans around a spouse, a business partner or a best friend, and finding identity mainly in the mirror of another person. That habit feels generous, yet it can leave a faint question at the end of each day about whose life is actually being lived.

The lesson often arrives through simple things. Picking a haircut without asking for opinions, walking into a party alone, deciding how to spend a free Saturday, or starting an exercise routine purely because it feels good in the body are all real progress. Physical energy tends to improve once personal wants are acknowledged.

When this path is resisted, the person may drift from one relationship to the next, feel invisible, or resent partners for choices that were never voiced. Pushed too far, the correction can turn into a brisk independence that forgets old loyalties.

The healthiest growth keeps the partnership skills and adds a clear first person. Relationships then become meetings between two whole people, and self-respect rests on experience rather than approval.`,
    keywords: ['identity', 'self-direction', 'presence', 'initiative', 'the body', 'autonomy'],
    strengths: ['tact joined to personal courage', 'a growing sense of identity', 'vitality that rises with honest choices', 'the ability to stand alone with ease'],
    challenges: ['defining the self through a partner', 'waiting for others to decide', 'quiet resentment in relationships', 'swinging into abrupt self-interest'],
  },
  {
    summary: 'The North Node in the 2nd house asks for self-built security, clear personal values and earned money, instead of leaning on shared funds, other people\'s power or crisis.',
    description: `Income, possessions and a private sense of worth form the territory of growth here. Opposite, the South Node in the 8th house is at home with merged finances, inheritances, debts, intense bonds and the pull of hidden power. There may be a long history of living on a partner's salary, managing other people's affairs, or feeling most alive in emergencies.

Progress looks plain and slightly unglamorous: a personal bank account, a budget kept by hand, a skill that can be sold, a paycheck with one name on it. Learning what truly matters, and spending accordingly, is part of the same work. Even enjoying a good meal or a well-made coat without guilt counts, because the 2nd house includes the body's simple comforts and the right to own them.

Under strain, the old pattern shows as dependence on joint resources, tangled money arrangements, or a restless craving for emotional intensity whenever life grows calm. There can also be a belief that self-worth must be proven through sacrifice or transformation.

Over time, a stable base lets the person meet intimacy and crisis from a position of strength. Self-reliance in material matters becomes a form of self-respect, and shared life grows healthier as a result.`,
    keywords: ['self-worth', 'earning', 'values', 'stability', 'ownership', 'simplicity'],
    strengths: ['depth of feeling with a steady base', 'growing financial independence', 'clarity about personal values', 'calm enjoyment of simple comforts'],
    challenges: ['reliance on joint or inherited money', 'seeking intensity over peace', 'tangled financial ties', 'doubting personal worth without a crisis'],
  },
  {
    summary: 'Placed in the 3rd house, the North Node turns growth toward everyday learning, conversation, siblings, neighbors and short trips, away from grand theories held at a distance.',
    description: `Conversation over the fence, a text to a sister, a night class across town: such ordinary exchanges carry the growth for this placement. The South Node falls in the 9th house, where faraway travel, philosophy and big convictions feel like home. The person may know a great deal about the meaning of life and much less about the names on the street.

Learning to communicate clearly and to listen closely is central. That may mean writing short, plain messages, asking a neighbor for directions instead of assuming, reading the local paper, or repairing a cooled bond with a brother or cousin. Curiosity about small facts brings unexpected pleasure, and practical courses, languages or writing often open new doors.

When stressed, there is a tendency to lecture, to escape into distant plans, or to dismiss daily details as beneath notice. Certainty can then stand in for understanding, and people nearby may feel unheard.

The constructive path joins vision to detail. Big ideas become useful once they are explained in simple words to the person at the next desk, and short journeys around the area reveal that wisdom is also found close at hand. Growth is steady whenever a question is asked with real interest.`,
    keywords: ['communication', 'curiosity', 'siblings', 'neighborhood', 'learning', 'listening'],
    strengths: ['a knack for explaining big ideas simply', 'growing ties with siblings and neighbors', 'lively, adaptable learning', 'attentive listening'],
    challenges: ['lecturing instead of talking', 'escaping into faraway plans', 'impatience with local detail', 'mistaking certainty for knowledge'],
  },
  {
    summary: 'With the North Node in the 4th house, growth runs inward, toward home, family, emotional roots and a private life that feels genuinely nourishing.',
    description: `Public achievement is the familiar road when the South Node sits in the 10th house. Career, reputation and the approval of authorities have long shaped the days, and it can feel natural to answer every question about life with a job title. The North Node in the 4th house points below that surface, to the foundation.

Growth here may be literal: buying or renting a place that truly feels like home, cooking for family on a weeknight, tracing ancestors, or making peace with a parent. It is also inner work, learning to notice moods, to rest without earning it, and to let the private self matter as much as the public one. Time spent in the kitchen or the garden can become surprisingly meaningful.

Under pressure, the old orientation returns as overwork, a hunger for status, or a coolness that keeps loved ones at arm's length. Home may turn into a place merely for sleeping between meetings, and feelings may be treated as distractions.

When the root is tended, outer success becomes steadier, because it grows from a secure center rather than from a need for applause. Emotional honesty at home gives the person a sense of belonging that no promotion could provide.`,
    keywords: ['home', 'roots', 'family', 'inner life', 'belonging', 'emotional security'],
    strengths: ['competence brought into family life', 'growing emotional awareness', 'a gift for creating a warm home', 'peace made with the past'],
    challenges: ['defining worth through career alone', 'neglecting home and loved ones', 'emotional distance', 'resting only when exhausted'],
  },
  {
    summary: 'The North Node in the 5th house asks for play, personal creativity, romance and delight, pulling the person out of group roles and into heartfelt self-expression.',
    description: `A crowd of friends and a worthy cause form the safe zone when the South Node falls in the 11th house. Group membership, networks and shared ideals come easily, and personal longings can stay hidden behind talk of the common good. The North Node in the 5th house asks for something more personal and more exposed: joy that belongs to this one person.

Growth may come through a hobby taken up for pure fun, a stage, a canvas, a dance class, a love affair entered with an open heart, or time spent playing with children without an agenda. Taking a risk for the sake of pleasure, and owning the result, is part of the lesson. Creative work signed with one's own name tends to bring real satisfaction.

When this direction is resisted, there can be a cool detachment from romance, a habit of hiding inside committees, or a fear that wanting attention is selfish. Life may then feel efficient yet strangely flat.

At its best, the placement combines a generous sense of community with warmth and individual flair. The heart learns that enjoying life is not a distraction from ideals, and that honest delight, freely shared, lifts everyone nearby.`,
    keywords: ['creativity', 'play', 'romance', 'children', 'joy', 'self-expression'],
    strengths: ['ideals brought to life with warmth', 'pride in work made for pleasure', 'openness to love and pleasure', 'playful ease with children'],
    challenges: ['hiding behind committee work', 'distance from romance', 'guilt about enjoying life', 'fear of being seen alone'],
  },
  {
    summary: 'In the 6th house, the North Node directs growth into useful work, daily routines, health habits and practical service, away from drifting, withdrawal or vague escape.',
    description: `Washing the dishes, filing an invoice, walking the dog at seven each morning: the path forward is paved with routine. Opposite, the South Node in the 12th house knows solitude, dreams, spiritual longing and a quiet retreat from the demands of the world. Sensitivity is high, yet structure can feel like a cage, and days may slip away without a clear shape.

The 6th house is where skills are practiced and the body is maintained, so growth means building habits that support both. A regular sleep schedule, simple meals, a to-do list that gets finished, and a job where results are visible all bring a surprising sense of calm. Helping others in concrete, measurable ways suits this placement far better than sacrificing in silence.

Under strain, the person may avoid obligations, feel overwhelmed by small tasks, or retreat into fantasy and exhaustion. A pull toward martyrdom can appear, or a slide into anxious fixing of every small flaw.

Handled well, this placement blends compassion with competence. Inner sensitivity informs the work, and the work keeps that sensitivity grounded. Health tends to improve when daily care becomes steady, and a well-run day can turn out to be the most reliable form of peace.`,
    keywords: ['service', 'routine', 'work', 'health habits', 'skill', 'order'],
    strengths: ['empathy expressed through practical help', 'growing skill and reliability', 'healthy daily habits', 'calm gained from good order'],
    challenges: ['escaping into fantasy or isolation', 'avoiding routine tasks', 'silent self-sacrifice', 'overwhelm at small details'],
  },
  {
    summary: 'The North Node in the 7th house asks a self-reliant person to share decisions, welcome partnership and learn that another viewpoint can complete rather than threaten the self.',
    description: `Independence is second nature when the South Node falls in the 1st house. This person tends to decide quickly, act alone and handle problems personally, and may not notice how rarely others are invited in. Personal will is strong; the unfamiliar skill lies across the chart in the 7th house, in committed partnership.

The 7th house covers marriage, close collaboration, contracts and even open opponents, so growth comes through learning to meet people as equals. It might show as consulting a partner before a big purchase, signing a fair agreement, working with a business partner, or sitting with a rival long enough to understand their case. Compromise is not defeat here; it is the actual practice.

When the lesson is avoided, relationships may feel like a contest or a burden, and the person may leave whenever closeness asks for change. Another pattern is choosing partners who are easy to manage, so that nothing truly has to be shared.

At its best, the placement produces someone who keeps personal strength yet finds real fulfillment in teamwork. Listening becomes a skill as refined as acting, and partnerships, chosen with care, become the place where both people grow.`,
    keywords: ['partnership', 'cooperation', 'compromise', 'contracts', 'balance', 'equality'],
    strengths: ['strength offered to a partnership', 'growing patience with others', 'fair negotiation', 'loyalty in committed bonds'],
    challenges: ['making big decisions single-handedly', 'treating closeness as a loss of freedom', 'seeing partners as rivals', 'leaving when compromise is needed'],
  },
  {
    summary: 'Placed in the 8th house, the North Node leads growth toward intimacy, shared resources and honest change, loosening an old grip on personal possessions and routine comfort.',
    description: `Holding on has always felt safe. With the South Node in the 2nd house, there is a strong instinct to guard personal earnings, belongings and habits, and to measure security by what can be owned. The North Node in the 8th house asks for the harder art of merging, trusting and letting go.

In everyday terms this can mean sharing a household budget, accepting a loan or gift without embarrassment, working through a loss instead of around it, or allowing a partner into private fears. Insurance, taxes, estates and joint investments may all become teachers. Emotional intimacy belongs to the same field: vulnerability offered is the currency of this house.

Under strain, the old pattern appears as possessiveness, stubborn resistance to change, or a refusal to rely on anyone. Money can become a wall rather than a bridge, and life may narrow to a safe but shrinking circle.

When the lesson is accepted, the person gains unusual steadiness in crisis and a gift for helping others through hard transitions. Resources shared wisely tend to multiply, and each time something outworn is released, room opens for a deeper and more generous kind of security.`,
    keywords: ['intimacy', 'shared resources', 'trust', 'transformation', 'letting go', 'depth'],
    strengths: ['a calm head when others panic', 'growing capacity for trust', 'wise handling of pooled money', 'courage to face grief and change'],
    challenges: ['clinging to possessions and routine', 'refusing help or shared money', 'resistance to change', 'guarding feelings too closely'],
  },
  {
    summary: 'The North Node in the 9th house points toward belief, higher learning and distant travel, asking a busy, fact-gathering mind to find meaning and a guiding truth.',
    description: `Facts, chatter and small errands fill the comfort zone when the South Node sits in the 3rd house. There is real skill with words, quick thinking and a lively circle of siblings, neighbors and acquaintances, yet days can scatter into a blur of messages with no clear direction. The North Node in the 9th house asks for the bigger question: what is all this information for?

Growth often comes through study that stretches the mind, such as a university degree, a course in philosophy or law, or serious reading in a religion or tradition. Long journeys matter as well; living abroad, even briefly, can reshape the whole outlook. Learning to trust intuition and to stand behind a considered belief is part of the path.

When the lesson is avoided, the person may gossip instead of reflect, collect opinions without forming one, or stay close to home out of habit. Indecision grows when every viewpoint seems equally valid.

At its best, the placement produces a teacher, writer or guide who can connect detail with meaning. Wide experience and clear principles give shape to a curious mind, and the sense of purpose gained becomes something worth sharing with others.`,
    keywords: ['meaning', 'belief', 'higher learning', 'travel', 'philosophy', 'purpose'],
    strengths: ['facts turned into wisdom', 'confidence in a personal compass', 'openness to other cultures', 'a gift for teaching'],
    challenges: ['scattered thinking', 'gossip in place of reflection', 'reluctance to commit to a belief', 'staying in familiar surroundings'],
  },
  {
    summary: 'With the North Node in the 10th house, growth means stepping into public responsibility, career goals and a visible role, beyond the safety of home and family.',
    description: `Home has long been the safe harbor when the South Node falls in the 4th house. Family needs, private moods and the comfort of familiar rooms come first, and the wider world can feel cold or demanding. The North Node in the 10th house asks for a public life built with purpose.

Career growth is the obvious sign, yet the deeper lesson concerns maturity and authority. Setting long-range goals, accepting a promotion, taking charge of a project, or running for a local office are all steps along this road. The task is to be known for something, and to carry that reputation with integrity. Mentors and responsible elders can be valuable guides.

Under strain, the person may retreat into the family, use home duties as a reason to avoid ambition, or feel that success would mean abandoning loved ones. Moods can steer decisions, and criticism from the public may feel unbearable at first.

Followed with patience, this path produces a leader who carries warmth into public work, protecting colleagues and clients much as a family would. The private base remains important, but now it supports a visible contribution, and a sense of accomplishment grows that is earned and fully one's own.`,
    keywords: ['career', 'reputation', 'ambition', 'public role', 'authority', 'maturity'],
    strengths: ['care carried into leadership', 'growing discipline and focus', 'a reputation for reliability', 'long-range planning'],
    challenges: ['hiding in family duties', 'fear of public exposure', 'moods guiding decisions', 'doubting the right to succeed'],
  },
  {
    summary: 'The North Node in the 11th house steers growth toward friendship, teamwork and shared hopes, easing a strong habit of personal performance and the need for applause.',
    description: `Center stage is familiar ground when the South Node sits in the 5th house. Creativity, romance and self-expression come easily, and there may be a deep need to be admired, to be special, to have each effort noticed. The North Node in the 11th house points toward a broader stage, where the person is one valued voice among many.

Growth comes through friends, clubs, associations, networks and causes. Volunteering for a community project, joining a band rather than going solo, or helping organize a neighborhood event are typical steps. Goals for the future, especially those shared with others, become a source of motivation. Friendship itself is a school: learning to give and receive support among equals.

Under strain, the person may seek the spotlight within every group, take a lack of credit personally, or drift toward romantic drama when team life feels dull. Pride can make it hard to follow someone else's lead.

When the lesson is embraced, natural charisma turns into an asset for the collective. Talent is offered freely, wishes are shaped into shared plans, and the joy of belonging to a circle of like-minded people proves richer than any private moment of applause.`,
    keywords: ['friendship', 'community', 'teamwork', 'hopes', 'networks', 'shared goals'],
    strengths: ['star quality lent to a shared cause', 'growing ease among equals', 'a talent for uniting people', 'hopeful vision of the future'],
    challenges: ['needing to be the star', 'taking shared credit personally', 'drama when groups feel dull', 'pride that resists following'],
  },
  {
    summary: 'In the 12th house, the North Node asks a busy, duty-bound mind to rest, turn inward, trust the unseen and let compassion replace constant fixing.',
    description: `Tasks, lists and constant usefulness form the safe zone when the South Node sits in the 6th house. The person often knows exactly how to fix a problem, keep a schedule and serve others efficiently, yet rest feels like a failure. Worry and overwork can become a way of life. The North Node in the 12th house invites surrender.

Growth may come through solitude, meditation, prayer, journaling, long walks alone, or creative work done without any practical aim. Retreats, hospitals, shelters and other quiet institutions may play a role, sometimes through volunteer work that asks for presence rather than productivity. Dreams and intuition carry useful messages when given time.

When the lesson is avoided, the person clings to routine, criticizes every flaw, and may feel anxious whenever nothing needs to be done. The body can signal the need for rest before the mind admits it.

At its best, this placement combines practical skill with deep compassion. Service becomes gentler and more spiritual, and the capacity to sit with suffering without rushing to fix it becomes a real gift. Time spent quietly alone restores energy, and trust in something larger than the daily checklist brings peace.`,
    keywords: ['solitude', 'compassion', 'retreat', 'intuition', 'faith', 'rest'],
    strengths: ['practical help joined to empathy', 'growing comfort with solitude', 'trust in intuition and dreams', 'patience with suffering'],
    challenges: ['compulsive busyness', 'worry and self-criticism', 'guilt about resting', 'needing to control outcomes'],
  },
];
