import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Uranus in each of the twelve signs.
export const URANUS_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Uranus in Aries breaks new ground on impulse, freeing the self through bold first moves and a refusal to wait for anyone\'s permission to begin.',
    description: `Change comes like a struck match. Uranus in the cardinal fire of Aries, a sign ruled by Mars, wants freedom in its most direct form: the right to act, to try, to be the first through an unopened door. Those born during this passage share a restless, pioneering mood, a sense that old ways of doing things can simply be skipped. Each person carries that mood in a private key, perhaps as the urge to quit a dull job on a Monday and start a small business by Friday, or to take up a sport nobody in the family has ever tried.

Invention here is quick and physical. Ideas arrive in flashes and are tested at once, often with tools in hand rather than plans on paper. Independence is less a philosophy than a reflex.

Under pressure, that reflex can turn rash. Rebellion may flare against any limit, useful or not, and projects can be dropped the moment they stop feeling new. Friends may feel startled by sudden exits.

The best use of this placement pairs the spark with a second step. When the courage to begin is joined by the patience to see one thing through, the result is genuine pioneering that opens a path for others to follow.`,
    keywords: ['pioneering', 'impulse', 'independence', 'sudden starts', 'courage', 'self-reliance'],
    strengths: ['courage to try what has never been done', 'quick, hands-on invention', 'freedom from fear of failure', 'energy that rallies others to begin'],
    challenges: ['rebelling against helpful limits', 'abandoning projects once they feel familiar', 'abrupt exits that unsettle others', 'acting before thinking'],
  },
  Taurus: {
    summary: 'Uranus in Taurus shakes up the settled world of money, land and the body, slowly reinventing what security, value and comfort really mean.',
    description: `Slow ground is asked to move. Taurus is fixed earth under the rule of Venus, a sign that prizes what is steady, owned and touched, and Uranus brings it the jolt of reinvention. The tension between these two is the heart of the placement. A generation born with it tends to question how value is measured: what money is, who owns the land, how food is grown, what the body needs to feel safe. In a single life that question may show up as an unusual relationship with possessions, a talent for new crafts or materials, or a career built around fresh ways of earning.

At its best, this is patient innovation. Changes are rooted in the real world and built to last, and practical good sense keeps wild ideas grounded. A garden planted with an experimental method, a savings plan that breaks with family habit, a new trade learned with care: these are its quiet revolutions.

Strain appears when stubbornness meets sudden change. Security can feel shaken by events outside personal control, and the response may be to cling hard or to throw everything away at once.

Growth lies in letting values evolve at a human pace, so that what is new can take root and feed many seasons.`,
    keywords: ['new values', 'reinvented security', 'practical innovation', 'resources', 'the body', 'steady change'],
    strengths: ['lasting, well-grounded innovation', 'fresh ideas about money and resources', 'talent for new crafts and materials', 'calm endurance through upheaval'],
    challenges: ['swinging between clinging and letting go', 'resisting change until it arrives by force', 'anxiety when material security shifts', 'stubborn attachment to one new method'],
  },
  Gemini: {
    summary: 'Uranus in Gemini electrifies the mind and its messages, sparking quick new ways to speak, learn, connect and move information from place to place.',
    description: `Thought moves at the speed of a current here. Gemini is mutable air ruled by Mercury, and Uranus in it lights up every channel of talk, trade and learning. Those born under this passage grow up expecting new ways to send messages and to travel, and they often take to fresh tools of communication as if they had always known them. For the individual, the gift may look like a mind that makes sudden leaps, a knack for languages or slang, or an easy comfort with many sources of news at once.

Curiosity is unruly and wide. Conversations jump from subject to subject, and the strangest connection between two ideas is often the most useful one. Siblings, neighbors and short trips can bring unexpected turning points.

When nerves run high, this brilliance scatters. Attention splits into too many pieces, plans change hourly, and a love of clever argument may stir up trouble for its own sake. Rest can be hard to find when the mind will not switch off.

Focus is the ally that brings it together. Choosing a few lines of inquiry and following each one to the end lets this inventive, lively mind give the world something more than sparks.`,
    keywords: ['quick thinking', 'new media', 'curiosity', 'restless mind', 'communication', 'versatility'],
    strengths: ['flashes of original insight', 'ease with new tools of communication', 'linking ideas across fields', 'lively and open-minded talk'],
    challenges: ['scattered attention', 'nervous strain and poor rest', 'arguing for the thrill of it', 'changing plans too often'],
  },
  Cancer: {
    summary: 'Uranus in Cancer rewrites the meaning of home and family, seeking emotional freedom while inventing new ways to care for and belong to others.',
    description: `What counts as a family? With Uranus in Cancer, a cardinal water sign ruled by the Moon, that question is asked again from the beginning. The generation born here tends to grow up with changing households, moves, or a sense that the old shape of home no longer fits, and many go on to build their own versions: chosen families, shared houses, unusual living arrangements. Personally, this can feel like a deep need for belonging paired with an equally strong need for room to breathe.

The Moon's rule makes the process emotional rather than abstract. Moods can shift suddenly, and memories may surface with surprising force, sometimes bringing a clear insight about the past. A talent for nurturing in unexpected ways often appears, such as caring for friends as if they were kin or creating a home that welcomes people others overlook.

Under stress, the tension between closeness and freedom can unsettle relationships. Restless moves, sudden withdrawals, or a fear of being tied down may leave loved ones uncertain.

Healing comes through accepting both needs. A home with open doors and a few firm anchors gives this placement what it wants: a safe base from which to keep growing.`,
    keywords: ['chosen family', 'emotional freedom', 'new homes', 'belonging', 'changing roots', 'intuition'],
    strengths: ['inventive ways of caring for others', 'openness to new kinds of family', 'sudden emotional insight', 'warm welcome for outsiders'],
    challenges: ['restless moves and unsettled roots', 'swinging between closeness and distance', 'mood changes that surprise others', 'fear of being held too tightly'],
  },
  Leo: {
    summary: 'Uranus in Leo demands the freedom to shine in an original way, turning creativity, play and love into acts of bold self-expression.',
    description: `A stage is required, and it must be one nobody else has built. Leo is fixed fire ruled by the Sun, the sign of pride, play and the open heart, and Uranus here insists that each person be allowed to express a singular self. A generation with this placement often pushes the arts, entertainment and romance toward new forms, and tends to treat personal style as a kind of declaration. In one life, it may show as a taste for unusual hobbies, a daring approach to performance, or love affairs that ignore convention.

The Sun's rule gives warmth to the rebellion. This is not cold defiance but a generous wish to be seen and to let others be seen too. Children, creative projects and moments of pure fun can bring sudden, joyful breakthroughs.

The shadow is a need for attention that turns willful. Fixed fire can dig in, and pride may refuse to bend even when change is wise. Drama can replace real originality when the applause matters more than the work.

At its finest, this placement makes courage contagious. Self-expression offered freely, without needing to win, helps a whole room feel brave enough to play.`,
    keywords: ['original self-expression', 'creativity', 'bold style', 'romance', 'play', 'pride'],
    strengths: ['daring creative vision', 'warm and generous originality', 'courage to stand out', 'playful new forms of art and fun'],
    challenges: ['willful pride', 'craving attention over substance', 'stubborn refusal to adapt', 'drama in place of real change'],
  },
  Virgo: {
    summary: 'Uranus in Virgo reforms the details of work, health and daily routine, finding freedom in better methods and inventive ways to be useful.',
    description: `Small things are where the revolution starts. Virgo is mutable earth ruled by Mercury, a sign of craft, service and careful analysis, and Uranus here aims its urge for change at the practical systems of life: how work gets done, how bodies are cared for, how tasks are sorted and shared. People born in this stretch often arrive with a fresh view of jobs and wellness, and many take easily to new techniques and tools. On a personal level, it can mean a love of fixing processes, a habit of trying new routines, or a career in a field that did not exist a generation earlier.

Mercury's rule makes this a thinking kind of reform. Problems are studied, broken down and rebuilt with clever shortcuts. A kitchen, a workshop or a schedule may be reorganized overnight after one bright idea.

Strain appears as nervous fussing. Routines can be changed so often that nothing settles, and criticism of old methods may turn sharp. Worry about health or performance can run ahead of the facts.

Kindness toward imperfection steadies it. When improvement serves people rather than standards alone, this placement becomes a quiet, steady force for making daily life easier for many.`,
    keywords: ['reform', 'new methods', 'work', 'wellness', 'practical invention', 'analysis'],
    strengths: ['clever improvements to systems', 'openness to new health practices', 'precise, practical problem solving', 'usefulness with a fresh angle'],
    challenges: ['nervous restlessness about details', 'changing routines too often', 'sharp criticism of old ways', 'worry running ahead of facts'],
  },
  Libra: {
    summary: 'Uranus in Libra reinvents partnership and fairness, seeking relationships that leave room for freedom and a sense of balance that is truly shared.',
    description: `Partnership is rewritten in this placement. Libra is cardinal air under the rule of Venus, the sign of the other person, of beauty, justice and the agreements that hold people together. Uranus asks those agreements to grow more equal and more free. A generation with this position tends to question fixed roles in love and marriage and to experiment with new kinds of commitment. In an individual chart, that may show as a need for a partner who is also a friend, a taste for unusual alliances, or a strong reaction to anything that seems unfair.

Venus lends grace to the process. New ideas about relating are often put forward charmingly, and there can be real talent for design, mediation, or art that surprises the eye.

Difficulty comes when closeness feels like a trap. Relationships may start quickly and end suddenly, or a person may keep one foot out the door. A restless search for the ideal arrangement can overlook the real one already at hand.

Honest conversation is the remedy. Partners who agree openly on how much space each needs can create bonds that are lively, fair and lasting, an example of balance that others can learn from.`,
    keywords: ['equal partnership', 'freedom in love', 'fairness', 'new commitments', 'design', 'diplomacy'],
    strengths: ['fresh ideas about fair relationships', 'talent for surprising design', 'respect for a partner\'s independence', 'skill at bringing opposites together'],
    challenges: ['sudden starts and ends in relationships', 'keeping one foot out the door', 'chasing an ideal partnership', 'indecision about commitment'],
  },
  Scorpio: {
    summary: 'Uranus in Scorpio awakens change from the depths, exposing hidden forces and freeing what was buried through intense, transforming insight.',
    description: `Nothing stays hidden for long under this placement. Scorpio is fixed water, traditionally ruled by Mars and in modern practice also by Pluto, a sign of intimacy, secrets, shared resources and the cycle of endings and renewals. Uranus here drives change from below the surface, where taboos, power and desire live. A generation born with it often brings frank talk about subjects earlier ones avoided, from sexuality to death to debt. One person may express this as a gift for research, a sharp sense for what others conceal, or life turns that arrive as sudden, total transformations.

The Martial side gives the process nerve. Insights tend to come with intensity, and once something has been seen, there is rarely any going back.

Under strain, intensity hardens. Control struggles, suspicion, or all-or-nothing choices may damage trust. Rebellion can take a secretive form, and emotional upheaval may feel overwhelming.

Transformation goes best when it is chosen rather than forced. Facing difficult truths with honesty and care turns this deep, searching energy into a source of healing, helping others release what they have held too long.`,
    keywords: ['transformation', 'hidden truths', 'intensity', 'taboo', 'renewal', 'depth'],
    strengths: ['fearless insight into hidden matters', 'capacity for deep renewal', 'research that uncovers the truth', 'honesty about difficult subjects'],
    challenges: ['power struggles and control', 'all-or-nothing choices', 'secretive rebellion', 'emotional upheaval that overwhelms'],
  },
  Sagittarius: {
    summary: 'Uranus in Sagittarius frees belief and widens horizons, seeking truth through travel, study and bold new ideas about how life should be lived.',
    description: `Horizons stretch wide with Uranus in Sagittarius. This mutable fire sign, ruled by Jupiter, looks toward distant lands, higher learning and the search for meaning, and Uranus here questions every received answer. A generation born during this period tends to treat faith, philosophy and education as open fields rather than fixed roads, and may favor travel, foreign cultures or independent study. In a personal life, the theme could appear as a restless spiritual search, a sudden decision to live abroad, or a love of ideas that cross borders.

Jupiter's influence gives optimism to the quest. There is faith that freedom of thought will lead somewhere better, and enthusiasm that draws others along. Teachers, mentors and long trips can all bring turning points.

Strain shows as restlessness without a destination. Beliefs may be dropped and replaced too quickly, and a passion for truth can harden into preaching. Commitments that limit movement may feel unbearable.

The answer is to let experience test ideas. A seeker who returns from each journey to share what was learned becomes a bridge between worlds and a source of hope for others.`,
    keywords: ['free thought', 'travel', 'spiritual search', 'broad horizons', 'philosophy', 'optimism'],
    strengths: ['open-minded vision', 'ease with other cultures', 'hopeful, inspiring energy', 'courage to question beliefs'],
    challenges: ['restlessness without direction', 'dropping beliefs too quickly', 'preaching new truths', 'avoiding any commitment that limits movement'],
  },
  Capricorn: {
    summary: 'Uranus in Capricorn reshapes authority and structure, tearing down what no longer works while patiently building new institutions in its place.',
    description: `Old walls come under review here. Capricorn is cardinal earth ruled by Saturn, the sign of structure, duty, government and the long climb to achievement, and Uranus in it sets the urge for freedom against the weight of tradition. People born with this placement often grow up watching institutions change, and many feel called to reform them from within. Personally, the theme may look like an unconventional career path, a talent for organizing new ventures, or a complicated relationship with rules and those who enforce them.

Saturn's rule keeps the revolution practical. Change is rarely wild here; it proceeds step by step, with an eye on results. A person might spend years inside a company quietly rebuilding its methods, or create a new kind of business that outlasts its founders.

Under strain, the tension between control and change becomes sharp. Resentment of authority can sit alongside a secret wish to be in charge, and ambition may turn cold. Fear of instability might keep outdated habits in place.

Responsibility is the key. When ambition serves the common good, this placement becomes a builder of sound new structures that many people can rely on.`,
    keywords: ['reform of structures', 'authority', 'ambition', 'new institutions', 'discipline', 'practical change'],
    strengths: ['patient, step-by-step reform', 'talent for building new institutions', 'realistic view of change', 'leadership in unusual careers'],
    challenges: ['conflict with authority', 'cold or rigid ambition', 'fear of instability', 'clinging to control while demanding change'],
  },
  Aquarius: {
    summary: 'Uranus in Aquarius is the planet at home, charging a generation with ideals of equality, community and future-minded invention.',
    description: `Here Uranus works in its own sign. Aquarius is fixed air, ruled traditionally by Saturn and in modern practice by Uranus itself, and the combination is strongly idealistic: ideas about the group, equal rights, science and the future flow freely. A generation born with this placement tends to feel at ease with networks, technology and causes that cross national borders. For any single person, it may appear as an instinct for fairness, a circle of unlikely friends, or a mind that enjoys systems and how they could be improved.

The Saturn side adds structure to the dream. Visions are often carried into organizations, clubs and movements built to last, and there can be real skill at bringing people together around a shared goal.

The risk is detachment. Principles can matter more than people, and fixed air may hold stubbornly to an idea long after its time. Individuality can tip into coldness or contrarian habits.

Warmth balances it out. When the love of humanity includes the person across the table, this placement becomes a living example of how freedom and friendship can grow together.`,
    keywords: ['equality', 'community', 'innovation', 'future vision', 'networks', 'idealism'],
    strengths: ['strong sense of fairness', 'talent for building communities', 'comfort with new technology', 'original, future-minded ideas'],
    challenges: ['emotional detachment', 'stubborn attachment to principles', 'contrarian habits', 'caring for causes more than people'],
  },
  Pisces: {
    summary: 'Uranus in Pisces dissolves old boundaries of belief and feeling, awakening imagination, compassion and new ways of reaching the unseen.',
    description: `Dreams become a source of change in this placement. Pisces is mutable water, ruled traditionally by Jupiter and in modern practice by Neptune, and it is the sign of compassion, imagination and the longing for something larger than the self. Uranus here brings sudden openings in these realms. A generation born with it tends to explore new forms of spirituality, art and healing, and may feel little need to follow the boundaries older people took for granted. Personally, this might show as vivid intuition, an unusual artistic gift, or flashes of insight that arrive during quiet moments.

Jupiter's rule brings generosity, and the Neptune link brings vision. Freedom here is felt as a release from rigid roles and a wish to help anyone who suffers. Music, film and other arts that blur the line between real and imagined can carry real breakthroughs.

When confusion rises, the gift can turn slippery. Escapism, unclear plans, or a tendency to drift may weaken follow-through. Sensitivity can become overwhelm.

Gentle structure helps. A steady daily rhythm gives this imaginative and compassionate energy a shape through which it can truly change lives.`,
    keywords: ['imagination', 'compassion', 'intuition', 'spiritual awakening', 'art', 'healing'],
    strengths: ['vivid intuition', 'compassion without borders', 'original artistic vision', 'openness to new spiritual paths'],
    challenges: ['escapism and drifting', 'unclear plans', 'overwhelming sensitivity', 'weak follow-through'],
  },
};
