import type { PartialVedicFactsWords } from '../../vedic-facts-words.js';

// The sources many yogas share, written once: «cap.» (capítulo), «v.» (verso), «vv.» (versos), as docs/i18n/es.md
// records; the works keep their names.
const NABHASA = 'BPHS cap. 35; Brihat Jataka cap. 12';
const MAHAPURUSHA = 'BPHS cap. 75 vv. 1–2; Phaladeepika cap. 6 v. 1; Raman 300';
const PHALADEEPIKA_6_RAMAN = 'Phaladeepika cap. 6; Raman 300';
const RAMAN_PHALADEEPIKA_6 = 'Raman 300; Phaladeepika cap. 6';
const MOON_YOGAS = 'BPHS cap. 37 vv. 7–10; Brihat Jataka cap. 13; Saravali cap. 13';
const SUN_YOGAS = 'BPHS cap. 38 vv. 1–4; Saravali cap. 14';
const VIPAREETA = 'Uttara Kalamrita cap. 4; Raman 300';
const BPHS_36_RAMAN = 'BPHS cap. 36; Raman 300';
const DHANA = 'BPHS cap. 41; Raman 300';
const RAMAN = 'Raman 300';

/** The seven grahas in one sankhya count of signs. */
const sankhya = (n: number): string => `Los siete grahas ocupan exactamente ${n} ${n === 1 ? 'signo' : 'signos'} (un sankhya yoga).`;

/**
 * The yoga rules and sources the Vedic report quotes, in Spanish (issue 31): one member per yoga, by the
 * catalogue's yoga id; whatever is absent reads English. (The nakshatra symbols are the Vedic words',
 * src/i18n/es/vedic-words.ts.)
 */
