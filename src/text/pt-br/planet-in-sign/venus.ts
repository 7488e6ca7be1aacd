// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { PlacementText } from '../../placement-text.js';

/** Vênus em cada um dos doze signos, em português do Brasil. */
export const VENUS_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary:
      'Vênus em Áries ama tomando a iniciativa, atraída pela coragem e pelos começos, e demonstra afeto com gestos ousados em vez de uma conquista lenta e cautelosa.',
    description: `Aqui a atração chega depressa e se anuncia. Vênus está num signo de fogo cardinal regido por Marte, e assim o planeta da harmonia toma emprestada a energia do planeta da conquista; o resultado é alguém que prefere mandar a primeira mensagem a esperar por ela. O desejo é limpo e direto: uma faísca, uma decisão, um plano para sábado à noite feito na quinta à tarde. O gosto pende para o vibrante, o esportivo e o novo, e o prazer muitas vezes vem de fazer algo juntos, como uma trilha, uma corrida ou uma viagem de carro improvisada, em vez de ficar parado. A astrologia tradicional chama esta posição de Vênus em exílio, o que quer dizer apenas que o signo puxa contra o lado paciente e receptivo do planeta. Sob tensão, a emoção da conquista pode atropelar o trabalho de manter um vínculo vivo, e uma semana tranquila pode ser lida como falta de interesse. A impaciência com o ritmo mais lento da outra pessoa também pode explodir em palavras rápidas das quais depois se arrepende. Em boa fase, esta Vênus traz honestidade, calor e uma refrescante ausência de joguinhos. Aprender a continuar curiosa depois do primeiro arrebatamento transforma a famosa faísca numa chama constante, que segue viva anos depois.`,
    keywords: ['paixão', 'iniciativa', 'franqueza', 'espontaneidade', 'coragem', 'empolgação'],
    strengths: [
      'mostra o que sente sem joguinhos',
      'traz energia e diversão à relação',
      'defende com garra quem ama',
      'recupera-se depressa de uma rejeição',
    ],
    challenges: [
      'perde o interesse quando a conquista acaba',
      'impaciência com quem tem outro ritmo',
      'age pela atração antes de pensar',
      'confunde calmaria com tédio',
    ],
  },
  Taurus: {
    summary:
      'Enraizada no próprio signo de terra, Vênus em Touro encontra o amor pelos sentidos e pela constância, valorizando o conforto, a boa comida e alguém que fica.',
    description: `Poucas posições parecem tão assentadas quanto esta. Touro é um dos dois signos regidos por Vênus, e a terra fixa dá ao planeta um corpo para habitar: o peso de uma manta de lã, o cheiro de pão no forno, o prazer lento de um longo jantar com alguém conhecido. O amor se mostra mais pela confiabilidade e pelo toque do que por discursos, e a confiança se constrói como um jardim cresce, estação após estação. O gosto vai para a qualidade que dura, seja uma cadeira bem-feita, uma música preferida ouvida mil vezes ou uma amizade mantida por décadas. Dinheiro e bens carregam significado emocional, porque a segurança faz parte do que torna o afeto real. Levada ao limite, essa estabilidade pode endurecer em teimosia, possessividade ou na recusa de deixar uma situação que já não devolve nada. O conforto também pode virar um hábito que sufoca o crescimento, com as mesmas rotinas repetidas muito depois de terem perdido o encanto. Na sua forma mais bela, Vênus em Touro oferece uma presença serena e generosa que faz os outros se sentirem seguros e cuidados. Deixar espaço para a mudança dentro dessa lealdade mantém o vínculo fresco sem que ele perca as raízes profundas.`,
    keywords: ['sensualidade', 'lealdade', 'conforto', 'paciência', 'segurança', 'beleza'],
    strengths: [
      'afeto estável e confiável',
      'olho natural para a qualidade duradoura',
      'faz um lar parecer quente e tranquilo',
      'paciência nas estações difíceis',
    ],
    challenges: [
      'possessividade nos laços próximos',
      'resistência à mudança necessária',
      'medir o amor pela segurança material',
      'ficar tempo demais por hábito',
    ],
  },
  Gemini: {
    summary:
      'Vênus em Gêmeos se encanta com a inteligência e a conversa, e busca alguém que seja também amigo e uma companhia animada para a mente.',
    description: `O romance para Vênus em Gêmeos muitas vezes começa com uma boa troca de palavras. Num signo de ar mutável regido por Mercúrio, a atração se acende com um comentário espirituoso, uma piada compartilhada ou uma conversa de madrugada que passeia por uma dúzia de assuntos antes que alguém perceba a hora. A variedade é uma necessidade real aqui, não um capricho: lugares novos, livros novos, gente nova e mensagens brincalhonas ao longo do dia mantêm o coração envolvido. As preferências são ecléticas e se atualizam depressa, com um carinho especial pelo que é leve, útil e rende assunto. Alguém que acompanhe o ritmo, escute bem e ria com facilidade vale mais do que grandes gestos. Sob pressão, a mesma leveza pode virar inquietação, flerte usado para fugir de sentimentos mais fundos, ou o hábito de manter várias opções abertas para que nenhuma escolha pareça definitiva. Os sentimentos podem ser analisados e explicados em vez de simplesmente sentidos, o que pode deixar os outros sem saber onde pisam. Bem usada, esta Vênus mantém as relações jovens, curiosas e cheias de ideias frescas. Quando o gosto pela conversa se une à disposição de dizer o que realmente importa, torna-se um dom para uma companhia honesta e duradoura.`,
    keywords: ['curiosidade', 'espírito', 'variedade', 'conversa', 'flerte', 'amizade'],
    strengths: [
      'mantém a relação divertida e interessante',
      'conversa abertamente sobre os problemas',
      'adapta-se com facilidade a novos ambientes sociais',
      'vê encanto nas pequenas coisas do dia a dia',
    ],
    challenges: [
      'inquietação quando tudo vira rotina',
      'deixar os sentimentos no plano das ideias',
      'dificuldade de escolher e se comprometer',
      'atenção dispersa nos momentos de intimidade',
    ],
  },
  Cancer: {
    summary:
      'Cuidando e protegendo, Vênus em Câncer encontra um prazer profundo no lar, na família, nas memórias compartilhadas e nos rituais silenciosos do cuidado.',
    description: `A ternura é a língua materna desta posição. Vênus atravessa um signo de água cardinal regido pela Lua, e o afeto toma a forma de alimentar, abrigar e lembrar: a sopa levada ao amigo doente, o aniversário nunca esquecido, o álbum de fotos sempre em dia. A atração cresce onde há segurança emocional, e a confiança é oferecida devagar e depois mantida com grande lealdade. O conforto vem do que é familiar e significativo, como receitas antigas, objetos herdados e cômodos que parecem habitados. Como a Lua muda de fase, os humores podem oscilar, e a necessidade de ser tranquilizada pode subir e descer com eles. Em tempos de ansiedade, o cuidado pode virar grude, e os sentimentos feridos podem se esconder atrás de uma carapaça protetora ou sair de modo indireto, em forma de bico ou de culpa. Feridas passadas às vezes colorem as relações presentes mais do que os fatos justificam. Com espaço para florescer, Vênus em Câncer cria uma sensação de pertencimento de que os outros se lembram pela vida inteira. Dizer as necessidades com clareza, em vez de esperar que sejam adivinhadas, permite que essa devoção profunda seja recebida como o presente generoso que de fato é.`,
    keywords: ['cuidado', 'devoção', 'lar', 'memória', 'sensibilidade', 'proteção'],
    strengths: [
      'faz os outros se sentirem em casa e bem cuidados',
      'lealdade profunda à família e aos amigos',
      'lembra os detalhes que importam',
      'cria laços emocionais duradouros',
    ],
    challenges: [
      'grudar quando se sente insegura',
      'esconder a mágoa atrás de uma carapaça',
      'apego a antigas queixas',
      'esperar que as necessidades sejam adivinhadas',
    ],
  },
  Leo: {
    summary:
      'Generosa e um pouco teatral, Vênus em Leão quer que o romance pareça especial e oferece calor, lealdade e admiração em troca.',
    description: `Aqui o afeto quer plateia, ou ao menos um holofote para dois. Vênus num signo de fogo fixo regido pelo Sol trata o amor como algo que merece ser celebrado, com flores, festas-surpresa, cartas escritas à mão e noites de roupa caprichada sem motivo especial. O coração é quente e fiel, e, uma vez comprometido, tende a permanecer assim, brilhando de modo constante sobre quem escolheu. O estilo favorece a cor, o drama e um toque de luxo, além de um prazer verdadeiro no jogo, na atuação e nos passatempos criativos compartilhados a dois. O apreço é o combustível que mantém esta Vênus acesa, e uma simples palavra de elogio pode sustentá-la por dias. Num dia ruim, a necessidade de ser admirada pode se transformar na de ser o centro, e a falta de atenção pode soar como rejeição. O orgulho também pode dificultar pedir desculpas ou admitir que se magoou, e assim pequenas desfeitas crescem mais do que precisariam. Na sua forma mais graciosa, esta posição faz todos ao redor se sentirem valorizados e um pouco mais vivos. Elogiar com a mesma liberdade com que espera ser elogiada transforma um brilho natural numa fonte duradoura de alegria para todo o círculo.`,
    keywords: ['romance', 'generosidade', 'calor', 'orgulho', 'jogo', 'lealdade'],
    strengths: [
      'afeto caloroso e generoso',
      'faz dias comuns parecerem festa',
      'leal depois que faz uma escolha',
      'estimula a criatividade dos outros',
    ],
    challenges: [
      'precisar de admiração constante',
      'orgulho que impede o pedido de desculpas',
      'sentir-se desprezada pela falta de atenção',
      'transformar o amor num espetáculo',
    ],
  },
  Virgo: {
    summary:
      'A atenção cuidadosa e a ajuda prática carregam o afeto de Vênus em Virgem, que prefere gestos discretos de serviço a grandes declarações ou a um romance exibido.',
    description: `Para esta Vênus, amar é um verbo de ação. Num signo de terra mutável regido por Mercúrio, o planeta demonstra devoção percebendo o que alguém precisa e cuidando disso sem alarde: consertar a porta que range, preparar a marmita, aprender exatamente como a pessoa amada gosta do café. O respeito pela competência, pela inteligência ou pela gentileza mostrada em gestos pequenos e constantes costuma ser o que primeiro conquista este coração. Linhas limpas, objetos úteis e coisas bem-feitas exercem forte atração, e há um olho afiado para detalhes que os outros deixam passar. A tradição chama este signo de queda de Vênus, um jeito de dizer que o prazer aberto e fácil não vem naturalmente aqui; ele precisa ser permitido. Quando o estresse aumenta, a vontade de melhorar as coisas pode virar crítica ao par, ou a si mesma, e o afeto pode ser retido até que tudo pareça bom o bastante. A preocupação em amar do jeito certo pode abafar o simples prazer de estar junto. O que Vênus em Virgem oferece, no fim das contas, é um cuidado atencioso, modesto e profundamente confiável, que se fortalece com o tempo. Aceitar a imperfeição nos outros, e sobretudo em si, permite que essa devoção silenciosa relaxe num prazer verdadeiro e sem pressa.`,
    keywords: ['serviço', 'discernimento', 'modéstia', 'cuidado', 'refinamento', 'confiabilidade'],
    strengths: [
      'demonstra amor com ajuda prática',
      'percebe pequenas necessidades e detalhes',
      'afeto honesto e modesto',
      'esforço constante para que as coisas funcionem',
    ],
    challenges: [
      'crítica a si mesma ou ao par',
      'dificuldade de se entregar ao prazer',
      'segurar o afeto até tudo parecer perfeito',
      'preocupação que rouba o prazer',
    ],
  },
  Libra: {
    summary:
      'Vênus em Libra busca equilíbrio, graça e parceria verdadeira, valorizando a justiça, as boas maneiras e a beleza tanto nas relações quanto no ambiente.',
    description: `Libra é o signo em que Vênus fala com mais fluência sobre relacionamento. Como domicílio aéreo e cardinal do planeta, ele volta o amor para a parceria como uma arte: o dar e receber de uma boa conversa, a decisão tomada a dois, a noite planejada com o gosto de ambos em mente. Beleza, cortesia e senso de justiça atraem com força, e há um dom para enxergar o lado do outro antes que ele termine de se explicar. O estilo é refinado e equilibrado, com instinto para cor, proporção e ambientes agradáveis, seja nas roupas, na música ou na arrumação de uma sala. Como este signo dá início às coisas no mundo social, esta Vênus muitas vezes aproxima pessoas, apresentando amigos, aparando tensões e recebendo bem. Fora de equilíbrio, o amor à harmonia pode levar a evitar o conflito a qualquer custo, a concordar quando a vontade verdadeira é recusar ou a perder de vista os próprios desejos na tentativa de agradar. A indecisão pode travar escolhas importantes por muito tempo. Funcionando bem, Vênus em Libra cria relações justas e delicadas em que as duas pessoas se sentem vistas. A disposição de discordar com gentileza torna essa harmonia honesta e forte.`,
    keywords: ['harmonia', 'parceria', 'graça', 'justiça', 'diplomacia', 'estética'],
    strengths: [
      'enxerga os dois lados de uma divergência',
      'senso refinado de beleza e estilo',
      'gentileza e consideração com os outros',
      'aproxima as pessoas',
    ],
    challenges: [
      'evitar o conflito a qualquer custo',
      'indecisão diante de escolhas importantes',
      'perder os próprios desejos no outro',
      'dizer sim para manter a paz',
    ],
  },
  Scorpio: {
    summary:
      'Intensa e reservada no amor, Vênus em Escorpião busca profundidade, lealdade e verdade emocional, e não uma ligação leve ou casual.',
    description: `Nada na atração é casual para esta posição. Vênus num signo de água fixo, regido tradicionalmente por Marte e, na prática moderna, também por Plutão, quer um vínculo que chegue abaixo da superfície, onde segredos são partilhados e a confiança é testada e comprovada. O desejo é forte e concentrado; depois que o interesse se acende, tende a se fixar numa única pessoa. O gosto pende para o que é intenso, escuro e significativo: cores profundas, mistérios, longas conversas sobre as coisas que a maioria evita. Este é considerado um signo de exílio para Vênus, já que sua profundidade e seu controle puxam contra a sociabilidade fácil e aberta do planeta. Quando a confiança é abalada, a intensidade pode virar ciúme, possessividade ou o hábito de pôr à prova a lealdade do outro. Traições passadas podem ser lembradas muito depois do momento de soltá-las, e a vulnerabilidade pode parecer tão arriscada que é guardada com silêncio ou controle. No auge da sua força, Vênus em Escorpião oferece uma lealdade feroz e uma honestidade emocional que poucas posições conseguem igualar. Deixar a confiança crescer a partir da abertura, e não do controle, permite que esse amor poderoso cure e renove as duas pessoas da relação.`,
    keywords: ['intensidade', 'profundidade', 'lealdade', 'paixão', 'privacidade', 'transformação'],
    strengths: [
      'compromisso profundo e duradouro',
      'honestidade e coragem emocional',
      'continua presente nos tempos difíceis',
      'enxerga por baixo da superfície das pessoas',
    ],
    challenges: [
      'ciúme e possessividade',
      'testar a lealdade de quem ama',
      'apego a traições antigas',
      'usar o silêncio ou o controle como proteção',
    ],
  },
  Sagittarius: {
    summary:
      'Liberdade, aventura e grandes ideias atraem Vênus em Sagitário, que ama melhor ao lado de alguém que partilhe tanto a viagem quanto as risadas.',
    description: `Uma estrada aberta e uma boa história acendem esta Vênus. Num signo de fogo mutável regido por Júpiter, o afeto cresce na descoberta compartilhada: viagens, estudos, longas conversas sobre fé e sentido, ou simplesmente experimentar um restaurante num canto da cidade onde nunca se esteve. Pessoas de outras origens, ou com forte senso de humor e de propósito, são especialmente atraentes. O gosto é amplo e generoso, e coleciona lembranças, idiomas e amigos de muitos lugares. A honestidade importa muito, às vezes dita de forma mais brusca do que se pretendia. O amor fica mais vivo quando deixa espaço para respirar, e quem trata a liberdade como um valor comum, e não como ameaça, encontra aqui uma companhia leal. Se a inquietação vence, o medo de ficar preso pode levar a manter um pé fora da porta, a prometer mais do que se pode cumprir ou a derivar rumo à próxima possibilidade empolgante. O otimismo também pode pular problemas que pedem atenção paciente. O melhor de Vênus em Sagitário traz alegria, generosidade e uma visão ampla às relações. Escolher o compromisso como mais um tipo de aventura permite que esse coração aberto cresça em profundidade, e não só em largura.`,
    keywords: ['aventura', 'liberdade', 'otimismo', 'honestidade', 'generosidade', 'exploração'],
    strengths: [
      'traz humor e entusiasmo ao amor',
      'abertura a pessoas de todos os caminhos',
      'honestidade sobre sentimentos e intenções',
      'generosidade com o tempo e o incentivo',
    ],
    challenges: [
      'medo de se prender',
      'franqueza que fere',
      'prometer demais no calor do momento',
      'pular os problemas à base de otimismo',
    ],
  },
  Capricorn: {
    summary:
      'Vênus em Capricórnio trata o amor como um compromisso sério e demonstra devoção pela confiabilidade, pelas metas em comum e por um cuidado que se aprofunda com o tempo.',
    description: `A paciência é o dom romântico de Vênus em Capricórnio. Num signo de terra cardinal regido por Saturno, o afeto se mede em atitudes que resistem aos anos: chegar na hora, cumprir promessas, ajudar a construir um lar, um negócio ou um futuro em comum, um passo de cada vez. A atração costuma ir para a maturidade, a competência e a ambição, e pode haver desde cedo uma preferência por pessoas que parecem estabelecidas ou um pouco mais velhas de espírito. O gosto favorece estilos clássicos, materiais de qualidade e coisas que melhoram com a idade, como um bom couro, madeira antiga ou um jardim bem cuidado. Os sentimentos costumam ser expressos com reserva no começo e com mais calor à medida que a confiança é conquistada. Sob pressão pesada, a cautela pode virar frieza, e a preocupação com status, dinheiro ou aparências pode pesar demais nas escolhas do coração. O trabalho também pode passar à frente do prazer, até que a pessoa amada se sinta mais um item da agenda. Madura e segura, esta Vênus oferece um amor confiável e discretamente devotado, que fica mais rico a cada ano. Reservar tempo para a diversão e para a ternura aberta impede que essa força fique rígida ou distante.`,
    keywords: ['compromisso', 'responsabilidade', 'paciência', 'ambição', 'reserva', 'perseverança'],
    strengths: [
      'cumpre promessas e compromissos',
      'constrói segurança duradoura a dois',
      'gosto pela qualidade clássica e duradoura',
      'apoio calmo nos tempos difíceis',
    ],
    challenges: [
      'reserva que parece frieza',
      'pôr o trabalho à frente do prazer',
      'dar peso demais ao status',
      'demora para mostrar ternura abertamente',
    ],
  },
  Aquarius: {
    summary:
      'Vênus em Aquário valoriza a amizade, a independência e a originalidade no amor, preferindo uma parceria entre iguais que deixe espaço para cada um ser diferente.',
    description: `A amizade está no centro do amor para esta posição. Num signo de ar fixo regido por Saturno no sistema antigo e por Urano no mais novo, Vênus quer um vínculo entre dois indivíduos livres que partilhem ideais, humor e curiosidade pelo mundo. O interesse muitas vezes nasce de trabalhar juntos por uma causa, de entrar no mesmo grupo ou de se conhecer por meio de um círculo de amigos, e a relação pode seguir um desenho próprio e incomum, em vez de qualquer roteiro padrão. O gosto se inclina para o original, o moderno e o levemente excêntrico, da música incomum a modos de vida fora do convencional. Justiça e respeito importam mais do que um romance arrebatador. Quando a proximidade parece ameaça, a necessidade de independência pode virar distância emocional, e princípios fortes podem endurecer em teimosia sobre como o amor deveria funcionar. O calor oferecido com generosidade a toda uma comunidade às vezes é mais difícil de dar, de perto, a uma única pessoa. Vivida por inteiro, Vênus em Aquário cria relações baseadas em honestidade, aceitação e liberdade mútua, em que cada um é incentivado a crescer. Deixar que a proximidade pareça segura, e não sufocante, permite que esse coração amigo se abra de vez à intimidade que ele também deseja em silêncio.`,
    keywords: ['amizade', 'independência', 'originalidade', 'igualdade', 'idealismo', 'abertura'],
    strengths: [
      'trata o par como igual e como amigo',
      'aceita as pessoas como são',
      'traz ideias novas às relações',
      'lealdade a ideais e causas comuns',
    ],
    challenges: [
      'distância emocional nos momentos íntimos',
      'teimosia quanto aos princípios',
      'dificuldade com a intimidade do cotidiano',
      'mais calor com o grupo do que com uma pessoa',
    ],
  },
  Pisces: {
    summary:
      'Com compaixão e imaginação, Vênus em Peixes anseia por um vínculo de alma e encontra beleza na música, na arte, na bondade e na devoção silenciosa.',
    description: `A tradição honra este signo como a exaltação de Vênus, onde o amor do planeta se expande em algo próximo da devoção. Num signo de água mutável regido por Júpiter, com Netuno como corregente moderno, o afeto flui com facilidade e quase sem condições: a disposição de perdoar, de consolar e de ver o melhor de alguém mesmo quando a própria pessoa não consegue vê-lo. A atração muitas vezes se volta para a sensibilidade, a criatividade ou um toque de mistério, e o romance pode ter uma qualidade de sonho, como se a relação pertencesse a uma canção ou a um filme. A beleza está nas cores suaves, na água, na música e na arte que comove. Quando sobrecarregada, essa abertura pode borrar os limites e levar ao autossacrifício, a querer salvar quem precisa salvar a si mesmo ou a amar um ideal mais do que a pessoa real que está ali. A decepção pode ser evitada derivando para a fantasia em vez de falar. No fundo, Vênus em Peixes oferece um amor gentil e curador, que faz os outros se sentirem profundamente compreendidos. Unir essa compaixão a limites claros permite que esse coração generoso se doe livremente sem se perder pelo caminho.`,
    keywords: ['compaixão', 'romance', 'imaginação', 'devoção', 'sensibilidade', 'perdão'],
    strengths: [
      'compaixão profunda e capacidade de perdoar',
      'forte senso artístico e musical',
      'faz os outros se sentirem compreendidos',
      'devoção gentil e desprendida',
    ],
    challenges: [
      'limites borrados nas relações',
      'idealizar a pessoa amada',
      'sacrificar-se até se perder',
      'fugir para a fantasia em vez de falar',
    ],
  },
};
