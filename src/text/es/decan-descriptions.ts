// Urania's own text, translated from its English original (src/text/en); locale es.
import type { DecanText } from '../decan-text.js';

/** Los 36 decanatos, de Aries 1 a Piscis 3, en español: la faz caldea y el regente de triplicidad de cada uno. */
export const DECAN_DESCRIPTIONS_ES: readonly (DecanText | undefined)[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `Los diez primeros grados de Aries muestran el signo en su forma más pura, porque Marte rige aquí tanto la faz caldea como la triplicidad de fuego. La energía pasa del impulso a la acción casi sin detenerse a reconsiderar. Lo retrata bien una corredora ya inclinada sobre la línea de salida antes de que suene el disparo. En su mejor versión, este decanato aporta valor, franqueza y la disposición a ir delante cuando los demás dudan. Bajo tensión, el Marte duplicado puede volverse impaciencia, mecha corta o la costumbre de empezar muchas cosas y terminar pocas. Como nada amortigua el empuje, importa elegir bien los objetivos. Puesto al servicio de algo que merezca defenderse, este fuego se convierte en una fuente fiable de temple e iniciativa.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `A mitad de Aries, el Sol toma el relevo como señor de la faz y gobierna además la triplicidad de fuego, de modo que el empuje en bruto del signo gana propósito y amor propio. La acción quiere significar algo y ser vista. Su emblema es un joven capitán que sale el primero al campo, con la barbilla alta, consciente de cada mirada de la grada. Calidez, generosidad y la seguridad necesaria para asumir responsabilidades son sus dones. Cuando el orgullo se interpone, esta misma posición puede perseguir el mérito, costarle reconocer un error o enfurruñarse si el foco se desplaza hacia otro lado. El Sol ilumina a todos los que lo rodean, no solo a sí mismo. Un liderazgo que eleva a los demás le gana la lealtad duradera que este decanato espera en silencio.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Venus rige la última faz de Aries y Júpiter, regente de Sagitario, ostenta la triplicidad; entre los dos templan el ardor del signo con gusto, encanto y un horizonte más amplio. La lucha ya no es solo por uno mismo: pasa a ser una campaña por la belleza, la justicia o una causa en la que valga la pena creer. Encaja con estos grados una artista callejera que pinta de noche un mural luminoso sobre una pared gris, con la esperanza de que todo el barrio despierte de mejor humor. Aquí la chispa de Aries aprende a atraer en lugar de empujar. Si se estira demasiado, se dispersa en un entusiasmo inquieto, en planes demasiado grandes para sostenerlos o en la búsqueda del siguiente placer antes de haber disfrutado el anterior. Un proyecto terminado cada vez convierte este optimismo en algo que otros pueden admirar y compartir.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `El primer decanato de Tauro une a Mercurio, señor de la faz, con Venus, regente de la triplicidad, así que el apetito constante de comodidad del signo viene acompañado de una mente práctica y curiosa. El valor es algo que se pesa, se compara y se comprende. Sirve de retrato el tendero de un puesto del mercado que conoce el precio de cada manzana y sabe también cuáles son las más dulces. La destreza con las herramientas, los presupuestos y los oficios manuales surge con naturalidad, junto con una forma paciente y sensata de explicar las cosas. La tensión asoma en opiniones tercas defendidas con argumentos ingeniosos, o en la tendencia a contar y recontar en vez de disfrutar de lo que ya se tiene. Dejar que los sentidos alimenten al intelecto mantiene los pies en la tierra, y esa inteligencia práctica acaba ganándose la confianza de los demás.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `Con la Luna al frente de la faz central de Tauro y Mercurio en la triplicidad, el amor del signo por la estabilidad se orienta hacia el hogar, el alimento y los hábitos que dan seguridad. La Luna está exaltada en Tauro, de modo que aquí los sentimientos son firmes y cambian despacio. La escena que le corresponde es una cocina con el pan levando sobre la encimera y las recetas familiares pegadas por dentro de la puerta de un armario. Sus puntos fuertes son la fiabilidad, el cuidado del cuerpo y una memoria larga para lo que reconforta a la gente. En un día difícil se aferra a las rutinas, a las posesiones o a viejas heridas que ya no tienen razón de ser. Mercurio ayuda a poner nombre en voz alta a lo que se siente. Cuando las emociones se dicen y se comparten, la honda lealtad de este decanato se convierte en refugio para todos los que están cerca.`,
  },
  {
    sign: 'Taurus',
    decan: 3,
    description: `En los diez últimos grados de Tauro, Saturno rige a la vez la faz caldea y la triplicidad de tierra, y da a la paciencia del signo un carácter serio y de largo alcance. La palabra clave es construir: despacio, con cuidado, para que dure. Podría servir de retrato un cantero que coloca un bloque sobre otro y comprueba el nivel cada vez, sin ninguna prisa. La resistencia, la lealtad y un sentido práctico de lo que seguirá importando dentro de diez años distinguen a este tramo del zodíaco en su mejor forma. Bajo presión, la prudencia se endurece en miedo a perder, en un sentido del deber agobiante o en reticencia a intentar nada que no esté probado. El descanso y los pequeños placeres no son aquí lujos sino mantenimiento. Con suficiente calidez junto a la disciplina, esta posición da obras y relaciones de un valor real y duradero.`,
  },
  {
    sign: 'Gemini',
    decan: 1,
    description: `Júpiter, regente del signo opuesto, Sagitario, gobierna la primera faz de Géminis, mientras Mercurio ostenta la triplicidad de aire. El resultado es una mente curiosa que busca la visión de conjunto y está deseando transmitir lo que aprende. Le cuadra la imagen de un estudiante con el carné de la biblioteca en un bolsillo y un billete de tren en el otro, que piensa leer durante el viaje. Este decanato ama las ideas, los viajes, la conversación y el intercambio generoso de información. Si la inquietud campa a sus anchas, se vuelve coleccionista de datos sin un hilo que los una, o habla con más aplomo que conocimiento. Una pregunta que guíe le da dirección, y entonces sus muchos intereses se combinan en una comprensión amplia y alegre que a otros les resulta útil.`,
  },
  {
    sign: 'Gemini',
    decan: 2,
    description: `El decanato central de Géminis une a Marte, señor de la faz, con Venus, señora de Libra, en la triplicidad: el ingenio del signo se afila hasta volverse debate y su encanto gana mordiente. Las palabras son herramientas y, de vez en cuando, armas. Lo muestra una sobremesa animada en la que dos amigos discuten un asunto durante una hora y se despiden entre risas. A esta posición le pertenecen los reflejos rápidos, el talento para persuadir y un sentido lúdico del conflicto. Cuando se calientan los ánimos, la lengua puede adelantarse a la amabilidad y el sarcasmo sustituir al contacto verdadero. Venus aporta el equilibrio: el deseo de conectar y el oído para cómo suenan las cosas. Quien honra a ambos se vuelve un negociador, escritor o profesor lleno de brío, capaz de desafiar y de encantar a la vez.`,
  },
  {
    sign: 'Gemini',
    decan: 3,
    description: `En la última faz de Géminis manda el Sol, y Saturno, regente de Acuario, rige la triplicidad, de modo que el intelecto atareado del signo se concentra en torno a un propósito y una estructura. A las ideas ya no les basta con ser interesantes: tienen que sostenerse y llevar a alguna parte. Expresa bien estos grados un periodista en su mesa a última hora de la tarde, recortando un borrador largo hasta dejar una sola historia clara y honesta. Sabe organizar el conocimiento, hablar con autoridad y responder de sus palabras. Su punto débil es la inseguridad: reescribir sin fin o sentir que cada opinión necesita pruebas antes de poder expresarse. Saturno premia la práctica constante y el Sol, el valor. Juntos convierten la agudeza dispersa en un saber experto con firma personal.`,
  },
  {
    sign: 'Cancer',
    decan: 1,
    description: `Venus rige la primera faz de Cáncer y la Luna gobierna la triplicidad de agua, con lo que un signo ya de por sí tierno se suaviza todavía más con afecto y gusto por la comodidad. Los lazos emocionales se forman deprisa y se mantienen vivos con pequeños gestos. Su imagen es la luz del porche encendida y un plato guardado en el horno para quien llega tarde a casa. Amable, hospitalario y atento al clima emocional, este decanato suele ser el primero en notar que un invitado se siente fuera de lugar. Bajo tensión puede volverse absorbente, herirse con facilidad o empeñarse en mantener la paz a cualquier precio. La lección central es saber dónde termina el cuidado de los demás y dónde empieza el propio. Con ese límite en su sitio, su bondad da a muchos un lugar al que pertenecer.`,
  },
  {
    sign: 'Cancer',
    decan: 2,
    description: `Mercurio ocupa la faz central de Cáncer y Marte, regente de Escorpio, rige su triplicidad, lo que suma alerta y fuerza protectora a la sensibilidad del signo. Aquí los sentimientos se leen con rapidez y se defienden con firmeza. Encarna este decanato quien acude a una reunión del colegio con notas minuciosas y se niega a marcharse hasta que se atienden las necesidades de un niño. Entiende lo que sienten los demás, recuerda los detalles de las personas que quiere y actúa cuando se ven amenazadas. Con ansiedad, la preocupación puede desembocar en sospecha, y un comentario defensivo puede herir más de lo que pretendía. Las preguntas tranquilas funcionan mejor que las respuestas cortantes. Mientras su vigilancia siga siendo amable, esta posición es una guardiana lúcida, capaz de convertir la comprensión emocional en ayuda práctica.`,
  },
  {
    sign: 'Cancer',
    decan: 3,
    description: `La Luna manda en la faz del último decanato de Cáncer y Júpiter, regente de Piscis, ostenta la triplicidad, así que el cuidado propio del signo se abre más allá de la familia inmediata. La compasión llega lejos y se apoya en una imaginación poderosa. Lo resume una mesa grande en una comida de fiesta, con sillas de más traídas de otras habitaciones para vecinos y amigos. La intuición, la generosidad y la sensibilidad hacia los recuerdos y las tradiciones compartidas son sus dones. Desequilibrado, absorbe los problemas de todos, se deja llevar por los cambios de humor o promete más consuelo del que puede dar. Un rato tranquilo cerca del agua o en habitaciones conocidas le ayuda a recargarse. Si se mantiene firme, esta posición ofrece un refugio íntimo y, sin embargo, lo bastante amplio para acoger a desconocidos.`,
  },
  {
    sign: 'Leo',
    decan: 1,
    description: `La primera faz de Leo pertenece a Saturno, mientras el Sol, regente del propio signo, ostenta la triplicidad de fuego. Al resplandor natural del signo se le pide que se gane su sitio con esfuerzo y responsabilidad. Su estampa es un actor que ensaya a solas la misma escena en un escenario vacío, mucho después de que el resto del reparto se haya ido a casa. Este decanato tiene dignidad, aguante y un fuerte sentido del honor. Bajo tensión, puede temer tanto hacer el ridículo que se contiene, o exigir respeto en lugar de inspirarlo. El orgullo y la inseguridad llegan a turnarse. El camino constructivo es el oficio constante: un talento pulido con disciplina brilla con una calidez que dura mucho más que el aplauso fácil.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Júpiter rige tanto la faz central de Leo como, en calidad de regente de Sagitario, su triplicidad, y añade amplitud, humor y generosidad a la calidez del signo. Expresarse se vuelve una forma de hospitalidad, un deseo de compartir la buena suerte y los buenos ratos. Pertenece a este decanato el anfitrión de una fiesta de verano en el jardín, que rellena las copas y presenta a desconocidos que resultan tener mucho en común. Inspira, anima y cree en la gente, y a menudo ve su talento antes que ellos mismos. Si se pasa de la raya, cae en el exceso: grandes gestos, gastos desmedidos o la necesidad de ser la persona más admirada de la sala. Ser generoso con la atención, y no con el alarde, lo mantiene honesto, y entonces su optimismo se convierte en un verdadero regalo.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `A Marte le corresponde la última faz de Leo, y también su triplicidad como regente de Aries, lo que da a la seguridad del signo una vena audaz y competitiva. El corazón y la acción avanzan juntos, y el valor se muestra abiertamente. Lo dice todo un artista que salta del escenario al público confiando en que la multitud lo recoja y lo lleve en volandas. Este decanato es valiente, directo y leal, rápido para defender a sus amigos y deseoso de aceptar un reto por la gloria o por principio. En su peor versión, busca pelea para demostrar su fuerza, dramatiza los reveses o se quema por esforzarse demasiado. El deporte, el trabajo físico o una competición digna encauzan bien ese fuego. Entonces su osadía se convierte en la chispa que pone en marcha a todo un grupo.`,
  },
  {
    sign: 'Virgo',
    decan: 1,
    description: `Virgo se abre con el Sol al mando de la faz, mientras Mercurio, su regente, guarda la triplicidad de tierra. La mirada atenta del signo se ilumina con un sentido de propósito y con el orgullo del trabajo bien hecho. Su emblema natural es un panadero al amanecer que pesa la harina con precisión y da forma a cada hogaza para que toda la calle huela el resultado. Este decanato es capaz, metódico y discretamente seguro de lo que sabe. Cuando está tenso, puede confundir la valía con la utilidad o criticar a los demás para sentir que tiene el control. La perfección se vuelve una trampa si nada se da nunca por terminado. Reconocer que servir también es una forma de expresarse permite a esta posición disfrutar, a la vista de todos, la satisfacción merecida de una tarea bien cumplida.`,
  },
  {
    sign: 'Virgo',
    decan: 2,
    description: `Venus es señora de la faz en el decanato central de Virgo, y Saturno, regente de Capricornio, rige su triplicidad, así que la precisión del signo gana ojo para la belleza y respeto por la estructura. Aquí lo útil y lo elegante han de convivir. Un sastre que ajusta una chaqueta medio centímetro en el hombro hasta que cae exactamente como debe resume la actitud de este decanato. El tacto, el buen gusto, la paciencia y la lealtad en las relaciones cercanas son sus fortalezas. Bajo presión, las exigencias hacia uno mismo y hacia los demás se vuelven severas, y el cariño puede expresarse solo en forma de tareas y correcciones. Ayuda suavizar el juicio, y también admitir que el amor no hay que ganárselo. Entonces esta posición mejora con delicadeza tanto el trabajo como las relaciones.`,
  },
  {
    sign: 'Virgo',
    decan: 3,
    description: `Mercurio, regente del propio Virgo, ocupa la última faz del signo, y Venus, regente de Tauro, lo es de la triplicidad. El análisis se une a un sentido práctico del valor: la mente ordena, corrige y pule, mientras los sentidos la mantienen anclada en lo real. Le va como anillo al dedo la imagen de una jardinera arrodillada entre los surcos con un cuaderno, anotando qué semillas prendieron y cuáles no. El detalle, el oficio, la enseñanza y la escritura cuidadosa son su terreno. En un día de ansiedad aparecen los nervios, la autocrítica excesiva o el atasco de planificar en vez de hacer. Pequeños rituales de placer acallan el parloteo de la mente. En calma, esta posición aporta una precisión reflexiva que mejora todo lo que toca, y comparte lo que sabe sin reservas.`,
  },
  {
    sign: 'Libra',
    decan: 1,
    description: `Libra empieza con su deseo de armonía en la versión más íntima y tierna. Venus, que rige este decanato por triplicidad además de regir el signo, duplica el gusto por la belleza y el intercambio justo, mientras la Luna, dueña de la faz caldea, añade una lectura rápida de los estados de ánimo. Imagínese a alguien que pone la mesa para cenar y mueve discretamente una silla para que el amigo tímido se siente junto a alguien amable. Ese instinto para el bienestar ajeno es un don verdadero. Usado en exceso, lleva a imitar a quien esté en la habitación, a darle la razón para no enturbiar el ambiente y a sentirse luego extrañamente ausente. La tarea aquí es contar las propias necesidades entre las que se sopesan, para que el equilibrio incluya a quien sostiene la balanza.`,
  },
  {
    sign: 'Libra',
    decan: 2,
    description: `Saturno tiene las dos llaves del centro de Libra: la faz caldea es suya, y también la triplicidad, por ser regente de Acuario, el signo de aire que colorea este tramo. Como además está exaltado en Libra, la búsqueda del equilibrio adopta un tono de principios, casi cívico. La justicia pasa a ser algo que se construye y se pone por escrito: condiciones claras, normas compartidas, promesas que se sostienen cuando cambian los sentimientos. Un mediador sentado a una mesa larga, redactando con paciencia un acuerdo que ambas partes puedan firmar, capta el espíritu de estos grados. La sombra es cierta frialdad, la costumbre de llevar la cuenta o de tratar a las personas como casos por resolver. Cuando se deja volver la calidez al libro de cuentas, este decanato da socios y colegas cuya palabra vale durante años.`,
  },
  {
    sign: 'Libra',
    decan: 3,
    description: `En su último tercio, Libra se vuelve hacia fuera, hacia la conversación y los círculos más amplios. Mercurio, señor de Géminis y de este decanato por triplicidad, aguza el ingenio y el placer del intercambio, y Júpiter, que tiene la faz caldea, ensancha la mirada con generosidad, sentido ético y afición por las grandes preguntas. Piénsese en una intérprete en una reunión internacional, dando con las palabras que por fin permiten a dos grupos escucharse. Ver todos los lados con tanta claridad puede también aplazar indefinidamente una decisión, y Júpiter tiende a prometer más buena voluntad de la que hay tiempo para cumplir. Elegir un camino sin dejar de honrar los otros convierte este don para el diálogo en verdadera diplomacia.`,
  },
  {
    sign: 'Scorpio',
    decan: 1,
    description: `Marte gobierna dos veces el primer decanato de Escorpio, por la faz caldea y como regente tradicional del propio signo, de modo que la hondura escorpiana llega con toda su carga de voluntad. Los sentimientos arden bajo una superficie serena, las lealtades son feroces y hay poca paciencia para lo que se dice a medias. Imagínese a un buceador que revisa el equipo al borde de un agua oscura, tranquilo porque ha pensado el plan a fondo. Ese valor concentrado es capaz de mirar de frente lo que otros evitan. Si se le aprieta demasiado, se endurece en sospecha, rencores antiguos o necesidad de controlar el desenlace. Orientada a reparar y no a vengarse, esta fuerza se convierte en el temple sereno que sostiene a una familia, un equipo o un amigo en una crisis verdadera.`,
  },
  {
    sign: 'Scorpio',
    decan: 2,
    description: `El centro de Escorpio mezcla la intensidad del signo con luz y con fe. Del Sol, señor de su faz caldea, vienen la dignidad y el deseo de que se reconozca lo que se ha soportado, mientras Júpiter, regente de Piscis y por tanto de este decanato de agua por triplicidad, abre las profundidades a la compasión y al deseo de hallar sentido en la pérdida. Retrata bien el tipo una locutora de radio nocturna que escucha las confesiones de desconocidos sin inmutarse y responde con algo que da esperanza. La capacidad de permanecer presente en los lugares oscuros es considerable. Cuando se tensa, se vuelve orgullo por el sufrimiento, afán de rescatar a los demás o la creencia de que solo esta persona entiende de verdad. Compartida con humildad, esa misma hondura da a otros un motivo para seguir adelante.`,
  },
  {
    sign: 'Scorpio',
    decan: 3,
    description: `Venus toma la última faz de Escorpio y la Luna, regente de Cáncer, la gobierna por triplicidad, así que la pasión escorpiana se vuelve tierna, apegada y profundamente personal. Los vínculos que nacen aquí aspiran a durar toda la vida, y la memoria para cada gesto amable, y para cada herida, es larga. Un cajón de cartas antiguas atadas con un cordel, releídas en tardes tranquilas y nunca tiradas, resume el ánimo de estos grados. Pocas posiciones aman con tanta lealtad o notan tan pronto cuando alguien cercano sufre. Con inseguridad, esa devoción puede deslizarse hacia los celos, la posesividad o la negativa a cerrar un capítulo. La confianza, ofrecida poco a poco, permite a este decanato conservar la cercanía sin apretar tanto.`,
  },
  {
    sign: 'Sagittarius',
    decan: 1,
    description: `Júpiter rige por triplicidad el decanato inicial de Sagitario, como eco de su dominio sobre todo el signo, y Mercurio toma la faz caldea, de modo que la búsqueda de sentido empieza con una curiosidad inquieta. Las preguntas llegan más deprisa que las respuestas, y cada camino, cada libro o cada conversación de madrugada parece llevar a algún sitio que merece la pena. La imagen es la de un viajero en una estación bulliciosa, con una guía de conversación en una mano y un billete para un pueblo elegido casi por capricho. Una mente así aprende rápido y explica con generosidad. Los problemas asoman como intereses dispersos, comentarios bruscos u opiniones sostenidas con más certeza que pruebas. La costumbre de preguntar, escuchar y comprobar los datos permite que esta inteligencia entusiasta madure en verdadera sabiduría.`,
  },
  {
    sign: 'Sagittarius',
    decan: 2,
    description: `El centro de Sagitario es la parte más atrevida del signo. Marte, señor de Aries y, por ello, de la triplicidad de fuego de estos grados, añade chispa y el impulso de actuar enseguida según lo que se cree, mientras la Luna, que ocupa la faz caldea, deja que los sentimientos guíen el viaje más que los planes. Aquí está la campista que, tras una sola mirada a las estrellas, decide subir a la cresta al alba y de algún modo convence a tres amigos para que la acompañen. El entusiasmo es contagioso y a menudo valiente. En un mal día, el humor oscila entre la euforia y el aburrimiento, y una causa puede convertirse en una pelea. Dar a este fuego un ritmo, con días de descanso y un hogar al que volver, mantiene la aventura alegre en lugar de temeraria.`,
  },
  {
    sign: 'Sagittarius',
    decan: 3,
    description: `En sus diez últimos grados, Sagitario recoge su andar errante en una visión asentada de la vida. El Sol, regente de la triplicidad por la vía de Leo, aporta confianza y ganas de guiar, y Saturno, señor de la faz caldea, exige que toda creencia se ponga a prueba con el tiempo y la experiencia. La figura es una guía de montaña que lleva veinte años recorriendo el mismo puerto y aún consulta el parte meteorológico antes de cada ascensión. De aquí salen profesores, mentores y personas que hablan con una autoridad serena. El riesgo es un credo que deja de escuchar, o un orgullo que confunde la edad con tener razón. Abierta a nuevas pruebas, la sabiduría ganada a pulso en este decanato se vuelve algo sobre lo que otros pueden construir.`,
  },
  {
    sign: 'Capricorn',
    decan: 1,
    description: `Saturno, regente de Capricornio, gobierna por triplicidad su primer decanato, así que la paciencia y el sentido de la estructura del signo se notan con fuerza desde el principio. Júpiter, en caída en este signo según la tradición, toma la faz caldea y pide crecer sin derroche: ambición de largo horizonte y una esperanza práctica. Encarna estos grados quien planta un huerto de frutales jóvenes en una fría mañana de primavera, sabiendo que la primera cosecha de verdad tardará años. La perseverancia es su gran fortaleza, junto con el talento para convertir metas grandes en pasos firmes. Llevada al exceso, la cautela ahoga la alegría, o el éxito se reduce a una cuestión de estatus. Recordar por qué se plantaron los árboles mantiene el esfuerzo generoso y hace que la espera valga la pena.`,
  },
  {
    sign: 'Capricorn',
    decan: 2,
    description: `Marte está exaltado en Capricornio, y en el decanato central ocupa la faz caldea, con lo que presta una energía disciplinada y el aguante para terminar lo empezado. Venus, regente de Tauro, que da a estos grados su triplicidad de tierra, añade sensibilidad para los materiales, la comodidad y el valor duradero. Juntos describen al artesano: un carpintero que lija una mesa hasta bien entrada la noche porque el ensamblaje tiene que quedar perfecto y la pieza debería sobrevivir a su dueño. Lo que se hace desde aquí suele ser sólido, útil y discretamente bello. Los escollos son la terquedad, las jornadas largas sin pausa o una valía medida solo por lo que se posee. Hacer sitio al descanso y al placer convierte este esfuerzo incansable en un oficio que perdura.`,
  },
  {
    sign: 'Capricorn',
    decan: 3,
    description: `Los grados finales de Capricornio llevan la ambición del signo a la vista del público. Con el Sol como señor de la faz caldea llega el deseo de representar algo y responder por ello, mientras Mercurio, señor de Virgo y, por esa vía, de la triplicidad de tierra, aporta un análisis cuidadoso y un don para organizar los detalles. Piénsese en quien preside un pleno municipal con un orden del día bien señalado, conoce cada partida del presupuesto y aun así deja hablar al vecino callado. La competencia y la dignidad le salen con naturalidad. Con cansancio o ansiedad, esos mismos rasgos se convierten en perfeccionismo, lengua crítica u orgullo de rango. Una autoridad que sirve en lugar de impresionar hace de este decanato una cantera de líderes a los que la gente sigue con gusto.`,
  },
  {
    sign: 'Aquarius',
    decan: 1,
    description: `Saturno, regente tradicional de Acuario, gobierna también por triplicidad el primer decanato del signo, y así presta a sus ideales estructura y capacidad de durar. Venus, a la que se asigna la faz caldea, suaviza ese armazón con un don para la amistad y el gusto por el esfuerzo compartido. La escena es una reunión vecinal en el sótano de una biblioteca, donde alguien con una carpeta convierte el vago deseo de un huerto comunitario en un calendario, un presupuesto y un grupo de amigos nuevos. La lealtad al propio círculo es fuerte. En su lado más frío, el afecto puede ir más a la causa que a las personas que la forman, y las opiniones pueden fraguar como el cemento. Dejar que el cariño sea personal además de una cuestión de principios mantiene vivas estas comunidades.`,
  },
  {
    sign: 'Aquarius',
    decan: 2,
    description: `Mercurio reúne las dos regencias en el centro de Acuario, como señor de la faz caldea y como regente de Géminis, que presta a este decanato su triplicidad de aire. Sale de ahí el tramo más mental del signo: inventivo, curioso, rápido para unir ideas que nunca se habían cruzado. Basta imaginar una mesa de cocina cubierta de diagramas y café frío a las dos de la madrugada, cuando alguien ve por fin cómo encaja un problema rebelde. La originalidad y el talento para explicar conceptos nuevos surgen sin esfuerzo. En el lado menos feliz, el pensamiento corre por delante del sentimiento, se discute por deporte y los nervios se crispan. Anclar las ideas en las necesidades de personas reales da a esta brillantez dirección y calidez.`,
  },
  {
    sign: 'Aquarius',
    decan: 3,
    description: `El último tercio de Acuario lleva el sentimiento a los ideales del signo. La Luna, señora de su faz caldea, aporta sensibilidad al ánimo de la multitud e interés por las necesidades cotidianas, y Venus, cuyo signo Libra proporciona la triplicidad, añade gracia, sentido de la justicia y afición por la colaboración. En una cena popular, una voluntaria se fija en qué recién llegado está sentado solo y, sin hacer ruido, le acerca a alguien con sus mismas aficiones; ese pequeño gesto es la esencia de estos grados. El deseo de mejorar el mundo se vuelve personal y amable. Bajo presión, el humor oscila con la opinión pública, y la necesidad de caer bien puede desdibujar principios firmes. Confiar en que la bondad y la convicción van juntas ayuda a este decanato a guiar a la gente con suavidad hacia el futuro.`,
  },
  {
    sign: 'Pisces',
    decan: 1,
    description: `Júpiter, regente tradicional de Piscis, gobierna por triplicidad el primer decanato, mientras a Saturno le corresponde la faz caldea; así, la empatía sin límites del signo se encuentra con una necesidad de forma. Aquí la fe se practica más que se siente: una rutina diaria de silencio, una promesa cumplida a quien cuenta con ella. Lo ilustra un farero que sube cada tarde las escaleras para encender la lámpara por barcos que nunca llegará a ver. La compasión es honda y fiable. El peso de Saturno puede sentirse también como culpa o soledad, y el servicio puede deslizarse hacia el sacrificio de uno mismo. Ofrecer a los propios límites ese mismo cuidado fiable deja que este decanato siga siendo una luz constante sin consumirse.`,
  },
  {
    sign: 'Pisces',
    decan: 2,
    description: `Júpiter reaparece en el centro de Piscis para reclamar la faz caldea, y la Luna, regente de Cáncer, rige este tramo por triplicidad: la ternura del signo se ensancha y se vuelve protectora. La imaginación es vívida, la empatía llega casi antes que las palabras y hay un fuerte impulso de cuidar de quien aparezca. Le corresponde una cocina con la puerta trasera siempre abierta, una olla al fuego y un cuento a la hora de dormir para cualquier niño que se quede hasta tarde. La generosidad de corazón es el gran don. Las dificultades llegan en forma de límites borrosos, de dar más allá del agotamiento o de refugiarse en ensoñaciones cuando la vida se pone difícil. Unos pocos límites claros hacen esta hospitalidad sostenible para todos, incluida la persona que acoge.`,
  },
  {
    sign: 'Pisces',
    decan: 3,
    description: `Marte rige dos veces el último decanato de Piscis: tiene su faz caldea y, como regente tradicional de Escorpio, también su triplicidad de agua. La compasión del signo gana valor y disposición a actuar según lo que siente. Le sienta bien la figura de un socorrista que ve a un bañista en apuros más allá de la rompiente y ya está en el agua antes de que nadie más se haya dado cuenta. Las emociones son hondas y fuertes, y hay auténtica valentía en la defensa de los vulnerables. Frustrada, esa fuerza puede volverse hacia dentro o estallar en tormentas emocionales que sorprenden incluso a quien las siente. Encauzada en una defensa constante de los demás, esta última franja del zodíaco cierra el ciclo con una ternura que sabe pasar a la acción.`,
  },
];
