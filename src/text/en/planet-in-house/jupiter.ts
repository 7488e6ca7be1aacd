import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: Jupiter in each of the twelve houses.
export const JUPITER_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary: 'Jupiter in the first house gives a warm, expansive presence, meeting the world with optimism and a ready welcome that tends to invite good fortune in return.',
    description: `A broad smile at the door, a hearty laugh in the hallway, a way of taking up room that somehow puts others at ease: Jupiter in the 1st house tends to be noticed before a word is spoken. The body itself may carry the planet's signature through a generous frame, a big voice or simply an air of ease. Confidence comes early, and strangers often respond with trust, offering jobs, directions, invitations and second chances.

Faith here is faith in the self as a worthwhile starting point. New beginnings feel natural, and setbacks are usually read as detours rather than verdicts. Generosity is personal and immediate, given face to face and often with humor.

Trouble comes with scale. Appetite, promises and self-regard can all swell, so that the waistline, the calendar or the ego grows past what is comfortable. There may be a habit of assuming that charm will cover any gap in preparation, or of speaking for others without asking them first.

Mature expression keeps the warmth and adds measure: eating and resting with some care, checking facts before promising, leaving space for quieter voices. Then this placement becomes a living example of hope, someone whose arrival makes a hard task feel possible.`,
    keywords: ['optimism', 'presence', 'confidence', 'vitality', 'self-belief', 'fresh starts'],
    strengths: ['a welcoming and hopeful manner', 'resilience after setbacks', 'natural confidence with strangers', 'ease in starting over'],
    challenges: ['overindulgence that shows in the body', 'promising more than can be delivered', 'relying on charm instead of preparation', 'an inflated sense of self'],
  },
  {
    summary: 'Jupiter in the second house widens the flow of money and talent, linking self-worth to generosity and trusting that resources will be there when they are needed.',
    description: `Income and self-worth both tend to run on optimism with Jupiter in the second house. There is often a knack for seeing what something is really worth, for turning a hobby into earnings, or for asking for the raise that others were too shy to request. Resources arrive through many channels, and the underlying belief is simple: there will be enough, and enough to share.

Values are broad and usually ethical. Money matters less as a score than as a means to comfort, learning, travel or helping people, and possessions often carry stories, such as the inherited bowl, the well-used books or the coat bought for a special trip. Talents count as wealth too, and this placement grows richer by trusting and developing them.

Under pressure, the same ease can turn careless. Spending may run ahead of earning, credit can start to feel like income, and bargains get bought simply because they were bargains. Some people with this placement tie their worth to a lifestyle and feel diminished when it shrinks.

A budget need not dim the gift. When giving is planned rather than impulsive and values guide purchases, Jupiter here builds a steady prosperity that can support a household, a cause and a wide circle of friends.`,
    keywords: ['prosperity', 'values', 'earning', 'talents', 'generosity', 'self-worth'],
    strengths: ['a good eye for real value', 'earning through natural talents', 'open-handed sharing of resources', 'calm trust that there will be enough'],
    challenges: ['spending ahead of income', 'treating credit as wealth', 'tying worth to a lifestyle', 'buying for the sake of a bargain'],
  },
  {
    summary: 'Jupiter in the third house enlarges speech, study and local life, bringing chances through conversations, short trips, neighbors and siblings, along with a lifelong appetite for learning.',
    description: `Everyday movement becomes a source of growth with this placement. The errand that turns into a long talk at the bakery, the bus ride spent reading, the weekend drive to a nearby town: each can open a door. Jupiter in the third house thrives on contact, and useful openings often come from a neighbor, a cousin or a passing remark.

Words are its medium. Speaking, writing, explaining and storytelling come with warmth and a natural sense of scale, so that a small fact gets placed inside a larger picture. Relations with brothers and sisters may be supportive or simply plentiful, and the early school years often leave a lasting love of books and questions. Generosity shows in tutoring, answering messages at length and passing along whatever was just learned.

Strain appears as exaggeration and overload. Stories grow in the retelling, opinions are stated as facts, and a crowded schedule of classes, chats and local plans leaves little room for depth. There can be a tendency to preach to siblings or to lecture when a short reply would serve.

Listening is the counterweight. When curiosity is joined to accuracy and patience, this Jupiter becomes a trusted guide to its own community, someone who makes ideas feel within reach for anyone who asks.`,
    keywords: ['learning', 'speech', 'siblings', 'neighborhood', 'short trips', 'writing', 'curiosity'],
    strengths: ['clear and lively explaining', 'luck through local contacts', 'supportive ties with siblings', 'a lasting love of study'],
    challenges: ['exaggerating in the retelling', 'stating opinions as facts', 'an overcrowded schedule', 'lecturing instead of listening'],
  },
  {
    summary: 'Jupiter in the fourth house roots its faith in home and family, seeking a spacious private base and often growing more content and settled as life goes on.',
    description: `The family table tends to be long here, with room for one more. Jupiter at the base of the chart, in the house of the Imum Coeli, ties growth to belonging: a home that feels generous, a family history that supplies meaning, and an inner sense of safety that can be carried anywhere. Many with this placement want space in a literal sense, such as a garden, a big kitchen or a house in the country, and may move several times in search of it.

Childhood may have included a warm or devout parent, or a household full of relatives and guests. Even where early life was hard, the placement suggests a capacity to build the home that was missing and to fill it with hospitality. Tradition links the fourth house to later life, and Jupiter here often suggests that contentment deepens with age.

At its most difficult, the home grows too big to manage, in bricks or in feelings. Money may pour into property, every relative may be taken in, or the family past may be polished so brightly that real problems go unspoken. A private life can also become so comfortable that the wider world is avoided.

When the door swings both ways, welcoming others in and letting the household step out, this placement builds a base that quietly nourishes many people.`,
    keywords: ['home', 'family', 'roots', 'hospitality', 'belonging', 'inner security', 'property'],
    strengths: ['a gift for hospitality', 'strong sense of belonging', 'ability to build a supportive home', 'contentment that deepens over time'],
    challenges: ['overspending on the home', 'idealizing the family past', 'taking in more than can be carried', 'retreating from the outside world'],
  },
  {
    summary: 'Jupiter in the fifth house expands joy, play and creative risk, finding meaning in romance, children and art, and giving warmth freely to whatever it loves.',
    description: `Pleasure is taken seriously here, in the best sense. Jupiter in the fifth house treats delight as a source of faith: a painted canvas, a crowded dance floor, a board game with children or a summer romance can all feel like proof that life is good. Creativity tends to flow easily, and there is often a talent for performance, sport, hosting or any craft done for love rather than duty.

Children, whether one's own, students, nieces and nephews or the young people of a neighborhood, frequently bring happiness and lessons in equal measure. Romance is open-hearted and lavish, with grand gestures and a wish to make the beloved feel celebrated. Hobbies can grow into something larger, and a playful idea may become a lasting body of work.

Excess is the usual pitfall: too many late nights, too much spent on fun, risky bets, or love affairs chosen for drama more than depth. Pride in creative work can make criticism hard to hear, and children may feel pressure to shine on a parent's behalf.

Joy lasts when it is shared and practiced. Regular time for making things, and a playful spirit carried into ordinary days, allow this Jupiter to spread encouragement to every child, artist and lover it meets.`,
    keywords: ['joy', 'creativity', 'romance', 'children', 'play', 'self-expression'],
    strengths: ['creative confidence', 'warmth toward children', 'generous and celebratory love', 'a talent for making occasions fun'],
    challenges: ['risky bets and overspending on pleasure', 'seeking drama in romance', 'sensitivity to criticism of creative work', 'placing high hopes on children'],
  },
  {
    summary: 'Jupiter in the sixth house finds growth through daily work, routines and service, trusting that steady, useful effort and care for the body will open good chances.',
    description: `Ordinary days carry the blessing with Jupiter in the sixth house. The routine of a workplace, the walk before breakfast, the list ticked off by evening: these are where meaning collects. Work tends to come readily, sometimes more of it than can be managed, and colleagues often find this person helpful, good-humored and quick to pitch in when a shift needs covering.

Service is an act of faith here. There is real satisfaction in being useful, whether in a clinic, a classroom, a repair shop or a household, and tasks done for others feel worthwhile rather than menial. Skills tend to grow through practice, and a good mentor or apprenticeship can make a large difference.

Too much of a good thing is the risk. Taking on every request leads to a crowded desk and late nights, health habits swing between ambitious programs and long lapses, and rich food or too little rest may quietly add up. There can also be a tendency to preach about the right diet or the right method at work.

Moderation is the key lesson. Keeping routines realistic, saying no to some tasks and treating rest as part of the job allow this placement to become a cheerful, dependable presence whose everyday help lifts a whole team.`,
    keywords: ['work', 'service', 'routine', 'health habits', 'skill', 'usefulness'],
    strengths: ['cheerful willingness to help', 'steady growth of skills', 'good standing with colleagues', 'finding meaning in daily tasks'],
    challenges: ['taking on too much work', 'swinging between health programs and lapses', 'neglecting rest', 'preaching about methods'],
  },
  {
    summary: 'Jupiter in the seventh house grows through partnership, finding opportunity in marriage, close alliances and contracts, and bringing good faith to every one-to-one bond.',
    description: `Other people are the doorway here. Jupiter in the house of partners, across the chart from the 1st, tends to attract partners, clients and collaborators who widen the world: someone from another culture, a wise and encouraging spouse, a business associate with large plans. Growth happens in pairs, and many of the best chances in life arrive through a person who offers an introduction, a contract or simply belief.

Faith shows as trust in commitment. There is a generous assumption that agreements can be fair and that both sides can win, which makes for a good negotiator, counselor or mediator. Even open rivals may be treated with respect, and disputes are often settled with goodwill.

Difficulties come from expecting too much of others. A partner may be idealized as the source of all luck, or cast as a teacher to follow rather than an equal. Some with this placement commit quickly and more than once, or tolerate excess in a companion because hope keeps saying that things will improve. Legal matters can also grow larger than planned.

The healthy path pairs generosity with clear terms. When expectations are spoken aloud and each partner is given room to grow, this Jupiter builds alliances that enrich both people and often everyone around them.`,
    keywords: ['partnership', 'marriage', 'contracts', 'fairness', 'alliances', 'goodwill'],
    strengths: ['attracting helpful partners', 'fairness in negotiation', 'goodwill toward open rivals', 'faith in commitment'],
    challenges: ['idealizing a partner', 'committing too quickly', 'tolerating excess out of hope', 'letting disputes grow too large'],
  },
  {
    summary: 'Jupiter in the eighth house seeks growth through depth, shared resources and transformation, finding faith in the ability to come through crisis with renewed purpose.',
    description: `What is held in common takes center stage with Jupiter in the eighth house. Joint accounts, a partner's income, loans, insurance, taxes and inheritance are the ground where opportunity often appears, and there may be a talent for managing other people's money or for attracting the support of backers. Yet the deeper field is emotional: the trust needed to merge lives and the courage to face what changes everything.

Intimacy tends to be generous and intense. Sharing secrets, bodies and fears feels like a path to meaning, and closeness is treated as something sacred. In times of loss or upheaval, this placement often finds unexpected resources, a calm faith that an ending is also a passage. Interest in psychology, research, mystery or the questions people usually avoid is common.

Entanglement is the danger. Debt may grow too comfortable, joint finances can blur, and a wish for intensity may pull toward drama or dependence. Waiting for an inheritance, a rescue or a partner's wealth to solve things can delay personal effort.

Clear agreements and an honest reckoning with shared money keep this Jupiter healthy. Its strength in crisis then becomes a gift, and it can guide friends, clients or family through their hardest passages with steady hope.`,
    keywords: ['shared resources', 'intimacy', 'transformation', 'inheritance', 'crisis', 'depth', 'trust'],
    strengths: ['calm faith during crisis', 'skill with joint finances', 'generous and trusting intimacy', 'courage to face hard truths'],
    challenges: ['growing comfortable with debt', 'blurred joint finances', 'seeking intensity for its own sake', 'waiting to be rescued'],
  },
  {
    summary: 'Jupiter in the ninth house, a natural home for the planet, expands through study, travel and belief, pursuing truth across borders and sharing its vision with real enthusiasm.',
    description: `The horizon keeps calling with this placement. The ninth house echoes Sagittarius, Jupiter's own sign, and here the planet's hunger for meaning moves freely through universities, libraries, long journeys, foreign languages, religion, law and publishing. A gap year, a study abroad program or a late return to school can change the course of a life, and people from distant places often become guides.

Faith is central but not always formal. Some hold a religious tradition with depth and warmth; others build a personal philosophy from reading, travel and conversation. Either way there is a strong urge to understand why, and to pass on what has been understood through teaching, writing or mentoring. Generosity takes the form of opening wider worlds to others.

The shadow side is conviction hardening into certainty. Opinions may be delivered as sermons, plans for the next trip may replace attention to the present, and a love of grand ideas can skip over practical detail. Restlessness sometimes makes it hard to stay with one place, job or belief long enough for it to bear fruit.

Humility is the balance. A mind that keeps asking questions and respects other paths lets this Jupiter become a wise and open-hearted teacher whose vision widens many lives.`,
    keywords: ['belief', 'higher learning', 'travel', 'philosophy', 'teaching', 'foreign cultures'],
    strengths: ['a generous thirst for knowledge', 'ease with other cultures', 'gift for teaching and mentoring', 'a living personal philosophy'],
    challenges: ['preaching instead of sharing', 'certainty that closes the mind', 'neglecting practical detail', 'restlessness that never settles'],
  },
  {
    summary: 'Jupiter in the tenth house expands career and public standing, often bringing recognition, mentors and leadership roles, and asking that success serve something larger than ambition.',
    description: `Public life tends to go well with Jupiter in the 10th house. Reputation can grow almost by itself, promotions and offers appear, and authority figures are often willing to sponsor, recommend or teach. Many with this placement are drawn to visible roles in education, law, government, business, travel or any field where vision and trust are needed.

The deeper drive is to do work that means something. A title matters less than the sense of contributing to a bigger story, and the most satisfying careers usually combine status with a purpose, such as teaching, advising or building institutions. Generosity appears as mentoring newcomers and using influence to open doors for others.

A large stage brings its own risks. Ambition can outgrow ability or time, and the wish to look successful may lead to taking on too much or promising results that depend on luck. Pride in position can make it hard to admit mistakes, and private life may be neglected for the sake of a public image.

Integrity keeps the rise steady. When achievement is measured by the good it does and credit is shared with those who helped, this Jupiter becomes a respected public figure whose example encourages others to aim high.`,
    keywords: ['career', 'reputation', 'leadership', 'recognition', 'mentors', 'public role', 'purpose'],
    strengths: ['a good public reputation', 'support from mentors and superiors', 'natural leadership', 'work joined to a sense of purpose'],
    challenges: ['ambition that outgrows ability', 'overcommitting to look successful', 'pride that hides mistakes', 'neglecting private life'],
  },
  {
    summary: 'Jupiter in the eleventh house grows through friendship, groups and shared hopes, often attracting a wide and helpful circle and believing firmly in what people can do together.',
    description: `Friends multiply around this Jupiter, and older astrology even named the eleventh house the planet's joy. Clubs, teams, online communities, associations and causes tend to welcome it, and good chances often arrive through someone in the network: a friend of a friend who needs a partner, a group that offers a stage, a member who remembers a name. Generosity flows sideways, among peers, as favors, introductions and cheerful support.

Hopes are large and often socially minded. Dreams of a better neighborhood, a fairer workplace or a project that includes many people give life meaning, and faith rests partly on the belief that the future can be improved by joint effort. This placement is often a natural organizer or fundraiser, someone who can make a group feel like more than the sum of its members.

Under strain, breadth can crowd out depth. Too many acquaintances and too few close friends, commitments scattered across several groups, or goals so grand that they never take shape are common pitfalls. Some may lean on friends for opportunities instead of acting, or go along with a crowd out of loyalty.

The cure is focus. By choosing a few groups and a few clear aims, this placement turns its social gifts into real change and becomes the kind of friend who helps others reach their own hopes.`,
    keywords: ['friendship', 'groups', 'community', 'hopes', 'networks', 'shared goals'],
    strengths: ['a wide and helpful circle', 'talent for organizing groups', 'hope for the future', 'generous support of peers'],
    challenges: ['many acquaintances but few close friends', 'scattered commitments', 'goals too grand to take shape', 'following the crowd out of loyalty'],
  },
  {
    summary: 'Jupiter in the twelfth house finds faith in solitude, compassion and the unseen, drawing quiet strength from retreat and offering help where it is most hidden.',
    description: `Some of the best blessings here work out of sight. Jupiter in the twelfth house links growth to the inner life: time alone, prayer or meditation, dreams, music, long walks with no destination. Many feel a sense of being protected, as if help arrives at the right moment from a direction nobody expected. Retreat is less an escape than a source of renewal.

Compassion runs deep. There is often a pull toward hospitals, shelters, prisons, charities, spiritual communities or any setting where people are vulnerable, and kindness is given without any need for credit. Anonymous donations, night shifts and quiet listening fit this placement well, as does creative work done in solitude.

Boundaries are the weak point. Generosity can turn into rescuing people who do not want to change, or into giving so much that nothing is left for the self. Hope can slide into wishful thinking, and troubles may be hidden or escaped through sleep, fantasy or substances instead of faced. Talents may also go unused out of a feeling that they are not worth showing.

Regular time apart, combined with honest limits, lets this Jupiter draw on its inner wealth. Its private faith then becomes a real source of kindness, given freely and without losing itself.`,
    keywords: ['compassion', 'solitude', 'spiritual faith', 'retreat', 'hidden help', 'charity'],
    strengths: ['deep and quiet compassion', 'renewal through solitude', 'a sense of unseen protection', 'giving without need for credit'],
    challenges: ['rescuing those who do not want help', 'giving until nothing is left', 'escaping instead of facing problems', 'hiding real talents'],
  },
];
