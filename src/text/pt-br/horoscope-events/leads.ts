// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { HoroscopeEventText } from '../../horoscope-event-text.js';

// The lead sentences that name an event and place it in a solar house ({house}), the planets' domains, the seasons,
// and the openings and closings. ICU MessageFormat: {signIn} is "em Áries", {planet} "o Sol", "a Lua" or "Mercúrio",
// and {planetGender} chooses "retrógrado" or "retrógrada", "seu regente" or "sua regente". A {flavor} is a plural noun
// phrase with its article ("a vitalidade e o propósito"), so no preposition precedes it (which would contract).

const RETRO = '{planetGender, select, feminine {retrógrada} other {retrógrado}}';
const RETRO_CAP = '{planetGender, select, feminine {Retrógrada} other {Retrógrado}}';
const DIRECT = '{planetGender, select, feminine {direta} other {direto}}';
const RULER = '{planetGender, select, feminine {sua regente} other {seu regente}}';

export const LEADS_PT_BR: HoroscopeEventText['leads'] = {
  season: [
    'O {season} chega {when}, {seasonNote}, e o Sol, {signIn}, ilumina {house}.',
    'O {season} acontece {when}: {seasonNote}, com o Sol {signIn} iluminando {house}.',
    '{when} chega o {season}, {seasonNote}; para você, o Sol {signIn} brilha sobre {house}.',
  ],
  sunIngress: [
    '{when} o Sol entra {signIn}, {house}.',
    'O Sol entra {signIn} {when} e começa um mês em {house}.',
    '{when} o Sol passa para {sign} e acende a luz em {house}.',
  ],
  solarEclipse: [
    '{aType} {signIn} chega {when} a {house}, e ali começa um novo capítulo.',
    'O {type} {signIn} acontece {when} e cai em {house}.',
    '{when} acontece {aType} {signIn}, bem em {house}.',
  ],
  lunarEclipse: [
    '{when} a Lua é eclipsada {signIn}: {aType}, em {house}.',
    'O {type} {signIn} chega {when} e ilumina {house}.',
    '{aType} {signIn} ocorre {when} e cai em {house}.',
  ],
  newMoon: [
    '{when} a Lua Nova {signIn} abre uma página em branco em {house}.',
    'A Lua Nova {signIn} chega {when} e planta uma semente em {house}.',
    '{when} acontece uma Lua Nova {signIn}, em {house}.',
  ],
  fullMoon: [
    '{when} a Lua Cheia {signIn} ilumina {house}.',
    'A Lua Cheia {signIn}, {when}, leva ao auge os assuntos de {house}.',
    '{when} chega a Lua Cheia {signIn}, brilhando sobre {house}.',
  ],
  quarterMoon: [
    '{when} o {phase} {signIn} marca um momento de decisão em {house}.',
    'A Lua chega ao {phase} {when} {signIn}, em {house}.',
  ],
  stationRetrograde: [
    `{when} {planet} fica ${RETRO} {signIn}, em {house}, e {flavor} entram em revisão.`,
    `{planet} estaciona ${RETRO} {when} {signIn}, então {flavor} pedem um segundo olhar em {house}.`,
    '{when} {planet} para e inicia o movimento retrógrado {signIn}, e {flavor} voltam a terreno já percorrido em {house}.',
  ],
  stationDirect: [
    '{when} {planet} retoma o movimento direto {signIn}, em {house}, e {flavor} voltam a avançar.',
    `{planet} estaciona ${DIRECT} {when} {signIn}: {flavor} ganham velocidade em {house}.`,
    '{when} {planet} encerra a retrogradação e volta a andar para a frente {signIn}, liberando {flavor} em {house}.',
  ],
  ingress: [
    '{when} {planet} entra {signIn}, {house}, e traz consigo {flavor}.',
    '{planet} passa para {sign} {when} e começa uma temporada em {house}.',
    '{when} {planet} cruza para {sign}, e {flavor} se voltam para {house}.',
  ],
  reentry: [
    '{when} {planet} volta a {sign} em movimento retrógrado e retorna a {house} para resolver assuntos pendentes.',
    `{planet} recua até {sign} {when}, ${RETRO}, para revisitar {house}.`,
  ],
  conjunction: [
    '{when} {planet} e {other} se encontram {signIn}, em {house}: um encontro de planetas lentos que só acontece uma vez em muitos anos.',
    'A conjunção entre {planet} e {other} {signIn}, {when}, cai em {house} e abre um ciclo que vai durar décadas.',
  ],
  moonSign: [
    'A Lua está {signIn} hoje, em {house}, {phaseWords}.',
    'Hoje a Lua percorre {sign}, {house}, {phaseWords}.',
    'Com a Lua {signIn}, {phaseWords}, o clima do dia se concentra em {house}.',
  ],
  moonMoves: [
    '{when} a Lua entra {signIn}, e o clima passa para {house}.',
    'A Lua chega a {sign} {when} e leva sua atenção para {house}.',
    '{when} a Lua segue para {sign}, {house}.',
  ],
  ruler: [
    `{planet}, ${RULER}, está {signIn}, {house}, {rulerHere}.`,
    'Seu planeta regente, {planet}, está {signIn}, {house}, {rulerHere}.',
    '{planet}, o planeta que rege {ownSign}, está {signIn}, {house}, {rulerHere}.',
  ],
  rulerRetrograde: [
    `{planet}, ${RULER}, está ${RETRO} {signIn}, {house}, {rulerHere}; dê mais tempo aos seus próprios planos.`,
    'Seu planeta regente, {planet}, anda em movimento retrógrado por {sign}, {house}, {rulerHere}, então revise antes de forçar.',
  ],
  retrogradeOngoing: [
    `{planet} está ${RETRO} {signIn}, {house}.`,
    `Com {planet} ${RETRO} {signIn}, {house} pede paciência.`,
    '{planet} percorre {sign}, {house}, em movimento retrógrado: um tempo para refazer, mais do que para começar.',
  ],
  retrogradeTogether: [
    '{planet} estão {planetGender, select, feminine {retrógradas} other {retrógrados}} ao mesmo tempo {signIn}, então em {house} tudo passa por uma segunda versão.',
    '{signIn}, {house}, {planet} {count, plural, one {está retrógrado} other {estão retrógrados}} ao mesmo tempo: um motivo em dobro para revisar antes de lançar.',
  ],
  transitHarmonious: [
    '{planet} {signIn} dá um empurrão favorável a {house}.',
    'O apoio vem por meio de {house}, onde {planet} {signIn} trabalha a seu favor.',
    '{planet}, de passagem por {sign}, abre caminho para você em {house}.',
  ],
  transitChallenging: [
    '{planet} {signIn} agita {house}; trate esse atrito como um estímulo, e não como uma placa de pare.',
    'Espere alguma pressão vinda de {house}, onde {planet} {signIn} pede ajustes.',
    '{planet} {signIn} testa sua paciência em {house}, então responda com um plano.',
  ],
  transitNeutral: [
    '{planet} está {signIn}, o seu signo, em {house}, e essa energia está à sua disposição.',
    '{planet} está {signIn} com você, em {house}, então o que se mexe agora é pessoal.',
  ],
  voidMoon: [
    'Até {until} a Lua não faz mais aspectos {signIn}, então mantenha {house} na rotina e deixe os começos para depois.',
    'A Lua {signIn} não forma mais contatos até {until}; em {house}, termine em vez de começar.',
  ],
  jupiterPassage: [
    '{planet} está {signIn}, {house}, {span}.',
    '{span}, {planet} percorre {sign}, {house}.',
    'Olhe para {house}: {planet} está ali, {signIn}, {span}.',
  ],
  saturnPassage: [
    '{planet} permanece {signIn}, {house}, {span}.',
    '{span}, {planet} avança com passo firme por {sign}, {house}.',
    '{planet} segue {signIn}, {house}, {span}.',
  ],
  retrogradePeriod: [
    `{planet} fica ${RETRO} {signIn}, {house}, em {date} e retoma o movimento direto em {date2}, então {flavor} pedem cuidado extra nesse intervalo.`,
    `A partir de {date}, {planet} segue ${RETRO} {signIn}, {house}, até voltar ao movimento direto em {date2}; {flavor} passam de novo por terreno conhecido.`,
    `{planet} estaciona ${RETRO} {signIn} em {date} e ${DIRECT} em {date2}, com {flavor} sob revisão em {house}.`,
    '{planet} entra em movimento retrógrado {signIn}, {house}, em {date} e volta ao movimento direto em {date2}: uma temporada para revisar {flavor}, não para estrear nada.',
    'Entre {date} e {date2}, {planet} anda para trás {signIn}, {house}, antes de retomar a marcha direta; espere que {flavor} deem a volta e reapareçam.',
    `{planet} refaz os próprios passos {signIn}, {house}: ${RETRO} desde {date}, ${DIRECT} desde {date2}; {flavor} merecem uma segunda passada.`,
  ],
  retrogradePeriodMore: [
    `{planet} fica ${RETRO} {signIn}, {house}, a partir de {date} e ${DIRECT} de novo em {date2}; deixe que {flavor} se assentem antes de se comprometer.`,
    `Em {date} {planet} estaciona ${RETRO} {signIn}, {house}, e em {date2} volta ao movimento direto: {flavor} pedem paciência nesse intervalo.`,
    `{planet} mantém um rumo retrógrado {signIn}, {house}, de {date} até a estação direta de {date2}: um trecho para arrematar {flavor}, não para abrir frentes novas.`,
    `Anote {date}, quando {planet} fica ${RETRO} {signIn}, {house}, e {date2}, quando volta a ficar ${DIRECT}: nesse intervalo {flavor} voltam para mais uma rodada.`,
  ],
  retrogradeCrossing: [
    `{planet} fica ${RETRO} {signIn}, {house}, em {date}, recua até {sign2}, {house2}, e ali retoma o movimento direto em {date2}; {flavor} voltam a um terreno que você julgava resolvido.`,
    `A partir de {date}, {planet} fica ${RETRO} e recua de {sign}, {house}, para {sign2}, {house2}, onde volta ao movimento direto em {date2}; {flavor} merecem um segundo olhar.`,
    `Entre {date} e {date2}, quando volta a ficar ${DIRECT}, {planet} recua de {sign}, {house}, até {sign2}, {house2}: {flavor} passam de uma área da sua vida para outra antes de se assentar.`,
    `{planet} estaciona ${RETRO} {signIn} em {date} e ${DIRECT} {sign2In} em {date2}, então {flavor} entram em revisão em {house} e continuam em {house2}.`,
  ],
  retrogradeSince: [
    `${RETRO_CAP} {signIn}, {house}, desde {date}, {planet} retoma o movimento direto em {date2}; até lá {flavor} seguem em revisão.`,
    `{planet} está ${RETRO} {signIn}, {house}, desde {date} e volta ao movimento direto em {date2}, quando {flavor} podem seguir adiante.`,
    `O ano começa com {planet} ${RETRO} {signIn}, {house}, como está desde {date}; em {date2} retoma o movimento direto, e {flavor} ganham ritmo.`,
  ],
  retrogradeSinceCrossing: [
    `{planet} está ${RETRO} desde {date}, quando estacionou {signIn}, {house}; o caminho para trás {planetGender, select, feminine {a} other {o}} leva a {sign2}, {house2}, onde volta ao movimento direto em {date2}, e {flavor} terminam ali a revisão.`,
    `${RETRO_CAP} desde {date}, quando estacionou {signIn}, {house}, {planet} termina o recuo {sign2In}, {house2}, e ali retoma o movimento direto em {date2}; {flavor} recebem uma última revisão antes de seguir.`,
  ],
};

