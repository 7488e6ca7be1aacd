import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: Neptune in each of the twelve houses.
export const NEPTUNE_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary: 'Neptune in the first house softens the edges of the personality, giving a gentle and changeable presence that different people read in very different ways.',
    description: `With Neptune in the 1st house, people often see what they hope to see. The face may seem familiar to strangers, the manner hard to pin down, the mood quick to take on the color of whoever stands nearby. Appearance can shift with clothing, lighting or company, and many with this placement have been told they look different in every photograph.

Identity works like water here, taking the shape of its container. That gives a real talent for empathy and for roles: acting, caregiving, any work that asks someone to step into another person's place. The body itself can be sensitive, picking up the atmosphere of a crowded train or a tense meeting and carrying it home.

Strain arrives when the self becomes too porous. Decisions may wait on what others expect, and a blurred self-image can invite people to project their own fantasies onto this person, for good or ill. Tiredness, low energy or a taste for escape may follow days spent absorbing everyone else's feelings.

A little deliberate shape helps: regular time alone, plain routines for rest, a habit of checking personal wishes before answering anyone else's. With those edges in place, this Neptune offers a kind, receptive presence that lets others feel understood at the first meeting.`,
    keywords: ['receptive presence', 'changeable image', 'empathy', 'sensitivity', 'elusive identity', 'gentleness'],
    strengths: ['putting strangers at ease', 'a gift for roles and performance', 'quick, intuitive empathy', 'a soft and approachable manner'],
    challenges: ['a self-image that blurs under pressure', 'becoming a screen for other people\'s fantasies', 'absorbing the moods of a room', 'low energy after too much contact'],
  },
  {
    summary: 'Neptune in the second house blurs the line between money and meaning, valuing beauty and kindness over price while calling for clear eyes about finances.',
    description: `Money has a way of slipping through the fingers when the planet of longing sits in the house of earnings and possessions. Income may come from imaginative sources such as music, photography, healing work or charity, and it may arrive in waves rather than in steady paychecks. What feels valuable is rarely what the price tag says: a worn book, a view from the window, the chance to give something away.

At its best, this placement holds possessions lightly. There is generosity without calculation and an instinct that self-worth does not depend on a bank balance. Talents often include an ear, an eye or a touch that is hard to teach, and these can become a livelihood once they are given some structure.

The strain shows in vagueness. Bills go unopened, budgets are guessed rather than counted, and a hopeful story about a purchase or a scheme can override the numbers. Others may borrow and forget to repay, and a shaky sense of worth may lead to asking too little for gifted work.

Clarity is the kindest thing this Neptune can give itself. Simple records, a trusted adviser and a plain look at the figures each month allow the generous heart to keep giving, and let a talent for beauty be paid fairly.`,
    keywords: ['spiritual values', 'generosity', 'artistic talent', 'fluid income', 'inner wealth'],
    strengths: ['holding possessions lightly', 'generosity without calculation', 'talents that are hard to teach', 'a sense of worth beyond money'],
    challenges: ['vague budgets and unopened bills', 'lending without clear terms', 'asking too little for gifted work', 'trusting a hopeful story over the numbers'],
  },
  {
    summary: 'Neptune in the third house fills everyday talk, learning and short trips with imagination, giving a poetic mind that needs care with facts and details.',
    description: `Conversations drift and shimmer when Neptune occupies the third house. The mind picks up tone before content, so the mood of a phone call may be remembered long after its words are gone. Many with this placement think in pictures, daydream through lectures and then surprise everyone with an answer that seemed to arrive from nowhere. Writing, songwriting and translation can all come naturally.

Siblings and neighbors often carry a special charge. A brother or sister may be idealized, worried about or cared for in a way that shapes early life, and the local street can feel like a small world full of stories. Short journeys, whether a bus ride or a walk to the shops, become chances to wander inwardly and imagine.

Under pressure, details dissolve. Appointments are mixed up, messages go to the wrong person, and schoolwork that depends on rote memory may feel like swimming against the current. Misunderstandings grow easily, and a piece of gossip can take on a life of its own.

Tools that anchor thought make a big difference: lists, calendars, reading a message twice before sending it. With those supports, this placement becomes a gift for gentle, vivid communication, the kind that helps a child learn, a neighbor feel heard or a reader find words for a feeling.`,
    keywords: ['imaginative mind', 'picture thinking', 'siblings', 'local wandering', 'evocative writing', 'intuitive learning'],
    strengths: ['thinking in images and stories', 'a tender bond with siblings or neighbors', 'a gift for gentle explanation', 'sensing the mood behind words'],
    challenges: ['forgotten appointments and muddled messages', 'trouble with rote learning', 'misunderstandings that spread', 'idealizing or worrying over a sibling'],
  },
  {
    summary: 'Neptune in the fourth house surrounds home and family roots with longing and mystery, seeking a private refuge while learning to see relatives as they are.',
    description: `Deep in the chart, in the 4th house, Neptune colors the sense of where one comes from. Family history may hold gaps, secrets or a parent who seemed far away, whether through absence, worry or simple dreaminess. Sometimes the opposite holds, and a parent is remembered as almost saintly, a figure no real person could match.

The home itself tends to become a retreat. Water nearby, soft light, music, a room kept for quiet: these details matter more than size or address. There is often a longing for a true place of belonging, and it may lead to moving often, or to building a household open to strays of every kind.

Under strain, the foundation feels unsteady. Boundaries at home may be loose, with relatives drifting in and out or leaning too heavily on one person's kindness. Practical upkeep, from a leaking tap to a missed rent payment, can slide while the dream of the perfect home stays vivid. Old family stories may be told in ways that hide what really happened.

Healing comes through gentle honesty about the past. Once ancestors are seen as ordinary people doing their best, this Neptune turns an ordinary house into a quiet refuge, with a door that opens easily and a table where weary visitors are glad to sit.`,
    keywords: ['private refuge', 'family mystery', 'roots', 'belonging', 'ancestral longing', 'open home'],
    strengths: ['making any house feel like a retreat', 'a welcoming, open household', 'deep feeling for family history', 'compassion for relatives'],
    challenges: ['family secrets or unclear origins', 'idealizing or missing a parent', 'loose boundaries at home', 'neglecting practical upkeep'],
  },
  {
    summary: 'Neptune in the fifth house pours imagination into art, play, romance and children, bringing inspired creativity along with a tendency to fall for a dream.',
    description: `Romance reads like a novel when Neptune stands in the fifth house. Crushes can arrive suddenly and feel like destiny, and the beloved may be seen through a haze of candlelight that hides ordinary flaws. Love affairs with artists, wanderers or people who seem to need rescue are a familiar pattern, and endings can hurt doubly because a dream ends along with the relationship.

Creative gifts are often strong. Painting, dance, film, music and make-believe of every kind offer a channel for feelings that resist plain words. Play itself has a spiritual quality here, and losing track of time in a game or a melody can feel like coming home. With children there may be deep tenderness and intuition, along with some confusion about roles or a wish for a child to carry a parent's unlived dreams.

The shadow of the placement is escape disguised as fun. Pleasure can drift toward habits that numb more than they delight, and risky bets may appeal as a shortcut to magic. Romantic hopes can keep real partners at a distance.

A clear head alongside an open heart turns this Neptune into a true artist's signature. When inspiration is given regular time and honest craft, it produces work that moves others, and love grows generous rather than lost in fantasy.`,
    keywords: ['inspired creativity', 'romantic idealism', 'play', 'children', 'artistry', 'enchantment'],
    strengths: ['strong creative and artistic gifts', 'tender intuition with children', 'wholehearted play', 'romantic devotion'],
    challenges: ['falling for an image rather than a person', 'pleasures that turn into escape', 'risky bets on luck', 'placing dreams on a child'],
  },
  {
    summary: 'Neptune in the sixth house brings compassion into daily work and routines, drawing toward caring roles while asking for order and clear boundaries on the job.',
    description: `The daily round of chores, emails and duties rarely feels ordinary with Neptune in the sixth house. Work is wanted to mean something, and jobs in care, therapy, animal rescue, hospitals, the arts or charity often attract. A colleague in trouble tends to find a patient listener here, and tasks done for others can take on the calm steadiness of prayer.

Routines work best when they include some beauty. A tidy desk with a plant on it, a walk by water at lunchtime, music during repetitive jobs: small touches like these keep energy flowing. The body can be sensitive, reacting to stress, noise or a chaotic schedule, so gentle habits of rest and movement carry more weight than for most people.

Trouble comes when service turns into self-erasure. Extra hours are given without limit, unclear job descriptions invite others to hand over their burdens, and a vague workplace can leave no one sure who is responsible for what. A tendency to ignore signals from the body until they grow loud belongs to the same pattern.

Order is the ally of this compassion. Clear roles, written plans and regular breaks protect the giver, and then the sixth-house Neptune offers skilled, humble care that quietly lifts the mood of any workplace.`,
    keywords: ['compassionate work', 'service', 'caring roles', 'gentle routines', 'sensitivity', 'devotion'],
    strengths: ['patience with colleagues in trouble', 'finding meaning in humble tasks', 'skill in caring professions', 'bringing beauty into routine'],
    challenges: ['overwork and self-erasure', 'vague duties and unclear roles', 'ignoring the body\'s signals', 'absorbing workplace stress'],
  },
  {
    summary: 'Neptune in the seventh house idealizes partners and close alliances, seeking a soul-deep union while needing clear sight about who the other person really is.',
    description: `In the 7th house, across the chart from the self, Neptune shapes the kind of person who seems to complete the picture. Partners may be artists, dreamers, healers, or people who are struggling and appear to need saving. Others are drawn in by a quality of total acceptance, a sense that here at last is someone who will understand without explanation.

The gift is real devotion. Partnerships can hold a spiritual dimension, with shared ideals, creative projects or a feeling of being joined by something larger than either person. Forgiveness comes easily, along with a patience for a partner's moods and mistakes that many would not find.

That same patience can blur into self-deception. A partner may be loved for potential rather than present behavior, warning signs may be explained away, and one person can end up carrying the relationship alone. In business, agreements made on a handshake can lead to disappointment, and open rivals may be hard to read.

Seeing clearly does not mean loving less. When agreements are put in writing, needs are stated out loud and the other person is accepted as a human being rather than a savior or a project, this Neptune builds partnerships of rare tenderness and shared purpose.`,
    keywords: ['ideal partner', 'devotion', 'soul bonds', 'forgiveness', 'shared ideals', 'projection'],
    strengths: ['deep devotion to a partner', 'ready forgiveness', 'accepting others without judgment', 'shared creative or spiritual bonds'],
    challenges: ['loving potential rather than reality', 'explaining away warning signs', 'carrying a relationship alone', 'unclear contracts and agreements'],
  },
  {
    summary: 'Neptune in the eighth house dissolves the walls around intimacy, shared money and loss, giving intuitive depth along with a need for clarity in joint affairs.',
    description: `Trust runs deep, and sometimes blind, when Neptune occupies the eighth house. Closeness with a lover can feel as if the boundaries between two bodies briefly disappear, and emotional bonds form below the level of words. Grief, too, is felt fully; a loss may bring vivid dreams, a sense of lingering presence or a new interest in what lies beyond ordinary life.

This placement often gives a quiet gift for staying with others in crisis. Hospice work, counseling, research into the hidden and the unspoken, or simply being the friend who answers the phone at three in the morning can all express it. Intuition about other people's motives can be striking.

Joint resources are the trickier side. Money shared with a partner, family property or an inheritance may be surrounded by confusion, unclear paperwork or unspoken expectations. Debts can grow quietly, and a partner's finances may be taken on trust rather than understood. In intimate life, closeness can tip into losing oneself or excusing what should not be excused.

Clear accounts keep the depths safe. When shared money is documented and intimate bonds include honest consent and limits, this Neptune becomes a source of healing, helping others pass through loss and change with gentleness and courage.`,
    keywords: ['intimacy', 'shared resources', 'grief', 'intuition', 'crisis support', 'inheritance'],
    strengths: ['calm presence in crisis and loss', 'striking intuition about motives', 'deep emotional bonds', 'comfort for the grieving'],
    challenges: ['confusion over joint money or inheritance', 'debts that grow unnoticed', 'losing oneself in intimacy', 'trusting a partner\'s finances blindly'],
  },
  {
    summary: 'Neptune in the ninth house turns the search for truth into a kind of pilgrimage, inspiring faith, far travel and study while asking for discernment about teachers.',
    description: `Belief itself becomes an art form with Neptune in the ninth house. Religion, philosophy and the big questions are approached through feeling and image more than through argument, and a single sermon, poem or sunset abroad may reshape a whole outlook. Sacred music, mythology and the rituals of other cultures can all speak with unusual force.

Long journeys often carry a touch of pilgrimage. A trip planned as a holiday may become a turning point, and some people with this placement feel more at home in a foreign city than in the town where they grew up. Higher study can lean toward the arts, theology, psychology or anything that maps the inner world.

The risk is belief without grounding. A teacher, a spiritual leader or a university program may be trusted far beyond what the evidence supports, and disappointment can follow when the ideal proves human. Travel plans may suffer from mix-ups with tickets and documents, and a love of the far-off can make home life seem dull by comparison.

Faith grows stronger when it is allowed to ask questions. By testing ideas against experience and keeping a sense of humor about certainty, this Neptune develops a wide and generous wisdom that can inspire students, fellow travelers and anyone searching for meaning.`,
    keywords: ['pilgrimage', 'faith', 'far travel', 'mysticism', 'higher learning', 'meaning'],
    strengths: ['an open, poetic approach to belief', 'feeling at home among other cultures', 'a love of study that feeds the spirit', 'inspiring others to seek meaning'],
    challenges: ['trusting teachers beyond the evidence', 'disillusionment with faith or school', 'muddled travel plans', 'finding home life dull by comparison'],
  },
  {
    summary: 'Neptune in the tenth house brings imagination and idealism into career and public life, drawing toward inspiring work while the public image stays hard to define.',
    description: `A career that feels like a calling is the hope of Neptune at the top of the chart. In the 10th house, the planet draws toward work in film, music, photography, fashion, ministry, healing, charity or any field where imagination and compassion can be seen by many. Some with this placement drift through several jobs before one finally fits, and the path may look more like a winding river than a ladder.

Public image is the intriguing part. Others tend to project their hopes onto anyone in a visible role, so reputation can be glamorous, mysterious or simply unclear, and colleagues may each describe a different version of the same person. A parent or early mentor may have been idealized or hard to read, coloring later feelings about authority.

Strain arrives as confusion about direction or standing. Goals shift with every new inspiration, an employer may be trusted too much, and rumor can cling to a public role without much basis. There can be a wish to be rescued from the daily grind by a lucky break rather than by steady effort.

Vision works best with a map. When ideals are tied to practical steps, clear job titles and honest self-presentation, this Neptune can build a public role that inspires others and shows how a working life can serve something larger than status.`,
    keywords: ['calling', 'public image', 'inspired career', 'glamour', 'idealism', 'vocation'],
    strengths: ['a sense of vocation', 'careers in the arts or caring fields', 'an inspiring public presence', 'work that serves a larger purpose'],
    challenges: ['unclear career direction', 'a reputation shaped by projection', 'trusting employers too readily', 'hoping for rescue instead of effort'],
  },
  {
    summary: 'Neptune in the eleventh house idealizes friendship, community and shared causes, drawing kindred spirits together while asking for care about whom to trust.',
    description: `Friends arrive by strange and lucky paths with Neptune in the eleventh house. A stranger met at a concert, a fellow volunteer, someone from an online forum who becomes a lifelong companion: the social circle is often built on shared dreams rather than shared addresses. Groups with a spiritual, artistic or charitable purpose tend to feel like family.

Hopes for the future are large and kind. There is frequently a wish to help people who have been left out, and a talent for sensing what a group needs before anyone says it. Many with this placement make quiet, gifted members of a choir, a theater company or a support network.

The difficulty lies in seeing friends clearly. A friend may be loved for the person they could become, loans or favors may go unreturned, and the leader of a group may win loyalty that was never earned. Social plans can be vague, with promises to meet that fade away, and long-term goals may remain misty wishes.

Discernment does not close the circle; it strengthens it. By choosing companions whose actions match their words and by giving hopes a few concrete steps, this Neptune helps build communities where kindness is practical and dreams are shared out loud.`,
    keywords: ['kindred spirits', 'idealistic friendship', 'community', 'shared causes', 'hopes', 'belonging'],
    strengths: ['attracting kindred spirits', 'sensing what a group needs', 'compassion for those left out', 'loyal, gentle friendship'],
    challenges: ['idealizing friends', 'favors and loans that go unreturned', 'loyalty to leaders who have not earned it', 'goals that stay vague'],
  },
  {
    summary: 'Neptune in the twelfth house is at home in solitude and the unseen, giving deep compassion and a rich inner life that needs rest and gentle limits.',
    description: `Quiet rooms speak loudly to anyone with Neptune in the twelfth house. This is the planet's natural home, and here it works mostly behind the scenes: in dreams that feel like messages, in long hours alone, in a sympathy for others that often goes unnoticed. Retreat centers, libraries, chapels, hospitals and the wings of a theater can all feel strangely familiar.

The inner life is vast. Meditation, prayer, keeping a journal or simply gazing at the sea may come naturally, and the imagination can draw on images that seem older than personal memory. Compassion reaches toward people who are hidden from view, including those in prisons, shelters and care homes, and many choose work that serves them.

Because so much happens out of sight, strain is easy to miss. Moods can arrive from nowhere, the feelings of others are taken in without defense, and there may be a habit of hiding from conflict or from ordinary demands. Secret worries, silent self-sacrifice or quiet escape through sleep, screens or substances can become a private refuge that slowly grows too large.

Regular time alone, chosen rather than fled into, turns this placement into a strength. With enough sleep, simple structure and a trusted person to talk to, the twelfth-house Neptune becomes a well of spiritual peace and a source of quiet help for anyone in need.`,
    keywords: ['solitude', 'inner life', 'hidden compassion', 'retreat', 'dreams', 'spiritual peace'],
    strengths: ['a rich and peaceful inner life', 'compassion for hidden suffering', 'comfort in solitude', 'quiet service behind the scenes'],
    challenges: ['hiding from conflict or demands', 'absorbing moods without defense', 'secret worries and silent sacrifice', 'escape that grows too large'],
  },
];
