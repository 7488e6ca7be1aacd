import type { HouseCells } from '../../horoscope-event-text.js';

// Urania's own text (original writing for this project), locale en: what Jupiter's and Saturn's year in a house
// means, and a conjunction of two slow planets in a house. The 1st house first.

export const JUPITER_PASSAGE: HouseCells = [
  [
    'Luck follows initiative: your confidence grows, doors open when you knock, and a fresh personal start has real support.',
    'This is your growth year, when new people and chances gather around you; keep an eye on excess, including portions.',
  ],
  [
    'Income can grow through skill, confidence and a little daring; let money serve values you are proud of.',
    'Generosity comes back to you, though spending grows as easily as earning, so plan the surplus.',
  ],
  [
    'Learning, writing and short journeys pay off, and a neighbor or sibling may bring good news.',
    'Your voice carries further; a course, a blog, a book or a sales role could grow out of it.',
  ],
  [
    'Home life expands: a bigger place, a family addition or simply more warmth under your roof.',
    'Roots matter more, and investing in a house or in family ties brings lasting comfort.',
  ],
  [
    'Romance, creativity and play grow generous; a talent may find its audience.',
    'Joy is part of the plan, and time with children or a new hobby can bring real fulfillment.',
  ],
  [
    'Work grows more satisfying and health habits pay off; being useful brings opportunities.',
    'A better job, a kinder routine or a helpful colleague makes daily life lighter.',
  ],
  [
    'Partnerships flourish: a new alliance, a commitment or a generous partner helps you grow.',
    'You do best with others at your side, in love and in business.',
  ],
  [
    'Shared resources can increase, through a partner, an investment or support you did not expect.',
    'Emotional depth grows with trust; old debts are easier to clear.',
  ],
  [
    'Travel, study, publishing and big ideas are lucky ground; say yes to the long trip or the degree.',
    'Your world gets bigger, and a teacher, a faith or a foreign place could change your direction.',
  ],
  [
    'Career growth is likely: recognition, a promotion or a public role can come your way.',
    'Your ambitions have wind behind them; aim high and let people see what you do.',
  ],
  [
    'Friends and networks open doors, and a hope you share with others can come true.',
    'Group projects and new circles bring chances you could not create alone.',
  ],
  [
    'A quieter, healing year: rest, spiritual growth and helping others bring unexpected blessings.',
    'Behind the scenes, protection is strong; finish old cycles to make way for a big new one.',
  ],
];

export const SATURN_PASSAGE: HouseCells = [
  [
    'You are building a stronger self, one disciplined choice at a time; the effort shows by the end.',
    'Responsibilities sit on your shoulders, and a more mature version of you steps forward.',
  ],
  [
    'Money asks for structure: a budget, a savings plan and patience pay off.',
    'You learn what you truly need to feel secure, and build it slowly.',
  ],
  [
    'Study, writing and everyday communication need care; the skills you practice now last.',
    'A duty to a sibling or neighbor, or a serious course, shapes the year.',
  ],
  [
    'Home and family ask for commitment; repairs, a move or care for a relative may take effort.',
    'You lay foundations, in bricks or in feelings, that will hold for years.',
  ],
  [
    'Creative work gets serious, and love asks for commitment rather than games.',
    'Pleasure is earned, and a talent practiced with discipline can become a craft.',
  ],
  [
    'Work and health call for discipline; steady routines build real strength.',
    'A demanding job or a health plan teaches patience and pays off in time.',
  ],
  [
    'Relationships are tested and strengthened; commitments made now are meant to last.',
    'A partner may ask for more maturity, and you may ask the same of them.',
  ],
  [
    'Shared finances and deep bonds need clear terms; debts get paid and trust gets earned.',
    'You face what you fear in intimacy and money, and come out steadier.',
  ],
  [
    'Study and travel become serious undertakings; a qualification or a long plan takes shape.',
    'Beliefs are tested by experience, and what remains is truly yours.',
  ],
  [
    'Career responsibility peaks; hard work now builds a reputation that lasts.',
    'You may take on authority or face a test of it; patience wins promotion.',
  ],
  [
    'Friendships are sorted by loyalty, and long-term goals need a realistic plan.',
    'You may take a responsible role in a group; choose allies who keep their word.',
  ],
  [
    'An inner reckoning: endings, rest and quiet preparation for a new chapter.',
    'Old burdens can be set down now if you face them honestly.',
  ],
];

export const SLOW_CONJUNCTION: HouseCells = [
  ['A new era of personal identity begins; what you start for yourself now has a long life ahead of it.', 'You stand at the start of a long cycle of self-renewal.'],
  ['Your relationship with money and values starts a new long chapter.', 'How you earn and what you treasure are being redefined for years to come.'],
  ['The way you think, learn and talk starts a new long cycle.', 'Ideas planted now in your daily circle will grow for years.'],
  ['Foundations at home and in the family begin a long new cycle.', 'A long chapter of private life begins, rooted in the home you choose.'],
  ['A long cycle of creativity, love and self-expression begins.', 'What you make and whom you love take a new long course.'],
  ['Work and health enter a long new cycle; build habits for the decades, not the week.', 'Your daily life is being redesigned from the ground up.'],
  ['Partnerships enter a new long cycle; the terms you set now carry far.', 'A long chapter of relationships begins, asking for new kinds of agreement.'],
  ['Shared resources and deep bonds start a long new cycle.', 'A long chapter of trust, money shared and inner change begins.'],
  ['Beliefs, studies and travel start a new long cycle.', 'Your philosophy of life begins a long new chapter.'],
  ['Career and public life start a new long cycle; your calling may take a new shape.', 'A long chapter of ambition and reputation opens.'],
  ['Friendships, groups and long-term hopes start a new long cycle.', 'The communities you belong to are changing, and so are your hopes.'],
  ['An inner cycle begins quietly; its fruits will show years from now.', 'A long chapter of reflection and letting go begins.'],
];
