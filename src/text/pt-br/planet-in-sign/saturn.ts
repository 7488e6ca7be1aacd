// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { Sign } from '../../../schemas/enums.js';
import type { PlacementText } from '../../placement-text.js';

/** Saturno em cada um dos doze signos, em português do Brasil. */
export const SATURN_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Saturno em Áries aprende a firmar um impulso feroz de independência, transformando o impulso cru numa coragem capaz de esperar, planejar e ainda assim agir com decisão quando importa.',
    description: `Impaciência e disciplina se chocam de frente nesta posição. Saturno, o planeta dos limites e da maestria lenta, está no fogo cardinal de Áries, signo regido por Marte que quer sair na frente e fazer perguntas depois. A astrologia tradicional chama isso de queda de Saturno, e a tensão é fácil de sentir: a vontade de disparar esbarra numa voz interior que alerta contra a pressa, ou em obstáculos externos que bloqueiam o caminho justo quando o embalo começa.

No dia a dia, o padrão pode aparecer em alguém que começa com força, bate num muro e então precisa decidir se insiste, desiste ou repensa. A autossuficiência muitas vezes se desenvolve cedo, às vezes porque a ajuda não foi oferecida, e pode vir junto o hábito de fazer tudo sozinho.

Sob tensão, a frustração vira irritação ou explosões repentinas, e o medo de parecer fraco dificulta pedir orientação. A cautela também pode pender para o lado oposto e paralisar diante de um passo ousado que já está atrasado.

Com o tempo, este Saturno constrói uma bravura posta à prova. Cada choque ensina o senso de momento: quando atacar, quando parar e como liderar sem atropelar os outros. O resultado é uma iniciativa com espinha dorsal, a capacidade de começar algo e realmente levá-lo até o fim.`,
    keywords: ['autossuficiência', 'paciência', 'senso de momento', 'coragem', 'iniciativa', 'contenção'],
    strengths: ['coragem já posta à prova', 'capacidade de começar e terminar sozinho', 'aprende com cada revés', 'liderança firme e direta'],
    challenges: ['frustração quando é bloqueado', 'resistência a pedir ajuda', 'oscilar entre a imprudência e a hesitação', 'acessos de raiva sob pressão'],
  },
  Taurus: {
    summary: 'Saturno em Touro constrói a segurança uma camada paciente de cada vez, valoriza o que dura e aprende que o verdadeiro valor não se mede só pelo que se possui.',
    description: `Poucas posições se dispõem tanto a esperar pelos resultados. Saturno na terra fixa, num signo regido por Vênus, lida com o dinheiro, os bens, o conforto e o corpo com uma visão de longo prazo. O instinto é poupar em vez de gastar, consertar em vez de trocar e confiar apenas no que pode ser segurado, contado e usado como apoio ano após ano.

As habilidades práticas tendem a amadurecer devagar, mas com segurança. Um jardim plantado com cuidado, uma poupança alimentada um pouco a cada mês, um ofício refinado ao longo de décadas: são esses os feitos que levam a assinatura de Saturno em Touro. A lealdade é forte, e as promessas sobre recursos compartilhados são cumpridas.

A tensão aparece como preocupação com a escassez, mesmo quando há o suficiente. O prazer pode parecer algo que precisa ser merecido primeiro, e assim o descanso e o desfrute vão sendo adiados. A teimosia pode endurecer na recusa de qualquer mudança, e o senso de valor próprio pode se amarrar demais à renda ou aos pertences, gerando uma sensação silenciosa de nunca ter o bastante.

Na sua forma amadurecida, este Saturno entende que a constância é, ela mesma, um recurso. Ao se permitir algum conforto pelo caminho e confiar no valor interior tanto quanto no saldo bancário, torna-se uma âncora calma para os outros, a pessoa cuja paciência mantém de pé uma casa ou um projeto.`,
    keywords: ['segurança', 'paciência', 'economia', 'resistência', 'autoestima', 'estabilidade'],
    strengths: ['esforço firme e confiável', 'cuidado no trato com os recursos', 'paciência com resultados lentos', 'lealdade que dura'],
    challenges: ['medo da escassez', 'resistência à mudança', 'adiar o prazer e o descanso', 'atrelar o valor pessoal aos bens'],
  },
  Gemini: {
    summary: 'Saturno em Gêmeos leva a mente a sério, treinando a curiosidade para o pensamento cuidadoso, a fala clara e o hábito de checar os fatos antes de repassá-los.',
    description: `As palavras têm peso para esta posição. Saturno em Gêmeos, signo de ar mutável regido por Mercúrio, traz disciplina ao aprendizado, à escrita, à fala e às trocas rápidas do contato diário. Em vez de deslizar pelos assuntos, a mente quer entender as coisas direito, e muitas vezes prefere dizer menos e acertar a tagarelar e errar.

Experiências precoces podem ter plantado dúvidas sobre a própria inteligência ou a capacidade de expressar ideias: uma alfabetização mais lenta, um irmão que parecia mais rápido, uma sala de aula onde perguntas não eram bem-vindas. Boa parte do trabalho deste Saturno é provar, sobretudo para si mesmo, que seu raciocínio é sólido. Hábitos de estudo, anotações, revisão de textos e pesquisa metódica se tornam, com o tempo, verdadeiras forças.

Sob pressão, a inquietação mental vira um pensamento ansioso que anda em círculos. Conversas são repassadas na cabeça, mensagens são reescritas várias vezes, e a preocupação nervosa pode espalhar o foco por muitas tarefas sem que nenhuma termine. Um tom seco e cético também pode dificultar confiar em notícias, boatos ou até num conselho amigo.

Quando amadurece, Saturno aqui produz o professor cuidadoso, o redator técnico claro, a pessoa capaz de explicar algo complicado em passos simples. O dom está em dar estrutura à informação: separar, ligar e comunicar ideias de modo que os outros possam de fato usá-las.`,
    keywords: ['estudo', 'clareza', 'comunicação', 'método', 'exatidão', 'ceticismo'],
    strengths: ['pensamento cuidadoso e exato', 'explicações claras', 'hábitos de estudo disciplinados', 'ceticismo saudável'],
    challenges: ['dúvida sobre a própria inteligência', 'pensamentos ansiosos em círculo', 'foco disperso sob estresse', 'dificuldade de confiar nas informações'],
  },
  Cancer: {
    summary: 'Saturno em Câncer carrega o dever familiar e guarda os sentimentos com cuidado, aprendendo que a segurança verdadeira vem de um cuidado constante, e não ansioso ou fechado.',
    description: `O lar e o pertencimento se tornam assunto sério sob esta posição. Saturno está na água cardinal de Câncer, signo regido pela Lua e tradicionalmente considerado seu exílio, porque um planeta de muros e regras precisa trabalhar num signo de marés e ternura. O resultado costuma ser alguém que assume cedo a responsabilidade pela família, que mantém a casa funcionando, lembra cada aniversário e se preocupa com quem vai cuidar de quem.

Os sentimentos são reais e profundos, mas podem ficar guardados atrás de uma casca cuidadosa. Pode haver a sensação, enraizada na infância, de que as necessidades emocionais eram demais ou tinham de esperar, e assim se desenvolve uma superfície reservada e competente. O cuidado aparece em atos práticos: uma refeição deixada na geladeira, uma conta paga em silêncio, um quarto sempre pronto para uma visita.

Quando o estresse aumenta, a proteção vira controle ou recolhimento. O medo de depender dos outros pode dificultar aceitar ajuda, e mágoas antigas podem ser guardadas muito depois do tempo em que poderiam ter cicatrizado. O humor pode afundar numa melancolia pesada e solitária.

Com os anos, este Saturno pode construir um lar que realmente acolhe as pessoas. Deixando a suavidade aparecer e aceitando o cuidado tanto quanto o oferece, torna-se uma fonte de abrigo duradouro, um ancião da família no melhor sentido.`,
    keywords: ['dever familiar', 'proteção', 'reserva emocional', 'lar', 'pertencimento', 'cuidado'],
    strengths: ['cuidado confiável com a família', 'gestos práticos de amor', 'resistência emocional', 'cria um lar estável'],
    challenges: ['esconder os sentimentos atrás de uma casca', 'medo de depender dos outros', 'guardar mágoas antigas', 'humores pesados e solitários'],
  },
  Leo: {
    summary: 'Saturno em Leão busca um reconhecimento merecido, moldando o fogo criativo e o desejo de ser visto numa liderança digna e num trabalho de qualidade duradoura.',
    description: `Uma fome silenciosa de ser valorizado atravessa Saturno em Leão. Aqui o planeta dos limites trabalha num signo de fogo fixo regido pelo Sol, seu exílio tradicional, já que a cautela de Saturno e o desejo leonino de calor e aplauso puxam em sentidos opostos. A expressão pessoal é levada a sério, e a diversão pode parecer algo que precisa ser justificado ou executado com perfeição.

No seu melhor, essa combinação gera uma liderança digna e confiável, que exerce a autoridade com calor. O trabalho criativo tende a ser bem acabado e feito para durar, seja um romance revisado por anos, um negócio que leva o próprio nome ou uma maternidade ou paternidade cuidadosa e dedicada. A lealdade é profunda, e o elogio, quando vem, é sincero.

A tensão aparece como constrangimento diante dos outros. Pode haver medo de parecer ridículo, de passar despercebido ou de ser julgado simplesmente por querer atenção. O orgulho pode enrijecer, dificultando admitir erros ou rir de si mesmo, e a necessidade de respeito pode escorregar para a exigência dele. A alegria fica adiada até que algum padrão imaginário seja alcançado.

A lição é que o coração não precisa de permissão para brilhar. Quando Saturno em Leão se permite criar pelo prazer de criar, a disciplina que já possui transforma o esforço num brilho genuíno e generoso, junto ao qual os outros podem se aquecer.`,
    keywords: ['reconhecimento', 'dignidade', 'disciplina criativa', 'orgulho', 'liderança', 'expressão pessoal'],
    strengths: ['liderança digna e constante', 'obra criativa feita para durar', 'lealdade sincera', 'criação dos filhos dedicada e responsável'],
    challenges: ['medo de parecer ridículo', 'orgulho rígido', 'adiar a alegria e a diversão', 'cobrar respeito abertamente demais'],
  },
  Virgo: {
    summary: 'Saturno em Virgem constrói a maestria com hábitos pequenos e cuidadosos, oferecendo habilidade precisa e utilidade real enquanto aprende quando o bom o bastante de fato basta.',
    description: `A precisão parece natural aqui. Saturno na terra mutável de Virgem, signo regido por Mercúrio, põe ordem nas pequenas tarefas que fazem uma vida funcionar: horários, listas de verificação, orçamentos, o cuidado diário com o corpo e com o espaço de trabalho. Esta é uma posição de ofício, e ela melhora de forma constante pela prática, pela correção e pela atenção ao que realmente funciona.

No trabalho, Saturno em Virgem é o colega que pega o erro antes que o relatório saia, que sabe onde cada arquivo está guardado e que assume em silêncio as tarefas ingratas. O serviço importa, e ser útil dá um senso sólido de propósito. O aprendizado é prático; os métodos são testados, e não aceitos por fé.

O mesmo olho para as falhas pode se voltar para dentro. O perfeccionismo pode dificultar terminar qualquer coisa, e uma autocrítica dura pode transbordar sobre os outros como uma implicância constante. A preocupação muitas vezes se instala nas rotinas e nos hábitos diários, com regras rígidas ocupando o lugar de uma tranquilidade verdadeira. A sensação de nunca ter feito o bastante pode fazer o descanso parecer imerecido.

A maturidade vem de aceitar a imperfeição como parte de qualquer processo vivo. Quando os padrões servem às pessoas em vez de governá-las, este Saturno se torna um especialista paciente e um ajudante digno de confiança, prova de que o esforço humilde e repetido se soma numa maestria verdadeira.`,
    keywords: ['ofício', 'precisão', 'serviço', 'rotina', 'aperfeiçoamento', 'diligência'],
    strengths: ['atenção cuidadosa aos detalhes', 'métodos práticos e testados', 'serviço confiável', 'construção paciente de habilidades'],
    challenges: ['perfeccionismo que atrasa a conclusão', 'autocrítica dura', 'preocupação com as rotinas', 'dificuldade de descansar'],
  },
  Libra: {
    summary: 'Saturno em Libra, seu signo de exaltação, leva a sério a justiça e o compromisso, construindo relações e acordos sobre termos claros, respeito mútuo e negociação paciente.',
    description: `A astrologia tradicional considera Libra o signo em que Saturno está exaltado, e o motivo é fácil de ver. Um planeta de regras e consequências encontra um parceiro natural no ar cardinal regido por Vênus, um signo dedicado ao equilíbrio, à justiça e à parceria. O senso de justiça é forte e maduro: os acordos são pesados, os termos são explicitados, e as promessas feitas aos outros são tratadas como compromissos que obrigam.

As relações tendem a ser abordadas com cuidado e muitas vezes com alguma demora. O compromisso pode chegar mais tarde do que para os colegas da mesma idade, mas geralmente chega de olhos abertos. Trabalhos no direito, na mediação, no design ou em qualquer área que precise de um juiz equilibrado podem combinar bem com esta posição, porque ela consegue manter os dois lados em mente sem se apressar rumo a um veredito.

As dificuldades nascem do medo do conflito ou da solidão. Alguém com este Saturno pode permanecer numa relação por dever muito depois que ela perdeu o sentido, ou contabilizar tudo com tanta precisão que o calor se esvai. A justiça pode ficar fria e presa às regras, e as decisões podem emperrar enquanto cada ângulo é verificado mais uma vez.

Na sua melhor forma, Saturno em Libra constrói parcerias que duram porque são honestas. Ensina que a harmonia verdadeira não é a ausência de desacordo, mas uma estrutura justa dentro da qual o desacordo pode ser trabalhado.`,
    keywords: ['justiça', 'compromisso', 'parceria', 'equidade', 'equilíbrio', 'acordos'],
    strengths: ['forte senso de justiça', 'cumpre o que promete aos outros', 'juízo calmo e equilibrado', 'parcerias honestas e duradouras'],
    challenges: ['medo do conflito', 'ficar numa relação por dever', 'contabilizar o que cada um dá', 'decisões lentas e cautelosas demais'],
  },
  Scorpio: {
    summary: 'Saturno em Escorpião desenvolve uma grande resistência emocional, enfrentando verdades duras e fardos compartilhados com controle e determinação, enquanto aprende a confiar em vez de se guardar.',
    description: `A intensidade é contida com verdadeira determinação nesta posição. Saturno ocupa a água fixa num signo tradicionalmente regido por Marte, ao qual os astrólogos modernos acrescentam Plutão, e a mistura produz um sentimento profundo que raramente é exibido. As emoções são administradas como materiais valiosos e perigosos: guardadas com cuidado, liberadas só quando é seguro e nunca entregues a qualquer um.

Este Saturno mostra uma força notável numa crise. Quando os outros entram em pânico, ele organiza; quando é preciso encarar uma perda, ele fica. Questões de dinheiro compartilhado, dívidas, heranças e confiança são tratadas com seriedade, e muitas vezes há talento para a pesquisa, a investigação ou trabalhos que exigem guardar confidências.

O controle se torna a principal defesa quando a vida parece insegura. A desconfiança pode ir longe, os segredos se multiplicam e feridas antigas podem virar rancor guardado por anos. O medo da traição ou da exposição pode fazer a proximidade parecer arriscada, e a intimidade é testada repetidas vezes antes de ser permitida. As disputas de poder, sobretudo por dinheiro ou lealdade, podem se tornar exaustivas.

O crescimento vem quando a resiliência é posta a serviço da cura, e não da construção de muros. Deixando a confiança se construir devagar e largando fardos que nunca foram seus, este Saturno se torna um aliado profundamente confiável, alguém capaz de acompanhar os outros pelos tempos sombrios até o outro lado.`,
    keywords: ['resistência', 'controle', 'profundidade', 'confiança', 'recursos compartilhados', 'resiliência'],
    strengths: ['firmeza numa crise', 'sabe guardar confidências', 'seriedade com o dinheiro compartilhado', 'compromisso profundo e leal'],
    challenges: ['desconfiança e segredo', 'guardar rancores', 'medo da traição', 'disputas de poder pelo controle'],
  },
  Sagittarius: {
    summary: 'Saturno em Sagitário dá às crenças uma estrutura sólida e busca uma sabedoria conquistada pelo estudo e pela experiência, e não emprestada de respostas fáceis.',
    description: `As questões de sentido são tratadas com uma seriedade incomum aqui. Saturno no fogo mutável de Sagitário, signo regido por Júpiter, quer que sua filosofia aguente peso. As crenças são testadas contra a experiência, e uma visão de vida é construída como um viajante cuidadoso planeja uma longa rota: com mapas, planos de reserva e uma noção clara de aonde a estrada leva.

A educação muitas vezes importa muito, seja em diplomas formais perseguidos com persistência, seja no aprendizado autodidata reunido ao longo dos anos. Ensino, publicações, direito, religião e viagens podem se tornar áreas de responsabilidade real. A honestidade costuma ser forte, e há pouca paciência para afirmações que não se sustentam.

O problema começa quando a busca da verdade endurece em opinião rígida, ou no seu oposto: uma dúvida cínica de que não se pode acreditar em nada. Liberdade e dever podem parecer travados num conflito, com cada obrigação vista como uma jaula e cada porta aberta como um risco. O sermão pode tomar o lugar da escuta, e o otimismo pode ser contido por medo da decepção.

Temperado pelo tempo, Saturno em Sagitário se torna o mentor sábio, aquele cujos princípios foram vividos, e não apenas proclamados. Seu dom é uma fé com alicerce: uma esperança que passou pela prova e continua de pé, oferecida aos outros de uma forma em que podem confiar.`,
    keywords: ['crenças', 'sabedoria', 'educação', 'princípios', 'honestidade', 'orientação'],
    strengths: ['princípios testados pela experiência', 'persistência em estudos longos', 'ensino honesto e com os pés no chão', 'orientação digna de confiança'],
    challenges: ['opiniões rígidas', 'dúvida cínica', 'sentir o dever como uma prisão', 'pregar em vez de ouvir'],
  },
  Capricorn: {
    summary: 'Em casa em Capricórnio, Saturno persegue metas de longo prazo com paciência, autoridade e habilidade prática, e aprende que o sucesso precisa incluir o coração.',
    description: `No próprio signo, Saturno trabalha com força total. Capricórnio é terra cardinal, e Saturno é ao mesmo tempo seu regente e sua voz natural, e assim os temas da ambição, da estrutura, do tempo e da responsabilidade aparecem com clareza e quase sem interferência. Os planos são feitos em anos, não em semanas, e há uma confiança profunda no valor da escalada constante.

O dia a dia muitas vezes revela um jeito sério e capaz, às vezes desde muito cedo. Alguém com este Saturno pode ser quem trabalha enquanto ainda está na escola, quem organiza as finanças da família ou quem sobe numa organização por ser a pessoa mais confiável da sala. O respeito pela tradição e pela autoridade conquistada é forte, assim como um humor seco e contido.

O lado de sombra aparece quando o trabalho engole todo o resto. A ansiedade com o status, o medo do fracasso e a crença de que o valor depende das conquistas podem tornar o descanso impossível. A reserva emocional pode ser confundida com frieza, e um estilo rígido e controlador pode sufocar quem trabalha ao lado.

No auge da sabedoria, Saturno em Capricórnio sabe que uma estrutura só vale tanto quanto as vidas que sustenta. Quando a ambição abre espaço para o calor, a diversão e as pessoas de casa, esta posição constrói algo que de fato dura e de fato serve.`,
    keywords: ['ambição', 'autoridade', 'planejamento de longo prazo', 'responsabilidade', 'tradição', 'realização'],
    strengths: ['planejamento paciente e estratégico', 'autoridade natural', 'confiabilidade sob pressão', 'humor seco e firme'],
    challenges: ['excesso de trabalho', 'medo do fracasso', 'ansiedade com o status', 'frieza ou controle rígido'],
  },
  Aquarius: {
    summary: 'Saturno em Aquário constrói sistemas justos e comunidades com princípios, unindo ideias originais a um compromisso constante enquanto aprende a não perder o calor no distanciamento.',
    description: `Antes da descoberta de Urano, Aquário pertencia a Saturno, e esta posição ainda sente a força dessa antiga regência. Aqui o planeta da estrutura trabalha no ar fixo, onde organiza ideias, grupos e regras sociais com uma mente firme e objetiva. O foco recai sobre como as pessoas podem viver e trabalhar juntas de forma justa, e sobre a construção de sistemas que sobrevivam a qualquer personalidade isolada.

Na prática, este Saturno muitas vezes assume responsabilidades em clubes, redes, sindicatos ou comunidades na internet, tornando-se quem redige as normas, mantém os registros e garante que todos tenham direito a voto. O pensamento científico e técnico pode ser forte, e costuma haver uma lealdade firme aos princípios escolhidos, mesmo quando são impopulares.

Os ideais podem endurecer em doutrina rígida quando a pressão aumenta. O distanciamento pode deixar os amigos com a sensação de estarem sendo administrados, e não amados, e o medo de não se encaixar pode produzir um conformismo rígido ou uma postura solitária de se manter à parte de todos. A mudança pode ser defendida na teoria e combatida na prática.

No seu melhor, Saturno em Aquário une visão e persistência. Transforma ideias brilhantes em instituições que funcionam, trata cada pessoa como merecedora de igual respeito e descobre que a comunidade verdadeira se constrói com uma participação constante e afetuosa ao longo do tempo.`,
    keywords: ['comunidade', 'sistemas', 'princípios', 'objetividade', 'reforma', 'equidade'],
    strengths: ['constrói estruturas justas para grupos', 'lealdade aos princípios', 'pensamento claro e objetivo', 'transforma ideias em planos que funcionam'],
    challenges: ['distanciamento emocional', 'ideais rígidos', 'sentir-se um estranho no grupo', 'resistir à mudança na prática'],
  },
  Pisces: {
    summary: 'Saturno em Peixes dá forma à compaixão e à imaginação, aprendendo a pôr limites saudáveis enquanto transforma medos vagos e sonhos num trabalho paciente e dedicado.',
    description: `Estrutura e entrega formam um par incomum nesta posição. Saturno está na água mutável de Peixes, signo tradicionalmente regido por Júpiter e ligado a Netuno na astrologia moderna, onde as bordas se desfazem e os sentimentos correm livres. A tarefa é construir um recipiente para toda essa sensibilidade, para que a compaixão e a imaginação tenham uma forma que possa se sustentar.

O cuidado com os outros muitas vezes é sentido como um dever sério. Quem tem este Saturno talvez trabalhe em hospitais, abrigos, nas artes ou em ambientes espirituais, ou simplesmente ser o amigo que sempre atende a ligação de madrugada. O trabalho criativo se beneficia da disciplina: a prática diária transforma a inspiração sonhadora em música, pintura ou escrita que outros podem compartilhar.

Os limites são o ponto fraco sob estresse. O sacrifício pode escorregar para o martírio, e um medo sem causa clara pode permanecer ao fundo, difícil de nomear e mais difícil ainda de espantar. A fuga pelo sono, pelas telas ou por outros hábitos pode parecer tentadora quando o peso do mundo fica grande demais. A culpa pode se prender a problemas que nunca couberam à própria pessoa resolver.

No fim, são os limites que permitem à compaixão durar. Com rotinas gentis, combinados claros sobre o que pode ser dado e uma fé praticada, e não apenas sentida, Saturno em Peixes se torna uma presença calma e firme para quem está à deriva.`,
    keywords: ['compaixão', 'limites', 'imaginação', 'devoção', 'sacrifício', 'fé'],
    strengths: ['prática criativa disciplinada', 'cuidado firme e dedicado', 'força espiritual silenciosa', 'paciência diante do sofrimento'],
    challenges: ['limites frágeis', 'medos vagos e persistentes', 'escorregar para o martírio', 'fugir quando se sente sobrecarregado'],
  },
};
