import type { NatalText } from '../../../natal-text.js';

// Urania's own text (original writing for this project), locale en: Jupiter with Saturn through Pluto in the six
// minor aspects. These slower pairs last weeks or months, so many people born around the same time share them; they
// speak through the personal planets and angles they touch.

/** Jupiter's pairs with the planets after it. */
export const JUPITER_MINOR_EN: NatalText['minorAspects'] = {
  'Jupiter|Saturn': {
    quincunx: `Jupiter quincunx Saturn sets growth and limits at an awkward angle. Opportunities arrive when resources are tied up, or caution stalls a good idea until the moment passes. Shared by everyone born within some weeks, it becomes personal through the planets it touches. Patient timing turns it into well-founded progress.`,
    semiSextile: `With Saturn a sign from Jupiter, expansion and consolidation take turns in small, orderly steps. A generation learns to grow carefully. In a personal chart the aspect shows as a sensible ambition that builds slowly, saves before it spends and keeps what it gains.`,
    semiSquare: `Jupiter semi-square Saturn rubs optimism against realism. Plans may be scaled back just as they gain momentum, or caution may overrule a well-founded hope. When managed, the friction produces measured ambition that weighs risk before leaping, and a useful instinct for the size of a project that can actually be finished.`,
    sesquiquadrate: `Under Jupiter sesquiquadrate Saturn, tension between expanding and restricting can build until it forces a decisive restructuring of plans or beliefs, such as a business that must shrink to survive. Regular review of goals keeps the pressure constructive and the outcome solid.`,
    quintile: `Jupiter quintile Saturn gives a talent for building well. Such a person may excel at planning, law, public institutions or any craft that turns vision into lasting structure. Their sense of proportion is inventive: they know how large a thing should be, and how to make it last.`,
    biquintile: `Wise management is the late gift of Jupiter biquintile Saturn. With experience, the person may discover an unusual ability to balance growth and stability in their work or community, often becoming the trustee, treasurer or elder whose judgment keeps a good thing going for decades.`,
  },
  'Jupiter|Uranus': {
    quincunx: `Jupiter quincunx Uranus brings sudden opportunities that do not fit existing plans. Breakthroughs may require awkward adjustments, like a job offer abroad that arrives the week after a lease is signed. Shared by a cohort born within weeks, it becomes personal when it touches a personal planet. Flexibility turns it into inspired progress.`,
    semiSextile: `With Uranus a sign from Jupiter, new ideas widen horizons gradually. A generation absorbs innovation steadily, and in a personal chart the aspect gives an open, curious outlook on change, a willingness to try the new app, the new route or the new belief without abandoning the old one at once.`,
    semiSquare: `Jupiter semi-square Uranus stirs restless idealism and impatience with tradition. Sudden enthusiasms for causes, places or theories may come and go within a season. Directed at one reform at a time, the friction fuels inventive thinking and the courage to propose what has not yet been tried.`,
    sesquiquadrate: `Under Jupiter sesquiquadrate Uranus, a wish for freedom or progress can build until it breaks out in an abrupt change of belief, career or country. Measured experiments, tried on a small scale before the leap, keep this aspect productive rather than disruptive.`,
    quintile: `Jupiter quintile Uranus brings a knack for visionary invention. This person may excel in science, technology, travel or reform movements, finding original ways to expand what is possible. Their ideas often look eccentric at first and obvious a few years later.`,
    biquintile: `Jupiter biquintile Uranus often waits for mid-life to show its gift for unexpected insight. Then the person may surprise everyone with a talent for innovative teaching, invention or social change, combining fields in ways that open doors for others. A late degree or a move abroad is often the trigger.`,
  },
  'Jupiter|Neptune': {
    quincunx: `Jupiter quincunx Neptune blurs the line between faith and fantasy. Idealism may overreach practical limits, and generosity can be exploited. Shared across a generation, it becomes personal through the planets it touches. Grounded compassion, checked by trusted friends, turns it into inspired service.`,
    semiSextile: `With Neptune a sign from Jupiter, spiritual and artistic sensitivity grows gradually. In a personal chart the aspect gives a gentle idealism and a quiet faith that develops over time, often nourished by music, nature or a practice of prayer or meditation kept up for years.`,
    semiSquare: `Jupiter semi-square Neptune introduces haze into beliefs and plans. Overly hopeful ventures, vague promises or a guru followed too readily can result. Gentle realism, the habit of asking what exactly is being offered, turns this friction into imaginative and discerning generosity.`,
    sesquiquadrate: `Under Jupiter sesquiquadrate Neptune, idealism can build unchecked until it ends in disillusion or escapism, a cause abandoned or a dream left unfinished. Checking dreams against facts along the way keeps this aspect a source of genuine, lasting inspiration. A retreat or a pilgrimage taken with open eyes often marks the turning point.`,
    quintile: `Jupiter quintile Neptune lends a gift for inspired art, spiritual teaching or compassionate work, expressed with imagination and generosity. Someone with this contact may write, compose or counsel in a way that makes others feel part of something larger and kinder than themselves.`,
    biquintile: `A visionary streak belongs to Jupiter biquintile Neptune, and it tends to surface after disappointment has been lived through. Later in life, the person often finds a talent for spiritual or artistic work that uplifts others because it knows what it is to lose faith and find it again.`,
  },
  'Jupiter|Pluto': {
    quincunx: `Jupiter quincunx Pluto asks for adjustments between ambition and power. Opportunities may come with hidden strings attached, and success can bring unexpected obligations. Shared by a cohort, it becomes personal through the planets it touches. Integrity, and reading the contract twice, turn it into transformative success.`,
    semiSextile: `With Pluto a sign from Jupiter, influence grows gradually. In a personal chart the aspect gives a quiet capacity to build resources and insight over time, as with savings compounded or knowledge deepened patiently, until the person holds more weight than anyone expected.`,
    semiSquare: `Jupiter semi-square Pluto stirs a drive for more power, money or influence than the situation calls for. Overreach is the risk, along with a taste for winning at any cost. Directed toward shared goals, the friction fuels determined, large-scale ambition that benefits many.`,
    sesquiquadrate: `Under Jupiter sesquiquadrate Pluto, ambition can build until it erupts in a power struggle or a dramatic reversal of fortune. Ethical clarity, and a willingness to share control, keep this aspect constructive and protect what has been built from collapsing.`,
    quintile: `Jupiter quintile Pluto gives a talent for strategy, research or leadership that transforms institutions or beliefs with skill. Such a person often sees where large resources could do the most good, and how to persuade others to put them there.`,
    biquintile: `Regeneration on a larger scale is the late-found gift of Jupiter biquintile Pluto. After loss or upheaval, the person may discover a talent for rebuilding organizations, communities or fortunes, with a vision that grew from watching the first version fall.`,
  },
};
