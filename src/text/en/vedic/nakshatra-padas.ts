// Urania's own text (original writing for this project), locale en: a note for each of the four padas (quarters of
// 3°20′) of the 27 nakshatras, in the order of src/vedic/nakshatras.ts. The navamsa sign each note names is the
// pada's: the 108 padas run through the twelve signs nine times from Aries (BPHS ch. 6, the navamsa).

type Padas = readonly [string, string, string, string];

export const NAKSHATRA_PADA_TEXT_EN: readonly Padas[] = [
  [ // Ashwini
    `The first pada of Ashwini falls in the Aries navamsa, so the star's speed is doubled. Courage and initiative come naturally here; the lesson is to look once before leaping and to let others catch up.`,
    `In its second pada, Ashwini takes a Taurus navamsa, which slows the horse to a working pace. Practical healing, steady earning and a love of simple comforts steady the impulse; stubbornness is the risk to watch.`,
    `Ashwini's third pada, in the Gemini navamsa, turns quickness toward the mind. Talk, study, messages and clever fixes thrive, though attention can scatter. A written list keeps the many starts connected to their endings.`,
    `The fourth pada of Ashwini belongs to the Cancer navamsa and softens the star with feeling. The urge to rescue becomes care for family and home, and the reward comes from protecting others without smothering them.`,
  ],
  [ // Bharani
    `Bharani's first pada sits in the Leo navamsa. Its carrying strength turns toward creative work and leadership, with a flair for the dramatic. Pride may make it hard to ask for help; generosity with credit eases the way.`,
    `In the second pada, the Virgo navamsa, Bharani's intensity becomes careful service. Detailed work, health routines and practical craft absorb the energy well, though worry and self-criticism build when nothing feels finished enough.`,
    `The third pada of Bharani falls in the Libra navamsa, bringing Venus to the fore twice over. Charm, partnership and an eye for balance are strong; indulgence and the wish to please everyone ask for some restraint.`,
    `Bharani's fourth pada, in the Scorpio navamsa, is its most intense. Secrets, crises and transformations are familiar ground, and resilience runs deep. Trusting a few people with the weight keeps the intensity from turning into isolation.`,
  ],
  [ // Krittika
    `Krittika's first pada is the only one in Aries, and its navamsa is Sagittarius. Fire meets fire: bold convictions, a taste for teaching and a quick temper. Principles serve best when voiced with humor rather than heat.`,
    `The second pada lies in Taurus with a Capricorn navamsa. Krittika's blade turns practical here, shaping careers, budgets and long projects with patient ambition. Hardness toward oneself or others is the thing to soften.`,
    `In its third pada, Taurus by sign and Aquarius by navamsa, Krittika cuts on behalf of the group. Reform, technology and fairness attract it, and it speaks plainly to power. Detachment can chill its warmth if left unchecked.`,
    `Krittika's fourth pada carries a Pisces navamsa, and the fire becomes a lamp rather than a razor. Devotion, compassion and quiet service are strong. Boundaries need care, since the urge to purify others can turn into self-sacrifice.`,
  ],
  [ // Rohini
    `Rohini's first pada takes the Aries navamsa, adding drive to the star's charm. Ambition for comfort and beauty moves quickly into action, and impatience with slow growth is the usual test of this quarter.`,
    `The second pada of Rohini, in the Taurus navamsa, is Taurus twice over: sensual, steady, loyal and fond of ownership. Wealth and beauty accumulate here; so can inertia, which a daily walk or a new skill helps to shake.`,
    `With a Gemini navamsa, Rohini's third pada turns its grace toward words, trade and the arts of conversation. Writing, marketing and music suit it well. Restlessness in affection may call for honest reflection.`,
    `Rohini's fourth pada, in the Cancer navamsa, gathers its fertility around home and family. Nurture comes easily and memories run deep. Moods follow the tides; a secure routine lets the feeling nature flourish without clinging.`,
  ],
  [ // Mrigashira
    `Mrigashira's first pada is in Taurus by sign and Leo by navamsa. The search here is for pleasure and recognition, pursued with warmth and some showmanship. Vanity can lead the deer astray; sincerity keeps it on the trail.`,
    `In Mrigashira's second pada, Taurus with a Virgo navamsa, curiosity becomes method. Careful research, crafts and practical problem solving suit it well. Overthinking and fussiness are the costs of a mind that never stops checking.`,
    `The third pada of Mrigashira falls in Gemini with a Libra navamsa, making the search social. Conversation, diplomacy and the arts attract it, and it finds ideas through other people. Indecision grows when every option looks equally lovely.`,
    `Mrigashira's last pada, Gemini by sign and Scorpio by navamsa, sends the deer into deeper woods. Investigations, hidden knowledge and intense attachments draw it. Suspicion can flare; grounding the search in trust makes it fruitful.`,
  ],
  [ // Ardra
    `Ardra's first pada takes the Sagittarius navamsa. The storm here clears in the name of a belief: questioning dogma, seeking truth, arguing boldly. Tact turns its sharp honesty into something others can actually hear.`,
    `In the Capricorn navamsa of its second pada, Ardra channels upheaval into structure and work. It rebuilds after loss with grim determination and can excel at hard technical jobs. Pessimism needs a steady counterweight of rest.`,
    `Ardra's third pada, in the Aquarius navamsa, is the most Rahu-like quarter: inventive, unconventional, drawn to science and causes. Ideas arrive as sudden flashes. Keeping human warmth beside the intellect stops it from turning cold.`,
    `The fourth pada of Ardra falls in the Pisces navamsa, where the teardrop becomes empathy. Sensitivity to suffering is strong, and healing or creative work can follow. Emotional floods subside with a calm daily anchor.`,
  ],
  [ // Punarvasu
    `Punarvasu's first pada, Gemini by sign and Aries by navamsa, renews itself through action. It bounces back fast and likes to lead a fresh start. Patience with slower companions makes each return richer.`,
    `The second pada carries a Taurus navamsa and grounds Punarvasu's optimism in material comfort. Saving, building and hospitality come naturally. Attachment to a settled routine can keep it from aiming the next worthwhile arrow.`,
    `With a Gemini navamsa, the third pada is Punarvasu's most talkative and curious. Teaching, writing and travel feed its renewal. Too many small interests dilute its broad wisdom; depth in one of them keeps it strong.`,
    `Punarvasu's fourth pada falls in Cancer by sign and by navamsa, the sign where Jupiter is exalted. Its care for home, family and tradition is profound, and it shelters many. Worry for loved ones eases when faith is practiced daily.`,
  ],
  [ // Pushya
    `Pushya's first pada, in the Leo navamsa, gives its nurturing a proud and visible face. It enjoys leading households, teams or communities. Needing thanks for every kindness is the habit this quarter learns to outgrow.`,
    `In the second pada, the Virgo navamsa, Pushya serves through detail: health, cooking, accounts, the small tasks that keep a family going. Its exactness is a gift until it becomes a source of anxious fault-finding.`,
    `The third pada of Pushya falls in the Libra navamsa, sweetening its sense of duty with grace and a wish for harmony. Counsel, partnership and the arts attract it; avoiding necessary conflict is its weakness.`,
    `Pushya's fourth pada takes the Scorpio navamsa, bringing depth and some secrecy to its care. It can hold others through a crisis and study hidden subjects. Protectiveness needs watching so that it never becomes control.`,
  ],
  [ // Ashlesha
    `Ashlesha's first pada, in the Sagittarius navamsa, aims the serpent's insight at philosophy and belief. It argues persuasively and senses hypocrisy fast. Generosity of spirit softens its sharper judgments of people.`,
    `In its second pada, the Capricorn navamsa, Ashlesha becomes strategic and ambitious, planning quietly and holding on tenaciously. Success in business or politics is possible; the test is to win without manipulation.`,
    `Ashlesha's third pada falls in the Aquarius navamsa, where perception turns toward groups, systems and hidden patterns. It can be eccentric and secretive. Sharing its observations openly builds the trust it wants.`,
    `The fourth pada, with a Pisces navamsa, gives Ashlesha its most intuitive and empathic form. Dreams, hunches and emotional entanglements are strong. Clear boundaries let the compassion flow without engulfing it.`,
  ],
  [ // Magha
    `Magha's first pada, in the Aries navamsa, is ambitious and commanding. It takes charge readily and defends its people fiercely. Remembering that respect is earned, not owed, keeps its leadership sound.`,
    `In its second pada, with a Taurus navamsa, Magha expresses its heritage through wealth, property and family customs. It keeps heirlooms and recipes alive. Materialism and stubborn conservatism are the pitfalls here.`,
    `Magha's third pada carries a Gemini navamsa and turns ancestral pride toward learning, stories and history. It may write the family chronicle or teach a tradition. Scattered effort weakens an otherwise noble voice.`,
    `The fourth pada, in the Cancer navamsa, gives Magha a tender, devotional side. Rituals for the ancestors, care of elders and family loyalty run deep. Living too much in memory is the one thing to watch.`,
  ],
  [ // Purva Phalguni
    `Purva Phalguni's first pada falls in the Leo navamsa, making it warm, theatrical and proud. Performance, romance and organizing fun come easily. Sharing the spotlight makes its charisma last.`,
    `In the Virgo navamsa of its second pada, Purva Phalguni brings pleasure to practical service, planning events, caring for health or perfecting a craft. Self-criticism can dampen enjoyment; rest is allowed here too.`,
    `The third pada of Purva Phalguni, in the Libra navamsa, is the most Venusian quarter of the star: artistic, affectionate and drawn to partnership and beauty. Indulgence and dependence on approval need a gentle check.`,
    `Purva Phalguni's fourth pada takes the Scorpio navamsa and deepens its desires. Passion, loyalty and intense creativity are strong, as is jealousy. Channeling intensity into a shared project keeps love healthy.`,
  ],
  [ // Uttara Phalguni
    `The first pada of Uttara Phalguni lies in Leo with a Sagittarius navamsa. Its sense of duty takes an idealistic, generous turn toward teaching, law or causes. Preaching instead of listening is the risk.`,
    `In Virgo with a Capricorn navamsa, the second pada of Uttara Phalguni is practical and hardworking. It manages, organizes and keeps agreements to the letter. Rigidity and overwork need balancing with warmth and play.`,
    `Uttara Phalguni's third pada, Virgo by sign and Aquarius by navamsa, applies its fairness to groups, networks and social reform. It befriends widely. Emotional distance may leave close partners wanting more.`,
    `The fourth pada, with a Pisces navamsa, gives Uttara Phalguni a compassionate, selfless quality. Service to the sick or the poor appeals to it. Learning to receive as graciously as it gives completes its promise.`,
  ],
  [ // Hasta
    `Hasta's first pada takes an Aries navamsa, adding drive to its skillful hands. It works fast and likes to be first with a fix. Impatience and a quick temper are best handled with humor.`,
    `In the second pada, the Taurus navamsa, Hasta's craft becomes steady and sensual: cooking, gardening, textiles, money management. Its reliability earns trust. Possessiveness over its own work needs loosening.`,
    `Hasta's third pada, in the Gemini navamsa, is the clever trickster of the star: witty, dexterous, good with words and trade. Nervous energy wants an outlet, and honesty keeps its cleverness admired.`,
    `The fourth pada falls in the Cancer navamsa, turning Hasta's skill toward nurture and home. It heals with touch, feeds and comforts. Moods can sway its hand; emotional routines keep it steady.`,
  ],
  [ // Chitra
    `Chitra's first pada is Virgo by sign and Leo by navamsa. Its craft seeks an audience, and it creates with confidence and flair. Ego can make feedback hard to take; humility sharpens the work.`,
    `The second pada, Virgo with a Virgo navamsa, is Chitra at its most exacting: precise, technical and detail-minded. Fine crafts, analysis and medicine suit it. Perfectionism must not block completion.`,
    `Chitra's third pada falls in Libra with a Libra navamsa, blending design with diplomacy. Aesthetic taste and social grace run high. It can please others at its own expense, so honest preferences matter.`,
    `In Libra with a Scorpio navamsa, the fourth pada gives Chitra depth and intensity. It creates out of transformation and may explore hidden subjects or research. Holding grudges dims its brilliance.`,
  ],
  [ // Swati
    `Swati's first pada, in the Sagittarius navamsa, loves travel, study and the freedom of the open road. Its fairness takes a principled turn. Restlessness can make every commitment feel like a cage.`,
    `With a Capricorn navamsa, the second pada gives Swati a businesslike steadiness. Trade, careful planning and slow accumulation suit it. Caution can tip into worry about security if it is not watched.`,
    `Swati's third pada, in the Aquarius navamsa, doubles its independence. Original ideas, technology and social causes attract it. Aloofness can be mistaken for indifference, so its warmth needs showing.`,
    `The fourth pada, with a Pisces navamsa, makes Swati imaginative and sympathetic, drawn to art, spirituality and service. Indecision and drift are the hazards; a clear daily practice anchors the breeze.`,
  ],
  [ // Vishakha
    `Vishakha's first pada lies in Libra with an Aries navamsa, fusing its ambition with raw courage. It competes eagerly and leads campaigns. Learning to lose gracefully makes its victories sweeter.`,
    `In the second pada, Libra with a Taurus navamsa, Vishakha pursues comfort, beauty and financial security with patience. Its goals are tangible. Envy of other people's wealth is the trap to avoid.`,
    `Vishakha's third pada, Libra by sign and Gemini by navamsa, aims at knowledge and communication. Debate, writing and study are its arenas. Changing goals too often scatters its famous focus.`,
    `The fourth pada of Vishakha is the only one in Scorpio, with a Cancer navamsa. Here the goal is emotional and protective, and devotion to family or faith is intense. Jealousy should be named before it festers.`,
  ],
  [ // Anuradha
    `Anuradha's first pada takes the Leo navamsa and gives its friendships a leader's heart. It organizes groups and inspires loyalty. A need for recognition does no harm as long as it shares the credit.`,
    `In the Virgo navamsa, the second pada of Anuradha serves friends through practical help and careful work. It excels in research and organization. Critical worry can dampen its otherwise devoted nature.`,
    `Anuradha's third pada falls in the Libra navamsa and is its most diplomatic and sociable quarter. Partnerships, negotiations and the arts flourish. Avoiding hard truths to keep the peace is the lesson.`,
    `Anuradha's fourth pada, Scorpio by sign and navamsa, is intense, private and deeply loyal. Esoteric study, psychology and crisis work attract it. Possessiveness in love needs a lighter touch.`,
  ],
  [ // Jyeshtha
    `Jyeshtha's first pada, in the Sagittarius navamsa, tempers seniority with philosophy and ethics. It protects on principle and can teach well. Self-righteousness is the edge it needs to soften.`,
    `With a Capricorn navamsa, Jyeshtha's second pada is ambitious and hardworking, climbing steadily to authority. It manages resources well. Coldness in pursuit of status costs more than it gains.`,
    `Jyeshtha's third pada takes the Aquarius navamsa, turning its authority toward innovation and groups. It may champion unusual causes. Stubborn independence can cut it off from allies.`,
    `The fourth pada, in the Pisces navamsa, gives Jyeshtha compassion and spiritual depth. It protects the vulnerable and may feel the pain of others keenly. Retreat and reflection restore its strength.`,
  ],
  [ // Mula
    `Mula's first pada, with an Aries navamsa, digs with force and courage. It confronts problems head-on and starts over fearlessly. Restraint saves it from tearing up what could simply be mended.`,
    `In the Taurus navamsa, Mula's second pada roots itself in practical matters: land, herbs, resources, the body. It seeks stability after upheaval. Clinging to security can block the change it needs.`,
    `Mula's third pada, in the Gemini navamsa, researches with words and ideas. Investigation, writing and debate about first principles suit it. Doubting everything can leave it without ground to stand on.`,
    `The fourth pada falls in the Cancer navamsa, bringing Mula's search home to family roots and feelings. It may explore ancestry or tend old wounds. Emotional upheavals settle with nurturing routines.`,
  ],
  [ // Purva Ashadha
    `Purva Ashadha's first pada, in the Leo navamsa, is proud, confident and born to persuade a crowd. Its leadership inspires. Arrogance is the one opponent this quarter must learn to defeat.`,
    `The second pada takes a Virgo navamsa and refines Purva Ashadha's convictions through detail and service. It cleanses by organizing and correcting. Nitpicking can replace the larger vision if it is not careful.`,
    `In the Libra navamsa, Purva Ashadha's third pada charms rather than commands. Art, diplomacy and romance are strong. Indulgence and a fondness for flattery need the check of an honest friend.`,
    `The fourth pada, with a Scorpio navamsa, gives Purva Ashadha depth and relentless resolve. It can research or reform with power. Holding on to a grievance weakens its invincible spirit.`,
  ],
  [ // Uttara Ashadha
    `Uttara Ashadha's first pada is Sagittarius by sign and navamsa: idealistic and ethical, drawn to teaching, law and faith. It speaks with moral authority. Rigid views soften through travel and listening.`,
    `The second pada of Uttara Ashadha, in Capricorn with a Capricorn navamsa, is ambitious, disciplined and enduring. Long careers and institutions suit it. Work must not be allowed to swallow every personal pleasure.`,
    `Uttara Ashadha's third pada, in Capricorn with an Aquarius navamsa, puts its integrity to work for society. Humanitarian projects and science appeal to it. It can seem distant; sharing feelings helps.`,
    `The fourth pada, with a Pisces navamsa, gives Uttara Ashadha compassion and a spiritual aim. It serves quietly and forgives readily. Clear limits keep its kindness from ending in exhaustion.`,
  ],
  [ // Shravana
    `Shravana's first pada, in the Aries navamsa, listens in order to act. It learns quickly and applies knowledge boldly. Impatience with slower learners is the habit this quarter has to soften.`,
    `In the Taurus navamsa, the second pada of Shravana absorbs knowledge slowly and keeps it well. Music, finance and practical wisdom suit it. Resistance to new ideas is its blind spot.`,
    `Shravana's third pada, with a Gemini navamsa, is the communicator: it hears much and repeats it well. Teaching, media and languages flourish. Gossip is the temptation it must refuse.`,
    `The fourth pada of Shravana, in the Cancer navamsa, listens with the heart. Counseling, caregiving and family history attract it. Sensitivity to criticism eases as its trust in itself grows.`,
  ],
  [ // Dhanishta
    `Dhanishta's first pada, Capricorn by sign and Leo by navamsa, loves the stage and the spotlight. Music, sport and leadership come easily. Generosity keeps its ambition from turning vain.`,
    `Dhanishta's second pada, in Capricorn with a Virgo navamsa, turns rhythm into method. Skill, practice and careful management bring wealth. Worry about money can drown out the music.`,
    `Dhanishta's third pada, Aquarius by sign and Libra by navamsa, is social and artistic, drawn to ensembles and partnerships. Harmony matters to it. It must beware of living only for applause.`,
    `The fourth pada, in Aquarius with a Scorpio navamsa, gives Dhanishta intensity and investigative power. It can lead in a crisis. Secretiveness and stubbornness strain its relationships if unchecked.`,
  ],
  [ // Shatabhisha
    `Shatabhisha's first pada, with a Sagittarius navamsa, seeks healing through philosophy and truth. It is outspoken and hopeful. Preaching from a distance only widens its circle of isolation.`,
    `In the Capricorn navamsa, the second pada of Shatabhisha is methodical, ambitious and reserved, suited to long research or administration. Its caution is sound, though pessimism needs daily light.`,
    `Shatabhisha's third pada, Aquarius by sign and navamsa, is the most original and unconventional quarter. Inventions, networks and futuristic ideas thrive. Eccentricity need not mean loneliness.`,
    `The fourth pada, in the Pisces navamsa, gives Shatabhisha mystical and compassionate depth. Healing arts and meditation suit it. Escapism needs firm, gentle habits to contain it.`,
  ],
  [ // Purva Bhadrapada
    `Purva Bhadrapada's first pada, Aquarius by sign and Aries by navamsa, is fiery, daring and quick to take up a cause. Courage is abundant; patience and tact are the skills to develop.`,
    `The second pada of Purva Bhadrapada, in Aquarius with a Taurus navamsa, grounds the star's idealism in resources and determination. It can build something lasting. Stubbornness and material anxiety are the snags.`,
    `Purva Bhadrapada's third pada, with a Gemini navamsa, debates, writes and researches with passion. Its mind is restless and inventive. Nervous tension eases through steady routines.`,
    `The fourth pada of Purva Bhadrapada is the only one in Pisces, with a Cancer navamsa. Its intensity turns emotional and devotional, protective of family and faith. Worry is best met with prayer or a quiet practice.`,
  ],
  [ // Uttara Bhadrapada
    `Uttara Bhadrapada's first pada, in the Leo navamsa, lends its calm wisdom a dignified presence. It leads with patience. Pride in its self-control can make it hard to ask for help.`,
    `In the Virgo navamsa, the second pada of Uttara Bhadrapada serves through careful work and analysis, often in healing or research. It is reliable. Overconcern with details can drain its depth.`,
    `Uttara Bhadrapada's third pada, with a Libra navamsa, is gracious and diplomatic, a natural mediator. Relationships and the arts benefit. Passivity in conflict calls for a kinder kind of courage.`,
    `Uttara Bhadrapada's fourth pada, in the Scorpio navamsa, is deep, private and spiritually intense. The study of hidden things and inner transformation attract it. Withdrawal must not become a wall against loved ones.`,
  ],
  [ // Revati
    `Revati's first pada, with a Sagittarius navamsa, is optimistic, generous and fond of journeys. It guides by faith and good humor. Overconfidence in others can lead to disappointment.`,
    `The second pada takes a Capricorn navamsa and gives Revati practical ambition and responsibility. It cares through reliable effort. Self-doubt softens as its achievements accumulate.`,
    `Revati's third pada, in the Aquarius navamsa, extends its kindness to communities and causes. It is idealistic and inventive. Detachment can hide how deeply it feels.`,
    `Revati's fourth pada, Pisces by sign and navamsa, is the final quarter of the zodiac: mystical, tender and imaginative. Art and spiritual life flourish. Firm ground beneath the dreams keeps it safe.`,
  ],
];
