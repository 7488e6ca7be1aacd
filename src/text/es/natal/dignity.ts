// Urania's own text, translated from its English original (src/text/en); locale es.
// The seven traditional planets in their dignities and debilities of sign, and mutual reception
// (src/text/en/natal/dignity.ts, DIGNITY_EN and MUTUAL_RECEPTION_EN).
import type { DignityPlanet, SignDignity } from '../../natal-text.js';

/** Cada planeta en su domicilio, exaltación, exilio y caída, en español. */
export const DIGNITY_ES: Readonly<Record<DignityPlanet, Readonly<Record<SignDignity, string>>>> = {
  Sun: {
    domicile: `El Sol rige Leo, y aquí brilla en su propia casa. La confianza, la calidez y el deseo de crear salen con naturalidad, y el sentido del yo pisa terreno firme. La tarea no es encontrar la luz, sino compartirla, de modo que el orgullo se ponga al servicio de la generosidad.`,
    exaltation: `En Aries el Sol está exaltado, honrado como un huésped de alto rango. La voluntad y la vitalidad son fuertes y entusiastas, dispuestas a empezar y a dirigir. Esta posición da al valor un cauce claro, siempre que el afán de ser el primero deje sitio para que otros lo sigan.`,
    detriment: `Frente a su propio signo, el Sol en Acuario está en exilio: el yo funciona mejor como parte de un grupo que en su centro. La identidad se encuentra a través de los ideales y las amistades, y el reconocimiento personal puede incomodar. Su fuerza es un yo que sirve a algo compartido.`,
    fall: `El Sol cae en Libra, donde el yo se mide frente a los demás. Las decisiones esperan al acuerdo, y la voluntad personal puede doblegarse con demasiada facilidad para mantener la paz. La lección de esta caída es que la justicia debe incluir las propias necesidades; entonces se convierte en una gracia auténtica.`,
  },
  Moon: {
    domicile: `En su casa en Cáncer, la Luna tiene todas las comodidades que necesita. Los sentimientos fluyen con libertad, el cuidado sale solo y el instinto de proteger es fuerte. La vida emocional es rica y receptiva, y la tarea principal es evitar que el refugio se convierta en un caparazón.`,
    exaltation: `La Luna está exaltada en Tauro, donde los sentimientos encuentran suelo estable. La comodidad, los sentidos y un ritmo tranquilo la serenan, y la seguridad emocional crece con placeres sencillos y fiables. Es una de las Lunas más asentadas, y solo pide que la satisfacción no se endurezca hasta volverse resistencia al cambio.`,
    detriment: `En Capricornio la Luna está en exilio, lejos de la calidez de su propio signo. Los sentimientos se administran más que se muestran, y el consuelo se encuentra en ser útil y en el orden. Las necesidades emocionales son reales aunque se guarden en reserva, y aprender a expresarlas con claridad es la fuerza de esta Luna.`,
    fall: `La Luna cae en Escorpio, donde el sentimiento corre hondo y rara vez es simple. Las emociones son intensas, íntimas y se recuerdan mucho tiempo, y la confianza se concede con cuidado. La caída describe dificultad, no debilidad: esta Luna conoce la verdad emocional y puede mantenerse firme donde otros apartan la mirada.`,
  },
  Mercury: {
    domicile: `Mercurio rige tanto Géminis como Virgo, y en cualquiera de los dos piensa en su propio idioma. En Géminis la mente es rápida, curiosa y sociable; en Virgo es exacta, perspicaz y práctica. En ambos casos, el pensamiento y la palabra están bien equipados, y la tarea es usar esa destreza para cosas que merezcan decirse.`,
    exaltation: `Mercurio está exaltado en Virgo además de regirlo, el lugar más fuerte que le concede la tradición. El análisis, el oficio y la atención al detalle alcanzan aquí un nivel alto. El único riesgo es que la precisión se convierta en preocupación; usado con perspectiva, este Mercurio resuelve lo que otros no logran.`,
    detriment: `En los signos opuestos a los suyos, Sagitario y Piscis, Mercurio está en exilio. La mente ve los conjuntos con más facilidad que las partes, y capta el sentido o el ambiente antes que los hechos. Los detalles pueden escaparse y las explicaciones divagar, pero el pensamiento es amplio e imaginativo, y rinde más con notas, listas de comprobación y tiempo.`,
    fall: `Mercurio cae en Piscis, donde la lógica se disuelve en imagen e intuición. El pensamiento funciona por sensación y asociación, y las palabras pueden no atrapar lo que la mente sabe. Es un Mercurio más de poeta que de oficinista, y está más fuerte cuando se confía en la intuición y luego se pone por escrito con cuidado.`,
  },
  Venus: {
    domicile: `Venus rige Tauro y Libra, y en cualquiera de los dos es plenamente ella misma. En Tauro ama a través de los sentidos y la lealtad; en Libra, a través de la armonía, la belleza y la pareja. El afecto, el gusto y la capacidad de atraer salen con facilidad, y la tarea es valorar la hondura tanto como lo agradable.`,
    exaltation: `En Piscis Venus está exaltada, y el amor se extiende hacia lo ilimitado. La compasión, la entrega y la sensibilidad artística son fuertes, y el afecto puede ser generoso hasta el olvido de sí. El don de esta posición es la ternura; su cuidado, mantener a la vista a la vez el ideal y a la persona real.`,
    detriment: `Venus está en exilio en Escorpio y en Aries, los signos opuestos a los suyos. En Escorpio el amor se vuelve intenso y de todo o nada; en Aries es impulsivo y disfruta de la persecución. La soltura de Venus cuesta más de alcanzar, pero la pasión y la franqueza de estas posiciones dan a las relaciones una fuerza real.`,
    fall: `Venus cae en Virgo, donde el amor se expresa a través del servicio y del cuidado por el detalle. El afecto puede mostrarse haciendo más que diciendo, y la crítica puede colarse en la intimidad. La caída pide aceptación, de uno mismo y de los demás; entonces esta Venus ama con una devoción práctica y fiel.`,
  },
  Mars: {
    domicile: `Marte rige Aries y Escorpio y actúa con toda su fuerza en ambos. En Aries es abierto, rápido y valiente; en Escorpio, concentrado, estratégico e implacable. El empuje y el coraje están siempre a mano, y el reto es apuntarlos bien en lugar de dirigirlos contra lo primero que se ponga por delante.`,
    exaltation: `Marte está exaltado en Capricornio, donde la energía se encuentra con la disciplina. El esfuerzo es sostenido, ambicioso y bien organizado, y el impulso de lograr puede llevar a una persona a través de trabajos largos y duros. Es una de las posiciones más eficaces de Marte, y solo pide que la ambición deje sitio al descanso y a la calidez.`,
    detriment: `En Libra y en Tauro, los signos opuestos a los suyos, Marte está en exilio. La acción espera: en Libra, al acuerdo; en Tauro, a la seguridad. La ira puede ser lenta o indirecta, y la determinación requiere práctica. La fuerza de esta posición es una acción medida que tiene en cuenta a los demás sin ceder terreno.`,
    fall: `Marte cae en Cáncer, donde el impulso está ligado al sentimiento. La acción sube y baja con la marea emocional, y la ira puede salir de lado en vez de directamente. Aun así, este Marte lucha con fiereza por el hogar y por los suyos, y se hace fuerte cuando nombra sin rodeos lo que quiere.`,
  },
  Jupiter: {
    domicile: `Júpiter rige Sagitario y Piscis y es generoso en ambos. En Sagitario la fe y la visión son amplias y aventureras; en Piscis la compasión y la imaginación no tienen límites. Las oportunidades y la buena voluntad llegan con facilidad, y la tarea es dar a esa abundancia cierta forma y medida.`,
    exaltation: `En Cáncer Júpiter está exaltado, y la generosidad echa raíces en el cuidado. La familia, el hogar y la atención a los demás se convierten en cauces de crecimiento y buena fortuna. Es un Júpiter cálido y protector, que da lo mejor de sí cuando su bondad alcanza también a quienes están fuera del círculo familiar.`,
    detriment: `Júpiter está en exilio en Géminis y en Virgo, los signos opuestos a los suyos. La visión amplia se fragmenta en datos y detalles, y las creencias se examinan en lugar de darse por supuestas. El crecimiento llega a través del aprendizaje, las listas y muchos pasos pequeños, y el don es una sabiduría bien informada.`,
    fall: `Júpiter cae en Capricornio, donde la expansión se topa con la prudencia. El optimismo se templa con realismo, y el crecimiento llega con esfuerzo, estructura y pruebas. La suerte parece ganada más que regalada, pero lo que construye este Júpiter es práctico, duradero y sólido.`,
  },
  Saturn: {
    domicile: `Saturno rige Capricornio y Acuario y trabaja con plena autoridad en ambos. En Capricornio la disciplina sirve a la ambición y a la estructura; en Acuario, a los principios y a las comunidades. La responsabilidad se lleva bien, y el reto es que la estructura sostenga la vida en lugar de restringirla.`,
    exaltation: `Saturno está exaltado en Libra, donde la disciplina sirve a la justicia. La equidad, el compromiso y el sentido del deber en las relaciones son fuertes, y los acuerdos se toman en serio. Es un Saturno digno, que da lo mejor de sí cuando templa sus altas exigencias con amabilidad.`,
    detriment: `En Cáncer y en Leo, los signos opuestos a los suyos, Saturno está en exilio. En Cáncer protege con cautela los sentimientos y la familia; en Leo frena el deseo de brillar. La calidez y los límites tiran en direcciones contrarias, y la lección es darse permiso para sentir, jugar y dejarse ver.`,
    fall: `Saturno cae en Aries, donde la paciencia choca con el impulso. Las ganas de actuar deprisa tropiezan con las dudas sobre uno mismo o con obstáculos externos, y la frustración puede acumularse. Con el tiempo, esta posición aprende un valor disciplinado: la capacidad de empezar con audacia y seguir adelante con constancia.`,
  },
};

