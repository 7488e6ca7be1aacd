// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { PlacementText } from '../../placement-text.js';

/** Mercúrio em cada um dos doze signos, em português do Brasil. */
export const MERCURY_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Mercúrio em Áries pensa em movimento, fala antes que a frase esteja pronta e aprende mais depressa quando se joga direto na tarefa.',
    description: `Rápido, direto e sem paciência para rodeios, Mercúrio em Áries trata cada conversa como uma chance de chegar a algum lugar. O fogo cardinal dá à mente uma faísca de partida: as ideias chegam como impulsos, e a vontade é agir sobre elas no instante em que aparecem. Marte, regente de Áries, afia a língua e o raciocínio, e por isso as opiniões saem sem disfarce e o debate pode parecer mais esporte do que briga. Imagine a pessoa que responde ao e-mail em trinta segundos, conserta a impressora travada apertando botões até algo funcionar e prefere testar uma receita nova a lê-la duas vezes. O aprendizado acontece na prática, e o manual só é consultado depois do primeiro erro. Quando as coisas vão bem, esta mente corta a hesitação, dá nome ao problema que ninguém quer nomear e faz andar uma reunião emperrada. Pressionada ou cansada, interrompe, tira conclusões precipitadas e confunde volume com clareza; um comentário rápido pode acertar mais forte do que pretendia, e uma instrução ouvida pela metade obriga a refazer o trabalho. Comércio e negociação vão bem quando a velocidade conta, e menos bem quando é preciso paciência. O crescimento aqui cabe numa única respiração entre o pensamento e a fala: a mesma energia honesta, entregue um instante depois, convence muito mais gente.`,
    keywords: ['rapidez', 'franqueza', 'decisão', 'sinceridade', 'impulsividade', 'competitividade'],
    strengths: [
      'decisões rápidas sob pressão',
      'fala honesta e simples',
      'aprender tentando',
      'destravar um impasse',
    ],
    challenges: [
      'interromper os outros',
      'conclusões apressadas',
      'palavras afiadas ditas no calor do momento',
      'perder o interesse pelos detalhes',
    ],
  },
  Taurus: {
    summary:
      'Mercúrio em Touro pensa devagar e a fundo, prefere fatos que possa tocar e se agarra a uma conclusão depois de chegar a ela.',
    description: `Aqui a mente trabalha como um oleiro no torno: pressão constante, modelagem paciente e um resultado feito para durar. A terra fixa desacelera Mercúrio, e isso não é defeito. A informação é recebida com cuidado, testada pelos sentidos e pela experiência comum e guardada para sempre. Vênus, regente de Touro, acrescenta uma voz agradável, um sentido de ritmo e um gosto pelas coisas bem-feitas, e por isso a fala costuma soar calma e tranquilizadora, e a escrita tende a ser clara mais do que engenhosa. No dia a dia, esta é a pessoa que lê o contrato inteiro, lembra o preço do pão no ano passado e aprende uma habilidade repetindo até que as mãos a saibam sozinhas. O comércio combina bem com a posição, que tem um senso natural de valor e pouca paciência para exageros de propaganda. Bem usada, torna-se a voz confiável da sala, aquela que traz uma discussão dispersa de volta ao que é real e cabe no bolso. O lado de sombra é a teimosia: a informação nova encontra resistência, uma opinião conhecida é defendida além da sua utilidade e a mudança é recebida com silêncio em vez de argumento. O que ajuda é manter a minúcia e afrouxar o aperto, permitindo que uma boa ideia seja revista com a mesma calma com que foi formada.`,
    keywords: ['constância', 'senso prático', 'paciência', 'bom senso', 'memória', 'pés no chão'],
    strengths: [
      'compreensão profunda',
      'excelente memória de longo prazo',
      'fala calma e agradável',
      'senso seguro de valor',
    ],
    challenges: [
      'resistência a ideias novas',
      'lentidão para mudar de rumo',
      'fincar pé nas discussões',
    ],
  },
  Gemini: {
    summary:
      'Mercúrio em Gêmeos é o mensageiro no próprio domicílio, curioso por tudo, fluente com as palavras e mais feliz quando várias conversas correm ao mesmo tempo.',
    description: `Mercúrio rege Gêmeos, e assim o planeta do pensamento e da fala trabalha aqui com pouco atrito e muita velocidade. O ar mutável mantém a mente leve e adaptável; ela passa de assunto em assunto como um pássaro de galho em galho, provando, comparando e ligando. O aprendizado é primeiro amplo e só depois profundo, alimentado por perguntas, comentários ouvidos de passagem, programas de rádio, artigos lidos pela metade e amigos que sabem um pouco sobre alguma novidade. Em casa, isso aparece em três abas do navegador abertas sobre o mesmo tema, num talento para imitações e num celular cheio de anotações. A conversa é um prazer em si, e a posição muitas vezes escreve, ensina, vende ou traduz com facilidade, porque gosta de encontrar a palavra certa para cada ouvinte. A versão mais refinada liga pessoas e ideias que de outro modo nunca se encontrariam e consegue explicar um assunto difícil em poucas frases luminosas. Sobrecarregados, os nervos correm à frente do corpo: a atenção se espalha, os projetos se multiplicam sem terminar e os fatos são repetidos antes de ser conferidos. A conversa inquieta pode esconder a relutância em se comprometer com uma única opinião. Os melhores resultados vêm quando a curiosidade ganha um caderno e um prazo, para que toda essa coleta se transforme em algo acabado.`,
    keywords: ['curiosidade', 'versatilidade', 'presença de espírito', 'fluência', 'sociabilidade', 'inquietação', 'adaptabilidade'],
    strengths: [
      'aprendizado rápido',
      'conversa fácil e animada',
      'habilidade com a linguagem',
      'ligar pessoas e ideias',
    ],
    challenges: [
      'atenção espalhada',
      'projetos inacabados',
      'repetir fatos sem conferir',
      'sobrecarga nervosa',
    ],
  },
  Cancer: {
    summary:
      'Mercúrio em Câncer pensa pelo sentimento e pela memória, escuta o clima por trás das palavras e fala com mais liberdade entre pessoas de confiança.',
    description: `Neste signo, o pensamento é tingido pela emoção e moldado pela memória. A água cardinal dá à mente um instinto protetor: ela absorve a informação sentindo primeiro a atmosfera e age sobre o que aprende para cuidar de pessoas e lugares. A Lua, regente de Câncer, torna o clima mental mutável, e a clareza pode ir e vir com o humor e o cansaço, mas a memória é longa e vívida, sobretudo para histórias de família, conversas antigas e o tom exato que alguém usou anos atrás. Este é o amigo que lembra aniversários sem calendário, lê uma cozinha tensa em segundos e explica as coisas com exemplos pessoais em vez de gráficos. O aprendizado vai melhor num ambiente seguro e familiar, e a fala se solta quando a confiança está estabelecida. Há aqui uma inteligência rara: entende o que as pessoas querem dizer, não só o que dizem, e sabe encontrar palavras que consolam. Num dia ruim, toma comentários neutros como pessoais, discute a partir da mágoa e não dos fatos, ou se recolhe em silêncio e indiretas. Queixas antigas podem se repetir como uma fita gasta. O caminho é nomear os sentimentos com clareza e confrontá-los com as evidências, para que a sensibilidade se torne percepção em vez de defesa.`,
    keywords: ['intuição', 'sensibilidade', 'proteção', 'reflexão', 'acolhimento', 'pessoalidade'],
    strengths: [
      'forte memória emocional',
      'ler o clima de um ambiente',
      'palavras que consolam',
      'escuta cuidadosa',
    ],
    challenges: [
      'levar comentários para o lado pessoal',
      'pensamento tingido pelo humor',
      'comunicação por indiretas',
      'apego a velhas mágoas',
    ],
  },
  Leo: {
    summary:
      'Mercúrio em Leão fala com calor e estilo, pensa em contornos grandes e ousados e quer que suas ideias sejam vistas, ouvidas e lembradas.',
    description: `Basta dar uma plateia a este Mercúrio para que ele ganhe vida. O fogo fixo empresta à mente confiança e persistência: quando uma ideia pega, é sustentada com lealdade e apresentada com entusiasmo. O Sol, regente de Leão, puxa o pensamento para a expressão pessoal, e as palavras tendem a carregar personalidade, humor e senso de ocasião. Explicações viram histórias, relatórios ganham manchete, e até um pedido simples pode soar como um convite. Pode ser a colega que se oferece para fazer a apresentação, o pai que transforma a leitura antes de dormir em teatro ou o vendedor cujo orgulho pelo produto contagia. O aprendizado floresce com incentivo e liberdade criativa; exercícios monótonos o perdem depressa. Funcionando bem, inspira os outros, elogia com generosidade e prende a atenção por tempo suficiente para que uma mensagem importante chegue ao destino. Costuma ser um professor nato ou uma liderança natural nas discussões. O problema começa quando precisa ter razão em público, fala por cima das vozes mais baixas ou trata a discordância como ofensa pessoal. Uma mente orgulhosa pode parar de escutar depois de marcar seu ponto. A expressão mais saudável conserva o calor e o talento para o espetáculo e deixa espaço para que os outros também brilhem, o que por sua vez torna a própria voz mais digna de confiança.`,
    keywords: ['expressividade', 'confiança', 'dramaticidade', 'generosidade', 'criatividade', 'lealdade'],
    strengths: [
      'talento para contar histórias',
      'segurança para falar em público',
      'incentivo aos outros',
      'compromisso firme com as ideias',
    ],
    challenges: [
      'precisar ter razão',
      'dominar as conversas',
      'orgulho que bloqueia críticas',
      'impaciência com o estudo rotineiro',
    ],
  },
  Virgo: {
    summary:
      'Mercúrio em Virgem analisa, separa e refina, trazendo um olhar preciso para o detalhe e um forte desejo de tornar a informação realmente útil.',
    description: `Virgem é o segundo signo regido por Mercúrio, e neste signo de terra sua atenção passa de colecionar informação a pô-la em ordem. A tradição também considera Virgem a exaltação de Mercúrio, e aqui a mente alcança sua forma mais exata. A terra mutável mantém o pensamento prático e flexível: os métodos são ajustados, conferidos e ajustados de novo até funcionarem. O resultado é uma mente que nota o erro de digitação, a etapa que falta, o pequeno custo que vai crescer. Em casa e no escritório, isso aparece em pastas etiquetadas, listas cuidadosas, talento para revisar textos e o hábito de ler as instruções antes de começar. Trabalhos ligados a rotinas de saúde, artesanato, dados, consertos ou atendimento costumam combinar com ela, porque gosta de ver o conhecimento melhorar algo real. Em boa forma, essa mente é modesta, prestativa e notavelmente competente, capaz de transformar a confusão num procedimento claro que os outros conseguem seguir. Sua fala costuma ser precisa e muitas vezes discretamente engraçada. O estresse torna crítico esse mesmo olhar afiado, seja para os outros ou, com mais frequência, para dentro, e a preocupação pode rodar em torno dos detalhes sem chegar a uma decisão. O perfeccionismo pode travar um trabalho já pronto. O remédio é decidir o que é bom o bastante para o propósito e deixar a obra seguir para o mundo.`,
    keywords: ['análise', 'precisão', 'senso prático', 'método', 'discernimento', 'prestatividade', 'modéstia'],
    strengths: [
      'olho para o detalhe',
      'métodos claros e ordenados',
      'habilidade para revisar e consertar',
      'conselhos úteis e práticos',
    ],
    challenges: [
      'autocrítica excessiva',
      'preocupação com miudezas',
      'perfeccionismo que atrasa',
      'apontar defeitos nos outros',
    ],
  },
  Libra: {
    summary:
      'Mercúrio em Libra pesa todos os lados, fala com tato e elegância e pensa com mais clareza em diálogo com outra pessoa.',
    description: `Há uma balança no centro desta mente. O ar cardinal leva o pensamento para fora, na direção das outras pessoas: as ideias nascem na conversa, são testadas contra o ponto de vista de um parceiro e ganham a forma de acordos. Vênus, regente de Libra, dá à fala charme e equilíbrio, e assim a crítica chega embrulhada em cortesia e uma mensagem difícil é entregue com cuidado pela forma como será recebida. Eis a pessoa que entende por que os dois amigos estão chateados, redige a resposta diplomática no grupo de mensagens e lê o ambiente antes de escolher as palavras. O aprendizado vai bem com um colega de estudo ou um bom debate. Negociação, mediação, design, direito e qualquer trabalho que exija justiça costumam recorrer a esses dons. Uma mente assim constrói pontes, encontra o meio-termo justo e faz as pessoas se sentirem ouvidas. Tem um fino senso de proporção na linguagem, e sua escrita pode ser elegante. Ainda assim, a ânsia de harmonia pode deixar as decisões em marcha lenta, as opiniões mudam para agradar a quem escuta, e as divergências reais são alisadas em vez de resolvidas. Lembrar que todo ponto de vista tem seu mérito pode virar um modo de não assumir nenhum. O crescimento vem de confiar no próprio julgamento o bastante para expressá-lo, com gentileza e clareza, e sustentá-lo.`,
    keywords: ['diplomacia', 'justiça', 'tato', 'equilíbrio', 'sociabilidade', 'consideração'],
    strengths: [
      'ver os dois lados',
      'fala cortês e cheia de tato',
      'habilidade para mediar',
      'senso de justiça',
    ],
    challenges: [
      'indecisão',
      'dizer às pessoas o que elas querem ouvir',
      'evitar o conflito necessário',
    ],
  },
  Scorpio: {
    summary:
      'Mercúrio em Escorpião investiga, lê nas entrelinhas e guarda o que sabe, preferindo uma verdade escondida a uma superfície confortável.',
    description: `Poucas coisas são aceitas pelo valor de face por Mercúrio em Escorpião. A água fixa dá à mente profundidade e persistência: ela sustenta uma pergunta pelo tempo que for preciso, rondando-a em silêncio até que a resposta ceda. Marte, regente tradicional de Escorpião, acrescenta uma aresta afiada e investigativa, e Plutão, seu regente moderno, atrai a atenção para o que está enterrado, é secreto ou é tabu. O resultado é um temperamento de pesquisador e um forte instinto para as motivações. Isso aparece na pessoa que nota a pausa antes de alguém responder, lê as letras miúdas e lembra quem disse o quê. A conversa costuma ser breve e certeira; muito é observado e pouco é revelado. Trabalhos de pesquisa, terapia, investigação, finanças ou qualquer área que recompense a discrição tendem a combinar com ela. Bem usado, este Mercúrio é leal com os segredos, honesto sobre assuntos difíceis e capaz de ajudar os outros a encarar o que vinham evitando. Suas palavras podem curar justamente porque não vacilam. Quando a confiança se rompe, a desconfiança cresce, a informação é retida como forma de controle e um comentário cortante pode ser mirado onde vai doer mais. Rancores podem ficar arquivados. A cura vem de partilhar com confiança o que aprende e de usar sua percepção para reparar, e não para ferir.`,
    keywords: ['investigação', 'perspicácia', 'intensidade', 'reserva', 'estratégia', 'persistência'],
    strengths: [
      'pesquisa profunda',
      'faro para motivações ocultas',
      'guardar confidências',
      'franqueza diante de assuntos difíceis',
    ],
    challenges: [
      'desconfiança e segredo',
      'comentários cortantes',
      'rancores guardados',
      'usar a informação como moeda de troca',
    ],
  },
  Sagittarius: {
    summary:
      'Mercúrio em Sagitário pensa em horizontes amplos, fala com entusiasmo aberto e aprende viajando, ensinando e buscando sentido.',
    description: `Em Sagitário, o planeta dos fatos encontra o signo das grandes perguntas, e a mente prefere entender o porquê a decorar o quê. A tradição considera esta posição o exílio de Mercúrio, oposto ao seu domicílio em Gêmeos, o que apenas quer dizer que os detalhes às vezes sofrem em nome da visão maior. O fogo mutável mantém o pensamento inquieto e otimista; Júpiter, regente do signo, o amplia rumo à filosofia, à fé, ao direito, à cultura e aos lugares distantes. Entre os sinais do dia a dia estão uma curiosidade de viajante, uma estante com livros em vários idiomas e o hábito de transformar um papo rápido numa conversa sobre a vida. A fala é generosa e franca, às vezes engraçada, de vez em quando direta a ponto de surpreender. Ensinar, publicar, orientar e trabalhar entre culturas costumam vir naturalmente. O dom é enxergar o padrão por trás de fatos dispersos, inspirar os outros com um senso de possibilidade e dizer a verdade com bom humor. O risco é prometer demais, pular as letras miúdas e pregar em vez de escutar. A confiança pode correr à frente das provas, e um comentário sem tato pode ser defendido como honestidade. Planos anunciados com grande empolgação talvez não sobrevivam ao primeiro tropeço prático. O caminho mais compensador une a visão ampla a um pouco de verificação paciente, para que as grandes ideias cheguem com os fatos em ordem.`,
    keywords: ['mente aberta', 'franqueza', 'otimismo', 'filosofia', 'aventura', 'idealismo'],
    strengths: [
      'visão de conjunto',
      'ensino inspirador',
      'fala aberta e sincera',
      'curiosidade por outras culturas',
    ],
    challenges: [
      'descuido com os pormenores',
      'comentários bruscos ou sem tato',
      'promessas demais',
      'dar sermão em vez de escutar',
    ],
  },
  Capricorn: {
    summary:
      'Mercúrio em Capricórnio planeja com cuidado, fala com economia e avalia as ideias conforme possam ser construídas, testadas e feitas para durar.',
    description: `Uma inteligência prática e estruturada se forma quando Mercúrio passa por Capricórnio. A terra cardinal dirige a mente para as metas: o pensamento se organiza em torno do que precisa ser alcançado, até quando e com quais recursos. Saturno, regente do signo, traz disciplina, cautela e respeito pela experiência, e por isso as opiniões costumam se formar devagar e vir apoiadas em provas. A fala tende a ser breve, comedida e de humor seco; uma única frase bem colocada pode pesar mais do que um longo discurso. Pense na pessoa com um plano de cinco anos, uma planilha de orçamento bem arrumada e paciência para aprender uma profissão difícil passo a passo. Negócios, gestão, engenharia, administração pública e qualquer área com regras claras e prazos longos recompensam esses dons. Madura e descansada, essa inteligência é uma conselheira de confiança, firme numa crise, capaz de transformar uma esperança vaga num cronograma realista. Cumpre a palavra e espera que os outros cumpram a deles. Sob pressão pesada, endurece e fica pessimista, descarta ideias lúdicas ou não testadas e pode falar com uma frieza que não pretende. O medo do fracasso pode estreitar em silêncio suas ambições. Um caminho melhor é lembrar que uma estrutura sólida também pode abrigar alguma imaginação e deixar o calor aparecer nas palavras.`,
    keywords: ['estratégia', 'disciplina', 'realismo', 'organização', 'seriedade', 'ambição'],
    strengths: [
      'planos de longo alcance',
      'fala concisa e comedida',
      'juízo firme sob pressão',
      'transformar ideias em estruturas',
    ],
    challenges: [
      'pensamento rígido',
      'pessimismo',
      'descartar ideias não testadas',
      'soar frio ou severo',
    ],
  },
  Aquarius: {
    summary:
      'Mercúrio em Aquário pensa com independência, gosta de ideias que desafiam o hábito e aplica um raciocínio claro e objetivo às questões que dizem respeito ao grupo.',
    description: `Original, inventivo e às vezes do contra, este Mercúrio gosta de questionar o jeito habitual de fazer as coisas. O ar fixo dá ao pensamento uma armação estável: depois que um princípio é compreendido, é mantido com firmeza e aplicado com coerência. Saturno, regente tradicional de Aquário, empresta estrutura e talento para sistemas, enquanto Urano, seu regente moderno, acrescenta lampejos súbitos e gosto pelo novo. A mente trabalha bem com abstrações, tecnologia, redes e questões sociais, e muitas vezes enxerga o contorno futuro de uma tendência antes que os outros a notem. Pense no amigo que monta uma planilha para a casa compartilhada, entra num fórum na internet sobre um passatempo obscuro e explica o argumento a partir dos primeiros princípios. A fala é amistosa, mas um pouco distante, mais interessada em ideias do que em fofoca. Na sua melhor versão, é justo, inventivo e aberto à contribuição de qualquer pessoa, um organizador nato de grupos e causas. Consegue ver um problema sem viés pessoal. No lado menos feliz, fica teimoso com suas teorias, discute só para ser diferente ou mantém tanta frieza que os outros não se sentem ouvidos. Os sentimentos podem ser explicados em vez de reconhecidos. O crescimento vem de juntar esse raciocínio claro à curiosidade pela experiência de cada um, deixando o calor e a lógica trabalharem lado a lado.`,
    keywords: ['inventividade', 'independência', 'objetividade', 'espírito progressista', 'método', 'originalidade'],
    strengths: [
      'pensamento original',
      'raciocínio objetivo',
      'talento para sistemas e tecnologia',
      'abertura a todos os pontos de vista',
    ],
    challenges: [
      'teimosia com as próprias teorias',
      'contrariar por contrariar',
      'distância emocional na conversa',
    ],
  },
  Pisces: {
    summary:
      'Mercúrio em Peixes pensa por imagens e impressões, absorve os humores ao redor e se comunica com mais força pela história, pela música e pela metáfora.',
    description: `Lógica e imaginação dividem o mesmo cômodo quando Mercúrio está em Peixes. A tradição chama esta posição ao mesmo tempo de exílio e de queda do planeta, um lembrete de que listas exatas e argumentos lineares não são a sua língua natural. A água mutável torna a mente porosa e receptiva: ela capta impressões, tons e sentimentos não ditos, e muitas vezes sabe algo antes de conseguir explicar como. Júpiter, regente tradicional de Peixes, amplia a solidariedade, e Netuno, seu regente moderno, acrescenta um dom para a imagem, o sonho e a música. Pode ser a pessoa que lembra uma conversa pela atmosfera e não pelas palavras, rabisca desenhos na margem das anotações da reunião e encontra exatamente a canção certa para um amigo em apuros. Poesia, arte, aconselhamento, trabalho de cuidado e estudo espiritual costumam aproveitar esses talentos. Com espaço para trabalhar, comunica com compaixão e visão e compreende pessoas de quem os outros já desistiram. Quando a maré corre ao contrário, os fatos se embaçam, os prazos escorregam e a informação é moldada pela esperança ou pelo medo, não pelas provas. Confusão, esquecimento ou promessas vagas podem vir em seguida, e um ouvinte sensível pode ser enganado com facilidade. Um rumo mais firme conserva o dom intuitivo e acrescenta âncoras simples, como anotações escritas, fontes conferidas e combinados claros.`,
    keywords: ['imaginação', 'intuição', 'compaixão', 'receptividade', 'poesia', 'visão'],
    strengths: [
      'imaginação abundante',
      'compreensão intuitiva',
      'escuta compassiva',
      'dom para a história e a imagem',
    ],
    challenges: [
      'fatos vagos ou confusos',
      'esquecimento',
      'deixar-se enganar com facilidade',
      'fugir dos detalhes difíceis',
    ],
  },
};
