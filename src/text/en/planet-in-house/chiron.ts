import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: Chiron in each of the twelve houses.
export const CHIRON_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary: 'Chiron in the first house places the wound in the body and the first impression, and turns hard-won self-acceptance into quiet permission for others to be seen.',
    description: `Whatever hurt Chiron carries is worn close to the skin when it sits in the 1st house. The body, the face, the way a person enters a room can all feel like open questions: too tall, too quiet, too different, marked by an illness, a scar or a childhood nickname that stuck. Others may not notice anything unusual, yet the sense of being on display rarely fades.

In ordinary days this can look like checking a reflection in every shop window, choosing clothes to disappear in, or rehearsing an introduction on the walk to a party. Some respond by building a bold persona that keeps anyone from looking too closely. Under pressure, a single glance or comment about appearance can undo a whole afternoon, and new beginnings are approached with a flinch.

What grows here is an unusual ease with visible difference. Someone who has made peace with their own body and manner, not by fixing it but by living in it, gives others room to relax in theirs. Coaches, fitness teachers, stylists and simply good friends with this placement put newcomers at ease without a word. The most healing act is often plain presence: showing up as one is, and letting that be enough.`,
    keywords: ['body', 'appearance', 'identity', 'first impressions', 'self-acceptance', 'presence'],
    strengths: ['puts self-conscious people at ease', 'deep respect for visible difference', 'courage to be seen as one is', 'honest, unguarded presence'],
    challenges: ['feeling constantly on display', 'hiding behind a bold persona', 'flinching at new beginnings', 'taking remarks about looks to heart'],
  }, // 1st house
  {
    summary: 'Chiron in the second house ties an old ache to money, possessions and self-worth, and slowly builds a practical wisdom about value that others can lean on.',
    description: `Money talk at the kitchen table, the shoes that had to last another year, the unspoken rule that wanting things was selfish: memories like these often sit behind Chiron in the second house. The wound concerns value in both senses, what is owned and what a person believes they are worth, and the two tend to be knotted together.

The knot shows in everyday choices. A paycheck may never feel like enough, no matter its size, or there may be a habit of underpricing work, declining a raise, or giving belongings away before anyone can take them. Others swing toward hoarding, keeping receipts and jars of spare buttons as a hedge against a loss that never arrives. When worry peaks, spending becomes either frozen or careless, and a talent may go unused because it seems too ordinary to matter.

Recovery tends to be gradual and concrete. Learning to name a fair price, to enjoy a small comfort without guilt, and to separate personal worth from a bank balance gives this Chiron a grounded authority on the subject. Many become the friend who helps others draft a budget without shame or recognize a skill worth charging for. Their lesson is that value begins inside and can then be shared freely.`,
    keywords: ['self-worth', 'money', 'possessions', 'talents', 'security', 'value'],
    strengths: ['helps others see their own worth', 'practical, shame-free view of money', 'recognizes hidden talents', 'grateful for simple comforts'],
    challenges: ['underpricing time and skill', 'never feeling there is enough', 'hoarding or careless spending', 'linking worth to income'],
  }, // 2nd house
  {
    summary: 'Chiron in the third house finds its tender spot in early learning, speech and sibling ties, and becomes a patient communicator who helps others find their words.',
    description: `Early schooling, the family dinner where everyone talked at once, a brother or sister who seemed quicker or louder: the third house holds the first lessons in being heard, and Chiron here suggests that some of those lessons hurt. Perhaps reading came late, an accent was teased, or a sibling bond was strained by rivalry, distance or loss.

The echo turns up in routine moments. Writing a short message can take an hour of drafts; speaking in a meeting may bring a dry mouth and a racing pulse. Some people avoid the local scene, barely knowing the neighbors, while others fill every car ride and errand with chatter to keep an old feeling of being ignored at bay. At a low point, a spelling mistake or a misheard name can feel like proof of an old verdict about being slow or foolish.

Over time, the struggle becomes a craft. Having fought for every sentence, this Chiron knows how to pace information, how to rephrase without talking down, and how to notice the person at the back who has not spoken yet. Reading tutors, speech therapists, journalists and the aunt or uncle who helps with homework often show the pattern. Each clear, kind conversation repairs something on both sides.`,
    keywords: ['speech', 'learning', 'siblings', 'writing', 'neighborhood', 'listening'],
    strengths: ['patient with slow learners', 'rephrases without talking down', 'notices the quiet voice', 'mends sibling ties with care'],
    challenges: ['agonizing over simple messages', 'fear of sounding foolish', 'old sibling rivalry', 'nervous chatter or silence'],
  }, // 3rd house
  {
    summary: 'Chiron in the fourth house rests at the family root, carrying an early unease about home and growing into a gift for making places where others can settle.',
    description: `In the house that opens at the Imum Coeli, the lowest point of the chart, Chiron touches the foundations: ancestry, the first home, and the private self that few people see. Often there was something unsettled in the household, whether frequent moves, a parent's illness, money strain, a family secret, or simply a feeling of being a guest in one's own house.

As an adult, the pattern may show in how a home is kept. Some never fully unpack, living out of boxes for years; others renovate endlessly, chasing a sense of safety that the walls cannot quite supply. Family holidays can stir old roles within minutes, and questions about heritage may carry a sharp edge. When stress runs high, the impulse is to withdraw into private quarters and shut the door, or to avoid being home at all.

Yet the same sensitivity makes for rare skill in creating shelter. Having felt rootless, this Chiron knows what makes a room, a garden or a dinner table feel safe, and it can build that feeling for others, whether as a host, a landlord, a family historian or a counselor to those in transition. Tracing the family story with honesty, and choosing what to carry forward, tends to bring the deepest relief. Many find that later years bring a home that finally feels like their own.`,
    keywords: ['home', 'roots', 'ancestry', 'family', 'privacy', 'belonging'],
    strengths: ['creates a sense of safety in a space', 'honest about family history', 'understands people in transition', 'deep private strength'],
    challenges: ['never quite feeling at home', 'old family roles resurfacing', 'withdrawing behind closed doors', 'restless moving or renovating'],
  }, // 4th house
  {
    summary: 'Chiron in the fifth house hurts around play, romance and creative joy, and learns to coax delight and confidence out of children and shy creators alike.',
    description: `Fun can feel strangely serious with Chiron in the fifth house. Somewhere along the way, spontaneous joy may have been scolded, mocked or cut short, perhaps by a childhood that ended early, a creative effort that met harsh judgment, or a first love that went badly. The result is a guarded relationship with pleasure itself.

Daily life shows it in small refusals. A guitar sits untouched in the corner, the sketchbook stays blank after the first page, and weekends fill with chores instead of games. Romance may be approached as a test that must be passed, with flirting that feels like a risk rather than a pleasure. Questions about children, whether having them, raising them or simply being around them, can touch an unexpectedly raw place. Under strain, there is a pull either to hold back entirely or to seek thrills that numb more than they delight.

Practice, not performance, is the way back. Taking up a hobby purely for fun, laughing at a clumsy first attempt, letting a date stay light: each of these rebuilds trust in joy. From that experience comes a gentle skill with others who are learning to play. Art teachers, youth leaders, playful parents and the friend who organizes game night often carry this signature, and they make enjoyment feel safe again.`,
    keywords: ['play', 'creativity', 'romance', 'children', 'joy', 'pleasure'],
    strengths: ['encourages hesitant creators', 'gentle and patient with children', 'makes fun feel safe', 'playful once trust is built'],
    challenges: ['guarded about pleasure', 'treating romance as a test', 'abandoning creative projects early', 'seeking thrills to numb pain'],
  }, // 5th house
  {
    summary: 'Chiron in the sixth house places the ache in daily work and health routines, and turns personal struggle with the body and duty into skilled, humble service.',
    description: `The ordinary machinery of a day, with its alarm clock, commute, tasks and meals, is where Chiron in the sixth house makes itself felt. There may be a long history with a sensitive body, a job where effort went unnoticed, or an early lesson that being useful was the price of being wanted.

At work, this can mean staying late to fix what others overlooked, taking on the dull tasks nobody else will do, or feeling uneasy whenever praise arrives. The body often acts as a signal system, reacting to stress before the mind admits it. Routines can become either rigid, with a strict schedule guarding against chaos, or scattered, as self-care slips whenever someone else needs help. When pressure rises, exhaustion is ignored until it can no longer be, and coworkers may find the same exacting eye turned on them.

Steady attention to daily habits becomes the path forward. Listening to the body, asking for reasonable workloads and letting a task be finished rather than flawless all bring relief. The experience also produces real skill in serving others: a caregiver who understands fatigue, a manager who notices burnout early, a trainer who adapts a routine to real limits. Even tending a pet or a garden can become part of the mending. This Chiron shows that humble, regular care is a form of wisdom.`,
    keywords: ['work', 'health', 'routine', 'service', 'body', 'habits'],
    strengths: ['notices burnout early', 'adapts care to real limits', 'reliable and thorough at work', 'humble, practical service'],
    challenges: ['ignoring the body until it protests', 'overwork to earn a place', 'rigid or neglected routines', 'discomfort with praise'],
  }, // 6th house
  {
    summary: 'Chiron in the seventh house feels its wound in close partnership and open conflict, and grows into a wise companion and counselor for other people\'s relationships.',
    description: `In the house that opens at the Descendant, across the chart from the 1st, Chiron turns the spotlight on the people who stand face to face with us: spouses, business partners, close collaborators and even open rivals. The wound often comes through one-to-one bonds, such as a divorce witnessed at a young age, an early partnership that ended in betrayal, or a pattern of being drawn to people who need fixing.

That pattern tends to repeat until it is seen. Partners may arrive carrying their own injuries, and the relationship becomes a clinic where one person always tends the other. Some avoid commitment altogether, keeping contracts short and promises vague, because a real bond feels too exposed. During conflict, there may be a rush to take all the blame, or a sudden coldness that protects the sore place. Negotiations, whether over a lease or over who does the dishes, can stir more feeling than the issue deserves.

Out of this comes a rare understanding of how two people actually meet. Once the habit of rescuing gives way to mutual respect, this Chiron becomes a trusted confidant for couples, a fair-minded mediator or a steady business partner. Friends seek out that perspective before making big commitments. The healing lies in letting a partner be an equal rather than a patient.`,
    keywords: ['partnership', 'marriage', 'commitment', 'conflict', 'contracts', 'equality'],
    strengths: ['insight into how couples work', 'fair-minded mediator', 'loyal, understanding partner', 'learns from each relationship'],
    challenges: ['drawn to partners who need rescuing', 'fear of commitment', 'taking all the blame', 'cold withdrawal in conflict'],
  }, // 7th house
  {
    summary: 'Chiron in the eighth house meets its wound in intimacy, shared money and loss, and becomes a calm companion for others passing through crisis and change.',
    description: `Some of life's heaviest doors open onto the eighth house: death and inheritance, debt and joint accounts, sexual trust and the secrets people keep. With Chiron here, one of those doors may have been opened too early. An early bereavement, a family quarrel over an estate, a loan that went sour or a breach of physical trust can leave a lasting wariness about merging with anyone.

In practice, this might show up as keeping separate bank accounts long into a marriage, feeling uneasy when someone else pays, or avoiding the paperwork of wills and insurance altogether. Closeness can swing between hunger and retreat, with a person letting someone in and then pulling back once real vulnerability is required. Under heavy strain, control becomes the main defense, and old grief stays sealed in a locked drawer.

The gift is an unusual steadiness when the ground shifts. Having faced endings and come through, this Chiron can talk plainly about death, money and desire, topics that leave many others tongue-tied. Grief groups, estate planners, therapists who work with trauma and friends who help sort out a parent's affairs often carry this signature. Trust offered in measured steps does much of the mending, along with the discovery that sharing a burden does not mean losing oneself.`,
    keywords: ['intimacy', 'shared resources', 'loss', 'inheritance', 'trust', 'crisis'],
    strengths: ['speaks plainly about hard subjects', 'steady during upheaval', 'understands grief', 'honest about shared money'],
    challenges: ['wary of merging with others', 'avoiding wills and paperwork', 'controlling when afraid', 'sealing away old grief'],
  }, // 8th house
  {
    summary: 'Chiron in the ninth house aches around belief, schooling and the wider world, and matures into a humble guide who helps others find their own answers.',
    description: `Questions of meaning, higher education and distant places gather in the ninth house, and Chiron here often begins with a sense of being shut out of them. A university place that never came, a faith that felt oppressive, a teacher who dismissed big questions, or a move abroad that left a person lost in a new language may all belong to the story.

The effects can be subtle. There might be a reluctance to call oneself educated despite years of reading, a nervous stomach before any exam or interview, or a deep unease around religious gatherings. Some collect degrees and passport stamps, hoping the next one will settle the matter; others avoid travel and debate, staying close to familiar ground. At the worst moments, opinions harden into lectures, or a feeling of not belonging colors every encounter with a foreign culture.

With time, the search itself becomes wisdom. Someone who has felt excluded from learning often teaches in a way that opens doors, welcoming adult students, first-generation scholars and travelers far from home. Guides, professors, translators and writers marked by this placement tend to respect doubt as much as conviction. Humility carries the healing forward: holding one's views with care and valuing the road as much as the answers.`,
    keywords: ['belief', 'higher learning', 'travel', 'meaning', 'teaching', 'foreign cultures'],
    strengths: ['teaches in ways that include outsiders', 'respects doubt and other views', 'at ease with unfamiliar places', 'lifelong learner'],
    challenges: ['feeling unqualified despite knowledge', 'lecturing when unsure', 'avoiding or chasing travel', 'old hurt around religion or school'],
  }, // 9th house
  {
    summary: 'Chiron in the tenth house carries its wound into career and public standing, and often finds a calling that turns personal struggle into visible service.',
    description: `In the house of the Midheaven, Chiron stands in plain view. Career, reputation and the role a person plays in public life all carry a sensitive charge, often shaped by a parent's expectations, a public embarrassment, or a feeling of never quite knowing what to become. The question of a proper calling may linger well into adulthood.

Career paths with this placement are rarely straight. Jobs may change several times before something fits, and a promotion can bring as much dread as pride. Some people avoid leadership to escape scrutiny; others climb fast and feel like impostors at the top, waiting for someone to uncover a flaw. Criticism from a boss or a public review can hit harder than expected, and a single misstep in front of colleagues may replay in the mind for weeks.

What often emerges is a vocation built from the wound itself. A former patient becomes an advocate, someone who struggled at school becomes a principal, a person who once hid a difference speaks openly about it on a public stage. Because the hurt is visible, so is the recovery, and it gives others courage. This Chiron learns that authority can include honesty about limits, and that a reputation grounded in real experience tends to earn lasting respect.`,
    keywords: ['career', 'reputation', 'calling', 'authority', 'public role', 'vocation'],
    strengths: ['turns experience into a calling', 'leads with honesty about limits', 'inspires by example', 'adaptable career path'],
    challenges: ['feeling like an impostor', 'dread of public mistakes', 'avoiding visible roles', 'carrying parental expectations'],
  }, // 10th house
  {
    summary: 'Chiron in the eleventh house feels left out of groups and friendships, and learns to gather circles where people on the margins can truly belong.',
    description: `Being picked last for a team, watching a circle of friends form without an invitation, or drifting from a group that once felt like family: the eleventh house holds memories of belonging and exclusion, and Chiron here tends to remember the sharp ones. Hopes for the future may also carry a sore spot, as if wishing too openly might invite disappointment.

Friendship can be both longed for and kept at a distance. Someone with this placement might stay quiet in the group chat, leave gatherings early, or become the helpful organizer who sits on every committee yet confides in no one. Causes and networks may offer a sense of purpose without real closeness. When old feelings stir, a small slight, like an unreturned message, can seem like proof of being unwanted, and plans for the future get shelved before they are tested.

The turnaround often comes through a single trusted friendship, which then widens. Having felt on the edge, this Chiron knows how to notice who is standing alone at a party, and it builds support groups, online communities and volunteer teams where different kinds of people find a place. Allowing personal hopes to be spoken aloud, and accepting help from the group in return, completes the circle.`,
    keywords: ['friendship', 'groups', 'belonging', 'hopes', 'community', 'inclusion'],
    strengths: ['notices who is left out', 'builds welcoming communities', 'loyal friend once trust forms', 'works well toward shared goals'],
    challenges: ['expecting exclusion', 'helping groups without confiding', 'reading slights into silence', 'shelving hopes too soon'],
  }, // 11th house
  {
    summary: 'Chiron in the twelfth house hides its wound in solitude and the unspoken, and slowly reveals a deep, quiet compassion for those the world overlooks.',
    description: `Chiron in the twelfth house works behind the curtain. The wound may be hard to name, because it lives in what was never said: a grief the family kept quiet, a sorrow sensed in a parent, or a period of isolation that left no clear memory, only a mood. Often the ache is felt long before its source is known.

Solitude is both refuge and trap. Time alone with a journal, a long walk or a quiet chapel can restore balance, yet too much retreat slides into hiding. Some carry other people's burdens without being asked, working invisibly in the background and never claiming credit. Dreams may be vivid and revealing. Under strain, there is a pull to disappear, whether into sleep, distraction or a habit of saying everything is fine, and self-doubt can grow in the dark where no one else can challenge it.

Patient inner work brings this placement into the light. Reflection, therapy, prayer, meditation or creative practice can give the nameless hurt a shape, and once named, it softens. What remains is a deep compassion for people who go unseen: those in hospitals, prisons, shelters or simply lonely rooms. Chaplains, night-shift staff and quiet volunteers with this Chiron bring dignity to hidden places, and their gentleness is felt long after they leave.`,
    keywords: ['solitude', 'the hidden', 'compassion', 'retreat', 'dreams', 'inner work'],
    strengths: ['compassion for the overlooked', 'comfort in hidden places', 'insight through reflection', 'works well behind the scenes'],
    challenges: ['aching without a clear cause', 'retreat that becomes hiding', 'carrying unseen burdens', 'self-doubt in isolation'],
  }, // 12th house
];
