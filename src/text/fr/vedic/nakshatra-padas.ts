// Urania's own text, translated from its English original (src/text/en/vedic/nakshatra-padas.ts); locale fr.
// Une note pour chacun des quatre padas (quarts de 3°20′) des 27 nakshatras, dans l’ordre de src/vedic/nakshatras.ts.
// Le signe de navamsa que nomme chaque note est celui du pada : les 108 padas parcourent neuf fois les douze signes à
// partir du Bélier (BPHS, ch. 6, le navamsa).

type Padas = readonly [string, string, string, string];

export const NAKSHATRA_PADA_TEXT_FR: readonly Padas[] = [
  [ // Ashwini
    `Le premier pada d’Ashwini tombe dans le navamsa du Bélier, si bien que la vitesse de l’étoile s’y trouve doublée. Courage et initiative viennent naturellement ; la leçon consiste à regarder une fois avant de sauter et à laisser aux autres le temps de suivre.`,
    `Dans son deuxième pada, Ashwini prend un navamsa Taureau, qui ramène le cheval à une allure de travail. Le soin concret, les gains réguliers et l’amour des plaisirs simples stabilisent l’élan ; l’entêtement est le risque qu’il faut surveiller ici.`,
    `Le troisième pada d’Ashwini, en navamsa des Gémeaux, tourne la rapidité vers l’esprit. Paroles, études, messages et astuces ingénieuses prospèrent, même si l’attention peut s’éparpiller. Une liste écrite relie les nombreux départs à leur aboutissement.`,
    `Quatrième quart d’Ashwini, ce pada appartient au navamsa du Cancer et adoucit l’étoile par le sentiment. L’envie de porter secours devient soin de la famille et du foyer, et la récompense vient de protéger les autres sans les étouffer.`,
  ],
  [ // Bharani
    `Le premier pada de Bharani se situe dans le navamsa du Lion. Sa force de porter se tourne vers la création et le commandement, avec un goût du spectaculaire. L’orgueil peut rendre difficile de demander de l’aide ; partager le mérite aplanit le chemin.`,
    `Dans le deuxième pada, navamsa de la Vierge, l’intensité de Bharani devient service attentif. Le travail minutieux, les routines de santé et l’artisanat pratique absorbent bien l’énergie, mais l’inquiétude et l’autocritique montent quand rien ne paraît assez achevé.`,
    `Le troisième pada de Bharani tombe dans le navamsa de la Balance et met Vénus deux fois en avant. Le charme, l’association et le sens de l’équilibre sont forts ; la complaisance envers soi et le désir de plaire à tous demandent quelque retenue.`,
    `Avec le navamsa du Scorpion, le quatrième pada de Bharani est le plus intense. Secrets, crises et transformations y sont un terrain familier, et la résilience est profonde. Confier le poids à quelques personnes empêche l’intensité de virer à l’isolement.`,
  ],
  [ // Krittika
    `Le premier pada de Krittika est le seul situé dans le Bélier, et son navamsa est le Sagittaire. Le feu rencontre le feu : convictions hardies, goût d’enseigner et colère prompte. Les principes portent mieux quand on les exprime avec humour plutôt qu’avec fièvre.`,
    `Le deuxième pada est situé dans le Taureau, avec un navamsa Capricorne. La lame de Krittika devient ici pratique : elle façonne carrières, budgets et longs projets avec une ambition patiente. La dureté envers soi ou envers les autres est ce qu’il faut adoucir.`,
    `Dans son troisième pada, Taureau par le signe et Verseau par le navamsa, Krittika tranche au nom du groupe. La réforme, la technologie et l’équité l’attirent, et il parle franchement au pouvoir. Le détachement peut refroidir sa chaleur s’il n’y prend garde.`,
    `Le quatrième pada de Krittika porte un navamsa Poissons, et le feu devient lampe plutôt que rasoir. Dévotion, compassion et service discret dominent. Les limites demandent du soin, car le désir de purifier les autres peut tourner au sacrifice de soi.`,
  ],
  [ // Rohini
    `Le premier pada de Rohini prend le navamsa du Bélier et ajoute de l’élan au charme de l’étoile. L’ambition de confort et de beauté passe vite à l’acte, et l’impatience devant une croissance lente est l’épreuve habituelle de ce pada.`,
    `Deuxième pada de Rohini, en navamsa Taureau, c’est le Taureau à la puissance deux : sensuel, stable, fidèle et attaché à ce qu’il possède. Richesse et beauté s’y accumulent ; l’inertie aussi, qu’une promenade quotidienne ou l’apprentissage d’un nouveau savoir-faire aide vraiment à secouer.`,
    `Avec un navamsa des Gémeaux, le troisième pada de Rohini tourne sa grâce vers les mots, le commerce et l’art de la conversation. L’écriture, le marketing et la musique lui conviennent bien. L’instabilité affective peut appeler une réflexion honnête.`,
    `Le dernier pada de Rohini, navamsa du Cancer, rassemble sa fécondité autour de la maison et de la famille. Le soin vient facilement et les souvenirs sont profonds. L’humeur suit les marées ; une routine rassurante laisse la sensibilité s’épanouir sans s’accrocher.`,
  ],
  [ // Mrigashira
    `Le premier pada de Mrigashira joint le signe du Taureau au navamsa du Lion. La quête y vise le plaisir et la reconnaissance, menée avec chaleur et un certain sens du spectacle. La vanité peut égarer le cerf ; la sincérité le garde sur la piste.`,
    `Dans le deuxième pada de Mrigashira, Taureau avec un navamsa de la Vierge, la curiosité devient méthode. La recherche soigneuse, l’artisanat et la résolution pratique des problèmes lui vont bien. Trop réfléchir et pinailler sont le prix d’un esprit qui vérifie sans cesse.`,
    `Le troisième pada de Mrigashira tombe dans les Gémeaux avec un navamsa Balance, ce qui rend la quête sociable. Conversation, diplomatie et arts l’attirent, et il trouve ses idées à travers les autres. L’indécision grandit quand toutes les options paraissent également charmantes.`,
    `Ultime pada de Mrigashira, Gémeaux par le signe et Scorpion par le navamsa, il envoie le cerf dans des bois plus profonds. Enquêtes, savoirs cachés et attachements intenses l’attirent. Le soupçon peut s’enflammer ; ancrer la quête dans la confiance la rend féconde.`,
  ],
  [ // Ardra
    `Le premier pada d’Ardra prend le navamsa du Sagittaire. La tempête y dégage l’horizon au nom d’une croyance : remettre en cause les dogmes, chercher la vérité, argumenter hardiment. Le tact rend sa franchise tranchante enfin audible pour les autres.`,
    `Dans le navamsa du Capricorne de son deuxième pada, Ardra canalise le bouleversement en structure et en travail. Il reconstruit après une perte avec une détermination farouche et peut exceller dans les tâches techniques ardues. Le pessimisme réclame le contrepoids régulier du repos.`,
    `Le troisième pada d’Ardra, en navamsa du Verseau, est le quart le plus proche de Rahu : inventif, non conformiste, attiré par la science et les causes. Les idées arrivent en éclairs soudains. Garder la chaleur humaine à côté de l’intellect l’empêche de se refroidir.`,
    `Le quatrième pada d’Ardra tombe dans le navamsa des Poissons, où la larme devient empathie. La sensibilité à la souffrance est forte, et le soin ou la création peuvent suivre. Les crues émotionnelles se retirent grâce à un point d’ancrage quotidien et calme.`,
  ],
  [ // Punarvasu
    `Le premier pada de Punarvasu, situé dans les Gémeaux mais en navamsa Bélier, se renouvelle par l’action. Il rebondit vite et aime mener un nouveau départ. La patience envers des compagnons plus lents rend chaque retour plus riche.`,
    `Le deuxième pada porte un navamsa Taureau et ancre l’optimisme de Punarvasu dans le confort matériel. Épargner, bâtir et recevoir lui viennent naturellement. L’attachement à une routine établie peut l’empêcher de viser la prochaine flèche digne de ce nom.`,
    `Le troisième pada de Punarvasu, placé sous un navamsa Gémeaux, est son quart le plus bavard et le plus curieux. Enseigner, écrire et voyager nourrissent son renouveau. Trop de petits intérêts diluent sa large sagesse ; approfondir l’un d’eux le garde fort.`,
    `Le quatrième pada de Punarvasu est Cancer par le signe comme par le navamsa, le signe où Jupiter est exalté. Son soin du foyer, de la famille et de la tradition est profond, et il abrite beaucoup de monde. L’inquiétude pour les proches s’apaise quand la foi se pratique chaque jour.`,
  ],
  [ // Pushya
    `Le premier pada de Pushya, en navamsa du Lion, donne à son soin un visage fier et visible. Il aime diriger maisonnées, équipes ou communautés. Avoir besoin d’un merci pour chaque bienfait est l’habitude que ce pada apprend à dépasser.`,
    `Sous le navamsa Vierge de son deuxième pada, Pushya sert par le détail : santé, cuisine, comptes, ces petites tâches qui font tourner une famille. Son exactitude est un don jusqu’au moment où elle devient source d’une critique anxieuse.`,
    `Le troisième pada de Pushya relève du navamsa Balance, qui adoucit son sens du devoir par la grâce et le désir d’harmonie. Le conseil, l’association et les arts l’attirent ; fuir les conflits nécessaires est sa faiblesse.`,
    `Le quatrième pada de Pushya prend le navamsa du Scorpion et apporte à son soin de la profondeur et un peu de secret. Il peut soutenir les autres dans une crise et étudier des sujets cachés. L’instinct protecteur doit être surveillé pour ne jamais devenir contrôle.`,
  ],
  [ // Ashlesha
    `Le premier pada d’Ashlesha, en navamsa Sagittaire, dirige la perspicacité du serpent vers la philosophie et la croyance. Il argumente de façon convaincante et flaire vite l’hypocrisie. La générosité d’esprit adoucit ses jugements les plus tranchants sur les gens.`,
    `Dans son deuxième pada, navamsa du Capricorne, Ashlesha devient stratège et ambitieux, planifie en silence et tient bon avec ténacité. Le succès en affaires ou en politique est possible ; l’épreuve est de gagner sans manipuler.`,
    `Le troisième pada d’Ashlesha tombe dans le navamsa Verseau, où la perception se tourne vers les groupes, les systèmes et les motifs cachés. Il peut se montrer excentrique et secret. Partager ouvertement ses observations bâtit la confiance qu’il recherche.`,
    `Le quatrième pada, avec un navamsa des Poissons, donne à Ashlesha sa forme la plus intuitive et empathique. Rêves, pressentiments et enchevêtrements affectifs y sont forts. Des limites claires laissent couler la compassion sans qu’elle l’engloutisse.`,
  ],
  [ // Magha
    `Le premier pada de Magha, en navamsa Bélier, est ambitieux et impérieux. Il prend volontiers les commandes et défend farouchement les siens. Se rappeler que le respect se gagne et ne se doit pas garde son autorité saine.`,
    `Dans son deuxième pada, au navamsa du Taureau, Magha exprime son héritage par la richesse, les biens et les coutumes familiales. Il fait vivre objets de famille et recettes. Le matérialisme et un conservatisme obstiné sont ici les écueils.`,
    `Le troisième pada de Magha porte un navamsa Gémeaux et tourne la fierté ancestrale vers le savoir, les récits et l’histoire. Il écrira peut-être la chronique familiale ou enseignera une tradition. L’effort dispersé affaiblit une voix par ailleurs noble.`,
    `Le quatrième pada de Magha, au navamsa Cancer, lui donne un côté tendre et dévot. Rites pour les ancêtres, soin des aînés et loyauté familiale sont profonds. Vivre trop dans le souvenir est la seule chose qu’il lui faille surveiller.`,
  ],
  [ // Purva Phalguni
    `Le premier pada de Purva Phalguni, en navamsa Lion, est chaleureux, théâtral et fier. La scène, la romance et l’organisation des réjouissances viennent aisément. Partager la lumière des projecteurs fait durer son charisme.`,
    `Avec la Vierge pour navamsa, son deuxième pada voit Purva Phalguni mettre du plaisir dans le service pratique : organiser des événements, veiller à la santé, perfectionner un métier. L’autocritique peut gâcher la joie ; le repos est permis ici aussi.`,
    `Troisième quart de Purva Phalguni, le pada au navamsa Balance est aussi le plus vénusien de l’étoile : artiste, affectueux, attiré par le couple et la beauté. La complaisance et la dépendance à l’approbation demandent un frein en douceur.`,
    `Le quatrième pada de Purva Phalguni prend le navamsa Scorpion et approfondit ses désirs. Passion, loyauté et créativité intense sont fortes, tout comme la jalousie. Canaliser l’intensité dans un projet commun garde l’amour en bonne santé.`,
  ],
  [ // Uttara Phalguni
    `Le premier pada d’Uttara Phalguni se trouve dans le Lion avec un navamsa du Sagittaire. Son sens du devoir prend un tour idéaliste et généreux, tourné vers l’enseignement, le droit ou les causes. Prêcher au lieu d’écouter est le risque.`,
    `Dans la Vierge avec un navamsa en Capricorne, le deuxième pada d’Uttara Phalguni est pratique et travailleur. Il gère, organise et respecte les accords à la lettre. La rigidité et le surmenage doivent être compensés par la chaleur et le jeu.`,
    `Signe de la Vierge, navamsa du Verseau : le troisième pada d’Uttara Phalguni applique son équité aux groupes, aux réseaux et à la réforme sociale. Il se lie largement. Sa distance affective peut laisser les partenaires proches sur leur faim.`,
    `Le quatrième pada d’Uttara Phalguni, que gouverne un navamsa Poissons, lui confère une qualité compatissante et désintéressée. Le service des malades ou des pauvres l’attire. Apprendre à recevoir avec autant de grâce qu’il donne accomplit sa promesse.`,
  ],
  [ // Hasta
    `Le premier pada de Hasta, sous le navamsa du Bélier, donne plus d’allant à ses mains habiles. Il travaille vite et aime être le premier à trouver la solution. L’impatience et la colère prompte se traitent au mieux avec humour.`,
    `Au deuxième pada, sous le navamsa du Taureau, l’art de Hasta devient régulier et sensuel : cuisine, jardinage, textiles, gestion de l’argent. Sa fiabilité lui vaut la confiance. La possessivité envers son propre travail demande à être relâchée.`,
    `Le troisième pada de Hasta, en navamsa des Gémeaux, est le filou malin de l’étoile : spirituel, adroit, à l’aise avec les mots et le négoce. L’énergie nerveuse réclame un exutoire, et l’honnêteté fait que son habileté reste admirée.`,
    `Avec le Cancer en navamsa, le quatrième pada oriente le talent de Hasta vers le soin et le foyer. Il guérit par le toucher, nourrit et réconforte. Les humeurs peuvent faire trembler sa main ; des routines affectives la gardent sûre.`,
  ],
  [ // Chitra
    `Le premier pada de Chitra est Vierge par le signe et Lion par le navamsa. Son art cherche un public, et il crée avec assurance et panache. L’ego peut rendre les retours difficiles à accepter ; l’humilité affine l’ouvrage.`,
    `Le deuxième pada, Vierge avec un navamsa Vierge, montre Chitra sous son jour le plus exigeant : précis, technique, attentif au détail. L’artisanat fin, l’analyse et la médecine lui conviennent. Le perfectionnisme ne doit pas empêcher d’achever.`,
    `Le troisième pada de Chitra est Balance deux fois, par le signe et le navamsa, mêlant le dessin à la diplomatie. Le goût esthétique et l’aisance sociale sont élevés. Il peut plaire aux autres à ses propres dépens ; des préférences honnêtes comptent donc.`,
    `Quatrième et dernier quart de Chitra, le pada situé en Balance sous un navamsa Scorpion apporte profondeur et intensité. Il crée à partir de la transformation et peut explorer des sujets cachés ou la recherche. Garder rancune ternit son éclat.`,
  ],
  [ // Swati
    `Le premier pada de Swati, au navamsa du Sagittaire, aime le voyage, l’étude et la liberté de la route ouverte. Son équité prend un tour fondé sur les principes. L’agitation peut faire ressembler chaque engagement à une cage.`,
    `Avec un navamsa Capricorne, le deuxième pada donne à Swati une stabilité d’homme d’affaires. Le commerce, la planification soigneuse et l’accumulation lente lui vont bien. La prudence peut basculer dans l’inquiétude pour sa sécurité si l’on n’y veille pas.`,
    `Le troisième pada de Swati, en navamsa du Verseau, double son indépendance. Idées originales, technologie et causes sociales l’attirent. Sa réserve peut passer pour de l’indifférence ; sa chaleur a donc besoin de se montrer.`,
    `Le quatrième pada, sous un navamsa Poissons, rend Swati imaginatif et compatissant, attiré par l’art, la spiritualité et le service. L’indécision et la dérive le menacent ; une pratique quotidienne claire donne un ancrage à la brise.`,
  ],
  [ // Vishakha
    `Le premier pada de Vishakha, signe Balance et navamsa Bélier, fond son ambition dans un courage brut. Il entre volontiers en compétition et mène des campagnes. Apprendre à perdre avec élégance rend ses victoires plus douces.`,
    `Dans le deuxième pada, Balance avec un navamsa Taureau, Vishakha poursuit patiemment le confort, la beauté et la sécurité financière. Ses buts sont tangibles. Envier la richesse d’autrui est le piège à éviter.`,
    `Le troisième pada de Vishakha, Balance par le signe et Gémeaux par le navamsa, vise la connaissance et la communication. Débats, écrits et études sont ses terrains. Changer trop souvent de but disperse sa fameuse concentration.`,
    `Le quatrième pada de Vishakha est le seul dans le Scorpion, avec un navamsa du Cancer. Le but y devient affectif et protecteur, et la dévotion à la famille ou à la foi est intense. La jalousie doit être nommée avant qu’elle ne s’envenime.`,
  ],
  [ // Anuradha
    `Le premier pada d’Anuradha prend le navamsa du Lion et donne à ses amitiés un cœur de meneur. Il organise des groupes et inspire la loyauté. Le besoin de reconnaissance ne fait aucun mal tant qu’il partage le mérite.`,
    `Avec le navamsa de la Vierge, le deuxième pada d’Anuradha sert ses amis par une aide pratique et un travail soigné. Il excelle dans la recherche et l’organisation. Une inquiétude critique peut ternir sa nature par ailleurs dévouée.`,
    `Le troisième pada d’Anuradha tombe dans le navamsa Balance, et c’est là son quart le plus diplomate et le plus sociable. Associations, négociations et arts fleurissent. Éviter les vérités difficiles pour préserver la paix est la leçon.`,
    `Le quatrième pada d’Anuradha, Scorpion par le signe et par le navamsa, est intense, secret et profondément loyal. L’étude ésotérique, la psychologie et l’intervention de crise l’attirent. La possessivité en amour demande une main plus légère.`,
  ],
  [ // Jyeshtha
    `Le premier pada de Jyeshtha, en navamsa du Sagittaire, tempère l’aînesse par la philosophie et l’éthique. Il protège par principe et peut bien enseigner. La bonne conscience est l’arête qu’il doit émousser.`,
    `Avec un navamsa du Capricorne, le deuxième pada de Jyeshtha est ambitieux et travailleur, et monte pas à pas vers l’autorité. Il gère bien les ressources. La froideur dans la course au statut coûte plus qu’elle ne rapporte.`,
    `Le troisième pada de Jyeshtha prend le navamsa du Verseau et tourne son autorité vers l’innovation et les groupes. Il peut défendre des causes inhabituelles. Une indépendance obstinée risque de le couper de ses alliés.`,
    `Le quatrième pada, en navamsa des Poissons, donne à Jyeshtha compassion et profondeur spirituelle. Il protège les êtres vulnérables et peut ressentir vivement la douleur d’autrui. La retraite et la réflexion restaurent ses forces.`,
  ],
  [ // Mula
    `Le premier pada de Mula, avec un navamsa Bélier, creuse avec force et courage. Il affronte les problèmes de face et recommence sans crainte. La retenue lui évite d’arracher ce qui pourrait simplement être réparé.`,
    `Dans le navamsa du Taureau, le deuxième pada de Mula s’enracine dans le concret : la terre, les plantes médicinales, les ressources, le corps. Il cherche la stabilité après le bouleversement. S’accrocher à la sécurité peut bloquer le changement nécessaire.`,
    `Le troisième pada de Mula, en navamsa Gémeaux, cherche par les mots et les idées. L’enquête, l’écriture et le débat sur les premiers principes lui conviennent. Douter de tout peut le laisser sans sol où se tenir.`,
    `Le quatrième pada tombe dans le navamsa Cancer et ramène la quête de Mula vers les racines familiales et les sentiments. Il peut explorer son ascendance ou panser de vieilles blessures. Les tourmentes émotionnelles s’apaisent avec des routines bienveillantes.`,
  ],
  [ // Purva Ashadha
    `En son premier pada, au navamsa Lion, Purva Ashadha est fier, confiant et né pour convaincre une foule. Son autorité inspire. L’arrogance est le seul adversaire que ce pada doit apprendre à vaincre.`,
    `Sous un navamsa Vierge, le deuxième quart affine les convictions de Purva Ashadha par le détail et le service. Il purifie en organisant et en corrigeant. La chicane peut remplacer la vision d’ensemble, faute de vigilance.`,
    `Au navamsa de la Balance, le troisième pada de Purva Ashadha charme plutôt qu’il ne commande. L’art, la diplomatie et la romance sont forts. La complaisance et le goût de la flatterie ont besoin du garde-fou d’un ami sincère.`,
    `Avec le Scorpion pour navamsa, Purva Ashadha gagne en son quatrième pada profondeur et résolution implacable. Il peut chercher ou réformer avec puissance. S’accrocher à un grief affaiblit son esprit invincible.`,
  ],
  [ // Uttara Ashadha
    `Chez Uttara Ashadha, le premier pada cumule le Sagittaire en signe et en navamsa : idéaliste et éthique, attiré par l’enseignement, le droit et la foi. Il parle avec autorité morale. Les vues rigides s’assouplissent en voyageant et en écoutant.`,
    `Capricorne deux fois, en signe comme en navamsa, le deuxième quart d’Uttara Ashadha est ambitieux, discipliné et endurant. Les longues carrières et les institutions lui conviennent. Il ne faut pas laisser le travail engloutir chaque plaisir personnel.`,
    `Uttara Ashadha, dans son troisième pada, unit le Capricorne à un navamsa Verseau et met son intégrité au service de la société. Les projets humanitaires et la science l’attirent. Il peut paraître distant ; partager ses sentiments aide.`,
    `Le quatrième pada, navamsa en Poissons, donne à Uttara Ashadha la compassion et un but spirituel. Il sert sans bruit et pardonne volontiers. Des limites nettes empêchent sa bonté de finir en épuisement.`,
  ],
  [ // Shravana
    `Le premier pada de Shravana, sous le navamsa Bélier, écoute pour agir. Il apprend vite et applique hardiment le savoir. L’impatience envers ceux qui apprennent plus lentement est un travers que ce pada doit adoucir.`,
    `Le deuxième pada de Shravana, que colore le navamsa Taureau, absorbe le savoir lentement et le conserve bien. La musique, la finance et la sagesse pratique lui vont. La résistance aux idées nouvelles est son angle mort.`,
    `Le troisième pada de Shravana, au navamsa des Gémeaux, joue le rôle du communicant : il entend beaucoup et le répète bien. Enseignement, médias et langues fleurissent. Le commérage est la tentation qu’il doit refuser.`,
    `Le quatrième pada de Shravana, en navamsa du Cancer, écoute avec le cœur. La relation d’aide, les soins et l’histoire de la famille l’attirent. La sensibilité à la critique s’apaise à mesure que grandit sa confiance en lui-même.`,
  ],
  [ // Dhanishta
    `Le premier pada de Dhanishta, au signe du Capricorne et au navamsa du Lion, aime les feux de la rampe. Musique, sport et commandement lui viennent facilement. La générosité empêche son ambition de tourner à la vanité.`,
    `Le deuxième pada de Dhanishta, Capricorne doublé d’un navamsa Vierge, change le rythme en méthode. Le savoir-faire, l’entraînement et une gestion soignée apportent la richesse. Les soucis d’argent peuvent couvrir la musique.`,
    `Le troisième pada de Dhanishta, Verseau par le signe et Balance par le navamsa, est sociable et artiste, attiré par les ensembles et les partenariats. L’harmonie compte pour lui. Il doit se garder de ne vivre que pour les applaudissements.`,
    `Le quatrième pada, dans le Verseau avec un navamsa Scorpion, donne à Dhanishta intensité et pouvoir d’investigation. Il peut diriger dans une crise. Le goût du secret et l’entêtement pèsent sur ses relations si rien ne les freine.`,
  ],
  [ // Shatabhisha
    `Le premier pada de Shatabhisha, avec un navamsa Sagittaire, cherche la guérison par la philosophie et la vérité. Il est franc et plein d’espoir. Prêcher de loin ne fait qu’élargir son cercle d’isolement.`,
    `Sous le Capricorne en navamsa, le deuxième pada de Shatabhisha est méthodique, ambitieux et réservé, fait pour la longue recherche ou l’administration. Sa prudence est saine, même si le pessimisme a besoin de lumière chaque jour.`,
    `Verseau par son signe comme par son navamsa, le troisième pada de Shatabhisha forme le quart le plus original et insolite. Inventions, réseaux et idées futuristes prospèrent. L’excentricité n’implique pas la solitude.`,
    `Le quatrième pada, au navamsa des Poissons, donne à Shatabhisha une profondeur mystique et compatissante. Les arts de guérison et la méditation lui conviennent. La fuite hors du réel demande des habitudes fermes et douces.`,
  ],
  [ // Purva Bhadrapada
    `Premier quart de Purva Bhadrapada, ce pada joint au signe du Verseau un navamsa Bélier : ardent, audacieux, il épouse vite une cause. Le courage abonde ; la patience et le tact sont les qualités à cultiver.`,
    `Le deuxième pada de Purva Bhadrapada, en Verseau mais au navamsa du Taureau, ancre l’idéalisme de l’étoile dans les ressources et la détermination. Il peut bâtir quelque chose de durable. L’entêtement et l’angoisse matérielle sont les accrocs.`,
    `Purva Bhadrapada, en son troisième pada placé sous un navamsa des Gémeaux, débat, écrit et cherche avec passion. Son esprit est agité et inventif. La tension nerveuse se relâche grâce à des routines stables.`,
    `Seul pada de Purva Bhadrapada à tomber dans les Poissons, le quatrième a pour navamsa le Cancer. Son intensité devient émotive et dévote, protectrice des siens et de la foi. L’inquiétude trouve sa meilleure réponse dans la prière ou une pratique silencieuse.`,
  ],
  [ // Uttara Bhadrapada
    `Pour Uttara Bhadrapada, le premier pada, en navamsa du Lion, prête à sa sagesse calme une présence digne. Il guide avec patience. La fierté qu’il tire de sa maîtrise de soi peut l’empêcher de solliciter un appui.`,
    `Avec la Vierge en navamsa, Uttara Bhadrapada sert dans son deuxième quart par un travail et une analyse soignés, souvent dans le soin ou la recherche. Il est fiable. Le souci excessif du détail peut épuiser sa profondeur.`,
    `Troisième quart d’Uttara Bhadrapada, le pada du navamsa Balance se montre gracieux et diplomate, médiateur né. Les relations et les arts en profitent. La passivité face au conflit appelle un courage d’une espèce plus bienveillante.`,
    `Au navamsa Scorpion, le dernier pada d’Uttara Bhadrapada est profond, secret et spirituellement intense. L’étude des choses cachées et la transformation intérieure l’attirent. Le retrait ne doit pas devenir un mur contre les êtres chers.`,
  ],
  [ // Revati
    `Le premier pada de Revati, au navamsa Sagittaire, est optimiste, généreux et amateur de voyages. Il guide par la foi et la bonne humeur. Une confiance excessive envers autrui peut mener à la déception.`,
    `Le deuxième pada, de navamsa Capricorne, donne à Revati ambition pratique et sens des responsabilités. Il prend soin par un effort fiable. Le doute de soi s’adoucit à mesure que ses réussites s’accumulent.`,
    `Le troisième pada de Revati, sous le navamsa du Verseau, étend sa bonté aux communautés et aux causes. Il est idéaliste et inventif. Le détachement peut cacher la profondeur de ce qu’il ressent.`,
    `Le quatrième pada de Revati, où les Poissons sont à la fois signe et navamsa, est le dernier quart du zodiaque : mystique, tendre et imaginatif. L’art et la vie spirituelle s’épanouissent. Un sol ferme sous les rêves le garde en sécurité.`,
  ],
];
