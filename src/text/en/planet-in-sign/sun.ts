import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

// Urania's own text (original writing for this project), locale en: the Sun in each of the twelve signs.
export const SUN_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'The Sun in Aries finds its identity through action, drawing vitality from fresh starts and a bold, direct will that wants to meet life head on.',
    description: `The Sun is exalted in Aries, and the placement shows why: the will to exist and the will to act are nearly the same thing here. Cardinal fire supplies a strong pulse of vitality that rises quickly and spends itself freely, while Mars, the ruler, gives the sense of self a physical, competitive edge. Identity is discovered by doing, whether that means entering the race, trying the untested route or saying the first word in a tense meeting. A morning without some challenge can feel oddly flat. Purpose tends to arrive as a series of urgent missions rather than a single life plan, and each one is pursued with a full heart while it lasts. At its best this Sun gives courage that others can borrow, a frank and uncomplicated warmth, and the energy to break a deadlock simply by moving. Under strain, the self becomes easily threatened: a delay feels like defeat, advice sounds like control, and anger flares before the facts are in. Energy can burn hot and then drop sharply, leaving tasks unfinished. The healthiest expression comes when the Aries Sun chooses fights worth having, paces its fire across a longer road, and lets confidence include the strength to wait.`,
    keywords: ['initiative', 'courage', 'vitality', 'directness', 'independence', 'challenge'],
    strengths: [
      'courage that inspires others',
      'quick, decisive action',
      'honest and open warmth',
      'energy to start what others only discuss',
    ],
    challenges: [
      'impatience with delay',
      'quick flashes of anger',
      'leaving projects half finished',
      'treating advice as a threat',
    ],
  },

  Taurus: {
    summary:
      'With the Sun in Taurus, the self grows slowly and surely, finding strength in steady effort, physical comfort and the things it has patiently built and valued.',
    description: `In Taurus the Sun burns like banked coals: slow to catch, hard to put out. Fixed earth gives the sense of self weight and continuity, and vitality tends to be steady rather than showy, replenished by good food, sleep, touch and time outdoors. With Venus ruling the sign, identity grows through what is valued and cared for: a garden, a craft, a savings plan, a small circle of people who have proved themselves. Purpose is measured in tangible results, and the will works best when allowed to set its own pace. Pressure to hurry usually produces the opposite effect. Many with this placement know who they are by what they will not give up. In good health, the Taurus Sun brings calm confidence, loyalty that lasts for decades, an honest pleasure in the physical world and the patience to see long projects through. Under strain, the steady will can set like concrete: change feels like loss, comfort becomes a hiding place, and self-worth may get tangled up with possessions or income. Inertia can pass for contentment. Growth comes from treating flexibility as another kind of strength, and from trusting that a secure sense of self can survive a new season.`,
    keywords: ['steadiness', 'patience', 'values', 'comfort', 'endurance', 'loyalty', 'sensuality'],
    strengths: [
      'calm, grounded confidence',
      'patience for long projects',
      'lasting loyalty',
      'an eye for quality and beauty',
    ],
    challenges: [
      'resistance to needed change',
      'stubbornness under pressure',
      'self-worth tied to possessions',
      'comfort turning into inertia',
    ],
  },

  Gemini: {
    summary:
      'The Sun in Gemini shines through curiosity and conversation, building an identity out of many interests, quick connections and a mind that loves to keep moving.',
    description: `Identity in Gemini is plural. The Sun here shines through mutable air, so the self is discovered in motion: through conversations, questions, quick trips across town and the constant trade of ideas. Mercury, the ruler, makes the conscious will curious first and determined second; purpose often looks like a string of interests rather than one fixed calling, and that is not a flaw so much as the design. Vitality rises with mental stimulation and sinks fast in boredom, a long silence or a job that repeats the same motion all day. The mind tends to set the pace for the body. At its best the Gemini Sun is lively, witty and generous with information, able to explain a hard subject in plain words and to connect people who would never otherwise meet. It keeps a youthful freshness at any age. When stretched thin, the sense of self can feel scattered, as if spread across too many open tabs and promises, and nervous energy may run ahead of rest. Talking can replace doing, and doubt can hide behind a clever reply. Steadiness comes from choosing a few commitments to carry through, and from allowing a core identity to exist beneath all the changing roles.`,
    keywords: ['curiosity', 'communication', 'versatility', 'wit', 'learning', 'connection'],
    strengths: [
      'lively, adaptable mind',
      'clear and witty communication',
      'talent for linking people and ideas',
      'youthful openness to the new',
    ],
    challenges: [
      'scattered attention',
      'restless nervous energy',
      'talking in place of acting',
      'dropping commitments midway',
    ],
  },

  Cancer: {
    summary:
      'In Cancer the Sun finds its purpose in belonging, expressing the will through care, protection and the steady work of making a home for the people it loves.',
    description: `A Sun in Cancer draws its strength from belonging. Cardinal water means feeling is not only felt but acted upon: the will takes the form of caring for people, building a home, keeping traditions alive and stepping in when someone close is in trouble. Because the Moon rules the sign, the solar sense of self is closely linked to moods, memory and the rhythms of family life, and vitality can rise and fall with the emotional climate at home. A warm kitchen and a few trusted faces restore energy faster than any holiday. Purpose often centers on protection, whether of children, of a community or of a history worth remembering, and ambition can be surprisingly strong when it serves the people one loves. At its best this placement offers loyal, perceptive care, a good memory for what matters to others and a quiet toughness under pressure. Strain appears when identity depends too heavily on being needed: the shell closes at small slights, old hurts are replayed, and worry about others can crowd out a life of one's own. Sulking may replace a direct request. Maturity arrives when the Cancer Sun learns to nourish itself as well as others, and to treat its sensitivity as a source of wisdom rather than a weakness.`,
    keywords: ['belonging', 'care', 'protection', 'memory', 'home', 'sensitivity'],
    strengths: [
      'loyal, attentive care',
      'strong protective instincts',
      'emotional perception',
      'quiet toughness in hard times',
    ],
    challenges: [
      'withdrawing at small slights',
      'moods that sway the whole day',
      'identity built on being needed',
      'holding on to old hurts',
    ],
  },

  Leo: {
    summary:
      'The Sun rules Leo and shines here with steady warmth, seeking to create, to lead with heart and to be seen for who it truly is.',
    description: `Here the Sun is at home. Leo is the sign it rules, and fixed fire gives the solar function a steady, generous glow: the will to live is strong, the sense of self is vivid, and there is a natural wish to create something that carries one's own signature. Vitality tends to be robust and is fed by play, romance, praise and the chance to make others happy. Purpose often takes the shape of a stage in the broad sense, such as a classroom, a team, a family or a studio, where the heart can be shown openly. The Leo Sun wants to matter, and it usually knows it. In its warmest form it is loyal, brave and encouraging, the kind of presence that makes a room feel more festive and a frightened friend feel braver. It keeps promises out of pride as much as duty. When the light is not returned, the same strength can turn into a demand for attention, a wounded pride that refuses to apologize, or a fixed stance held mainly to save face. Fear of being overlooked may drive grand gestures that ring hollow. The way forward lies in creating for the joy of it, trusting that dignity does not depend on applause, and letting others shine as well.`,
    keywords: ['creativity', 'pride', 'generosity', 'warmth', 'leadership', 'play', 'self-expression'],
    strengths: [
      'generous, encouraging warmth',
      'creative confidence',
      'loyal and brave leadership',
      'a gift for bringing joy to a room',
    ],
    challenges: [
      'need for constant recognition',
      'pride that resists apology',
      'holding a position to save face',
      'grand gestures in place of substance',
    ],
  },

  Virgo: {
    summary:
      'The Sun in Virgo comes alive through useful work, shaping its identity with skill, careful attention and a steady wish to improve whatever it touches.',
    description: `Competence is how the Sun in Virgo comes to know itself. Mutable earth turns the solar will toward practical improvement, so identity is shaped through skill, daily habits and the satisfaction of a task done properly. Mercury, ruling the sign, gives the mind a sharp eye for detail and a love of method; the person with this Sun often feels most alive while solving a specific problem, whether that means fixing a spreadsheet, planning a meal or training a new colleague. Vitality responds strongly to routine: regular sleep, good food and a sense of order support energy, while chaos drains it. Purpose tends to be found in service rather than fame, and modesty can hide how much is actually being carried. At its best the Virgo Sun is precise, reliable and kind in a practical way, offering help that fits the real need. Under strain, the critical eye turns inward, and self-worth starts to depend on being flawless. Worry can multiply, lists grow longer than the day, and small errors may feel like personal failures. Balance returns when the drive to improve includes gentleness, and when rest is accepted as part of doing good work.`,
    keywords: ['service', 'skill', 'precision', 'improvement', 'routine', 'modesty'],
    strengths: [
      'careful, skilled work',
      'practical helpfulness',
      'an eye for useful detail',
      'reliability in daily tasks',
    ],
    challenges: [
      'harsh self-criticism',
      'worry over small errors',
      'perfectionism that delays finishing',
      'carrying too much without saying so',
    ],
  },

  Libra: {
    summary:
      'With the Sun in Libra, identity takes shape in relationship, and the will seeks fairness, beauty and balance through partnership and thoughtful cooperation.',
    description: `The Sun is in its fall in Libra, which does not weaken the person but changes how the self is found: identity here is discovered in relation to others. Cardinal air makes the will an initiator of contact, proposals and agreements, and Venus, the ruler, gives it a strong feeling for beauty, fairness and good manners. Many with this placement know their own mind best while talking something through with a partner or friend. Vitality tends to rise in pleasant surroundings and harmonious company, and to sag under constant conflict or ugliness. Purpose is often tied to justice, design, mediation or any work that brings opposing parts into balance. At its most graceful the Libra Sun is charming, fair-minded and diplomatic, able to calm a tense room and to see merit on both sides. It brings a sense of proportion to decisions. Under pressure, the wish to please can erase personal preferences, choices are postponed to avoid disappointing anyone, and resentment builds quietly behind a pleasant smile. Self-image may lean too heavily on how others respond. The strength of this Sun grows when it learns that stating a clear position is also a form of fairness, and that a relationship improves when both people are fully present.`,
    keywords: ['partnership', 'fairness', 'harmony', 'diplomacy', 'beauty', 'balance'],
    strengths: [
      'natural diplomacy',
      'a strong sense of fairness',
      'grace and good taste',
      'skill at bringing people together',
    ],
    challenges: [
      'avoiding needed conflict',
      'long indecision',
      'losing personal wishes in a partner',
      'quiet resentment behind politeness',
    ],
  },

  Scorpio: {
    summary:
      'The Sun in Scorpio burns with concentrated intensity, forging identity through depth, loyalty and the hard-won ability to transform after crisis or loss.',
    description: `Intensity defines the Sun in Scorpio. Fixed water holds feeling steady and deep, so the conscious will is concentrated rather than scattered, and purpose is pursued with a focus that can last for years. Mars, the traditional ruler, lends endurance and nerve; Pluto, the modern ruler, adds a pull toward hidden truths and profound change. The self is often forged in crisis: a loss, a secret uncovered or a private struggle can become the turning point that shows what this person is made of. Vitality has great reserves, though it is guarded and rarely displayed. Daily life may look calm on the surface while a great deal goes on underneath. At its finest this placement gives loyalty, psychological insight, honesty about hard subjects and a rare ability to recover and begin again. It does not look away where others do. Under strain, the need for control can grow, trust becomes hard to give, and hurt may be kept alive as a grudge or as silence. Power struggles can replace intimacy. Renewal comes when the Scorpio Sun lets others see some of what it feels, releases what is already over, and directs its formidable will toward healing, research or protecting those who are vulnerable.`,
    keywords: ['intensity', 'depth', 'transformation', 'loyalty', 'insight', 'endurance', 'privacy'],
    strengths: [
      'deep psychological insight',
      'unwavering loyalty',
      'resilience after crisis',
      'courage to face hard truths',
    ],
    challenges: [
      'need for control',
      'difficulty trusting others',
      'holding grudges',
      'secrecy that becomes isolation',
    ],
  },

  Sagittarius: {
    summary:
      'In Sagittarius the Sun is a seeker, drawing vitality from travel, learning and belief, and shaping its purpose around the search for meaning and truth.',
    description: `With the Sun in Sagittarius, the self is always partly on the road. Mutable fire gives a restless, hopeful vitality that is renewed by movement, fresh air, new faces and the sense that something bigger lies just ahead. Jupiter, the ruler, enlarges the solar will into a search for meaning, so identity is often shaped by beliefs, studies, travels and the teachers met along the way. Purpose tends to be expressed as a question (what is true, what is fair, what is possible) more than as a fixed goal. Humor is a survival tool here, and bluntness is a kind of respect. In good form this Sun is generous, candid and encouraging, quick to offer a second chance and able to make a long journey or a hard lesson feel like an adventure. Its optimism spreads easily to others. Under strain, the appetite for freedom can make every commitment feel like a cage, promises outrun what can be delivered, and a favorite philosophy may harden into a sermon. Details slide, and restlessness may be mistaken for growth. This Sun matures when its vision gains a steady practice, when it listens as widely as it travels, and when faith is proved through everyday follow-through.`,
    keywords: ['exploration', 'optimism', 'meaning', 'freedom', 'learning', 'candor'],
    strengths: [
      'infectious optimism',
      'honest, open speech',
      'a broad, generous outlook',
      'love of learning and travel',
    ],
    challenges: [
      'fear of being tied down',
      'promising more than can be delivered',
      'preaching instead of listening',
      'carelessness with details',
    ],
  },

  Capricorn: {
    summary:
      'The Sun in Capricorn builds its identity through discipline and achievement, growing stronger with time as patient effort turns long-range goals into lasting results.',
    description: `The Sun in Capricorn measures itself in years, not days. Cardinal earth gives the conscious will a strategic bent: goals are set, plans are drafted and progress is made one tested step at a time. Saturn, the ruler, brings discipline, caution and a serious respect for responsibility, so identity is often bound up with work, status and the duties one has agreed to carry. Vitality can seem modest in youth and then grow with age, as experience brings confidence and the structures built along the way start to bear weight. A dry, understated humor often eases the seriousness. In daily life this may look like the reliable sibling, the manager who stays late to fix the problem or the person who saves quietly for a distant aim. At its best this placement is steady, ethical and patient, able to lead without fuss and to turn ambition into something useful for others. Under strain, self-worth gets tied too tightly to achievement, rest feels undeserved, and emotions are shelved until they become a heavy load. Rigidity or pessimism may set in. The path forward is to let success include warmth, play and time with loved ones, and to treat the self as more than a job title.`,
    keywords: ['ambition', 'discipline', 'responsibility', 'patience', 'structure', 'achievement'],
    strengths: [
      'long-range planning',
      'dependable sense of duty',
      'patience that outlasts setbacks',
      'calm, practical leadership',
    ],
    challenges: [
      'self-worth tied to success',
      'overwork at the cost of rest',
      'emotional reserve',
      'rigidity and pessimism',
    ],
  },

  Aquarius: {
    summary:
      'With the Sun in Aquarius, the self is defined by ideas, friendship and principle, and the will turns toward originality, fairness and the good of the group.',
    description: `In Aquarius the Sun sits opposite its home sign, and the self is defined less by personal glory than by ideas, friendships and the good of the group. Fixed air makes the will steady in principle: once a conviction has formed, it tends to hold, even against fashion or pressure. Saturn, the traditional ruler, gives structure and a sense of duty to the collective, while Uranus, the modern ruler, adds originality, impatience with dull rules and the habit of seeing the future early. Identity often grows through being different on purpose, or through belonging to a circle of like-minded people. Vitality is sparked by new concepts, causes and shared projects more than by personal praise. At its best this Sun is fair, inventive and humane, treating everyone as an equal and imagining practical ways to make systems work better. It can be a steady friend across many years. Under strain, detachment becomes distance, independence turns contrary, and a strong theory may win out over the feelings of the people nearby. Emotional needs can be dismissed as irrational. This placement thrives when its ideals are tested against real relationships, and when it allows warmth and closeness to be part of the future it hopes to build.`,
    keywords: ['originality', 'independence', 'friendship', 'principle', 'reform', 'community'],
    strengths: [
      'inventive, forward-looking mind',
      'fairness toward everyone',
      'loyalty to friends and causes',
      'courage to stand apart',
    ],
    challenges: [
      'emotional distance',
      'contrariness for its own sake',
      'ideas overriding feelings',
      'stubborn attachment to principles',
    ],
  },

  Pisces: {
    summary:
      'The Sun in Pisces expresses itself through empathy and imagination, with a fluid sense of self that seeks meaning in compassion, art and quiet inner life.',
    description: `The boundaries of the self are soft when the Sun is in Pisces. Mutable water lets identity flow and adapt, taking on the colors of a setting or the moods of the people in it, and the conscious will is often guided more by intuition and feeling than by a fixed plan. Jupiter, the traditional ruler, lends faith and generosity; Neptune, the modern ruler, adds imagination, idealism and a longing for something larger than ordinary life. Purpose may come through art, music, spiritual practice, caregiving or any work that eases suffering. Vitality tends to be sensitive and needs regular retreat: time near water, sleep, solitude and quiet creative absorption help restore it. At its most inspired this placement is compassionate, forgiving and deeply creative, able to sense what is unspoken and respond with grace. It gives freely of time and attention. Under strain, the soft boundaries let in too much: energy drains away, clear decisions are avoided, and escape into fantasy or distraction may seem easier than facing facts. Self-sacrifice can slide into martyrdom. This Sun grows stronger when it gives its dreams practical shape, keeps some firm limits, and learns that compassion includes caring for its own needs.`,
    keywords: ['compassion', 'imagination', 'intuition', 'sensitivity', 'faith', 'creativity'],
    strengths: [
      'deep empathy',
      'rich imagination',
      'gentle, forgiving nature',
      'openness to the spiritual',
    ],
    challenges: [
      'weak personal boundaries',
      'escaping hard facts',
      'avoiding clear decisions',
      'self-sacrifice to the point of depletion',
    ],
  },
};
