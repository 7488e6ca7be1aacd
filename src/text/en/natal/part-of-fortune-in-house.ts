// Urania's own text (original writing for this project), locale en: the Part of Fortune in each house — where
// ease, luck and bodily well-being tend to gather. Houses 1 to 12 in order.

/** The Part of Fortune in houses 1–12. */
export const PART_OF_FORTUNE_IN_HOUSE_EN: readonly string[] = [
  // 1
  `With the Part of Fortune in the 1st house, good fortune tends to follow personal initiative. Things go best when this person acts on their own behalf, looks after their body and lets their natural manner be seen. Luck often arrives through being present and visible: showing up in person, introducing oneself, trusting first instincts. Well-being depends a great deal on physical vitality, so simple care of health repays itself many times over.`,
  // 2
  `The Part of Fortune in the 2nd house places fortune in resources and practical talent. Income, possessions and the skillful use of what one already has tend to bring contentment, and money can come more easily here than elsewhere when it is earned through genuine abilities. Satisfaction grows from a sense of having enough. The caution is not to confuse comfort with happiness; the real gift is a steady relationship with one's own worth.`,
  // 3
  `In the 3rd house, the Part of Fortune finds its luck close to home. Conversations, letters, short journeys, neighbors and siblings bring openings, and a chance remark can change a plan for the better. Learning comes easily, and well-being rises when the mind is engaged with something new. Writing, teaching and any work of connection are favored. Ease arrives in the daily round, not in distant places.`,
  // 4
  `A Part of Fortune in the 4th house makes home the well-spring. Contentment depends on a secure base, a place that feels like one's own, and often on family or the land itself. Fortune may come through property, inheritance or a business run from home, and life tends to improve with age as roots deepen. Time spent nesting is not wasted here; it is how this person restores their luck.`,
  // 5
  `With the Part of Fortune in the 5th house, joy is the way to luck. Creative work, play, romance, children and hobbies bring both happiness and, surprisingly often, practical gains. This person does well to follow what delights them, since pleasure taken seriously becomes a path. A light touch in risk can pay, though a gambler's streak needs watching. When life goes gray, doing something simply for the fun of it restores the balance.`,
  // 6
  `The Part of Fortune in the 6th house finds ease in good work and healthy routines. Satisfaction comes from a job done well, from being useful to colleagues and from daily habits that keep the body in order. Fortune may arrive through employment, service or a practical skill that others rely on. This is not the luck of windfalls but of a well-kept rhythm, and it grows stronger the more the routine is chosen rather than endured.`,
  // 7
  `In the 7th house, the Part of Fortune brings luck through other people. Partners, clients, collaborators and even worthy opponents open doors that would stay closed to a solitary effort. Marriage or a close partnership can be a real source of well-being, and agreements tend to work in this person's favor when entered with care. Happiness grows in good company, and being willing to share the credit is part of the gift.`,
  // 8
  `A Part of Fortune in the 8th house finds fortune in shared resources and deep change. Joint finances, investments, a partner's earnings or an inheritance may play a role, and so can work with other people's money, research or crisis. Well-being often follows a period of letting go, as if each ending clears space for a better arrangement. Trust, given wisely, is the key that turns this placement's luck.`,
  // 9
  `With the Part of Fortune in the 9th house, fortune lies over the horizon. Travel, study, foreign contacts, publishing and the pursuit of meaning bring both contentment and opportunity. This person tends to do well when they widen their world, whether by moving abroad or by taking up a subject that stretches the mind. Faith in life is itself a source of luck here, and it grows stronger when it is tested by experience.`,
  // 10
  `The Part of Fortune in the 10th house ties well-being to vocation. Success and recognition in a public role bring genuine satisfaction, and this person's luck often works through career, authority figures and a good reputation. Opportunities come when they step forward and take responsibility. The placement asks for work that feels worthwhile, since standing alone cannot sustain contentment; the right calling can.`,
  // 11
  `In the 11th house, the Part of Fortune gathers luck through friends and groups. Networks, associations, patrons and shared projects bring openings and support, and hopes tend to be realized with the help of others. Well-being rises in good company and in work toward a common goal. Keeping in touch, joining in and offering help generously all increase the fortune this placement promises.`,
  // 12
  `A Part of Fortune in the 12th house hides its luck in quiet places. Retreat, reflection, creative solitude, care for others and work behind the scenes bring contentment that public success alone does not. Help may arrive unseen, from people who never ask for thanks. Well-being depends on regular time apart and on an inner life that is respected. What looks like withdrawal is, for this placement, the way fortune is renewed.`,
];
