import type { DoshaTextId } from '../../../schemas/vedic-interpretation.js';
import type { DoshaText } from '../../yoga-dosha-text.js';

// Urania's own text (original writing for this project), locale en: the doshas of `vedicDoshas` and `sadeSati` —
// the Manglik dosha and its four named cancellations, the twelve Kaal Sarp types and the partial form, Sade Sati
// and its three phases, and the two Dhaiya signs. What each promises, when it acts, and what weakens or cancels it.

export const DOSHA_TEXT_EN: Readonly<Record<DoshaTextId, DoshaText>> = {
  manglik: {
    name: 'Manglik (Kuja) dosha',
    text: `Manglik dosha is Mars in one of the marked houses counted from the Ascendant, the Moon or Venus: the 1st, 4th, 7th, 8th or 12th in the classical list; the southern list puts the 2nd in place of the 1st, and the extended count takes both. Tradition reads it for partnership: Mars brings heat, haste and a need for independence into the married home. It is very common: from the Ascendant alone some five or six charts in twelve show it, and counting from the Moon and Venus as well makes it the rule rather than the exception. Its themes come forward in the dashas of Mars and when Mars transits the 7th. Several documented cancellations apply, and two Manglik partners are traditionally held to balance each other. Read it as a call for patience and shared decisions, never as a verdict on a marriage.`,
  },
  'manglik-cancellation-mars-own-or-exalted': {
    name: 'Manglik cancelled: Mars in its own sign or exaltation',
    text: `This cancellation applies when Mars stands in Aries or Scorpio, the signs it rules, or in Capricorn, where it is exalted. A Mars at home or honored acts with control: its courage stays purposeful, its temper answers to judgment, and the friction the dosha describes loses most of its force. The manuals therefore count the dosha as cancelled, whichever house Mars occupies. What remains is Mars's own character, energetic and direct, which still asks for room in a relationship and comes forward in Mars periods. Many practitioners weigh this as one of the strongest exemptions. It is worth naming plainly in a match: the marked house is there, but the planet in it is in good order.`,
  },
  'manglik-cancellation-mars-with-or-aspected-by-jupiter': {
    name: 'Manglik cancelled: Mars with or aspected by Jupiter',
    text: `Here the dosha is cancelled because Jupiter shares Mars's sign or casts one of its aspects, the 5th, 7th or 9th, onto it. Jupiter is the great benefic, and the manuals hold that its counsel tempers Mars: drive meets wisdom, quarrels find mediators, haste learns to wait. The partnership themes of the dosha soften accordingly, especially in the dashas of Jupiter and in periods when Jupiter transits over natal Mars. The cancellation is weaker when Jupiter itself is debilitated in Capricorn or combust, and some astrologers then count it only in part. Honestly read, it says that a good advisor, inner or outer, keeps the Mars energy working for the couple rather than against it.`,
  },
  'manglik-cancellation-mars-with-moon': {
    name: 'Manglik cancelled: Mars with the Moon',
    text: `When Mars and the Moon share a sign, the manuals treat the Manglik dosha as cancelled. The Moon's receptive, caring nature joins Mars's heat, and the two together form Chandra–Mangala: the energy turns toward enterprise, protecting the household and earning, rather than toward friction between partners. The cancellation is felt most in the dashas of the Moon and Mars. It holds best when the Moon is bright and waxing; a dark or afflicted Moon gives it less weight, and feelings may still run hot. As a reading for a couple, it suggests that emotional honesty, spoken early, is what keeps the Mars side of the chart from flaring.`,
  },
  'manglik-cancellation-mars-sign-exception': {
    name: 'Manglik cancelled: the sign exception of its house',
    text: `Each Manglik house has signs that exempt Mars from the dosha in the manuals' lists: the 1st in Leo or Aquarius, the 2nd in Gemini or Virgo, the 4th in Aries or Scorpio, the 7th in Cancer or Capricorn, the 8th in Sagittarius or Pisces, and the 12th in Taurus or Libra, counted from the Ascendant. When Mars falls in one of these, the dosha from the Ascendant is counted as cancelled. These exceptions are a tradition of the matching manuals rather than a rule of the oldest texts, and schools differ on them; the record names the exception so that the choice stays visible. Mars periods still bring its themes up, in a milder key.`,
  },
  'kaal-sarp-anant': {
    name: 'Anant Kaal Sarp',
    text: `Anant is the Kaal Sarp type with Rahu in the 1st house and Ketu in the 7th, all the grahas on one side of them. The axis of self and partner carries the serpent, and the modern manuals describe a strong personal drive pulled against the needs of partnership, an identity that takes years to settle, and delays in agreements that later resolve. Its themes come forward in the dashas of Rahu and Ketu and when the transiting nodes cross the lagna. A strong lagna lord, benefics in the kendras, or a graha joined to either node eases it. Its constructive use is self-knowledge: define your own direction clearly, and partnerships become easier to share.`,
  },
  'kaal-sarp-kulik': {
    name: 'Kulik Kaal Sarp',
    text: `Kulik places Rahu in the 2nd house and Ketu in the 8th, with every graha on one side of the axis. Resources, speech and family run against shared money, secrets and sudden change, and the manuals speak of uneven finances, careless words that cost more than expected, and a need to guard savings. The type is felt in Rahu and Ketu dashas and when the transiting nodes reach the 2nd and 8th. A strong 2nd lord, Jupiter's aspect on the 2nd, or a planet joined to a node reduces it. Careful budgeting and measured speech are its practical remedy, and a taste for research into hidden matters can become its gift.`,
  },
  'kaal-sarp-vasuki': {
    name: 'Vasuki Kaal Sarp',
    text: `With Rahu in the 3rd and Ketu in the 9th, the Kaal Sarp type is named Vasuki. Courage, siblings and initiative pull against faith, teachers and long journeys: the manuals describe tension with brothers or sisters, bold efforts that meet resistance, and beliefs tested before they settle. Since Rahu does well in the 3rd, the type often gives nerve and enterprise as well. It comes forward in the nodes' dashas and when transiting Rahu and Ketu cross the 3rd and 9th. Strength in the 9th house or its lord softens it. Its best use is courage with principles attached, bold action taken in service of something believed.`,
  },
  'kaal-sarp-shankhpal': {
    name: 'Shankhpal Kaal Sarp',
    text: `Shankhpal is the type with Rahu in the 4th and Ketu in the 10th. Home and career share the serpent's axis, and the manuals mention a restless domestic life, moves of residence, property matters that take longer than planned, and a career that changes course. The type tends to show in Rahu and Ketu periods and when the transiting nodes pass over the 4th and 10th. A well-placed 4th lord, benefics aspecting the 4th, or a planet in company with a node lightens it. Building a stable inner home, a routine and a place of calm, helps the outer changes feel less like upheaval and more like progress.`,
  },
  'kaal-sarp-padma': {
    name: 'Padma Kaal Sarp',
    text: `Padma is Kaal Sarp with Rahu in the 5th and Ketu in the 11th. Children, creativity, study and romance sit against friends, networks and gains, and the manuals speak of delays around children or education, speculation that disappoints, and friendships that take work. It is felt in the nodes' dashas and when transiting Rahu and Ketu touch the 5th and 11th. A strong 5th lord, Jupiter's aspect on the 5th, or benefics in the kendras ease it. Its constructive side is originality: unconventional learning, creative work that breaks form, and friendships chosen for depth rather than number can all flourish under it.`,
  },
  'kaal-sarp-mahapadma': {
    name: 'Mahapadma Kaal Sarp',
    text: `Mahapadma sets Rahu in the 6th house and Ketu in the 12th. Work, rivals and daily duties meet loss, expense and retreat, and the manuals describe struggles with opponents, debts that need watching, and stretches of fatigue. Yet Rahu in the 6th is one of its better places, and many read this type as the power to overcome competitors through persistence. It shows in Rahu and Ketu periods and when the transiting nodes cross the 6th and 12th. A strong 6th lord, benefics in the kendras, or a planet joined to a node reduces its weight. Orderly habits and rest taken seriously are its practical answers.`,
  },
  'kaal-sarp-takshak': {
    name: 'Takshak Kaal Sarp',
    text: `Takshak puts Rahu in the 7th and Ketu in the 1st, the reverse of Anant. Partnership carries the head of the serpent, and the manuals speak of unusual partners, agreements that shift, delays in marriage, and a sense that others' choices steer one's life. It comes forward in Rahu and Ketu dashas and when the transiting nodes cross the 1st and 7th. A strong 7th lord, Venus in good dignity, or Jupiter's aspect on the 7th softens it considerably. The constructive path is conscious partnership: choose collaborators with open eyes, write agreements down, and keep a self that does not dissolve into the other.`,
  },
  'kaal-sarp-karkotak': {
    name: 'Karkotak Kaal Sarp',
    text: `Karkotak is the type with Rahu in the 8th and Ketu in the 2nd. Sudden change, shared resources and hidden matters stand against savings, speech and family, and the manuals mention inheritances that are disputed, unexpected expenses, and words that create friction at home. The type is felt in the dashas of the nodes and when Rahu and Ketu transit the 8th and 2nd. A strong 8th lord, a benefic in the 2nd, or a planet joined to a node eases it. Its gift is depth: research, investigation and the calm handling of crises. Keeping finances transparent and speaking with care take away much of its sting.`,
  },
  'kaal-sarp-shankhachud': {
    name: 'Shankhachud Kaal Sarp',
    text: `Shankhachud places Rahu in the 9th and Ketu in the 3rd. Fortune, teachers and faith sit against effort, siblings and courage, and the manuals describe luck that arrives late, disagreements with mentors or a parent, and beliefs that change more than once. It comes forward in Rahu and Ketu periods and when the transiting nodes cross the 9th and 3rd. A strong 9th lord, Jupiter well placed, or benefics in the trikonas soften it. The constructive use is independent thinking: a personal philosophy built from experience rather than inherited, and the courage to make one's own luck through steady work.`,
  },
  'kaal-sarp-ghatak': {
    name: 'Ghatak Kaal Sarp',
    text: `Ghatak is Kaal Sarp with Rahu in the 10th house and Ketu in the 4th. Career and public standing carry the serpent's head, home and inner peace its tail: the manuals describe ambition that pulls strongly at domestic life, career rises and reversals, and authority that must be earned twice. Rahu in the 10th can also give unusual success in public life. It comes forward in the nodes' dashas and when the transiting nodes cross the 10th and 4th. A strong 10th lord, Saturn or Jupiter in dignity, or a planet joined to a node steadies it. Balancing public duty with private rest is its lesson.`,
  },
  'kaal-sarp-vishdhar': {
    name: 'Vishdhar Kaal Sarp',
    text: `Vishdhar sets Rahu in the 11th and Ketu in the 5th. Gains, friends and wider networks stand against children, creativity and study, and the manuals mention gains that come and go, friendships complicated by money, and learning that takes a winding route. Because Rahu is well placed in the 11th, the type often brings ambition and wide contacts too. It shows in Rahu and Ketu dashas and when the transiting nodes cross the 11th and 5th. A strong 11th lord, a benefic in the 5th, or Jupiter's aspect on either house eases it. Setting clear goals, and letting creativity serve them, gives this type its direction.`,
  },
  'kaal-sarp-sheshnag': {
    name: 'Sheshnag Kaal Sarp',
    text: `Sheshnag is the type with Rahu in the 12th and Ketu in the 6th, the reverse of Mahapadma. Expense, foreign lands and retreat take the serpent's head, work and rivals its tail, and the manuals speak of hidden opposition, spending that runs ahead of income, restless nights and a pull toward distant places. It comes forward in the nodes' dashas and when Rahu and Ketu transit the 12th and 6th. A strong 12th lord, benefics in the kendras, or a planet joined to a node reduces it. Its gift is an inner life: retreat, reflection and work abroad or behind the scenes can turn the 12th into a source of peace.`,
  },
  'kaal-sarp-partial': {
    name: 'Partial Kaal Sarp',
    text: `A partial Kaal Sarp is the serpent pattern almost but not quite closed: the seven grahas lie inside the Rahu–Ketu half by sign while one stands beyond a node by degree, or exactly one graha stands outside the half. The planet outside is the open door, and most astrologers who use the dosha reduce its weight accordingly; the planet's own dashas often bring the release the full form is said to delay. Its themes, when felt, come in the periods of Rahu and Ketu and when the transiting nodes return to their natal places. Read it as a leaning rather than a knot: note the type by Rahu's house, and look first at the planet that breaks the pattern.`,
  },
  'sade-sati': {
    name: 'Sade Sati',
    text: `Sade Sati, "seven and a half", is Saturn's passage through the three signs around the natal Moon: the 12th from it, the Moon's own sign, and the 2nd. Each stay lasts about two and a half years, and the whole comes round roughly every thirty years, so most people live through two or three. The tradition links it with pressure on the mind, heavier responsibilities, changes in home or work, and lessons in patience. It is not uniformly hard: Saturn favors honest, sustained effort, and many people build something lasting in these years. A Moon strong by sign and phase, Saturn as a yogakaraka for the lagna, or a good Saturn dasha running at the time eases it. Plan, rest and simplify.`,
  },
  'sade-sati-rising': {
    name: 'Sade Sati: rising phase (Saturn in the 12th from the Moon)',
    text: `The rising phase begins when transiting Saturn enters the sign before the natal Moon, the 12th from it. Saturn works in the background here: expenses grow, sleep and routines need attention, and something begins to wind down so that something else can start later. The manuals associate this phase with travel, distance from familiar places and a sense of preparing for a heavier stretch. Its weight depends on the sign Saturn crosses: a sign where Saturn is strong or friendly lightens it, and good bindus for Saturn in that sign in the ashtakavarga help too. Use these years to clear debts, finish old business, and put rest on the calendar.`,
  },
  'sade-sati-peak': {
    name: 'Sade Sati: peak phase (Saturn over the natal Moon)',
    text: `The peak of Sade Sati is Saturn crossing the natal Moon's own sign, about two and a half years in which Saturn presses most directly on the mind and the emotional life. The manuals describe tiredness, a sober mood, family or career responsibilities that grow, and relationships tested for what is real. This is also when many people make their most durable decisions, because illusions are harder to keep. The weight depends on the chart: a bright Moon, Saturn friendly to the Moon's sign, a strong Saturn dasha, or high ashtakavarga bindus lighten it. Routine, honest talk with trusted people and steady effort carry one through, and what is built now tends to stay.`,
  },
  'sade-sati-setting': {
    name: 'Sade Sati: setting phase (Saturn in the 2nd from the Moon)',
    text: `The setting phase is Saturn in the 2nd sign from the natal Moon, the last two and a half years of Sade Sati. Pressure moves from the inner life to resources, speech and family: the manuals mention careful money, words that need weighing, and duties toward relatives. The emotional heaviness of the peak usually lifts, and results of the effort made earlier start to appear. The phase is milder when Saturn is strong in the sign it crosses, when the 2nd lord is well placed, or when a favorable dasha runs. Consolidate: pay attention to savings and to the tone of conversations, and let the period close with gratitude for what held.`,
  },
  'dhaiya-fourth': {
    name: 'Dhaiya: Kantaka Shani (Saturn in the 4th from the Moon)',
    text: `Dhaiya, "two and a half", is Saturn's stay in the 4th or the 8th sign from the natal Moon. In the 4th it is called Kantaka Shani, the thorn: home, peace of mind, property and the people who raised one come under Saturn's discipline. The manuals mention a move or renovation, domestic duties that grow, vehicles or property needing care, and a restless mood at home. It returns about every thirty years and lasts the length of one sign. A strong Moon, Saturn well disposed to the lagna, benefic transits over the 4th, or good ashtakavarga bindus soften it. Put the house in order, literally and figuratively, and the thorn turns into a solid foundation.`,
  },
  'dhaiya-eighth': {
    name: 'Dhaiya: Ashtama Shani (Saturn in the 8th from the Moon)',
    text: `Ashtama Shani is Saturn transiting the 8th sign from the natal Moon, the harder of the two Dhaiya stays. The 8th is the house of sudden change and hidden matters, and the manuals describe obstacles that appear without warning, delays in plans, scrutiny of shared money, and a need to look after one's energy. Much depends on the rest of the chart: Saturn as yogakaraka for the lagna, a strong Moon, a good running dasha, or high ashtakavarga bindus in that sign reduce it substantially. The stay lasts about two and a half years. Move carefully with risk and contracts, keep reserves, and use the time for research and for letting go of what is finished.`,
  },
};
