import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: the Sun in each of the twelve houses.
export const SUN_IN_HOUSE_EN: readonly PlacementText[] = [
  // 1st house
  {
    summary:
      'The Sun in the 1st house puts identity on open display, giving a strong physical presence and a personal style that announces itself before a word is spoken.',
    description: `Placed in the 1st house, below the eastern horizon, the Sun lends the whole personality a visible glow. Who this person is and how they come across are closely matched, so there is little gap between the inner sense of self and the face shown at the door. Vitality often shows in the body itself: an upright posture, a quick recovery after illness, a way of filling a room simply by walking into it. Many with this placement learn early that people notice them, and they come to treat their own appearance and manner as a kind of signature. Purpose is personal and immediate; the question behind most choices is whether a path lets them be fully themselves. At its best the 1st house Sun brings natural leadership, frank self-expression and the confidence to begin things without waiting for permission. Under strain the spotlight turns inward: every setback feels like a verdict on worth, other people become an audience rather than partners, and the need to be seen can crowd out the quieter work of listening. Health may suffer when pride refuses rest. The steadiest version of this Sun uses its visibility generously, letting its warmth make room for others to step forward as well.`,
    keywords: ['presence', 'self-expression', 'vitality', 'confidence', 'initiative', 'appearance'],
    strengths: [
      'a strong, memorable presence',
      'the confidence to act first',
      'robust physical energy',
      'honesty about who they are',
    ],
    challenges: [
      'taking every setback personally',
      'needing constant attention',
      'overlooking the needs of others',
      'ignoring the body\'s limits out of pride',
    ],
  },
  // 2nd house
  {
    summary:
      'With the Sun in the 2nd house, the sense of self is built through earning, owning and valuing, and confidence grows as personal resources take solid shape.',
    description: `Money, talent and possessions become a mirror here. The 2nd house Sun wants to know what it is worth, and it tends to answer that question through tangible results: a first paycheck saved rather than spent, a skill polished until it can be sold, a home filled with objects chosen with care. Earning power is often linked to a personal gift, and there is real pride in being able to pay one's own way. Vitality is restored by comfort and by the feeling of having enough, whether that means a full pantry or a healthy savings balance. Values matter as much as cash; this person usually has firm views about what deserves time and money, and tends to invest both in what reflects their character. In good shape, the placement gives steady self-esteem, practical sense, generosity with what has been earned and a gift for turning talent into security. Under strain, identity becomes tied to income or status objects, so a lean month can feel like a personal failure, and holding on becomes more important than enjoying. Envy of others' wealth may creep in. Growth comes from separating worth from net worth, and from seeing that the most reliable resource is the capacity to create value again.`,
    keywords: ['self-worth', 'earning', 'values', 'security', 'talent', 'possessions'],
    strengths: [
      'practical talent for building security',
      'clear personal values',
      'pride in self-reliance',
      'generosity with what is earned',
    ],
    challenges: [
      'tying self-esteem to income',
      'possessiveness',
      'fear of scarcity',
      'measuring people by what they own',
    ],
  },
  // 3rd house
  {
    summary:
      'The Sun in the 3rd house shines through words, questions and daily exchanges, finding purpose in learning, teaching and staying connected with the nearby world.',
    description: `Conversation is where this Sun comes alive. Identity forms through speaking, writing and asking, and many with the placement remember a sibling, cousin or neighbor who shaped their early sense of who they were, whether as ally, rival or audience. The daily round matters: errands, short trips, the bus route, the corner coffee shop, the group chat that never quite goes quiet. Each small exchange is a chance to share an idea and hear one back. Learning rarely stops after school; there is usually a book half read, a course in progress or a topic being explained to anyone willing to listen. Purpose may take the form of messenger work in some sense, such as teaching, journalism, sales, translation or simply being the person who knows what is going on in the neighborhood. At its best this Sun brings a bright mind, easy rapport, a good ear for language and a talent for making complex matters clear. Under strain, talk replaces action, opinions harden into a need to win every argument, and a restless mind scatters its energy across too many short projects. Old sibling tensions can echo in adult quarrels. The placement matures when curiosity is given depth as well as range, and when listening becomes as valued as speaking.`,
    keywords: ['communication', 'curiosity', 'learning', 'siblings', 'writing', 'neighborhood'],
    strengths: [
      'clear, lively expression',
      'lifelong curiosity',
      'a talent for explaining',
      'easy rapport with neighbors and peers',
    ],
    challenges: [
      'scattered attention',
      'needing to win every argument',
      'talking instead of doing',
      'unresolved sibling rivalry',
    ],
  },
  // 4th house
  {
    summary:
      'The Sun in the 4th house roots identity in home, family and private life, drawing strength from a secure base and a deep sense of where one comes from.',
    description: `In the 4th house, the Sun works out of sight, like a furnace in the basement that heats the whole building. Home is the true stage here: the kitchen table, the garden, the family photographs on the wall, the rituals of a Sunday at home. Identity is bound up with origins, so questions of heritage, ancestry and the character of a parent or other guiding caregiver tend to matter a great deal. Some with the placement spend years renovating a house or building a family; others find their roots in a landscape, a language or a community tradition. The later part of life often brings a stronger sense of purpose than the early part, as the private foundation grows solid enough to stand on. At its best the 4th house Sun gives emotional steadiness, a gift for creating shelter, loyalty to kin and a quiet inner authority that does not need public applause. Under strain, the person may retreat behind closed doors, let family expectations define every choice or stay tied to a past that no longer fits. Pride can become domestic rule. The way forward lies in honoring roots while deciding freely which parts of the inheritance to keep, and in opening the warm home to others.`,
    keywords: ['home', 'roots', 'family', 'heritage', 'privacy', 'foundation', 'belonging'],
    strengths: [
      'a gift for making a real home',
      'loyalty to family',
      'inner steadiness',
      'a strong sense of heritage',
    ],
    challenges: [
      'hiding from the wider world',
      'living by family expectations',
      'clinging to the past',
      'ruling the household too firmly',
    ],
  },
  // 5th house
  {
    summary:
      'In the 5th house the Sun is at play, finding identity through creative work, romance, children and every pursuit done simply for the joy of it.',
    description: `The 5th house is the Sun's natural territory, and the placement usually shows a person who feels most alive when making something or having fun. Creativity can take many forms: painting, theater, cooking a lavish dinner, coaching a youth team, designing a game, telling a story that holds a table spellbound. Romance is lived with some drama and a great deal of heart; courtship, gestures and the thrill of being chosen all matter. Children, one's own or others', often play a large role, and time spent with them can renew a tired spirit. Vitality rises with pleasure, so hobbies, sport and celebration are not extras but genuine needs. At its best this Sun brings warmth, playfulness, generous affection and the courage to show work in public and let it be judged. It can turn an ordinary evening into an occasion. Under strain, the need for applause grows loud: a creative project is abandoned if it fails to impress, romance becomes a performance, and risk taking, whether in love or in games of chance, may go further than sense allows. Children may be treated as extensions of the self. The healthiest path keeps the joy while letting the work, the beloved and the child stand as themselves.`,
    keywords: ['creativity', 'play', 'romance', 'children', 'self-expression', 'joy', 'performance'],
    strengths: [
      'infectious enthusiasm',
      'generous affection',
      'creative courage',
      'a gift for celebration',
    ],
    challenges: [
      'craving applause',
      'dramatic romances',
      'risky gambles',
      'living through children',
    ],
  },
  // 6th house
  {
    summary:
      'The Sun in the 6th house finds purpose in useful work, daily routines and care for the body, shining most when it can improve how things actually function.',
    description: `Identity here is built one task at a time. The 6th house Sun feels most itself when doing a job well, fixing what is broken or making a process run more smoothly, and it often takes quiet pride in being the person colleagues rely on. Daily habits carry real weight: a set morning routine, a tidy desk, a regular walk, meals planned ahead. Health is closely tied to mood and purpose, so stress tends to show quickly in the body, and good routines act as genuine medicine. Service comes naturally, whether in a caring profession, a trade, technical work or the small helpfulness of someone who remembers to order the supplies. Pets and coworkers can be an important part of the daily picture. At its best this placement gives skill, reliability, a sharp eye for detail and the humility to learn from practice. Work becomes a craft rather than a chore. Under strain, self-worth depends entirely on being useful, leading to overwork, worry, fussing over small errors or resentment at thankless duties. Workplace politics may drain more energy than the job itself. The Sun in this house thrives when it treats rest as part of the routine and remembers that a person is more than a list of completed tasks.`,
    keywords: ['work', 'service', 'routine', 'health', 'skill', 'craft'],
    strengths: [
      'reliability and skill',
      'an eye for practical improvement',
      'willingness to help',
      'healthy daily discipline',
    ],
    challenges: [
      'overwork and worry',
      'self-worth tied to usefulness',
      'perfectionism over small details',
      'stress showing in the body',
    ],
  },
  // 7th house
  {
    summary:
      'With the Sun in the 7th house, the self comes into focus through partnership, and close one-to-one relationships become the main arena for growth and purpose.',
    description: `In the 7th house, the Sun shines across the room toward the other person. Much of this individual's sense of who they are is discovered in partnership: marriage, a close business alliance, a best friend, even a respected opponent. Others often act as mirrors, showing back qualities that were hard to see alone. Contracts, negotiations and shared agreements may feature strongly, and many with the placement work well in roles such as counselor, agent, mediator or consultant, where the client relationship is central. There can be a tendency to attract partners who are strong, bright or prominent, and to feel a little dimmer when unpaired. At its best this Sun gives fairness, social grace, a real talent for cooperation and the ability to bring out the best in a partner. It knows how to share a stage. Under strain, identity leans too heavily on the other: decisions wait for approval, conflict is avoided at any cost or, in reverse, every relationship turns into a contest of wills. Legal or contractual disputes can take a personal tone. The placement ripens when the person learns to stand fully as an equal, bringing a whole self into partnership instead of looking for one there.`,
    keywords: ['partnership', 'cooperation', 'marriage', 'contracts', 'fairness', 'mirroring'],
    strengths: [
      'a talent for cooperation',
      'fairness and diplomacy',
      'bringing out the best in others',
      'skill in negotiation',
    ],
    challenges: [
      'depending on approval',
      'losing identity in a partner',
      'power struggles with others',
      'avoiding conflict at any cost',
    ],
  },
  // 8th house
  {
    summary:
      'The Sun in the 8th house seeks identity in depth, through shared resources, intimacy and the crises that strip life back to what truly matters.',
    description: `Surface answers rarely satisfy this Sun. The 8th house draws it toward what lies beneath: motives, secrets, the real terms of a shared bank account, the emotional deal struck in a close bond. Identity is often forged through intense experiences such as loss, a financial upheaval, a medical scare in the family or a relationship that changes everything, and each crisis tends to leave behind a stronger, more honest self. Joint money, debts, taxes, insurance and inheritance may play a larger role than usual, sometimes as a career in finance, research, therapy or investigation. Intimacy matters deeply, and trust is given slowly but fully. At its best the placement brings psychological insight, courage in hard times, skill with other people's resources and a steady presence beside someone who is grieving. This person can walk into difficult rooms without flinching. Under strain, the need for control grows: jealousy, secrecy, suspicion of others' motives or a fascination with power may take hold, and old wounds can be nursed long after they should have healed. Conflicts over wills or shared property may become bitter. The way forward is to let each ending do its work and to share power as freely as one shares trust.`,
    keywords: ['depth', 'intimacy', 'transformation', 'shared resources', 'crisis', 'inheritance', 'insight'],
    strengths: [
      'psychological insight',
      'resilience through crisis',
      'skill with shared resources',
      'loyal, deep commitment',
    ],
    challenges: [
      'need for control',
      'jealousy and suspicion',
      'holding on to old wounds',
      'disputes over money or inheritance',
    ],
  },
  // 9th house
  {
    summary:
      'The Sun in the 9th house seeks meaning on a wide horizon, building identity through belief, higher learning, far travel and the search for a guiding philosophy.',
    description: `A map on the wall, a passport full of stamps, a shelf of books on history, religion or law: such things often mark the life of someone with the Sun here. Identity grows by reaching beyond the familiar, and the person feels most alive when learning something large or standing somewhere new. Higher education, publishing, teaching, legal work, travel and spiritual study are common arenas, though the real aim is less a career than a worldview that makes sense of experience. Foreigners, other cultures and long journeys may shape the character as much as family does. Conviction comes easily, and this Sun likes to share what it has found, whether from a lecture hall, a pulpit, a blog or a dinner party. At its best the 9th house Sun brings optimism, broad vision, tolerance born of wide experience and the ability to inspire others with a sense of possibility. Under strain, beliefs turn into sermons, restlessness makes every settled life feel small, and grand plans outrun practical follow-through. Certainty can shut out the views of others. Growth comes from treating wisdom as an ongoing search, from keeping room for doubt and from bringing the far-off vision home into ordinary days.`,
    keywords: ['belief', 'higher learning', 'travel', 'philosophy', 'vision', 'teaching', 'adventure'],
    strengths: [
      'broad, hopeful vision',
      'love of learning',
      'openness to other cultures',
      'the ability to inspire',
    ],
    challenges: [
      'preaching instead of listening',
      'restlessness',
      'promising more than can be delivered',
      'rigid certainty',
    ],
  },
  // 10th house
  {
    summary:
      'With the Sun in the 10th house, identity is closely tied to career and public standing, and the will aims for achievement that others can see.',
    description: `Placed at the top of the chart in the 10th house, the Sun gives its owner a strong pull toward visible accomplishment. Work is not simply a job but a statement of who one is, and titles, reputation and a respected place in the community can matter a great deal. Many with this placement are drawn to leadership, public service, management or any field where their name is attached to results. A parent, often the one who held authority in the household, may have set a strong example or an expectation that is hard to shake off. Ambition tends to be steady and long range, and recognition may arrive after years of patient building. At its best the 10th house Sun brings a clear sense of direction, integrity in public life, natural authority and the capacity to carry responsibility without fuss. Colleagues often look to this person when a decision must be made. Under strain, image becomes everything: private life is sacrificed to status, failure in the workplace is felt as failure of the self, and the need to be in charge can make the person hard to work for. The placement is happiest when success serves a purpose larger than itself and when worth is not only measured by rank.`,
    keywords: ['career', 'reputation', 'ambition', 'authority', 'achievement', 'public role'],
    strengths: [
      'clear professional direction',
      'natural authority',
      'integrity in public life',
      'staying power toward long goals',
    ],
    challenges: [
      'identity tied to status',
      'neglecting private life',
      'fear of public failure',
      'a need to be in charge',
    ],
  },
  // 11th house
  {
    summary:
      'The Sun in the 11th house finds purpose among friends, groups and shared causes, shining brightest when working with others toward a hoped-for future.',
    description: `This Sun comes into its own as part of a circle. Friendships, clubs, networks, teams and movements give shape to the sense of self, and many with the placement discover their gifts while organizing an event, running a community group or bringing the right people together. Hopes for the future are central; there is usually a long-range wish or social ideal that quietly steers choices, whether reform, innovation or simply a better life for the people nearby. Friends tend to be varied and interesting, and the person often plays a leading or connecting role among them. Vitality is renewed by good company and by feeling part of something that matters. At its best the 11th house Sun brings loyalty to friends, a generous sense of fairness, originality and the ability to inspire a group without dominating it. Under strain, the individual may hide behind group identity, chase popularity, feel like an outsider in every crowd or hold ideals so firmly that real people fall short. Commitments to many can leave little time for depth with a few. This Sun grows strongest when it lets personal goals and collective ones feed each other, and when friendship is valued for its own sake as well as its usefulness.`,
    keywords: ['friendship', 'community', 'groups', 'ideals', 'hopes', 'networks', 'cooperation'],
    strengths: [
      'a gift for bringing people together',
      'loyalty to friends',
      'forward-looking ideals',
      'leadership within a team',
    ],
    challenges: [
      'losing self in the group',
      'chasing popularity',
      'feeling like an outsider',
      'ideals that leave no room for people',
    ],
  },
  // 12th house
  {
    summary:
      'The Sun in the 12th house shines behind the curtain, drawing identity from solitude, inner life and quiet service, often finding purpose in compassion.',
    description: `In the 12th house, above the eastern horizon, the Sun rises into the most hidden part of the chart, and its light is real but indirect. People with this placement often do their best work out of view: in a studio, a library, a hospital ward, a research lab, a retreat center or late at night when the house is still. Solitude is not loneliness for them but a place to recharge, and without regular time alone vitality drains away. Identity can feel harder to pin down than for most, since the self seems to blend with the moods of others and the wider currents of a family or a culture. Dreams, imagination, prayer, meditation and art may be central channels. There is frequently a strong wish to help those who are struggling or forgotten. At its best the 12th house Sun brings deep compassion, rich intuition, modesty and a spiritual strength that sustains others in difficult times. Under strain, the person may hide from recognition, doubt their own worth, drift into escape through sleep or substances, or give so much that nothing is left. Self-undoing can take the form of silence when a voice is needed. Growth comes from claiming a quiet but definite place in the world, and letting the hidden light be seen.`,
    keywords: ['solitude', 'compassion', 'inner life', 'retreat', 'intuition', 'service', 'imagination'],
    strengths: [
      'deep compassion',
      'rich inner life',
      'intuition and imagination',
      'quiet, selfless service',
    ],
    challenges: [
      'self-doubt and invisibility',
      'escapist habits',
      'giving until depleted',
      'staying silent when a voice is needed',
    ],
  },
];
