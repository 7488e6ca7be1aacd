import type { DignityPlanet, SignDignity } from '../../natal-text.js';

// Urania's own text (original writing for this project), locale en: the seven traditional planets in their
// dignities and debilities of sign (domicile, exaltation, detriment, fall; Ptolemy, Tetrabiblos I.17–19, for the
// signs), and mutual reception. A reception text names the pair through its slots.

/** Each planet in each dignity or debility of sign. */
export const DIGNITY_EN: Readonly<Record<DignityPlanet, Readonly<Record<SignDignity, string>>>> = {
  Sun: {
    domicile: `The Sun rules Leo, and here it shines in its own house. Confidence, warmth and the wish to create come naturally, and the sense of self has firm ground under it. The task is not to find the light but to share it, so that pride serves generosity.`,
    exaltation: `In Aries the Sun is exalted, honored as a guest of high standing. Will and vitality are strong and eager, ready to begin and to lead. This placement gives courage a clear channel, provided the urge to be first leaves room for others to follow.`,
    detriment: `Opposite its own sign, the Sun in Aquarius is in detriment: the self works best as part of a group rather than at its center. Identity is found through ideals and friendships, and personal recognition can feel uncomfortable. Its strength is a self that serves something shared.`,
    fall: `The Sun falls in Libra, where the self is measured against others. Decisions wait for agreement and personal will can bend too readily to keep the peace. The lesson of this fall is that fairness must include one's own needs; then it becomes genuine grace.`,
  },
  Moon: {
    domicile: `At home in Cancer, the Moon has every comfort it needs. Feelings flow freely, care comes easily and the instinct to nurture is strong. The emotional life is rich and responsive, and the main task is to keep the shelter from becoming a shell.`,
    exaltation: `The Moon is exalted in Taurus, where feelings find steady ground. Comfort, the senses and a calm rhythm soothe it, and emotional security grows from simple, reliable pleasures. This is one of the most settled Moons, asking only that contentment not harden into resistance to change.`,
    detriment: `In Capricorn the Moon is in detriment, far from the warmth of its own sign. Feelings are managed rather than shown, and comfort is found in usefulness and order. Emotional needs are real even when they are kept in reserve, and learning to state them plainly is this Moon's strength.`,
    fall: `The Moon falls in Scorpio, where feeling runs deep and is rarely simple. Emotions are intense, private and long-remembered, and trust is given with care. The fall describes difficulty, not weakness: this Moon knows emotional truth and can stay steady where others look away.`,
  },
  Mercury: {
    domicile: `Mercury rules both Gemini and Virgo, and in either of them it thinks in its own language. In Gemini the mind is quick, curious and sociable; in Virgo it is exact, discerning and practical. Either way, thought and speech are well equipped, and the work is to use that skill for things worth saying.`,
    exaltation: `Mercury is exalted in Virgo as well as ruling it, the strongest place the tradition gives it. Analysis, craft and attention to detail reach a high standard here. The risk is only that precision becomes worry; used with perspective, this Mercury solves what others cannot.`,
    detriment: `In the signs opposite its own, Sagittarius and Pisces, Mercury is in detriment. The mind sees wholes more easily than parts, and grasps meaning or mood before facts. Details may slip and explanations wander, yet the thinking is broad and imaginative, at its best when given notes, checklists and time.`,
    fall: `Mercury falls in Pisces, where logic dissolves into image and intuition. Thinking works by feeling and association, and words can fail to catch what the mind knows. This is a poet's Mercury more than a clerk's, strongest when intuition is trusted and then carefully written down.`,
  },
  Venus: {
    domicile: `Venus rules Taurus and Libra, and in either it is fully itself. In Taurus it loves through the senses and loyalty; in Libra through harmony, beauty and partnership. Affection, taste and the ability to attract come easily, and the task is to value depth as much as pleasantness.`,
    exaltation: `In Pisces Venus is exalted, and love reaches toward the boundless. Compassion, devotion and artistic sensitivity are strong, and affection can be generous to the point of self-forgetting. This placement's gift is tenderness; its care is to keep the ideal and the real person in view together.`,
    detriment: `Venus is in detriment in Scorpio and Aries, the signs opposite its own. In Scorpio love becomes intense and all-or-nothing; in Aries it is impulsive and eager for the chase. The ease of Venus is harder to reach, but the passion and honesty of these placements give relationships real force.`,
    fall: `Venus falls in Virgo, where love is expressed through service and care for detail. Affection may be shown by doing rather than saying, and criticism can creep into closeness. The fall asks for acceptance, of the self and of others; then this Venus loves with practical, faithful devotion.`,
  },
  Mars: {
    domicile: `Mars rules Aries and Scorpio and acts with full strength in either. In Aries it is open, fast and brave; in Scorpio it is concentrated, strategic and unrelenting. Drive and courage are readily available, and the challenge is to aim them well rather than at whatever happens to be near.`,
    exaltation: `Mars is exalted in Capricorn, where energy meets discipline. Effort is sustained, ambitious and well organized, and the drive to achieve can carry a person through long, hard work. It is one of the most effective placements of Mars, asking only that ambition leave room for rest and warmth.`,
    detriment: `In Libra and Taurus, the signs opposite its own, Mars is in detriment. Action waits: in Libra for agreement, in Taurus for security. Anger may be slow or indirect, and decisiveness takes practice. The strength of this placement is measured action that considers others and holds its ground.`,
    fall: `Mars falls in Cancer, where drive is tied to feeling. Action rises and ebbs with the emotional tide, and anger may come out sideways rather than directly. Yet this Mars fights fiercely for home and loved ones, and becomes strong when it names what it wants plainly.`,
  },
  Jupiter: {
    domicile: `Jupiter rules Sagittarius and Pisces and is generous in both. In Sagittarius faith and vision are wide and adventurous; in Pisces compassion and imagination are boundless. Opportunity and goodwill come readily, and the task is to give that abundance some shape and limit.`,
    exaltation: `In Cancer Jupiter is exalted, and generosity is rooted in care. Family, home and the nurturing of others become channels for growth and good fortune. This is a warm, protective Jupiter, at its best when its kindness also includes people outside the circle of kin.`,
    detriment: `Jupiter is in detriment in Gemini and Virgo, the signs opposite its own. The wide view is broken into facts and details, and belief is examined rather than assumed. Growth comes through learning, lists and many small steps, and the gift is a well-informed wisdom.`,
    fall: `Jupiter falls in Capricorn, where expansion meets caution. Optimism is tempered by realism, and growth comes through effort, structure and proof. Luck seems earned rather than given, but what this Jupiter builds is practical, lasting and well founded.`,
  },
  Saturn: {
    domicile: `Saturn rules Capricorn and Aquarius and works with full authority in both. In Capricorn discipline serves ambition and structure; in Aquarius it serves principles and communities. Responsibility is carried well, and the challenge is to let structure support life rather than restrict it.`,
    exaltation: `Saturn is exalted in Libra, where discipline serves justice. Fairness, commitment and a sense of duty in relationships are strong, and agreements are taken seriously. This is a dignified Saturn, at its best when its high standards are tempered with kindness.`,
    detriment: `In Cancer and Leo, the signs opposite its own, Saturn is in detriment. In Cancer it guards feelings and family with caution; in Leo it restrains the wish to shine. Warmth and limits pull against each other, and the lesson is to give oneself permission to feel, play and be seen.`,
    fall: `Saturn falls in Aries, where patience meets impulse. The urge to act quickly runs up against self-doubt or outside obstacles, and frustration can build. Over time this placement learns a disciplined courage: the ability to begin bravely and keep going steadily.`,
  },
};

