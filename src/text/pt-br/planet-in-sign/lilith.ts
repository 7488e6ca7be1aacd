// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Lilith, a Lua Negra (o apogeu lunar médio), em cada um dos doze signos, em português do Brasil. */
export const LILITH_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Lilith, a Lua Negra, em Áries guarda um impulso cru e não solicitado de agir sozinha, e o recupera ao tratar a autodeterminação como direito de nascença, e não como ofensa.',
    description: `O que se empurra para fora de vista aqui é a vontade pura, sem verniz. No fogo cardinal regido por Marte, a Lua Negra marca o impulso de se mexer primeiro, de dizer não sem dar motivo e de querer algo em voz alta. Em algum ponto do caminho, esse impulso pode ter sido rotulado de egoísta, mal-educado ou assustador, e então foi para o subterrâneo e aprendeu a aparecer só em rompantes.

Os sinais cotidianos do padrão são fáceis de reconhecer depois que ganham nome: um acesso de fúria quando alguém termina uma frase por essa pessoa, a recusa em seguir instruções perfeitamente razoáveis ou um prazer secreto em quebrar uma pequena regra. Sob tensão, o impulso exilado vira rebeldia pela rebeldia, arrumando briga para provar que ninguém manda ali, ou desaba numa obediência apática e ressentida que vaza mais tarde em palavras afiadas.

No seu melhor, esse posicionamento sabe exatamente onde ficam as próprias bordas. Quando o direito de agir sem pedir licença é assumido com calma, o calor fica limpo: a prontidão para liderar quando os outros congelam, para sair de uma situação que exige reverência demais e para apoiar qualquer um que ouça que deve se fazer menor.`,
    keywords: ['autonomia', 'desafio', 'vontade crua', 'independência', 'raiva', 'iniciativa'],
    strengths: ['age sem esperar aprovação', 'limites pessoais claros', 'coragem sob pressão', 'defende o direito de dizer não'],
    challenges: ['rebeldia pela rebeldia', 'acessos súbitos de fúria', 'obediência ressentida', 'desconfiança de toda autoridade'],
  },
  Taurus: {
    summary: 'Lilith, a Lua Negra, em Touro guarda uma fome funda e teimosa de prazer e de posse do próprio corpo que um dia foi envergonhada, e a recupera num desfrute sem pressa e assumido.',
    description: `O próprio corpo vira terreno em disputa. A terra fixa regida por Vênus dá a Lilith um tom lento e sensual: o apetite, o toque, o descanso, a sensação de um bom pão ou do sol morno na pele. Esses desejos simples podem ter sido tratados como excesso ou como algo impróprio, ou alguém pode ter tomado para si o direito de decidir o que essa pessoa podia ter, comer, vestir ou aproveitar.

O exílio se mostra de maneiras discretas. Pode haver culpa depois de um agrado perfeitamente comum, um apego feroz a certos objetos ou uma recusa categórica a ser apressada que os outros leem como preguiça. Sob pressão, o lado indomado oscila entre a privação e o exagero, segurando-se por semanas e depois pegando muito mais do que queria. A possessividade também pode aparecer, como se perder uma coisa fosse perder o controle de si.

Recuperada, a mesma energia é maravilhosamente estável. Aqui está alguém que sabe do que o corpo gosta e não pede desculpas por isso, que valoriza o consentimento e a posse em todos os sentidos e que pode ensinar os outros a ir mais devagar e aproveitar o que já é deles. O prazer, antes fonte de vergonha, vira um respeito próprio firme e generoso.`,
    keywords: ['sensualidade', 'apetite', 'posse', 'corpo', 'teimosia', 'amor-próprio'],
    strengths: ['prazer sem vergonha', 'forte senso de consentimento', 'estabilidade sob pressão', 'sabe do que o corpo precisa'],
    challenges: ['culpa por prazeres simples', 'oscilar entre privação e excesso', 'possessividade', 'recusar-se a ceder um milímetro'],
  },
  Gemini: {
    summary: 'Lilith, a Lua Negra, em Gêmeos acumula as palavras, as perguntas e a curiosidade que um dia foram caladas, e as liberta ao dizer o que pensa com espírito e ousadia.',
    description: `Perguntas proibidas moram no coração desse posicionamento. No ar mutável regido por Mercúrio, Lilith se concentra na linguagem: o comentário abafado à mesa do jantar, o assunto tabu que ninguém explicava, a tirada esperta que rendeu uma bronca. Uma mente rápida e inquieta pode ter aprendido cedo que certos pensamentos não eram bem-vindos, e por isso aprendeu a manter uma segunda conversa, particular, correndo por baixo da educada.

No dia a dia, isso pode aparecer como uma língua afiada que escapa em momentos constrangedores, um gosto por fofocas ou segredos, ou uma comichão de dizer exatamente aquilo que ninguém mais diz. A tensão traz uma fala nervosa e dispersa, meias-verdades usadas como armadura ou o hábito de zombar do que não pode ser discutido abertamente. Algumas pessoas com esse posicionamento se calam, duvidando de que suas palavras um dia serão levadas a sério.

A recuperação vem pela fala honesta. A escrita, o ensino, o humor e a conversa franca dão a essa mente inquieta um lugar para respirar. Quando o medo de ser silenciada diminui, o que resta é um dom raro para nomear o não dito, fazer a pergunta incômoda mas necessária e tornar os temas difíceis mais fáceis de abordar para todo mundo.`,
    keywords: ['fala proibida', 'curiosidade', 'segredos', 'espírito', 'perguntas', 'inquietação'],
    strengths: ['nomeia o que os outros evitam', 'humor rápido e destemido', 'faz a pergunta necessária', 'torna os temas difíceis abordáveis'],
    challenges: ['comentários cortantes na hora errada', 'meias-verdades como armadura', 'fala nervosa e dispersa', 'duvidar da própria voz'],
  },
  Cancer: {
    summary: 'Lilith, a Lua Negra, em Câncer revela uma necessidade feroz e desarrumada de colo e de liberdade emocional, e se cura ao se recusar a cuidar nos termos de outra pessoa.',
    description: `É sobre essa Lilith que as expectativas da família pesam mais. A água cardinal regida pela Lua coloca Lilith na própria casa da Lua, e por isso a tensão é pessoal e próxima: quem tem permissão para precisar, quem deve dar e que tipo de cuidado conta como aceitável. Com frequência o exílio envolve sentimentos que não cabiam no molde da família, como a raiva de um dos pais, a ambivalência diante do papel de cuidar ou uma fome de consolo que parecia grande demais para ser admitida.

Na vida comum, isso pode aparecer como um humor que passa depressa da ternura à frieza, uma relação inquieta com o lar ou um forte impulso de dar colo aos outros enquanto, em segredo, se ressente disso. Quando o estresse aperta, os instintos de proteção ficam sufocantes ou defensivos, e velhos padrões da família se repetem em novas relações sem serem notados. Pode haver também um desejo profundo de pertencer, sentado ao lado de uma vontade igualmente forte de sair porta afora.

Quando esses sentimentos emaranhados são permitidos, surge uma força verdadeira. O cuidado passa a ser escolhido, e não devido, e o lar se torna um lugar que essa pessoa constrói de propósito. Essa liberdade abre espaço para um calor selvagem, leal e protetor, que abriga os outros sem jamais pedir que eles se encolham.`,
    keywords: ['colo', 'família', 'pertencimento', 'liberdade emocional', 'proteção', 'humores'],
    strengths: ['lealdade protetora e feroz', 'cuidado dado por escolha', 'honestidade sobre sentimentos ambíguos', 'constrói um lar nos próprios termos'],
    challenges: ['cuidar com ressentimento', 'recolhimento emocional repentino', 'repetir padrões da família', 'humores sufocantes ou defensivos'],
  },
  Leo: {
    summary: 'Lilith, a Lua Negra, em Leão esconde um desejo ousado e rebelde de ser vista e adorada, e o recupera brilhando sem precisar da permissão de ninguém.',
    description: `Com esse posicionamento, o orgulho vive no exílio. O fogo fixo regido pelo Sol dá a Lilith uma fome de atenção, de admiração e de jogo criativo que pode ter sido provocada, invejada ou cortada um dia como exibicionismo. O resultado pode ser alguém que esconde totalmente a própria luz ou que exige o holofote com uma força que surpreende até a si mesmo.

Pequenos momentos revelam a divisão. O elogio pode constranger e, ao mesmo tempo, nunca bastar; um projeto criativo pode ser abandonado bem quando começa a dar certo, por medo de que alguém ria. Sob pressão, o orgulho ferido fica dramático, exige lealdade e emburra quando a atenção se desvia, ou então fica frio e distante, fingindo não ligar nem um pouco para o reconhecimento. O romance pode virar palco para testar se o amor é dado de verdade.

A virada chega quando a pessoa para de se perguntar se merece ser notada. Assumida abertamente, Lilith em Leão traz uma presença magnética, uma sexualidade brincalhona e uma veia criativa ousada que não se deixa domesticar em algo seguro. Alguém assim muitas vezes ilumina o caminho dos outros, dando às pessoas mais quietas coragem para agradecer os aplausos e se deixar admirar também.`,
    keywords: ['orgulho', 'visibilidade', 'criatividade', 'desejo de ser adorada', 'drama', 'brincadeira'],
    strengths: ['presença magnética', 'expressão criativa ousada', 'generosidade no incentivo', 'brilha sem pedir desculpas'],
    challenges: ['esconder o talento por medo', 'exigir lealdade constante', 'orgulho ferido e emburramento', 'frieza que disfarça a mágoa'],
  },
  Virgo: {
    summary: 'Lilith, a Lua Negra, em Virgem se rebela contra padrões impossíveis de pureza e de utilidade, e encontra liberdade ao honrar o corpo e sua inteligência bagunçada e imperfeita.',
    description: `Aqui a perfeição é a gaiola. Na terra mutável regida por Mercúrio, a Lua Negra faz pressão contra as regras de ser limpo, correto, modesto e prestativo. Em algum lugar, a mensagem pode ter sido a de que o valor depende de ser impecável ou de servir, e de que tudo o que fosse desarrumado, terreno ou em causa própria devia ser escondido. Os instintos naturais acabam então arquivados como defeitos.

O cotidiano pode refletir isso num zumbido constante de autocrítica, num controle miúdo das rotinas ou num nojo secreto das próprias necessidades. Os outros podem notar o olhar afiado para os defeitos deles antes de perceber a bondade que existe por baixo. Numa semana ruim, o serviço vira martírio, o trabalho se espalha até ocupar todas as horas, e o corpo protesta com tensão, cansaço ou uma inquietação fácil de ignorar. Um fio discreto de rebeldia pode surgir em hábitos estranhos e particulares que quebram todas as regras de uma vez.

Quando a exigência de pureza é deixada de lado, essa Lilith se torna uma curadora habilidosa e terrena da vergonha. O ofício, o trabalho cuidadoso e a atenção ao corpo viram fontes de prazer, e não de penitência. Alguém assim aprende que ser útil e ser inteiro são coisas diferentes, e ajuda os outros a fazer as pazes com as próprias imperfeições.`,
    keywords: ['pureza', 'perfeccionismo', 'serviço', 'autocrítica', 'sabedoria do corpo', 'ofício'],
    strengths: ['mãos habilidosas e cuidadosas', 'franqueza sobre o corpo', 'ajuda os outros a soltar a vergonha', 'honestidade prática'],
    challenges: ['crítico interior implacável', 'serviço que vira martírio', 'rotinas controladoras', 'nojo escondido das próprias necessidades'],
  },
  Libra: {
    summary: 'Lilith, a Lua Negra, em Libra recusa o papel de parceira sempre agradável e recupera a autonomia ao escolher as relações como igual, e não como espelho.',
    description: `Nesse signo, ser agradável tem um custo escondido. O ar cardinal regido por Vênus põe Lilith no espaço entre duas pessoas, onde a pressão para ser simpático, justo e atraente pode abafar o desejo honesto. Pode haver uma velha lição de que manter a paz vem primeiro, de que a raiva estraga a beleza ou de que o próprio valor está em caber bem no retrato de outra pessoa.

Na prática, a tensão muitas vezes aparece como dizer sim querendo dizer não, ou manter uma relação de pé à base de charme enquanto o ressentimento cresce em silêncio por dentro. Outros vão para o lado oposto e se rebelam contra a própria ideia de parceria, mantendo todo mundo a uma distância elegante. Quando a tensão aumenta, a graça social vira máscara, o julgamento dos outros fica afiado, e rupturas repentinas surgem do nada para quem está do outro lado.

A liberdade chega quando a justiça também vale para a própria pessoa. Uma Lilith em Libra que assume os próprios desejos sabe negociar com ousadia, flertar sem se perder e insistir na igualdade verdadeira no amor e no trabalho. Há uma elegância real em quem consegue sustentar um limite com cortesia, e esse posicionamento frequentemente se torna defensor de quem foi empurrado ao silêncio pela obrigação de ser legal.`,
    keywords: ['parceria', 'igualdade', 'charme', 'necessidade de agradar', 'justiça', 'desejo'],
    strengths: ['insiste na igualdade verdadeira', 'limites firmes sustentados com graça', 'negociação ousada', 'defende quem foi silenciado'],
    challenges: ['um sim que quer dizer não', 'charme usado como máscara', 'rupturas repentinas nas relações', 'manter todos à distância'],
  },
  Scorpio: {
    summary: 'Lilith, a Lua Negra, em Escorpião encara de frente o desejo intenso, o poder e o proibido, e os recupera ao assumir a própria profundidade sem vergonha.',
    description: `A intensidade é ao mesmo tempo o dom e o problema. Na água fixa regida por Marte, com Plutão como regente moderno, Lilith encontra um signo que já se sente em casa com segredos, sexualidade e poder. O que tende a ser exilado é a força total do sentimento: ciúme, anseio, fúria e um apetite sexual que podem ter sido tratados como perigosos ou sujos. Esses sentimentos raramente desaparecem; descem fundo e esperam.

A vida diária pode mostrar um jeito reservado que esconde uma tempestade por baixo, um fascínio pelo que os outros acham sombrio ou um instinto forte para os motivos que as pessoas prefeririam ocultar. A confiança chega devagar, e a traição, uma vez sentida, é difícil de esquecer. Nos tempos difíceis, o controle vira a estratégia principal, seja pelo silêncio, pelos testes de lealdade ou por segurar firme muito depois de soltar ter se tornado o mais sensato. As disputas de poder nas relações próximas podem parecer quase inevitáveis.

Assumida com consciência, essa é uma das expressões mais corajosas de Lilith. Aqui vive alguém capaz de ficar com aquilo que os outros evitam, de falar de sexo, de morte e de dinheiro sem pestanejar e de apoiar mudanças reais em quem está pronto para elas. A profundidade, antes fonte de vergonha, vira força constante e uma lealdade inabalável à verdade.`,
    keywords: ['intensidade', 'desejo', 'poder', 'segredos', 'transformação', 'lealdade'],
    strengths: ['honestidade que não recua', 'lê motivos ocultos', 'firmeza na crise', 'leal à verdade'],
    challenges: ['controle e testes', 'agarrar-se à traição', 'tempestades de ciúme', 'disputas de poder na intimidade'],
  },
  Sagittarius: {
    summary: 'Lilith, a Lua Negra, em Sagitário se irrita com crenças emprestadas e horizontes cercados, e recupera a liberdade buscando a verdade nos seus próprios termos, selvagens.',
    description: `É na crença que o limite é posto à prova. O fogo mutável regido por Júpiter manda Lilith vagar pela filosofia, pela religião, pelas viagens e pelas grandes perguntas sobre o sentido. Muitas vezes havia um credo de família, uma escola de pensamento ou uma regra da comunidade que não servia, e questioná-la era tratado como deslealdade. O impulso de vagar, de duvidar e de explorar é então empurrado para a margem da vida.

Isso pode aparecer como uma veia inquieta que dispara sempre que o compromisso parece confinamento, um hábito de afirmações francas demais que ofendem, ou um fascínio por ideias proibidas e lugares distantes. Se as coisas vão mal, a busca de liberdade pode virar fuga, o amor à verdade pode endurecer em pregação, e qualquer regra pode ser rejeitada só porque outra pessoa a escreveu. Promessas podem ser feitas com grande entusiasmo e abandonadas assim que ficam pesadas.

Recuperada, essa Lilith é uma exploradora corajosa e generosa. Confia no próprio senso de sentido, fala com simplicidade do que encontrou e deixa espaço para que os outros façam o mesmo. O ensino, a escrita e as viagens se tornam modos de partilhar uma liberdade conquistada a duras penas, e a selvageria se transforma numa fé fresca e honesta na própria vida.`,
    keywords: ['liberdade', 'crença', 'exploração', 'franqueza rude', 'verdade', 'inquietação'],
    strengths: ['pensamento independente', 'honestidade corajosa', 'abertura a ideias estrangeiras', 'inspira os outros a questionar'],
    challenges: ['fuga disfarçada de liberdade', 'pregar a própria visão', 'promessas quebradas', 'rejeitar todas as regras'],
  },
  Capricorn: {
    summary: 'Lilith, a Lua Negra, em Capricórnio se debate com a autoridade, a ambição e o controle, e recupera seu poder ao construir uma vida segundo as próprias regras.',
    description: `A autoridade lança uma sombra comprida sobre esse posicionamento. A terra cardinal regida por Saturno coloca Lilith no mundo do dever, do status e da estrutura. Pode ter havido um pai ou uma mãe severos, um sistema rígido ou a sensação precoce de que os sentimentos precisavam ficar sob controle firme para que se ganhasse respeito. A própria ambição pode parecer suspeita, ou proibida, ou cobrada a um preço alto demais.

Nas rotinas, isso pode se parecer com trabalhar muito mais do que alguém pediu, recusar ajuda por orgulho ou nutrir um desprezo escondido pelos chefes a quem se obedece. Alguns crescem e viram a autoridade severa de que um dia se ressentiram; outros minam em silêncio toda estrutura de que fazem parte. A pressão transforma a frieza em escudo, as emoções são arquivadas como fraqueza, e o sucesso nunca parece inteiramente merecido. As necessidades sexuais e emocionais podem ser mantidas rigorosamente separadas dos assuntos sérios da vida.

Quando as regras passam a ser escolhidas, e não herdadas, surge uma firmeza notável. Essa Lilith consegue exercer poder real sem abusar dele, criar uma obra duradoura que reflete valores íntimos e encarnar um tipo de liderança que não exige o sacrifício do sentimento. O tempo costuma favorecer esse posicionamento, trazendo uma autoridade conquistada, inabalável e inteiramente própria.`,
    keywords: ['autoridade', 'ambição', 'controle', 'disciplina', 'status', 'autogoverno'],
    strengths: ['autoridade conquistada', 'realizações duradouras', 'calma sob pressão', 'uso justo do poder'],
    challenges: ['autocontrole rígido', 'desprezo pelos superiores', 'recusar ajuda por orgulho', 'separar o sentimento do dever'],
  },
  Aquarius: {
    summary: 'Lilith, a Lua Negra, em Aquário é a forasteira que não se conforma, e transforma essa rebeldia em liberdade ao construir comunidades que acolhem a diferença.',
    description: `Ser diferente já foi o problema. O ar fixo regido por Saturno, com Urano como regente moderno, coloca Lilith entre grupos, ideias e o futuro. Muitas vezes há a lembrança de não se encaixar, de ser o esquisito da escola ou a pessoa cujas opiniões o grupo não tolerava. Em vez de se misturar, esse instinto aprendeu a ficar à parte, às vezes com orgulho, às vezes com dor.

No convívio, o padrão pode parecer um afastamento das emoções, uma reação ríspida a quem diz o que se deve pensar, ou o hábito de aderir a causas e depois abandoná-las quando começam a parecer só mais uma multidão. A amizade pode importar muito, e ainda assim a proximidade pode disparar uma vontade súbita de distância. O estresse pode tornar o rebelde do contra só por ser, a lógica fria toma o lugar do calor, e o isolamento é confundido com independência.

A Lilith em Aquário recuperada é uma voz original e humana. Mantém a própria visão sem se desligar das pessoas que a compartilham, e protege um espaço para todos que se sentem estranhos ou deixados de fora. Inventivo, pouco convencional e fiel aos princípios, esse posicionamento mostra que o verdadeiro pertencimento não exige abrir mão da diferença.`,
    keywords: ['inconformismo', 'desapego', 'comunidade', 'rebeldia', 'originalidade', 'ideais'],
    strengths: ['pensamento original', 'protege quem está de fora', 'fiel aos princípios', 'soluções inventivas'],
    challenges: ['ser do contra por hábito', 'desligamento emocional', 'isolamento tomado por liberdade', 'sair dos grupos de forma abrupta'],
  },
  Pisces: {
    summary: 'Lilith, a Lua Negra, em Peixes carrega um anseio místico e sem limites que foi desprezado ou temido, e o recupera confiando na visão interior sem perder a própria forma.',
    description: `Nesse signo, os sonhos e os anseios escapam por entre os dedos. A água mutável regida por Júpiter, com Netuno como regente moderno, dá a Lilith uma qualidade macia, que dissolve. O que tende a ser exilado é a própria sensibilidade: impressões psíquicas, compaixão profunda, fome espiritual ou o desejo de se perder na música, no amor ou no mar. Tudo isso pode ter sido chamado de fraco, esquisito ou pouco prático, e a pessoa aprendeu a esconder o mundo interior.

Em casa e no trabalho, isso pode aparecer como limites que vão se desfazendo, uma tendência a absorver o humor dos outros ou uma fuga para a fantasia, para o sono ou para a rolagem infinita da tela quando a vida parece dura demais. Pode haver um puxão para salvar os outros, ou a crença silenciosa de que as próprias necessidades não contam. Nas estações mais escuras, o anseio de união vira confusão, autossacrifício ou uma recusa nebulosa de encarar os fatos duros.

Tratada com cuidado, essa Lilith deixa a imaginação e a compaixão correrem livres sem afogar ninguém. A arte, a prática espiritual, a música e o trabalho de cuidado podem conduzir com segurança esse sentir tão amplo. Quando o mundo interior ganha confiança em vez de ser escondido, o posicionamento se torna um guia gentil e destemido, que lembra aos outros que a sensibilidade é uma forma de força.`,
    keywords: ['anseio', 'sensibilidade', 'imaginação', 'compaixão', 'fuga', 'misticismo'],
    strengths: ['compaixão profunda', 'imaginação vívida', 'coragem espiritual', 'capta humores sutis'],
    challenges: ['limites borrados', 'fuga para a fantasia', 'autossacrifício', 'evitar os fatos duros'],
  },
};
