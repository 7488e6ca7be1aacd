// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** O Nodo Norte em cada um dos doze signos, em português do Brasil. */
export const NORTH_NODE_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'O Nodo Norte em Áries aponta para a autonomia e os primeiros passos, pedindo a uma natureza acostumada a agradar que pare de esperar consenso e simplesmente comece.',
    description: `Aqui o crescimento começa com uma única palavra: “eu”. O Nodo Sul em Libra fornece um talento bem rodado para pesar todos os lados, ler o ambiente e manter a paz, tão praticado que os desejos pessoais podem sumir dentro dos planos de outra pessoa. O Nodo Norte em Áries, fogo cardinal regido por Marte, puxa para o lado oposto: decisões tomadas a sós, depressa e sem comitê.

No dia a dia, a lição costuma ser pequena e desajeitada. Escolher o restaurante, mandar a inscrição antes que o parceiro a tenha lido, dizer “prefiro não” sem uma almofada de desculpas: no começo, cada uma dessas coisas parece estranhamente arriscada. Marte pede calor e franqueza, e a modalidade cardinal pede iniciativa em vez de reação.

No seu melhor, esse posicionamento forma alguém capaz de agir com coragem sem deixar de se importar com a justiça, porque a velha habilidade diplomática continua na caixa de ferramentas. Sob tensão, o puxão para trás aparece como consultas intermináveis, ou como uma correção exagerada para a grosseria que queima pontes antes que a confiança se forme.

O caminho firme é a prática. Cada primeiro passo honesto, dado sem pedir licença, facilita o seguinte, e os relacionamentos ficam mais saudáveis quando se entra neles por escolha, e não por medo de ficar sozinho.`,
    keywords: ['iniciativa', 'autonomia', 'coragem', 'decisão', 'independência', 'franqueza'],
    strengths: ['senso de justiça levado à ação ousada', 'aprender a agir sem aprovação', 'energia nova para empreitadas', 'expressar com honestidade as próprias necessidades'],
    challenges: ['esperar consenso antes de se mexer', 'perder-se dentro das parcerias', 'corrigir demais e cair na grosseria', 'medo de decepcionar os outros'],
  },
  Taurus: {
    summary: 'Com o Nodo Norte em Touro, o crescimento vem da construção calma e constante e dos prazeres simples, aliviando um velho hábito de crise, intensidade e emaranhado emocional.',
    description: `O sossego pode parecer estranho para quem se sente em casa no meio da tempestade. O Nodo Sul em Escorpião conhece o território dos segredos, das dívidas partilhadas, das disputas de poder e dos extremos emocionais, e tende a procurá-lo, como se a vida só valesse quando há muito em jogo. O Nodo Norte em Touro, terra fixa regida por Vênus, convida a um ritmo mais lento e a um tipo de segurança mais pessoal.

Aqui o trabalho é ter algo que seja inteiramente seu: uma poupança modesta, uma habilidade construída ao longo dos anos, um jardim, um conjunto de valores que não muda a cada novo drama. Vênus chama a atenção para os sentidos, e por isso um bom pão, uma luz morna, uma caminhada no mesmo horário todo fim de tarde não são distração, e sim remédio. A modalidade fixa recompensa a paciência e a repetição.

Quando essa direção é abraçada, a pessoa se torna uma fonte de calma para os outros, capaz de sustentar sentimentos profundos sem ser governada por eles. Sob pressão, o padrão antigo volta como desconfiança, como mistura com os recursos alheios ou como a criação de uma crise só porque a paz parece desconhecida demais.

O progresso se mede em dias comuns. Cada vez que a simplicidade é escolhida no lugar da intensidade, e a autoestima é construída em vez de emprestada, o chão fica um pouco mais firme sob os pés.`,
    keywords: ['estabilidade', 'autoestima', 'paciência', 'simplicidade', 'os sentidos', 'segurança conquistada'],
    strengths: ['percepção profunda unida a uma calma constante', 'construção paciente de recursos', 'prazer nos confortos simples', 'lealdade a valores pessoais claros'],
    challenges: ['sentir falta do drama quando a vida está em paz', 'emaranhar-se no dinheiro ou no poder dos outros', 'desconfiar do contentamento fácil', 'reações de oito ou oitenta'],
  },
  Gemini: {
    summary: 'O Nodo Norte em Gêmeos pede a uma mente confiante, que enxerga o quadro geral, que se interesse pelos detalhes, escute com atenção e faça perguntas em vez de entregar respostas.',
    description: `Aqui um sermão sai fácil; o trabalho de verdade é a conversa. O Nodo Sul em Sagitário traz um senso amplo e muitas vezes inspirado da verdade, o gosto por viagens e por grandes princípios, e a tendência a supor que uma crença forte é a mesma coisa que conhecimento. O Nodo Norte em Gêmeos, ar mutável regido por Mercúrio, manda a pessoa de volta à vizinhança dos fatos, das perguntas e das trocas do cotidiano.

Mercúrio pede exatidão. Isso pode significar conferir a fonte antes de passar uma história adiante, aprender o nome dos vizinhos, fazer um curso curto sobre um assunto prático ou simplesmente perguntar a um amigo o que ele quis dizer antes de decidir no que ele acredita. A modalidade mutável estimula a flexibilidade, e assim a meta é sustentar vários pontos de vista ao mesmo tempo sem correr para um veredito.

Em sua forma mais desenvolvida, esse posicionamento produz um excelente professor e tradutor: alguém com visão de verdade, que também sabe explicá-la em termos simples e ouvir objeções sem se sentir ameaçado. Nos momentos de cansaço ou de defesa, volta o velho hábito de pregar, ou a pessoa foge para um horizonte distante sempre que os detalhes locais ficam maçantes.

A curiosidade é a cura. Cada pergunta honesta, cada fato levado a sério, transforma as grandes convicções em ideias vivas que os outros podem partilhar.`,
    keywords: ['curiosidade', 'escuta', 'aprendizado', 'comunicação', 'flexibilidade', 'laços locais'],
    strengths: ['visão traduzida em linguagem simples', 'interesse genuíno por outros pontos de vista', 'aprendizado rápido e adaptável', 'laços calorosos com irmãos e vizinhos'],
    challenges: ['pregar em vez de escutar', 'supor que crença é o mesmo que fato', 'fuga inquieta dos detalhes do dia a dia', 'impaciência com perguntas pequenas'],
  },
  Cancer: {
    summary: 'O Nodo Norte em Câncer volta para o lar, o sentimento e o cuidado o olhar de quem vive para realizar, pedindo que a ternura importe tanto quanto o status e o controle.',
    description: `Títulos e conquistas vêm com naturalidade para quem tem o Nodo Sul em Capricórnio. Dever, disciplina e posição pública são a estrada conhecida, e as necessidades emocionais podem ser tratadas como itens de uma agenda, adiadas até o trabalho terminar. O Nodo Norte em Câncer, água cardinal regida pela Lua, começa sua lição na mesa da cozinha, e não na sala de reuniões.

A Lua governa os humores, a memória e o alimento, e por isso crescer aqui se parece com aprender a dizer um sentimento em voz alta, pedir consolo quando bate o cansaço e oferecê-lo sem antes verificar se é merecido. A modalidade cardinal indica que a iniciativa continua necessária: ligar para a mãe ou o pai, receber pessoas para uma refeição, criar um lar que seja seguro, e não apenas respeitável.

Quando se confia nessa direção, a ambição se suaviza em proteção. A pessoa continua sabendo construir e liderar, mas agora a serviço de uma família, de uma equipe ou de uma comunidade de que gosta de verdade. Nas estações mais duras, o puxão de Capricórnio volta como frieza emocional, como excesso de trabalho usado de esconderijo ou como o julgamento de que ser mole é ser fraco.

O passo construtivo costuma ser um passo vulnerável. Deixar que os outros vejam a necessidade, e cuidar dela com gentileza, cria um pertencimento que nenhum cargo ou salário consegue dar.`,
    keywords: ['nutrição afetiva', 'lar', 'honestidade emocional', 'pertencimento', 'cuidado', 'vulnerabilidade'],
    strengths: ['liderança aquecida por cuidado real', 'dom para criar espaços seguros', 'intimidade crescente com os sentimentos', 'lealdade protetora a quem se ama'],
    challenges: ['esconder-se no trabalho e no dever', 'tratar a vulnerabilidade como fraqueza', 'medir o próprio valor pelo status', 'adiar as necessidades emocionais'],
  },
  Leo: {
    summary: 'Com o Nodo Norte em Leão, crescer significa sair da multidão para criar, brincar e ser visto como uma pessoa única, de coração generoso.',
    description: `Misturar-se ao grupo é, de longe, a opção segura para essa pessoa. O Nodo Sul em Aquário traz uma compreensão fácil de equipes, causas e ideias, junto com uma distância fria que mantém os anseios pessoais a salvo, longe dos olhares. É confortável ser uma voz entre muitas, falando em nome do coletivo. O Nodo Norte em Leão, fogo fixo regido pelo Sol, pede o calor de estar presente como indivíduo.

O Sol quer brilhar, e o crescimento aqui é aprender que a expressão pessoal não é vaidade. Apresentar-se num microfone aberto, pintar pelo simples prazer, tomar a frente de uma festa de família ou dizer com todas as letras “eu fiz isto e tenho orgulho” são passos nesse caminho. O fogo fixo acrescenta lealdade e fôlego; o coração, uma vez envolvido, tende a continuar envolvido.

No melhor dos casos, esse posicionamento cria um líder ao mesmo tempo visionário e caloroso, alguém cujos ideais ganham cor e vida pela coragem pessoal. Se a lição é recusada, o velho distanciamento volta: esconder-se atrás de princípios, descartar o romance ou o elogio como bobagem, ou sentir-se perdido sem um grupo a que pertencer.

A alegria é a guia. Seguir o que de fato encanta o coração, e partilhar isso abertamente, transforma ideais abstratos em algo que os outros conseguem sentir.`,
    keywords: ['criatividade', 'expressão pessoal', 'calor humano', 'brincadeira', 'visibilidade', 'coração'],
    strengths: ['ideais expressos com calor', 'confiança criativa em crescimento', 'afeto generoso e leal', 'coragem de ser visto'],
    challenges: ['esconder-se dentro do grupo', 'distanciamento emocional', 'descartar o desejo pessoal como egoísmo', 'desconforto com elogios e atenção'],
  },
  Virgo: {
    summary: 'O Nodo Norte em Virgem chama uma sensibilidade sonhadora e sem limites para o serviço prático, as rotinas diárias e o ofício cuidadoso de fazer as coisas funcionarem.',
    description: `Imaginação e compaixão são velhas amigas do Nodo Sul em Peixes. Essa pessoa sabe captar o clima de um ambiente, perder-se na música ou no devaneio e se sacrificar sem fim pelos outros, mas pode ter dificuldade com horários, limites e a simples logística. O Nodo Norte em Virgem, terra mutável regida por Mercúrio, pede a esse espírito sensível que arregace as mangas.

O crescimento está em atos pequenos e bem definidos. Montar um orçamento, manter um horário regular para dormir, concluir um projeto dentro de um padrão claro ou ajudar um amigo consertando um degrau quebrado em vez de apenas partilhar sua tristeza: essas tarefas concretas dão forma a sentimentos que, de outro modo, transbordariam para todo lado. Mercúrio traz análise e habilidade, e a modalidade mutável permite ajustes à medida que os detalhes ficam claros.

Conforme a lição cria raízes, a compaixão se torna útil, e a empatia ganha mãos. A pessoa pode se destacar nas artes de cura, na revisão de textos, no artesanato ou em qualquer trabalho que junte cuidado e precisão. O estresse traz à tona o puxão para trás, na forma de escapismo, de confusão sobre onde termina o eu ou de um martírio que não ajuda ninguém; o perigo oposto é o perfeccionismo ansioso.

A ordem, aplicada com gentileza, é a chave. Um pouco de estrutura a cada dia permite que a velha sensibilidade atenda a necessidades reais e ainda deixa energia para descansar.`,
    keywords: ['serviço', 'rotina', 'discernimento', 'ofício', 'hábitos de saúde', 'ajuda prática'],
    strengths: ['compaixão transformada em ajuda prática', 'habilidade e precisão crescentes', 'hábitos diários úteis', 'limites pessoais claros'],
    challenges: ['fugir para a fantasia', 'limites vagos e autossacrifício', 'evitar planos e detalhes', 'pular para o perfeccionismo ansioso'],
  },
  Libra: {
    summary: 'O Nodo Norte em Libra pede a um espírito ferozmente independente que aprenda a parceria, a cooperação e a arte discreta de enxergar o lado do outro.',
    description: `Seguir sozinho sempre foi fácil. Com o Nodo Sul em Áries, há um instinto forte de agir primeiro, defender o próprio território e tratar a maioria dos problemas como batalhas a vencer sem ajuda. Coragem não é a questão. O Nodo Norte em Libra, ar cardinal regido por Vênus, aponta em vez disso para a habilidade pouco familiar de dividir o palco.

Vênus traz graça, beleza e senso de equilíbrio, e aqui pede paciência nas relações de todo tipo: casamentos, sociedades nos negócios, amizades próximas, até um apartamento dividido com colegas. O progresso pode significar fazer uma pausa antes de uma resposta rápida, perguntar do que o parceiro precisa ou encontrar uma solução em que as duas pessoas saiam satisfeitas da mesa. A modalidade cardinal indica tomar a iniciativa de se aproximar, propor a trégua, começar a conversa difícil.

Quando essa direção é honrada, a velha ousadia se torna um presente para a parceria, e a pessoa vira uma negociadora justa e elegante que também sabe se manter firme. No conflito, a impaciência assume o comando, com explosões, partidas repentinas ou a crença de que precisar de alguém é perder a si mesmo.

A lição construtiva é que a cooperação multiplica a força. Duas pessoas trabalhando em harmonia podem erguer o que nenhuma conseguiria sozinha, e a justiça se torna uma forma própria de coragem.`,
    keywords: ['parceria', 'cooperação', 'diplomacia', 'justiça', 'harmonia', 'escuta'],
    strengths: ['coragem usada em favor dos outros', 'habilidade crescente de negociar', 'olhar para a beleza e o equilíbrio', 'julgamento imparcial'],
    challenges: ['agir sozinho por reflexo', 'impaciência com o ritmo dos outros', 'tratar desacordos como batalhas', 'medo de que precisar dos outros seja fraqueza'],
  },
  Scorpio: {
    summary: 'Com o Nodo Norte em Escorpião, crescer significa afrouxar o aperto sobre o conforto e os bens para partilhar de verdade, mudar e se deixar mudar.',
    description: `O que parece seguro pode ser exatamente o que precisa ser solto. O Nodo Sul em Touro carrega um instinto de segurança: rotinas estáveis, confortos conhecidos e uma mão firme sobre o dinheiro e os pertences, e também sobre as opiniões. É agradável e confiável, mas pode se transformar numa resistência lenta a tudo o que possa perturbar a paz. O Nodo Norte em Escorpião, água fixa regida por Marte e, na prática moderna, por Plutão, puxa para a profundidade e a renovação.

Escorpião é onde os recursos se fundem e as vidas se entrelaçam. O trabalho pode ser tão concreto quanto abrir uma conta conjunta com o parceiro, contar um segredo guardado há muito tempo, atravessar o luto em vez de contorná-lo ou aceitar ajuda numa situação financeira ou emocional difícil. Marte fornece o nervo, e a água fixa fornece a resistência emocional para permanecer em experiências intensas.

Em sua melhor forma, esse posicionamento cria uma pessoa de firmeza notável que também sabe se transformar, alguém capaz de guiar os outros na crise porque já encarou a própria. Quando a vida parece ameaçadora, a teimosia e a possessividade voltam, ou a pessoa se agarra a uma rotina conhecida muito depois de ela ter virado prisão.

A confiança é o ponto de virada. Cada vez que algo é solto por vontade própria, abre-se espaço para uma riqueza mais farta e compartilhada.`,
    keywords: ['transformação', 'intimidade', 'recursos partilhados', 'profundidade', 'desapego', 'renovação'],
    strengths: ['firmeza em tempos de crise', 'coragem emocional crescente', 'capacidade de intimidade profunda', 'habilidade com recursos partilhados'],
    challenges: ['agarrar-se ao conforto e à rotina', 'possessividade', 'resistir à mudança necessária', 'apego teimoso às próprias opiniões'],
  },
  Sagittarius: {
    summary: 'O Nodo Norte em Sagitário conduz uma mente ocupada em colher fatos rumo ao sentido, à fé e ao horizonte mais largo das viagens, da filosofia e da verdade pessoal.',
    description: `Informação não falta para quem tem o Nodo Sul em Gêmeos. Essa pessoa consegue falar de qualquer assunto, junta fatos depressa, vê vários lados de uma questão e se adapta a qualquer conversa, mas pode se sentir dispersa, duvidando de cada escolha porque sempre existe mais uma opinião a considerar. O Nodo Norte em Sagitário, fogo mutável regido por Júpiter, pede uma bússola, e não mais um mapa.

Júpiter expande, e sua lição aqui é confiar num sentido maior. Isso pode envolver uma longa viagem sozinho, o estudo da filosofia ou da religião, o compromisso com uma posição ética ou simplesmente a decisão de seguir a intuição em vez de fazer mais uma enquete entre os amigos. O fogo mutável mantém a busca viva e aberta, enquanto o elemento fogo fornece entusiasmo.

No auge, esse posicionamento produz um guia sábio, bem informado e também inspirado, capaz de transformar fatos numa visão que vale a pena seguir. Nos dias inquietos, os velhos hábitos voltam de mansinho: falação sem fim, fofoca, indecisão nervosa ou a relutância em defender qualquer crença que seja.

O caminho adiante é deixar surgir uma verdade que oriente e então viver de acordo com ela. A fé, uma vez escolhida, silencia o ruído e dá aos muitos interesses espalhados uma direção comum.`,
    keywords: ['sentido', 'fé', 'exploração', 'sabedoria', 'intuição', 'estudos superiores'],
    strengths: ['conhecimento moldado em visão', 'confiança crescente na intuição', 'entusiasmo por estudar e viajar', 'uma filosofia pessoal clara'],
    challenges: ['atenção dispersa', 'duvidar de si sem parar', 'trocar a sabedoria pela fofoca', 'medo de se comprometer com uma crença'],
  },
  Capricorn: {
    summary: 'O Nodo Norte em Capricórnio pede a um coração terno, centrado na família, que assuma responsabilidades no mundo mais amplo, estabelecendo metas e construindo estruturas duradouras.',
    description: `O lar é a zona de conforto do Nodo Sul em Câncer. Cuidar dos outros, reagir aos humores e ficar perto da família acontecem com facilidade, às vezes com tanta facilidade que a pessoa continua criança em algum canto da vida, esperando permissão ou proteção. O Nodo Norte em Capricórnio, terra cardinal regida por Saturno, pede a postura mais firme e menos familiar do adulto que está no comando.

Saturno ensina pelo tempo, pela estrutura e pelo esforço. Na prática, isso pode significar um plano de cinco anos, prestar um exame profissional, coordenar uma equipe ou tomar uma decisão difícil sem antes conferir como todos vão se sentir a respeito. A modalidade cardinal incentiva a ação, e a terra exige resultados que possam ser vistos e medidos. As emoções não devem ser ignoradas, mas deixam de ter permissão para definir cada rumo.

Seguido com paciência, esse caminho produz um líder com uma rara mistura de autoridade e bondade, alguém que protege os outros tanto pelo planejamento competente quanto pelo afeto. Sob estresse pesado, o puxão para trás aparece como mau humor, dependência, fuga dos papéis públicos ou recolhimento na família sempre que o mundo parece exigente demais.

A maturidade, escolhida passo a passo, é a recompensa. O esforço responsável constrói aos poucos uma reputação e uma segurança que ninguém mais precisa fornecer.`,
    keywords: ['responsabilidade', 'ambição', 'estrutura', 'maturidade', 'autoridade', 'metas de longo prazo'],
    strengths: ['autoridade temperada pela compaixão', 'disciplina e paciência crescentes', 'planejamento prático de longo prazo', 'confiabilidade em papéis públicos'],
    challenges: ['recolher-se no ninho da família', 'humores ditando as decisões', 'depender dos outros para ter segurança', 'fugir de responsabilidades visíveis'],
  },
  Aquarius: {
    summary: 'Com o Nodo Norte em Aquário, o crescimento vem da amizade, da comunidade e dos ideais compartilhados, aliviando uma forte necessidade de ser admirado e de estar no centro.',
    description: `O holofote é território conhecido. Com o Nodo Sul em Leão, há carisma natural, talento para o drama e necessidade de reconhecimento, junto com um coração generoso que pode escorregar para o orgulho quando a atenção diminui. O Nodo Norte em Aquário, ar fixo regido por Saturno e, na prática moderna, por Urano, pede que esse brilho sirva a algo maior que o eu.

Aquário pertence ao grupo: amigos, redes, associações de bairro, comunidades on-line, movimentos por mudança. O crescimento pode vir de aderir a uma causa como mais um voluntário entre tantos, de colaborar num projeto em que o mérito é dividido ou de aprender a se alegrar com o sucesso de um amigo sem compará-lo ao próprio. Saturno acrescenta disciplina aos ideais, Urano acrescenta originalidade, e o ar fixo dá aos princípios verdadeira firmeza.

Aceita essa direção, o calor criativo é posto a trabalhar pela humanidade, e a pessoa se torna uma defensora inspiradora, mas humilde, do progresso. Os velhos padrões reaparecem quando a confiança cai: a necessidade de aplauso, a discordância tomada como ofensa pessoal ou o afastamento de qualquer grupo que não a coloque como estrela.

O caminho construtivo é a igualdade. Tratar todos como pares, e oferecer o próprio talento de graça a uma visão compartilhada, traz uma satisfação mais funda do que qualquer triunfo particular.`,
    keywords: ['comunidade', 'amizade', 'ideais', 'colaboração', 'progresso', 'igualdade'],
    strengths: ['carisma usado para metas comuns', 'objetividade crescente', 'ideias originais e voltadas ao futuro', 'amizades leais e entre iguais'],
    challenges: ['precisar de reconhecimento constante', 'levar as críticas para o lado pessoal', 'orgulho que resiste ao trabalho em equipe', 'drama como pedido de atenção'],
  },
  Pisces: {
    summary: 'O Nodo Norte em Peixes convida alguém cuidadoso, analítico e preocupado a afrouxar o controle, confiar no invisível e se abrir à compaixão, à arte e à fé.',
    description: `Ordem, listas e análise cuidadosa formam o porto seguro do Nodo Sul em Virgem. Essa pessoa sabe consertar, melhorar e criticar, e muitas vezes se sente responsável por deixar tudo certo, o que pode levar à preocupação, ao excesso de trabalho e ao hábito de julgar com dureza a si mesma e aos outros. O Nodo Norte em Peixes, água mutável regida por Júpiter e, na prática moderna, por Netuno, puxa para a entrega e para uma sabedoria mais suave.

Peixes dissolve fronteiras. O desenvolvimento pode tomar a forma de meditação, de tempo à beira-mar, de fazer música ou arte sem plano, de perdoar um erro em vez de corrigi-lo, ou de confiar que uma situação pode se desenrolar sem gerenciamento constante. Júpiter traz fé e generosidade, Netuno traz imaginação, e a modalidade mutável incentiva a fluir com os acontecimentos em vez de segurá-los no lugar.

Com o tempo, a habilidade se torna um serviço de natureza mais espiritual, e a pessoa une a ajuda prática a uma empatia profunda, com frequência em áreas de cura ou de criação. A ansiedade puxa para o outro lado, trazendo de volta a implicância com miudezas, a autocrítica, as rotinas rígidas ou a crença de que nada dará certo sem o seu controle pessoal.

A aceitação é o dom que cura. Abrir mão da perfeição, e confiar num fluxo maior, libera energia para a bondade e a inspiração.`,
    keywords: ['compaixão', 'fé', 'entrega', 'imaginação', 'aceitação', 'espiritualidade'],
    strengths: ['habilidade prática unida à empatia', 'confiança crescente no invisível', 'abertura criativa e espiritual', 'perdão a si mesmo e aos outros'],
    challenges: ['preocupação e excesso de análise', 'autocrítica dura', 'precisar controlar cada detalhe', 'resistir ao que não pode ser planejado'],
  },
};
