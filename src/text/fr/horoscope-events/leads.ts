// Urania's own text, translated from its English original (src/text/en); locale fr.
import type { HoroscopeEventText } from '../../horoscope-event-text.js';

// The lead sentences that name an event and place it in a solar house, the planets' domains, the seasons, and the
// openings and closings, addressing the reader as « vous ». ICU MessageFormat; the grammar table is
// src/text/fr/horoscope-grammar.ts. What the French messages choose:
// - a place is {signIn} (« en Bélier », « en Gémeaux », no article); « le signe {signOf} » where the sign is named as a
//   sign (« le signe du Lion », « de la Vierge », « des Poissons »), {signThe} where it stands alone (« le Bélier »);
// - {house} begins with « votre » (« votre maison 7 des partenariats »), so it takes « dans », « de », « à » without
//   contraction;
// - a time phrase ({when}, {span}) that opens the sentence is followed by a comma (« Lundi, … », « Toute l’année, … »);
// - {flavor} (a planet's domain) is a list with its articles joined by « et » (« l’amour, le plaisir et l’argent »):
//   its verb is plural, and it never follows « de » or « à », which would contract with « le » and « les »;
// - {season} carries its article (« l’équinoxe de mars », « le solstice de juin »), {type} never needs one but
//   « l’ » (« l’éclipse solaire totale »), {phase} is masculine (« le premier quartier »);
// - a planet agrees by {planetGender} (« Vénus redevient directe », « ce qu’elle remue », « maîtresse du Taureau »);
//   « rétrograde » is the same in both genders; a list of planets takes {count, plural, …}.

