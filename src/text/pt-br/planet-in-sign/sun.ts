// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { PlacementText } from '../../placement-text.js';

/** O Sol em cada um dos doze signos, em português do Brasil. */
export const SUN_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'O Sol em Áries encontra sua identidade na ação, tirando vitalidade dos recomeços e de uma vontade ousada e direta que quer enfrentar a vida de frente.',
    description: `O Sol está exaltado em Áries, e a posição mostra por quê: aqui, a vontade de existir e a vontade de agir são quase a mesma coisa. O fogo cardinal fornece um pulso forte de vitalidade que sobe depressa e se gasta sem economia, enquanto Marte, o regente, dá ao senso de si uma aresta física e competitiva. A identidade se descobre fazendo, seja entrando na corrida, tentando o caminho que ninguém testou ou dizendo a primeira palavra numa reunião tensa. Uma manhã sem algum desafio pode parecer estranhamente sem graça. O propósito costuma chegar como uma série de missões urgentes, e não como um único plano de vida, e cada uma é abraçada de coração inteiro enquanto dura. No seu melhor, este Sol dá uma coragem que os outros podem tomar emprestada, um calor franco e descomplicado e a energia para destravar um impasse simplesmente se mexendo. Sob tensão, o eu se sente ameaçado com facilidade: um atraso parece derrota, um conselho soa como controle e a raiva explode antes que os fatos cheguem. A energia pode arder forte e depois despencar, deixando tarefas inacabadas. A expressão mais saudável surge quando o Sol em Áries escolhe as brigas que valem a pena, dosa seu fogo para uma estrada mais longa e deixa que a confiança inclua a força de saber esperar.`,
    keywords: ['iniciativa', 'coragem', 'vitalidade', 'franqueza', 'independência', 'desafio'],
    strengths: [
      'coragem que inspira os outros',
      'ação rápida e decidida',
      'calor humano franco e aberto',
      'energia para começar o que os outros só discutem',
    ],
    challenges: [
      'impaciência com atrasos',
      'explosões rápidas de raiva',
      'projetos largados pela metade',
      'tomar conselhos como ameaça',
    ],
  },

  Taurus: {
    summary:
      'Com o Sol em Touro, o eu cresce devagar e com segurança, encontrando força no esforço constante, no conforto físico e naquilo que construiu e valorizou com paciência.',
    description: `Em Touro, o Sol queima como brasa coberta: demora a pegar e é difícil de apagar. A terra fixa dá ao senso de si peso e continuidade, e a vitalidade tende a ser constante, não vistosa, reabastecida por boa comida, sono, toque e tempo ao ar livre. Com Vênus regendo o signo, a identidade cresce por meio do que é valorizado e cuidado: um jardim, um ofício, uma poupança, um pequeno círculo de pessoas que já deram provas de si. O propósito se mede em resultados palpáveis, e a vontade trabalha melhor quando pode definir o próprio ritmo. A pressão para se apressar costuma produzir o efeito contrário. Muitos com essa posição sabem quem são por aquilo de que não abrem mão. Com boa saúde, o Sol em Touro traz uma confiança calma, uma lealdade que dura décadas, um prazer honesto no mundo físico e a paciência para levar longos projetos até o fim. Quando pressionada, a vontade firme pode endurecer como concreto: a mudança parece perda, o conforto vira esconderijo e a autoestima pode se embaralhar com os bens ou a renda. A inércia pode se passar por contentamento. O crescimento vem de tratar a flexibilidade como outro tipo de força e de confiar que um eu seguro sobrevive a uma nova estação.`,
    keywords: ['constância', 'paciência', 'valores', 'conforto', 'resistência', 'lealdade', 'sensualidade'],
    strengths: [
      'confiança calma e com os pés no chão',
      'paciência para projetos longos',
      'lealdade duradoura',
      'olho para a qualidade e a beleza',
    ],
    challenges: [
      'resistência a mudanças necessárias',
      'teimosia sob pressão',
      'autoestima atrelada aos bens',
      'conforto que vira inércia',
    ],
  },

  Gemini: {
    summary:
      'O Sol em Gêmeos brilha pela curiosidade e pela conversa, construindo uma identidade feita de muitos interesses, conexões rápidas e uma mente que adora estar em movimento.',
    description: `Em Gêmeos, a identidade é plural. O Sol brilha aqui pelo ar mutável, e por isso o eu se descobre em movimento: nas conversas, nas perguntas, nas idas rápidas ao outro lado da cidade e na troca constante de ideias. Mercúrio, o regente, torna a vontade consciente primeiro curiosa e só depois determinada; o propósito muitas vezes parece uma sequência de interesses, e não uma vocação única e fixa, e isso é menos um defeito do que o próprio desenho da coisa. A vitalidade sobe com o estímulo mental e cai depressa no tédio, num silêncio longo ou num emprego que repete o mesmo gesto o dia inteiro. A mente costuma ditar o ritmo do corpo. Em seus melhores momentos, o Sol em Gêmeos é vivo, espirituoso e generoso com a informação, capaz de explicar um assunto difícil em palavras simples e de ligar pessoas que de outro modo jamais se conheceriam. Guarda um frescor juvenil em qualquer idade. Quando se estica demais, o senso de si pode parecer disperso, como se estivesse espalhado por abas abertas e promessas em excesso, e a energia nervosa pode correr à frente do descanso. Falar pode tomar o lugar de fazer, e a dúvida pode se esconder atrás de uma resposta esperta. A estabilidade vem de escolher alguns compromissos para levar até o fim e de permitir que uma identidade central exista por baixo de todos os papéis que mudam.`,
    keywords: ['curiosidade', 'comunicação', 'versatilidade', 'humor rápido', 'aprendizado', 'conexão'],
    strengths: [
      'mente viva e adaptável',
      'comunicação clara e espirituosa',
      'talento para ligar pessoas e ideias',
      'abertura juvenil ao novo',
    ],
    challenges: [
      'atenção dispersa',
      'energia nervosa e inquieta',
      'falar em vez de agir',
      'compromissos largados no meio',
    ],
  },

  Cancer: {
    summary:
      'Em Câncer, o Sol encontra seu propósito no pertencimento, expressando a vontade pelo cuidado, pela proteção e pelo trabalho constante de fazer um lar para quem ama.',
    description: `Um Sol em Câncer tira sua força do pertencimento. Na água cardinal, o sentimento não é apenas sentido, mas posto em ação: a vontade toma a forma do cuidado com as pessoas, da construção de um lar, da manutenção das tradições e da prontidão para intervir quando alguém próximo está em apuros. Como a Lua rege o signo, o senso solar de si fica estreitamente ligado aos humores, à memória e aos ritmos da vida em família, e a vitalidade pode subir e descer com o clima emocional da casa. Uma cozinha quente e alguns rostos de confiança restauram a energia mais depressa do que quaisquer férias. O propósito muitas vezes gira em torno da proteção, seja dos filhos, de uma comunidade ou de uma história que merece ser lembrada, e a ambição pode ser surpreendentemente forte quando serve a quem se ama. Quando está bem, esta posição oferece um cuidado leal e perceptivo, boa memória para o que importa aos outros e uma firmeza silenciosa sob pressão. A tensão aparece quando a identidade depende demais de ser necessária: a carapaça se fecha a pequenas desfeitas, mágoas antigas são revividas, e a preocupação com os outros pode abafar uma vida própria. O emburramento pode substituir um pedido direto. A maturidade chega quando o Sol em Câncer aprende a nutrir a si mesmo tanto quanto aos outros e a tratar a sensibilidade como fonte de sabedoria, e não como fraqueza.`,
    keywords: ['pertencimento', 'cuidado', 'proteção', 'memória', 'lar', 'sensibilidade'],
    strengths: [
      'cuidado leal e atento',
      'forte instinto de proteção',
      'percepção emocional',
      'firmeza silenciosa nos tempos difíceis',
    ],
    challenges: [
      'recolher-se a pequenas desfeitas',
      'humores que tingem o dia inteiro',
      'identidade construída sobre ser necessário',
      'apego a mágoas antigas',
    ],
  },

  Leo: {
    summary:
      'O Sol rege Leão e brilha aqui com um calor constante, buscando criar, liderar com o coração e ser visto por quem realmente é.',
    description: `Aqui o Sol está em casa, no seu próprio domicílio. Leão é o signo que ele rege, e o fogo fixo dá à função solar um brilho constante e generoso: a vontade de viver é forte, o senso de si é vívido e há um desejo natural de criar algo que leve a própria assinatura. A vitalidade costuma ser robusta e se alimenta de diversão, romance, elogios e da chance de fazer os outros felizes. O propósito muitas vezes assume a forma de um palco no sentido amplo, como uma sala de aula, um time, uma família ou um ateliê, onde o coração possa ser mostrado abertamente. O Sol em Leão quer ter importância, e geralmente sabe disso. Na sua forma mais calorosa, é leal, corajoso e encorajador, o tipo de presença que deixa uma sala mais festiva e um amigo assustado mais valente. Cumpre promessas tanto por orgulho quanto por dever. Quando a luz não é retribuída, a mesma força pode virar cobrança de atenção, um orgulho ferido que se recusa a pedir desculpas ou uma posição rígida mantida sobretudo para não perder a pose. O medo de passar despercebido pode levar a grandes gestos que soam vazios. O caminho está em criar pela alegria de criar, confiar que a dignidade não depende de aplausos e deixar que os outros também brilhem.`,
    keywords: ['criatividade', 'orgulho', 'generosidade', 'calor humano', 'liderança', 'diversão', 'expressão pessoal'],
    strengths: [
      'calor generoso e encorajador',
      'confiança criativa',
      'liderança leal e corajosa',
      'o dom de alegrar um ambiente',
    ],
    challenges: [
      'necessidade de reconhecimento constante',
      'orgulho que resiste a pedir desculpas',
      'manter uma posição para não perder a pose',
      'grandes gestos no lugar de substância',
    ],
  },

  Virgo: {
    summary:
      'O Sol em Virgem ganha vida no trabalho útil, moldando a identidade com habilidade, atenção cuidadosa e um desejo constante de melhorar tudo o que toca.',
    description: `É pela competência que o Sol em Virgem chega a se conhecer. A terra mutável volta a vontade solar para o aperfeiçoamento prático, e a identidade se molda pela habilidade, pelos hábitos diários e pela satisfação de uma tarefa bem feita. Mercúrio, regente do signo, dá à mente um olho afiado para o detalhe e um amor pelo método; quem tem este Sol muitas vezes se sente mais vivo ao resolver um problema concreto, seja consertar uma planilha, planejar uma refeição ou treinar um colega novo. A vitalidade responde muito à rotina: sono regular, boa alimentação e uma sensação de ordem sustentam a energia, enquanto o caos a esgota. O propósito tende a ser encontrado no serviço mais do que na fama, e a modéstia pode esconder o quanto de fato se carrega. Na sua melhor versão, o Sol em Virgem é preciso, confiável e gentil de um jeito prático, oferecendo uma ajuda que corresponde à necessidade real. Nos períodos de estresse, o olhar crítico se volta para dentro, e a autoestima passa a depender de ser impecável. A preocupação pode se multiplicar, as listas ficam mais compridas que o dia, e pequenos erros podem parecer fracassos pessoais. O equilíbrio volta quando o impulso de melhorar inclui a delicadeza e quando o descanso é aceito como parte de um bom trabalho.`,
    keywords: ['serviço', 'habilidade', 'precisão', 'aperfeiçoamento', 'rotina', 'modéstia'],
    strengths: [
      'trabalho cuidadoso e competente',
      'prestatividade prática',
      'olho para o detalhe útil',
      'confiabilidade nas tarefas diárias',
    ],
    challenges: [
      'autocrítica severa',
      'preocupação com pequenos erros',
      'perfeccionismo que adia a conclusão',
      'carregar demais sem dizer nada',
    ],
  },

  Libra: {
    summary:
      'Com o Sol em Libra, a identidade toma forma na relação, e a vontade busca justiça, beleza e equilíbrio por meio da parceria e de uma cooperação atenciosa.',
    description: `O Sol está em queda em Libra, o que não enfraquece a pessoa, mas muda o modo como o eu é encontrado: aqui, a identidade se descobre na relação com os outros. O ar cardinal faz da vontade uma iniciadora de contatos, propostas e acordos, e Vênus, a regente, lhe dá um sentimento forte de beleza, justiça e boas maneiras. Muitos com essa posição sabem melhor o que pensam quando conversam sobre o assunto com um parceiro ou uma amiga. A vitalidade costuma subir em ambientes agradáveis e em companhia harmoniosa, e murchar diante do conflito constante ou da feiura. O propósito muitas vezes se liga à justiça, ao design, à mediação ou a qualquer trabalho que equilibre partes opostas. Na sua forma mais graciosa, o Sol em Libra é charmoso, justo e diplomático, capaz de acalmar uma sala tensa e de ver mérito nos dois lados. Traz senso de proporção às decisões. Sob pressão, o desejo de agradar pode apagar as preferências pessoais, as escolhas são adiadas para não decepcionar ninguém e o ressentimento cresce em silêncio por trás de um sorriso simpático. A autoimagem pode se apoiar demais na reação dos outros. A força deste Sol cresce quando aprende que assumir uma posição clara também é uma forma de justiça e que uma relação melhora quando as duas pessoas estão inteiramente presentes.`,
    keywords: ['parceria', 'justiça', 'harmonia', 'diplomacia', 'beleza', 'equilíbrio'],
    strengths: [
      'diplomacia natural',
      'forte senso de justiça',
      'graça e bom gosto',
      'habilidade para aproximar pessoas',
    ],
    challenges: [
      'fugir de conflitos necessários',
      'indecisão prolongada',
      'perder os próprios desejos na relação',
      'ressentimento calado por trás da cortesia',
    ],
  },

  Scorpio: {
    summary:
      'O Sol em Escorpião arde com uma intensidade concentrada, forjando a identidade na profundidade, na lealdade e na capacidade, conquistada a duras penas, de se transformar depois da crise ou da perda.',
    description: `A intensidade define o Sol em Escorpião. A água fixa mantém o sentimento firme e profundo, e por isso a vontade consciente é concentrada, não dispersa, e o propósito é perseguido com um foco que pode durar anos. Marte, o regente tradicional, empresta resistência e sangue-frio; Plutão, o regente moderno, acrescenta uma atração por verdades ocultas e mudanças profundas. O eu muitas vezes é forjado na crise: uma perda, um segredo revelado ou uma luta íntima pode se tornar a virada que mostra de que essa pessoa é feita. A vitalidade tem grandes reservas, embora seja guardada e raramente exibida. O dia a dia pode parecer calmo na superfície enquanto muita coisa acontece por baixo. No que tem de melhor, esta posição dá lealdade, percepção psicológica, honestidade diante de assuntos difíceis e uma rara capacidade de se recuperar e recomeçar. Não desvia o olhar onde os outros desviam. Quando ferido, pode crescer a necessidade de controle, confiar fica difícil, e a mágoa pode ser mantida viva como rancor ou como silêncio. As disputas de poder podem tomar o lugar da intimidade. A renovação chega quando o Sol em Escorpião deixa os outros verem um pouco do que sente, solta o que já terminou e dirige sua vontade formidável para a cura, a pesquisa ou a proteção de quem está vulnerável.`,
    keywords: ['intensidade', 'profundidade', 'transformação', 'lealdade', 'percepção', 'resistência', 'privacidade'],
    strengths: [
      'percepção psicológica profunda',
      'lealdade inabalável',
      'capacidade de se reerguer depois da crise',
      'coragem para encarar verdades duras',
    ],
    challenges: [
      'necessidade de controle',
      'dificuldade de confiar nos outros',
      'guardar rancor',
      'segredo que vira isolamento',
    ],
  },

  Sagittarius: {
    summary:
      'Em Sagitário, o Sol é um buscador, que tira vitalidade das viagens, do estudo e da fé e molda seu propósito em torno da procura de sentido e de verdade.',
    description: `Com o Sol em Sagitário, o eu está sempre um pouco na estrada. O fogo mutável dá uma vitalidade inquieta e esperançosa, renovada pelo movimento, pelo ar livre, por rostos novos e pela sensação de que algo maior está logo adiante. Júpiter, o regente, amplia a vontade solar numa busca de sentido, e assim a identidade é muitas vezes moldada por crenças, estudos, viagens e pelos mestres encontrados pelo caminho. O propósito costuma se expressar como uma pergunta (o que é verdadeiro, o que é justo, o que é possível) mais do que como uma meta fixa. O humor aqui é uma ferramenta de sobrevivência, e a franqueza é uma forma de respeito. Em boa forma, este Sol é generoso, sincero e encorajador, rápido em oferecer uma segunda chance e capaz de fazer uma longa jornada ou uma lição dura parecerem uma aventura. Seu otimismo contagia os outros com facilidade. Nos dias difíceis, a sede de liberdade pode transformar todo compromisso numa jaula, as promessas ultrapassam o que se pode cumprir, e uma filosofia favorita pode endurecer em sermão. Os detalhes escapam, e a inquietação pode ser confundida com crescimento. Este Sol amadurece quando sua visão ganha uma prática constante, quando escuta com a mesma amplitude com que viaja e quando a fé se prova na persistência do dia a dia.`,
    keywords: ['exploração', 'otimismo', 'sentido', 'liberdade', 'aprendizado', 'franqueza'],
    strengths: [
      'otimismo contagiante',
      'fala honesta e aberta',
      'visão ampla e generosa',
      'amor pelo estudo e pelas viagens',
    ],
    challenges: [
      'medo de ficar preso',
      'prometer mais do que pode cumprir',
      'pregar em vez de escutar',
      'descuido com os detalhes',
    ],
  },

  Capricorn: {
    summary:
      'O Sol em Capricórnio constrói a identidade pela disciplina e pela realização, ficando mais forte com o tempo à medida que o esforço paciente transforma metas de longo prazo em resultados duradouros.',
    description: `O Sol em Capricórnio se mede em anos, não em dias. A terra cardinal dá à vontade consciente uma inclinação estratégica: as metas são definidas, os planos traçados e o progresso feito um passo testado de cada vez. Saturno, o regente, traz disciplina, cautela e um respeito sério pela responsabilidade, e por isso a identidade muitas vezes se entrelaça com o trabalho, o status e os deveres que a pessoa aceitou carregar. A vitalidade pode parecer modesta na juventude e crescer com a idade, à medida que a experiência traz confiança e as estruturas erguidas pelo caminho começam a sustentar peso. Um humor seco e discreto costuma aliviar a seriedade. No cotidiano, isso pode aparecer no irmão confiável, na gerente que fica até tarde para resolver o problema ou em quem poupa em silêncio para um objetivo distante. Em plena forma, esta posição é estável, ética e paciente, capaz de liderar sem alarde e de transformar a ambição em algo útil para os outros. Quando o peso aumenta, a autoestima passa a depender só das conquistas, o descanso parece imerecido e as emoções são engavetadas até virarem um fardo pesado. Rigidez ou pessimismo podem se instalar. O caminho é deixar que o sucesso inclua calor, diversão e tempo com quem se ama, e tratar o eu como algo maior que um cargo.`,
    keywords: ['ambição', 'disciplina', 'responsabilidade', 'paciência', 'estrutura', 'realização'],
    strengths: [
      'planejamento de longo prazo',
      'senso de dever confiável',
      'paciência que supera os reveses',
      'liderança calma e prática',
    ],
    challenges: [
      'autoestima atrelada ao sucesso',
      'excesso de trabalho à custa do descanso',
      'reserva emocional',
      'rigidez e pessimismo',
    ],
  },

  Aquarius: {
    summary:
      'Com o Sol em Aquário, o eu se define pelas ideias, pela amizade e pelos princípios, e a vontade se volta para a originalidade, a justiça e o bem do grupo.',
    description: `Em Aquário, o Sol fica diante do seu signo de domicílio, e o eu se define menos pela glória pessoal do que pelas ideias, pelas amizades e pelo bem do grupo. O ar fixo torna a vontade firme nos princípios: depois que uma convicção se forma, ela tende a se manter, mesmo contra a moda ou a pressão. Saturno, o regente tradicional, dá estrutura e um senso de dever para com o coletivo, enquanto Urano, o regente moderno, acrescenta originalidade, impaciência com regras enfadonhas e o hábito de enxergar o futuro antes dos outros. A identidade muitas vezes cresce por ser diferente de propósito, ou por pertencer a um círculo de gente que pensa parecido. A vitalidade se acende com conceitos novos, causas e projetos em comum mais do que com elogios pessoais. No auge, este Sol é justo, inventivo e humano, trata todos como iguais e imagina formas práticas de fazer os sistemas funcionarem melhor. Pode ser um amigo constante ao longo de muitos anos. Sob tensão, o desapego vira distância, a independência vira rebeldia gratuita, e uma teoria forte pode prevalecer sobre os sentimentos das pessoas próximas. As necessidades emocionais podem ser descartadas como irracionais. Esta posição prospera quando seus ideais são postos à prova em relações reais e quando permite que o calor e a proximidade façam parte do futuro que espera construir.`,
    keywords: ['originalidade', 'independência', 'amizade', 'princípios', 'reforma', 'comunidade'],
    strengths: [
      'mente inventiva e voltada ao futuro',
      'justiça com todos',
      'lealdade a amigos e causas',
      'coragem de se destacar do grupo',
    ],
    challenges: [
      'distância emocional',
      'contrariar só por contrariar',
      'ideias que atropelam sentimentos',
      'apego teimoso aos princípios',
    ],
  },

  Pisces: {
    summary:
      'O Sol em Peixes se expressa pela empatia e pela imaginação, com um senso de si fluido que busca sentido na compaixão, na arte e numa vida interior silenciosa.',
    description: `As fronteiras do eu são macias quando o Sol está em Peixes. A água mutável deixa a identidade fluir e se adaptar, assumindo as cores de um ambiente ou os humores das pessoas que estão nele, e a vontade consciente muitas vezes se guia mais pela intuição e pelo sentimento do que por um plano fixo. Júpiter, o regente tradicional, empresta fé e generosidade; Netuno, o regente moderno, acrescenta imaginação, idealismo e a saudade de algo maior do que a vida comum. O propósito pode vir pela arte, pela música, pela prática espiritual, pelo cuidado com os outros ou por qualquer trabalho que alivie o sofrimento. A vitalidade tende a ser sensível e precisa de recolhimento regular: tempo perto da água, sono, solidão e uma absorção criativa tranquila ajudam a restaurá-la. No auge da inspiração, esta posição é compassiva, indulgente e profundamente criativa, capaz de perceber o que não foi dito e de responder com delicadeza. Dá de bom grado seu tempo e sua atenção. Em fases de desgaste, as fronteiras macias deixam entrar demais: a energia se esvai, as decisões claras são evitadas e a fuga para a fantasia ou a distração parece um atalho melhor do que olhar os fatos de frente. O autossacrifício pode escorregar para o martírio. Este Sol fica mais forte quando dá forma prática aos sonhos, mantém alguns limites firmes e aprende que a compaixão inclui cuidar das próprias necessidades.`,
    keywords: ['compaixão', 'imaginação', 'intuição', 'sensibilidade', 'fé', 'criatividade'],
    strengths: [
      'empatia profunda',
      'imaginação rica',
      'natureza gentil e indulgente',
      'abertura ao espiritual',
    ],
    challenges: [
      'limites pessoais frágeis',
      'fugir dos fatos difíceis',
      'evitar decisões claras',
      'sacrificar-se até o esgotamento',
    ],
  },
};
