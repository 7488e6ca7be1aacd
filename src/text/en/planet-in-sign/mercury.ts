import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

// Urania's own text (original writing for this project), locale en: Mercury in each of the twelve signs.
export const MERCURY_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Mercury in Aries thinks on its feet, speaks before the sentence is fully formed, and learns fastest by jumping straight into the task.',
    description: `Quick, direct and impatient with preamble, Mercury in Aries treats every conversation as a chance to get somewhere. Cardinal fire gives the mind a starting spark: ideas arrive as impulses, and the urge is to act on them the moment they appear. Mars, the ruler of Aries, sharpens the tongue and the wit, so opinions come out plainly and debate can feel more like sport than quarrel. Picture the person who answers the email in thirty seconds, fixes the broken printer by pressing buttons until something works, and would rather try a new recipe than read it twice. Learning happens through doing, with the manual consulted only after the first mistake. When things go well, this mind cuts through hesitation, names the problem nobody else will name, and gets a stalled meeting moving. Pressed or tired, it interrupts, jumps to conclusions, and mistakes volume for clarity; a quick remark can land harder than intended, and a half-heard instruction leads to rework. Trade and negotiation go well when speed matters, less well when patience is needed. The growth here is a single breath between thought and speech: the same honest energy, delivered a moment later, persuades far more people.`,
    keywords: ['quick', 'direct', 'decisive', 'candid', 'impulsive', 'competitive'],
    strengths: [
      'fast decisions under pressure',
      'honest, plain speech',
      'learning by trying',
      'breaking a deadlock',
    ],
    challenges: [
      'interrupting others',
      'hasty conclusions',
      'sharp words spoken in heat',
      'losing interest in details',
    ],
  },
  Taurus: {
    summary:
      'Mercury in Taurus thinks slowly and thoroughly, prefers facts it can touch, and holds on to a conclusion once it has been reached.',
    description: `Here the mind works like a potter at the wheel: steady pressure, patient shaping, and a result meant to last. Fixed earth slows Mercury down, and that is not a flaw. Information is taken in carefully, tested against the senses and common experience, and stored for good. Venus, ruling Taurus, adds a pleasant voice, a feel for rhythm and a taste for well-made things, so speech often sounds calm and reassuring, and writing tends to be clear rather than clever. In everyday terms this is someone who reads the whole contract, remembers the price of bread last year, and learns a skill by repeating it until the hands know it. Trade suits the placement well, since it has a natural sense of value and little patience for hype. Well used, it becomes the reliable voice in the room, the one who brings a scattered discussion back to what is real and affordable. The shadow side is stubbornness: new information is resisted, a familiar opinion is defended past its usefulness, and change is met with silence rather than argument. What helps is keeping the thoroughness while loosening the grip, allowing a good idea to be revised as calmly as it was first formed.`,
    keywords: ['steady', 'practical', 'patient', 'sensible', 'retentive', 'grounded'],
    strengths: [
      'thorough understanding',
      'excellent long memory',
      'calm, pleasant speech',
      'sound sense of value',
    ],
    challenges: [
      'resistance to new ideas',
      'slow to change course',
      'digging in during disputes',
    ],
  },
  Gemini: {
    summary:
      'Mercury in Gemini is the messenger at home, curious about everything, fluent with words, and happiest when several conversations run at once.',
    description: `Mercury rules Gemini, so the planet of thought and speech works here with little friction and a great deal of speed. Mutable air keeps the mind light and adaptable; it moves from topic to topic the way a bird moves between branches, sampling, comparing and connecting. Learning is broad rather than deep at first, fed by questions, overheard remarks, podcasts, articles left half-read and friends who know a little about something new. Around the house this shows up as three browser tabs open on the same subject, a talent for mimicry, and a phone full of notes. Conversation is a pleasure in itself, and the placement often writes, teaches, sells or translates with ease, because it enjoys finding the right word for each listener. The finest version links people and ideas that would never otherwise meet, and it can explain a difficult matter in a few bright sentences. When overloaded, the nerves run ahead of the body: attention scatters, projects multiply without finishing, and facts are repeated before they are checked. Restless talk can hide a reluctance to commit to any one view. The best results come when the curiosity is given a notebook and a deadline, so that all that gathering turns into something complete.`,
    keywords: ['curious', 'versatile', 'witty', 'fluent', 'sociable', 'restless', 'adaptable'],
    strengths: [
      'quick learning',
      'easy, lively conversation',
      'skill with language',
      'connecting people and ideas',
    ],
    challenges: [
      'scattered attention',
      'unfinished projects',
      'repeating unchecked facts',
      'nervous overload',
    ],
  },
  Cancer: {
    summary:
      'Mercury in Cancer thinks through feeling and memory, listens for the mood behind words, and speaks most freely among trusted people.',
    description: `Thought in this sign is colored by emotion and shaped by memory. Cardinal water gives the mind a protective instinct: it takes in information by sensing the atmosphere first, and it acts on what it learns to look after people and places. The Moon, ruler of Cancer, makes the mental climate changeable, so clarity may come and go with mood and tiredness, yet the memory is long and vivid, especially for family stories, old conversations and the exact tone someone used years ago. This is the friend who remembers birthdays without a calendar, reads a tense kitchen in seconds, and explains things with personal examples rather than charts. Learning goes best in a safe, familiar setting, and speech becomes fluent once trust is established. Here lies a rare kind of intelligence: it understands what people mean, not only what they say, and it can find words that comfort. On a bad day it takes neutral remarks personally, argues from hurt rather than fact, or retreats into silence and indirect hints. Old grievances can replay like a worn tape. The way forward is to name feelings plainly and check them against the evidence, so that sensitivity becomes insight instead of defensiveness.`,
    keywords: ['intuitive', 'sensitive', 'protective', 'reflective', 'nurturing', 'personal'],
    strengths: [
      'strong emotional memory',
      'reading the mood of a room',
      'comforting words',
      'listening with care',
    ],
    challenges: [
      'taking remarks personally',
      'thinking colored by mood',
      'indirect communication',
      'holding on to old hurts',
    ],
  },
  Leo: {
    summary:
      'Mercury in Leo speaks with warmth and flair, thinks in big, bold outlines, and wants its ideas to be seen, heard and remembered.',
    description: `Give this Mercury an audience and it comes alive. Fixed fire lends the mind confidence and staying power: once an idea catches, it is held with loyalty and presented with enthusiasm. The Sun, ruler of Leo, pulls thinking toward self-expression, so words tend to carry personality, humor and a sense of occasion. Explanations become stories, reports gain a headline, and even a simple request can sound like an invitation. This might be the colleague who volunteers to give the presentation, the parent who turns bedtime reading into theater, or the seller whose pride in the product is infectious. Learning thrives on encouragement and creative freedom; dull drills lose it quickly. Working well, it inspires others, gives generous praise, and holds attention long enough for an important message to land. It is often a natural teacher or leader in discussion. The trouble starts when it needs to be right in public, talks over quieter voices, or treats disagreement as a personal slight. A proud mind can stop listening once it has made its point. The healthiest expression keeps the warmth and the showmanship while leaving space for other people to shine, which in turn makes its own voice more trusted.`,
    keywords: ['expressive', 'confident', 'dramatic', 'generous', 'creative', 'loyal'],
    strengths: [
      'engaging storytelling',
      'confident public speaking',
      'encouraging others',
      'steady commitment to ideas',
    ],
    challenges: [
      'needing to be right',
      'dominating conversations',
      'pride that blocks feedback',
      'impatience with routine study',
    ],
  },
  Virgo: {
    summary:
      'Mercury in Virgo analyzes, sorts and refines, bringing a precise eye to detail and a strong wish to make information genuinely useful.',
    description: `Virgo is the second sign Mercury rules, and in this earth sign its attention turns from collecting information to putting it in order. The tradition also counts Virgo as Mercury's exaltation, and the mind here is at its most exact. Mutable earth keeps thinking practical and flexible: methods are adjusted, checked and adjusted again until they work. The result is a mind that notices the typo, the missing step, the small cost that will grow. Home and office show it in labeled folders, careful lists, a talent for editing, and the habit of reading instructions before starting. Work involving health routines, craft, data, repair or service often suits it, because it likes to see knowledge improve something real. In good form it is modest, helpful and remarkably competent, able to turn confusion into a clear procedure that others can follow. Its speech is usually precise and often quietly funny. Stress turns the same sharp eye critical, either toward others or, more often, inward, and worry can loop around the details without reaching a decision. Perfectionism may stall a finished piece of work. The remedy is to decide what is good enough for the purpose and let it go out into the world.`,
    keywords: ['analytical', 'precise', 'practical', 'methodical', 'discerning', 'helpful', 'modest'],
    strengths: [
      'eye for detail',
      'clear, orderly methods',
      'skillful editing and repair',
      'useful, practical advice',
    ],
    challenges: [
      'excessive self-criticism',
      'worry over small matters',
      'perfectionism that delays',
      'fault-finding in others',
    ],
  },
  Libra: {
    summary:
      'Mercury in Libra weighs every side, speaks with tact and grace, and thinks most clearly in dialogue with another person.',
    description: `A scale sits at the center of this mind. Cardinal air moves thinking outward toward other people: ideas are sparked in conversation, tested against a partner's view, and shaped into agreements. Venus, the ruler of Libra, gives speech charm and balance, so criticism arrives wrapped in courtesy and a difficult message is delivered with care for how it will be received. Here is the person who can see why both friends are upset, who drafts the diplomatic reply for the group chat, and who reads a room before choosing words. Learning goes well with a study partner or a good debate. Negotiation, mediation, design, law and any work that requires fairness often draw on these gifts. Such a mind builds bridges, finds the fair compromise, and makes people feel heard. It has a fine sense of proportion in language, and its writing can be elegant. Yet the wish for harmony can slow decisions to a crawl, opinions shift to please the listener, and real disagreements are smoothed over rather than solved. Pointing out that every view has merit can become a way to avoid taking one. Growth comes from trusting its own judgment enough to state it, kindly and clearly, and to stand by it.`,
    keywords: ['diplomatic', 'fair', 'tactful', 'balanced', 'sociable', 'considerate'],
    strengths: [
      'seeing both sides',
      'gracious, tactful speech',
      'skill at mediation',
      'sense of fairness',
    ],
    challenges: [
      'indecision',
      'telling people what they want to hear',
      'avoiding needed conflict',
    ],
  },
  Scorpio: {
    summary:
      'Mercury in Scorpio investigates, reads between the lines, and keeps its counsel, preferring a hidden truth to a comfortable surface.',
    description: `Few things are taken at face value by Mercury in Scorpio. Fixed water gives the mind depth and persistence: it holds a question for as long as it takes, circling it quietly until the answer gives way. Mars, the traditional ruler of Scorpio, adds a sharp, probing edge, and Pluto, its modern ruler, draws attention toward what is buried, secret or taboo. The result is a researcher's temperament and a strong instinct for motive. It shows in the person who notices the pause before someone answers, reads the small print, and remembers who said what. Conversation is often brief and pointed; much is observed and little is given away. Work in research, therapy, investigation, finance or any field that rewards discretion tends to suit it. Used well, this Mercury is loyal with secrets, honest about hard subjects, and able to help others face what they have been avoiding. Its words can be healing because they do not flinch. When trust breaks down, suspicion grows, information is withheld as a form of control, and a cutting remark can be aimed where it will hurt most. Grudges may be kept on file. Healing comes from sharing what it learns with trust and using its insight to repair rather than to wound.`,
    keywords: ['probing', 'perceptive', 'intense', 'private', 'strategic', 'persistent'],
    strengths: [
      'deep research',
      'sensing hidden motives',
      'keeping confidences',
      'frankness about hard subjects',
    ],
    challenges: [
      'suspicion and secrecy',
      'cutting remarks',
      'holding grudges',
      'using information as leverage',
    ],
  },
  Sagittarius: {
    summary:
      'Mercury in Sagittarius thinks in broad horizons, speaks with open enthusiasm, and learns through travel, teaching and the search for meaning.',
    description: `In Sagittarius, the planet of facts meets the sign of big questions, and the mind would rather understand why than memorize what. Tradition counts this as Mercury's detriment, opposite its home in Gemini, which simply means the details sometimes suffer for the sake of the larger vision. Mutable fire keeps thought restless and optimistic; Jupiter, ruler of the sign, widens it toward philosophy, faith, law, culture and distant places. Everyday signs include a traveler's curiosity, a shelf of books in several languages, and a habit of turning a small chat into a discussion about life. Speech is generous and frank, sometimes funny, occasionally blunt enough to surprise. Teaching, publishing, coaching and cross-cultural work often come naturally. The gift is seeing the pattern behind scattered facts, inspires others with a sense of possibility, and speaks the truth with good humor. The risk is that it overpromises, skips the fine print, and preaches rather than listens. Confidence can outrun evidence, and a tactless remark may be defended as honesty. Plans announced with great excitement may not survive the first practical snag. The most rewarding path pairs the wide view with a little patient checking, so that the big ideas arrive with their facts in order.`,
    keywords: ['broad-minded', 'candid', 'optimistic', 'philosophical', 'adventurous', 'idealistic'],
    strengths: [
      'seeing the big picture',
      'inspiring teaching',
      'honest, open speech',
      'curiosity about other cultures',
    ],
    challenges: [
      'carelessness with details',
      'blunt or tactless remarks',
      'overpromising',
      'lecturing instead of listening',
    ],
  },
  Capricorn: {
    summary:
      'Mercury in Capricorn plans carefully, speaks with economy, and values ideas according to whether they can be built, tested and made to last.',
    description: `A practical, structured intelligence forms when Mercury passes through Capricorn. Cardinal earth directs the mind toward goals: thinking is organized around what must be achieved, by when, and with which resources. Saturn, ruler of the sign, brings discipline, caution and a respect for experience, so opinions are usually formed slowly and backed by evidence. Speech tends to be brief, measured and dry in its humor; a single well-placed sentence can carry more weight than a long speech. Think of the person with a five-year plan, a tidy budget spreadsheet, and the patience to learn a difficult profession step by step. Business, management, engineering, government and any field with clear rules and long timelines reward these gifts. Mature and rested, it is a trusted advisor, steady in a crisis, able to turn a vague hope into a realistic schedule. It keeps its word and expects others to keep theirs. Under heavy pressure it grows rigid and pessimistic, dismisses playful or untested ideas, and may speak with a coldness it does not intend. Worry about failure can quietly narrow its ambitions. A better course is to remember that a sound structure can also hold some imagination, and to let warmth show in its words.`,
    keywords: ['strategic', 'disciplined', 'realistic', 'organized', 'serious', 'ambitious'],
    strengths: [
      'long-range planning',
      'concise, measured speech',
      'steady judgment under pressure',
      'turning ideas into structures',
    ],
    challenges: [
      'rigid thinking',
      'pessimism',
      'dismissing untested ideas',
      'sounding cold or severe',
    ],
  },
  Aquarius: {
    summary:
      'Mercury in Aquarius thinks independently, enjoys ideas that challenge habit, and applies clear, objective reasoning to questions that concern the wider group.',
    description: `Original, inventive and sometimes contrary, this Mercury likes to question the usual way of doing things. Fixed air gives thought a steady framework: once a principle is understood, it is held firmly and applied consistently. Saturn, the traditional ruler of Aquarius, lends structure and a talent for systems, while Uranus, its modern ruler, adds sudden insight and a taste for the new. The mind works well with abstractions, technology, networks and social questions, and it often sees the future outline of a trend before others notice. Consider the friend who builds a spreadsheet for the shared house, joins an online forum about an obscure hobby, and explains the argument from first principles. Speech is friendly but slightly detached, more interested in ideas than in gossip. Its best self is fair, inventive and open to anyone's contribution, a natural organizer of groups and causes. It can see a problem without personal bias. Less happily, it becomes stubborn about its theories, argues for the sake of being different, or stays so cool that others feel unheard. Feelings may be explained away rather than acknowledged. Growth comes from pairing that clear reasoning with curiosity about individual experience, letting warmth and logic work together.`,
    keywords: ['inventive', 'independent', 'objective', 'progressive', 'systematic', 'unconventional'],
    strengths: [
      'original thinking',
      'objective reasoning',
      'talent for systems and technology',
      'openness to all viewpoints',
    ],
    challenges: [
      'stubborn about theories',
      'contrary for its own sake',
      'emotional detachment in talk',
    ],
  },
  Pisces: {
    summary:
      'Mercury in Pisces thinks in images and impressions, absorbs the moods around it, and communicates most powerfully through story, music and metaphor.',
    description: `Logic and imagination share one room when Mercury sits in Pisces. Tradition names this both the detriment and the fall of the planet, a reminder that exact lists and linear arguments are not its natural language. Mutable water makes the mind porous and receptive: it picks up impressions, tones and unspoken feelings, and it often knows something before it can explain how. Jupiter, the traditional ruler of Pisces, widens sympathy, and Neptune, its modern ruler, adds a gift for imagery, dream and music. This could be the person who remembers a conversation by its atmosphere rather than its words, doodles in the margins of meeting notes, and finds exactly the right song for a friend in trouble. Poetry, art, counseling, care work and spiritual study often draw on these talents. Given room to work, it communicates with compassion and vision, and it understands people others have given up on. When the tide runs the wrong way, facts blur, deadlines drift, and information is shaped by hope or fear rather than evidence. Confusion, forgetfulness or vague promises may follow, and a sensitive listener can be easily misled. A steadier route keeps the intuitive gift while adding simple anchors, such as written notes, checked sources and clear agreements.`,
    keywords: ['imaginative', 'intuitive', 'compassionate', 'receptive', 'poetic', 'visionary'],
    strengths: [
      'rich imagination',
      'intuitive understanding',
      'compassionate listening',
      'gift for story and image',
    ],
    challenges: [
      'vague or confused facts',
      'forgetfulness',
      'being easily misled',
      'avoiding hard details',
    ],
  },
};
