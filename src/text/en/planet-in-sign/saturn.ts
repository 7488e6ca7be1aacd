import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Saturn in each of the twelve signs.
export const SATURN_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Saturn in Aries learns to steady a fierce drive for independence, turning raw impulse into courage that can wait, plan and still act decisively when it matters.',
    description: `Impatience and discipline meet head-on in this placement. Saturn, the planet of limits and slow mastery, sits in the cardinal fire of Aries, a sign ruled by Mars that wants to move first and ask questions later. Traditional astrology calls this Saturn's fall, and the tension is easy to feel: an urge to charge ahead collides with an inner voice that warns against rushing, or with outside obstacles that block the way just as momentum builds.

In daily life the pattern can look like a person who starts strong, hits a wall, and then has to decide whether to push, quit or rethink. Self-reliance often develops early, sometimes because help was not offered, and a habit of doing everything alone can follow.

Under strain, frustration turns to irritability or sudden outbursts, and a fear of seeming weak makes it hard to ask for guidance. Caution can also swing the other way, into freezing before a bold step that is overdue.

Over time, this Saturn builds a tested kind of bravery. Each clash teaches timing: when to strike, when to pause, and how to lead without flattening others. The result is initiative with a backbone, the ability to begin something and actually see it through.`,
    keywords: ['self-reliance', 'patience', 'timing', 'courage', 'initiative', 'restraint'],
    strengths: ['courage that has been tested', 'ability to start and finish alone', 'learning from each setback', 'firm, direct leadership'],
    challenges: ['frustration when blocked', 'reluctance to ask for help', 'swinging between rashness and hesitation', 'flashes of temper under pressure'],
  },
  Taurus: {
    summary: 'Saturn in Taurus builds security one patient layer at a time, valuing what lasts and learning that true worth is not measured only by what is owned.',
    description: `Few placements are as willing to wait for results. Saturn in fixed earth, in a sign ruled by Venus, approaches money, possessions, comfort and the body with a long view. The instinct is to save rather than spend, to repair rather than replace, and to trust only what can be held, counted and relied upon year after year.

Practical skills tend to ripen slowly but surely here. A garden planted with care, a savings account fed a little each month, a craft refined over decades: these are the kinds of achievements that carry Saturn's signature in Taurus. Loyalty is strong, and promises about shared resources are kept.

Strain shows up as worry about scarcity, even when there is enough. Pleasure may feel like something that has to be earned first, so rest and enjoyment get postponed. Stubbornness can harden into refusing any change, and self-worth can become tied too closely to income or belongings, leading to a quiet sense of never having quite enough.

In its seasoned form, this Saturn understands that steadiness is itself a resource. By allowing some comfort along the way and trusting inner value as much as a bank balance, it becomes a calm anchor for others, the person whose patience keeps a household or a project standing.`,
    keywords: ['security', 'patience', 'thrift', 'endurance', 'self-worth', 'stability'],
    strengths: ['steady, reliable effort', 'careful handling of resources', 'patience with slow results', 'loyalty that lasts'],
    challenges: ['fear of scarcity', 'resistance to change', 'postponing pleasure and rest', 'tying worth to possessions'],
  },
  Gemini: {
    summary: 'Saturn in Gemini takes the mind seriously, training curiosity into careful thought, clear speech and a habit of checking facts before passing them on.',
    description: `Words carry weight for this placement. Saturn in Gemini, a mutable air sign ruled by Mercury, brings discipline to learning, writing, talking and the quick exchanges of everyday contact. Rather than skimming across topics, the mind wants to understand things properly, and it often prefers to say less and be accurate than to chatter and be wrong.

Early experiences may have planted doubt about intelligence or the ability to express ideas: a slow start at reading, a sibling who seemed quicker, a classroom where questions were not welcome. Much of the work of this Saturn is proving, mostly to itself, that its thinking is sound. Study habits, note-taking, editing and methodical research become real strengths over time.

Under pressure, mental restlessness turns into anxious, circling thought. Conversations get replayed, messages are drafted again and again, and nervous worry can scatter focus across many tasks with none finished. A dry, skeptical edge may also make it hard to trust news, gossip or even friendly advice.

Once it ripens, Saturn here produces the careful teacher, the clear technical writer, the person who can explain something complicated in simple steps. The gift lies in giving information a structure: sorting, connecting and communicating ideas so that others can actually use them.`,
    keywords: ['study', 'clarity', 'communication', 'method', 'accuracy', 'skepticism'],
    strengths: ['careful, accurate thinking', 'clear explanations', 'disciplined study habits', 'healthy skepticism'],
    challenges: ['doubt about own intelligence', 'anxious, circling thoughts', 'scattered focus under stress', 'difficulty trusting information'],
  },
  Cancer: {
    summary: 'Saturn in Cancer shoulders family duty and guards feelings carefully, learning that real security comes from care that is steady rather than anxious or closed off.',
    description: `Home and belonging become serious business under this placement. Saturn sits in the cardinal water of Cancer, a sign ruled by the Moon and traditionally counted as Saturn's detriment, because a planet of walls and rules has to work in a sign of tides and tenderness. The result is often someone who takes responsibility for family early, who keeps the household running, remembers every birthday and worries about who will look after whom.

Feelings are real and deep but may be kept behind a careful shell. There can be a sense, rooted in childhood, that emotional needs were too much or had to wait, and so a reserved, capable surface develops. Care is shown through practical acts: a meal left in the fridge, a bill quietly paid, a room kept ready for a visitor.

When stress builds, protection turns into control or withdrawal. Fear of being dependent can make it hard to accept help, and old hurts may be guarded long after they could have healed. Moods can sink into heavy, private gloom.

Over the years, this Saturn can build a home that truly holds people. By letting softness show and accepting care as well as giving it, it becomes a source of lasting shelter, a family elder in the best sense.`,
    keywords: ['family duty', 'protection', 'emotional reserve', 'home', 'belonging', 'care'],
    strengths: ['dependable care for family', 'practical acts of love', 'emotional endurance', 'creating a stable home'],
    challenges: ['hiding feelings behind a shell', 'fear of depending on others', 'holding on to old hurts', 'heavy, private moods'],
  },
  Leo: {
    summary: 'Saturn in Leo seeks recognition that is earned, shaping creative fire and a wish to be seen into dignified leadership and work of lasting quality.',
    description: `A quiet hunger to be valued runs through Saturn in Leo. Here the planet of limits works in a fixed fire sign ruled by the Sun, its traditional detriment, since Saturn's caution and Leo's wish for warmth and applause pull against each other. Self-expression is taken seriously, and play may feel like something that has to be justified or performed perfectly.

At its best this combination yields a dignified, reliable leader who carries authority with warmth. Creative work tends to be polished and built to last, whether that means a novel revised for years, a business that bears one's name, or careful, devoted parenting. Loyalty runs deep, and praise, when given, is sincere.

Strain appears as self-consciousness. There may be fear of looking foolish, of being overlooked, or of being judged for wanting attention at all. Pride can stiffen, making it hard to admit mistakes or to laugh at oneself, and a need for respect can slide into demanding it. Joy gets postponed until some imagined standard is met.

The lesson is that the heart does not need permission to shine. When Saturn in Leo allows itself to create for the pleasure of creating, the discipline it already has turns effort into genuine, generous radiance that others can warm themselves by.`,
    keywords: ['recognition', 'dignity', 'creative discipline', 'pride', 'leadership', 'self-expression'],
    strengths: ['dignified, steady leadership', 'creative work built to last', 'sincere loyalty', 'devoted, responsible parenting'],
    challenges: ['fear of looking foolish', 'stiff pride', 'postponing joy and play', 'craving respect too openly'],
  },
  Virgo: {
    summary: 'Saturn in Virgo builds mastery through small, careful habits, offering precise skill and real usefulness while learning when good enough is truly enough.',
    description: `Precision feels natural here. Saturn in the mutable earth of Virgo, a sign ruled by Mercury, brings order to the small tasks that make a life run: schedules, checklists, budgets, the daily care of body and workspace. This is a placement of craft, and it improves steadily through practice, correction and attention to what actually works.

In the workplace, Saturn in Virgo is the colleague who catches the error before the report goes out, who knows where every file is kept, and who quietly takes on the thankless jobs. Service matters, and being useful provides a solid sense of purpose. Learning is practical; methods are tested rather than taken on faith.

The same eye for flaws can turn inward. Perfectionism can make it hard to finish anything, and harsh self-criticism may spill over onto others as constant fault-finding. Worry often settles on routines and daily habits, with rigid rules standing in for real ease. A feeling of never having done enough can make rest seem undeserved.

Maturity comes through accepting imperfection as part of any living process. When standards serve people rather than ruling them, this Saturn becomes a patient expert and a trustworthy helper, proof that humble, repeated effort adds up to genuine mastery.`,
    keywords: ['craft', 'precision', 'service', 'routine', 'improvement', 'diligence'],
    strengths: ['careful attention to detail', 'practical, tested methods', 'reliable service', 'patient skill building'],
    challenges: ['perfectionism that delays finishing', 'harsh self-criticism', 'worry over routines', 'difficulty resting'],
  },
  Libra: {
    summary: 'Saturn in Libra, its sign of exaltation, takes fairness and commitment seriously, building relationships and agreements on clear terms, mutual respect and patient negotiation.',
    description: `Traditional astrology considers Libra the sign where Saturn is exalted, and the reason is easy to see. A planet of rules and consequences finds a natural partner in cardinal air ruled by Venus, a sign devoted to balance, justice and partnership. The sense of fairness is strong and mature: agreements are weighed, terms are spelled out, and promises made to others are treated as binding.

Relationships tend to be approached with care and often with some delay. Commitment may come later than for peers, but it usually comes with open eyes. Work in law, mediation, design or any field that needs a steady judge can suit this placement well, because it can hold two sides in mind without rushing to a verdict.

Difficulties arise from a fear of conflict or of being alone. Someone with this Saturn may stay in a partnership out of duty long after its purpose has faded, or keep score so precisely that warmth drains away. Justice can grow cold and rule-bound, and decisions may stall while every angle is checked yet again.

At its finest, Saturn in Libra builds partnerships that last because they are honest. It teaches that real harmony is not the absence of disagreement but a fair structure in which disagreement can be worked through.`,
    keywords: ['fairness', 'commitment', 'partnership', 'justice', 'balance', 'agreements'],
    strengths: ['strong sense of fairness', 'keeping promises to others', 'calm, balanced judgment', 'lasting, honest partnerships'],
    challenges: ['fear of conflict', 'staying in relationships out of duty', 'keeping score', 'slow, overly cautious decisions'],
  },
  Scorpio: {
    summary: 'Saturn in Scorpio develops great emotional endurance, facing hard truths and shared burdens with control and resolve while learning to trust instead of guard.',
    description: `Intensity is held in check with real determination under this placement. Saturn occupies fixed water in a sign traditionally ruled by Mars, with modern astrologers adding Pluto, and the mix produces deep feeling that is rarely put on display. Emotions are managed like valuable and dangerous materials: stored carefully, released only when it is safe, and never handed to just anyone.

This Saturn shows remarkable strength in a crisis. When others panic, it organizes; when a loss must be faced, it stays. Matters of shared money, debt, inheritance and trust are handled with seriousness, and there is often a talent for research, investigation or work that requires keeping confidences.

Control becomes the main defense when life feels unsafe. Suspicion can run high, secrets multiply, and old wounds may be held as grudges for years. Fear of betrayal or of being exposed can make closeness feel risky, so intimacy is tested again and again before it is allowed. Power struggles, especially over money or loyalty, can become exhausting.

Growth comes when resilience is used to heal rather than to wall off. By letting trust build slowly and setting down burdens that were never its own to carry, this Saturn becomes a deeply reliable ally, someone who can walk with others through dark times and out the other side.`,
    keywords: ['endurance', 'control', 'depth', 'trust', 'shared resources', 'resilience'],
    strengths: ['steadiness in a crisis', 'keeping confidences', 'serious handling of shared money', 'deep, loyal commitment'],
    challenges: ['suspicion and secrecy', 'holding grudges', 'fear of betrayal', 'power struggles over control'],
  },
  Sagittarius: {
    summary: 'Saturn in Sagittarius gives beliefs a solid frame, seeking wisdom that is earned through study and experience rather than borrowed from easy answers.',
    description: `Questions of meaning are handled with unusual seriousness here. Saturn in the mutable fire of Sagittarius, a sign ruled by Jupiter, wants its philosophy to hold weight. Beliefs are tested against experience, and a view of life is built the way a careful traveler plans a long route: with maps, backup plans and a clear sense of where the road leads.

Education often matters a great deal, whether formal degrees pursued with persistence or self-taught learning gathered over years. Teaching, publishing, law, religion and travel can all become areas of real responsibility. Honesty tends to be strong, and there is little patience for claims that cannot be backed up.

Trouble starts when the search for truth hardens into rigid opinion, or into the opposite: a cynical doubt that nothing can be believed at all. Freedom and duty may feel locked in conflict, with every obligation seen as a cage and every open door as a risk. Preaching can replace listening, and optimism may be held back for fear of disappointment.

Seasoned by time, Saturn in Sagittarius becomes the wise mentor, the one whose principles have been lived rather than merely declared. Its gift is faith with a foundation: hope that has been tested and still stands, offered to others in a form they can trust.`,
    keywords: ['beliefs', 'wisdom', 'education', 'principle', 'honesty', 'mentoring'],
    strengths: ['principles tested by experience', 'persistence in long study', 'honest, grounded teaching', 'trustworthy guidance'],
    challenges: ['rigid opinions', 'cynical doubt', 'feeling duty as a cage', 'preaching instead of listening'],
  },
  Capricorn: {
    summary: 'Saturn in Capricorn is the planet at home, pursuing long-range goals with patience, authority and practical skill, and learning that success must include the heart.',
    description: `In its own sign, Saturn works with full strength. Capricorn is cardinal earth, and Saturn is both its ruler and its natural voice, so the themes of ambition, structure, time and responsibility come through clearly and without much interference. Plans are made in terms of years, not weeks, and there is a deep trust in the value of steady climbing.

Daily life often shows a serious, capable manner, sometimes from a young age. Someone with this Saturn may be the one who holds a job while still at school, who organizes the family finances, or who rises through an organization by being the most dependable person in the room. Respect for tradition and for earned authority runs strong, and so does a dry, understated humor.

The shadow side appears when work swallows everything else. Status anxiety, fear of failure and a belief that worth depends on achievement can make rest feel impossible. Emotional reserve may be mistaken for coldness, and a strict, controlling style can stifle those who work alongside.

Saturn in Capricorn, at its wisest, knows that a structure is only as good as the lives it supports. When ambition makes room for warmth, play and the people at home, this placement builds something that genuinely lasts and genuinely serves.`,
    keywords: ['ambition', 'authority', 'long-range planning', 'responsibility', 'tradition', 'achievement'],
    strengths: ['patient, strategic planning', 'natural authority', 'dependability under pressure', 'dry, steady humor'],
    challenges: ['overwork', 'fear of failure', 'status anxiety', 'coldness or strict control'],
  },
  Aquarius: {
    summary: 'Saturn in Aquarius builds fair systems and principled communities, joining original ideas with steady commitment while learning not to lose warmth in detachment.',
    description: `Before Uranus was discovered, Aquarius belonged to Saturn, and this placement still feels the strength of that old rulership. Here the planet of structure works in fixed air, where it organizes ideas, groups and social rules with a steady, objective mind. The focus falls on how people can live and work together fairly, and on building systems that outlast any one personality.

In practice, this Saturn often takes on responsibility within clubs, networks, unions or online communities, becoming the one who writes the guidelines, keeps the records and makes sure everyone gets a vote. Scientific and technical thinking can be strong, and there is usually a firm loyalty to chosen principles, even when they are unpopular.

Ideals can harden into rigid doctrine when pressure mounts. Detachment may leave friends feeling they are being managed rather than loved, and a fear of not fitting in can produce either stiff conformity or a lonely stance of standing apart from everyone. Change may be championed in theory and resisted in practice.

At its best, Saturn in Aquarius combines vision with follow-through. It turns bright ideas into working institutions, treats every person as deserving equal respect, and discovers that real community is built from steady, caring participation over time.`,
    keywords: ['community', 'systems', 'principles', 'objectivity', 'reform', 'fairness'],
    strengths: ['building fair structures for groups', 'loyalty to principles', 'clear, objective thinking', 'turning ideas into working plans'],
    challenges: ['emotional detachment', 'rigid ideals', 'feeling like an outsider', 'resisting change in practice'],
  },
  Pisces: {
    summary: 'Saturn in Pisces gives form to compassion and imagination, learning to set healthy boundaries while turning vague fears and dreams into patient, devoted work.',
    description: `Structure and surrender make an unusual pair in this placement. Saturn sits in the mutable water of Pisces, a sign traditionally ruled by Jupiter and linked in modern astrology to Neptune, where edges blur and feelings flow freely. The task is to build a container for all that sensitivity, so that compassion and imagination have a shape that can be sustained.

Care for others is often felt as a serious duty. Someone with this Saturn may work in hospitals, shelters, the arts or spiritual settings, or simply be the friend who always answers the late-night call. Creative work benefits from discipline: daily practice turns dreamy inspiration into music, painting or writing that others can share.

Boundaries are the weak point under stress. Sacrifice can slide into martyrdom, and fear without a clear cause may linger in the background, hard to name and harder to shake. Escape through sleep, screens or other habits can look tempting when the weight of the world feels too heavy. Guilt may attach itself to problems that were never one's own to solve.

Limits, in the end, are what let compassion last. With gentle routines, clear agreements about what can be given, and faith that is practiced rather than only felt, Saturn in Pisces becomes a calm, steady presence for anyone adrift.`,
    keywords: ['compassion', 'boundaries', 'imagination', 'devotion', 'sacrifice', 'faith'],
    strengths: ['disciplined creative practice', 'steady, devoted care', 'quiet spiritual strength', 'patience with suffering'],
    challenges: ['weak boundaries', 'vague, lingering fears', 'sliding into martyrdom', 'escaping when overwhelmed'],
  },
};