export const VEDIC_FACTS_WORDS_ES: PartialVedicFactsWords = {
  yogas: {
    ruchaka: { rule: 'Marte en un kendra (la Casa 1, la 4, la 7 o la 10) desde el Lagna, en su propio signo, su moolatrikona o su exaltación (Aries, Escorpio, Capricornio).', source: MAHAPURUSHA },
    bhadra: { rule: 'Mercurio en un kendra (la Casa 1, la 4, la 7 o la 10) desde el Lagna, en su propio signo, su moolatrikona o su exaltación (Géminis, Virgo).', source: MAHAPURUSHA },
    hamsa: { rule: 'Júpiter en un kendra (la Casa 1, la 4, la 7 o la 10) desde el Lagna, en su propio signo, su moolatrikona o su exaltación (Sagitario, Piscis, Cáncer).', source: MAHAPURUSHA },
    malavya: { rule: 'Venus en un kendra (la Casa 1, la 4, la 7 o la 10) desde el Lagna, en su propio signo, su moolatrikona o su exaltación (Tauro, Libra, Piscis).', source: MAHAPURUSHA },
    shasha: { rule: 'Saturno en un kendra (la Casa 1, la 4, la 7 o la 10) desde el Lagna, en su propio signo, su moolatrikona o su exaltación (Capricornio, Acuario, Libra).', source: MAHAPURUSHA },
    sunapha: { rule: 'Un planeta que no sea el Sol ni uno de los nodos (Marte, Mercurio, Júpiter, Venus o Saturno) en la Casa 2 desde la Luna.', source: MOON_YOGAS },
    anapha: { rule: 'Un planeta que no sea el Sol ni uno de los nodos en la Casa 12 desde la Luna.', source: MOON_YOGAS },
    durudhara: { rule: 'Planetas distintos del Sol y de los nodos en la Casa 2 y en la 12 desde la Luna a la vez.', source: MOON_YOGAS },
    kemadruma: { rule: 'Ningún planeta aparte del Sol y los nodos en la Casa 2 ni en la 12 desde la Luna (el yoga en sí; sus anulaciones forman la fila siguiente).', source: 'Brihat Jataka cap. 13; Saravali cap. 13; BPHS cap. 37 vv. 11–13' },
    'kemadruma-bhanga': { rule: 'Kemadruma está presente pero anulado: un planeta que no sea el Sol ni uno de los nodos está junto a la Luna o en un kendra desde el Lagna (BPHS), o en un kendra desde la Luna (Phaladeepika).', source: 'BPHS cap. 37 v. 11; Phaladeepika cap. 6; Raman 300' },
    adhi: { rule: 'Al menos dos de los benéficos naturales (Mercurio, Júpiter, Venus) en la Casa 6, la 7 o la 8 desde la Luna, y ningún maléfico en ellas.', source: 'BPHS cap. 37 v. 5; Brihat Jataka cap. 13 v. 2; Phaladeepika cap. 6; Raman 300' },
    vasumati: { rule: 'Mercurio, Júpiter y Venus, los tres, en upachayas (la Casa 3, la 6, la 10 o la 11) desde el Lagna o desde la Luna.', source: 'BPHS cap. 37 v. 6; Saravali cap. 13 v. 32; Raman 300' },
    'chandra-mangala': { rule: 'La Luna y Marte en un mismo signo.', source: RAMAN_PHALADEEPIKA_6 },
    gajakesari: { rule: 'Júpiter en un kendra (la Casa 1, la 4, la 7 o la 10) desde la Luna: la lectura moderna habitual.', source: 'Raman 300 (su primera combinación); Phaladeepika cap. 6' },
    'gajakesari-parashara': { rule: 'Júpiter en un kendra desde el Lagna o desde la Luna, junto a un benéfico o aspectado por él, y sin estar debilitado, combusto ni en el signo de un enemigo: la lectura más estricta de Parashara.', source: 'BPHS cap. 36 vv. 3–4' },
    shakata: { rule: 'La Luna en la Casa 6, la 8 o la 12 desde Júpiter, sin estar en un kendra desde el Lagna (lo que la anularía).', source: PHALADEEPIKA_6_RAMAN },
    vesi: { rule: 'Un planeta que no sea la Luna ni uno de los nodos en la Casa 2 desde el Sol.', source: SUN_YOGAS },
    vasi: { rule: 'Un planeta que no sea la Luna ni uno de los nodos en la Casa 12 desde el Sol.', source: SUN_YOGAS },
    ubhayachari: { rule: 'Planetas distintos de la Luna y de los nodos en la Casa 2 y en la 12 desde el Sol a la vez.', source: SUN_YOGAS },
    budhaditya: { rule: 'El Sol y Mercurio en un mismo signo.', source: 'Práctica moderna (Budha-Aditya, también llamado Nipuna); BPHS no lo nombra' },
    'shubha-kartari': { rule: 'Benéficos en la Casa 2 y en la 12 desde el Lagna a la vez (el Lagna cercado por benéficos).', source: 'BPHS cap. 36 vv. 1–2 (Subha yoga)' },
    'papa-kartari': { rule: 'Maléficos en la Casa 2 y en la 12 desde el Lagna a la vez (el Lagna cercado por maléficos).', source: 'BPHS cap. 36 vv. 1–2 (Asubha yoga)' },
    amala: { rule: 'Solo benéficos, al menos uno, en la Casa 10 desde el Lagna o desde la Luna.', source: 'BPHS cap. 36 vv. 5–6; Raman 300' },
    parvata: { rule: 'Benéficos en los kendras, ningún maléfico en un kendra y la Casa 8 libre de maléficos (la 7 y la 8 vacías o solo con benéficos).', source: 'BPHS cap. 36 vv. 7–8; Raman 300' },
    kahala: { rule: 'El regente de la Casa 4 y Júpiter en kendras el uno del otro, y el regente del Lagna fuerte (entendido así: en exaltación, en su moolatrikona o en su propio signo).', source: 'BPHS cap. 36 vv. 9–10; Raman 300' },
    chamara: { rule: 'El regente del Lagna exaltado en un kendra y aspectado por Júpiter; o dos benéficos juntos en la Casa 1, la 7, la 9 o la 10.', source: 'BPHS cap. 36 vv. 11–12; Raman 300' },
    shankha: { rule: 'Los regentes de la Casa 5 y la 6 en kendras el uno del otro, y el regente del Lagna fuerte (en exaltación, en su moolatrikona o en su propio signo).', source: 'BPHS cap. 36 vv. 13–14; Raman 300' },
    lakshmi: { rule: 'El regente de la Casa 9 en un kendra, en su propio signo, su moolatrikona o su exaltación, y el regente del Lagna fuerte (del mismo modo).', source: BPHS_36_RAMAN },
    kalanidhi: { rule: 'Júpiter en la Casa 2 o la 5, y Mercurio y Venus, cada uno, junto a Júpiter o en aspecto con él.', source: BPHS_36_RAMAN },
    saraswati: { rule: 'Júpiter, Venus y Mercurio, cada uno en un kendra, en un trikona o en la Casa 2, con Júpiter en su propio signo, en el de un amigo o en el de su exaltación.', source: PHALADEEPIKA_6_RAMAN },
    chatussagara: { rule: 'Cada kendra (la Casa 1, la 4, la 7 y la 10) alberga al menos un graha.', source: RAMAN },
    'guru-mangala': { rule: 'Júpiter y Marte en un mismo signo, o cada uno en la Casa 7 desde el otro.', source: RAMAN },
    lagnadhi: { rule: 'Benéficos en la Casa 7 o la 8 desde el Lagna y ningún maléfico en ellas.', source: RAMAN_PHALADEEPIKA_6 },
    'raja-kendra-trikona': { rule: 'El regente de un kendra (la Casa 1, la 4, la 7 o la 10) y el regente de un trikona (la Casa 1, la 5 o la 9), dos grahas distintos, juntos, en aspecto mutuo o en intercambio.', source: 'BPHS cap. 39; Phaladeepika cap. 7; Raman 300' },
    'dharma-karmadhipati': { rule: 'Los regentes de la Casa 9 y de la 10, dos grahas distintos, juntos, en aspecto mutuo o en intercambio.', source: 'BPHS cap. 39; Raman 300' },
    yogakaraka: { rule: 'Un solo graha rige a la vez un kendra distinto del Lagna (la Casa 4, la 7 o la 10) y un trikona distinto del Lagna (la Casa 5 o la 9).', source: 'BPHS cap. 34' },
    'neecha-bhanga-raja': { rule: 'Un graha debilitado cuya debilitación queda anulada: el regente del signo que ocupa, o el regente de su signo de exaltación, está en un kendra desde el Lagna o desde la Luna.', source: 'Phaladeepika cap. 7 v. 26; Raman 300' },
    harsha: { rule: 'El regente de la Casa 6 se encuentra en la 6, la 8 o la 12.', source: VIPAREETA },
    sarala: { rule: 'El regente de la Casa 8 se encuentra en la 6, la 8 o la 12.', source: VIPAREETA },
    vimala: { rule: 'El regente de la Casa 12 se encuentra en la 6, la 8 o la 12.', source: VIPAREETA },
    'maha-parivartana': { rule: 'Los regentes de dos de las casas 1, 2, 4, 5, 7, 9, 10 y 11, cada uno en el signo del otro.', source: PHALADEEPIKA_6_RAMAN },
    'khala-parivartana': { rule: 'El regente de la Casa 3 en intercambio con el regente de la 1, la 2, la 4, la 5, la 7, la 9, la 10 o la 11.', source: PHALADEEPIKA_6_RAMAN },
    'dainya-parivartana': { rule: 'El regente de la Casa 6, la 8 o la 12 en intercambio con el regente de otra casa.', source: PHALADEEPIKA_6_RAMAN },
    'dhana-2-11': { rule: 'Los regentes de la Casa 2 y de la 11, dos grahas distintos, juntos, en aspecto mutuo o en intercambio.', source: DHANA },
    'dhana-trikona': { rule: 'El regente de la Casa 5 o la 9 y el regente de la 2 o la 11, dos grahas distintos, juntos, en aspecto mutuo o en intercambio.', source: DHANA },
    daridra: { rule: 'El regente de la Casa 11 en la 6, la 8 o la 12.', source: 'Raman 300; BPHS cap. 42' },
    'kala-sarpa': { rule: 'Los siete grahas en una sola mitad del zodíaco, entre Rahu y Ketu, por longitud (la lectura de los doshas, bajo el nombre de Kaal Sarp, nombra sus doce tipos y sus formas parciales).', source: 'Tradición moderna (no figura en BPHS, Brihat Jataka ni Phaladeepika); docs/vedic.md, «Doshas»' },
    rajju: { rule: 'Los siete grahas en signos móviles (Aries, Cáncer, Libra, Capricornio).', source: NABHASA },
    musala: { rule: 'Los siete grahas en signos fijos (Tauro, Leo, Escorpio, Acuario).', source: NABHASA },
    nala: { rule: 'Los siete grahas en signos dobles (Géminis, Virgo, Sagitario, Piscis).', source: NABHASA },
    mala: { rule: 'Tres kendras albergan cada uno a uno de estos: Mercurio, Júpiter, Venus.', source: NABHASA },
    sarpa: { rule: 'Tres kendras albergan cada uno a uno de estos: el Sol, Marte, Saturno.', source: NABHASA },
    gada: { rule: 'Los siete grahas solo en dos kendras sucesivos (la Casa 1 y la 4, la 4 y la 7, la 7 y la 10, o la 10 y la 1), ocupados los dos.', source: NABHASA },
    'shakata-nabhasa': { rule: 'Los siete grahas solo en la Casa 1 y la 7, ocupadas las dos.', source: NABHASA },
    vihaga: { rule: 'Los siete grahas solo en la Casa 4 y la 10, ocupadas las dos.', source: NABHASA },
    shringataka: { rule: 'Los siete grahas solo en la Casa 1, la 5 y la 9, ocupadas las tres.', source: NABHASA },
    hala: { rule: 'Los siete grahas solo en un triángulo distinto del que forma el Lagna (2-6-10, 3-7-11 o 4-8-12), ocupadas sus tres casas.', source: NABHASA },
    vajra: { rule: 'Mercurio, Júpiter y Venus solo en la Casa 1 y la 7; el Sol, Marte y Saturno solo en la 4 y la 10.', source: NABHASA },
    yava: { rule: 'El Sol, Marte y Saturno solo en la Casa 1 y la 7; Mercurio, Júpiter y Venus solo en la 4 y la 10.', source: NABHASA },
    kamala: { rule: 'Los siete grahas solo en los cuatro kendras, ocupados todos.', source: NABHASA },
    vapi: { rule: 'Los siete grahas solo en los panapharas (la Casa 2, la 5, la 8 y la 11) o solo en los apoklimas (la 3, la 6, la 9 y la 12).', source: NABHASA },
    yupa: { rule: 'Los siete grahas solo de la Casa 1 a la 4, ocupadas todas.', source: NABHASA },
    ishu: { rule: 'Los siete grahas solo de la Casa 4 a la 7, ocupadas todas.', source: NABHASA },
    shakti: { rule: 'Los siete grahas solo de la Casa 7 a la 10, ocupadas todas.', source: NABHASA },
    danda: { rule: 'Los siete grahas solo de la Casa 10 a la 1, ocupadas todas.', source: NABHASA },
    nauka: { rule: 'Los siete grahas en las siete casas que siguen desde la 1, uno en cada una.', source: NABHASA },
    kuta: { rule: 'Los siete grahas en las siete casas que siguen desde la 4, uno en cada una.', source: NABHASA },
    chhatra: { rule: 'Los siete grahas en las siete casas que siguen desde la 7, uno en cada una.', source: NABHASA },
    chapa: { rule: 'Los siete grahas en las siete casas que siguen desde la 10, uno en cada una.', source: NABHASA },
    ardhachandra: { rule: 'Los siete grahas en siete casas seguidas a partir de una casa que no es un kendra, uno en cada una.', source: NABHASA },
    chakra: { rule: 'Los siete grahas solo en las casas impares (la 1, la 3, la 5, la 7, la 9 y la 11), ocupadas todas.', source: NABHASA },
    samudra: { rule: 'Los siete grahas solo en las casas pares (la 2, la 4, la 6, la 8, la 10 y la 12), ocupadas todas.', source: NABHASA },
    vallaki: { rule: sankhya(7), source: NABHASA },
    dama: { rule: sankhya(6), source: NABHASA },
    pasha: { rule: sankhya(5), source: NABHASA },
    kedara: { rule: sankhya(4), source: NABHASA },
    shula: { rule: sankhya(3), source: NABHASA },
    yuga: { rule: sankhya(2), source: NABHASA },
    gola: { rule: sankhya(1), source: NABHASA },
  },
};
