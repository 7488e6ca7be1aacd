import type { PartialVedicFactsWords } from '../../vedic-facts-words.js';

// The sources many yogas share, written once (docs/i18n/pt-BR.md: "cap." capítulo, "v." verso, "vv." versos).
const MAHAPURUSHA = 'BPHS cap. 75 vv. 1–2; Phaladeepika cap. 6 v. 1; Raman 300';
const LUNAR = 'BPHS cap. 37 vv. 7–10; Brihat Jataka cap. 13; Saravali cap. 13';
const SOLAR = 'BPHS cap. 38 vv. 1–4; Saravali cap. 14';
const NABHASA = 'BPHS cap. 35; Brihat Jataka cap. 12';
const PHALADEEPIKA_RAMAN = 'Phaladeepika cap. 6; Raman 300';
const RAMAN_PHALADEEPIKA = 'Raman 300; Phaladeepika cap. 6';
const UTTARA_KALAMRITA = 'Uttara Kalamrita cap. 4; Raman 300';
const BPHS_36 = 'BPHS cap. 36; Raman 300';
const BPHS_41 = 'BPHS cap. 41; Raman 300';
const KENDRAS = 'Casa 1, 4, 7 ou 10';
const MAHAPURUSHA_RULE = (graha: string, signs: string): string =>
  `${graha} numa kendra (${KENDRAS}) a partir do Lagna, no próprio signo, em moolatrikona ou em exaltação (${signs}).`;
const SEVEN_IN = (houses: string, held: string): string => `Os sete grahas apenas ${houses}, ${held}.`;
const SEVEN_FROM = (house: number): string => `Os sete grahas nas sete casas a partir da Casa ${house}, um em cada.`;
const SANKHYA = (count: string): string => `Os sete grahas ocupam exatamente ${count} (um sankhya yoga).`;

/**
 * The yoga rules and sources the Vedic report quotes, in Brazilian Portuguese (issue 31): one member per yoga, by
 * the catalogue's yoga id; whatever is absent reads English. (The nakshatra symbols are the Vedic words',
 * src/i18n/pt-br/vedic-words.ts.) The rules with the houses, grahas and Sanskrit terms of the yoga text
 * (src/text/pt-br/vedic/yogas-*.ts): "a Casa 2 a partir da Lua", "uma kendra", "o Lagna".
 */
