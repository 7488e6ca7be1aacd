import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';
// Urania's own text (original writing for this project), locale en: Black Moon Lilith (the mean lunar apogee) in each of the twelve signs.
export const LILITH_IN_SIGN_EN: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Black Moon Lilith in Aries holds a raw, unasked-for drive to act alone, and reclaims it by treating self-direction as a birthright rather than an offense.',
    description: `What gets pushed out of sight here is plain, unpolished will. In cardinal fire ruled by Mars, the lunar apogee marks the urge to move first, to say no without a reason, and to want something loudly. Somewhere along the way that urge may have been labeled selfish, rude or frightening, so it went underground and learned to appear only in bursts.

Everyday signs of the pattern are easy to spot once named: a flash of fury when someone finishes a sentence for this person, a refusal to follow instructions that were perfectly reasonable, or a private thrill at breaking a small rule. Under strain, the exiled drive turns into rebellion for its own sake, picking fights to prove that no one is in charge, or it collapses into a flat, resentful compliance that leaks out later as sharp words.

At its best, this placement knows exactly where its own edges are. Once the right to act without permission is owned calmly, the heat becomes clean: a readiness to lead when others freeze, to leave a situation that demands too much bowing, and to back anyone else who is told to make themselves smaller.`,
    keywords: ['autonomy', 'defiance', 'raw will', 'independence', 'anger', 'initiative'],
    strengths: ['acts without waiting for approval', 'clear personal boundaries', 'courage under pressure', 'defends the right to say no'],
    challenges: ['rebellion for its own sake', 'sudden flashes of fury', 'resentful compliance', 'distrust of any authority'],
  },
  Taurus: {
    summary: 'Black Moon Lilith in Taurus guards a deep, stubborn hunger for pleasure and bodily self-possession that was once shamed, and reclaims it through unhurried, owned enjoyment.',
    description: `The body itself becomes the contested ground. Fixed earth ruled by Venus gives the apogee a slow, sensual tone: appetite, touch, rest, the feel of good bread or warm sun on the skin. These simple wants may have been treated as indulgent or improper, or someone else may have claimed the right to decide what this person could own, eat, wear or enjoy.

The exile shows up in quiet ways. There may be guilt after a perfectly ordinary treat, a fierce attachment to certain belongings, or a flat refusal to be hurried that others read as laziness. Under pressure, the untamed side swings between denial and excess, holding back for weeks and then taking far more than is wanted. Possessiveness can also appear, as if losing one thing means losing control of the self.

Reclaimed, the same energy is wonderfully steady. Here is someone who knows what the body likes and does not apologize for it, who values consent and ownership in every sense, and who can teach others to slow down and enjoy what is already theirs. Pleasure, once a source of shame, turns into a firm and generous kind of self-respect.`,
    keywords: ['sensuality', 'appetite', 'possession', 'body', 'stubbornness', 'self-worth'],
    strengths: ['unashamed enjoyment', 'strong sense of consent', 'steady under pressure', 'knows what the body needs'],
    challenges: ['guilt over simple pleasures', 'swinging between denial and excess', 'possessiveness', 'refusing to budge'],
  },
  Gemini: {
    summary: 'Black Moon Lilith in Gemini stores up the words, questions and curiosity that were once silenced, and frees them by speaking its own mind with wit and nerve.',
    description: `Forbidden questions live at the heart of this placement. In mutable air ruled by Mercury, the apogee gathers around language: the comment that was hushed at the dinner table, the taboo subject nobody would explain, the clever remark that earned a scolding. A quick, restless mind may have learned early that some thoughts were unwelcome, and so it learned to keep a second, private conversation running underneath the polite one.

Day to day, this can look like a sharp tongue that slips out at awkward moments, a love of gossip or secrets, or an itch to say exactly the thing no one else will. Strain brings scattered, nervous talk, half-truths used as armor, or a habit of mocking what cannot be discussed openly. Some people with this placement go quiet instead, doubting that their own words will ever be taken seriously.

The reclaiming comes through honest speech. Writing, teaching, comedy and frank conversation all give this restless mind a place to breathe. When the fear of being silenced eases, what remains is a rare gift for naming the unspoken, asking the awkward but necessary question, and making hard topics easier for everyone to approach.`,
    keywords: ['taboo speech', 'curiosity', 'secrets', 'wit', 'questions', 'restlessness'],
    strengths: ['names what others avoid', 'quick, fearless wit', 'asks the necessary question', 'makes hard topics approachable'],
    challenges: ['cutting remarks at bad moments', 'half-truths as armor', 'scattered nervous talk', 'doubting its own voice'],
  },
  Cancer: {
    summary: 'Black Moon Lilith in Cancer uncovers a fierce, untidy need for nurture and emotional freedom, and heals by refusing to care on anyone else\'s terms.',
    description: `Family expectations press hardest on this apogee. Cardinal water ruled by the Moon places Lilith in the Moon's own home, so the tension is personal and close: who is allowed to need, who must give, and what kind of caring counts as acceptable. Often the exile involves feelings that did not fit the family mold, such as anger at a parent, ambivalence about caretaking, or a hunger for comfort that felt too large to admit.

In ordinary life this can show as a mood that turns quickly from tenderness to coldness, an uneasy relationship with home, or a strong pull to mother others while secretly resenting it. When stress runs high, protective instincts become smothering or defensive, and old family patterns replay in new relationships without being noticed. There may also be a deep wish to belong that sits beside an equally strong urge to walk out the door.

Once these tangled feelings are allowed, a real strength emerges. Care becomes chosen rather than owed, and home becomes a place this person builds on purpose. That freedom makes room for a wild, loyal, protective warmth that shelters others without ever asking them to shrink.`,
    keywords: ['nurture', 'family', 'belonging', 'emotional freedom', 'protection', 'moods'],
    strengths: ['fierce protective loyalty', 'care given by choice', 'honest about mixed feelings', 'builds a home on its own terms'],
    challenges: ['resentful caretaking', 'sudden emotional withdrawal', 'replaying family patterns', 'smothering or defensive moods'],
  },
  Leo: {
    summary: 'Black Moon Lilith in Leo hides a bold, unruly wish to be seen and adored, and reclaims it by shining without needing anyone\'s permission.',
    description: `Pride sits in exile with this placement. Fixed fire ruled by the Sun gives the apogee a hunger for attention, admiration and creative play that may once have been teased, envied or cut down as showing off. The result can be a person who either hides their light completely or insists on the spotlight with a force that surprises even themselves.

Small moments reveal the split. Praise might feel embarrassing and also never enough; a creative project might be abandoned just as it starts to work, for fear that someone will laugh. Under pressure, wounded pride turns dramatic, demanding loyalty and sulking when attention wanders, or it goes cold and aloof, pretending not to care about recognition at all. Romance can become a stage for testing whether love is truly given.

The turning point arrives when this person stops asking whether they deserve to be noticed. Owned openly, the Leo apogee brings magnetic presence, playful sexuality, and a daring creative streak that will not be tamed into something safe. Such a person often lights the way for others, giving quieter people courage to take a bow and let themselves be admired too.`,
    keywords: ['pride', 'visibility', 'creativity', 'desire to be adored', 'drama', 'play'],
    strengths: ['magnetic presence', 'daring creative expression', 'generous with encouragement', 'shines without apology'],
    challenges: ['hiding talent out of fear', 'demanding constant loyalty', 'wounded pride and sulking', 'coldness masking hurt'],
  },
  Virgo: {
    summary: 'Black Moon Lilith in Virgo rebels against impossible standards of purity and usefulness, and finds freedom by honoring the body and its messy, imperfect intelligence.',
    description: `Perfection is the cage here. In mutable earth ruled by Mercury, the lunar apogee presses against rules about being clean, correct, modest and helpful. Somewhere, the message may have been that worth depends on being flawless or of service, and that anything untidy, earthy or self-serving should be hidden. Natural instincts then get filed away as faults.

Daily life can reflect this in a constant hum of self-criticism, a fussy control of routines, or a secret disgust with one's own needs. Other people may notice a sharp eye for their flaws before they notice the kindness underneath. On a bad week, service turns into martyrdom, work expands to fill every hour, and the body protests with tension, fatigue or restlessness that is easy to ignore. A quiet streak of rebellion may appear in odd, private habits that break all the rules at once.

When the demand for purity is set down, this Lilith becomes a skilled and earthy healer of shame. Craft, careful work and attention to the body turn into sources of pleasure rather than penance. Such a person learns that being useful and being whole are different things, and helps others make peace with their own imperfections.`,
    keywords: ['purity', 'perfectionism', 'service', 'self-criticism', 'body wisdom', 'craft'],
    strengths: ['skilled and careful hands', 'frank about the body', 'helps others release shame', 'practical honesty'],
    challenges: ['harsh inner critic', 'service turned martyrdom', 'controlling routines', 'hidden disgust with needs'],
  },
  Libra: {
    summary: 'Black Moon Lilith in Libra refuses the role of the agreeable partner, and reclaims autonomy by choosing relationships as an equal rather than as a mirror.',
    description: `Agreeableness carries a hidden cost in this sign. Cardinal air ruled by Venus sets the apogee inside the space between two people, where pressure to be pleasant, fair and attractive can crowd out honest desire. There may be an old lesson that keeping the peace comes first, that anger ruins beauty, or that one's value lies in how well one fits someone else's picture.

In practice the tension often looks like saying yes while meaning no, or holding a relationship together through charm while inner resentment quietly builds. Others swing the opposite way and rebel against partnership itself, keeping everyone at a graceful distance. When tension builds, social grace becomes a mask, judgment of others grows sharp, and sudden breaks in a relationship appear out of nowhere to those on the other side.

Freedom comes when fairness includes the self. A Libra Lilith that owns its desires can negotiate boldly, flirt without losing itself, and insist on true equality in love and work. There is real elegance in someone who can hold a boundary with courtesy, and this placement often becomes an advocate for anyone pushed into silence by the need to be nice.`,
    keywords: ['partnership', 'equality', 'charm', 'people-pleasing', 'justice', 'desire'],
    strengths: ['insists on true equality', 'firm boundaries held with grace', 'bold negotiation', 'advocates for the silenced'],
    challenges: ['yes that means no', 'charm used as a mask', 'sudden breaks in relationships', 'keeping everyone at a distance'],
  },
  Scorpio: {
    summary: 'Black Moon Lilith in Scorpio confronts intense desire, power and the forbidden head on, and reclaims them by owning its own depth without shame.',
    description: `Intensity is both the gift and the trouble. In fixed water ruled by Mars, with Pluto as its modern ruler, the apogee meets a sign already at home with secrets, sexuality and power. What tends to be exiled is the full force of feeling: jealousy, longing, rage and sexual appetite that may have been treated as dangerous or dirty. Such feelings rarely vanish; they go deep and wait.

Everyday life may show a guarded manner that hides a storm underneath, a fascination with what others find dark, or a strong instinct for the motives people would rather hide. Trust comes slowly, and betrayal, once felt, is hard to forget. In hard times, control becomes the main strategy, whether through silence, testing loyalty, or holding on long after letting go would be wiser. Power struggles in close relationships can feel almost unavoidable.

Owned consciously, this is one of the most courageous expressions of the apogee. Here lives someone who can sit with what others avoid, speak about sex, death and money without flinching, and support real change in people who are ready. Depth, once a source of shame, turns into steady strength and a deep, unshakable loyalty to truth.`,
    keywords: ['intensity', 'desire', 'power', 'secrets', 'transformation', 'loyalty'],
    strengths: ['unflinching honesty', 'reads hidden motives', 'steady in a crisis', 'loyal to the truth'],
    challenges: ['control and testing', 'holding on to betrayal', 'jealous storms', 'power struggles in intimacy'],
  },
  Sagittarius: {
    summary: 'Black Moon Lilith in Sagittarius chafes against borrowed beliefs and fenced-in horizons, and reclaims its freedom by seeking truth on its own wild terms.',
    description: `Belief is where the boundary gets tested. Mutable fire ruled by Jupiter sends the apogee roaming across philosophy, religion, travel and the big questions of meaning. Often there was a family creed, a school of thought or a community rule that did not fit, and questioning it was treated as disloyal. The urge to wander, doubt and explore then gets pushed to the edge of life.

This can show as a restless streak that bolts whenever commitment looks like confinement, a habit of blunt statements that offend, or a fascination with forbidden ideas and faraway places. If things go badly, the search for freedom can become escape, the love of truth can harden into preaching, and any rule may be rejected simply because someone else wrote it. Promises may be made with great enthusiasm and then abandoned as soon as they feel heavy.

Reclaimed, this Lilith is a brave and generous explorer. It trusts its own sense of meaning, speaks plainly about what it has found, and leaves space for others to do the same. Teaching, writing and travel become ways of sharing a hard-won freedom, and the wildness turns into a fresh, honest faith in life itself.`,
    keywords: ['freedom', 'belief', 'exploration', 'bluntness', 'truth', 'restlessness'],
    strengths: ['independent thinking', 'brave honesty', 'open to foreign ideas', 'inspires others to question'],
    challenges: ['escape dressed as freedom', 'preaching its own view', 'broken promises', 'rejecting all rules'],
  },
  Capricorn: {
    summary: 'Black Moon Lilith in Capricorn struggles with authority, ambition and control, and reclaims its power by building a life according to its own rules.',
    description: `Authority casts a long shadow on this placement. Cardinal earth ruled by Saturn puts the apogee in the world of duty, status and structure. There may have been a strict parent, a rigid system, or an early sense that feelings had to be kept under firm control to be respected. Ambition itself can feel suspect, either forbidden or demanded at too high a price.

In daily routines this may look like working far harder than anyone asked, refusing help out of pride, or a hidden contempt for the bosses one obeys. Some grow into the strict authority they once resented; others quietly undermine every structure they join. Pressure makes coldness a shield, emotions are filed away as weakness, and success never quite feels earned. Sexual and emotional needs may be kept strictly separate from the serious business of life.

When the rules become chosen rather than inherited, a remarkable steadiness appears. This Lilith can hold real power without abusing it, create lasting work that reflects private values, and model a kind of leadership that does not demand the sacrifice of feeling. Time tends to favor this placement, bringing an authority that is earned, unshakable and entirely its own.`,
    keywords: ['authority', 'ambition', 'control', 'discipline', 'status', 'self-rule'],
    strengths: ['earned authority', 'lasting achievements', 'calm under pressure', 'fair use of power'],
    challenges: ['rigid self-control', 'contempt for superiors', 'refusing help out of pride', 'separating feeling from duty'],
  },
  Aquarius: {
    summary: 'Black Moon Lilith in Aquarius is the outsider who will not conform, and turns that rebellion into freedom by building communities that welcome difference.',
    description: `Being different was once the problem. Fixed air ruled by Saturn, with Uranus as its modern ruler, sets the apogee among groups, ideas and the future. Often there is a memory of not fitting in, of being the odd one at school or the person whose views the group could not tolerate. Rather than blending in, this instinct learned to stand apart, sometimes proudly and sometimes painfully.

Socially, the pattern can look like detachment from emotion, a sharp reaction to being told what to think, or a habit of joining causes and then leaving them when they start to feel like another crowd. Friendship may matter deeply, yet closeness can trigger a sudden urge for distance. Stress can make the rebel contrary for the sake of it, cold logic replaces warmth, and isolation is mistaken for independence.

The reclaimed Aquarius Lilith is an original and humane voice. It holds to its own vision while staying connected to people who share it, and it protects space for everyone who feels strange or left out. Inventive, unconventional and loyal to principle, this placement shows that true belonging does not require giving up one's difference.`,
    keywords: ['nonconformity', 'detachment', 'community', 'rebellion', 'originality', 'ideals'],
    strengths: ['original thinking', 'protects the outsider', 'loyal to principle', 'inventive solutions'],
    challenges: ['contrary for its own sake', 'emotional detachment', 'isolation mistaken for freedom', 'leaving groups abruptly'],
  },
  Pisces: {
    summary: 'Black Moon Lilith in Pisces carries a boundless, mystical longing that was dismissed or feared, and reclaims it by trusting inner vision while keeping its own shape.',
    description: `Dreams and longings slip out of reach in this sign. Mutable water ruled by Jupiter, with Neptune as its modern ruler, gives the apogee a soft, dissolving quality. What tends to be exiled is sensitivity itself: psychic impressions, deep compassion, spiritual hunger, or a wish to lose oneself in music, love or the sea. These may have been called weak, odd or impractical, so the person learned to hide the inner world.

At home and at work, this can look like drifting boundaries, a tendency to absorb other people's moods, or an escape into fantasy, sleep or endless scrolling when life feels too harsh. There may be a pull toward rescuing others, or a quiet belief that one's own needs do not count. In darker seasons, the longing for union turns into confusion, self-sacrifice, or a foggy refusal to face hard facts.

Handled with care, this Lilith lets imagination and compassion run free without drowning. Art, spiritual practice, music and care work can all carry its wide feeling safely. Once the inner world is trusted rather than hidden, this placement becomes a gentle and fearless guide, reminding others that sensitivity is a form of strength.`,
    keywords: ['longing', 'sensitivity', 'imagination', 'compassion', 'escape', 'mysticism'],
    strengths: ['deep compassion', 'vivid imagination', 'spiritual courage', 'reads subtle moods'],
    challenges: ['blurred boundaries', 'escape into fantasy', 'self-sacrifice', 'avoiding hard facts'],
  },
};
