import type { PlacementText } from '../../placement-text.js';

// Urania's own text (original writing for this project), locale en: Mercury in each of the twelve houses.
export const MERCURY_IN_HOUSE_EN: readonly PlacementText[] = [
  // 1st house
  {
    summary:
      'With Mercury in the 1st house, the mind sits in the foreground, so curiosity, quick speech and a questioning manner are among the first things others notice.',
    description: `First impressions here are made through talk. With Mercury in the 1st house, thought lives near the surface of the personality: the face moves with every idea, the hands join in while explaining, and a simple greeting soon becomes a real conversation. Identity is built partly through learning, so a new subject, a new skill or a new vocabulary can feel like a fresh version of the self. Many with this position seem younger than their years and keep an alert, restless body that prefers walking while thinking and fidgets through long waits. Daily life is dotted with small exchanges: notes to self, a message sent on the way out the door, a running commentary on whatever is happening. When it works well, the placement gives a direct, readable presence; others know where they stand, and a clear explanation arrives the moment it is needed. Under strain the nerves take charge. Rest can suffer, tension settles into the shoulders and breath, and the self-image becomes tied to being clever, quick or informed, so a moment of not knowing feels like a threat. Talk may rush to fill every silence. Growth comes from letting the mind settle in the body now and then, and from trusting that a pause does not erase who one is.`,
    keywords: ['alert', 'expressive', 'curious', 'youthful', 'talkative', 'self-aware'],
    strengths: [
      'clear, direct presence',
      'explaining on the spot',
      'quick to adapt',
      'lifelong curiosity',
    ],
    challenges: [
      'nervous restlessness',
      'self-image tied to cleverness',
      'filling every silence',
      'trouble switching off',
    ],
  },
  // 2nd house
  {
    summary:
      'Mercury in the 2nd house thinks carefully about money and worth, often earning through words, information or trade and treating knowledge as a real resource.',
    description: `Money and meaning both pass through the mind in the 2nd house. Income often comes from words, information, numbers, trade, teaching, writing, or any work that involves handling messages and making connections. The habit of comparing prices, reading reviews and tracking small sums is common, and so is a knack for spotting what something is really worth. Values are reasoned out rather than simply inherited; this Mercury wants to know why it wants what it wants, and it can make a clear case for its own priorities. Possessions tend to include books, devices, notebooks and other tools for communication, and several small sources of income may feel more comfortable than a single one. In good times the mind becomes a practical asset, with a talent for negotiation, budgeting and turning know-how into a livelihood, and self-worth grows as skills grow. Pressure sends thinking in circles around money: checking balances again and again, fretting over costs, second-guessing every purchase, or measuring personal value by how much is known or earned. Good ideas may be given away for free, or changed so often that none is ever developed into steady work. The constructive path is to treat one's own knowledge as something of real value, price it fairly, and let calm habits replace anxious calculation.`,
    keywords: ['resourceful', 'practical', 'shrewd', 'earning', 'valuing', 'negotiating'],
    strengths: [
      'earning through skill and words',
      'sharp sense of value',
      'sensible budgeting',
      'clear personal priorities',
    ],
    challenges: [
      'worrying over money',
      'underpricing own ideas',
      'measuring worth by knowledge',
    ],
  },
  // 3rd house
  {
    summary:
      'Mercury in the 3rd house is at ease among siblings, neighbors, errands and everyday talk, learning constantly and passing information along with natural fluency.',
    description: `The 3rd house is the neighborhood of the mind, and Mercury moves through it with ease. Brothers, sisters, cousins and childhood friends often play a strong part in how thinking develops; the first debates may have happened at the dinner table or on the walk to school. Daily life fills up with short trips, errands, phone calls, quick chats with neighbors and messages sent between stops, and the local area is known in fine detail: which shop opens early, who to ask about what, the fastest route across town. Reading, writing, puzzles and languages come naturally, and learning continues long after formal schooling ends, through evening courses, radio programs and casual conversation. This is a strong position for teaching, journalism, sales, editing, delivery or any role that carries information from one place to another. At its brightest it produces a lively, well-informed communicator who makes knowledge easy to share. Overstimulated, it turns into chatter without direction: a calendar crowded with errands, gossip repeated without thought, or friction with a sibling that becomes a never-ending argument. The mind may skim everything and settle on nothing. Choosing a few subjects to follow in depth, and listening as carefully as speaking, turns this gift for circulation into real understanding.`,
    keywords: ['communicative', 'local', 'studious', 'sociable', 'busy', 'informed', 'versatile'],
    strengths: [
      'fluent writing and speech',
      'lifelong learning',
      'close ties with siblings and neighbors',
      'sharing knowledge simply',
    ],
    challenges: [
      'scattered daily schedule',
      'gossip and idle chatter',
      'skimming instead of studying',
      'sibling quarrels',
    ],
  },
  // 4th house
  {
    summary:
      'Mercury in the 4th house brings thought and conversation into the home, with a mind shaped by family talk, private study and memories of early life.',
    description: `In the 4th house Mercury sits at the kitchen table. Home is a place of talk, books, screens and ongoing discussion, or, in some households, a place where certain topics were never spoken aloud, which can leave a lifelong wish to find words for what was kept quiet. Old letters, family records and the history of a town or region often fascinate, and many with this placement keep journals, photographs and boxes of papers. Thinking tends to flow best in private: working from home, studying late at a familiar desk, or talking plans through with a parent or housemate over dinner. Changes of address may be frequent, or the household itself hums with visitors, deliveries and phone calls. When the placement is well grounded, ideas are tested against personal experience, and the home becomes a place of learning for everyone who lives there. Under stress the past crowds the present. Old family arguments replay in the head, decisions wait until the house feels right, or restlessness makes it hard to settle anywhere for long. Opinions absorbed in childhood may go unexamined for years. The helpful work is to sort through inherited beliefs with patience, keep those that still ring true, and build a home where honest conversation is safe.`,
    keywords: ['domestic', 'reflective', 'rooted', 'private', 'familial', 'retentive'],
    strengths: [
      'thoughtful family communicator',
      'working well from home',
      'interest in history and roots',
      'strong personal memory',
    ],
    challenges: [
      'unexamined family opinions',
      'dwelling on the past',
      'restless about where to live',
      'topics left unspoken at home',
    ],
  },
  // 5th house
  {
    summary:
      'Mercury in the 5th house turns thinking into play, bringing wit to romance, inventiveness to creative work and a lively, questioning spirit to time with children.',
    description: `Play and the mind meet in the 5th house. Mercury here loves wordplay, games of strategy, crosswords, improvisation, comedy and any hobby that rewards a clever twist. Creative work is often verbal or technical, such as writing stories, making videos, composing lyrics or designing puzzles, and the pleasure lies as much in the making as in the finished piece. Romance tends to begin with conversation: wit is attractive, long late-night talks matter, and boredom can end an affair faster than conflict. With children, this placement is the parent, relative or teacher who answers every "why" and invents a new game on the spot, and it may keep a youthful outlook for life. Risk and speculation are approached as puzzles to figure out rather than leaps of faith. The finest version brings lightness and invention to everything it touches and helps others enjoy learning. Strained, it performs instead of connecting: flirting becomes a contest of words, creative projects are started for the thrill of the idea and dropped once the work gets slow, and a need for applause for being clever creeps in. Taking one creative idea all the way to completion, and letting affection be spoken plainly, gives this bright mind its deepest satisfaction.`,
    keywords: ['playful', 'witty', 'creative', 'inventive', 'flirtatious', 'youthful'],
    strengths: [
      'humor and wordplay',
      'creative writing and design',
      'engaging with children',
      'making learning fun',
    ],
    challenges: [
      'unfinished creative projects',
      'flirting without depth',
      'needing praise for cleverness',
      'treating risk as a game',
    ],
  },
  // 6th house
  {
    summary:
      'Mercury in the 6th house applies a precise, practical mind to daily work, routines and health habits, finding satisfaction in systems that run smoothly.',
    description: `Lists, schedules, checklists and small improvements to daily procedure are natural territory when Mercury falls in the 6th house. The job often involves information, analysis, administration, technical support, editing or skilled practical service, and details are noticed quickly: the typo in a report, the step missing from a process, the simpler way to organize a shared folder. Coworkers may come to rely on this person to explain how things work or to fix the small problem everyone else has learned to ignore. Health routines are approached through research, from reading labels to learning how food and sleep affect mood, and the body often reacts strongly to mental stress, so calm and regular habits matter. On a good day the placement is useful in the plainest and most valuable way, making ordinary life run more smoothly for everyone around it. Overloaded, it becomes a critic who cannot switch off: worry about small errors, long hours, nervous tension, and a tendency to correct others before they have finished speaking. Endless reading about symptoms or productivity methods can replace action. What helps is to aim the gift for precision at what truly matters, let some tasks be good enough, and rest the mind on purpose, the way a careful worker cleans and puts away the tools at the end of the day.`,
    keywords: ['methodical', 'precise', 'helpful', 'analytical', 'diligent', 'organized'],
    strengths: [
      'attention to detail',
      'improving systems and routines',
      'practical problem solving',
      'reliable at work',
    ],
    challenges: [
      'worry over small errors',
      'overwork and nervous tension',
      'correcting others too quickly',
      'research in place of action',
    ],
  },
  // 7th house
  {
    summary:
      'Mercury in the 7th house thinks best in dialogue, seeks partners who can talk, and has a natural skill for agreements, negotiation and fair exchange.',
    description: `The 7th house turns Mercury toward the person across the table. Thinking sharpens in dialogue, so ideas are best developed with a partner, colleague or client who can push back. Partners are often talkative, young at heart, well read, or linked with writing, trade or teaching, and a relationship without good conversation rarely lasts. Agreements and contracts come easily into view: this placement can draft terms, spot the clause that needs changing, and find wording both sides accept. Mediation, counseling, sales, advocacy and any role built on one-to-one exchange can suit it well, and even open rivals may turn out to be sharp teachers. Working well, it gives fairness in speech and a real interest in how another mind works, so disagreements become useful discussions rather than battles. When the balance tips, decisions are handed to others, opinions shift to match whoever is present, or a relationship becomes a running debate in which winning the point matters more than closeness. Too many consultations can stall a choice only one person can make. The constructive route is to listen fully, state one's own view plainly, and put important agreements in writing, so that partnership remains a meeting of two clear voices.`,
    keywords: ['diplomatic', 'cooperative', 'fair', 'persuasive', 'responsive', 'negotiating'],
    strengths: [
      'skillful negotiation',
      'fair and balanced speech',
      'thinking well with others',
      'clear written agreements',
    ],
    challenges: [
      'leaning on others to decide',
      'arguing to win',
      'opinions that mirror a partner',
    ],
  },
  // 8th house
  {
    summary:
      'Mercury in the 8th house probes what lies beneath the surface, thinking deeply about motives, shared money, intimacy and the conversations most people avoid.',
    description: `Beneath the surface is where Mercury in the 8th house prefers to look. The mind is drawn to what is private, forbidden or unspoken: motives, secrets, psychology, research, mysteries, and the workings of power and money between people. Conversations often go deep quickly, and this placement can sense when something is being left out. Shared finances, taxes, insurance, debts and estates may call for careful thought at some point in life, and a talent for handling other people's resources, as an accountant, researcher, investigator or advisor, is common. Talk about intimacy, loss and death is not avoided; in a crisis this person can find words when others fall silent. The gift, when it is used well, is psychological insight joined with discretion and the courage to ask a hard question gently. Pushed too far, thinking turns suspicious or fixed: hidden meanings are read into ordinary messages, information is held back as a form of control, or a painful event is replayed again and again. Trust may come slowly, and confidences can feel heavy to carry. Growth lies in using this searching mind to understand rather than to guard, sharing what can be shared, and letting honest conversation ease what solitary analysis cannot.`,
    keywords: ['probing', 'perceptive', 'discreet', 'intense', 'investigative', 'strategic'],
    strengths: [
      'psychological insight',
      'keeping confidences',
      'research and investigation',
      'steady words in a crisis',
    ],
    challenges: [
      'suspicion and secrecy',
      'replaying painful events',
      'using information as control',
      'slow to trust',
    ],
  },
  // 9th house
  {
    summary:
      'Mercury in the 9th house seeks meaning through study, travel and debate, linking everyday facts to larger questions of belief, culture and principle.',
    description: `In the 9th house Mercury reaches for the big picture. Facts matter less for their own sake than for what they reveal about how the world works, and questions of ethics, law, religion and culture hold a lasting pull. Higher education, self-directed study, foreign languages and long journeys feed the mind; a single trip abroad may change a whole way of thinking, and friendships often span several countries. Publishing, advanced teaching, broadcasting, travel work and translation are natural fields. Everyday life might include a stack of books from different traditions, a language lesson on the commute, or a habit of debating big ideas over coffee. Used generously, the placement becomes a bridge between worlds, able to explain one culture or faith to another and to connect specific details with broad principles. Under pressure it preaches: one framework is treated as the whole truth, arguments turn into crusades, or the mind keeps moving from course to course and country to country without applying what it has learned at home. Certainty can outrun evidence. The healthiest expression remains a lifelong student, holding convictions with both enthusiasm and humility, and sharing wisdom in language ordinary people can use.`,
    keywords: ['philosophical', 'worldly', 'studious', 'open-minded', 'idealistic', 'exploring'],
    strengths: [
      'broad understanding',
      'languages and translation',
      'teaching big ideas clearly',
      'open to other cultures',
    ],
    challenges: [
      'preaching or lecturing',
      'certainty ahead of evidence',
      'theory without practice',
      'restless study without focus',
    ],
  },
  // 10th house
  {
    summary:
      'Mercury in the 10th house makes communication central to career and reputation, often building a public role on expertise, clear speech and planning.',
    description: `In the 10th house, the mind becomes part of the public face. Reputation is often built on words, ideas or skill: being known as the writer, the expert, the spokesperson, the one who can explain. Careers in communication, media, education, consulting, trade, technology or administration fit naturally, and many with this placement change roles several times or hold more than one at once. The working day tends to be full of emails, meetings, presentations and decisions, and a flair for strategy helps in dealing with managers and institutions. A parent or mentor may have shaped career choices through advice or example, and the voice of that guide can echo for years. Well used, this Mercury offers clear public speech, good planning and a professional image of competence and fairness. Strained, it lets work talk consume every evening, grows so afraid of saying the wrong thing in public that it says nothing, or scatters ambition across too many directions to build a lasting name. Standing can come to hinge on being seen as smart. The best path is to choose a message worth being known for, develop real expertise behind it, and remember that a name built on honest communication outlasts one built on clever positioning.`,
    keywords: ['articulate', 'ambitious', 'strategic', 'professional', 'visible', 'capable'],
    strengths: [
      'clear public speaking',
      'career in communication',
      'sound planning',
      'known for expertise',
    ],
    challenges: [
      'work talk taking over',
      'fear of public mistakes',
      'scattered ambitions',
      'status tied to seeming smart',
    ],
  },
  // 11th house
  {
    summary:
      'Mercury in the 11th house thrives in networks and groups, linking friends through shared ideas and thinking carefully about hopes for the future.',
    description: `Friendship and conversation are almost inseparable for Mercury in the 11th house. The social circle is wide and varied, often formed through shared interests, online communities, clubs, classes or professional networks, and many friends are thinkers, writers or people with unusual hobbies. Group chats, forums and meetings are where ideas come alive; this placement is often the one who organizes, takes the minutes, spreads the news or writes the newsletter. Hopes for the future are thought through in detail, sometimes as plans for social change, sometimes as a list of projects to try one day. Science, technology and reform can attract strong interest. In its best form this Mercury connects people who share a purpose, keeps a group informed and honest, and turns a loose crowd into a working team. When it falters, friendships stay at the level of talk and never deepen, opinions are borrowed from the group, or attention jumps between causes without settling on any. A long list of contacts can leave little time for the close ones. The healthy course is to let a few friendships become truly personal, think independently within the group, and put at least one hope into steady practical action.`,
    keywords: ['sociable', 'networked', 'progressive', 'inventive', 'cooperative', 'forward-looking'],
    strengths: [
      'connecting like-minded people',
      'organizing groups',
      'clear vision for the future',
      'wide and varied friendships',
    ],
    challenges: [
      'shallow friendships',
      'borrowed opinions',
      'too many causes at once',
    ],
  },
  // 12th house
  {
    summary:
      'Mercury in the 12th house thinks quietly and intuitively, working best in solitude and often finding words for feelings that others leave unspoken.',
    description: `Much of the thinking done by Mercury in the 12th house happens out of sight: in dreams, on long walks alone, in the half-awake moments when an answer suddenly appears. Private study, journaling, archive research, poetry, music and spiritual practice can all be rich fields, and many with this placement understand more than they say. Speaking up in public may feel difficult, especially early in life, yet writing often comes more easily than talking. Work in hospitals, shelters, libraries, retreats or behind the scenes can suit this sensitive, imaginative mind, which readily picks up the unspoken feelings of others and answers them with compassion. Its finest moments come when intuition and intellect join, finding language for what is hard to express and listening to those whom others overlook. In harder periods, thoughts grow foggy or anxious, secrets are kept too long, worries circle at night, and self-doubt silences a voice that has something worth saying. Misunderstandings may arise simply from saying too little. Helpful habits include regular time alone to sort through thoughts, a notebook by the bed, and a few trusted people with whom the inner world can be shared, so that quiet insight eventually reaches the outer world.`,
    keywords: ['intuitive', 'reflective', 'private', 'imaginative', 'compassionate', 'quiet'],
    strengths: [
      'deep intuition',
      'writing more easily than speaking',
      'compassionate listening',
      'insight gained in solitude',
    ],
    challenges: [
      'self-doubt about speaking up',
      'anxious or foggy thinking',
      'keeping secrets too long',
      'being misunderstood',
    ],
  },
];
