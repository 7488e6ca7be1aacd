// Urania's own text, translated from its English original (src/text/en); locale es.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Lilith, la Luna Negra (el apogeo medio de la Luna), en cada uno de los doce signos, en español. */
export const LILITH_IN_SIGN_ES: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Lilith en Aries guarda un impulso en bruto, que nadie le pidió, de actuar por su cuenta, y lo recupera cuando entiende la autonomía como un derecho de nacimiento y no como una ofensa.',
    description: `Lo que aquí se esconde es la voluntad a secas, sin pulir. En el fuego cardinal regido por Marte, el apogeo lunar señala las ganas de moverse primero, de decir que no sin dar explicaciones y de desear algo en voz alta. En algún momento ese impulso pudo recibir el nombre de egoísmo, mala educación o amenaza, de modo que pasó a la clandestinidad y aprendió a asomar solo a ráfagas.

Una vez nombrado, el patrón se reconoce con facilidad en la vida diaria: un arranque de furia cuando alguien le termina la frase, la negativa a seguir unas instrucciones perfectamente razonables o un placer secreto al saltarse una norma pequeña. Con tensión, el impulso desterrado se convierte en rebeldía por la rebeldía, en buscar pelea para demostrar que nadie manda, o se hunde en una obediencia plana y resentida que más tarde se escapa en palabras cortantes.

En su mejor versión, esta posición sabe con exactitud dónde están sus propios límites. Cuando el derecho a actuar sin permiso se asume con calma, el calor se vuelve limpio: disposición a tomar la iniciativa cuando los demás se quedan paralizados, a marcharse de donde se exigen demasiadas reverencias y a respaldar a cualquiera a quien le pidan que se haga más pequeño.`,
    keywords: ['autonomía', 'desafío', 'voluntad cruda', 'independencia', 'ira', 'iniciativa'],
    strengths: ['actúa sin esperar aprobación', 'límites personales claros', 'valor bajo presión', 'defiende el derecho a decir que no'],
    challenges: ['rebeldía por la rebeldía', 'arranques súbitos de furia', 'obediencia resentida', 'desconfianza ante cualquier autoridad'],
  },
  Taurus: {
    summary: 'Lilith en Tauro protege un hambre honda y obstinada de placer y de dominio sobre el propio cuerpo que alguna vez fue avergonzada, y la recupera disfrutando sin prisa y sin pedir perdón.',
    description: `El propio cuerpo se convierte en terreno disputado. La tierra fija regida por Venus da al apogeo un tono lento y sensual: el apetito, el tacto, el descanso, el gusto del buen pan o del sol templado sobre la piel. Estos deseos sencillos quizá se trataron como caprichos o como algo impropio, o bien otra persona se arrogó el derecho de decidir qué podía tener, comer, vestir o disfrutar.

El destierro se manifiesta de formas discretas. Puede haber culpa después de un capricho de lo más corriente, un apego feroz a ciertas pertenencias o una negativa rotunda a dejarse apurar que los demás leen como pereza. Bajo presión, el lado indómito oscila entre la privación y el exceso: se contiene durante semanas y luego toma mucho más de lo que en realidad quiere. También puede aparecer la posesividad, como si perder una cosa significara perder el control de uno mismo.

Una vez recuperada, esa misma energía resulta admirablemente estable. Aquí hay alguien que sabe lo que le gusta al cuerpo y no se disculpa por ello, que valora el consentimiento y la propiedad en todos los sentidos y que puede enseñar a otros a ir más despacio y a gozar de lo que ya es suyo. El placer, antes fuente de vergüenza, se transforma en un respeto por sí mismo firme y generoso.`,
    keywords: ['sensualidad', 'apetito', 'posesión', 'cuerpo', 'terquedad', 'autoestima'],
    strengths: ['disfrute sin vergüenza', 'un claro sentido del consentimiento', 'firmeza bajo presión', 'sabe lo que el cuerpo necesita'],
    challenges: ['culpa por los placeres sencillos', 'oscilar entre la privación y el exceso', 'posesividad', 'no ceder ni un palmo'],
  },
  Gemini: {
    summary: 'Lilith en Géminis acumula las palabras, las preguntas y la curiosidad que un día fueron silenciadas, y las libera diciendo lo que piensa con ingenio y con nervio.',
    description: `En el corazón de esta combinación viven las preguntas prohibidas. En el aire mutable regido por Mercurio, el apogeo se concentra en torno al lenguaje: el comentario acallado en la mesa familiar, el tema tabú que nadie quería explicar, la ocurrencia que se ganó una reprimenda. Una mente rápida e inquieta pudo aprender pronto que ciertos pensamientos no eran bienvenidos, y aprendió también a mantener una segunda conversación, privada, por debajo de la educada.

En el día a día puede verse como una lengua afilada que se escapa en los peores momentos, un gusto por los chismes o los secretos, o las ganas de decir justo lo que nadie más se atreve a decir. La tensión trae una charla dispersa y nerviosa, medias verdades usadas como coraza o la costumbre de burlarse de lo que no puede hablarse abiertamente. Hay quien, en cambio, enmudece, convencido de que sus palabras nunca se tomarán en serio.

La recuperación llega por la palabra honesta. La escritura, la enseñanza, el humor y la conversación franca dan a esta mente inquieta un lugar donde respirar. Cuando se afloja el miedo a que la hagan callar, queda un don poco común para nombrar lo que no se dice, plantear la pregunta incómoda pero necesaria y hacer que los temas difíciles resulten más abordables para todos.`,
    keywords: ['palabra tabú', 'curiosidad', 'secretos', 'ingenio', 'preguntas', 'inquietud'],
    strengths: ['nombra lo que otros evitan', 'un ingenio rápido y sin miedo', 'hace la pregunta necesaria', 'vuelve abordables los temas difíciles'],
    challenges: ['comentarios hirientes a destiempo', 'medias verdades como coraza', 'charla nerviosa y dispersa', 'dudar de su propia voz'],
  },
  Cancer: {
    summary: 'Lilith en Cáncer descubre una necesidad feroz y desordenada de cuidado y de libertad emocional, y sana cuando se niega a cuidar según las condiciones de otros.',
    description: `Las expectativas familiares pesan sobre este apogeo más que sobre ningún otro. El agua cardinal regida por la Luna sitúa a Lilith en la propia casa de la Luna, así que la tensión es íntima y cercana: quién tiene permiso para necesitar, quién debe dar y qué clase de cuidado se considera aceptable. A menudo lo desterrado son sentimientos que no encajaban en el molde familiar, como el enfado con un padre o una madre, la ambivalencia ante el papel de cuidador o un hambre de consuelo que parecía demasiado grande para confesarla.

En la vida corriente puede notarse en un humor que pasa en un instante de la ternura a la frialdad, una relación incómoda con el hogar o un fuerte impulso de hacer de madre de los demás mientras en secreto se les guarda rencor. Cuando el estrés aprieta, el instinto protector asfixia o se pone a la defensiva, y los viejos patrones familiares se repiten en relaciones nuevas sin que nadie lo advierta. Junto a un hondo deseo de pertenecer pueden convivir unas ganas igual de fuertes de salir por la puerta.

Cuando estos sentimientos enredados reciben permiso, aparece una fortaleza auténtica. El cuidado pasa a ser una elección y no una deuda, y el hogar, un lugar que la persona construye a propósito. Esa libertad deja sitio a una calidez salvaje, leal y protectora que da refugio a otros sin pedirles nunca que se encojan.`,
    keywords: ['cuidado', 'familia', 'pertenencia', 'libertad emocional', 'protección', 'estados de ánimo'],
    strengths: ['lealtad protectora y feroz', 'cuidado dado por elección', 'sinceridad ante los sentimientos encontrados', 'construye un hogar a su manera'],
    challenges: ['cuidar con resentimiento', 'retiradas emocionales repentinas', 'repetir patrones familiares', 'humores asfixiantes o defensivos'],
  },
  Leo: {
    summary: 'Lilith en Leo esconde un deseo audaz e indisciplinado de ser vista y adorada, y lo recupera cuando brilla sin necesitar el permiso de nadie.',
    description: `Con esta colocación es el orgullo lo que vive en el exilio. El fuego fijo regido por el Sol da al apogeo hambre de atención, de admiración y de juego creativo, un hambre que quizá fue objeto de burla, de envidia o de reproche por querer lucirse. El resultado puede ser alguien que oculta por completo su luz o que reclama el foco con una fuerza que le sorprende incluso a sí mismo.

La escisión se revela en momentos pequeños. Un elogio puede dar vergüenza y, a la vez, no bastar nunca; un proyecto creativo puede abandonarse justo cuando empieza a funcionar, por miedo a que alguien se ría. Bajo presión, el orgullo herido se vuelve dramático, exige lealtad y se enfurruña cuando la atención se desvía, o se enfría y se distancia, fingiendo que el reconocimiento le da igual. El romance puede convertirse en un escenario donde comprobar si el amor se da de verdad.

El giro llega cuando la persona deja de preguntarse si merece que la vean. Asumido abiertamente, el apogeo en Leo aporta una presencia magnética, una sexualidad juguetona y una vena creativa atrevida que no se deja domesticar en algo seguro. Alguien así suele iluminar el camino a los demás y da valor a los más callados para salir a saludar y dejarse admirar también.`,
    keywords: ['orgullo', 'visibilidad', 'creatividad', 'ansia de adoración', 'drama', 'juego'],
    strengths: ['presencia magnética', 'expresión creativa atrevida', 'generosidad para alentar a otros', 'brilla sin disculparse'],
    challenges: ['esconder el talento por miedo', 'exigir lealtad constante', 'orgullo herido y enfurruñamiento', 'frialdad que disfraza el dolor'],
  },
  Virgo: {
    summary: 'Lilith en Virgo se rebela contra unos ideales imposibles de pureza y utilidad, y encuentra la libertad al honrar el cuerpo y su inteligencia imperfecta y desordenada.',
    description: `Aquí la jaula es la perfección. En la tierra mutable regida por Mercurio, el apogeo lunar choca con las reglas sobre ser limpio, correcto, modesto y servicial. En algún lugar pudo quedar grabado el mensaje de que la valía depende de no tener defectos o de ser útil, y de que todo lo desordenado, terrenal o interesado debía ocultarse. Los instintos naturales acaban entonces archivados como faltas.

La vida diaria puede reflejarlo en un zumbido constante de autocrítica, un control quisquilloso de las rutinas o un asco secreto por las propias necesidades. Es posible que los demás vean antes su ojo afilado para los defectos ajenos que la bondad que hay debajo. En una mala semana, el servicio se vuelve martirio, el trabajo se expande hasta llenar cada hora y el cuerpo protesta con tensión, cansancio o una inquietud fácil de ignorar. Una vena discreta de rebeldía puede asomar en costumbres privadas y curiosas que rompen todas las reglas a la vez.

Cuando deja en el suelo la exigencia de pureza, esta Lilith se convierte en una sanadora hábil y terrenal de la vergüenza. El oficio, el trabajo cuidadoso y la atención al cuerpo pasan a ser fuentes de placer y no de penitencia. Una persona así aprende que ser útil y estar entera son cosas distintas, y ayuda a otros a hacer las paces con sus propias imperfecciones.`,
    keywords: ['pureza', 'perfeccionismo', 'servicio', 'autocrítica', 'sabiduría del cuerpo', 'oficio'],
    strengths: ['manos hábiles y cuidadosas', 'franqueza sobre el cuerpo', 'ayuda a otros a soltar la vergüenza', 'honestidad práctica'],
    challenges: ['un crítico interior implacable', 'servicio convertido en martirio', 'rutinas controladoras', 'asco oculto por las necesidades'],
  },
  Libra: {
    summary: 'Lilith en Libra rechaza el papel de la pareja complaciente y recupera su autonomía al elegir las relaciones como igual y no como espejo.',
    description: `En este signo, ser agradable tiene un coste oculto. El aire cardinal regido por Venus sitúa el apogeo en el espacio que hay entre dos personas, donde la presión por ser amable, justa y atractiva puede ahogar el deseo sincero. Quizá quedó una vieja lección: que mantener la paz es lo primero, que la ira estropea la belleza o que el valor propio está en encajar bien en el cuadro que otro ha pintado.

En la práctica, la tensión suele verse en decir que sí cuando se piensa que no, o en sostener una relación a base de encanto mientras el resentimiento crece en silencio. Hay quien se va al extremo contrario y se rebela contra la pareja misma, manteniendo a todo el mundo a una distancia elegante. Cuando la tensión aumenta, la gracia social se convierte en máscara, el juicio sobre los demás se afila y las rupturas repentinas parecen surgir de la nada para quien está al otro lado.

La libertad llega cuando la justicia incluye también a uno mismo. Una Lilith en Libra que asume sus deseos puede negociar con audacia, coquetear sin perderse e insistir en una igualdad real en el amor y en el trabajo. Hay auténtica elegancia en quien sabe sostener un límite con cortesía, y esta posición a menudo acaba defendiendo a cualquiera que haya sido empujado al silencio por la obligación de ser simpático.`,
    keywords: ['pareja', 'igualdad', 'encanto', 'complacencia', 'justicia', 'deseo'],
    strengths: ['insiste en una igualdad real', 'límites firmes sostenidos con gracia', 'negociación audaz', 'defiende a quienes fueron silenciados'],
    challenges: ['un sí que significa no', 'encanto usado como máscara', 'rupturas repentinas', 'mantener a todos a distancia'],
  },
  Scorpio: {
    summary: 'Lilith en Escorpio se enfrenta de cara al deseo intenso, al poder y a lo prohibido, y los recupera asumiendo su propia hondura sin vergüenza.',
    description: `La intensidad es a la vez el don y el problema. En el agua fija regida por Marte, con Plutón como regente moderno, el apogeo se encuentra con un signo que ya se mueve a gusto entre secretos, sexualidad y poder. Lo que suele desterrarse es toda la fuerza del sentir: celos, anhelo, rabia y un apetito sexual que quizá se trataron como algo peligroso o sucio. Esos sentimientos rara vez desaparecen; se hunden y esperan.

La vida cotidiana puede mostrar unos modales reservados que esconden una tormenta, una fascinación por lo que a otros les parece oscuro o un instinto certero para los motivos que la gente prefiere ocultar. La confianza llega despacio, y una traición, una vez sentida, cuesta olvidarla. En los tiempos difíciles, el control se convierte en la estrategia principal, ya sea mediante el silencio, poniendo a prueba la lealtad o aferrándose mucho después de que soltar fuera lo más sensato. Las luchas de poder en las relaciones íntimas pueden parecer casi inevitables.

Asumida con conciencia, es una de las expresiones más valientes del apogeo. Aquí vive alguien capaz de quedarse con lo que otros evitan, de hablar de sexo, muerte y dinero sin pestañear y de acompañar un cambio real en las personas que están preparadas. La hondura, antes motivo de vergüenza, se vuelve una fuerza serena y una lealtad profunda e inquebrantable a la verdad.`,
    keywords: ['intensidad', 'deseo', 'poder', 'secretos', 'transformación', 'lealtad'],
    strengths: ['sinceridad sin titubeos', 'lee los motivos ocultos', 'entereza en plena crisis', 'leal a la verdad'],
    challenges: ['control y pruebas de lealtad', 'aferrarse a la traición', 'tormentas de celos', 'luchas de poder en la intimidad'],
  },
  Sagittarius: {
    summary: 'Lilith en Sagitario se revuelve contra las creencias prestadas y los horizontes cercados, y recupera su libertad buscando la verdad según sus propias reglas indómitas.',
    description: `La creencia es el terreno donde se pone a prueba el límite. El fuego mutable regido por Júpiter lanza al apogeo a vagar por la filosofía, la religión, los viajes y las grandes preguntas sobre el sentido. A menudo hubo un credo familiar, una escuela de pensamiento o una norma de la comunidad que no encajaba, y cuestionarla se vivió como deslealtad. Las ganas de vagar, dudar y explorar quedan entonces empujadas a los márgenes de la vida.

Puede notarse en una vena inquieta que sale huyendo cada vez que el compromiso se parece a un encierro, en la costumbre de soltar afirmaciones tajantes que ofenden o en una fascinación por las ideas prohibidas y los lugares remotos. Si las cosas se tuercen, la búsqueda de libertad se convierte en fuga, el amor a la verdad se endurece en sermón y cualquier norma puede rechazarse solo porque la escribió otro. Las promesas se hacen con gran entusiasmo y se abandonan en cuanto empiezan a pesar.

Recuperada, esta Lilith es una exploradora valiente y generosa. Confía en su propio sentido de las cosas, habla con llaneza de lo que ha encontrado y deja espacio para que otros hagan lo mismo. Enseñar, escribir y viajar se vuelven maneras de compartir una libertad ganada a pulso, y lo indómito se transforma en una fe fresca y honesta en la vida misma.`,
    keywords: ['libertad', 'creencias', 'exploración', 'franqueza brusca', 'verdad', 'inquietud'],
    strengths: ['pensamiento independiente', 'sinceridad valiente', 'apertura a las ideas de fuera', 'inspira a otros a cuestionar'],
    challenges: ['fuga disfrazada de libertad', 'sermonear con su punto de vista', 'promesas rotas', 'rechazar toda norma'],
  },
  Capricorn: {
    summary: 'Lilith en Capricornio lidia con la autoridad, la ambición y el control, y recupera su poder construyendo una vida según sus propias reglas.',
    description: `La autoridad proyecta una sombra alargada sobre esta combinación. La tierra cardinal regida por Saturno sitúa el apogeo en el mundo del deber, la posición social y la estructura. Quizá hubo un padre o una madre estrictos, un sistema rígido o la impresión temprana de que los sentimientos debían mantenerse bajo un control férreo para ganarse el respeto. La propia ambición puede parecer sospechosa, ya sea prohibida o exigida a un precio demasiado alto.

En las rutinas diarias puede verse en trabajar mucho más de lo que nadie ha pedido, rechazar la ayuda por orgullo o sentir un desprecio oculto por los jefes a los que se obedece. Algunos acaban convertidos en la autoridad severa que antes les dolía; otros socavan en silencio cada estructura a la que se unen. La presión hace de la frialdad un escudo, las emociones se archivan como debilidad y el éxito nunca termina de sentirse merecido. Las necesidades sexuales y emocionales pueden quedar estrictamente separadas del asunto serio de la vida.

Cuando las reglas se eligen en lugar de heredarse, aparece una firmeza notable. Esta Lilith puede ejercer un poder real sin abusar de él, crear una obra duradera que refleje sus valores íntimos y encarnar un liderazgo que no exige sacrificar el sentimiento. El tiempo suele favorecer esta colocación y le trae una autoridad ganada, inquebrantable y enteramente suya.`,
    keywords: ['autoridad', 'ambición', 'control', 'disciplina', 'posición social', 'gobierno de sí'],
    strengths: ['autoridad ganada', 'logros duraderos', 'calma bajo presión', 'uso justo del poder'],
    challenges: ['autocontrol rígido', 'desprecio por los superiores', 'rechazar ayuda por orgullo', 'separar el sentimiento del deber'],
  },
  Aquarius: {
    summary: 'Lilith en Acuario es la forastera que no se conforma, y convierte esa rebeldía en libertad al crear comunidades que acogen la diferencia.',
    description: `Ser diferente fue en su día el problema. El aire fijo regido por Saturno, con Urano como regente moderno, sitúa el apogeo entre los grupos, las ideas y el futuro. A menudo queda el recuerdo de no encajar, de ser el raro de la clase o la persona cuyas opiniones el grupo no toleraba. En lugar de mezclarse, este instinto aprendió a mantenerse aparte, a veces con orgullo y a veces con dolor.

En lo social, el patrón puede parecer desapego emocional, una reacción brusca cuando le dicen qué debe pensar o la costumbre de sumarse a causas y abandonarlas en cuanto empiezan a parecer otra multitud más. La amistad puede importar muchísimo y, aun así, la cercanía despierta de pronto la necesidad de poner distancia. Con estrés, el rebelde puede volverse contestatario por sistema: la lógica fría sustituye a la calidez y el aislamiento se confunde con independencia.

La Lilith en Acuario recuperada es una voz original y humana. Se mantiene fiel a su propia visión sin perder el contacto con quienes la comparten, y protege un espacio para todos los que se sienten extraños o excluidos. Inventiva, poco convencional y leal a sus principios, esta posición demuestra que la verdadera pertenencia no exige renunciar a la propia diferencia.`,
    keywords: ['inconformismo', 'desapego', 'comunidad', 'rebeldía', 'originalidad', 'ideales'],
    strengths: ['pensamiento original', 'protege a quien queda fuera', 'leal a sus principios', 'soluciones ingeniosas'],
    challenges: ['llevar la contraria por sistema', 'desapego emocional', 'aislamiento confundido con libertad', 'dejar los grupos de golpe'],
  },
  Pisces: {
    summary: 'Lilith en Piscis lleva un anhelo místico y sin orillas que fue despreciado o temido, y lo recupera confiando en su visión interior sin perder su propia forma.',
    description: `En este signo, los sueños y los anhelos se escurren entre los dedos. El agua mutable regida por Júpiter, con Neptuno como regente moderno, da al apogeo una cualidad suave que todo lo disuelve. Lo que suele desterrarse es la sensibilidad misma: las impresiones psíquicas, la compasión profunda, el hambre espiritual o el deseo de perderse en la música, el amor o el mar. Quizá todo ello se tachó de débil, raro o poco práctico, y la persona aprendió a esconder su mundo interior.

En casa y en el trabajo puede notarse en unos límites que se desdibujan, en la tendencia a absorber el humor de los demás o en una huida hacia la fantasía, el sueño o el deslizar interminable del dedo por la pantalla cuando la vida se vuelve demasiado áspera. Puede haber un tirón hacia el rescate de otros, o la convicción callada de que las necesidades propias no cuentan. En las temporadas más oscuras, el anhelo de unión se convierte en confusión, sacrificio de sí o una negativa brumosa a mirar de frente los hechos duros.

Tratada con cuidado, esta Lilith deja correr la imaginación y la compasión sin ahogarse. El arte, la práctica espiritual, la música y los oficios de cuidado pueden contener sin peligro su ancho sentir. Cuando el mundo interior recibe confianza en lugar de esconderse, esta combinación se vuelve una guía delicada y sin miedo que recuerda a los demás que la sensibilidad es una forma de fuerza.`,
    keywords: ['anhelo', 'sensibilidad', 'imaginación', 'compasión', 'evasión', 'misticismo'],
    strengths: ['compasión profunda', 'imaginación vívida', 'valor espiritual', 'percibe los estados de ánimo sutiles'],
    challenges: ['límites desdibujados', 'huida hacia la fantasía', 'sacrificio de sí', 'eludir los hechos duros'],
  },
};