export const LEADS_FR: HoroscopeEventText['leads'] = {
  season: [
    '{season} arrive {when}, {seasonNote}, et le Soleil, {signIn}, éclaire {house}.',
    '{when}, c’est {season} : {seasonNote}, avec le Soleil {signIn} qui éclaire {house}.',
    '{when} arrive {season}, {seasonNote} ; pour vous, le Soleil {signIn} brille sur {house}.',
  ],
  sunIngress: [
    '{when}, le Soleil entre {signIn}, dans {house}.',
    'Le Soleil entre {signIn} {when} et commence un mois dans {house}.',
    '{when}, le Soleil passe {signIn} et met en lumière {house}.',
  ],
  solarEclipse: [
    '{aType} {signIn} survient {when} dans {house}, et un nouveau chapitre s’y ouvre.',
    'L’{type} {signIn} a lieu {when} et touche {house}.',
    '{when}, {aType} {signIn} se produit en plein dans {house}.',
  ],
  lunarEclipse: [
    '{when}, la Lune s’éclipse {signIn} : {aType}, dans {house}.',
    'L’{type} {signIn} arrive {when} et éclaire vivement {house}.',
    '{aType} {signIn} se produit {when} et tombe dans {house}.',
  ],
  newMoon: [
    '{when}, la Nouvelle Lune {signIn} ouvre une page blanche dans {house}.',
    'La Nouvelle Lune {signIn} arrive {when} et sème une graine dans {house}.',
    '{when}, c’est la Nouvelle Lune {signIn}, dans {house}.',
  ],
  fullMoon: [
    '{when}, la Pleine Lune {signIn} illumine {house}.',
    'La Pleine Lune {signIn} porte {when} à leur point culminant les affaires de {house}.',
    '{when}, place à la Pleine Lune {signIn}, qui brille sur {house}.',
  ],
  quarterMoon: [
    '{when}, le {phase} de Lune {signIn} marque un moment de décision dans {house}.',
    'Le {phase} de Lune tombe {when} {signIn}, dans {house}.',
  ],
  stationRetrograde: [
    '{when}, {planet} devient rétrograde {signIn}, dans {house}, et {flavor} passent en révision.',
    '{planet} marque sa station rétrograde {when} {signIn} : {flavor} méritent un second regard dans {house}.',
    '{when}, {planet} s’immobilise puis rétrograde {signIn}, et {flavor} retraversent un terrain connu dans {house}.',
  ],
  stationDirect: [
    '{when}, {planet} redevient {planetGender, select, feminine {directe} other {direct}} {signIn}, dans {house}, et {flavor} avancent de nouveau.',
    '{planet} marque sa station directe {when} {signIn} : {flavor} reprennent de la vitesse dans {house}.',
    '{when}, {planet} achève sa rétrogradation et reprend sa marche directe {signIn}, ce qui libère {flavor} dans {house}.',
  ],
  ingress: [
    '{when}, {planet} entre {signIn}, dans {house}, et apporte avec {planetGender, select, feminine {elle} other {lui}} {flavor}.',
    '{planet} passe {signIn} {when} et commence un séjour dans {house}.',
    '{when}, {planet} franchit le seuil du signe {signOf}, si bien que {flavor} se tournent vers {house}.',
  ],
  reentry: [
    '{when}, {planet} revient {signIn} en rétrogradant et retourne dans {house} pour régler des affaires en suspens.',
    '{planet} repasse {signIn} {when}, en mouvement rétrograde, pour revisiter {house}.',
  ],
  conjunction: [
    '{when}, {planet} et {other} se rencontrent {signIn}, dans {house} : une rencontre de planètes lentes qui ne revient qu’une fois en bien des années.',
    'La conjonction {planetOf} et {otherOf} {signIn} tombe {when} dans {house}, et elle ouvre un cycle qui durera des décennies.',
  ],
  moonSign: [
    'La Lune est {signIn} aujourd’hui, dans {house}, {phaseWords}.',
    'Aujourd’hui, la Lune traverse le signe {signOf}, {house}, {phaseWords}.',
    'Avec la Lune {signIn}, {phaseWords}, l’humeur du jour se concentre dans {house}.',
  ],
  moonMoves: [
    '{when}, la Lune entre {signIn}, et l’humeur se déplace vers {house}.',
    'La Lune atteint le signe {signOf} {when} et tourne votre attention vers {house}.',
    '{when}, la Lune passe {signIn}, dans {house}.',
  ],
  ruler: [
    '{planet}, qui gouverne votre signe, se trouve {signIn}, dans {house}, {rulerHere}.',
    'Votre planète maîtresse, {planet}, se tient {signIn}, dans {house}, {rulerHere}.',
    '{planet}, {planetGender, select, feminine {maîtresse} other {maître}} {ownSignOf}, se trouve {signIn}, dans {house}, {rulerHere}.',
  ],
  rulerRetrograde: [
    '{planet}, {planetGender, select, feminine {maîtresse} other {maître}} de votre signe, est rétrograde {signIn}, dans {house}, {rulerHere} ; laissez plus de temps à vos propres projets.',
    'Votre planète maîtresse, {planet}, rétrograde {signIn}, dans {house}, {rulerHere} ; révisez donc avant d’accélérer.',
  ],
  retrogradeOngoing: [
    '{planet} est rétrograde {signIn}, dans {house}.',
    'Avec {planet} rétrograde {signIn}, {house} demande de la patience.',
    '{planet} traverse le signe {signOf} en rétrogradation, dans {house} : le moment de refaire plutôt que de commencer.',
  ],
  retrogradeTogether: [
    '{planet} {count, plural, one {est rétrograde} other {sont rétrogrades ensemble}} {signIn}, si bien que tout, dans {house}, passe par un second jet.',
    '{signIn}, dans {house}, {planet} {count, plural, one {est rétrograde} other {sont rétrogrades en même temps}} : raison de plus pour réviser avant de vous lancer.',
  ],
  transitHarmonious: [
    '{planet} {signIn} donne un coup de pouce bienvenu à {house}.',
    'Le soutien vient de {house}, où {planet} {signIn} agit en votre faveur.',
    '{planet}, de passage {signIn}, vous facilite les choses dans {house}.',
  ],
  transitChallenging: [
    '{planet} {signIn} agite {house} ; prenez ces frictions comme un aiguillon, pas comme un feu rouge.',
    'Attendez-vous à un peu de pression venue de {house}, où {planet} {signIn} vous demande de vous adapter.',
    '{planet} {signIn} met votre patience à l’épreuve dans {house} : répondez par un plan.',
  ],
  transitNeutral: [
    '{planet} occupe votre propre signe, {signThe}, dans {house}, et son énergie vous appartient.',
    '{planet} est {signIn} avec vous, dans {house} : ce qu’{planetGender, select, feminine {elle} other {il}} remue vous touche de près.',
  ],
  voidMoon: [
    'Jusqu’à {until}, la Lune ne forme plus aucun aspect {signIn} : dans {house}, tenez-vous-en à la routine et gardez les nouveaux départs pour plus tard.',
    'La Lune {signIn} ne noue plus aucun contact jusqu’à {until} ; dans {house}, terminez plutôt que de commencer.',
  ],
  jupiterPassage: [
    '{planet} se trouve {signIn}, dans {house}, {span}.',
    '{span}, {planet} traverse le signe {signOf}, {house}.',
    'Regardez du côté de {house} : {planet} y séjourne {signIn} {span}.',
  ],
  saturnPassage: [
    '{planet} demeure {signIn}, dans {house}, {span}.',
    '{span}, {planet} trace patiemment sa route à travers le signe {signOf}, {house}.',
    '{planet} s’attarde {signIn}, dans {house}, {span}.',
  ],
  retrogradePeriod: [
    '{planet} devient rétrograde le {date} {signIn}, dans {house}, et redevient {planetGender, select, feminine {directe} other {direct}} le {date2} : entre les deux, {flavor} demandent un soin particulier.',
    'À partir du {date}, {planet} est rétrograde {signIn}, dans {house}, jusqu’à sa station directe du {date2} ; {flavor} repassent en terrain connu.',
    '{planet} marque sa station rétrograde {signIn} le {date} et sa station directe le {date2}, et {flavor} sont en révision dans {house}.',
    '{planet} amorce sa rétrogradation {signIn}, dans {house}, le {date} et reprend sa marche directe le {date2} : une saison pour retravailler {flavor} plutôt que pour foncer.',
    'Entre le {date} et le {date2}, {planet} rétrograde {signIn}, dans {house}, avant de repartir en marche directe ; attendez-vous à voir revenir {flavor}.',
    '{planet} revient sur ses pas {signIn}, dans {house} : rétrograde à partir du {date}, {planetGender, select, feminine {directe} other {direct}} à partir du {date2} ; {flavor} méritent un second passage.',
  ],
  retrogradePeriodMore: [
    '{planet} est rétrograde {signIn}, dans {house}, à partir du {date} et de nouveau {planetGender, select, feminine {directe} other {direct}} le {date2} ; laissez {flavor} se décanter avant de vous engager.',
    'Le {date}, {planet} marque sa station rétrograde {signIn}, dans {house}, et le {date2} repart en marche directe : entre les deux, {flavor} demandent de la patience.',
    '{planet} garde un cap rétrograde {signIn}, dans {house}, du {date} jusqu’à sa station directe du {date2} : un temps pour mettre au net {flavor} plutôt que pour innover.',
    'Notez le {date}, quand {planet} devient rétrograde {signIn}, dans {house}, et le {date2}, quand {planetGender, select, feminine {elle} other {il}} redevient {planetGender, select, feminine {directe} other {direct}} : entre les deux, {flavor} reviennent pour un nouveau tour.',
  ],
  retrogradeCrossing: [
    '{planet} devient rétrograde {signIn}, dans {house}, le {date}, recule jusqu’{sign2In}, dans {house2}, et y reprend sa marche directe le {date2} ; {flavor} reviennent sur un terrain que vous pensiez couvert.',
    'À partir du {date}, {planet} rétrograde et recule {signOf}, dans {house}, jusqu’{sign2In}, dans {house2}, où {planetGender, select, feminine {elle} other {il}} redevient {planetGender, select, feminine {directe} other {direct}} le {date2} ; {flavor} méritent un second regard.',
    'Entre le {date} et le {date2}, jour de sa station directe, {planet} rétrograde {signOf}, dans {house}, jusqu’{sign2In}, dans {house2} : {flavor} passent d’un domaine de votre vie à l’autre avant de se poser.',
    '{planet} marque sa station rétrograde {signIn} le {date} et sa station directe {sign2In} le {date2} : {flavor} passent en révision dans {house}, puis dans {house2}.',
  ],
  retrogradeSince: [
    'Rétrograde {signIn}, dans {house}, depuis le {date}, {planet} redevient {planetGender, select, feminine {directe} other {direct}} le {date2} ; d’ici là, {flavor} restent en révision.',
    '{planet} est rétrograde {signIn}, dans {house}, depuis le {date} et reprend sa marche directe le {date2}, quand {flavor} peuvent de nouveau avancer.',
    'L’année s’ouvre avec {planet} rétrograde {signIn}, dans {house}, comme depuis le {date} ; {planetGender, select, feminine {elle} other {il}} repart en marche directe le {date2}, et {flavor} reprennent de l’élan.',
  ],
  retrogradeSinceCrossing: [
    '{planet} est rétrograde depuis le {date}, jour de sa station {signIn}, dans {house} ; sa marche arrière {planetGender, select, feminine {la} other {le}} mène jusqu’{sign2In}, dans {house2}, où {planetGender, select, feminine {elle} other {il}} redevient {planetGender, select, feminine {directe} other {direct}} le {date2} : {flavor} y achèvent leur révision.',
    'Rétrograde depuis le {date}, jour de sa station {signIn}, dans {house}, {planet} achève sa marche arrière {sign2In}, dans {house2}, et y reprend sa marche directe le {date2} ; {flavor} ont droit à une dernière relecture avant de repartir.',
  ],
};

