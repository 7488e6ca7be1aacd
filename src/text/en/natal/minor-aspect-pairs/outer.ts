import type { NatalText } from '../../../natal-text.js';

// Urania's own text (original writing for this project), locale en: the pairs among Saturn, Uranus, Neptune and
// Pluto in the six minor aspects. These last months or years and are shared by everyone born in that time: each text
// says so, and what the aspect means when a personal planet or angle is tied to it.

/** The slow pairs. */
export const OUTER_MINOR_EN: NatalText['minorAspects'] = {
  'Saturn|Uranus': {
    quincunx: `Saturn quincunx Uranus marks a period when established structures and the push for change kept misfiring. Everyone born in those months shares it; it becomes personal when it touches a personal planet. Then it describes a lifelong negotiation between security and freedom, solved by reforms made one careful step at a time.`,
    semiSextile: `With Uranus a sign from Saturn, old and new sit side by side. A generation grows up with modest innovations inside familiar institutions. In a personal chart linked to the Sun, Moon or angles, it describes someone who updates traditions gradually, without tearing them down.`,
    semiSquare: `Saturn semi-square Uranus rubs order against rebellion for a whole cohort. Personally, when tied to an inner planet, it can show as irritation with rules that alternates with a need for them. Used well, the friction sharpens the skill of reforming a system from within.`,
    sesquiquadrate: `A sesquiquadrate between Saturn and Uranus belongs to a time when tension between stability and change built quietly before breaking out. Where it touches personal planets, it asks for regular, chosen renewal of routines and commitments before they crack under pressure at a bad moment.`,
    quintile: `Saturn quintile Uranus gives a generation a talent for practical innovation. When a personal planet joins it, the person may excel at engineering, software, design or organization that makes new ideas work reliably, turning a bright prototype into something that runs every day.`,
    biquintile: `A biquintile between Saturn and Uranus is shared by those born over many weeks. Personally linked, it can reveal in later life an unusual gift for structuring change, such as building institutions that stay flexible or rules that leave room for the exception.`,
  },
  'Saturn|Neptune': {
    quincunx: `Saturn quincunx Neptune describes a period when realism and ideals struggled to fit. Shared by a cohort, it turns personal when it touches an inner planet or angle: then dreams and duties need constant adjustment, and the reward is a rare ability to give a vision practical form.`,
    semiSextile: `With Neptune a sign from Saturn, a generation learns to shape ideals slowly into structures. In a personal chart, linked to a personal point, it shows as a quiet faith that grows through steady work, like a choir rehearsed every week or a charity run for decades.`,
    semiSquare: `Saturn semi-square Neptune puts a slight friction between what is real and what is hoped for, across a whole cohort. Personally, tied to an inner planet, it may bring vague worries or doubts about ideals. Grounded practice turns it into disciplined imagination.`,
    sesquiquadrate: `A sesquiquadrate between Saturn and Neptune marks a time when disillusion built beneath the surface of public life. Where it touches personal planets, it asks the person to check dreams against facts regularly, and to keep faith without naivety when institutions disappoint.`,
    quintile: `Saturn quintile Neptune gives a generation a talent for giving form to the intangible. Personally linked, it may show as skill in music, film, architecture or spiritual discipline that unites structure and vision, the patient scaffolding that lets a dream stand up.`,
    biquintile: `Shared by many born over months, Saturn biquintile Neptune becomes personal when it touches an inner planet. It may then reveal, later in life, a gift for making ideals durable through patient, creative work that outlasts the enthusiasm that began it.`,
  },
  'Saturn|Pluto': {
    quincunx: `Saturn quincunx Pluto describes a period when authority and deep forces of change pulled at awkward angles. When it touches a personal planet, the person may face repeated adjustments to pressure and power at work or in the family, and develop great endurance from doing so.`,
    semiSextile: `With Pluto a sign from Saturn, a generation learns to rebuild step by step. In a personal chart, linked to an inner planet, it gives a patient capacity to transform structures without destroying them, renovating a house room by room rather than knocking it down.`,
    semiSquare: `Saturn semi-square Pluto rubs control against transformation for a whole cohort. Personally, it may show as frustration with imposed limits or a drive to master difficult circumstances. The friction, handled well, produces a stubborn, useful resilience under pressure. Patience with slow institutions is the lesson.`,
    sesquiquadrate: `A sesquiquadrate between Saturn and Pluto marks a time when pressure in institutions built until it broke through. Where it touches personal points, it asks for honest handling of power and fear before crises force change, and rewards early, deliberate restructuring.`,
    quintile: `Saturn quintile Pluto gives a generation a talent for strategic reconstruction. Personally linked, it may show as skill in research, crisis management or rebuilding what others have abandoned, from a failing firm to a neglected neighborhood. The skill tends to grow with each crisis survived.`,
    biquintile: `Shared by those born over many months, Saturn biquintile Pluto becomes personal through the planets it touches. It may then reveal a late-maturing gift for enduring, transformative work, the kind of change that takes a decade and is still standing afterward.`,
  },
  'Uranus|Neptune': {
    quincunx: `Uranus quincunx Neptune spans years and describes a generation whose ideals and innovations did not quite fit together. When it touches a personal planet, the person may feel caught between visionary hopes and sudden change, and learn over time to blend them creatively.`,
    semiSextile: `With Neptune a sign from Uranus, a long generation grows up with technology and imagination gradually merging. Personally linked, it gives an intuitive openness to new ideas and spiritual experiments, tried gently and kept if they prove kind and useful.`,
    semiSquare: `Uranus semi-square Neptune, lasting years, stirs a generation's restless idealism. Where it touches an inner planet, it may show as impatience with illusions and a wish to wake others up. The friction, if tempered with patience, makes a persuasive and original reformer.`,
    sesquiquadrate: `A sesquiquadrate between Uranus and Neptune marks a long period when tension between revolution and dream built slowly. Personally, tied to a personal point, it asks for grounding, so that inspiration does not turn into confusion or a sudden break with reality.`,
    quintile: `Uranus quintile Neptune gives a generation a talent for visionary invention, from new art forms to new spiritual practices. Personally linked, it may show as an original creative gift, often in electronic music, film or any medium that did not exist a generation before.`,
    biquintile: `Shared by many years of births, Uranus biquintile Neptune becomes personal through the inner planets it touches. It may reveal later in life an unusual blend of intuition and inventiveness, the ability to imagine a future and sketch how it might actually work.`,
  },
  'Uranus|Pluto': {
    quincunx: `Uranus quincunx Pluto spans years and describes a generation facing awkward, repeated adjustments to social upheaval. Where it touches personal planets, it asks the person to adapt to sudden, deep change again and again, and in doing so builds remarkable resilience.`,
    semiSextile: `With Pluto a sign from Uranus, a long generation absorbs transformation gradually. Personally linked, it gives a quiet capacity to renew oneself through small, independent choices, such as a new skill learned each decade or a habit dropped before it hardens.`,
    semiSquare: `Uranus semi-square Pluto, shared across years, stirs a generation's drive for radical change. Personally, touching an inner planet, it may show as restlessness with power structures and a will to reform them, best expressed through sustained effort rather than sudden protest.`,
    sesquiquadrate: `A sesquiquadrate between Uranus and Pluto marks a long time when pressure for change built until it erupted. Where it touches personal points, it asks for conscious, regular renewal rather than waiting for a crisis to force the issue. Small, timely reforms spare a great deal of upheaval.`,
    quintile: `Uranus quintile Pluto gives a generation a talent for transformative innovation. Personally linked, it may show as a gift for research, reform or technology that changes how people live, often by exposing what a system has hidden. The work often outlives the person who began it.`,
    biquintile: `Like every slow pairing, Uranus biquintile Pluto belongs to a generation and speaks personally only where an inner planet joins it. There it may reveal a hidden gift for catalyzing deep change, often in a community or field that was ready for it without knowing so.`,
  },
  'Neptune|Pluto': {
    quincunx: `Neptune and Pluto have formed a long sextile since the middle of the twentieth century, so this quincunx belongs to births far outside the modern era. Where it is found and touches a personal planet, it asks for a continuous adjustment between ideals and deep transformation.`,
    semiSextile: `Neptune semi-sextile Pluto lasts for decades and belongs to whole eras rather than single people. Linked to a personal planet, it can give a quiet sense that spiritual longing and inner change are neighbors, slowly learning from each other across a lifetime.`,
    semiSquare: `A semi-square between Neptune and Pluto spans many years and is shared by generations. Where it touches a personal point, it may show as an uneasy pull between dreams and power, between what one hopes for the world and what one fears it is becoming, resolved through honest reflection.`,
    sesquiquadrate: `Neptune sesquiquadrate Pluto belongs to eras far from the present and lasts for years. Personally linked, it would describe illusions and deep forces of change building quietly until a profound shift in belief, the kind that rearranges a whole life's priorities.`,
    quintile: `Neptune quintile Pluto, lasting many years, gives whole generations a talent for symbolic and spiritual renewal. Linked to a personal planet, it may show as an artistic or healing gift of unusual depth, able to work with grief, memory and myth.`,
    biquintile: `Shared across decades, Neptune biquintile Pluto becomes personal only through the inner planets it touches. It may then reveal a hidden capacity for visionary transformation, often expressed through art or care that helps others through the great changes of their own lives.`,
  },
};
