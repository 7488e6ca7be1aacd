// Urania's own text, translated from its English original (src/text/en); locale fr.
// The ruler of the 4th house in houses 1–12 (src/text/en/natal/house-ruler-in-house/ruler-of-4.ts, RULER_OF_4_EN).

/** Le maître de la maison 4 (foyer, famille, racines) dans les maisons 1 à 12, en français. */
export const RULER_OF_4_FR: readonly string[] = [
  // 1
  `Quand la maison 4 a son maître en 1, le foyer se transporte en soi. Les origines familiales se lisent clairement dans les manières, les habitudes et l’apparence, et la personne peut se sentir responsable du nom ou du bien-être des siens. Où qu’elle aille, elle se crée vite un point d’ancrage. Le défi consiste à distinguer qui elle est de l’endroit d’où elle vient, pour que les racines soutiennent l’identité au lieu de la définir.`,
  // 2
  `Le maître de la 4 en maison 2 lie le foyer à l’argent et aux biens. La propriété peut être la principale forme de richesse, une entreprise familiale peut fournir des revenus, ou les ressources de la famille peuvent modeler la vie financière. La sécurité, c’est posséder le sol sous ses pieds. L’attachement aux objets hérités peut être fort. Le travail consiste à bâtir un sentiment de sûreté qui ne dépende pas du fait de tout garder.`,
  // 3
  `Lorsque l’astre maître de la maison 4 se trouve en 3, foyer et voisinage se confondent. La personne peut habiter non loin de sa fratrie, déménager souvent au sein d’une même région ou travailler de chez elle par l’écriture et la communication. Les conversations familiales sont vives et formatrices. La maison peut ressembler à un carrefour animé, où le téléphone sonne et où les visiteurs passent à l’improviste. Aménager une pièce tranquille au milieu de ce trafic donne à cette position un centre reposant.`,
  // 4
  `La maison 4, occupée par son propre maître, donne des racines solides. Le foyer et la famille sont centraux, et la personne entretient souvent un lien profond avec un lieu précis ou avec la maisonnée où elle a grandi. La vie privée est bien protégée. L’écueil est la difficulté à quitter le nid ou à laisser entrer les étrangers. Lorsque les racines sont sûres, cette position offre à beaucoup un port d’attache chaleureux.`,
  // 5
  `Gouvernée depuis la 5, la maison 4 fait du foyer un lieu de jeu et de créativité. Enfants, loisirs, fêtes et projets créatifs remplissent le logis, et l’existence familiale peut tourner autour du plaisir. Un talent artistique peut courir dans la famille. L’amour est parfois recherché comme une source d’appartenance. Il s’agit de garder au foyer sa fonction de refuge autant que de scène.`,
  // 6
  `Le seigneur de la 4, logé en 6, fait entrer le travail à la maison. Travailler à domicile, prendre soin d’un proche ou tenir un ménage avec un grand ordre pratique sont des thèmes courants. Les routines domestiques comptent pour la santé. Les obligations du foyer peuvent devenir un fardeau. Répartir équitablement les corvées et fixer une heure où le travail s’arrête laisse à ce foyer un rôle nourrissant plutôt qu’épuisant.`,
  // 7
  `Lorsque la maison 7 reçoit celui qui gouverne la 4, le foyer prend la forme du couple. Un conjoint ou un partenaire décide pour beaucoup du visage de la vie domestique, et le sentiment de famille se trouve dans une relation engagée. Vivre avec d’autres compte plus que vivre seul. Les schémas familiaux peuvent se rejouer avec les partenaires. Les nommer permet à un partenariat de devenir un foyer choisi plutôt qu’un scénario hérité.`,
  // 8
  `Un maître de maison 4 plongé en 8 confère au foyer un caractère profond, parfois intense. La vie familiale peut receler des secrets, des héritages ou des finances communes qui lient les gens entre eux, et le logement peut connaître de grandes transformations. Un bien peut venir d’un partenaire ou d’un legs. Les vieilles émotions familiales restent puissantes, et un déménagement ou un deuil peut remodeler toute la maisonnée. Les affronter honnêtement fait de cette position une source de profond renouveau.`,
  // 9
  `Avec la 4 régie depuis la maison 9, le foyer peut se trouver loin de la terre natale. La personne vit souvent à l’étranger, déménage pour ses études ou se sent le plus chez elle parmi les livres et les idées. La famille peut avoir des convictions fortes ou des origines culturelles mêlées. Le sentiment d’enracinement passe par le sens plutôt que par une adresse fixe. Le foyer se trouve partout où se posent les questions qui valent d’être posées.`,
  // 10
  `En maison 10, l’astre de la 4 réunit vie privée et rôle public. La famille peut modeler la carrière, par une entreprise familiale ou de fortes attentes parentales, et le travail peut s’exercer depuis la maison. Foyer et réputation sont étroitement liés. Le risque serait une vie sans le moindre coin privé. Préserver un temps réservé à la seule maisonnée garde cette position en équilibre.`,
  // 11
  `Quand la planète du foyer siège en maison 11, les amis deviennent une famille. La maison peut être pleine d’invités, partagée avec des colocataires ou servir aux réunions de groupe, et une communauté choisie peut offrir l’appartenance que la famille de sang n’a pas donnée. Parmi les espérances pour l’avenir figure un certain genre de foyer. La tâche consiste à garder un espace privé au milieu de toute cette compagnie.`,
  // 12
  `Au sein de la maison 12, la planète qui règne sur la 4 donne au foyer la qualité cachée d’une retraite. La maison peut être un sanctuaire, un lieu à part, ou être liée à des institutions, et l’histoire familiale peut abriter des chagrins ou des secrets tus. La solitude chez soi est importante, et un jardin, une pièce calme ou une vue sur l’eau restaurent l’esprit. D’anciens sentiments familiaux peuvent persister sans se montrer. Une réflexion douce fait du foyer de cette position un vrai lieu de paix.`,
];
