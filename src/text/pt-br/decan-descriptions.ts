// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { DecanText } from '../decan-text.js';

/** Os 36 decanatos, de Áries 1 a Peixes 3, em português do Brasil (a ordem de src/text/en/decan-descriptions-1.ts e -2.ts). */
export const DECAN_DESCRIPTIONS_PT_BR: readonly (DecanText | undefined)[] = [
  {
    sign: 'Aries',
    decan: 1,
    description: `Os primeiros dez graus de Áries trazem o signo em sua forma mais pura, já que Marte rege tanto a face caldaica quanto a triplicidade de fogo. A energia salta do impulso para a ação quase sem pausa para reconsiderar ou hesitar. A imagem é a de um corredor já inclinado sobre a linha de largada antes de soar o sinal. No seu melhor, este decanato traz coragem, franqueza e a disposição de ir na frente quando os outros vacilam. Sob tensão, o Marte dobrado pode virar impaciência, pavio curto ou o costume de começar muita coisa e terminar pouca. Como nada amortece o ímpeto, escolher bem os alvos faz toda a diferença. Apontado para algo que valha a pena defender, esse fogo se torna uma fonte confiável de garra e iniciativa.`,
  },
  {
    sign: 'Aries',
    decan: 2,
    description: `No meio de Áries, o Sol assume a face e governa também a triplicidade de fogo, e o empurrão bruto do signo ganha propósito e amor-próprio. Agir, aqui, precisa significar alguma coisa e ser visto. Seu emblema é o jovem capitão que entra em campo primeiro, de queixo erguido, consciente de cada olhar na arquibancada. Calor humano, generosidade e a confiança para assumir responsabilidades são os seus dons. Quando o orgulho atrapalha, a mesma posição pode correr atrás de crédito, ter dificuldade em admitir um erro ou ficar emburrada quando os holofotes se voltam para outro lado. O Sol ilumina todos à sua volta, não apenas a si mesmo. Uma liderança que eleva os outros conquista a lealdade duradoura que este decanato, no fundo, tanto deseja.`,
  },
  {
    sign: 'Aries',
    decan: 3,
    description: `Vênus rege a última face de Áries, enquanto Júpiter, regente de Sagitário, detém a triplicidade, e juntos temperam o calor do signo com bom gosto, charme e um horizonte mais amplo. A luta deixa de ser só por si; vira uma campanha pela beleza, pela justiça ou por uma causa em que valha a pena acreditar. Combina bem com estes graus o artista de rua que pinta durante a madrugada um mural colorido num muro cinzento, na esperança de que o quarteirão inteiro acorde mais alegre. Aqui a faísca ariana aprende a atrair em vez de empurrar. Esticada demais, ela se dispersa num entusiasmo inquieto, em planos grandes demais para acompanhar ou na caça ao próximo prazer antes de aproveitar o anterior. Um projeto concluído de cada vez transforma esse otimismo em algo que os outros podem admirar e compartilhar.`,
  },
  {
    sign: 'Taurus',
    decan: 1,
    description: `O primeiro decanato de Touro une Mercúrio, regente da face, a Vênus, regente da triplicidade, e assim o apetite constante do signo por conforto vem acompanhado de uma mente prática e curiosa. O valor é algo a ser pesado, comparado e compreendido. Um bom retrato é o feirante que sabe o preço de cada maçã e também quais são as mais doces. A habilidade com ferramentas, orçamentos e ofícios manuais vem com naturalidade, junto com um jeito paciente e sensato de explicar as coisas. A tensão aparece em opiniões teimosas defendidas com argumentos engenhosos, ou na mania de contar e recontar em vez de desfrutar o que já está ali. Deixar que os sentidos alimentem o intelecto mantém este decanato com os pés no chão, e sua inteligência prática vira algo em que os outros aprendem a confiar.`,
  },
  {
    sign: 'Taurus',
    decan: 2,
    description: `Com a Lua regendo a face do meio de Touro e Mercúrio como regente da triplicidade, o amor do signo pela estabilidade se volta para o lar, a nutrição e os hábitos que trazem segurança. A Lua está exaltada em Touro, e por isso os sentimentos aqui são firmes e demoram a mudar. A cena que lhe pertence é uma cozinha com pão crescendo sobre a bancada e receitas de família guardadas atrás da porta do armário. Confiabilidade, cuidado com o corpo e uma memória longa para o que consola as pessoas são suas forças. Num dia difícil, agarra-se às rotinas, aos bens ou a velhas mágoas que já perderam a razão de ser. Mercúrio ajuda dando nome ao sentimento em voz alta. Quando as emoções são ditas e partilhadas, a lealdade profunda deste decanato se torna um abrigo para todos ao redor.`,
  },
  {
    sign: 'Taurus',
    decan: 3,
    description: `Saturno rege tanto a face caldaica quanto a triplicidade de terra nos dez graus finais de Touro, o que dá à paciência do signo um caráter sério e de longo alcance. Construir é a palavra-chave: devagar, com cuidado, para durar. Poderia servir de retrato o pedreiro que assenta uma pedra sobre a outra e confere o prumo a cada vez, sem pressa nenhuma. Resistência, lealdade e um senso prático do que ainda vai importar daqui a dez anos marcam este decanato em sua melhor forma. Sob pressão, a cautela endurece em medo de perder, num senso pesado de dever ou na relutância em experimentar o que não foi testado. Descanso e pequenos prazeres não são luxo aqui, mas manutenção. Com calor suficiente ao lado da disciplina, esta posição produz obras e relações de valor real e duradouro.`,
  },
  {
    sign: 'Gemini',
    decan: 1,
    description: `Júpiter, regente de Sagitário, o signo oposto, governa a primeira face de Gêmeos, enquanto Mercúrio detém a triplicidade de ar. O resultado é uma mente curiosa que busca o panorama geral e tem pressa de repassar aos outros o que aprende. Uma imagem adequada é a do estudante com a carteirinha da biblioteca num bolso e uma passagem de trem no outro, planejando ler durante a viagem. Este decanato adora ideias, viagens, uma boa conversa e a troca generosa de informações. Se a inquietação corre solta, a mente vira colecionadora de fatos sem um fio que os una, ou fala com mais segurança do que conhecimento. Uma pergunta norteadora lhe dá direção, e então os muitos interesses se combinam numa compreensão ampla e bem-humorada que os outros acham útil.`,
  },
  {
    sign: 'Gemini',
    decan: 2,
    description: `O decanato do meio de Gêmeos junta Marte, regente da face, a Vênus, regente de Libra e da triplicidade, afiando a sagacidade do signo para o debate e dando uma ponta de aço ao seu charme. As palavras são ferramentas e, de vez em quando, armas. Uma mesa de jantar animada, em que dois amigos discutem um ponto por uma hora e vão embora rindo, mostra bem o espírito. Reflexos rápidos, talento para persuadir e um senso lúdico no conflito pertencem a esta posição. Quando os ânimos esquentam, a língua pode correr mais que a gentileza, e o sarcasmo pode ocupar o lugar do contato verdadeiro. Vênus oferece o contrapeso: a vontade de se ligar aos outros e o ouvido para como as coisas soam. Honrar os dois lados forma um negociador, escritor ou professor vibrante, capaz de desafiar e encantar no mesmo fôlego.`,
  },
  {
    sign: 'Gemini',
    decan: 3,
    description: `No último decanato de Gêmeos, o Sol rege a face e Saturno, regente de Aquário, responde pela triplicidade, de modo que o intelecto agitado do signo se concentra em propósito e estrutura. As ideias já não bastam por serem interessantes; precisam se sustentar e levar a algum lugar. Uma jornalista à escrivaninha tarde da noite, enxugando um rascunho longo até chegar a uma única matéria clara e honesta, expressa bem este decanato. Ele sabe organizar o conhecimento, falar com autoridade e responder pelo que diz. Seu ponto fraco é a insegurança: reescrever sem fim, ou sentir que toda opinião exige provas antes de ser dita. Saturno recompensa a prática constante, e o Sol recompensa a coragem. Juntos, transformam a esperteza dispersa num saber especializado que leva uma assinatura pessoal.`,
  },
  {
    sign: 'Cancer',
    decan: 1,
    description: `Vênus rege a primeira face de Câncer e a Lua governa a triplicidade de água, amaciando um signo já terno com afeto e gosto pelo aconchego. Os laços emocionais se formam depressa e são mantidos aquecidos com pequenos gestos. Sua imagem é a luz da varanda deixada acesa e um prato guardado no forno para quem vai chegar tarde. Gentil, hospitaleiro e atento ao clima do ambiente, este decanato costuma ser quem percebe quando um convidado se sente deslocado. Em desequilíbrio, pode ficar apegado demais, magoar-se com facilidade ou querer manter a paz a qualquer preço. Saber onde termina o cuidado com os outros e começa o cuidado consigo é a lição central. Com esse limite no lugar, sua bondade vira uma fonte estável de pertencimento.`,
  },
  {
    sign: 'Cancer',
    decan: 2,
    description: `Mercúrio ocupa a face do meio de Câncer, e Marte, regente de Escorpião, é o regente da triplicidade, trazendo prontidão e força protetora à sensibilidade do signo. Aqui os sentimentos são lidos com rapidez e defendidos com firmeza. Encarna este decanato a mãe ou o pai numa reunião escolar, com anotações cuidadosas, que se recusa a sair antes que as necessidades do filho sejam atendidas. Entende humores, guarda detalhes sobre as pessoas que ama e age quando elas são ameaçadas. Na ansiedade, a preocupação pode virar desconfiança, e um comentário defensivo pode ferir mais do que pretendia. Perguntas calmas funcionam melhor que respostas ríspidas. Enquanto sua vigilância continuar gentil, esta posição é uma guardiã lúcida, capaz de converter percepção emocional em ajuda concreta.`,
  },
  {
    sign: 'Cancer',
    decan: 3,
    description: `A Lua é a regente da face no último decanato de Câncer, e Júpiter, regente de Peixes, detém a triplicidade; assim, o cuidado do signo se estende para além da família imediata. A compaixão tem longo alcance e uma imaginação forte. Uma mesa comprida num almoço de festa, com cadeiras extras trazidas de outros cômodos para vizinhos e amigos, resume tudo. Intuição, generosidade e sensibilidade para memórias e tradições compartilhadas são seus dons. Fora de equilíbrio, absorve os problemas de todo mundo, deixa-se levar pelos humores ou promete mais consolo do que consegue dar. Momentos de silêncio perto da água ou em cômodos conhecidos ajudam a recarregar. Bem firmada, esta posição oferece um refúgio que parece pessoal e, ainda assim, largo o bastante para acolher desconhecidos.`,
  },
  {
    sign: 'Leo',
    decan: 1,
    description: `Saturno rege a primeira face de Leão, enquanto o Sol, regente do próprio signo, detém a triplicidade de fogo. O brilho natural leonino é chamado a conquistar seu lugar com esforço e responsabilidade. Um ator que ensaia a mesma cena sozinho num palco vazio, muito depois de o resto do elenco ter ido para casa, é o quadro aqui. Este decanato tem dignidade, fôlego e um forte senso de honra. Sob tensão, pode ter tanto medo de parecer ridículo que se retrai, ou pode exigir respeito em vez de inspirá-lo. Orgulho e insegurança às vezes se revezam. O caminho construtivo é o ofício constante: um talento moldado pela disciplina brilha com um calor que dura muito mais do que o aplauso fácil.`,
  },
  {
    sign: 'Leo',
    decan: 2,
    description: `Júpiter rege a face do meio de Leão e também, como senhor de Sagitário, sua triplicidade, acrescentando amplitude, humor e generosidade ao calor do signo. A autoexpressão vira uma espécie de hospitalidade, uma vontade de dividir a boa sorte e os bons momentos. Pertence a este decanato o anfitrião de uma festa de verão no jardim, que enche os copos e apresenta desconhecidos que acabam descobrindo ter muito em comum. Inspira, encoraja e acredita nas pessoas, muitas vezes enxergando o talento delas antes que elas mesmas o vejam. Levado longe demais, cai no excesso: gestos grandiosos, gastos extravagantes ou a necessidade de ser a pessoa mais admirada da sala. Ser generoso com atenção, e não com exibição, mantém o decanato honesto, e aí seu otimismo se torna um presente de verdade.`,
  },
  {
    sign: 'Leo',
    decan: 3,
    description: `Marte rege a última face de Leão e governa também sua triplicidade como regente de Áries, dando à confiança do signo um traço ousado e competitivo. Coração e ação andam juntos, e a coragem se mostra às claras. Diz tudo o artista que salta do palco para a multidão, certo de que o público vai segurá-lo e carregá-lo. Este decanato é valente, direto e leal, rápido em defender os amigos e ansioso por enfrentar um desafio em nome da glória ou de um princípio. No pior momento, arranja brigas para provar força, dramatiza os reveses ou se esgota de tanto se esforçar. Esporte, trabalho físico ou uma disputa digna canalizam bem esse fogo. Então sua ousadia vira a faísca que põe um grupo inteiro em movimento.`,
  },
  {
    sign: 'Virgo',
    decan: 1,
    description: `O Sol rege a primeira face de Virgem, e Mercúrio, regente do próprio signo, detém a triplicidade de terra. O olhar cuidadoso virginiano ganha a luz de um propósito e o orgulho do trabalho benfeito. Um padeiro de madrugada, pesando a farinha com precisão e moldando cada pão para que a rua inteira sinta o aroma do resultado, é seu emblema natural. Este decanato é capaz, metódico e discretamente seguro do que sabe. Em dias tensos, pode confundir valor com utilidade, ou criticar os outros para se sentir no controle. A perfeição vira armadilha quando nada é dado por terminado. Reconhecer que servir também é uma forma de se expressar permite a esta posição sentir uma satisfação visível e merecida por uma tarefa bem cumprida.`,
  },
  {
    sign: 'Virgo',
    decan: 2,
    description: `Vênus é a regente da face no decanato do meio de Virgem, e Saturno, regente de Capricórnio, detém a triplicidade, de modo que a precisão do signo ganha olhar para a beleza e respeito pela estrutura. Utilidade e graça devem conviver lado a lado aqui. Uma costureira ajustando um paletó meio centímetro no ombro até que ele caia perfeitamente mostra o espírito deste decanato. Tato, bom gosto, paciência e lealdade nas parcerias próximas são suas forças. Sob pressão, as exigências consigo e com os outros ficam severas, e o carinho pode aparecer só na forma de tarefas e correções. Suavizar o julgamento ajuda, assim como admitir que o amor não precisa ser merecido. Então esta posição passa a aprimorar com delicadeza tanto o trabalho quanto as relações.`,
  },
  {
    sign: 'Virgo',
    decan: 3,
    description: `Mercúrio, regente da própria Virgem, ocupa a face final do signo, e Vênus, regente de Touro, responde pela triplicidade. A análise encontra um senso prático de valor: a mente separa, revisa e refina, enquanto os sentidos a mantêm enraizada no que é real. Um jardineiro ajoelhado entre os canteiros com um caderno, anotando quais sementes vingaram e quais não, traduz de perto este decanato. É no detalhe, no ofício, no ensino e na escrita cuidadosa que ele se destaca. Num dia ansioso, pode ficar nervoso, autocrítico demais ou preso ao planejamento em vez de agir. Pequenos rituais de prazer silenciam o falatório da mente. Quando sereno, traz uma precisão atenciosa que melhora tudo o que toca, e partilha o que sabe de bom grado.`,
  },
  {
    sign: 'Libra',
    decan: 1,
    description: `Libra começa com seu desejo de harmonia na forma mais pessoal e delicada. Vênus, que rege este decanato pela triplicidade além de reger o signo, redobra o gosto pela beleza e pela troca justa, enquanto a Lua, dona da face caldaica, acrescenta uma leitura rápida dos humores. Imagine uma anfitriã pondo a mesa do jantar e mudando discretamente uma cadeira de lugar para que a amiga tímida se sente ao lado de alguém gentil. Esse instinto para o conforto alheio é um dom verdadeiro. Em excesso, vira o hábito de espelhar quem estiver na sala, concordar para manter o ar tranquilo e depois se sentir estranhamente ausente. O trabalho aqui é incluir as próprias necessidades entre as que estão sendo pesadas, para que o equilíbrio abranja também quem segura a balança.`,
  },
  {
    sign: 'Libra',
    decan: 2,
    description: `Saturno guarda as duas chaves do meio de Libra, como regente da face caldaica e como regente de Aquário, o signo de ar cuja triplicidade tinge este trecho. Como Saturno também está exaltado em Libra, a busca de equilíbrio ganha um tom de princípio, quase cívico. A justiça passa a ser algo a construir e a pôr no papel: termos claros, regras comuns, promessas que se mantêm quando os sentimentos mudam. Um mediador numa mesa comprida, redigindo com paciência um acordo que os dois lados possam assinar, capta o espírito destes graus. A sombra é certa frieza, o hábito de contabilizar ou de tratar as pessoas como casos a resolver. Quando o calor humano volta a entrar no livro-caixa, este decanato forma parceiros e colegas cuja palavra merece confiança por anos.`,
  },
  {
    sign: 'Libra',
    decan: 3,
    description: `Em seu terço final, Libra se volta para fora, rumo à conversa e a círculos mais amplos. Mercúrio, senhor de Gêmeos e deste decanato pela triplicidade, afia a sagacidade e o prazer da troca, e Júpiter, dono da face caldaica, alarga a visão com generosidade, senso ético e gosto pelas grandes perguntas. Pense numa intérprete num encontro internacional, encontrando as palavras que permitem a dois grupos finalmente se ouvirem. Enxergar todos os lados com tanta clareza também pode travar uma decisão indefinidamente, e Júpiter talvez prometa mais boa vontade do que há tempo para entregar. Escolher um caminho, sem deixar de respeitar os demais, transforma esse dom para o diálogo em diplomacia de fato.`,
  },
  {
    sign: 'Scorpio',
    decan: 1,
    description: `Marte governa duas vezes o primeiro decanato de Escorpião, pela face caldaica e como regente tradicional do próprio signo, de modo que a profundidade escorpiana chega com toda a carga da vontade. Os sentimentos fervem sob uma superfície serena, as lealdades são ferozes e há pouca paciência para qualquer coisa feita pela metade. Imagine um mergulhador conferindo o equipamento à beira de águas escuras, calmo porque o plano foi bem pensado. Essa coragem concentrada consegue encarar o que os outros evitam. Pressionada demais, endurece em desconfiança, rancores antigos ou necessidade de controlar o desfecho. Dirigida para o reparo e não para a revanche, essa força se torna o sangue-frio constante que conduz uma família, uma equipe ou um amigo através de uma crise de verdade.`,
  },
  {
    sign: 'Scorpio',
    decan: 2,
    description: `O meio de Escorpião mistura a intensidade do signo com luz e fé. Do Sol, regente da face caldaica, vêm a dignidade e o desejo de ser reconhecido pelo que foi suportado, enquanto Júpiter, regente de Peixes e, portanto, deste decanato de água pela triplicidade, abre as profundezas para a compaixão e para a busca de sentido na perda. Um locutor de rádio de madrugada, que escuta confissões de desconhecidos sem se abalar e responde com algo esperançoso, mostra o tipo. A capacidade de permanecer presente em lugares sombrios é considerável. No limite da tensão, vira orgulho do sofrimento, gosto por salvar os outros ou a crença de que só esta pessoa entende de verdade. Partilhada com humildade, a mesma profundidade dá aos outros um motivo para seguir em frente.`,
  },
  {
    sign: 'Scorpio',
    decan: 3,
    description: `Vênus fica com a última face de Escorpião, e a Lua, regente de Câncer, a governa pela triplicidade, de modo que a intensidade do signo se torna terna, apegada e profundamente pessoal. Os vínculos formados aqui são feitos para durar a vida inteira, e a memória de cada gentileza, e de cada ferida, é longa. Uma gaveta de cartas antigas amarradas com barbante, relidas em noites silenciosas e nunca jogadas fora, resume o clima. Poucas posições amam com tanta lealdade ou percebem tão depressa quando alguém próximo está sofrendo. Na insegurança, essa devoção pode resvalar para o ciúme, a possessividade ou a recusa em encerrar um capítulo. A confiança, oferecida aos poucos, permite a este decanato manter a proximidade sem apertar tanto.`,
  },
  {
    sign: 'Sagittarius',
    decan: 1,
    description: `Júpiter rege o decanato de abertura de Sagitário pela triplicidade, ecoando seu domínio sobre o signo inteiro, e Mercúrio fica com a face caldaica; assim, a caça ao sentido começa com uma curiosidade inquieta. As perguntas chegam mais rápido que as respostas, e cada estrada, livro ou conversa de madrugada parece levar a algum lugar aonde vale a pena ir. Vem à mente um viajante numa estação movimentada, com um guia de conversação numa das mãos e a passagem para uma cidade escolhida quase por capricho. Uma mente assim aprende depressa e explica com generosidade. O problema aparece como interesses dispersos, comentários bruscos ou opiniões sustentadas com mais certeza do que evidência. O hábito de perguntar, ouvir e checar os fatos permite que essa inteligência ávida amadureça em sabedoria verdadeira.`,
  },
  {
    sign: 'Sagittarius',
    decan: 2,
    description: `O meio de Sagitário é o trecho mais audacioso do signo. Marte, regente de Áries e por isso deste decanato de fogo pela triplicidade, acrescenta faísca e a vontade de agir na hora em nome de uma crença, enquanto a Lua, dona da face caldaica, deixa que os sentimentos guiem a jornada mais do que os planos. Eis o campista que, depois de uma olhada nas estrelas, decide subir a serra ao amanhecer e de algum jeito convence três amigos a ir junto. O entusiasmo é contagiante e muitas vezes corajoso. Num dia ruim, o humor oscila entre a euforia e o tédio, e uma causa pode virar briga. Dar ritmo a esse fogo, com dias de descanso e uma casa para onde voltar, mantém a aventura alegre e não imprudente.`,
  },
  {
    sign: 'Sagittarius',
    decan: 3,
    description: `Nos últimos dez graus, Sagitário recolhe suas andanças numa visão de vida assentada. O Sol, regente da triplicidade aqui por via de Leão, traz confiança e vontade de liderar, e Saturno, regente da face caldaica, exige que toda crença seja posta à prova pelo tempo e pela experiência. A figura é a de um guia de montanha que percorre a mesma trilha há vinte anos e ainda confere a previsão do tempo antes de cada subida. Daqui saem professores, mentores e pessoas que falam com autoridade serena. O risco é um credo que para de escutar, ou um orgulho que confunde idade com razão. Mantida aberta a novas evidências, a sabedoria conquistada a duras penas por este decanato vira uma base sobre a qual os outros podem construir.`,
  },
  {
    sign: 'Capricorn',
    decan: 1,
    description: `Saturno, regente de Capricórnio, governa seu primeiro decanato pela triplicidade, e por isso a paciência e o senso de estrutura do signo são fortes desde o início. Júpiter, que tradicionalmente se sente pouco à vontade neste signo, fica com a face caldaica e pede crescimento sem desperdício: ambição de horizonte longo e uma esperança de tipo prático. Quem planta um pomar jovem numa manhã fria de primavera, sabendo que a primeira colheita de verdade está a anos de distância, encarna estes graus. A persistência é a grande força, junto com o talento de transformar metas enormes em passos constantes. Em excesso, a cautela espreme a alegria, ou o sucesso se reduz a uma questão de status. Lembrar por que as árvores foram plantadas mantém o esforço generoso e digno da espera.`,
  },
  {
    sign: 'Capricorn',
    decan: 2,
    description: `Marte está exaltado em Capricórnio, e no decanato do meio ocupa a face caldaica, emprestando energia disciplinada e fôlego para terminar o que foi começado. Vênus, regente de Touro e deste decanato de terra pela triplicidade, acrescenta sensibilidade para os materiais, o conforto e o valor duradouro. Juntos, descrevem o artesão: um marceneiro que lixa uma mesa noite adentro porque o encaixe tem de ficar exato e a peça deve sobreviver ao dono. O trabalho feito a partir daqui tende a ser sólido, útil e discretamente belo. As armadilhas são a teimosia, longas jornadas sem pausa ou o valor medido apenas pelo que se possui. Abrir espaço para o descanso e o prazer transforma esse esforço incansável num ofício que atravessa o tempo.`,
  },
  {
    sign: 'Capricorn',
    decan: 3,
    description: `Os graus finais de Capricórnio levam a ambição do signo para a vista do público. Com o Sol como regente da face caldaica vem o desejo de defender algo e responder por isso, enquanto Mercúrio, que rege Virgem e, portanto, este decanato de terra pela triplicidade, contribui com análise cuidadosa e talento para organizar detalhes. Veja o caso de quem preside uma reunião de bairro com a pauta bem marcada, conhece cada linha do orçamento e ainda assim dá a palavra ao vizinho calado. Competência e dignidade vêm naturalmente. Com cansaço ou ansiedade, os mesmos traços viram perfeccionismo, língua crítica ou orgulho da posição. Uma autoridade usada para servir, e não para impressionar, faz deste decanato uma fonte de líderes que as pessoas seguem com gosto.`,
  },
  {
    sign: 'Aquarius',
    decan: 1,
    description: `Saturno, regente tradicional de Aquário, governa também o primeiro decanato do signo pela triplicidade, o que dá estrutura e constância aos seus ideais. Vênus, a quem cabe a face caldaica, suaviza essa armação com um dom para a amizade e o prazer do esforço coletivo. A cena é uma reunião de vizinhos no porão de uma biblioteca, onde alguém de prancheta na mão transforma o vago desejo de uma horta comunitária num cronograma, num orçamento e num grupo de novos amigos. A lealdade a um círculo é forte. No seu lado mais frio, o calor pode ir mais para a causa do que para as pessoas que a compõem, e as opiniões podem endurecer feito cimento. Deixar o afeto ser pessoal, e não só uma questão de princípio, mantém essas comunidades vivas.`,
  },
  {
    sign: 'Aquarius',
    decan: 2,
    description: `Mercúrio detém as duas regências no meio de Aquário, como regente da face caldaica e como regente de Gêmeos, o signo de ar cuja triplicidade dá cor a este decanato. O resultado é o trecho mais mental do signo: inventivo, curioso, rápido em ligar ideias que nunca tinham se encontrado. Imagine uma mesa de cozinha coberta de diagramas e café frio às duas da manhã, enquanto alguém finalmente enxerga como um problema teimoso se encaixa. Originalidade e talento para explicar conceitos novos vêm com facilidade. Pelo lado menos feliz, o pensamento dispara à frente do sentimento, as discussões são travadas por esporte e os nervos se desgastam. Ancorar as ideias nas necessidades de pessoas reais dá a esse brilho tanto direção quanto calor.`,
  },
  {
    sign: 'Aquarius',
    decan: 3,
    description: `O terço final de Aquário traz o sentimento para dentro dos ideais do signo. A Lua, regente da face caldaica, empresta sensibilidade ao clima de uma multidão e atenção às necessidades do dia a dia, e Vênus, cujo signo Libra fornece a triplicidade, acrescenta graça, justiça e gosto pela parceria. Num jantar comunitário, uma voluntária nota qual recém-chegado está sentado sozinho e, sem alarde, traz até ele alguém com interesses em comum; esse pequeno gesto é a essência destes graus. A vontade de melhorar o mundo se torna pessoal e gentil. Em momentos de pressão, o humor oscila conforme a opinião pública, e a necessidade de agradar pode borrar princípios firmes. Confiar que bondade e convicção andam juntas permite a este decanato conduzir as pessoas com delicadeza rumo ao futuro.`,
  },
  {
    sign: 'Pisces',
    decan: 1,
    description: `Júpiter, regente tradicional de Peixes, governa o primeiro decanato pela triplicidade, e Saturno recebe a face caldaica; assim, a empatia sem limites do signo encontra a necessidade de forma. A fé aqui é algo praticado, mais do que apenas sentido: uma rotina diária de silêncio, uma promessa cumprida a alguém que depende dela. A imagem é a do faroleiro que sobe as escadas toda noitinha para acender a lâmpada para navios que nunca verá. A compaixão é funda e confiável. O peso de Saturno também pode ser sentido como culpa ou solidão, e o serviço pode escorregar para o autossacrifício. Dedicar aos próprios limites o mesmo cuidado fiel permite a este decanato continuar sendo uma luz constante sem se consumir.`,
  },
  {
    sign: 'Pisces',
    decan: 2,
    description: `Júpiter volta no meio de Peixes para reivindicar a face caldaica, e a Lua, regente de Câncer, rege o decanato pela triplicidade, de modo que a ternura do signo se torna ampla e protetora. A imaginação é vívida, a empatia chega quase antes das palavras, e há uma forte atração por cuidar de quem quer que apareça. Visualize uma cozinha com a porta dos fundos sempre aberta, uma panela no fogão e uma história de ninar contada a qualquer criança que fique até tarde. A generosidade de coração é o grande dom. As dificuldades surgem como limites borrados, doação além do ponto de exaustão ou fuga para o devaneio quando a vida aperta. Alguns limites claros tornam essa hospitalidade sustentável para todos, inclusive para quem recebe.`,
  },
  {
    sign: 'Pisces',
    decan: 3,
    description: `Marte rege duas vezes o decanato final de Peixes, detendo sua face caldaica e, como regente tradicional de Escorpião, também sua triplicidade de água. A compaixão do signo ganha coragem e prontidão para agir segundo o que sente. Um salva-vidas que vê um banhista em apuros além da arrebentação e já está na água antes que qualquer outro perceba combina bem com este decanato. As emoções correm fundas e fortes, e há bravura real na defesa dos vulneráveis. Frustrada, essa força pode se voltar para dentro ou explodir em tempestades emocionais que surpreendem até quem as sente. Canalizada para uma defesa constante de quem precisa, essa coragem faz este último trecho do zodíaco fechar o ciclo com uma compaixão que sabe agir.`,
  },
];
