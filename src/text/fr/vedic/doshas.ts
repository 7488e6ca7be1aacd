import type { DoshaTextId } from '../../../schemas/vedic-interpretation.js';
import type { DoshaText } from '../../yoga-dosha-text.js';

// Urania's own text, translated from its English original (src/text/en/vedic/doshas.ts); locale fr.
// Les doshas de `vedicDoshas` et de `sadeSati` : le Manglik dosha et ses quatre annulations nommées, les douze types
// de Kaal Sarp et la forme partielle, le Sade Sati et ses trois phases, les deux signes du Dhaiya.

export const DOSHA_TEXT_FR: Readonly<Record<DoshaTextId, DoshaText>> = {
  manglik: {
    name: 'Manglik (Kuja) dosha',
    text: `Le Manglik dosha, c’est Mars dans l’une des maisons marquées, comptées depuis l’Ascendant, la Lune ou Vénus : la 1, la 4, la 7, la 8 ou la 12 dans la liste classique ; la liste du Sud met la 2 à la place de la 1, et le compte étendu retient les deux. La tradition le lit pour le couple : Mars apporte dans le foyer conjugal de la chaleur, de la précipitation et un besoin d’indépendance. Il est très répandu : depuis le seul Ascendant, cinq ou six thèmes sur douze le portent, et si l’on compte aussi depuis la Lune et Vénus, il devient la règle plutôt que l’exception. Ce qu’il signifie ressort dans les dashas de Mars et quand Mars transite la maison 7. Plusieurs annulations documentées s’appliquent, et l’on tient traditionnellement que deux partenaires Manglik s’équilibrent l’un l’autre. Il faut y lire un appel à la patience et aux décisions prises ensemble, jamais un verdict sur un mariage.`,
  },
  'manglik-cancellation-mars-own-or-exalted': {
    name: 'Manglik annulé : Mars dans son domicile ou dans son signe d’exaltation',
    text: `Cette annulation joue quand Mars se tient dans l’un de ses domiciles, le Bélier ou le Scorpion, ou bien en Capricorne, où il est exalté. Un Mars chez lui ou honoré agit avec maîtrise : son courage garde un but, son emportement obéit au jugement, et la friction que décrit le dosha perd l’essentiel de sa force. Les manuels comptent donc le dosha comme annulé, quelle que soit la maison occupée par Mars. Reste le caractère propre de Mars, énergique et direct, qui réclame toujours de l’espace dans une relation et se manifeste pendant ses périodes. Beaucoup de praticiens y voient l’une des exemptions les plus solides. Dans une comparaison de thèmes, mieux vaut le dire franchement : la maison marquée est bien là, mais la planète qui l’occupe est en bon ordre.`,
  },
  'manglik-cancellation-mars-with-or-aspected-by-jupiter': {
    name: 'Manglik annulé : Mars avec Jupiter, ou qui reçoit son aspect',
    text: `Ici, le dosha est annulé parce que Jupiter partage le signe de Mars ou lui adresse l’un de ses aspects, le 5e, le 7e ou le 9e. Jupiter est le grand bénéfique, et les manuels tiennent que son conseil tempère Mars : l’élan rencontre la sagesse, les querelles trouvent des médiateurs, la hâte apprend à attendre. Les enjeux conjugaux du dosha s’adoucissent d’autant, surtout dans les dashas de Jupiter et aux moments où Jupiter transite sur le Mars natal. L’annulation est plus faible quand Jupiter lui-même est débilité en Capricorne ou combuste, et certains astrologues ne la comptent alors qu’en partie. Lue honnêtement, elle dit qu’un bon conseiller, intérieur ou extérieur, fait travailler l’énergie martienne pour le couple plutôt que contre lui.`,
  },
  'manglik-cancellation-mars-with-moon': {
    name: 'Manglik annulé : Mars avec la Lune',
    text: `Lorsque Mars et la Lune occupent le même signe, les manuels considèrent le Manglik dosha comme annulé. La nature réceptive et attentive de la Lune rejoint l’ardeur de Mars, et les deux astres forment ensemble Chandra–Mangala : l’énergie se tourne vers l’entreprise, la protection du foyer et le gain, plutôt que vers les frictions entre partenaires. L’annulation se fait surtout sentir quand la Lune ou Mars gouverne la dasha. Elle tient le mieux avec une Lune lumineuse et croissante ; une Lune sombre ou affligée lui donne moins de poids, et les sentiments peuvent encore s’échauffer. Pour un couple, elle suggère que l’honnêteté affective, exprimée tôt, est ce qui empêche le côté martien du thème de s’embraser.`,
  },
  'manglik-cancellation-mars-sign-exception': {
    name: 'Manglik annulé : le signe qui fait exception dans sa maison',
    text: `Dans les listes des manuels, chaque maison Manglik a des signes qui exemptent Mars du dosha : la 1 en Lion ou en Verseau, la 2 en Gémeaux ou en Vierge, la 4 en Bélier ou en Scorpion, la 7 en Cancer ou en Capricorne, la 8 en Sagittaire ou en Poissons, la 12 en Taureau ou en Balance, toujours depuis l’Ascendant. Quand Mars tombe dans l’un de ces cas, le dosha compté depuis l’Ascendant est tenu pour annulé. Ces exceptions relèvent d’une tradition des manuels de compatibilité plutôt que d’une règle des textes les plus anciens, et les écoles divergent à leur sujet ; le relevé nomme l’exception pour que ce choix reste visible. Les périodes de Mars ramènent encore ses enjeux, mais sur un mode plus doux.`,
  },
  'kaal-sarp-anant': {
    name: 'Kaal Sarp Anant',
    text: `Anant désigne le Kaal Sarp formé par Rahu en maison 1 et Ketu en maison 7, tous les grahas se trouvant d’un même côté de cet axe. C’est l’axe du soi et du partenaire qui porte le serpent, et les manuels modernes décrivent un fort élan personnel tiraillé par les besoins du couple, une identité qui met des années à se fixer, et des accords retardés qui finissent par se conclure. Tout cela se réveille pendant la dasha de Rahu ou celle de Ketu, et lorsque l’axe nodal, dans son transit, franchit le Lagna. Un maître du Lagna vigoureux, des bénéfiques en kendra ou un graha conjoint à l’un des nœuds l’allègent. Son usage constructif est la connaissance de soi : qui définit clairement sa propre direction partage ensuite plus aisément sa vie avec un autre.`,
  },
  'kaal-sarp-kulik': {
    name: 'Kaal Sarp Kulik',
    text: `Kulik place Rahu en maison 2 et Ketu en maison 8, avec chaque graha d’un seul côté de l’axe. Les biens, les mots et les proches s’opposent à l’argent partagé, aux secrets et aux changements soudains, et les manuels évoquent des finances inégales, des paroles imprudentes qui coûtent plus cher que prévu et la nécessité de protéger son épargne. On le sent durant les dashas nodales, ainsi qu’au passage des nœuds en transit sur les maisons 2 et 8. Il diminue si le maître de la 2 est solide, si Jupiter aspecte cette maison, ou si une planète accompagne Rahu ou Ketu. Un budget tenu avec soin et une parole mesurée en sont le remède pratique, et le goût de la recherche sur les choses cachées peut en devenir le don.`,
  },
  'kaal-sarp-vasuki': {
    name: 'Kaal Sarp Vasuki',
    text: `Avec Rahu en maison 3 et Ketu en maison 9, ce Kaal Sarp prend le nom de Vasuki. Le courage, la fratrie et l’initiative heurtent la foi, les maîtres et les longs voyages : les manuels décrivent des tensions avec les frères ou les sœurs, des efforts audacieux qui se heurtent à des résistances, des convictions mises à l’épreuve avant de se stabiliser. Comme Rahu réussit bien en maison 3, ce type donne souvent aussi de l’aplomb et l’esprit d’entreprise. Il se manifeste sous les périodes des deux nœuds et quand Rahu et Ketu, dans le ciel du moment, parcourent la 3 et la 9. La force de la maison 9 ou de son maître l’adoucit. Son meilleur usage est un courage adossé à des principes, une action hardie menée au service de ce en quoi l’on croit.`,
  },
  'kaal-sarp-shankhpal': {
    name: 'Kaal Sarp Shankhpal',
    text: `Shankhpal est le type où Rahu se trouve en maison 4 et Ketu en maison 10. Le foyer et la carrière partagent l’axe du serpent ; on lit dans les manuels une vie domestique agitée, des déménagements, des affaires immobilières plus longues que prévu et une carrière qui change de cap. Ce type tend à se montrer quand s’ouvre une période de Rahu ou de Ketu, et quand les nœuds en transit passent sur la 4 et la 10. Un maître de la 4 bien placé, des bénéfiques qui aspectent la 4 ou une planète en compagnie d’un nœud l’allègent. Qui se bâtit un foyer intérieur stable, une routine et un lieu de calme voit les changements extérieurs ressembler moins à un bouleversement qu’à une progression.`,
  },
  'kaal-sarp-padma': {
    name: 'Kaal Sarp Padma',
    text: `Padma est la forme du dosha qui met Rahu en maison 5 et Ketu en maison 11. Les enfants, la créativité, les études et les amours font face aux amis, aux réseaux et aux gains, et les textes modernes signalent des retards autour des enfants ou de la formation, des spéculations décevantes et des amitiés qui demandent des efforts. On le ressent sous le règne de l’un ou l’autre nœud, et quand leur transit touche la 5 et la 11. La force du maître de la 5, le regard de Jupiter sur cette maison ou des bénéfiques occupant les kendras le soulagent. Son versant constructif est l’originalité : un savoir peu conventionnel, une création qui casse les formes et des amitiés choisies pour leur profondeur plutôt que leur nombre peuvent s’y épanouir.`,
  },
  'kaal-sarp-mahapadma': {
    name: 'Kaal Sarp Mahapadma',
    text: `Mahapadma installe Rahu en maison 6 et Ketu en maison 12. Le travail, les rivaux et les obligations quotidiennes rencontrent la perte, la dépense et le retrait, et la littérature décrit des luttes contre des adversaires, des dettes à surveiller et des passages de fatigue. Pourtant Rahu en 6 figure parmi ses meilleures positions, et beaucoup lisent ce type comme la capacité de l’emporter sur des concurrents à force de persévérance. Il apparaît au fil des dashas nodales et tandis que Rahu et Ketu, par transit, franchissent la 6 et la 12. Son poids baisse avec un maître de la 6 puissant, des bénéfiques logés dans les kendras, ou un graha accolé à Rahu ou à Ketu. Des habitudes ordonnées et un repos pris au sérieux sont ses réponses pratiques.`,
  },
  'kaal-sarp-takshak': {
    name: 'Kaal Sarp Takshak',
    text: `Takshak met Rahu en maison 7 et Ketu en maison 1, l’inverse d’Anant. C’est le partenariat qui porte la tête du serpent, et les auteurs parlent de partenaires inhabituels, d’accords qui bougent, de mariage retardé et du sentiment que les choix des autres orientent sa propre vie. Il ressort à l’heure des dashas de Rahu et de Ketu, et lorsque les nœuds en transit croisent la 1 et la 7. Un maître de la 7 fort, une Vénus de bonne dignité ou l’aspect de Jupiter sur la 7 l’adoucissent considérablement. La voie constructive est celle d’un partenariat conscient : choisir ses collaborateurs les yeux ouverts, mettre les accords par écrit et garder un moi qui ne se dissout pas dans l’autre.`,
  },
  'kaal-sarp-karkotak': {
    name: 'Kaal Sarp Karkotak',
    text: `Karkotak est le type avec Rahu en maison 8 et Ketu en maison 2. Le changement soudain, les ressources partagées et les choses cachées s’opposent à l’épargne, aux paroles et aux proches, et les manuels mentionnent des héritages contestés, des dépenses inattendues et des mots qui créent des frictions à la maison. Sa marque se fait sentir durant les années gouvernées par les nœuds et lorsque leur transit atteint la 8 et la 2. Un 8e maître robuste, un bénéfique posé en 2 ou une planète unie à un nœud le tempèrent. Son don est la profondeur : la recherche, l’enquête et la gestion calme des crises. Tenir des finances transparentes et parler avec soin lui retirent une bonne part de son venin.`,
  },
  'kaal-sarp-shankhachud': {
    name: 'Kaal Sarp Shankhachud',
    text: `Shankhachud place Rahu en maison 9 et Ketu en maison 3. La fortune, les maîtres et la foi font face à l’effort, à la fratrie et au courage, et les manuels décrivent une chance qui arrive tard, des désaccords avec des mentors ou avec un parent, et des croyances qui changent plus d’une fois. Il se déclare dans les sous-périodes et périodes nodales, et lorsque Rahu et Ketu repassent sur la 9 et la 3. Un maître de la 9 fort, un Jupiter bien placé ou des bénéfiques installés en trikona l’adoucissent. Son usage constructif est une pensée indépendante : une philosophie personnelle bâtie sur l’expérience plutôt qu’héritée, et le courage de forger sa propre chance par un travail régulier.`,
  },
  'kaal-sarp-ghatak': {
    name: 'Kaal Sarp Ghatak',
    text: `Dans Ghatak, Rahu occupe la maison 10 et Ketu la maison 4. La carrière et la position publique reçoivent la tête du reptile, le foyer et la paix intérieure sa queue : les manuels décrivent une ambition qui tire fort sur la vie domestique, des ascensions et des revers professionnels, et une autorité qu’il faut gagner deux fois. Rahu en 10 peut aussi donner une réussite peu commune dans la vie publique. Il s’active quand une dasha nodale est en cours et quand ces deux points, en transit, franchissent la 10 et la 4. Un maître de la 10 fort, Saturne ou Jupiter en dignité, ou la présence d’un graha sur l’axe des nœuds le stabilisent. Sa leçon : équilibrer le devoir public et le repos privé.`,
  },
  'kaal-sarp-vishdhar': {
    name: 'Kaal Sarp Vishdhar',
    text: `Vishdhar installe Rahu en maison 11 et Ketu en maison 5. Les gains, les amis et les réseaux élargis s’opposent aux enfants, à la créativité et aux études, et l’on rapporte des gains qui vont et viennent, des amitiés compliquées par l’argent et un apprentissage qui emprunte un chemin sinueux. Rahu étant bien placé en 11, ce type apporte souvent aussi de l’ambition et de nombreux contacts. Il se montre lorsque Rahu ou Ketu dirige la dasha, et lors du transit nodal sur la 11 et la 5. Un maître de la 11 bien établi, un bénéfique dans la 5 ou Jupiter aspectant l’une de ces deux maisons l’atténuent. Se fixer des objectifs clairs, et mettre la créativité à leur service, donne à ce type sa direction.`,
  },
  'kaal-sarp-sheshnag': {
    name: 'Kaal Sarp Sheshnag',
    text: `Sheshnag, inverse de Mahapadma, réunit Rahu en maison 12 et Ketu en maison 6. La dépense, les terres étrangères et la retraite prennent la tête du serpent, le travail et les rivaux sa queue, et les manuels parlent d’oppositions cachées, de dépenses qui devancent les revenus, de nuits agitées et d’un attrait pour les contrées lointaines. Il ressurgit dans la dasha de chaque nœud et pendant que Rahu et Ketu transitent la 12 et la 6. Un maître de la 12 fort, des kendras occupés par des bénéfiques, ou une conjonction entre une planète et un nœud le réduisent. Son don est une vie intérieure : la retraite, la réflexion et le travail à l’étranger ou en coulisses peuvent faire de la maison 12 une source de paix.`,
  },
  'kaal-sarp-partial': {
    name: 'Kaal Sarp partiel',
    text: `Un Kaal Sarp partiel est le motif du serpent presque, mais pas tout à fait, refermé : les sept grahas se trouvent par signe dans la moitié Rahu–Ketu tandis que l’un d’eux dépasse un nœud en degrés, ou bien un seul graha se tient hors de cette moitié. La planète extérieure est la porte ouverte, et la plupart des astrologues qui emploient ce dosha réduisent son poids en conséquence ; les propres dashas de cette planète apportent souvent la délivrance que la forme complète est censée retarder. Ses effets, quand ils se font sentir, arrivent avec les périodes de Rahu puis de Ketu, et au retour des nœuds, dans leur transit, sur leurs places natales. Il faut y lire une inclination plutôt qu’une entrave : noter le type d’après la maison de Rahu, et regarder d’abord la planète qui rompt le motif.`,
  },
  'sade-sati': {
    name: 'Sade Sati',
    text: `Le Sade Sati, « sept et demi », est le passage de Saturne dans les trois signes qui entourent la Lune natale : celui qui la précède, celui qu’elle occupe, puis celui qui la suit. Chaque séjour dure à peu près deux ans et demi, et l’ensemble revient grosso modo tous les trente ans, si bien que la plupart des gens le traversent deux ou trois fois. La tradition l’associe à une pression sur le mental, à des responsabilités plus lourdes, à des changements de foyer ou de travail et à des leçons de patience. Il n’est pas uniformément dur : Saturne favorise l’effort honnête et soutenu, et beaucoup construisent durant ces années quelque chose qui dure. Une Lune forte par signe et par phase, un Saturne qui est yogakaraka pour ce Lagna ou une bonne dasha de Saturne en cours l’allègent. Planifier, se reposer, simplifier.`,
  },
  'sade-sati-rising': {
    name: 'Sade Sati : la phase montante (Saturne dans la maison 12 depuis la Lune)',
    text: `La phase montante commence quand Saturne en transit entre dans le signe qui précède la Lune natale, le 12e à partir d’elle. Saturne œuvre ici en arrière-plan : les dépenses augmentent, le sommeil et les routines demandent de l’attention, et quelque chose commence à s’achever pour que quelque chose d’autre puisse naître plus tard. Les manuels associent cette phase aux voyages, à l’éloignement des lieux familiers et au sentiment de se préparer à une étape plus lourde. Son poids dépend du signe que traverse Saturne : un signe où Saturne est fort ou ami l’allège, et de bons bindus de Saturne dans ce signe, dans l’ashtakavarga, aident aussi. Ces années servent à solder les dettes, à clore les affaires anciennes et à inscrire le repos dans l’agenda.`,
  },
  'sade-sati-peak': {
    name: 'Sade Sati : la phase culminante (Saturne sur la Lune natale)',
    text: `Le sommet du Sade Sati, c’est Saturne sur le propre signe de la Lune de naissance, quelque trente mois pendant lesquels Saturne pèse le plus directement sur le mental et la vie affective. Les manuels décrivent de la fatigue, une humeur grave, des responsabilités familiales ou professionnelles qui s’alourdissent et des relations éprouvées dans ce qu’elles ont de réel. C’est aussi le moment où beaucoup prennent leurs décisions les plus durables, car les illusions deviennent plus difficiles à garder. Le poids dépend du thème : une Lune lumineuse, un Saturne ami du signe de la Lune, une dasha de Saturne vigoureuse ou des bindus élevés dans l’ashtakavarga l’allègent. La routine, la parole franche avec des proches de confiance et l’effort constant permettent de traverser l’épreuve, et ce qui se bâtit alors tend à rester.`,
  },
  'sade-sati-setting': {
    name: 'Sade Sati : la phase descendante (Saturne dans la maison 2 depuis la Lune)',
    text: `La phase descendante, c’est Saturne dans le signe qui suit celui de la Lune, le 2e, les deux dernières années et demie du Sade Sati. La pression passe de la vie intérieure aux ressources, à la parole et à la famille : il est question d’un argent à gérer prudemment, des mots à peser et des devoirs envers les proches. La lourdeur affective du sommet se dissipe d’ordinaire, et les fruits des efforts fournis plus tôt commencent à paraître. La phase est plus douce quand Saturne est fort dans le signe qu’il traverse, quand le régent de la maison 2 est bien placé, ou quand une dasha favorable est en cours. C’est le temps de consolider : veiller à l’épargne et au ton des conversations, et laisser la période se clore dans la gratitude pour ce qui a tenu.`,
  },
  'dhaiya-fourth': {
    name: 'Dhaiya : Kantaka Shani (Saturne dans la maison 4 depuis la Lune)',
    text: `Le Dhaiya, « deux et demi », est le séjour de Saturne dans le 4e ou le 8e signe compté depuis la Lune de naissance. Au 4e, on l’appelle Kantaka Shani, l’épine : le foyer, la paix de l’esprit, les biens immobiliers et ceux qui ont élevé la personne passent sous la discipline de Saturne. Les manuels mentionnent un déménagement ou des travaux, des charges domestiques qui grandissent, des véhicules ou des biens à entretenir et une humeur inquiète à la maison. Il revient toutes les trois décennies environ et dure le temps de la traversée d’un signe. Une Lune forte, un Saturne bien disposé envers le Lagna, des transits bénéfiques sur le 4e ou de bons bindus dans l’ashtakavarga l’adoucissent. Qu’on mette de l’ordre dans la maison, au propre comme au figuré, et l’épine devient une fondation solide.`,
  },
  'dhaiya-eighth': {
    name: 'Dhaiya : Ashtama Shani (Saturne dans le 8e signe depuis la Lune)',
    text: `Ashtama Shani, c’est Saturne en transit dans le huitième signe en partant de la Lune natale, le plus rude des deux séjours du Dhaiya. La 8 est la maison des changements soudains et des choses cachées, et les traités décrivent des obstacles qui surgissent sans prévenir, des projets retardés, un examen serré de l’argent partagé et la nécessité de ménager son énergie. Beaucoup dépend du reste du thème : un Saturne yogakaraka pour ce Lagna, une Lune forte, une bonne dasha en cours ou des bindus élevés de l’ashtakavarga dans ce signe le réduisent nettement. Ce passage prend deux ans et demi à peu près. Prudence, donc, avec les risques et les contrats : on garde des réserves, et l’on consacre ce temps à la recherche et au renoncement à ce qui est terminé.`,
  },
};
