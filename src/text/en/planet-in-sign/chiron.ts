import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Chiron in each of the twelve signs.
export const CHIRON_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Chiron in Aries carries a sore spot around the right simply to exist and act, and heals by helping others find the nerve to begin.',
    description: `The tender place sits at the very root of selfhood. In the cardinal fire of Aries, ruled by Mars, Chiron touches the basic permission to take up space, to want something and go after it. Early experience may have taught that asserting a need invited trouble, or that showing strength was either too much or never enough. The result can be a person who hesitates at the starting line, then overcorrects with sudden bursts of force.

Daily life shows the pattern in small ways: apologizing before speaking up, bracing for a fight that never comes, or feeling oddly shaken after winning an argument. When tension builds, anger turns inward as self-doubt or outward as a quick, defensive flare that surprises everyone, including its owner.

Yet the wound holds a rare kind of knowledge. Someone who has wrestled with the question of whether they deserve to act understands courage from the inside, as a choice rather than a trait. That insight makes a fine coach, mentor or ally to anyone who feels small. Over time, each honest first step becomes proof that existing fully harms no one, and the lesson spreads outward, giving others leave to begin their own lives with less fear.`,
    keywords: ['courage', 'self-worth', 'initiative', 'identity', 'permission', 'anger'],
    strengths: ['understands fear from the inside', 'encourages hesitant beginners', 'courage chosen rather than assumed', 'honest about anger'],
    challenges: ['doubting the right to act', 'sudden defensive flare-ups', 'apologizing for having needs', 'swinging between timidity and force'],
  },
  Taurus: {
    summary: 'Chiron in Taurus feels its ache through the body, possessions and a sense of enough, and learns a grounded, patient way of restoring calm to others.',
    description: `Security is where the sting lives. Chiron in fixed earth, under the rule of Venus, points to a history in which comfort, money, food or simple physical ease felt uncertain, earned at too high a price, or tied to worth. Even when life becomes stable, a quiet voice may insist that it could all vanish tomorrow.

That fear shapes ordinary choices. Some cling to routines, savings or belongings long past their usefulness; others deny themselves pleasure as if enjoyment were a debt they cannot afford. The body often keeps score, storing tension in the shoulders and jaw until rest is finally allowed. In hard seasons, stubbornness becomes a wall, and change of any kind feels like a threat to survival.

The slow work of healing suits Taurus well. By learning, at a steady pace, that worth does not depend on what is owned or produced, this Chiron gains a deep respect for the simple things that truly steady a person: a warm meal, a regular walk, hands in the soil, a budget that breathes. Such knowledge is practical medicine for others. Friends and clients sense a calm presence that does not rush them, and they leave with a clearer sense that they, too, are enough.`,
    keywords: ['security', 'worth', 'body', 'comfort', 'patience', 'resources'],
    strengths: ['calm, steadying presence', 'practical care for body and home', 'patience with slow recovery', 'teaches a healthy sense of enough'],
    challenges: ['fear of losing what is held', 'denying pleasure or rest', 'rigid resistance to change', 'tying worth to possessions'],
  },
  Gemini: {
    summary: 'Chiron in Gemini finds its wound in words, learning and being understood, and turns that struggle into a gift for explaining things clearly and kindly.',
    description: `Speaking and thinking are the sensitive ground here. Mutable air, ruled by Mercury, makes Chiron restless around questions of intelligence: was the voice heard, was the question welcomed, was there a label at school that still echoes? Some with this placement felt slower than siblings or classmates; others were praised for cleverness yet never felt truly listened to.

In everyday life, the old sting shows as second-guessing emails, rehearsing phone calls, or talking fast to fill any silence before it can be judged. Under pressure, the mind scatters, collecting facts as armor, or shuts down and claims to have nothing worth saying. Conversations with siblings, neighbors or classmates may carry extra weight.

The turning point comes through curiosity itself. Because this Chiron knows how it feels to be confused or dismissed, it learns to translate difficult ideas into plain language and to ask the question others are too shy to raise. Tutors, writers, interpreters and patient listeners often carry this signature. Their healing gift lies in making understanding feel safe again: slowing down, naming things simply, and reminding people that a mind is not measured by speed. Every honest exchange chips away at the old doubt.`,
    keywords: ['communication', 'learning', 'voice', 'curiosity', 'siblings', 'listening'],
    strengths: ['explains complex ideas simply', 'welcomes awkward questions', 'gifted teacher or translator', 'listens with real attention'],
    challenges: ['doubting intelligence', 'nervous over-talking or silence', 'scattering focus under stress', 'hiding behind facts'],
  },
  Cancer: {
    summary: 'Chiron in Cancer holds a tender memory of home and early care, and grows into a rare ability to shelter and nurture those who feel unmothered.',
    description: `Belonging is the soft spot. With Chiron in cardinal water, ruled by the Moon, the wound often traces back to family life: a parent who was absent, overwhelmed or hard to reach, a home that moved too often, or a role as caretaker assumed far too young. The question beneath many feelings is whether it is safe to need anyone.

This shows in daily habits. There may be a pull to look after everyone while refusing help, to cook for a crowd yet eat standing at the sink, or to feel homesick even when living in a comfortable place. Moods rise and fall with the tides of memory, and an offhand remark about family can land like a stone. When the hurt is stirred, the shell closes tight, or care turns clinging and anxious.

The gift that grows from this is profound emotional attunement. Someone who knows the hunger for safety can create it for others without fuss: the spare room offered, the soup delivered, the door that stays open late. Foster parents, counselors and the friend everyone calls at midnight may carry this placement. Healing begins when that same kindness is turned inward, allowing the self to be tended, and from there a chosen family often gathers naturally.`,
    keywords: ['home', 'family', 'belonging', 'nurture', 'safety', 'memory'],
    strengths: ['deep emotional attunement', 'creates a sense of home for others', 'gentle care for the vulnerable', 'builds chosen family'],
    challenges: ['refusing to be cared for', 'old family hurts resurfacing', 'clinging when afraid', 'retreating into a shell'],
  },
  Leo: {
    summary: 'Chiron in Leo feels the wound of being unseen or unloved for who one is, and learns to light up the creative spark in other people.',
    description: `Under the Sun's rule, in fixed fire, Chiron aches around recognition. Perhaps the childhood spotlight went to someone else, or affection came only with a good performance, or play was treated as a waste of time. What remains is a question about whether the true self, without any polish, is worth celebrating.

The pattern can run in two directions. One person hides talent, keeps the poem in a drawer and declines every invitation to perform; another chases applause and feels empty when the room goes quiet. Both are responses to the same hurt. On difficult days, pride becomes brittle, compliments are hard to believe, and criticism can feel like a verdict on the whole person.

Fixed fire brings great staying power to the healing process. Little by little, by making things for the joy of it, by dancing badly and laughing anyway, this Chiron rediscovers the warmth that was always there. From that experience comes a special talent for drawing others out: the teacher who notices the quiet child, the director who gives a nervous actor a real chance, the parent who praises effort rather than results. Helping another person shine turns out to heal the one doing the helping as well.`,
    keywords: ['recognition', 'creativity', 'play', 'self-expression', 'pride', 'heart'],
    strengths: ['brings out talent in others', 'warm, generous praise', 'courage to create anyway', 'joy rediscovered through play'],
    challenges: ['hiding gifts from view', 'hunger for applause', 'brittle pride', 'difficulty believing praise'],
  },
  Virgo: {
    summary: 'Chiron in Virgo struggles with a sense of never being good or useful enough, and turns careful attention into real skill in service and healing.',
    description: `Nothing ever seems quite finished for this placement. Chiron in mutable earth, ruled by Mercury, often carries a nagging belief that flaws must be found and fixed before acceptance is possible. The inner critic may be detailed and tireless, noticing the typo, the crumb, the slightly late reply.

Such standards show up in work and health routines. Lists multiply, diets shift, and the body may become a project to manage rather than a home to live in. Usefulness can feel like the only ticket to belonging, so rest brings guilt. When stress mounts, worry circles through small details while the larger picture goes unseen, and the same critical eye may turn on coworkers or loved ones.

There is, however, a well-earned wisdom here. Virgo's adaptable nature lets this Chiron learn by trial and adjustment, and years of self-scrutiny become a keen understanding of how things actually work and how they break. Nurses, editors, herbalists, mechanics and therapists with this placement often have a steady, practical touch that people trust. The real cure arrives when humble service extends to the self as well: accepting that good enough is often truly good, and that care given imperfectly still helps.`,
    keywords: ['service', 'perfectionism', 'health', 'craft', 'usefulness', 'detail'],
    strengths: ['practical skill in helping', 'keen eye for what needs repair', 'trustworthy, steady care', 'learns through patient adjustment'],
    challenges: ['harsh inner critic', 'guilt about resting', 'worry over small details', 'treating the body as a project'],
  },
  Libra: {
    summary: 'Chiron in Libra feels the wound in partnership and fairness, and develops a gentle gift for restoring balance between people in conflict.',
    description: `Relationships are where the old hurt lives. In cardinal air, ruled by Venus, Chiron is sensitive to harmony, to fairness and to the give and take between two people. Many with this placement witnessed unequal partnerships early on, or learned to keep the peace by shrinking their own wishes until they nearly disappeared.

The echoes are familiar. Saying yes when meaning no, mirroring whatever a partner wants, or staying in an unbalanced arrangement because the alternative feels lonelier. Some swing the other way, keeping everyone at arm's length so that no one can tip the scales. Under strain, decisions stall, resentment builds quietly, and beauty or charm is used to cover a growing sense of being unseen.

Still, a cardinal sign wants to act, and the healing often begins with one small, honest statement of preference. From there this Chiron becomes a natural peacemaker who can hold both sides of a story without losing itself. At home and at work, this shows as the friend who can calm a heated dinner table or help two colleagues finally hear each other. They know that fairness includes the self, and they can help others find agreements that leave each person whole. Relationships built on that understanding become a source of calm rather than fear.`,
    keywords: ['partnership', 'fairness', 'harmony', 'balance', 'diplomacy', 'mirroring'],
    strengths: ['skilled peacemaker', 'sees both sides clearly', 'creates fair agreements', 'graceful in difficult talks'],
    challenges: ['losing the self in others', 'hidden resentment', 'avoiding necessary conflict', 'stalling on decisions'],
  },
  Scorpio: {
    summary: 'Chiron in Scorpio touches wounds of trust, loss and power, and turns survival of the deepest storms into a strong, steady presence for others in crisis.',
    description: `Here the hurt runs underground. Chiron in fixed water, linked to both Mars and Pluto, knows about betrayal, grief, secrets and the raw fact that people and things can be taken away. There may be early memories of loss, control or intensity that no one explained, leaving a watchful caution about how close to let anyone come.

Trust is tested constantly. Someone with this placement may scan friends for hidden motives, hold information tightly, or test a partner's loyalty before fully relaxing. Money shared with others, intimacy and endings can all stir the wound. As fear rises, the urge to control grows, silence becomes a weapon, and old pain is carried for years rather than released.

Because this sign is built for transformation, the wound is also a doorway. Having faced dark places, this Chiron is not frightened by them in others. Hospice workers, crisis counselors, investigators and those who sit calmly with a grieving friend often show this strength. They can hear difficult truths without flinching and help others name what has been hidden. Healing comes in the willingness to let go, forgive where possible, and discover that vulnerability shared with the right people brings power back rather than taking it away.`,
    keywords: ['trust', 'loss', 'intimacy', 'power', 'transformation', 'depth'],
    strengths: ['steady presence in crisis', 'unafraid of difficult truths', 'deep emotional loyalty', 'guides others through change'],
    challenges: ['suspicion of others\' motives', 'need to control', 'holding on to old pain', 'guarded intimacy'],
  },
  Sagittarius: {
    summary: 'Chiron in Sagittarius aches around belief, meaning and truth, and becomes a searching teacher who helps others find a faith that fits their lives.',
    description: `What does it all mean? For Chiron in mutable fire, under Jupiter's rule, that question can feel urgent and painful. The wound may come from a rigid belief system that did not fit, from being mocked for big ideas, or from losing faith in people or institutions that once seemed wise. Sometimes it appears as a sense of being an outsider wherever life leads.

Restlessness follows. There may be repeated moves, changes of study, or a steady search for the teacher, book or journey that will finally answer everything. Certainty is tempting, and some preach a little too hard; others become cynical and refuse to believe in anything at all. At its lowest, optimism turns hollow or reckless, and plain facts are bent to protect a comforting story.

The blessing is a wide, generous view of the world. Having questioned deeply, this Chiron respects many paths and can speak honestly about doubt, which makes it a trustworthy guide. Teachers, travelers, chaplains and writers marked by this Chiron help others build meaning from their own experience instead of borrowing it. Healing grows from humor and humility: holding beliefs loosely, keeping the questions alive, and staying open to the next lesson on the road.`,
    keywords: ['meaning', 'belief', 'truth', 'travel', 'teaching', 'faith'],
    strengths: ['respect for many paths', 'honest about doubt', 'inspiring teacher or guide', 'humor in the face of hardship'],
    challenges: ['preaching or cynicism', 'restless searching', 'bending facts to fit a story', 'feeling like an outsider'],
  },
  Capricorn: {
    summary: 'Chiron in Capricorn carries the weight of duty, authority and achievement, and matures into a wise mentor who builds sturdy structures for others.',
    description: `Responsibility arrived early for many people with this placement. In cardinal earth, ruled by Saturn, Chiron tends to ache around authority and achievement: a demanding or distant parent, a need to grow up fast, or a sense that love had to be earned through results. The private fear is of failure, or of being exposed as less capable than everyone believes.

The pattern is easy to miss because it often looks like success. Long hours, high standards and a calm exterior can hide exhaustion and a belief that resting equals falling behind. Titles and milestones may bring only brief relief. When the load grows too heavy, this Chiron turns harsh toward its own limits, distrusts people in charge, or avoids ambition altogether to escape judgment.

Time is an ally. Saturn's lessons unfold slowly, and with each decade this Chiron can learn that worth is not the same as output, and that authority can be held with kindness. From there it becomes a grounded mentor who knows how to climb and how to fall. As a boss, elder or coach, this Chiron often makes a workplace more humane, because they remember what it cost to carry too much alone. Their strength lies in building supports that last.`,
    keywords: ['duty', 'authority', 'achievement', 'maturity', 'responsibility', 'structure'],
    strengths: ['wise, realistic mentor', 'builds lasting support', 'humane use of authority', 'patience through long effort'],
    challenges: ['fear of failure', 'overwork as proof of worth', 'distrust of authority', 'harshness toward limits'],
  },
  Aquarius: {
    summary: 'Chiron in Aquarius knows the pain of being the odd one out, and transforms it into a gift for building communities where differences are welcome.',
    description: `Not fitting in is the familiar ache. Chiron in fixed air, associated with both Saturn and Uranus, often recalls a feeling of being strange, too different, or alone among peers. Friendships and groups may have been places of exclusion, so the wish to belong sits side by side with a strong urge to stand apart.

In daily life, this can look like keeping a cool, clever distance, joining causes while avoiding close bonds, or expecting rejection before a group has a chance to offer welcome. Some people downplay their originality to blend in; others sharpen it into a shield. If the old hurt goes untended, detachment hardens into isolation, ideas become more comfortable than feelings, and rebellion is mistaken for freedom.

Fixed air holds to principles, and that steadiness becomes a strength once the wound is faced. This Chiron understands, from experience, what it takes to feel included, and it can design groups, networks and movements that leave room for every kind of person. The neighborhood group that truly supports its members, or the club where newcomers feel at ease right away, often has someone like this quietly behind it. Healing comes through friendship that allows both closeness and independence, and through accepting that being unusual is not a flaw. Then the outsider becomes the one who holds the door open for others.`,
    keywords: ['belonging', 'difference', 'community', 'friendship', 'originality', 'freedom'],
    strengths: ['welcomes people who feel different', 'original problem solving', 'builds inclusive groups', 'steady commitment to principles'],
    challenges: ['expecting rejection', 'emotional distance', 'isolation mistaken for freedom', 'hiding or weaponizing uniqueness'],
  },
  Pisces: {
    summary: 'Chiron in Pisces is open to the suffering of the world, and learns to turn deep sensitivity into compassion with healthy limits.',
    description: `Boundaries blur easily with Chiron in mutable water. Linked to Jupiter and Neptune, this placement absorbs the moods of others like a sponge, sometimes from a very young age. There may have been a family member who needed rescuing, a sense of carrying sorrow that did not belong to the self, or a longing for something larger than ordinary life could provide.

The daily experience can be tiring. Crowded rooms drain energy, sad news lingers for days, and saying no to someone in need feels almost impossible. Escape becomes tempting, through daydreams, screens, sleep or other ways of softening the edges. When overwhelmed, the line between self and others dissolves, and the person may feel like a victim of circumstances or slip into the role of endless rescuer.

Even so, the gifts are beautiful. Few placements offer such natural empathy or such a strong sense of the spiritual or artistic side of life. Musicians, caregivers, therapists and volunteers with this Chiron bring gentleness to places that badly need it. The healing step is learning that compassion works best with limits: resting, choosing whom to help, and letting some burdens go. With that balance, sensitivity becomes a quiet source of comfort for many.`,
    keywords: ['compassion', 'sensitivity', 'boundaries', 'spirituality', 'empathy', 'imagination'],
    strengths: ['natural empathy', 'artistic and spiritual insight', 'gentle presence for those suffering', 'forgiving nature'],
    challenges: ['weak boundaries', 'urge to escape', 'rescuing at own expense', 'absorbing others\' moods'],
  },
};