export const PLANET_FLAVOR_PT_BR: HoroscopeEventText['planetFlavor'] = {
  Sun: ['a vitalidade e o propósito', 'a energia e a confiança'],
  Moon: ['o humor e as necessidades', 'os sentimentos e os hábitos'],
  Mercury: ['as conversas, os planos e a papelada', 'as mensagens, os deslocamentos e as decisões'],
  Venus: ['o amor, o prazer e o dinheiro', 'o afeto, o gosto e os gastos'],
  Mars: ['a garra, o esforço e o gênio', 'a energia, a coragem e a competição'],
  Jupiter: ['o crescimento, a sorte e a generosidade', 'as oportunidades e o otimismo'],
  Saturn: ['o dever, a estrutura e os planos de longo prazo', 'a responsabilidade e o trabalho duro'],
  Uranus: ['a mudança, a liberdade e as surpresas', 'as reviravoltas e as ideias novas'],
  Neptune: ['os sonhos, os ideais e a intuição', 'a imaginação e a compaixão'],
  Pluto: ['o poder, a profundidade e a renovação', 'as mudanças profundas e os assuntos ocultos'],
};

export const SEASON_NOTE_PT_BR: HoroscopeEventText['seasonNote'] = {
  'March equinox': ['o primeiro dia da primavera no norte e do outono no sul', 'a data em que dia e noite quase se igualam e o zodíaco recomeça'],
  'June solstice': ['o dia mais longo no norte e o mais curto no sul', 'o ponto de virada da luz do ano'],
  'September equinox': ['a data em que dia e noite voltam a se equilibrar, trazendo o outono ao norte e a primavera ao sul', 'o segundo ponto de equilíbrio do ano'],
  'December solstice': ['o dia mais curto no norte e o mais longo no sul', 'o começo do verão no sul e do inverno no norte'],
};