/** Una recepción mutua: cada planeta en un signo del otro (huecos `{a}`, `{b}`, `{signA}`, `{signB}`). */
export const MUTUAL_RECEPTION_ES: Readonly<Record<'domicile' | 'exaltation' | 'mixed', string>> = {
  domicile: `{a} en {signA} y {b} en {signB} están en recepción mutua por domicilio: cada uno ocupa el signo que rige el otro, como dos vecinos que se han intercambiado la casa y se guardan las llaves mutuamente. La tradición lo lee como un vínculo de cooperación. Los dos planetas pueden apoyarse, y cuando uno de ellos está bajo presión, el otro puede tomar el relevo. Muchos astrólogos consideran que cada planeta puede actuar como si estuviera en su propio signo, de modo que el lazo funciona como una alianza discreta entre los ámbitos de la vida que rigen.`,
  exaltation: `{a} en {signA} y {b} en {signB} se reciben mutuamente por exaltación: cada uno está en el signo donde el otro es honrado como huésped exaltado. Es una cortesía más formal que una recepción por domicilio, más parecida al respeto mutuo que a la propiedad compartida. Las dos funciones tienden a elevar la posición de la otra, y su combinación puede dar momentos de verdadera distinción cuando se las reúne de forma consciente.`,
  mixed: `{a} en {signA} y {b} en {signB} se reciben de forma mixta, uno por domicilio y el otro por exaltación. El intercambio es desigual pero sigue siendo cooperativo: un planeta ofrece la hospitalidad de un dueño de casa, el otro el respeto que se debe a un huésped de honor. En la práctica, las dos funciones pueden prestarse fuerza, y una dificultad en un ámbito de la vida encuentra a menudo su salida a través del otro.`,
};
