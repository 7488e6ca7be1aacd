// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { CompatibilityText } from '../compatibility-text.js';
import type { PartialText } from '../partial-text.js';

// `{a}` and `{b}` become the two signs' bare names ("Áries e Leão"): each reading puts them together as the subject
// of a plural verb, or after a preposition with no article, so no adjective has to agree with a sign. The modality and
// aspect readings speak of the pair ("os dois", "um e outro"), as the English does.

/** The sign-compatibility text in Brazilian Portuguese: by the element pair, the modality pair and the natural aspect; absent reads English. */
export const COMPATIBILITY_TEXT_PT_BR: PartialText<CompatibilityText> = {
  elements: {
    'Fire+Fire': {
      reading: '{a} e {b} ardem com o mesmo combustível: cada um reconhece de imediato o apetite de viver do outro.',
      strengths: ['um entusiasmo comum que transforma planos em ação', 'demonstrações de afeto generosas e abertas'],
      challenges: ['dois pavios curtos que estouram ao mesmo tempo', 'ninguém para cuidar das brasas quando o fogo baixa'],
    },
    'Fire+Earth': {
      reading: '{a} e {b} se encontram onde o calor toca o chão: um quer saltar, o outro quer construir, e ambos dão valor aos resultados.',
      strengths: ['ambição com um plano viável por trás', 'lealdade depois que a confiança é conquistada'],
      challenges: ['impaciência de um lado, cautela do outro', 'brigas sobre o ritmo, os gastos e os riscos'],
    },
    'Fire+Air': {
      reading: '{a} e {b} se alimentam como o vento alimenta a chama: as ideias pegam depressa e vão longe.',
      strengths: ['conversa animada e um gosto comum pela aventura', 'incentivo para pensar grande'],
      challenges: ['inquietação quando a vida cai na rotina', 'promessas que correm à frente da execução'],
    },
    'Fire+Water': {
      reading: '{a} e {b} são vapor em formação: uma união intensa e comovente, embora um possa sufocar ou escaldar o outro.',
      strengths: ['paixão com verdadeira profundidade emocional', 'coragem de um lado, compaixão do outro'],
      challenges: ['uma franqueza que fere quem é mais sensível', 'o mau humor que apaga o ímpeto de quem é espontâneo'],
    },
    'Earth+Earth': {
      reading: '{a} e {b} pisam o mesmo chão firme: práticos, pacientes e constantes naquilo que constroem.',
      strengths: ['rotinas confiáveis e metas de longo prazo em comum', 'um conforto sensual e sem pressa a dois'],
      challenges: ['marasmo que se passa por estabilidade', 'sentimentos engolidos para dar conta das tarefas'],
    },
    'Earth+Air': {
      reading: '{a} e {b} falam línguas diferentes, uma de fatos e outra de ideias, e precisam aprender a traduzir uma para a outra.',
      strengths: ['teorias postas à prova pela realidade', 'uma mistura útil de visão e método'],
      challenges: ['um acha o outro distante demais, e o outro se sente preso', 'necessidades diferentes de novidade'],
    },
    'Earth+Water': {
      reading: '{a} e {b} formam juntos um solo fértil: o cuidado e a firmeza deixam crescer algo duradouro.',
      strengths: ['apoio mútuo profundo e o mesmo desejo de segurança', 'um lar que parece um abrigo'],
      challenges: ['preocupações que se alimentam de si mesmas', 'apego ao passado, às posses ou às mágoas'],
    },
    'Air+Air': {
      reading: '{a} e {b} dividem o céu aberto: as mentes se encontram com facilidade, e sobra espaço para respirar.',
      strengths: ['conversa sem fim e curiosidade recíproca', 'respeito pela independência de cada um'],
      challenges: ['falar dos sentimentos em vez de senti-los', 'planos que ficam no papel'],
    },
    'Air+Water': {
      reading: '{a} e {b} são névoa e clima: o pensamento encontra o sentimento, e um pode deixar o outro intrigado.',
      strengths: ['imaginação com um coração por trás', 'um dá nome ao que o outro pressente'],
      challenges: ['o raciocínio frio diante de sentimentos feridos', 'sinais trocados sobre proximidade e distância'],
    },
    'Water+Water': {
      reading: '{a} e {b} fluem um para dentro do outro: a compreensão é profunda, muitas vezes sem palavras.',
      strengths: ['empatia intuitiva e lealdade emocional', 'um lugar seguro para a vulnerabilidade'],
      challenges: ['oscilações de humor que se amplificam em vez de se acalmarem', 'evitar as conversas difíceis para manter a paz'],
    },
  },
  modalities: {
    'Cardinal+Cardinal': {
      reading: 'Os dois gostam de começar as coisas e de tomar a frente, o que traz impulso e também disputas pelo volante.',
      strengths: ['uma dupla que se põe em movimento depressa'],
      challenges: ['disputas de poder sobre quem decide'],
    },
    'Cardinal+Fixed': {
      reading: 'Um abre o caminho e o outro segura o terreno conquistado: uma divisão natural do trabalho.',
      strengths: ['iniciativa somada à perseverança'],
      challenges: ['quem dá a partida se irrita com a relutância do outro em mudar de rumo'],
    },
    'Cardinal+Mutable': {
      reading: 'Um define a direção e o outro adapta a rota, de modo que os planos se dobram sem quebrar.',
      strengths: ['flexibilidade a serviço de um objetivo claro'],
      challenges: ['quem se adapta pode se sentir conduzido em vez de ouvido'],
    },
    'Fixed+Fixed': {
      reading: 'Os dois são constantes e determinados: inabaláveis juntos, ou inabaláveis um contra o outro.',
      strengths: ['lealdade profunda e resistência'],
      challenges: ['impasses em que nenhum dos dois cede'],
    },
    'Fixed+Mutable': {
      reading: 'Um estabiliza e o outro se move: cada um oferece ao outro um ponto de apoio ou um sopro de mudança.',
      strengths: ['uma estabilidade que ainda deixa espaço para evoluir'],
      challenges: ['quem é constante enxerga a mudança como falta de confiabilidade'],
    },
    'Mutable+Mutable': {
      reading: 'Os dois se adaptam com facilidade, o que preserva a paz e pode deixar o par sem âncora.',
      strengths: ['um dar e receber sem esforço'],
      challenges: ['deriva e indecisão quando é preciso uma escolha firme'],
    },
  },
  aspects: {
    conjunction: {
      reading: 'No mesmo signo, os dois se espelham, o que traz reconhecimento imediato e os mesmos pontos cegos.',
      strengths: ['compreensão sem necessidade de explicação'],
      challenges: ['ninguém para suprir o que falta aos dois'],
    },
    semiSextile: {
      reading: 'Como signos vizinhos, estão lado a lado sem se enxergar por inteiro; cada um guarda o que o outro ainda vai alcançar ou já deixou para trás.',
      strengths: ['uma chance discreta de aprender com a diferença'],
      challenges: ['um atrito sutil, difícil de nomear'],
    },
    sextile: {
      reading: 'A dois signos de distância, formam um sextil: uma abertura amistosa que recompensa o esforço dos dois lados.',
      strengths: ['cooperação fácil e interesses em comum'],
      challenges: ['o laço pode ficar casual se ninguém investir nele'],
    },
    square: {
      reading: 'A três signos de distância, formam uma quadratura: a tensão é real, e o crescimento que ela impõe também.',
      strengths: ['um estímulo para mudar e fazer as coisas acontecerem'],
      challenges: ['prioridades em choque, que pedem uma negociação aberta'],
    },
    trine: {
      reading: 'A quatro signos de distância, formam um trígono: o mesmo elemento e uma corrente fácil entre eles.',
      strengths: ['harmonia natural e incentivo mútuo'],
      challenges: ['um conforto que pode virar acomodação'],
    },
    quincunx: {
      reading: 'A cinco signos de distância, formam um quincúncio: pouco em comum por natureza, e por isso o par precisa se ajustar o tempo todo.',
      strengths: ['crescimento por meio de ajustes finos constantes'],
      challenges: ['mal-entendidos sobre aquilo de que cada um precisa'],
    },
    opposition: {
      reading: 'Em lados opostos do zodíaco, formam uma oposição: cada um é o que o outro não é, o que atrai e polariza.',
      strengths: ['forte atração e equilíbrio quando os dois cedem terreno'],
      challenges: ['um cabo de guerra entre dois modos de viver'],
    },
  },
  // A sign with itself: "dois nativos de Leão", the bare name after "de" (no article), the pair in the plural.
  sameSign: {
    Fire: 'Dois nativos de {a} ardem com o mesmo combustível: cada um vê no outro o próprio fogo e responde a ele de imediato.',
    Earth: 'Dois nativos de {a} pisam o mesmo chão firme, práticos e pacientes, e constroem no mesmo ritmo, sem pressa.',
    Air: 'Dois nativos de {a} dividem um mesmo céu aberto: as mentes se encontram com facilidade, e cada um deixa ao outro espaço para respirar.',
    Water: 'Dois nativos de {a} fluem um para dentro do outro: eles se entendem a fundo, muitas vezes sem dizer nada.',
  },
};
