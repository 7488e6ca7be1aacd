// Urania's own text, translated from its English original (src/text/en/vedic/nakshatra-padas.ts); locale es.
// Una nota para cada uno de los cuatro padas (cuartos de 3°20′) de los 27 nakshatras, en el orden de
// src/vedic/nakshatras.ts. El signo de navamsa que nombra cada nota es el del pada: los 108 padas recorren los doce
// signos nueve veces desde Aries (BPHS, cap. 6, el navamsa).

type Padas = readonly [string, string, string, string];

export const NAKSHATRA_PADA_TEXT_ES: readonly Padas[] = [
  [ // Ashwini
    `El primer pada de Ashwini cae en el navamsa de Aries, así que la velocidad de la estrella se duplica. El valor y la iniciativa salen solos; la lección es mirar una vez antes de saltar y dejar que los demás lo alcancen.`,
    `En su segundo pada, Ashwini toma un navamsa de Tauro, que frena al caballo hasta un paso de trabajo. La sanación práctica, los ingresos constantes y el gusto por las comodidades sencillas asientan el impulso; el riesgo a vigilar es la terquedad.`,
    `El tercer pada de Ashwini, en el navamsa de Géminis, lleva la rapidez a la mente. Prosperan la charla, el estudio, los mensajes y los apaños ingeniosos, aunque la atención puede dispersarse. Una lista escrita mantiene cada comienzo unido a su final.`,
    `El cuarto pada de Ashwini pertenece al navamsa de Cáncer y suaviza la estrella con sentimiento. El impulso de rescatar se vuelve cuidado de la familia y del hogar, y la recompensa llega al proteger a otros sin asfixiarlos.`,
  ],
  [ // Bharani
    `El primer pada de Bharani está en el navamsa de Leo. Su fuerza para cargar se orienta al trabajo creativo y al liderazgo, con un toque teatral. El orgullo puede dificultar pedir ayuda; repartir el mérito con generosidad allana el camino.`,
    `En el segundo pada, navamsa de Virgo, la intensidad de Bharani se vuelve servicio cuidadoso. El trabajo minucioso, las rutinas de salud y la artesanía práctica absorben bien la energía, aunque la preocupación y la autocrítica crecen cuando nada parece bastante acabado.`,
    `El tercer pada de Bharani cae en el navamsa de Libra y pone a Venus doblemente al frente. El encanto, la vida en pareja y el ojo para el equilibrio son fuertes; el exceso y el deseo de complacer a todos piden cierta contención.`,
    `El cuarto pada de Bharani, en el navamsa de Escorpio, es el más intenso. Los secretos, las crisis y las transformaciones son terreno conocido, y la resistencia es profunda. Confiar el peso a unas pocas personas impide que la intensidad acabe en aislamiento.`,
  ],
  [ // Krittika
    `El primer pada de Krittika es el único en Aries, y su navamsa es Sagitario. El fuego se suma al fuego: convicciones audaces, gusto por enseñar y genio vivo. Los principios se defienden mejor con humor que con acaloramiento.`,
    `El segundo pada está en Tauro, con navamsa de Capricornio. Aquí la hoja de Krittika se vuelve práctica y da forma a carreras, presupuestos y proyectos largos con ambición paciente. Conviene suavizar la dureza consigo mismo o con los demás.`,
    `En su tercer pada, Tauro por signo y Acuario por navamsa, Krittika corta en nombre del grupo. Le atraen la reforma, la tecnología y la equidad, y habla claro ante el poder. Si no se vigila, el desapego puede enfriar su calidez.`,
    `El cuarto pada de Krittika lleva un navamsa de Piscis, y el fuego se vuelve lámpara más que navaja. La devoción, la compasión y el servicio callado son fuertes. Los límites necesitan cuidado, porque el afán de purificar a otros puede volverse sacrificio propio.`,
  ],
  [ // Rohini
    `El primer pada de Rohini toma el navamsa de Aries y añade empuje al encanto de la estrella. La ambición de comodidad y belleza pasa deprisa a la acción, y la impaciencia ante el crecimiento lento es la prueba habitual de este pada.`,
    `El segundo pada de Rohini, en el navamsa de Tauro, es Tauro por partida doble: sensual, constante, leal y amigo de poseer. Aquí se acumulan riqueza y belleza; también la inercia, que un paseo diario o una destreza nueva ayudan a sacudir.`,
    `Con un navamsa de Géminis, el tercer pada de Rohini orienta su gracia hacia las palabras, el comercio y el arte de conversar. Le sientan bien la escritura, el marketing y la música. La inquietud afectiva puede pedir una reflexión sincera.`,
    `El cuarto pada de Rohini, en el navamsa de Cáncer, reúne su fertilidad en torno al hogar y la familia. Cuidar le resulta fácil y los recuerdos calan hondo. El ánimo sigue las mareas; una rutina segura deja florecer su sensibilidad sin apegos.`,
  ],
  [ // Mrigashira
    `El primer pada de Mrigashira está en Tauro por signo y en Leo por navamsa. Aquí se buscan el placer y el reconocimiento, con calidez y algo de espectáculo. La vanidad puede desviar al ciervo; la sinceridad lo mantiene en el rastro.`,
    `En el segundo pada de Mrigashira, Tauro con navamsa de Virgo, la curiosidad se vuelve método. Le van bien la investigación cuidadosa, la artesanía y resolver problemas prácticos. Rumiar y ser quisquilloso es el precio de una mente que nunca deja de comprobar.`,
    `El tercer pada de Mrigashira cae en Géminis con navamsa de Libra, y la búsqueda se vuelve social. Le atraen la conversación, la diplomacia y las artes, y encuentra ideas a través de otras personas. La indecisión crece cuando cada opción parece igual de encantadora.`,
    `El último pada de Mrigashira, Géminis por signo y Escorpio por navamsa, adentra al ciervo en bosques más profundos. Le atraen las investigaciones, el saber oculto y los apegos intensos. La sospecha puede encenderse; asentar la búsqueda en la confianza la hace fructífera.`,
  ],
  [ // Ardra
    `El primer pada de Ardra toma el navamsa de Sagitario. Aquí la tormenta despeja en nombre de una creencia: cuestiona los dogmas, busca la verdad, discute con audacia. El tacto convierte su franqueza afilada en algo que los demás pueden de verdad escuchar.`,
    `En el navamsa de Capricornio de su segundo pada, Ardra encauza la sacudida hacia la estructura y el trabajo. Reconstruye tras la pérdida con una determinación férrea y puede sobresalir en tareas técnicas duras. El pesimismo necesita el contrapeso constante del descanso.`,
    `El tercer pada de Ardra, en el navamsa de Acuario, es el pada más parecido a Rahu: inventivo, poco convencional, atraído por la ciencia y las causas. Las ideas llegan como fogonazos. Mantener el calor humano junto al intelecto evita que se vuelva frío.`,
    `El cuarto pada de Ardra cae en el navamsa de Piscis, donde la lágrima se vuelve empatía. La sensibilidad ante el sufrimiento es fuerte, y puede llevar a un trabajo sanador o creativo. Las riadas emocionales remiten con un ancla diaria y serena.`,
  ],
  [ // Punarvasu
    `El primer pada de Punarvasu, Géminis por signo y Aries por navamsa, se renueva a través de la acción. Se recupera deprisa y le gusta encabezar un nuevo comienzo. La paciencia con los compañeros más lentos enriquece cada regreso.`,
    `El segundo pada lleva un navamsa de Tauro y asienta el optimismo de Punarvasu en la comodidad material. Ahorrar, construir y acoger le salen con naturalidad. El apego a una rutina cómoda puede impedirle apuntar la siguiente flecha que valga la pena.`,
    `Con un navamsa de Géminis, el tercer pada es el más hablador y curioso de Punarvasu. La enseñanza, la escritura y los viajes alimentan su renovación. Demasiados intereses pequeños diluyen su amplia sabiduría; ahondar en uno de ellos lo mantiene fuerte.`,
    `El cuarto pada de Punarvasu cae en Cáncer por signo y por navamsa, el signo donde Júpiter se exalta. Su cuidado del hogar, la familia y la tradición es profundo, y da cobijo a muchos. La preocupación por los seres queridos cede cuando la fe se practica a diario.`,
  ],
  [ // Pushya
    `El primer pada de Pushya, en el navamsa de Leo, da a su afán nutricio un rostro orgulloso y visible. Disfruta dirigiendo hogares, equipos o comunidades. Este pada aprende a no necesitar las gracias por cada gesto amable.`,
    `En el segundo pada, el navamsa de Virgo, Pushya sirve a través del detalle: la salud, la cocina, las cuentas, las pequeñas tareas que sostienen a una familia. Su exactitud es un don hasta que se vuelve fuente de reproches ansiosos.`,
    `El tercer pada de Pushya cae en el navamsa de Libra y endulza su sentido del deber con gracia y deseo de armonía. Le atraen el consejo, la vida en pareja y las artes; su punto débil es esquivar los conflictos necesarios.`,
    `El cuarto pada de Pushya toma el navamsa de Escorpio y aporta hondura y cierto secretismo a sus cuidados. Puede sostener a otros durante una crisis y estudiar materias ocultas. Hay que vigilar el afán protector para que nunca se vuelva control.`,
  ],
  [ // Ashlesha
    `El primer pada de Ashlesha, navamsa de Sagitario, dirige la perspicacia de la serpiente hacia la filosofía y la fe. Argumenta con persuasión y detecta enseguida la hipocresía. La generosidad de espíritu suaviza sus juicios más afilados sobre los demás.`,
    `En su segundo pada, el navamsa de Capricornio, Ashlesha se vuelve estratégico y ambicioso: planea en silencio y se aferra con tenacidad. El éxito en los negocios o la política es posible; la prueba es ganar sin manipular.`,
    `El tercer pada de Ashlesha cae en el navamsa de Acuario, donde la percepción se dirige a los grupos, los sistemas y los patrones ocultos. Puede ser excéntrico y reservado. Compartir abiertamente sus observaciones crea la confianza que desea.`,
    `El cuarto pada, con navamsa de Piscis, da a Ashlesha su forma más intuitiva y empática. Los sueños, los presentimientos y los enredos emocionales son fuertes. Unos límites claros dejan fluir la compasión sin que la engulla.`,
  ],
  [ // Magha
    `El primer pada de Magha, en el navamsa de Aries, es ambicioso y dominante. Manda con soltura y defiende a los suyos con fiereza. Recordar que el respeto se gana y no se debe mantiene sano su liderazgo.`,
    `En su segundo pada, con navamsa de Tauro, Magha expresa su herencia a través de la riqueza, las propiedades y las costumbres familiares. Mantiene vivas las reliquias y las recetas. El materialismo y un conservadurismo terco son aquí los escollos.`,
    `El tercer pada de Magha lleva un navamsa de Géminis y orienta el orgullo ancestral hacia el saber, los relatos y la historia. Puede escribir la crónica familiar o enseñar una tradición. El esfuerzo disperso debilita una voz por lo demás noble.`,
    `El cuarto pada, en el navamsa de Cáncer, da a Magha un lado tierno y devoto. Los ritos por los antepasados, el cuidado de los mayores y la lealtad familiar calan hondo. Lo único que vigilar: vivir demasiado del recuerdo.`,
  ],
  [ // Purva Phalguni
    `El primer pada de Purva Phalguni cae en el navamsa de Leo, que lo hace cálido, teatral y orgulloso. Actuar, enamorar y organizar la diversión se le dan bien. Compartir protagonismo hace durar su carisma.`,
    `En el navamsa de Virgo de su segundo pada, Purva Phalguni pone placer en el servicio práctico: organizar eventos, cuidar la salud o perfeccionar un oficio. La autocrítica puede apagar el disfrute; aquí también está permitido descansar.`,
    `El tercer pada de Purva Phalguni, en el navamsa de Libra, es el pada más venusino de la estrella: artístico, afectuoso y atraído por la vida en pareja y la belleza. El exceso y la dependencia de la aprobación piden un freno suave.`,
    `El cuarto pada de Purva Phalguni toma el navamsa de Escorpio y ahonda sus deseos. Abundan la pasión, la lealtad y la creatividad intensa, y también los celos. Encauzar la intensidad en un proyecto compartido mantiene sano el amor.`,
  ],
  [ // Uttara Phalguni
    `El primer pada de Uttara Phalguni está en Leo con navamsa de Sagitario. Su sentido del deber toma un giro idealista y generoso hacia la enseñanza, el derecho o las causas. El riesgo es sermonear en vez de escuchar.`,
    `En Virgo con navamsa de Capricornio, el segundo pada de Uttara Phalguni es práctico y trabajador. Gestiona, organiza y cumple los acuerdos al pie de la letra. La rigidez y el exceso de trabajo deben equilibrarse con calidez y juego.`,
    `El tercer pada de Uttara Phalguni, Virgo por signo y Acuario por navamsa, aplica su equidad a grupos, redes y reforma social. Hace amigos por doquier. La distancia emocional puede dejar a sus parejas con ganas de más.`,
    `El cuarto pada, con navamsa de Piscis, da a Uttara Phalguni una cualidad compasiva y desinteresada. Le atrae el servicio a los enfermos o a los pobres. Aprender a recibir con la misma gracia con que da completa su promesa.`,
  ],
  [ // Hasta
    `El primer pada de Hasta toma un navamsa de Aries y añade empuje a sus manos hábiles. Trabaja deprisa y le gusta ser el primero en dar con el arreglo. La impaciencia y el genio vivo se llevan mejor con humor.`,
    `En el segundo pada, navamsa de Tauro, el oficio de Hasta se vuelve constante y sensual: cocina, jardinería, tejidos, gestión del dinero. Su fiabilidad inspira confianza. Conviene aflojar el afán posesivo sobre su trabajo.`,
    `El tercer pada de Hasta, en el navamsa de Géminis, es el pícaro de la estrella: agudo, diestro, hábil con palabras y comercio. La energía nerviosa pide salida, y la honradez mantiene admirado su ingenio.`,
    `El cuarto pada, navamsa de Cáncer, orienta la destreza de Hasta hacia el cuidado y el hogar. Sana con el tacto, alimenta y consuela. El ánimo puede hacer temblar su mano; las rutinas afectivas la mantienen firme.`,
  ],
  [ // Chitra
    `El primer pada de Chitra es Virgo por signo y Leo por navamsa. Su oficio busca público, y crea con seguridad y estilo. El ego puede hacer difícil aceptar las críticas; la humildad afina la obra.`,
    `El segundo pada, Virgo con navamsa de Virgo, es Chitra en su versión más exigente: precisa, técnica y atenta al detalle. Le sientan bien la artesanía fina, el análisis y la medicina. El perfeccionismo no debe impedir terminar.`,
    `El tercer pada de Chitra, Libra con navamsa de Libra, une diseño y diplomacia. El gusto estético y la gracia social son altos. Puede complacer a otros a su propia costa, así que importa expresar con sinceridad sus preferencias.`,
    `En Libra con navamsa de Escorpio, el cuarto pada da a Chitra hondura e intensidad. Crea a partir de la transformación y puede explorar materias ocultas o investigar. Guardar rencores empaña su brillo.`,
  ],
  [ // Swati
    `El primer pada de Swati, en el navamsa de Sagitario, ama los viajes, el estudio y la libertad del camino abierto. Su ecuanimidad adopta un tono de principios. La inquietud puede hacer que cada compromiso parezca una jaula.`,
    `Con un navamsa de Capricornio, el segundo pada da a Swati una firmeza de negociante. Le van bien el comercio, la planificación cuidadosa y la acumulación lenta. Si no se vigila, la cautela puede convertirse en preocupación por la seguridad.`,
    `El tercer pada de Swati, en el navamsa de Acuario, duplica su independencia. Le atraen las ideas originales, la tecnología y las causas sociales. Su distancia puede pasar por indiferencia: conviene mostrar su calidez.`,
    `El cuarto pada, con navamsa de Piscis, hace a Swati imaginativo y compasivo, atraído por el arte, la espiritualidad y el servicio. Los peligros son la indecisión y la deriva; una práctica diaria clara ancla la brisa.`,
  ],
  [ // Vishakha
    `El primer pada de Vishakha está en Libra con navamsa de Aries, y funde su ambición con un valor en bruto. Compite con ganas y encabeza campañas. Aprender a perder con elegancia hace más dulces sus victorias.`,
    `En el segundo pada, Libra con navamsa de Tauro, Vishakha persigue con paciencia la comodidad, la belleza y la seguridad económica. Sus metas son tangibles. La trampa que evitar es envidiar la riqueza ajena.`,
    `El tercer pada de Vishakha, Libra por signo y Géminis por navamsa, apunta al saber y la comunicación. El debate, la escritura y el estudio son sus terrenos. Cambiar de meta demasiado a menudo dispersa su célebre concentración.`,
    `El cuarto pada de Vishakha es el único en Escorpio, con navamsa de Cáncer. Aquí la meta es emocional y protectora, y la entrega a la familia o a la fe es intensa. Los celos conviene nombrarlos antes de que se enquisten.`,
  ],
  [ // Anuradha
    `El primer pada de Anuradha toma el navamsa de Leo y da a sus amistades un corazón de líder. Organiza grupos e inspira lealtad. Su necesidad de reconocimiento no hace ningún daño mientras sepa compartir el mérito.`,
    `En el navamsa de Virgo, el segundo pada de Anuradha sirve a sus amigos con ayuda práctica y trabajo esmerado. Destaca en la investigación y la organización. La inquietud crítica puede empañar una naturaleza por lo demás entregada.`,
    `El tercer pada de Anuradha cae en el navamsa de Libra y es su pada más diplomático y sociable. Florecen las asociaciones, las negociaciones y las artes. La lección es no esquivar verdades duras por mantener la paz.`,
    `El cuarto pada de Anuradha, Escorpio por signo y navamsa, es intenso, reservado y muy leal. Le atraen el estudio esotérico, la psicología y el trabajo en crisis. La posesividad amorosa pide un toque más ligero.`,
  ],
  [ // Jyeshtha
    `El primer pada de Jyeshtha, en el navamsa de Sagitario, templa la veteranía con filosofía y ética. Protege por principio y puede enseñar bien. La superioridad moral es la arista que necesita limar.`,
    `Con navamsa de Capricornio, el segundo pada de Jyeshtha es ambicioso y trabajador, y sube con firmeza hasta la autoridad. Administra bien los recursos. La frialdad en pos del estatus cuesta más de lo que gana.`,
    `El tercer pada de Jyeshtha toma el navamsa de Acuario y orienta su autoridad hacia la innovación y los grupos. Puede abanderar causas insólitas. Una independencia terca puede dejarlo sin aliados.`,
    `El cuarto pada, en el navamsa de Piscis, da a Jyeshtha compasión y hondura espiritual. Protege a los vulnerables y puede sentir con agudeza el dolor ajeno. El retiro y la reflexión le devuelven la fuerza.`,
  ],
  [ // Mula
    `El primer pada de Mula, con navamsa de Aries, cava con fuerza y valor. Encara los problemas de frente y vuelve a empezar sin miedo. La contención le evita arrancar lo que bastaba con remendar.`,
    `En el navamsa de Tauro, el segundo pada de Mula echa raíces en lo práctico: la tierra, las hierbas, los recursos, el cuerpo. Busca estabilidad tras la sacudida. Aferrarse a la seguridad puede bloquear el cambio que necesita.`,
    `El tercer pada de Mula, en el navamsa de Géminis, investiga con palabras e ideas. Le van bien la indagación, la escritura y el debate sobre los primeros principios. Dudar de todo puede dejarlo sin suelo bajo los pies.`,
    `El cuarto pada, navamsa de Cáncer, lleva la búsqueda de Mula a casa, a las raíces familiares y los sentimientos. Puede explorar la genealogía o atender viejas heridas. Las sacudidas emocionales se calman con rutinas que nutren.`,
  ],
  [ // Purva Ashadha
    `El primer pada de Purva Ashadha, en el navamsa de Leo, es orgulloso, seguro y nacido para persuadir a una multitud. Su liderazgo inspira. La arrogancia es el único rival que este pada debe aprender a vencer.`,
    `El segundo pada toma un navamsa de Virgo y refina las convicciones de Purva Ashadha con detalle y servicio. Limpia ordenando y corrigiendo. Si no se anda con cuidado, la minucia puede sustituir a la visión de conjunto.`,
    `En el navamsa de Libra, el tercer pada de Purva Ashadha seduce en lugar de mandar. Arte, diplomacia y romance son fuertes. El exceso y el gusto por el halago necesitan el contrapeso de un amigo sincero.`,
    `El cuarto pada, con navamsa de Escorpio, da a Purva Ashadha hondura y una resolución implacable. Puede investigar o reformar con verdadero poder. Aferrarse a un agravio es lo que debilita su espíritu invencible.`,
  ],
  [ // Uttara Ashadha
    `El primer pada de Uttara Ashadha es Sagitario por signo y por navamsa: idealista y ético, atraído por la enseñanza, el derecho y la fe. Habla con autoridad moral. Los viajes y la escucha suavizan sus opiniones rígidas.`,
    `El segundo pada de Uttara Ashadha, en Capricornio con navamsa de Capricornio, es ambicioso, disciplinado y resistente. Le convienen las carreras largas y las instituciones. No hay que dejar que el trabajo se trague todo placer personal.`,
    `El tercer pada de Uttara Ashadha, en Capricornio con navamsa de Acuario, pone su integridad al servicio de la sociedad. Le atraen los proyectos humanitarios y la ciencia. Puede parecer distante; compartir lo que siente ayuda.`,
    `El cuarto pada, con navamsa de Piscis, da a Uttara Ashadha compasión y una meta espiritual. Sirve en silencio y perdona con facilidad. Unos límites claros evitan que su bondad termine en agotamiento.`,
  ],
  [ // Shravana
    `El primer pada de Shravana, en el navamsa de Aries, escucha para actuar. Aprende deprisa y aplica el saber con audacia. El hábito que este pada ha de suavizar es la impaciencia con quien aprende más despacio.`,
    `En el navamsa de Tauro, el segundo pada de Shravana absorbe el saber despacio y lo conserva bien. Le sientan bien la música, las finanzas y la sabiduría práctica. Su punto ciego es la resistencia a las ideas nuevas.`,
    `El tercer pada de Shravana, con navamsa de Géminis, es el comunicador: oye mucho y lo transmite bien. Florecen la enseñanza, los medios y los idiomas. El chisme es la tentación que debe rechazar.`,
    `El cuarto pada de Shravana, en el navamsa de Cáncer, escucha con el corazón. Le atraen la orientación, los cuidados y la historia familiar. La sensibilidad a la crítica cede conforme confía más en sí mismo.`,
  ],
  [ // Dhanishta
    `El primer pada de Dhanishta, Capricornio por signo y Leo por navamsa, ama el escenario y los focos. Música, deporte y liderazgo se le dan bien. La generosidad impide que su ambición se vuelva vanidosa.`,
    `El segundo pada de Dhanishta, en Capricornio con navamsa de Virgo, convierte el ritmo en método. La destreza, la práctica y una gestión cuidadosa traen riqueza. La preocupación por el dinero puede ahogar la música.`,
    `El tercer pada de Dhanishta, Acuario por signo y Libra por navamsa, es social y artístico, atraído por los conjuntos y las asociaciones. La armonía le importa. Debe guardarse de vivir solo para el aplauso.`,
    `El cuarto pada, en Acuario con navamsa de Escorpio, da a Dhanishta intensidad y dotes de investigación. Puede liderar en una crisis. Si no se controlan, el secretismo y la terquedad tensan sus relaciones.`,
  ],
  [ // Shatabhisha
    `El primer pada de Shatabhisha, con navamsa de Sagitario, busca la sanación a través de la filosofía y la verdad. Es franco y esperanzado. Sermonear desde lejos solo ensancha su círculo de aislamiento.`,
    `En el navamsa de Capricornio, el segundo pada de Shatabhisha es metódico, ambicioso y reservado, apto para la investigación larga o la administración. Su cautela es sensata, aunque el pesimismo necesita luz a diario.`,
    `El tercer pada de Shatabhisha, Acuario por signo y navamsa, es su pada más original y heterodoxo. Prosperan inventos, redes e ideas futuristas. Ser excéntrico no obliga a estar solo.`,
    `El cuarto pada, navamsa de Piscis, da a Shatabhisha hondura mística y compasiva. Le van bien las artes de sanar y la meditación. La evasión pide hábitos firmes y amables que la contengan.`,
  ],
  [ // Purva Bhadrapada
    `El primer pada de Purva Bhadrapada, Acuario por signo y Aries por navamsa, es ardiente, osado y rápido en abrazar una causa. Le sobra valor; la paciencia y el tacto son las destrezas por desarrollar.`,
    `El segundo pada de Purva Bhadrapada, en Acuario con navamsa de Tauro, asienta el idealismo de la estrella en los recursos y la determinación. Puede construir algo duradero. Los escollos son la terquedad y la inquietud material.`,
    `El tercer pada de Purva Bhadrapada, con navamsa de Géminis, debate, escribe e investiga con pasión. Su mente es inquieta e inventiva. La tensión nerviosa se alivia con rutinas constantes.`,
    `El cuarto pada de Purva Bhadrapada es el único en Piscis, con navamsa de Cáncer. Su intensidad se vuelve emotiva y devota, protectora de la familia y de la fe. A la preocupación se le responde mejor con oración o una práctica serena.`,
  ],
  [ // Uttara Bhadrapada
    `El primer pada de Uttara Bhadrapada, en el navamsa de Leo, presta a su sabiduría tranquila una presencia digna. Dirige con paciencia. El orgullo que siente por su autocontrol puede hacerle difícil pedir ayuda.`,
    `En el navamsa de Virgo, el segundo pada de Uttara Bhadrapada sirve con trabajo cuidadoso y análisis, a menudo en la sanación o la investigación. Es de fiar. El celo excesivo por los detalles puede agotar su hondura.`,
    `El tercer pada de Uttara Bhadrapada, con navamsa de Libra, es amable y diplomático, un mediador nato. Las relaciones y las artes salen ganando. La pasividad ante el conflicto pide un valor de otra clase, más bondadoso.`,
    `El cuarto pada de Uttara Bhadrapada, en el navamsa de Escorpio, es profundo, reservado y de gran intensidad espiritual. Le atraen el estudio de lo oculto y la transformación interior. El retiro no debe volverse un muro frente a sus seres queridos.`,
  ],
  [ // Revati
    `El primer pada de Revati, con navamsa de Sagitario, es optimista, generoso y amigo de los viajes. Guía con fe y buen humor. Confiar demasiado en los demás puede llevarle a decepciones.`,
    `El segundo pada toma un navamsa de Capricornio y da a Revati ambición práctica y responsabilidad. Cuida con un esfuerzo fiable. Las dudas sobre sí se disipan según suma logros.`,
    `El tercer pada de Revati, en el navamsa de Acuario, extiende su bondad a comunidades y causas. Es idealista e inventivo. El desapego puede ocultar lo hondo que siente.`,
    `El cuarto pada de Revati, Piscis por signo y por navamsa, es el último pada del zodíaco: místico, tierno e imaginativo. Florecen el arte y la vida espiritual. Un suelo firme bajo los sueños lo mantiene a salvo.`,
  ],
];