/** A mutual reception: each planet in a sign of the other (slots `{a}`, `{b}`, `{signA}`, `{signB}`). */
export const MUTUAL_RECEPTION_EN: Readonly<Record<'domicile' | 'exaltation' | 'mixed', string>> = {
  domicile: `{a} in {signA} and {b} in {signB} are in mutual reception by domicile: each stands in the sign the other rules, like two neighbors who have swapped houses and keep each other's keys. The tradition reads this as a bond of cooperation. The two planets can support each other, and when one of them is under strain the other can step in. Many astrologers read each planet as able to act as if it were in its own sign, so the link works as a quiet alliance between the parts of life they rule.`,
  exaltation: `{a} in {signA} and {b} in {signB} receive each other by exaltation: each is placed in the sign where the other is honored as an exalted guest. This is a more formal courtesy than a reception by domicile, more like mutual respect than shared ownership. The two functions tend to lift each other's standing, and their combination can produce moments of real distinction when they are consciously brought together.`,
  mixed: `{a} in {signA} and {b} in {signB} receive each other in mixed fashion, one by domicile and the other by exaltation. The exchange is uneven but still cooperative: one planet offers the hospitality of an owner, the other the respect due to an honored guest. In practice the two functions can lend each other strength, and a difficulty in one area of life often finds its way out through the other.`,
};