export const VEDIC_FACTS_WORDS_PT_BR: PartialVedicFactsWords = {
  yogas: {
    ruchaka: { rule: MAHAPURUSHA_RULE('Marte', 'Áries, Escorpião, Capricórnio'), source: MAHAPURUSHA },
    bhadra: { rule: MAHAPURUSHA_RULE('Mercúrio', 'Gêmeos, Virgem'), source: MAHAPURUSHA },
    hamsa: { rule: MAHAPURUSHA_RULE('Júpiter', 'Sagitário, Peixes, Câncer'), source: MAHAPURUSHA },
    malavya: { rule: MAHAPURUSHA_RULE('Vênus', 'Touro, Libra, Peixes'), source: MAHAPURUSHA },
    shasha: { rule: MAHAPURUSHA_RULE('Saturno', 'Capricórnio, Aquário, Libra'), source: MAHAPURUSHA },
    sunapha: { rule: 'Um planeta que não seja o Sol nem os nodos (Marte, Mercúrio, Júpiter, Vênus ou Saturno) na Casa 2 a partir da Lua.', source: LUNAR },
    anapha: { rule: 'Um planeta que não seja o Sol nem os nodos na Casa 12 a partir da Lua.', source: LUNAR },
    durudhara: { rule: 'Planetas que não sejam o Sol nem os nodos tanto na Casa 2 quanto na Casa 12 a partir da Lua.', source: LUNAR },
    kemadruma: {
      rule: 'Nenhum planeta além do Sol e dos nodos na Casa 2 ou na Casa 12 a partir da Lua (o yoga em si; as suas anulações estão na linha seguinte).',
      source: 'Brihat Jataka cap. 13; Saravali cap. 13; BPHS cap. 37 vv. 11–13',
    },
    'kemadruma-bhanga': {
      rule: 'Kemadruma está presente, mas anulado: um planeta que não seja o Sol nem os nodos está com a Lua ou numa kendra a partir do Lagna (BPHS), ou numa kendra a partir da Lua (Phaladeepika).',
      source: 'BPHS cap. 37 v. 11; Phaladeepika cap. 6; Raman 300',
    },
    adhi: {
      rule: 'Ao menos dois dos benéficos naturais (Mercúrio, Júpiter, Vênus) na Casa 6, 7 ou 8 a partir da Lua, e nenhum maléfico ali.',
      source: 'BPHS cap. 37 v. 5; Brihat Jataka cap. 13 v. 2; Phaladeepika cap. 6; Raman 300',
    },
    vasumati: {
      rule: 'Mercúrio, Júpiter e Vênus, os três em upachayas (Casas 3, 6, 10, 11) a partir do Lagna ou da Lua.',
      source: 'BPHS cap. 37 v. 6; Saravali cap. 13 v. 32; Raman 300',
    },
    'chandra-mangala': { rule: 'A Lua e Marte no mesmo signo.', source: RAMAN_PHALADEEPIKA },
    gajakesari: {
      rule: `Júpiter numa kendra (${KENDRAS}) a partir da Lua — a leitura moderna habitual.`,
      source: 'Raman 300 (a sua primeira combinação); Phaladeepika cap. 6',
    },
    'gajakesari-parashara': {
      rule: 'Júpiter numa kendra a partir do Lagna ou da Lua, junto de um benéfico ou aspectado por ele, e nem debilitado, nem combusto, nem no signo de um inimigo — a leitura mais estrita de Parashara.',
      source: 'BPHS cap. 36 vv. 3–4',
    },
    shakata: { rule: 'A Lua na Casa 6, 8 ou 12 a partir de Júpiter, e fora de uma kendra a partir do Lagna (o que o anula).', source: PHALADEEPIKA_RAMAN },
    vesi: { rule: 'Um planeta que não seja a Lua nem os nodos na Casa 2 a partir do Sol.', source: SOLAR },
    vasi: { rule: 'Um planeta que não seja a Lua nem os nodos na Casa 12 a partir do Sol.', source: SOLAR },
    ubhayachari: { rule: 'Planetas que não sejam a Lua nem os nodos tanto na Casa 2 quanto na Casa 12 a partir do Sol.', source: SOLAR },
    budhaditya: {
      rule: 'O Sol e Mercúrio no mesmo signo.',
      source: 'Prática moderna (Budha-Aditya, também chamado Nipuna); não nomeado no BPHS',
    },
    'shubha-kartari': { rule: 'Benéficos tanto na Casa 2 quanto na Casa 12 a partir do Lagna (o Lagna cercado por benéficos).', source: 'BPHS cap. 36 vv. 1–2 (Subha yoga)' },
    'papa-kartari': { rule: 'Maléficos tanto na Casa 2 quanto na Casa 12 a partir do Lagna (o Lagna cercado por maléficos).', source: 'BPHS cap. 36 vv. 1–2 (Asubha yoga)' },
    amala: { rule: 'Só benéficos, ao menos um, na Casa 10 a partir do Lagna ou da Lua.', source: 'BPHS cap. 36 vv. 5–6; Raman 300' },
    parvata: {
      rule: 'Benéficos nas kendras, nenhum maléfico numa kendra, e a Casa 8 livre de maléficos (as Casas 7 e 8 vazias ou ocupadas só por benéficos).',
      source: 'BPHS cap. 36 vv. 7–8; Raman 300',
    },
    kahala: {
      rule: 'O regente da Casa 4 e Júpiter em kendras um em relação ao outro, e o regente do Lagna forte (lido assim: em exaltação, em moolatrikona ou no próprio signo).',
      source: 'BPHS cap. 36 vv. 9–10; Raman 300',
    },
    chamara: {
      rule: 'O regente do Lagna exaltado numa kendra e aspectado por Júpiter; ou dois benéficos juntos na Casa 1, 7, 9 ou 10.',
      source: 'BPHS cap. 36 vv. 11–12; Raman 300',
    },
    shankha: {
      rule: 'Os regentes das Casas 5 e 6 em kendras um em relação ao outro, e o regente do Lagna forte (em exaltação, em moolatrikona ou no próprio signo).',
      source: 'BPHS cap. 36 vv. 13–14; Raman 300',
    },
    lakshmi: {
      rule: 'O regente da Casa 9 numa kendra, no próprio signo, em moolatrikona ou em exaltação, e o regente do Lagna forte (do mesmo modo).',
      source: BPHS_36,
    },
    kalanidhi: { rule: 'Júpiter na Casa 2 ou 5, e Mercúrio e Vênus, cada um, junto de Júpiter ou aspectando-o.', source: BPHS_36 },
    saraswati: {
      rule: 'Júpiter, Vênus e Mercúrio, cada um numa kendra, numa trikona ou na Casa 2, com Júpiter no próprio signo, no signo de um amigo ou no de exaltação.',
      source: PHALADEEPIKA_RAMAN,
    },
    chatussagara: { rule: 'Cada kendra (Casas 1, 4, 7, 10) abriga ao menos um graha.', source: 'Raman 300' },
    'guru-mangala': { rule: 'Júpiter e Marte no mesmo signo, ou cada um na Casa 7 a partir do outro.', source: 'Raman 300' },
    lagnadhi: { rule: 'Benéficos na Casa 7 ou 8 a partir do Lagna e nenhum maléfico ali.', source: RAMAN_PHALADEEPIKA },
    'raja-kendra-trikona': {
      rule: 'O regente de uma kendra (Casas 1, 4, 7, 10) e o regente de uma trikona (Casas 1, 5, 9), dois grahas diferentes, juntos, em aspecto mútuo ou em troca de signos.',
      source: 'BPHS cap. 39; Phaladeepika cap. 7; Raman 300',
    },
    'dharma-karmadhipati': {
      rule: 'Os regentes das Casas 9 e 10, dois grahas diferentes, juntos, em aspecto mútuo ou em troca de signos.',
      source: 'BPHS cap. 39; Raman 300',
    },
    yogakaraka: {
      rule: 'Um só graha rege ao mesmo tempo uma kendra que não seja o Lagna (Casas 4, 7, 10) e uma trikona que não seja o Lagna (Casas 5, 9).',
      source: 'BPHS cap. 34',
    },
    'neecha-bhanga-raja': {
      rule: 'Um graha debilitado cuja debilidade é anulada: o regente do signo que ele ocupa, ou o regente do seu signo de exaltação, está numa kendra a partir do Lagna ou da Lua.',
      source: 'Phaladeepika cap. 7 v. 26; Raman 300',
    },
    harsha: { rule: 'O regente da Casa 6 está na Casa 6, 8 ou 12.', source: UTTARA_KALAMRITA },
    sarala: { rule: 'O regente da Casa 8 está na Casa 6, 8 ou 12.', source: UTTARA_KALAMRITA },
    vimala: { rule: 'O regente da Casa 12 está na Casa 6, 8 ou 12.', source: UTTARA_KALAMRITA },
    'maha-parivartana': { rule: 'Os regentes de duas das Casas 1, 2, 4, 5, 7, 9, 10 e 11, cada um no signo do outro.', source: PHALADEEPIKA_RAMAN },
    'khala-parivartana': { rule: 'O regente da Casa 3 em troca de signos com o regente da Casa 1, 2, 4, 5, 7, 9, 10 ou 11.', source: PHALADEEPIKA_RAMAN },
    'dainya-parivartana': { rule: 'O regente da Casa 6, 8 ou 12 em troca de signos com o regente de outra casa.', source: PHALADEEPIKA_RAMAN },
    'dhana-2-11': { rule: 'Os regentes das Casas 2 e 11, dois grahas diferentes, juntos, em aspecto mútuo ou em troca de signos.', source: BPHS_41 },
    'dhana-trikona': {
      rule: 'O regente da Casa 5 ou 9 e o regente da Casa 2 ou 11, dois grahas diferentes, juntos, em aspecto mútuo ou em troca de signos.',
      source: BPHS_41,
    },
    daridra: { rule: 'O regente da Casa 11 na Casa 6, 8 ou 12.', source: 'Raman 300; BPHS cap. 42' },
    'kala-sarpa': {
      rule: 'Todos os sete grahas numa só metade do zodíaco, entre Rahu e Ketu, pela longitude (no relatório, a leitura dos doshas nomeia os doze tipos de Kaal Sarp e as formas parciais).',
      source: 'Tradição moderna (ausente do BPHS, do Brihat Jataka e do Phaladeepika); a seção «Doshas» da documentação védica da Urania',
    },
    rajju: { rule: 'Todos os sete grahas em signos móveis (Áries, Câncer, Libra, Capricórnio).', source: NABHASA },
    musala: { rule: 'Todos os sete grahas em signos fixos (Touro, Leão, Escorpião, Aquário).', source: NABHASA },
    nala: { rule: 'Todos os sete grahas em signos duplos (Gêmeos, Virgem, Sagitário, Peixes).', source: NABHASA },
    mala: { rule: 'Três kendras abrigam, cada uma, um dentre Mercúrio, Júpiter e Vênus.', source: NABHASA },
    sarpa: { rule: 'Três kendras abrigam, cada uma, um dentre o Sol, Marte e Saturno.', source: NABHASA },
    gada: { rule: SEVEN_IN('em duas kendras sucessivas (Casas 1 e 4, 4 e 7, 7 e 10, ou 10 e 1)', 'ambas ocupadas'), source: NABHASA },
    'shakata-nabhasa': { rule: SEVEN_IN('nas Casas 1 e 7', 'ambas ocupadas'), source: NABHASA },
    vihaga: { rule: SEVEN_IN('nas Casas 4 e 10', 'ambas ocupadas'), source: NABHASA },
    shringataka: { rule: SEVEN_IN('nas Casas 1, 5 e 9', 'cada uma ocupada'), source: NABHASA },
    hala: { rule: SEVEN_IN('num triângulo que não seja o do Lagna (Casas 2-6-10, 3-7-11 ou 4-8-12)', 'cada casa ocupada'), source: NABHASA },
    vajra: { rule: 'Mercúrio, Júpiter e Vênus apenas nas Casas 1 e 7; o Sol, Marte e Saturno apenas nas Casas 4 e 10.', source: NABHASA },
    yava: { rule: 'O Sol, Marte e Saturno apenas nas Casas 1 e 7; Mercúrio, Júpiter e Vênus apenas nas Casas 4 e 10.', source: NABHASA },
    kamala: { rule: SEVEN_IN('nas quatro kendras', 'cada uma ocupada'), source: NABHASA },
    vapi: { rule: 'Os sete grahas apenas nas panapharas (Casas 2, 5, 8, 11) ou apenas nas apoklimas (Casas 3, 6, 9, 12).', source: NABHASA },
    yupa: { rule: SEVEN_IN('da Casa 1 à Casa 4', 'cada uma ocupada'), source: NABHASA },
    ishu: { rule: SEVEN_IN('da Casa 4 à Casa 7', 'cada uma ocupada'), source: NABHASA },
    shakti: { rule: SEVEN_IN('da Casa 7 à Casa 10', 'cada uma ocupada'), source: NABHASA },
    danda: { rule: SEVEN_IN('da Casa 10 à Casa 1', 'cada uma ocupada'), source: NABHASA },
    nauka: { rule: SEVEN_FROM(1), source: NABHASA },
    kuta: { rule: SEVEN_FROM(4), source: NABHASA },
    chhatra: { rule: SEVEN_FROM(7), source: NABHASA },
    chapa: { rule: SEVEN_FROM(10), source: NABHASA },
    ardhachandra: { rule: 'Os sete grahas em sete casas seguidas, a começar de uma casa que não seja kendra, um em cada.', source: NABHASA },
    chakra: { rule: SEVEN_IN('nas casas ímpares (Casas 1, 3, 5, 7, 9, 11)', 'cada uma ocupada'), source: NABHASA },
    samudra: { rule: SEVEN_IN('nas casas pares (Casas 2, 4, 6, 8, 10, 12)', 'cada uma ocupada'), source: NABHASA },
    vallaki: { rule: SANKHYA('7 signos'), source: NABHASA },
    dama: { rule: SANKHYA('6 signos'), source: NABHASA },
    pasha: { rule: SANKHYA('5 signos'), source: NABHASA },
    kedara: { rule: SANKHYA('4 signos'), source: NABHASA },
    shula: { rule: SANKHYA('3 signos'), source: NABHASA },
    yuga: { rule: SANKHYA('2 signos'), source: NABHASA },
    gola: { rule: SANKHYA('1 signo'), source: NABHASA },
  },
};