export const PLANET_FLAVOR_FR: HoroscopeEventText['planetFlavor'] = {
  Sun: ['la vitalité et le sens du cap', 'l’énergie et la confiance en soi'],
  Moon: ['les humeurs et les besoins', 'les émotions et les habitudes'],
  Mercury: ['les échanges, les projets et la paperasse', 'les messages, les déplacements et les décisions'],
  Venus: ['l’amour, le plaisir et l’argent', 'l’affection, les goûts et les dépenses'],
  Mars: ['l’élan, l’effort et l’humeur combative', 'l’énergie, le courage et l’esprit de compétition'],
  Jupiter: ['la croissance, la chance et la générosité', 'les occasions et l’optimisme'],
  Saturn: ['le devoir, la structure et les projets à long terme', 'les responsabilités et le travail de fond'],
  Uranus: ['le changement, la liberté et les surprises', 'les revirements soudains et les idées neuves'],
  Neptune: ['les rêves, les idéaux et l’intuition', 'l’imagination et la compassion'],
  Pluto: ['le pouvoir, la profondeur et la renaissance', 'les transformations profondes et les affaires cachées'],
};

export const SEASON_NOTE_FR: HoroscopeEventText['seasonNote'] = {
  'March equinox': ['le premier jour du printemps au nord et de l’automne au sud', 'le moment où jour et nuit s’équilibrent presque et où le zodiaque repart de zéro'],
  'June solstice': ['le jour le plus long au nord et le plus court au sud', 'le moment où bascule la lumière de l’année'],
  'September equinox': ['le moment où le jour et la nuit s’équilibrent de nouveau, avec l’automne au nord et le printemps au sud', 'le second point d’équilibre de l’année'],
  'December solstice': ['le jour le plus court au nord et le plus long au sud', 'le début de l’hiver au nord et de l’été au sud'],
};

