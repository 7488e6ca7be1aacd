import type { PlacementText } from '../../placement-text.js';
// Urania's own text (original writing for this project), locale en: Uranus in each of the twelve houses.
export const URANUS_IN_HOUSE_EN: readonly PlacementText[] = [
  {
    summary: 'Uranus in the first house gives a striking, independent presence, a self that insists on being met as it is and keeps reinventing how it shows up.',
    description: `A haircut that changes every season, a walk that does not match the crowd, an opinion offered before anyone asked for it: Uranus in the 1st house tends to make the person seem slightly out of step, and usually by choice. The body often feels like a live wire, quick to react, restless when kept still, happiest when it can move on its own terms. First impressions are memorable because something about the manner refuses to blend in.

Freedom is personal and immediate. Being told how to look, speak or behave can feel like a physical pressure, and the answer is often to do the opposite. Life may be marked by sudden fresh starts, each one a new version of the self tried on in public.

Strain appears when independence turns into a reflex. Others may find the person hard to predict, and sudden exits from plans or people can leave a trail of confusion. Nervous energy may run high, making rest, regular meals and calm breathing more important than usual.

Growth comes from noticing that originality does not need an opponent. Once the self no longer has to prove its difference, that bright, unusual presence becomes an open invitation for others to be themselves too.`,
    keywords: ['independence', 'striking presence', 'reinvention', 'nervous energy', 'originality', 'fresh starts'],
    strengths: ['a memorable, original manner', 'courage to be seen as different', 'quick reactions in new situations', 'ease with starting over'],
    challenges: ['rebelling by reflex', 'unpredictable moods and exits', 'restless, overstretched nerves', 'trouble accepting any outside guidance'],
  },
  {
    summary: 'Uranus in the second house brings sudden shifts in income and possessions, urging a personal, unconventional sense of what is worth having and earning.',
    description: `Money rarely follows a straight line here. Earnings may arrive in bursts, from side projects, odd jobs or skills that did not exist when the person was young, and then pause just as abruptly. Possessions tend to come and go as tastes change; a room may be full of gadgets one year and nearly empty the next. Underneath the movement lies a search for values that are truly one's own rather than inherited from family or borrowed from advertising.

At its best, this placement is resourceful in surprising ways. A hobby becomes a trade, an old object is repurposed, a new tool opens a way to earn that others have not noticed yet. Self-worth is tied less to what is owned than to the freedom to choose.

Under strain, security feels shaky. Impulse buying, abrupt career changes made without a cushion, or a careless attitude toward bills can turn freedom into worry. Sometimes the rebellion is against money itself, which only makes it harder to live by one's values.

A small reserve set aside for surprises changes the picture. With a steady floor underfoot, this inventive relationship with resources can support independence instead of threatening it.`,
    keywords: ['irregular income', 'personal values', 'resourcefulness', 'new ways to earn', 'changing possessions'],
    strengths: ['inventive ways of earning', 'values chosen freely', 'little attachment to mere things', 'spotting new uses for old resources'],
    challenges: ['income that rises and falls sharply', 'impulse spending', 'neglecting savings and bills', 'unsettled sense of security'],
  },
  {
    summary: 'Uranus in the third house wires the everyday mind for sudden insight, unusual speech and quick connections with siblings, neighbors and the local world.',
    description: `Ideas arrive mid-sentence with this placement, often changing the direction of a conversation before anyone else has caught up. The third house governs the ordinary flow of words, errands, short trips and early schooling, and Uranus turns that flow into something lively and unpredictable. A grocery run may end in a long chat with a stranger; a text message may spark a whole new project.

Learning works best when it is self-directed. Standard classroom methods can feel slow, while a puzzle, a tool or a question followed alone brings sudden understanding. Brothers, sisters and neighbors may be unusual people, or the bond with them may shift abruptly, swinging between closeness and distance.

Speech can be blunt, witty and ahead of its time. The same gift becomes a problem when words fly out without thought, when attention jumps so often that tasks stay half done, or when a restless mind refuses to settle down at night. Arguments may be started simply to test an idea.

Steadiness grows from small habits: writing thoughts down, finishing one book before opening another, listening all the way to the end of someone's sentence. Then the flashes of insight can land and be shared in a form others can use.`,
    keywords: ['sudden insight', 'unusual speech', 'quick mind', 'siblings', 'self-directed learning', 'local surprises'],
    strengths: ['original, inventive thinking', 'witty and direct communication', 'learning fast through curiosity', 'comfort with new tools for talking and writing'],
    challenges: ['scattered focus', 'blurting before thinking', 'unsettled ties with siblings or neighbors', 'a mind that will not rest'],
  },
  {
    summary: 'Uranus in the fourth house unsettles the foundations of home and family, calling for a private base shaped by freedom rather than inherited rules.',
    description: `Roots here are more like a tent than a cellar. Early home life may have included moves, unusual family arrangements, or a parent who marched to a different rhythm, and the lesson taken from it is that home can be rebuilt. Adults with this placement often rearrange furniture at midnight, live in spaces others find odd, or share a house with people who are family by choice rather than birth.

The 4th house opens at the Imum Coeli, the most private point of the chart, and Uranus in it gives inner life a current of surprise. Memories can return suddenly with new meaning, and a need for emotional breathing room persists even among the people closest to home.

Strain shows as restlessness at the base. Frequent moves, tension with relatives over independence, or a feeling that no place quite fits can leave a person ungrounded. A household may run on so little routine that no one knows what to expect.

The answer is not to stop changing but to choose anchors. A favorite chair, a weekly meal, a set of keys that stays in the same bowl can make a home both free and safe. From that base, the urge to renew becomes a gift to everyone who lives there.`,
    keywords: ['unusual home', 'chosen family', 'changing roots', 'inner freedom', 'moves', 'private surprises'],
    strengths: ['building new forms of family', 'adapting quickly to a new home', 'fresh insight into the past', 'a welcoming, unconventional household'],
    challenges: ['feeling rootless', 'friction with relatives over freedom', 'too little routine at home', 'withdrawing from closeness without warning'],
  },
  {
    summary: 'Uranus in the fifth house brings a spark of the unexpected to creativity, romance, play and children, seeking delight in what is new and untried.',
    description: `Joy tends to come in by the side door when Uranus sits in the fifth. The fifth house is about what is done for the pleasure of it, from painting and games to flirting and raising children, and Uranus makes that pleasure depend on novelty. A hobby may be dropped the moment it becomes familiar, while a strange new art form holds attention for years. Creative work often breaks the rules of its field, sometimes brilliantly.

Romance tends to begin suddenly and follow an unusual script. Attraction may flare toward people who are different in age, background or outlook, and the thrill of surprise can matter as much as comfort. With children, the approach is often experimental: encouraging independence early, treating young ones as friends, or finding that a child is the one who brings the unexpected.

The difficulty is that excitement fades. Love affairs may end as quickly as they start, risks may be taken for the rush alone, and creative projects can be left unfinished once the first flash passes. Loved ones may struggle with sudden changes of heart.

Play remains a healthy source of renewal when it is shared with care. Keeping promises to partners and children while still leaving room for surprise lets this placement turn its originality into lasting delight.`,
    keywords: ['creative experiment', 'sudden romance', 'novelty', 'play', 'unusual children', 'risk'],
    strengths: ['bold and original creative work', 'a playful, inventive spirit', 'encouraging independence in children', 'openness to unusual love'],
    challenges: ['losing interest once the thrill fades', 'risk taken for its own sake', 'abrupt endings in romance', 'unfinished creative projects'],
  },
  {
    summary: 'Uranus in the sixth house seeks freedom inside daily work and health routines, improving methods through invention while resisting rigid schedules and supervision.',
    description: `A nine-to-five desk with a strict manager is a hard fit here. The sixth house holds the chores, jobs and bodily habits that fill an ordinary week, and Uranus wants them to be flexible, efficient and, ideally, a little clever. People with this placement often work odd hours, freelance, switch roles often, or find themselves in technical fields where new tools keep arriving. They are frequently the ones who notice that a task could be done in half the time.

Service takes an inventive form. Fixing a broken system, streamlining a process, or teaching coworkers a faster method can bring real satisfaction. Health routines tend to be tried, dropped and replaced, and there may be interest in fresh approaches to exercise and diet.

Strain gathers in the nerves. Too much change in daily life can leave the body tense and the sleep light, and friction with authority at work may lead to sudden resignations. Rebelling against routine can also mean skipping the very habits that keep energy steady.

A few fixed points help a great deal: regular rest, a simple core of healthy habits, and a job with room to experiment. Given that, this placement becomes an engine of useful reform.`,
    keywords: ['flexible work', 'reform', 'new methods', 'nervous health', 'technology', 'efficiency'],
    strengths: ['improving how work gets done', 'skill with new tools and systems', 'open to fresh health practices', 'thriving in flexible roles'],
    challenges: ['clashing with supervisors', 'frequent job changes', 'tension and light sleep from constant change', 'abandoning useful routines'],
  },
  {
    summary: 'Uranus in the seventh house brings the unexpected into partnership, seeking bonds that honor each person\'s freedom and rewrite the usual terms of commitment.',
    description: `Relationships here rarely follow the pattern a family might expect. The 7th house, which opens at the Descendant, describes the people who meet the self face to face, in love, business and even open disagreement, and Uranus placed in it draws in partners who are independent, unusual or simply surprising. A meeting at a bus stop may turn into a marriage; a long engagement may end overnight.

The deepest need is for space within closeness. Partnerships work best when both people keep separate friends, interests and sometimes homes, and when the agreement is built by the two of them rather than copied from tradition. Contracts and collaborations benefit from fresh terms and regular review.

Strain appears when freedom is sought through others rather than claimed directly. A person may choose partners who are always leaving, or may be the one who pulls away each time intimacy deepens. Sudden breaks, shifting agreements and clashes with open opponents can make life feel unstable.

Honest talk about needs is the turning point. When both partners can say how much room they require and still choose each other, this placement produces some of the most alive relationships imaginable: friendships at the core, renewed rather than worn down by time.`,
    keywords: ['free partnership', 'unusual partners', 'sudden meetings', 'equality', 'new agreements', 'independence'],
    strengths: ['respect for a partner\'s independence', 'relationships built on friendship', 'inventive agreements and contracts', 'openness to people unlike oneself'],
    challenges: ['sudden breaks and separations', 'attracting unavailable partners', 'fear of being bound', 'unsettled business alliances'],
  },
  {
    summary: 'Uranus in the eighth house brings sudden turns to shared money, intimacy and crisis, awakening new understanding through events that cannot be controlled.',
    description: `Change in the eighth house tends to come through other people's resources and through moments that strip life down to what matters. Uranus here can mean an unexpected inheritance, a sudden shift in a partner's finances, or a joint account that needs rethinking at short notice. Debts, loans and shared property may swing in surprising directions.

Intimacy is approached with curiosity and a dislike of taboo. There may be a strong interest in what others avoid discussing, from sexuality to death to the hidden workings of power, and a desire for closeness that still leaves room to breathe. Trust is built best when it is chosen freely rather than demanded.

Crisis often acts as a wake-up call. A loss, a shock or a turning point can break old patterns in a single stroke, leaving behind a clearer sense of what to keep. The strain lies in the jolt itself: emotional detachment used as protection, reluctance to merge finances or feelings, and anxiety about the next surprise.

Preparation softens the edges. Clear written agreements about shared money, honest talk about needs in intimacy, and a willingness to let change teach rather than only frighten allow this placement to turn upheaval into renewal.`,
    keywords: ['sudden change', 'shared resources', 'intimacy', 'crisis', 'awakening', 'unexpected inheritance'],
    strengths: ['resilience after upheaval', 'frank curiosity about hidden matters', 'fresh approaches to shared finances', 'insight that follows crisis'],
    challenges: ['shocks to joint money', 'emotional detachment as a shield', 'reluctance to merge with others', 'anxiety about what may come next'],
  },
  {
    summary: 'Uranus in the ninth house frees the search for meaning from inherited doctrine, sparking original beliefs, unusual studies and journeys that change the worldview.',
    description: `Belief becomes a living experiment here. The ninth house covers philosophy, faith, higher education, law and travel to distant places, and Uranus here questions every received answer. Someone raised in one tradition may leave it, return to it with new eyes, or combine several into a personal path. Sudden insight often comes while reading, teaching or standing in an unfamiliar city.

Higher learning tends to follow unusual routes: a late degree, self-taught expertise, a field at the edge of current knowledge, or study carried out far from home. Travel is often unplanned, and a single trip can overturn a whole way of seeing the world.

The shadow is a restless mind that rejects one set of rules only to hold another just as tightly. Opinions can become sharp, and a love of being ahead of the times may make patience with slower thinkers hard to find. Plans for study or travel may also change so often that none is completed.

Humility keeps the spark honest. When new beliefs stay open to question, and when distant ideas are brought home and tested in daily life, this placement offers a wider, freer view of what a human life can mean.`,
    keywords: ['original beliefs', 'unusual study', 'sudden journeys', 'questioning', 'wide vision', 'freedom of thought'],
    strengths: ['independent thinking about big questions', 'openness to other cultures', 'learning beyond standard paths', 'insight gained from travel'],
    challenges: ['rigid views held in the name of freedom', 'impatience with tradition', 'plans for study or travel left unfinished', 'preaching new ideas too hard'],
  },
  {
    summary: 'Uranus in the tenth house seeks a public role on personal terms, bringing sudden career turns and a reputation for originality, reform or independence.',
    description: `A career ladder is rarely climbed one rung at a time here. The 10th house, which opens at the Midheaven, describes public standing, vocation and the way authority is met, and Uranus placed in it tends to produce working lives with sharp turns. A person may train for one field, change course suddenly, and find success in a profession that barely existed at the start. Self-employment, technical work, reform movements or any role that allows freedom can suit this placement well.

Reputation often rests on being different. Colleagues may see the person as the innovator, the one who questions the official plan, or the outsider who brings fresh ideas. Authority figures, from parents to managers, may have been unusual or unpredictable, teaching early that rules can be changed.

Strain comes through clashes with structure. Walking out of a job in anger, struggling to follow any chain of command, or changing direction so often that no reputation has time to form can slow progress. Public life may also bring sudden reversals that are hard to plan for.

Building a role with room to experiment, and learning to propose change rather than only resist, turns this placement into a real gift: a public figure who opens doors for better ways of working.`,
    keywords: ['unusual career', 'sudden turns', 'reform', 'independence', 'public originality', 'innovation'],
    strengths: ['inventive leadership', 'courage to change career paths', 'vision for reform', 'a reputation for fresh ideas'],
    challenges: ['conflict with authority', 'abrupt job changes', 'public reversals', 'trouble building a steady record'],
  },
  {
    summary: 'Uranus in the eleventh house finds a natural home among friends, groups and shared hopes, gathering unusual allies around visions of a better future.',
    description: `This is where Uranus feels most at ease, since the eleventh house has long been linked with it. Friendships form quickly and across lines of age, class and background, and a circle may include inventors, activists, artists and people who simply refuse to fit. Groups, clubs, online communities and causes bring a sense of purpose and belonging without the weight of family duty.

Hopes tend to be large and future-minded. There is a gift for imagining how things could work better, and for gathering people who want to help. A neighborhood project, a shared workspace or a campaign for change can all grow from a late conversation among friends.

The tension is between the group and the individual. Someone with this placement may join eagerly, then feel smothered by shared rules and leave. Friendships can be many but thin, or may end suddenly over a difference in ideals. A love of humanity in general can sometimes overlook the needs of one particular friend.

Staying loyal through disagreement is the quiet work here. When friends are valued as people and not only as fellow believers, the networks built with this placement become sturdy enough to carry real hopes into the world.`,
    keywords: ['friendship', 'groups', 'future vision', 'causes', 'networks', 'shared hopes'],
    strengths: ['making friends across all kinds of difference', 'rallying people around a vision', 'fresh ideas for communities', 'ease in networks and teams'],
    challenges: ['leaving groups abruptly', 'many friends but few close ones', 'clashes over ideals', 'losing sight of individual needs'],
  },
  {
    summary: 'Uranus in the twelfth house works quietly behind the scenes, bringing sudden inner awakenings, unexpected insight in solitude and a hidden streak of independence.',
    description: `Much of the rebellion here happens out of sight. The twelfth house holds retreat, dreams, secrets and the private places where the self rests from the world, and Uranus there can make the inner life far more unusual than the outward manner suggests. A calm face at work may hide a mind full of strange ideas, and flashes of insight often arrive during sleep, long walks or quiet hours alone.

Solitude is not just a need but a source of renewal. Time away from people lets intuition speak, and sudden understanding of old patterns can come without warning. Work in hospitals, retreats, research, or helping those on the edges of society may suit this placement, since compassion can be inventive and practical.

Under strain, the independence that is never expressed openly may turn into restlessness or unease without a clear cause. Feelings may be pushed down until they erupt, or a person may act against their own interests through hidden choices. Sleep can be light and the nerves easily overloaded.

Giving the inner rebel a voice eases the pressure. Journals, quiet creative work or time in nature allow these private revolutions to surface gently, turning secret insight into compassion that reaches others.`,
    keywords: ['hidden independence', 'inner awakening', 'intuition', 'solitude', 'compassion', 'dreams'],
    strengths: ['sudden insight in quiet moments', 'inventive compassion', 'freedom found in solitude', 'understanding of hidden patterns'],
    challenges: ['suppressed restlessness', 'unease without a clear cause', 'acting against oneself in secret', 'light sleep and frayed nerves'],
  },
];
