// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Quíron em cada um dos doze signos, em português do Brasil. */
export const CHIRON_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Quíron em Áries carrega um ponto sensível em torno do simples direito de existir e de agir, e se cura ajudando os outros a encontrar coragem para começar.',
    description: `O ponto dolorido fica na própria raiz da individualidade. No fogo cardinal de Áries, regido por Marte, Quíron toca a permissão básica de ocupar espaço, de querer algo e ir atrás. As primeiras experiências podem ter ensinado que afirmar uma necessidade atraía problemas, ou que mostrar força era sempre demais ou nunca o bastante. O resultado pode ser alguém que hesita na linha de largada e depois compensa com explosões repentinas de força.

O cotidiano revela o padrão em pequenos gestos: pedir desculpas antes de falar, preparar-se para uma briga que nunca vem ou sentir-se estranhamente abalado depois de ganhar uma discussão. Quando a tensão se acumula, a raiva se volta para dentro como insegurança, ou para fora como uma reação rápida e defensiva que surpreende a todos, inclusive a quem a teve.

Ainda assim, a ferida guarda um saber raro. Quem já se debateu com a dúvida sobre merecer agir entende a coragem por dentro, como uma escolha e não como um traço de caráter. Essa compreensão faz um ótimo treinador, mentor ou aliado de qualquer pessoa que se sinta pequena. Com o tempo, cada primeiro passo honesto vira prova de que existir por inteiro não faz mal a ninguém, e a lição se espalha, dando aos outros licença para começar a própria vida com menos medo.`,
    keywords: ['coragem', 'amor-próprio', 'iniciativa', 'identidade', 'permissão', 'raiva'],
    strengths: ['conhece o medo por dentro', 'encoraja quem hesita em começar', 'coragem escolhida, e não presumida', 'honestidade sobre a raiva'],
    challenges: ['duvidar do direito de agir', 'explosões defensivas repentinas', 'pedir desculpas por ter necessidades', 'oscilar entre timidez e força bruta'],
  },
  Taurus: {
    summary: 'Quíron em Touro sente sua dor pelo corpo, pelos bens e pela noção do que é suficiente, e aprende um jeito paciente e aterrado de devolver a calma aos outros.',
    description: `É na segurança que mora a ferroada. Quíron na terra fixa, sob a regência de Vênus, aponta para uma história em que o conforto, o dinheiro, a comida ou o simples bem-estar físico pareciam incertos, custavam caro demais ou estavam atrelados ao próprio valor. Mesmo quando a vida se estabiliza, uma voz baixa pode insistir que tudo pode sumir amanhã.

Esse medo molda as escolhas comuns. Há quem se agarre a rotinas, economias ou objetos muito além da sua utilidade; há quem se negue o prazer, como se aproveitar a vida fosse uma dívida impossível de pagar. O corpo costuma fazer as contas e guarda a tensão nos ombros e no maxilar até que o descanso seja enfim permitido. Nas épocas duras, a teimosia vira muro, e qualquer mudança parece uma ameaça à sobrevivência.

O trabalho lento da cura combina bem com Touro. Ao aprender, num ritmo constante, que o valor pessoal não depende do que se possui ou se produz, esse Quíron ganha um respeito profundo pelas coisas simples que de fato dão firmeza a alguém: uma refeição quente, uma caminhada regular, as mãos na terra, um orçamento com folga. Esse saber é um remédio prático para os outros. Amigos e clientes sentem uma presença tranquila que não os apressa e saem com a sensação mais clara de que também são suficientes.`,
    keywords: ['segurança', 'valor pessoal', 'corpo', 'conforto', 'paciência', 'recursos'],
    strengths: ['presença calma que dá firmeza', 'cuidado prático com o corpo e a casa', 'paciência com a recuperação lenta', 'ensina uma noção saudável de suficiência'],
    challenges: ['medo de perder o que se tem', 'negar-se o prazer ou o descanso', 'resistência rígida à mudança', 'atrelar o próprio valor aos bens'],
  },
  Gemini: {
    summary: 'Quíron em Gêmeos encontra sua ferida nas palavras, no aprendizado e em ser compreendido, e transforma essa luta num dom para explicar as coisas com clareza e gentileza.',
    description: `Falar e pensar são o terreno sensível aqui. O ar mutável, regido por Mercúrio, deixa Quíron inquieto com as questões de inteligência: a voz foi ouvida, a pergunta foi bem recebida, ficou na escola algum rótulo que ainda ecoa? Alguns com esse posicionamento se sentiram mais lentos que os irmãos ou os colegas de classe; outros foram elogiados pela esperteza, mas nunca se sentiram de fato escutados.

No dia a dia, a velha ferroada aparece como reler e-mails com insegurança, ensaiar telefonemas ou falar depressa para preencher qualquer silêncio antes que ele possa ser julgado. Sob pressão, a mente se dispersa e coleciona fatos como armadura, ou então se fecha e alega não ter nada que valha a pena dizer. Conversas com irmãos, vizinhos ou colegas podem ter um peso a mais.

A virada vem pela própria curiosidade. Como esse Quíron sabe o que é se sentir confuso ou desprezado, aprende a traduzir ideias difíceis em linguagem simples e a fazer a pergunta que os outros têm vergonha de fazer. Professores particulares, escritores, intérpretes e ouvintes pacientes muitas vezes levam essa assinatura. Seu dom de cura está em tornar a compreensão segura outra vez: desacelerar, nomear as coisas com simplicidade e lembrar às pessoas que uma mente não se mede pela velocidade. Cada troca honesta desgasta um pouco a velha dúvida.`,
    keywords: ['comunicação', 'aprendizado', 'voz', 'curiosidade', 'irmãos', 'escuta'],
    strengths: ['explica ideias complexas com simplicidade', 'acolhe perguntas constrangedoras', 'talento de professor ou tradutor', 'escuta com atenção real'],
    challenges: ['duvidar da própria inteligência', 'falar demais de nervoso ou calar', 'perder o foco sob estresse', 'esconder-se atrás dos fatos'],
  },
  Cancer: {
    summary: 'Quíron em Câncer guarda uma lembrança sensível do lar e dos primeiros cuidados, e cresce até uma capacidade rara de abrigar e nutrir quem se sente sem colo.',
    description: `O pertencimento é o ponto frágil. Com Quíron na água cardinal, regida pela Lua, a ferida muitas vezes remonta à vida em família: um pai ou uma mãe ausente, sobrecarregado ou difícil de alcançar, uma casa que mudava de lugar com frequência demais, ou o papel de cuidador assumido cedo demais. A pergunta por baixo de muitos sentimentos é se é seguro precisar de alguém.

Isso se vê nos hábitos diários. Pode haver o impulso de cuidar de todo mundo enquanto se recusa ajuda, de cozinhar para muita gente e comer em pé na pia, ou de sentir saudade de casa mesmo morando num lugar confortável. Os humores sobem e descem com as marés da memória, e um comentário à toa sobre a família pode cair como uma pedra. Quando a mágoa é mexida, a concha se fecha, ou o cuidado fica ansioso e grudento.

O dom que nasce disso é uma sintonia emocional profunda. Quem conhece a fome de segurança sabe criá-la para os outros sem alarde: o quarto de hóspedes oferecido, a sopa levada até a porta, a casa que fica aberta até tarde. Pais adotivos, conselheiros e o amigo para quem todos ligam à meia-noite podem ter Quíron em Câncer. A cura começa quando essa mesma bondade se volta para dentro e o próprio eu se deixa cuidar; a partir daí, uma família escolhida costuma se formar com naturalidade.`,
    keywords: ['lar', 'família', 'pertencimento', 'acolhimento', 'segurança', 'memória'],
    strengths: ['sintonia emocional profunda', 'cria para os outros uma sensação de lar', 'cuidado delicado com os vulneráveis', 'constrói uma família escolhida'],
    challenges: ['recusar-se a ser cuidado', 'velhas mágoas de família que voltam à tona', 'grudar quando tem medo', 'recolher-se numa concha'],
  },
  Leo: {
    summary: 'Quíron em Leão sente a ferida de não ser visto ou amado por quem é, e aprende a acender a centelha criativa nas outras pessoas.',
    description: `Sob a regência do Sol, no fogo fixo, Quíron dói em torno do reconhecimento. Talvez o holofote da infância tenha ido para outra pessoa, ou o carinho só viesse depois de um bom desempenho, ou a brincadeira fosse tratada como perda de tempo. O que fica é a dúvida sobre se o eu verdadeiro, sem nenhum polimento, merece ser celebrado.

O padrão pode correr em duas direções. Uma pessoa esconde o talento, guarda o poema na gaveta e recusa todo convite para se apresentar; outra corre atrás do aplauso e se sente vazia quando a sala fica em silêncio. As duas são respostas à mesma dor. Nos dias difíceis, o orgulho fica quebradiço, é difícil acreditar nos elogios, e uma crítica pode soar como uma sentença sobre a pessoa inteira.

O fogo fixo dá grande fôlego ao processo de cura. Pouco a pouco, criando pelo puro prazer, dançando mal e rindo assim mesmo, esse Quíron redescobre o calor que sempre esteve ali. Dessa vivência nasce um talento especial para fazer os outros desabrocharem: o professor que repara na criança quieta, o diretor que dá uma chance de verdade ao ator nervoso, o pai ou a mãe que elogia o esforço, e não o resultado. Ajudar outra pessoa a brilhar acaba curando também quem ajuda.`,
    keywords: ['reconhecimento', 'criatividade', 'brincadeira', 'expressão pessoal', 'orgulho', 'coração'],
    strengths: ['revela o talento dos outros', 'elogio caloroso e generoso', 'coragem de criar mesmo assim', 'alegria redescoberta no brincar'],
    challenges: ['esconder os próprios dons', 'fome de aplauso', 'orgulho quebradiço', 'dificuldade de acreditar em elogios'],
  },
  Virgo: {
    summary: 'Quíron em Virgem luta com a sensação de nunca ser bom ou útil o bastante, e transforma a atenção cuidadosa em verdadeira habilidade para servir e curar.',
    description: `Para esse posicionamento, nada parece totalmente terminado. Quíron na terra mutável, regida por Mercúrio, costuma carregar a convicção insistente de que os defeitos precisam ser achados e corrigidos antes que a aceitação seja possível. O crítico interno pode ser minucioso e incansável: repara no erro de digitação, na migalha, na resposta que chegou um pouco atrasada.

Esses padrões aparecem no trabalho e nas rotinas de saúde. As listas se multiplicam, as dietas mudam, e o corpo pode virar um projeto a administrar em vez de uma casa onde se vive. Ser útil pode parecer o único ingresso para pertencer, e por isso o descanso traz culpa. Quando o estresse aumenta, a preocupação gira em torno de pequenos detalhes enquanto o quadro maior passa despercebido, e o mesmo olhar crítico pode se voltar contra colegas ou pessoas queridas.

Há aqui, no entanto, uma sabedoria bem conquistada. A natureza adaptável de Virgem permite a esse Quíron aprender por tentativa e ajuste, e anos de autoexame se tornam uma compreensão aguçada de como as coisas realmente funcionam e de como se quebram. Enfermeiros, revisores, fitoterapeutas, mecânicos e terapeutas com esse posicionamento costumam ter um toque firme e prático em que as pessoas confiam. A verdadeira cura chega quando o serviço humilde se estende também a si: aceitar que o suficiente muitas vezes é de fato bom, e que o cuidado imperfeito ainda ajuda.`,
    keywords: ['serviço', 'perfeccionismo', 'saúde', 'ofício', 'utilidade', 'detalhe'],
    strengths: ['habilidade prática para ajudar', 'olho atento para o que precisa de conserto', 'cuidado firme e confiável', 'aprende por ajuste paciente'],
    challenges: ['crítico interno severo', 'culpa por descansar', 'preocupação com pequenos detalhes', 'tratar o corpo como um projeto'],
  },
  Libra: {
    summary: 'Quíron em Libra sente a ferida na parceria e na justiça, e desenvolve um dom delicado para restaurar o equilíbrio entre pessoas em conflito.',
    description: `É nos relacionamentos que a velha dor se abriga. No ar cardinal, regido por Vênus, Quíron é sensível à harmonia, à justiça e ao dar e receber entre duas pessoas. Muitos com esse posicionamento presenciaram cedo parcerias desiguais, ou aprenderam a manter a paz encolhendo os próprios desejos até quase sumirem.

Os ecos são conhecidos. Dizer sim querendo dizer não, espelhar o que quer que o parceiro deseje ou continuar num arranjo desequilibrado porque a alternativa parece mais solitária. Alguns vão para o extremo oposto e mantêm todos à distância, para que ninguém consiga desequilibrar a balança. Sob tensão, as decisões emperram, o ressentimento cresce calado, e a beleza ou o charme são usados para encobrir uma sensação crescente de não ser visto.

Mesmo assim, um signo cardinal quer agir, e a cura muitas vezes começa com uma pequena declaração honesta de preferência. A partir daí, esse Quíron se torna um pacificador nato, capaz de sustentar os dois lados de uma história sem se perder. Em casa e no trabalho, isso aparece no amigo que consegue acalmar um jantar acalorado ou ajudar dois colegas a enfim se escutarem. Essas pessoas sabem que a justiça também vale para elas mesmas e podem ajudar os outros a chegar a acordos que deixam cada um inteiro. As relações construídas sobre essa compreensão se tornam fonte de calma, e não de medo.`,
    keywords: ['parceria', 'justiça', 'harmonia', 'equilíbrio', 'diplomacia', 'espelhamento'],
    strengths: ['pacificador habilidoso', 'enxerga os dois lados com clareza', 'cria acordos justos', 'elegância nas conversas difíceis'],
    challenges: ['perder-se nos outros', 'ressentimento escondido', 'evitar o conflito necessário', 'adiar as decisões'],
  },
  Scorpio: {
    summary: 'Quíron em Escorpião toca feridas de confiança, de perda e de poder, e faz da sobrevivência às tempestades mais fundas uma presença forte e firme para os outros nas crises.',
    description: `Aqui a dor corre por baixo da terra. Quíron na água fixa, ligada tanto a Marte quanto a Plutão, conhece a traição, o luto, os segredos e o fato cru de que pessoas e coisas podem ser tiradas de nós. Pode haver lembranças antigas de perda, de controle ou de intensidade que ninguém explicou, deixando uma cautela vigilante sobre o quanto deixar alguém se aproximar.

A confiança é posta à prova o tempo todo. Alguém com esse posicionamento pode vasculhar os amigos atrás de segundas intenções, guardar informações a sete chaves ou testar a lealdade do parceiro antes de relaxar por completo. O dinheiro partilhado, a intimidade e os términos podem cutucar a ferida. Quando o medo sobe, cresce a vontade de controlar, o silêncio vira arma, e a dor antiga é carregada por anos em vez de ser liberada.

Como esse signo foi feito para a transformação, a ferida também é uma porta. Depois de encarar lugares sombrios, esse Quíron não se assusta quando os encontra nos outros. Profissionais de cuidados paliativos, conselheiros de crise, investigadores e quem se senta com calma ao lado de um amigo enlutado costumam mostrar essa força. Conseguem ouvir verdades difíceis sem pestanejar e ajudam os outros a nomear o que estava escondido. A cura vem da disposição de soltar, de perdoar onde for possível e de descobrir que a vulnerabilidade partilhada com as pessoas certas devolve o poder em vez de tirá-lo.`,
    keywords: ['confiança', 'perda', 'intimidade', 'poder', 'transformação', 'profundidade'],
    strengths: ['presença firme na crise', 'não teme verdades difíceis', 'lealdade emocional profunda', 'guia os outros através da mudança'],
    challenges: ['desconfiança das intenções alheias', 'necessidade de controle', 'agarrar-se à dor antiga', 'intimidade sempre em guarda'],
  },
  Sagittarius: {
    summary: 'Quíron em Sagitário dói em torno da crença, do sentido e da verdade, e se torna um professor sempre em busca, que ajuda os outros a encontrar uma fé que caiba na própria vida.',
    description: `Qual é o sentido de tudo isso? Para Quíron no fogo mutável, sob a regência de Júpiter, essa pergunta pode ser urgente e dolorosa. A ferida pode vir de um sistema de crenças rígido que não servia, de zombarias contra as grandes ideias ou da perda de fé em pessoas e instituições que um dia pareceram sábias. Às vezes aparece como a sensação de ser estrangeiro aonde quer que a vida leve.

Vem então a inquietação. Pode haver mudanças repetidas de cidade ou de curso, ou uma busca constante pelo mestre, pelo livro ou pela viagem que finalmente vai responder a tudo. A certeza é tentadora, e alguns pregam com um pouco de força demais; outros ficam cínicos e se recusam a acreditar no que quer que seja. No ponto mais baixo, o otimismo fica oco ou imprudente, e os fatos simples são entortados para proteger uma história reconfortante.

A bênção é uma visão de mundo ampla e generosa. Depois de questionar a fundo, esse Quíron respeita muitos caminhos e consegue falar com honestidade sobre a dúvida, o que o torna um guia digno de confiança. Professores, viajantes, capelães e escritores marcados por ele ajudam os outros a construir sentido a partir da própria experiência, em vez de tomá-lo emprestado. A cura cresce com humor e humildade: segurar as crenças com a mão leve, manter as perguntas vivas e continuar aberto à próxima lição da estrada.`,
    keywords: ['sentido', 'crença', 'verdade', 'viagens', 'ensino', 'fé'],
    strengths: ['respeito por muitos caminhos', 'honestidade sobre a dúvida', 'professor ou guia inspirador', 'humor diante das dificuldades'],
    challenges: ['pregação ou cinismo', 'busca inquieta', 'entortar os fatos para caber numa história', 'sentir-se sempre de fora'],
  },
  Capricorn: {
    summary: 'Quíron em Capricórnio carrega o peso do dever, da autoridade e da realização, e amadurece até se tornar um mentor sábio que constrói estruturas sólidas para os outros.',
    description: `A responsabilidade chegou cedo para muita gente com esse posicionamento. Na terra cardinal, regida por Saturno, Quíron tende a doer em torno da autoridade e da realização: um pai ou uma mãe exigente ou distante, a necessidade de crescer depressa ou a sensação de que o amor precisava ser conquistado com resultados. O medo íntimo é o do fracasso, ou de ser desmascarado como menos capaz do que todos acreditam.

O padrão passa despercebido com facilidade porque frequentemente se parece com sucesso. Jornadas longas, padrões altos e um exterior tranquilo podem esconder exaustão e a crença de que descansar é ficar para trás. Títulos e marcos talvez tragam apenas um alívio breve. Quando a carga pesa demais, esse Quíron fica duro com os próprios limites, desconfia de quem está no comando ou foge de toda ambição para escapar do julgamento.

O tempo é um aliado. As lições de Saturno se desdobram devagar, e a cada década esse Quíron pode aprender que o valor pessoal não é o mesmo que a produtividade, e que a autoridade pode ser exercida com bondade. A partir daí, ele se torna um mentor com os pés no chão, que sabe subir e sabe cair. Como chefe, pessoa mais velha ou treinador, costuma tornar o ambiente de trabalho mais humano, porque se lembra do quanto custou carregar peso demais sozinho. Sua força está em construir apoios que duram.`,
    keywords: ['dever', 'autoridade', 'realização', 'maturidade', 'responsabilidade', 'estrutura'],
    strengths: ['mentor sábio e realista', 'constrói apoios duradouros', 'uso humano da autoridade', 'paciência ao longo de esforços longos'],
    challenges: ['medo do fracasso', 'excesso de trabalho como prova de valor', 'desconfiança da autoridade', 'dureza com os próprios limites'],
  },
  Aquarius: {
    summary: 'Quíron em Aquário conhece a dor de ser o diferente do grupo e a transforma num dom para construir comunidades onde as diferenças são bem-vindas.',
    description: `Não se encaixar é a dor conhecida. Quíron no ar fixo, associado tanto a Saturno quanto a Urano, muitas vezes traz a lembrança de se sentir estranho, diferente demais ou sozinho entre os pares. Amizades e grupos podem ter sido lugares de exclusão, e por isso o desejo de pertencer convive lado a lado com uma forte vontade de se manter à parte.

No dia a dia, isso pode parecer uma distância fria e espirituosa, a adesão a causas com a fuga dos vínculos próximos, ou a expectativa de rejeição antes mesmo que um grupo tenha a chance de acolher. Algumas pessoas diminuem a própria originalidade para se misturar; outras a afiam até virar escudo. Se a velha mágoa fica sem cuidado, o distanciamento endurece em isolamento, as ideias se tornam mais confortáveis que os sentimentos, e a rebeldia é confundida com liberdade.

O ar fixo se apega a princípios, e essa firmeza vira força quando a ferida é encarada. Esse Quíron entende, por experiência, o que é preciso para alguém se sentir incluído, e consegue desenhar grupos, redes e movimentos que deixam espaço para todo tipo de pessoa. A associação de bairro que apoia de verdade seus membros, ou o clube onde os recém-chegados se sentem à vontade logo de cara, muitas vezes tem alguém assim discretamente por trás. A cura vem por amizades que permitem ao mesmo tempo proximidade e independência, e pela aceitação de que ser incomum não é defeito. Então o forasteiro se torna aquele que segura a porta aberta para os outros.`,
    keywords: ['pertencimento', 'diferença', 'comunidade', 'amizade', 'originalidade', 'liberdade'],
    strengths: ['acolhe quem se sente diferente', 'soluções originais para problemas', 'constrói grupos inclusivos', 'compromisso firme com princípios'],
    challenges: ['esperar a rejeição', 'distância emocional', 'isolamento confundido com liberdade', 'esconder a singularidade ou usá-la como arma'],
  },
  Pisces: {
    summary: 'Quíron em Peixes está aberto ao sofrimento do mundo e aprende a transformar uma sensibilidade profunda em compaixão com limites saudáveis.',
    description: `Com Quíron na água mutável, as fronteiras se borram com facilidade. Ligado a Júpiter e a Netuno, esse posicionamento absorve o humor dos outros como uma esponja, às vezes desde muito cedo. Pode ter havido alguém na família que precisava ser salvo, a sensação de carregar uma tristeza que não era sua ou o anseio por algo maior do que a vida comum podia oferecer.

A experiência diária pode ser cansativa. Ambientes lotados drenam a energia, notícias tristes ficam ecoando por dias, e dizer não a alguém necessitado parece quase impossível. A fuga se torna tentadora, pelo devaneio, pelas telas, pelo sono ou por outras maneiras de amaciar as arestas. Na sobrecarga, a linha entre o eu e os outros se dissolve, e a pessoa pode se sentir vítima das circunstâncias ou escorregar para o papel de salvadora sem fim.

Mesmo assim, os dons são bonitos. Poucos posicionamentos oferecem uma empatia tão natural ou um senso tão forte do lado espiritual ou artístico da vida. Músicos, cuidadores, terapeutas e voluntários com esse Quíron levam delicadeza a lugares que precisam muito dela. O passo de cura é aprender que a compaixão funciona melhor com limites: descansar, escolher a quem ajudar e largar alguns fardos. Com esse equilíbrio, a sensibilidade vira uma fonte silenciosa de consolo para muita gente.`,
    keywords: ['compaixão', 'sensibilidade', 'limites', 'espiritualidade', 'empatia', 'imaginação'],
    strengths: ['empatia natural', 'percepção artística e espiritual', 'presença delicada para quem sofre', 'natureza que perdoa'],
    challenges: ['limites frágeis', 'vontade de fugir', 'salvar os outros à própria custa', 'absorver o humor alheio'],
  },
};
