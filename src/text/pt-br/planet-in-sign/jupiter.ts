// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { PlacementText } from '../../placement-text.js';

/** Júpiter em cada um dos doze signos, em português do Brasil. */
export const JUPITER_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Júpiter em Áries encontra a fé na ação, cresce dando o primeiro passo e confia que a coragem abre portas que a espera nunca abriria.',
    description: `Aqui o crescimento chega como faísca, e não como maré lenta. Júpiter no fogo cardinal de Áries, signo regido por Marte, expande tudo o que toca começando-o: o clube novo, o primeiro rascunho, a oferta de liderar quando ninguém mais levanta a mão. A confiança é o grande dom. As portas costumam se abrir depois de um movimento ousado, e a experiência logo mostra que a sorte responde a quem chega cedo e fala claro.

A generosidade assume uma forma direta. A ajuda é oferecida na hora, com energia e sem cerimônia, e há uma alegria verdadeira em torcer pelos outros nas primeiras tentativas deles. O sentido está em ser posto à prova, em demonstrar que algo é possível.

Sob tensão, essa mesma fé pode passar à frente do chão que a sustenta. As promessas são feitas mais depressa do que podem ser cumpridas, os projetos são lançados e depois abandonados quando a emoção passa, e a impaciência lê o progresso lento como fracasso. O hábito de achar que mais força resolve qualquer problema pode cansar amigos e colegas.

A expressão madura junta o arranque inicial a um plano para a segunda semana. Com um alvo claro e um pouco de constância, o fogo se transforma em verdadeiro pioneirismo, e seu entusiasmo levanta todos ao redor.`,
    keywords: ['iniciativa', 'coragem', 'entusiasmo', 'liderança', 'fé ousada', 'empreitadas novas'],
    strengths: ['otimismo que põe as coisas em marcha', 'generosidade franca e imediata', 'disposição para assumir a frente', 'capacidade de se levantar após os tropeços'],
    challenges: ['prometer demais no primeiro embalo', 'perder o interesse quando a novidade passa', 'impaciência com o crescimento lento', 'tratar a força como resposta para tudo'],
  },
  Taurus: {
    summary: 'Júpiter em Touro faz crescer a riqueza, o conforto e a confiança devagar e com segurança, encontrando sentido nas coisas boas dos sentidos e no que dura.',
    description: `A abundância constante é a nota principal. Na terra fixa de Touro, sob a regência de Vênus, o impulso de expansão de Júpiter desacelera ao ritmo de uma horta: planta, rega e espera, e conta com a colheita. A fé aqui é prática. Quem tem esta posição tende a acreditar no que pode tocar, provar e guardar, e seu otimismo se apoia na prova silenciosa das coisas que resistiram ao tempo.

O dia a dia mostra isso numa despensa bem abastecida, numa habilidade construída com paciência, numa poupança que cresce ano após ano ou numa mesa farta onde as visitas comem sem cerimônia. A partilha se faz por meio de coisas concretas: uma refeição, ferramentas emprestadas, um presente feito à mão. A beleza importa, o conforto também, e os dois são oferecidos de bom grado aos outros.

A tensão surge quando o suficiente nunca parece bastar. Júpiter pode inflar o apetite taurino até o excesso, acumulando bens ou prazeres no lugar da segurança. A teimosia também pode crescer, e um caminho conhecido acaba defendido muito depois de aparecer um melhor.

Com o tempo, esta posição aprende que a prosperidade verdadeira inclui o contentamento. Quando a gratidão convive com o desejo de ter mais, o resultado é uma generosidade calma e firme em que os outros podem se apoiar por anos.`,
    keywords: ['abundância', 'paciência', 'conforto', 'crescimento material', 'lealdade', 'prazer'],
    strengths: ['constrói recursos duradouros', 'generosidade calma e confiável', 'gosto pelos prazeres simples', 'paciência que deixa as coisas amadurecerem'],
    challenges: ['excessos à mesa ou no conforto', 'medir o valor pelos bens', 'resistência à mudança necessária', 'segurar com força demais'],
  },
  Gemini: {
    summary: 'Júpiter em Gêmeos se expande pelas perguntas, pela conversa e pela variedade, buscando sentido em muitos pedaços pequenos de conhecimento, e não numa única grande resposta.',
    description: `Neste signo, quem reina é a curiosidade. Júpiter, o planeta dos panoramas amplos e das grandes crenças, está em exílio no ar mutável regido por Mercúrio, e o resultado é uma mente que cresce colecionando: fatos, histórias, contatos, idiomas, macetes do ofício. A fé vira uma questão de se manter aberto, e a crença mais profunda talvez seja simplesmente a de que sempre há mais a aprender.

Na prática, as oportunidades muitas vezes chegam por palavras e conexões. Um papo casual no ônibus de viagem, um recado repassado por um amigo, um curso rápido feito por capricho podem levar a algo grande. A generosidade aparece na partilha livre de informações, nas apresentações entre pessoas e no ensino do que acabou de ser aprendido.

O problema começa quando a amplitude sufoca a profundidade. Pode haver uma estante de livros lidos pela metade, uma dúzia de planos discutidos e nenhum concluído, ou opiniões que mudam conforme o último artigo lido. Como Júpiter gosta de certezas e Gêmeos gosta de opções, a posição pode oscilar entre a dúvida inquieta e uma conversa esperta que esconde a falta de convicção.

O crescimento vem de escolher alguns fios e segui-los até o fim. Posto a serviço de um propósito escolhido, o dom de ligar ideias forma um ótimo professor, escritor ou intermediário, e a amplitude vira o maior trunfo.`,
    keywords: ['curiosidade', 'aprendizado', 'comunicação', 'versatilidade', 'rede de contatos', 'ideias'],
    strengths: ['aprendizado rápido e abrangente', 'partilha generosa de informação', 'talento para conectar pessoas', 'abertura a outros pontos de vista'],
    challenges: ['esforço espalhado', 'saber um pouco de coisas demais', 'falar em vez de fazer', 'crenças que mudam sob pressão'],
  },
  Cancer: {
    summary: 'Júpiter em Câncer, seu signo de exaltação, cresce pelo cuidado, pela memória e pelo pertencimento, fazendo da bondade com a família e o lar uma fonte de fé verdadeira.',
    description: `Aqui Júpiter está exaltado, e seu calor se sente mais em casa. A água cardinal regida pela Lua dá à generosidade do planeta um tom protetor e sensível: crescer significa alargar o círculo de pessoas alimentadas, abrigadas e lembradas. A casa de porta aberta, o parente que sempre tem uma cama sobrando, a colega que percebe quando alguém está passando por uma semana difícil, todos expressam bem esta posição.

A fé tende a se apoiar mais nos vínculos do que na doutrina. Tradições, histórias de família e um senso de raízes dão sentido à vida, e muitas vezes há um forte instinto para o que os outros precisam antes que peçam. As oportunidades podem vir de conexões familiares, de imóveis, da comida, do trabalho de cuidado ou de qualquer ofício que construa uma sensação de lar.

O lado de sombra é uma abundância de cuidado que vira sufoco. Júpiter pode aumentar os humores de Câncer, e os sentimentos feridos crescem fora de proporção, enquanto o impulso de proteger pode manter pequenos aqueles que se ama. A nostalgia também pode virar esconderijo, onde o passado parece maior e mais seguro do que o presente.

A expressão mais saudável deixa o cuidado incluir a própria pessoa e ir além dos laços de sangue. Quando este Júpiter oferece abrigo sem prender, sua bondade se torna uma bênção discreta e duradoura para todos que passam por ele.`,
    keywords: ['acolhimento', 'proteção', 'família', 'pertencimento', 'generosidade emocional', 'tradição', 'lar'],
    strengths: ['bondade profunda e sincera', 'forte instinto para o que os outros precisam', 'lealdade à família e à comunidade', 'o dom de fazer as pessoas se sentirem em casa'],
    challenges: ['sufocar ou proteger demais', 'humores que crescem fora de proporção', 'apego ao passado', 'cuidar dos outros e se esquecer de si'],
  },
  Leo: {
    summary: 'Júpiter em Leão se expande pela criatividade, pelo calor e pela diversão, encontrando fé no coração e oferecendo aos outros uma parte generosa da sua luz.',
    description: `Generoso e orgulhoso, este Júpiter quer que a vida seja maior, mais luminosa e mais divertida. No fogo fixo de Leão, regido pelo Sol, o crescimento vem pela expressão pessoal: atuar, criar, liderar com estilo e apoiar com lealdade as pessoas que ama. A fé em jogo é uma espécie de fé na própria alegria, a crença de que o encanto merece ser buscado e compartilhado.

O dia a dia pode revelar um talento para receber, um amor pelas crianças e pelos jogos ou o dom de transformar uma noite comum numa ocasião. A generosidade pode ser farta, com presentes, elogios e tempo distribuídos à vontade, e há um prazer genuíno em ver os outros brilharem. As oportunidades muitas vezes acompanham a visibilidade, já que esta posição costuma ser notada e lembrada.

A dificuldade está na quantidade de aplauso de que precisa. O orgulho pode inchar até que a crítica soe como insulto, e a necessidade de ser admirado pode transformar a generosidade num espetáculo montado para a plateia. Gastar para se exibir, ou insistir em ocupar o centro do palco, pode abafar pessoas mais discretas e alegrias mais quietas.

No que tem de melhor, esta posição lidera pelo incentivo. Equilibrando o desejo de ser visto com o desejo de ajudar os outros a serem vistos, amadurece num mecenas caloroso e digno, cuja confiança abre espaço para todos os demais.`,
    keywords: ['criatividade', 'calor', 'generosidade', 'expressão pessoal', 'orgulho', 'diversão', 'liderança'],
    strengths: ['espírito caloroso e mão aberta', 'confiança criativa', 'dom de inspirar os outros', 'lealdade firme aos amigos'],
    challenges: ['necessidade de elogio constante', 'orgulho que resiste às críticas', 'gastar para aparecer', 'roubar a cena dos outros'],
  },
  Virgo: {
    summary: 'Júpiter em Virgem cresce melhorando as coisas, encontrando sentido no trabalho útil, na habilidade cuidadosa e nos muitos pequenos gestos de serviço que mantêm a vida diária funcionando.',
    description: `Com Júpiter em Virgem, pequenas melhorias somam algo grande. O planeta está em exílio neste signo de terra mutável regido por Mercúrio, e sua visão ampla precisa passar por um filtro fino. Em vez de grandes teorias, a fé toma a forma da competência: a crença de que as coisas podem funcionar melhor, um ajuste de cada vez. O crescimento muitas vezes vem pelo estudo, pelo ofício, pelos cuidados com a saúde e pelo trabalho que serve aos outros.

A generosidade aqui é prática e muitas vezes invisível. Parece consertar a bicicleta do vizinho, revisar a carta de uma amiga, organizar as pastas compartilhadas no trabalho ou ensinar a alguém um método mais rápido. As boas chances acompanham a confiabilidade, já que quem repara nos detalhes e cumpre o que promete é quem os outros chamam de novo.

Os problemas surgem quando Júpiter amplia o olhar crítico de Virgem. Cada falha pode parecer enorme, e a busca sem fim pelo método perfeito pode adiar qualquer decisão. A preocupação pode se expandir, assim como a tendência a julgar os outros por um padrão que ninguém conseguiria alcançar.

A maturidade traz uma régua mais gentil. Paciência e senso de proporção transformam o impulso de melhorar no trabalho de quem cura, revisa ou cria com talento, e essa ajuda cuidadosa facilita a vida de muita gente.`,
    keywords: ['serviço', 'habilidade', 'aperfeiçoamento', 'saúde', 'fé prática', 'análise'],
    strengths: ['generosidade útil e prática', 'crescimento constante das habilidades', 'olho para o que pode melhorar', 'confiabilidade no trabalho diário'],
    challenges: ['perfeccionismo', 'aumentar pequenas falhas', 'preocupação que cresce demais', 'perder de vista o quadro geral'],
  },
  Libra: {
    summary: 'Júpiter em Libra cresce pela parceria, pela justiça e pela graça, acreditando que as pessoas se saem melhor juntas e que a justiça e a beleza andam lado a lado.',
    description: `O relacionamento é a porta de entrada do crescimento para este Júpiter. No ar cardinal de Libra, regido por Vênus, o planeta da expansão olha para fora, para a outra pessoa, e pergunta o que seria justo, gentil e agradável para os dois. A fé se apoia na cooperação: a sensação de que um bom acordo, um projeto em comum ou uma paz bem construída valem mais do que vencer sozinho.

As oportunidades muitas vezes chegam por meio de sócios, clientes, amigos e apresentações. O talento para a diplomacia pode abrir portas no direito, no design, na mediação ou em qualquer área em que seja preciso aproximar as pessoas. A generosidade é elegante, expressa pela hospitalidade, pelo tato e por um interesse real em outros pontos de vista. Há também um amor pela beleza, e um ambiente acolhedor ou um presente bem pensado carregam significado de verdade.

Sob pressão, o desejo de agradar pode ficar grande demais. As decisões podem emperrar enquanto cada lado é pesado mais uma vez, e o conflito pode ser evitado com tanto cuidado que os sentimentos honestos nunca são ditos. Alguns com esta posição se apoiam no par para ter um senso de direção, ou gastam além do que podem para manter a vida agradável.

A forma mais forte deste Júpiter sabe que ser justo às vezes pede uma palavra firme. Quando o equilíbrio inclui as próprias necessidades, torna-se um conselheiro sábio e um construtor de alianças duradouras.`,
    keywords: ['parceria', 'justiça', 'diplomacia', 'graça', 'cooperação', 'beleza'],
    strengths: ['habilidade para unir as pessoas', 'forte senso de equidade', 'hospitalidade elegante', 'abertura a outras opiniões'],
    challenges: ['indecisão', 'fugir do conflito necessário', 'depender dos outros para ter direção', 'manter a paz a qualquer preço'],
  },
  Scorpio: {
    summary: 'Júpiter em Escorpião busca crescer abaixo da superfície, encontrando sentido na profundidade, na lealdade e na transformação, e confia devagar, mas por inteiro.',
    description: `É a profundidade, e não a amplitude, que move este Júpiter adiante. Na água fixa de Escorpião, regida tradicionalmente por Marte e, na prática moderna, por Plutão, o planeta da expansão se volta para dentro e para baixo. Quer saber o que realmente está acontecendo: o motivo por trás do gesto, a história por trás do boato, a raiz de um problema e não o seu sintoma. A fé é conquistada pela experiência, muitas vezes por ter atravessado uma crise e encontrado força do outro lado.

No dia a dia, isso pode aparecer como talento para a pesquisa, mão firme nas emergências, habilidade com dinheiro ou recursos compartilhados, ou o dom de ajudar os outros a atravessar o luto e a mudança. A generosidade é intensa e leal. A ajuda talvez não seja oferecida a todos, mas, quando a confiança é dada, é dada por completo.

Em fases turbulentas, Júpiter pode aumentar a desconfiança e a fome de controle de Escorpião. Os segredos podem se multiplicar, os rancores podem inchar, e a ânsia de poder pode transformar uma busca honesta pela verdade numa disputa. Uma atitude de tudo ou nada também pode levar ao excesso.

O caminho construtivo usa essa profundidade para curar. Quando o desejo de controlar cede ao desejo de compreender, este Júpiter se torna um guia corajoso nos tempos difíceis e um guardião confiável do que mais importa.`,
    keywords: ['profundidade', 'transformação', 'lealdade', 'pesquisa', 'recursos compartilhados', 'intensidade'],
    strengths: ['coragem numa crise', 'lealdade profunda e duradoura', 'talento para chegar à raiz das coisas', 'capacidade de ajudar os outros nas mudanças'],
    challenges: ['desconfiança e segredos', 'guardar rancores', 'disputas de poder e controle', 'excesso do tipo tudo ou nada'],
  },
  Sagittarius: {
    summary: 'Júpiter em Sagitário está em casa no próprio signo, crescendo pelas viagens, pelo estudo e pela fé, com uma fome inquieta de verdade e de horizontes mais amplos.',
    description: `Poucas posições parecem tão naturais quanto esta, já que Sagitário é regido pelo próprio Júpiter. No fogo mutável, o planeta da fé e do sentido se move com liberdade: quer explorar, aprender, ensinar, encontrar a grande história que amarra a experiência. A estrada aberta, o auditório da universidade, a língua estrangeira e a longa conversa sobre o sentido da vida pertencem todos a este lugar.

O otimismo é forte e muitas vezes contagiante. Este Júpiter espera coisas boas, e essa confiança pode trazer sorte simplesmente porque se dispõe a tentar. As oportunidades podem vir da educação, das publicações, das viagens, das comunidades de fé ou do trabalho com pessoas de outras culturas. A generosidade é ampla e alegre, demonstrada pelo incentivo, pelo humor e pela partilha do que foi aprendido.

O mesmo fluxo fácil pode virar excesso. As crenças podem endurecer em pregação, e a sensação de estar certo pode fazer os outros se sentirem tratados com condescendência. A inquietação pode deixar os compromissos frouxos, e a confiança pode levar a promessas, riscos ou gastos descuidados. Detalhes que parecem pequenos podem ser pulados até ficarem grandes.

A melhor versão mantém a busca honesta. A visão ampla, unida à humildade e à constância, forma um verdadeiro mestre e viajante, alguém cujo senso de sentido alarga o mundo para os outros.`,
    keywords: ['exploração', 'sabedoria', 'otimismo', 'viagens', 'estudos superiores', 'fé', 'liberdade'],
    strengths: ['otimismo que contagia', 'amor por aprender e ensinar', 'abertura a outras culturas', 'forte senso de propósito'],
    challenges: ['pregar ou dar lição de moral', 'promessas e riscos descuidados', 'inquietação diante do compromisso', 'pular detalhes importantes'],
  },
  Capricorn: {
    summary: 'Júpiter em Capricórnio cresce pela disciplina e pela responsabilidade, confiando no que se conquista com o tempo e construindo o sucesso sobre planos cuidadosos e terreno firme.',
    description: `Ambição e cautela puxam em sentidos opostos neste signo. Júpiter está em queda em Capricórnio, signo de terra cardinal regido por Saturno, e o planeta da expansão fácil precisa trabalhar dentro de limites, regras e prazos. Longe de ser uma perda, isso muitas vezes produz um dos crescimentos mais confiáveis do zodíaco. A fé aqui é fé no esforço: a crença de que uma meta alcançada passo a passo, com planejamento e paciência, vai se sustentar.

Na prática, esta posição aparece em carreiras construídas com cuidado, em economias guardadas para o longo prazo e no respeito pela estrutura, pela tradição e pelos métodos comprovados. As oportunidades costumam chegar depois que um histórico foi conquistado, muitas vezes mais tarde na vida. A generosidade é comedida, mas real, expressa em conselhos úteis, numa vaga de emprego ou numa carta de recomendação, ou em assumir a responsabilidade quando os outros não assumem.

Nas estações mais duras, a cautela pode encolher a esperança. O sucesso pode ser medido apenas pelo status ou pelo dinheiro, e o medo do fracasso pode impedir que boas chances sejam aproveitadas. Também pode haver uma tendência a julgar com dureza quem não tem a mesma disciplina, ou a ver a gentileza como um luxo.

A forma madura sabe que a estrutura serve para amparar o crescimento. Uma ambição que serve a um propósito além de si forma um mentor sábio, alguém que constrói algo capaz de durar mais do que uma vida.`,
    keywords: ['ambição', 'disciplina', 'responsabilidade', 'crescimento a longo prazo', 'estrutura', 'realização'],
    strengths: ['progresso paciente e constante', 'bom juízo prático', 'disposição para assumir responsabilidades', 'talento para construir estruturas duradouras'],
    challenges: ['pessimismo ou cautela em excesso', 'medir o próprio valor pelo status', 'julgamento duro dos outros', 'perder chances por medo'],
  },
  Aquarius: {
    summary: 'Júpiter em Aquário se expande pelas ideias, pela amizade e pela comunidade, depositando sua fé no futuro e no que as pessoas podem conquistar juntas.',
    description: `Uma esperança com consciência social marca este Júpiter. No ar fixo de Aquário, regido por Saturno e, na prática moderna, por Urano, o crescimento está ligado a grupos, causas e novas maneiras de fazer as coisas. O desejo de sentido do planeta se volta para questões de justiça, liberdade e progresso, e a fé muitas vezes se apoia na crença na razão e no potencial humano.

Entre as expressões cotidianas estão o trabalho voluntário, a participação ou a fundação de clubes e redes, o interesse por ciência ou tecnologia e amizades fáceis com gente de todos os meios. A generosidade muitas vezes se dirige a muitos, e não a poucos, por meio do tempo dedicado a uma causa ou de ideias partilhadas livremente. As aberturas chegam pelos amigos e pelas organizações, e pela disposição de tentar o que ainda não foi tentado.

A tensão aparece quando os ideais se descolam das pessoas. A preocupação com a humanidade pode parecer distante para um amigo que precisa de atenção hoje, e uma crença fixa na própria visão pode se tornar teimosa, mesmo enquanto se diz aberta. A rebeldia pode ser buscada por si mesma, e os planos para o futuro podem ocupar o lugar do presente.

A versão mais bonita une visão e calor. Quando os grandes ideais são acompanhados de gentileza pessoal e disposição para ouvir, este Júpiter se torna um verdadeiro reformador e um amigo generoso.`,
    keywords: ['comunidade', 'visão', 'progresso', 'amizade', 'ideais', 'inovação'],
    strengths: ['visão ampla e justa', 'talento para construir redes', 'abertura a ideias novas', 'compromisso com causas comuns'],
    challenges: ['distância emocional', 'crença teimosa numa única visão', 'rebeldia pela rebeldia', 'descuidar do presente em nome do futuro'],
  },
  Pisces: {
    summary: 'Júpiter em Peixes, seu domicílio tradicional, cresce pela compaixão, pela imaginação e pela fé, oferecendo uma bondade sem limites e buscando sentido no invisível.',
    description: `A compaixão se espalha por toda parte quando Júpiter está em Peixes. Este signo de água mutável é regido por Júpiter na astrologia tradicional e por Netuno na prática moderna, e a generosidade do planeta aqui é suave, sem fronteiras e difícil de pôr em palavras. A fé pode ser espiritual, artística ou simplesmente a confiança de que a vida é sustentada por algo maior. O crescimento vem pelo sentir, pelo imaginar e pelo servir.

No cotidiano, isso se revela num coração mole para qualquer pessoa em apuros, num dom para a música, o cinema, a poesia ou a oração e numa facilidade com o silêncio e a solidão. Muitas vezes há um senso aguçado de quando intervir e ajudar, e uma prontidão para perdoar. As oportunidades podem vir de forma inesperada, pela intuição, por encontros ao acaso ou pelo trabalho com cura, artes ou cuidado de quem está vulnerável.

A dificuldade vem da falta de contornos. A ajuda pode ser dada até não sobrar nada, e os outros podem se aproveitar de um coração aberto. A fuga pelos devaneios, pelo sono ou por outros hábitos que anestesiam pode crescer, e assuntos práticos como contas e prazos podem ficar à deriva. A fé também pode escorregar para um pensamento mágico que evita os fatos duros.

O caminho de cura dá uma praia ao oceano. Compaixão com limites e imaginação com forma oferecem conforto, inspiração e graça verdadeiros a muita gente.`,
    keywords: ['compaixão', 'imaginação', 'espiritualidade', 'perdão', 'intuição', 'serviço'],
    strengths: ['compaixão profunda e ampla', 'imaginação criativa e fértil', 'intuição forte', 'prontidão para perdoar'],
    challenges: ['limites pessoais fracos', 'fugir para os devaneios', 'ser explorado pelos outros', 'descuidar dos assuntos práticos'],
  },
};