export const FRAMES_PT_BR: HoroscopeEventText['frames'] = {
  weeklyOpening: [
    'Para {sign}, a semana de {start} a {end} gira em torno de {house}.',
    '{sign}, esta semana ({start} a {end}) põe o peso em {house}.',
    '{sign}, de {start} a {end} sua semana pende para {house}.',
  ],
  monthlyOpening: [
    '{sign}, {month} de {year} começa com os olhos em {house}.',
    'Para {sign}, {month} de {year} abre com o foco voltado para {house}.',
    '{sign}, o mês de {month} de {year} se abre em {house} e segue a partir daí.',
  ],
  yearlyOpening: [
    'Para {sign}, {year} é moldado por dois mestres lentos: Júpiter, que amplia {house}, e Saturno, que pede trabalho constante em {house2}.',
    '{sign}, em {year} os planetas lentos apontam para {house}, onde Júpiter traz crescimento, e para {house2}, onde Saturno pede paciência.',
    'Os grandes temas de {year} chegam para {sign} em {house}, impulsionados por Júpiter, e em {house2}, moldados por Saturno.',
  ],
  yearlyClosing: [
    'Em meio a tudo isso, {sign}, não perca de vista {house}: é ali que este ano mais pede e mais devolve.',
    'Viva {year} uma estação de cada vez, {sign}; o que você construir em {house} vai durar mais do que o próprio ano.',
  ],
  monthlyClosing: [
    'Até o fim de {month}, {sign}, o trabalho feito em {house} deve aparecer; dê a ele o tempo de que precisa.',
    'Dedique a {house} suas melhores horas em {month}, {sign}; o restante pode seguir na rotina.',
  ],
  weeklyClosing: [
    'O que quer que a semana traga, {sign}, cuide de {house} e guarde um pedaço do fim de semana para você.',
    'Leve uma lição de {house} para a semana que vem, {sign}, e deixe o resto para trás.',
  ],
  quietDay: [
    'Nenhum planeta muda de signo ou de direção hoje, {sign}, então a Lua dá o tom em {house}.',
    'Os planetas estão calmos hoje, {sign}, e o clima se define perto de casa, em {house}.',
  ],
  quietWeek: [
    'Nenhum planeta muda de signo ou de direção nesta semana, {sign}, então o trajeto da Lua a partir de {house} faz quase todo o trabalho.',
    'Os planetas seguem estáveis nesta semana, {sign}, e a Lua conduz a história, começando por {house}.',
  ],
};

export const PHASE_WORDS_PT_BR: HoroscopeEventText['phaseWords'] = {
  'New Moon': ['escura e nova', 'escondida na fase nova'],
  'Waxing Crescent': ['um fino crescente que aumenta a cada fim de tarde', 'crescente, ainda uma foice delgada de luz'],
  'First Quarter': ['meio iluminada e crescendo', 'no quarto crescente'],
  'Waxing Gibbous': ['a caminho de ficar cheia', 'mais que meio iluminada e ainda crescendo'],
  'Full Moon': ['cheia e brilhante', 'brilhando plena'],
  'Waning Gibbous': ['já passada a cheia e minguando', 'minguante depois de cheia'],
  'Last Quarter': ['meio iluminada e minguando', 'no quarto minguante'],
  'Waning Crescent': ['um fio de crescente no céu da madrugada', 'minguando até virar um fio de luz'],
};