export const FRAMES_FR: HoroscopeEventText['frames'] = {
  weeklyOpening: [
    'Pour vous, {sign}, la semaine du {start} au {end} tourne autour de {house}.',
    '{sign}, cette semaine (du {start} au {end}) met l’accent sur {house}.',
    '{sign}, du {start} au {end}, votre semaine penche du côté de {house}.',
  ],
  monthlyOpening: [
    '{sign}, vous abordez {month} {year} les yeux tournés vers {house}.',
    'Pour vous, {sign}, {month} {year} débute avec {house} en ligne de mire.',
    '{sign}, en {month} {year}, tout part de {house} pour s’étendre ensuite.',
  ],
  yearlyOpening: [
    'Pour vous, {sign}, l’année {year} se dessine à l’école de deux planètes lentes : Jupiter, qui élargit {house}, et Saturne, qui réclame un travail régulier dans {house2}.',
    '{sign}, en {year}, les planètes lentes vous orientent vers {house}, où Jupiter apporte la croissance, et vers {house2}, où Saturne demande de la patience.',
    'Les grands thèmes de {year} se jouent pour vous, {sign}, dans {house}, portée par Jupiter, et dans {house2}, façonnée par Saturne.',
  ],
  yearlyClosing: [
    'Tout au long de l’année, {sign}, gardez {house} en vue : c’est là que cette année demande le plus et rend le plus.',
    'Vivez {year} une saison après l’autre, {sign} ; ce que vous bâtissez dans {house} survivra à l’année.',
  ],
  monthlyClosing: [
    'D’ici fin {month}, {sign}, le travail accompli dans {house} devrait se voir ; laissez-lui le temps qu’il lui faut.',
    'Accordez vos meilleures heures à {house} en {month}, {sign} ; le reste du mois peut suivre son cours habituel.',
  ],
  weeklyClosing: [
    'Quoi que la semaine apporte d’autre, {sign}, prenez soin de {house} et gardez une part du week-end pour vous.',
    'Retenez une leçon de {house} pour la semaine suivante, {sign}, et laissez filer le reste.',
  ],
  quietDay: [
    'Aucune planète ne change de signe ni de direction aujourd’hui, {sign}, alors la Lune donne le ton dans {house}.',
    'Du côté des planètes, le ciel est calme aujourd’hui, {sign}, et l’humeur se joue tout près, dans {house}.',
  ],
  quietWeek: [
    'Aucune planète ne change de signe ni de direction cette semaine, {sign} : le voyage de la Lune, à partir de {house}, fait l’essentiel du travail.',
    'Du côté des planètes, le ciel reste stable cette semaine, {sign}, et c’est la Lune qui mène le récit, en commençant par {house}.',
  ],
};

export const PHASE_WORDS_FR: HoroscopeEventText['phaseWords'] = {
  'New Moon': ['sombre et toute neuve', 'cachée au moment de la Nouvelle Lune'],
  'Waxing Crescent': ['fin croissant qui grossit chaque soir', 'croissante, encore jeune et fine'],
  'First Quarter': ['à moitié éclairée et croissante', 'à son premier quartier'],
  'Waxing Gibbous': ['bientôt pleine et toujours croissante', 'éclairée à plus de moitié et encore grandissante'],
  'Full Moon': ['pleine et lumineuse', 'brillant de tout son éclat'],
  'Waning Gibbous': ['décroissante, quelques jours après la Pleine Lune', 'sur le déclin après sa plénitude'],
  'Last Quarter': ['à moitié éclairée et décroissante', 'à son dernier quartier'],
  'Waning Crescent': ['mince croissant dans le ciel du matin', 'réduite à un fin croissant'],
};
