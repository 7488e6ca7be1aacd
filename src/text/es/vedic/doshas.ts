// Urania's own text, translated from its English original (src/text/en/vedic/doshas.ts); locale es.
import type { DoshaTextId } from '../../../schemas/vedic-interpretation.js';
import type { DoshaText } from '../../yoga-dosha-text.js';

// Los doshas de `vedicDoshas` y `sadeSati`: el Manglik dosha y sus cuatro anulaciones con nombre, los doce tipos de
// Kaal Sarp y la forma parcial, Sade Sati y sus tres fases, y los dos signos de Dhaiya. Qué promete cada uno, cuándo
// actúa y qué lo debilita o lo anula.

export const DOSHA_TEXT_ES: Readonly<Record<DoshaTextId, DoshaText>> = {
  manglik: {
    name: 'Manglik (Kuja) dosha',
    text: `El Manglik dosha es Marte en una de las casas señaladas contando desde el Ascendente, la Luna o Venus: la 1, la 4, la 7, la 8 o la 12 en la lista clásica; la lista del sur de la India pone la 2 en lugar de la 1, y el cómputo ampliado toma las dos. La tradición lo lee para la vida en pareja: Marte lleva al hogar conyugal calor, prisa y necesidad de independencia. Es muy frecuente: contando solo desde el Ascendente aparece en unas cinco o seis cartas de cada doce, y si se cuenta también desde la Luna y desde Venus pasa a ser la regla más que la excepción. Sus temas salen a la luz en las dashas de Marte y cuando Marte transita la Casa 7. Existen varias anulaciones documentadas, y la tradición sostiene que dos personas Manglik se equilibran entre sí. Conviene leerlo como una invitación a la paciencia y a las decisiones compartidas, nunca como un veredicto sobre un matrimonio.`,
  },
  'manglik-cancellation-mars-own-or-exalted': {
    name: 'Manglik anulado: Marte en su signo propio o el de exaltación',
    text: `Esta anulación se aplica cuando Marte está en Aries o en Escorpio, los signos que rige, o en Capricornio, donde se exalta. Un Marte en su domicilio o en su exaltación actúa con dominio de sí: su valor conserva un propósito, su genio responde al juicio, y el roce que describe el dosha pierde casi toda su fuerza. Por eso los manuales dan el dosha por anulado, sea cual sea la casa que ocupe Marte. Lo que queda es el carácter propio de Marte, enérgico y directo, que sigue pidiendo espacio dentro de la relación y se hace notar en los periodos de Marte. Muchos practicantes consideran esta exención una de las más sólidas. Vale la pena decirlo con claridad al comparar dos cartas: la casa señalada está ahí, pero el planeta que la ocupa está en buen orden.`,
  },
  'manglik-cancellation-mars-with-or-aspected-by-jupiter': {
    name: 'Manglik anulado: Marte con Júpiter o aspectado por él',
    text: `Aquí el dosha queda anulado porque Júpiter comparte el signo de Marte o le dirige uno de sus aspectos, el 5.º, el 7.º o el 9.º. Júpiter es el gran benéfico, y los manuales sostienen que su consejo templa a Marte: el impulso se encuentra con la sabiduría, las disputas hallan mediadores, la prisa aprende a esperar. Los temas de pareja del dosha se suavizan en la misma medida, sobre todo en las dashas de Júpiter y en los periodos en que Júpiter en tránsito pasa sobre el Marte natal. La anulación pierde fuerza cuando el propio Júpiter está debilitado en Capricornio o combusto, y algunos astrólogos la cuentan entonces solo en parte. Leída con honestidad, dice que un buen consejero, interior o exterior, mantiene la energía de Marte trabajando a favor de la pareja y no en su contra.`,
  },
  'manglik-cancellation-mars-with-moon': {
    name: 'Manglik anulado: Marte junto a la Luna',
    text: `Cuando Marte y la Luna comparten signo, los manuales tratan el Manglik dosha como anulado. La naturaleza receptiva y protectora de la Luna se une al calor de Marte, y juntos forman Chandra–Mangala: la energía se vuelca en la iniciativa, en proteger el hogar y en ganarse el sustento, más que en el roce entre los miembros de la pareja. La anulación se siente sobre todo en las dashas de la Luna y de Marte. Se sostiene mejor cuando la Luna es luminosa y creciente; una Luna oscura o afligida le resta peso, y los sentimientos todavía pueden encenderse. Como lectura para una pareja, sugiere que la sinceridad emocional, expresada a tiempo, es lo que impide que el lado marciano de la carta se inflame.`,
  },
  'manglik-cancellation-mars-sign-exception': {
    name: 'Manglik anulado: la excepción del signo en su casa',
    text: `Cada casa del Manglik tiene, en las listas de los manuales, signos que eximen a Marte del dosha: la Casa 1 en Leo o Acuario, la 2 en Géminis o Virgo, la 4 en Aries o Escorpio, la 7 en Cáncer o Capricornio, la 8 en Sagitario o Piscis y la 12 en Tauro o Libra, siempre contando desde el Ascendente. Si Marte cae en una de ellas, el dosha desde el Ascendente se da por anulado. Estas excepciones son una tradición de los manuales de compatibilidad más que una regla de los textos más antiguos, y las escuelas discrepan sobre ellas; el registro nombra la excepción para que la elección quede a la vista. Los periodos de Marte siguen trayendo sus temas, aunque en un tono más suave.`,
  },
  'kaal-sarp-anant': {
    name: 'Kaal Sarp Anant',
    text: `Anant es el tipo de Kaal Sarp con Rahu en la Casa 1 y Ketu en la 7, y todos los grahas a un solo lado del eje. La serpiente cae sobre el eje del yo y de la pareja, y los manuales modernos describen un fuerte impulso personal que tira en sentido contrario a las necesidades de la relación, una identidad que tarda años en asentarse y retrasos en los acuerdos que más tarde se resuelven. Sus temas salen a la luz en las dashas de Rahu y de Ketu, y cuando los nodos en tránsito cruzan el Lagna. Lo alivian un regente del Lagna fuerte, benéficos en los kendras o un graha unido a cualquiera de los nodos. Su uso constructivo es el conocimiento de uno mismo: con el propio rumbo bien definido, las relaciones se vuelven más fáciles de compartir.`,
  },
  'kaal-sarp-kulik': {
    name: 'Kaal Sarp Kulik',
    text: `Kulik sitúa a Rahu en la Casa 2 y a Ketu en la 8, con todos los grahas a un mismo lado del eje. Los recursos, la palabra y la familia se enfrentan al dinero compartido, los secretos y los cambios repentinos, y los manuales hablan de finanzas irregulares, de palabras descuidadas que cuestan más de lo previsto y de la necesidad de proteger los ahorros. Este tipo se nota en las dashas de Rahu y de Ketu, y cuando los nodos en tránsito alcanzan la Casa 2 y la 8. Lo reducen un regente de la Casa 2 fuerte, el aspecto de Júpiter sobre la 2 o un planeta unido a un nodo. Un presupuesto cuidadoso y un habla mesurada son su remedio práctico, y el gusto por investigar lo oculto puede convertirse en su don.`,
  },
  'kaal-sarp-vasuki': {
    name: 'Kaal Sarp Vasuki',
    text: `Con Rahu en la Casa 3 y Ketu en la 9, el tipo de Kaal Sarp recibe el nombre de Vasuki. El valor, los hermanos y la iniciativa tiran en contra de la fe, los maestros y los viajes largos: los manuales describen tensiones con hermanos o hermanas, esfuerzos audaces que chocan con resistencias y creencias puestas a prueba antes de asentarse. Como a Rahu le va bien en la Casa 3, este tipo suele dar también temple y espíritu emprendedor. Aparece en las dashas de los nodos y cuando Rahu y Ketu en tránsito cruzan la Casa 3 y la 9. Lo suaviza la fuerza de la Casa 9 o de su regente. Su mejor uso es un valor ligado a principios: la acción audaz puesta al servicio de algo en lo que se cree.`,
  },
  'kaal-sarp-shankhpal': {
    name: 'Kaal Sarp Shankhpal',
    text: `Shankhpal es el tipo con Rahu en la Casa 4 y Ketu en la 10. El hogar y la carrera comparten el eje de la serpiente, y los manuales mencionan una vida doméstica inquieta, mudanzas, asuntos de propiedades que se alargan más de lo previsto y una carrera que cambia de rumbo. Este tipo tiende a mostrarse en los periodos de Rahu y de Ketu, y cuando los nodos en tránsito pasan sobre la Casa 4 y la 10. Lo aligeran un regente de la Casa 4 bien situado, benéficos que aspectan la 4 o un planeta en compañía de un nodo. Construir un hogar interior estable, con una rutina y un lugar de calma, ayuda a que los cambios externos se vivan menos como un trastorno y más como un avance.`,
  },
  'kaal-sarp-padma': {
    name: 'Kaal Sarp Padma',
    text: `Padma es el Kaal Sarp con Rahu en la Casa 5 y Ketu en la 11. Los hijos, la creatividad, los estudios y el romance quedan frente a los amigos, las redes y las ganancias, y los manuales hablan de retrasos con los hijos o la formación, de especulaciones que decepcionan y de amistades que exigen trabajo. Se siente en las dashas de los nodos y cuando Rahu y Ketu en tránsito tocan la Casa 5 y la 11. Lo alivian un regente de la Casa 5 fuerte, el aspecto de Júpiter sobre la 5 o benéficos en los kendras. Su lado constructivo es la originalidad: con él florecen un aprendizaje poco convencional, un trabajo creativo que rompe moldes y amistades elegidas por su hondura y no por su número.`,
  },
  'kaal-sarp-mahapadma': {
    name: 'Kaal Sarp Mahapadma',
    text: `Mahapadma pone a Rahu en la Casa 6 y a Ketu en la 12. El trabajo, los rivales y las obligaciones diarias se encuentran con la pérdida, el gasto y el retiro, y los manuales describen luchas con adversarios, deudas que conviene vigilar y temporadas de cansancio. Sin embargo, la Casa 6 es uno de los mejores lugares para Rahu, y muchos leen este tipo como la capacidad de vencer a los competidores a fuerza de constancia. Se muestra en los periodos de Rahu y de Ketu, y cuando los nodos en tránsito cruzan la Casa 6 y la 12. Reducen su peso un regente de la Casa 6 fuerte, benéficos en los kendras o un planeta unido a un nodo. Los hábitos ordenados y un descanso tomado en serio son sus respuestas prácticas.`,
  },
  'kaal-sarp-takshak': {
    name: 'Kaal Sarp Takshak',
    text: `Takshak pone a Rahu en la Casa 7 y a Ketu en la 1, al revés que Anant. La pareja lleva la cabeza de la serpiente, y los manuales hablan de parejas poco comunes, acuerdos que se desplazan, retrasos en el matrimonio y la sensación de que las decisiones ajenas gobiernan la propia vida. Sale a la luz en las dashas de Rahu y de Ketu, y cuando los nodos en tránsito cruzan la Casa 1 y la 7. Un regente de la Casa 7 fuerte, Venus con buena dignidad o el aspecto de Júpiter sobre la 7 lo suavizan mucho. El camino constructivo es la asociación consciente: elegir a los colaboradores con los ojos abiertos, poner los acuerdos por escrito y conservar un yo que no se disuelva en el otro.`,
  },
  'kaal-sarp-karkotak': {
    name: 'Kaal Sarp Karkotak',
    text: `Karkotak es el tipo con Rahu en la Casa 8 y Ketu en la 2. El cambio súbito, los recursos compartidos y los asuntos ocultos se oponen a los ahorros, la palabra y la familia, y los manuales mencionan herencias en disputa, gastos inesperados y palabras que crean fricción en casa. Este tipo se siente en las dashas de los nodos y cuando Rahu y Ketu transitan la Casa 8 y la 2. Lo alivian un regente de la Casa 8 fuerte, un benéfico en la 2 o un planeta unido a un nodo. Su don es la profundidad: la investigación, las pesquisas y el manejo sereno de las crisis. Mantener las finanzas a la vista de todos y hablar con cuidado le quitan buena parte de su aguijón.`,
  },
  'kaal-sarp-shankhachud': {
    name: 'Kaal Sarp Shankhachud',
    text: `Shankhachud coloca a Rahu en la Casa 9 y a Ketu en la 3. La fortuna, los maestros y la fe quedan frente al esfuerzo, los hermanos y el valor, y los manuales describen suerte que llega tarde, desacuerdos con mentores o con uno de los padres y creencias que cambian más de una vez. Sale a la luz en los periodos de Rahu y de Ketu, y cuando los nodos en tránsito cruzan la Casa 9 y la 3. Lo suavizan un regente de la Casa 9 fuerte, un Júpiter bien situado o benéficos en los trikonas. Su uso constructivo es el pensamiento independiente: una filosofía personal construida a partir de la experiencia y no heredada, y el valor de forjarse la propia suerte con un trabajo constante.`,
  },
  'kaal-sarp-ghatak': {
    name: 'Kaal Sarp Ghatak',
    text: `Ghatak es el Kaal Sarp con Rahu en la Casa 10 y Ketu en la 4. La carrera y la posición pública llevan la cabeza de la serpiente; el hogar y la paz interior, su cola: los manuales describen una ambición que tira con fuerza de la vida doméstica, ascensos y caídas profesionales, y una autoridad que hay que ganarse dos veces. Rahu en la Casa 10 también puede dar un éxito poco común en la vida pública. Sale a la luz en las dashas de los nodos y cuando los nodos en tránsito cruzan la Casa 10 y la 4. Lo estabilizan un regente de la Casa 10 fuerte, Saturno o Júpiter con dignidad, o un planeta unido a un nodo. Su lección es equilibrar el deber público con el descanso privado.`,
  },
  'kaal-sarp-vishdhar': {
    name: 'Kaal Sarp Vishdhar',
    text: `Vishdhar sitúa a Rahu en la Casa 11 y a Ketu en la 5. Las ganancias, los amigos y las redes amplias se oponen a los hijos, la creatividad y el estudio, y los manuales mencionan ganancias que van y vienen, amistades complicadas por el dinero y un aprendizaje que sigue un camino sinuoso. Como Rahu está bien situado en la Casa 11, este tipo suele traer también ambición y muchos contactos. Se muestra en las dashas de Rahu y de Ketu, y cuando los nodos en tránsito cruzan la Casa 11 y la 5. Lo alivian un regente de la Casa 11 fuerte, un benéfico en la 5 o el aspecto de Júpiter sobre cualquiera de las dos casas. Fijar metas claras, y poner la creatividad a su servicio, da rumbo a este tipo.`,
  },
  'kaal-sarp-sheshnag': {
    name: 'Kaal Sarp Sheshnag',
    text: `Sheshnag es el tipo con Rahu en la Casa 12 y Ketu en la 6, al revés que Mahapadma. El gasto, las tierras lejanas y el retiro toman la cabeza de la serpiente; el trabajo y los rivales, su cola. Los manuales hablan de oposición oculta, de gastos que se adelantan a los ingresos, de noches inquietas y de una atracción por los lugares remotos. Sale a la luz en las dashas de los nodos y cuando Rahu y Ketu transitan la Casa 12 y la 6. Lo reducen un regente de la Casa 12 fuerte, benéficos en los kendras o un planeta unido a un nodo. Su don es la vida interior: el retiro, la reflexión y el trabajo en el extranjero o entre bastidores pueden hacer de la Casa 12 una fuente de paz.`,
  },
  'kaal-sarp-partial': {
    name: 'Kaal Sarp parcial',
    text: `Un Kaal Sarp parcial es la figura de la serpiente casi cerrada, pero no del todo: los siete grahas quedan por signo dentro de la mitad que va de Rahu a Ketu mientras uno rebasa un nodo por grado, o bien un único graha queda fuera de esa mitad. El planeta que queda fuera es la puerta abierta, y la mayoría de los astrólogos que usan el dosha reducen su peso en consecuencia; las dashas de ese planeta suelen traer la liberación que, según se dice, la forma completa retrasa. Sus temas, cuando se sienten, llegan en los periodos de Rahu y de Ketu y cuando los nodos en tránsito vuelven a su lugar natal. Conviene leerlo como una inclinación más que como un nudo: anotar el tipo por la casa de Rahu y mirar primero el planeta que rompe la figura.`,
  },
  'sade-sati': {
    name: 'Sade Sati',
    text: `Sade Sati, «siete y medio», es el paso de Saturno por los tres signos que rodean a la Luna natal: el 12.º contado desde ella, el propio signo de la Luna y el 2.º. Cada estancia dura unos dos años y medio, y el ciclo completo vuelve aproximadamente cada treinta años, de modo que la mayoría de las personas lo atraviesa dos o tres veces. La tradición lo asocia con presión sobre la mente, responsabilidades más pesadas, cambios en el hogar o en el trabajo y lecciones de paciencia. No es duro de manera uniforme: Saturno favorece el esfuerzo honesto y sostenido, y mucha gente construye algo duradero en esos años. Lo alivian una Luna fuerte por signo y por fase, un Saturno que sea yogakaraka para el Lagna o una buena dasha de Saturno en curso en ese momento. Planificar, descansar y simplificar: esa es la consigna.`,
  },
  'sade-sati-rising': {
    name: 'Sade Sati: fase ascendente (Saturno en la Casa 12 desde la Luna)',
    text: `La fase ascendente empieza cuando Saturno en tránsito entra en el signo anterior al de la Luna natal, la Casa 12 contada desde ella. Aquí Saturno trabaja en segundo plano: los gastos crecen, el sueño y las rutinas piden atención, y algo empieza a cerrarse para que otra cosa pueda comenzar más adelante. Los manuales asocian esta fase con viajes, con la distancia de los lugares conocidos y con la sensación de prepararse para un tramo más pesado. Su peso depende del signo que cruza Saturno: un signo donde Saturno es fuerte o amigo la aligera, y también ayudan unos buenos bindus de Saturno en ese signo dentro del ashtakavarga. Son años para saldar deudas, cerrar asuntos pendientes y reservar en la agenda un tiempo para el descanso.`,
  },
  'sade-sati-peak': {
    name: 'Sade Sati: fase culminante (Saturno en tránsito sobre la Luna natal)',
    text: `La culminación de Sade Sati es Saturno cruzando el propio signo de la Luna natal, unos dos años y medio en los que Saturno presiona de la forma más directa sobre la mente y la vida emocional. Los manuales describen cansancio, un ánimo sobrio, responsabilidades familiares o profesionales que aumentan y relaciones puestas a prueba para ver qué hay de real en ellas. Es también el momento en que muchas personas toman sus decisiones más duraderas, porque las ilusiones son más difíciles de sostener. El peso depende de la carta: lo aligeran una Luna luminosa, un Saturno amigo del signo de la Luna, una dasha fuerte de Saturno o muchos bindus en el ashtakavarga. La rutina, las conversaciones sinceras con personas de confianza y el esfuerzo constante ayudan a atravesarla, y lo que se construye ahora tiende a quedarse.`,
  },
  'sade-sati-setting': {
    name: 'Sade Sati: fase descendente (Saturno en la Casa 2 desde la Luna)',
    text: `La fase descendente es Saturno en el segundo signo desde la Luna natal, los últimos dos años y medio de Sade Sati. La presión pasa de la vida interior a los recursos, la palabra y la familia: los manuales mencionan un dinero que hay que cuidar, palabras que conviene sopesar y deberes hacia los parientes. La pesadez emocional de la culminación suele levantarse, y empiezan a verse los frutos del esfuerzo hecho antes. La fase es más suave cuando Saturno es fuerte en el signo que cruza, cuando el regente de la Casa 2 está bien situado o cuando corre una dasha favorable. Es tiempo de consolidar: atender a los ahorros y al tono de las conversaciones, y dejar que el periodo se cierre con gratitud por lo que se mantuvo en pie.`,
  },
  'dhaiya-fourth': {
    name: 'Dhaiya: Kantaka Shani (Saturno en la Casa 4 desde la Luna)',
    text: `Dhaiya, «dos y medio», es la estancia de Saturno en el cuarto o en el octavo signo desde la Luna natal. En la Casa 4 se llama Kantaka Shani, la espina: el hogar, la paz interior, las propiedades y las personas que criaron al nativo quedan bajo la disciplina de Saturno. Los manuales mencionan una mudanza o una reforma, tareas domésticas que aumentan, vehículos o inmuebles que necesitan cuidados y un ánimo inquieto en casa. Vuelve aproximadamente cada treinta años y dura lo que Saturno tarda en recorrer un signo. Lo suavizan una Luna fuerte, un Saturno bien dispuesto hacia el Lagna, tránsitos benéficos sobre la Casa 4 o buenos bindus en el ashtakavarga. Poner la casa en orden, en sentido literal y figurado, convierte la espina en unos cimientos sólidos.`,
  },
  'dhaiya-eighth': {
    name: 'Dhaiya: Ashtama Shani (Saturno en la Casa 8 desde la Luna)',
    text: `Ashtama Shani es Saturno transitando el octavo signo desde la Luna natal, la más dura de las dos estancias de Dhaiya. La Casa 8 es la casa del cambio súbito y de los asuntos ocultos, y los manuales describen obstáculos que aparecen sin aviso, retrasos en los planes, un escrutinio del dinero compartido y la necesidad de cuidar la propia energía. Mucho depende del resto de la carta: un Saturno yogakaraka para el Lagna, una Luna fuerte, una buena dasha en curso o muchos bindus del ashtakavarga en ese signo lo reducen de forma considerable. La estancia dura unos dos años y medio. Conviene moverse con cautela ante los riesgos y los contratos, guardar reservas y aprovechar el tiempo para investigar y para soltar lo que ya ha terminado.`,
  },
};
