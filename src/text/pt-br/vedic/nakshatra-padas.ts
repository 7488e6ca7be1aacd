// Urania's own text, translated from its English original (src/text/en/vedic); locale pt-BR.

type Padas = readonly [string, string, string, string];

/** Uma nota para cada um dos quatro padas dos 27 nakshatras, na ordem de src/vedic/nakshatras.ts, em português do Brasil. */
export const NAKSHATRA_PADA_TEXT_PT_BR: readonly Padas[] = [
  [ // Ashwini
    `O primeiro pada de Ashwini cai no navamsa de Áries, e a velocidade do nakshatra se duplica. A coragem e a iniciativa vêm naturalmente aqui; a lição é olhar uma vez antes de pular e deixar que os outros o alcancem.`,
    `No segundo pada, Ashwini recebe um navamsa de Touro, que reduz o galope do cavalo a um passo de trabalho. A cura prática, os ganhos constantes e o amor aos confortos simples firmam o impulso; a teimosia é o risco a vigiar.`,
    `O terceiro pada de Ashwini, no navamsa de Gêmeos, volta a rapidez para a mente. Conversas, estudos, mensagens e soluções engenhosas prosperam, embora a atenção possa se dispersar. Uma lista escrita mantém os muitos começos ligados aos seus finais.`,
    `O quarto pada de Ashwini pertence ao navamsa de Câncer e suaviza o nakshatra com sentimento. O impulso de socorrer vira cuidado com a família e o lar, e a recompensa vem de proteger os outros sem sufocá-los.`,
  ],
  [ // Bharani
    `O primeiro pada de Bharani fica no navamsa de Leão. A sua força de carregar se volta para o trabalho criativo e a liderança, com um gosto pelo dramático. O orgulho pode dificultar o pedido de ajuda; dividir o mérito com generosidade facilita o caminho.`,
    `No segundo pada, o navamsa de Virgem, a intensidade de Bharani vira serviço cuidadoso. O trabalho detalhado, as rotinas de saúde e o ofício prático absorvem bem a energia, embora a preocupação e a autocrítica cresçam quando nada parece pronto o bastante.`,
    `O terceiro pada de Bharani cai no navamsa de Libra e põe Vênus em evidência em dobro. O charme, a parceria e o olho para o equilíbrio são fortes; os excessos e o desejo de agradar a todos pedem alguma contenção.`,
    `Bharani, no quarto pada, dentro do navamsa de Escorpião, chega à sua forma mais intensa. Segredos, crises e transformações são terreno conhecido, e a resiliência vai fundo. Confiar o peso a umas poucas pessoas impede que a intensidade vire isolamento.`,
  ],
  [ // Krittika
    `O primeiro pada de Krittika é o único em Áries, e o seu navamsa é Sagitário. Fogo encontra fogo: convicções ousadas, gosto por ensinar e pavio curto. Os princípios servem melhor quando ditos com humor, e não com calor.`,
    `O segundo pada fica em Touro, com navamsa de Capricórnio. Aqui a lâmina de Krittika se torna prática, moldando carreiras, orçamentos e projetos longos com uma ambição paciente. O que precisa amolecer é a dureza consigo ou com os outros.`,
    `No terceiro pada, Touro pelo signo e Aquário pelo navamsa, Krittika corta em nome do grupo. A reforma, a tecnologia e a justiça a atraem, e ela fala sem rodeios diante do poder. O distanciamento pode esfriar o seu calor se não for vigiado.`,
    `O quarto pada de Krittika carrega um navamsa de Peixes, e o fogo vira lamparina em vez de navalha. A devoção, a compaixão e o serviço silencioso são fortes. Os limites pedem cuidado, já que o desejo de purificar os outros pode virar autossacrifício.`,
  ],
  [ // Rohini
    `O primeiro pada de Rohini recebe o navamsa de Áries, que soma garra ao encanto do nakshatra. A ambição de conforto e de beleza passa depressa à ação, e a impaciência com o crescimento lento é a prova habitual deste pada.`,
    `O segundo pada de Rohini, no navamsa de Touro, é Touro em dobro: sensual, constante, leal e apegado às posses. A riqueza e a beleza se acumulam aqui; a inércia também, e uma caminhada diária ou uma habilidade nova ajudam a sacudi-la.`,
    `Com um navamsa de Gêmeos, o terceiro pada de Rohini volta a sua graça para as palavras, o comércio e a arte da conversa. A escrita, o marketing e a música lhe caem bem. A inquietação afetiva pode pedir reflexão honesta.`,
    `No quarto pada, navamsa de Câncer, Rohini reúne a sua fertilidade em torno do lar e da família. Nutrir vem com facilidade, e as lembranças são profundas. O humor segue as marés; uma rotina segura deixa a natureza sensível florescer sem se agarrar.`,
  ],
  [ // Mrigashira
    `O primeiro pada de Mrigashira está em Touro pelo signo e em Leão pelo navamsa. A busca aqui é por prazer e reconhecimento, feita com calor e um pouco de espetáculo. A vaidade pode desviar o cervo; a sinceridade o mantém na trilha.`,
    `No segundo pada de Mrigashira, Touro com navamsa de Virgem, a curiosidade se organiza. A pesquisa cuidadosa, o artesanato e a solução prática de problemas lhe convêm. Pensar demais e a implicância com miudezas são o preço de uma mente que nunca para de conferir.`,
    `O terceiro pada de Mrigashira cai em Gêmeos com navamsa de Libra, e a busca se torna social. A conversa, a diplomacia e as artes o atraem, e as ideias chegam por meio das outras pessoas. A indecisão cresce quando todas as opções parecem igualmente encantadoras.`,
    `Mrigashira, no último pada, Gêmeos pelo signo e Escorpião pelo navamsa, manda o cervo para matas mais fundas. Investigações, saberes ocultos e apegos intensos o atraem. A desconfiança pode se acender; ancorar a busca na confiança a torna fecunda.`,
  ],
  [ // Ardra
    `O primeiro pada de Ardra recebe o navamsa de Sagitário. Aqui a tempestade limpa o ar em nome de uma crença: questiona dogmas, busca a verdade, argumenta com ousadia. O tato transforma a sua honestidade cortante em algo que os outros realmente escutam.`,
    `No navamsa de Capricórnio do seu segundo pada, Ardra canaliza a reviravolta em estrutura e trabalho. Reconstrói depois da perda com uma determinação férrea e pode se destacar em tarefas técnicas duras. O pessimismo precisa de um contrapeso constante de descanso.`,
    `O terceiro pada de Ardra, no navamsa de Aquário, é o pada mais parecido com Rahu: inventivo, fora do convencional, atraído pela ciência e pelas causas. As ideias chegam como lampejos súbitos. Manter o calor humano ao lado do intelecto impede que ele esfrie.`,
    `O quarto pada de Ardra cai no navamsa de Peixes, onde a lágrima vira empatia. A sensibilidade ao sofrimento é forte, e pode levar ao trabalho de cura ou à criação. As enchentes emocionais baixam com uma âncora diária e tranquila.`,
  ],
  [ // Punarvasu
    `O primeiro pada de Punarvasu, Gêmeos pelo signo e Áries pelo navamsa, se renova pela ação. Recupera-se depressa e gosta de liderar um recomeço. A paciência com os companheiros mais lentos torna cada retorno mais rico.`,
    `O segundo pada carrega um navamsa de Touro e assenta o otimismo de Punarvasu no conforto material. Poupar, construir e receber bem vêm naturalmente. O apego a uma rotina estável pode impedi-lo de mirar a próxima flecha que valha a pena.`,
    `Com um navamsa de Gêmeos, o terceiro pada é o mais falante e curioso de Punarvasu. O ensino, a escrita e as viagens alimentam a sua renovação. Interesses miúdos demais diluem a sua sabedoria ampla; a profundidade em um deles o mantém forte.`,
    `O quarto pada de Punarvasu cai em Câncer pelo signo e pelo navamsa, o signo em que Júpiter se exalta. O seu cuidado com o lar, a família e a tradição é profundo, e ele abriga muita gente. A preocupação com os seus diminui quando a fé é praticada a cada dia.`,
  ],
  [ // Pushya
    `O primeiro pada de Pushya, no navamsa de Leão, dá ao seu cuidado um rosto orgulhoso e visível. Gosta de liderar casas, equipes ou comunidades. Precisar de agradecimento por cada gentileza é o hábito que este pada aprende a deixar para trás.`,
    `No segundo pada, o navamsa de Virgem, Pushya serve pelos detalhes: a saúde, a cozinha, as contas, as pequenas tarefas que mantêm uma família de pé. A sua exatidão é um dom até virar fonte de uma caça ansiosa aos defeitos.`,
    `O terceiro pada de Pushya cai no navamsa de Libra, adoçando o seu senso de dever com graça e desejo de harmonia. O aconselhamento, a parceria e as artes o atraem; fugir dos conflitos necessários é a sua fraqueza.`,
    `Pushya, no quarto pada, recebe o navamsa de Escorpião, que traz profundidade e algum segredo ao seu cuidado. Sabe amparar os outros numa crise e estudar assuntos ocultos. O instinto protetor precisa de vigilância para nunca virar controle.`,
  ],
  [ // Ashlesha
    `O primeiro pada de Ashlesha, no navamsa de Sagitário, volta a percepção da serpente à filosofia e à crença. Argumenta de modo persuasivo e fareja a hipocrisia depressa. A generosidade de espírito suaviza os seus julgamentos mais ásperos sobre as pessoas.`,
    `No segundo pada, o navamsa de Capricórnio, Ashlesha se torna estratégico e ambicioso, planejando em silêncio e segurando com tenacidade. O sucesso nos negócios ou na política é possível; a prova é vencer sem manipular.`,
    `O terceiro pada de Ashlesha cai no navamsa de Aquário, onde a percepção se volta para grupos, sistemas e padrões ocultos. Pode ser excêntrico e reservado. Partilhar abertamente as suas observações constrói a confiança que ele deseja.`,
    `O quarto pada, com navamsa de Peixes, dá a Ashlesha a sua forma mais intuitiva e empática. Sonhos, palpites e enredos emocionais são fortes. Limites claros deixam a compaixão fluir sem engoli-lo.`,
  ],
  [ // Magha
    `O primeiro pada de Magha, no navamsa de Áries, é ambicioso e dominante. Assume o comando com prontidão e defende os seus com ferocidade. Lembrar que o respeito se conquista, e não se cobra, mantém a sua liderança sadia.`,
    `No segundo pada, com navamsa de Touro, Magha expressa a sua herança por meio da riqueza, dos bens e dos costumes de família. Mantém vivas as relíquias e as receitas. O materialismo e o conservadorismo teimoso são as armadilhas aqui.`,
    `O terceiro pada de Magha carrega um navamsa de Gêmeos e volta o orgulho ancestral para o estudo, as histórias e a história. Pode escrever a crônica da família ou ensinar uma tradição. O esforço disperso enfraquece uma voz nobre.`,
    `O quarto pada, no navamsa de Câncer, dá a Magha um lado terno e devocional. Os ritos pelos ancestrais, o cuidado com os mais velhos e a lealdade à família são profundos. Viver demais na memória é a única coisa a vigiar.`,
  ],
  [ // Purva Phalguni
    `O primeiro pada de Purva Phalguni cai no navamsa de Leão, tornando-o caloroso, teatral e orgulhoso. A atuação, o romance e a organização da diversão vêm com facilidade. Dividir os holofotes faz o seu carisma durar.`,
    `No navamsa de Virgem do seu segundo pada, Purva Phalguni leva prazer ao serviço prático, seja planejando eventos, cuidando da saúde ou aperfeiçoando um ofício. A autocrítica pode esfriar a alegria; aqui o descanso também é permitido.`,
    `O terceiro pada de Purva Phalguni, no navamsa de Libra, é o pada mais venusiano do nakshatra: artístico, afetuoso e atraído pela parceria e pela beleza. Os excessos e a dependência da aprovação alheia pedem um freio suave.`,
    `Purva Phalguni, no quarto pada, recebe o navamsa de Escorpião e aprofunda os seus desejos. A paixão, a lealdade e a criatividade intensa são fortes, assim como o ciúme. Canalizar a intensidade num projeto comum mantém o amor saudável.`,
  ],
  [ // Uttara Phalguni
    `O primeiro pada de Uttara Phalguni fica em Leão, com navamsa de Sagitário. O seu senso de dever ganha um rumo idealista e generoso, voltado ao ensino, ao direito ou às causas. O risco é pregar em vez de escutar.`,
    `Em Virgem com navamsa de Capricórnio, o segundo pada de Uttara Phalguni é prático e trabalhador. Administra, organiza e cumpre os acordos à risca. A rigidez e o excesso de trabalho precisam do contrapeso do calor humano e da brincadeira.`,
    `O terceiro pada de Uttara Phalguni, Virgem pelo signo e Aquário pelo navamsa, aplica o seu senso de justiça a grupos, redes e reformas sociais. Faz amizades por toda parte. A distância emocional pode deixar os parceiros próximos querendo mais.`,
    `O quarto pada, com navamsa de Peixes, dá a Uttara Phalguni uma qualidade compassiva e abnegada. O serviço aos doentes ou aos pobres o atrai. Aprender a receber com a mesma graça com que dá completa a sua promessa.`,
  ],
  [ // Hasta
    `O primeiro pada de Hasta recebe um navamsa de Áries, que soma garra às suas mãos habilidosas. Trabalha depressa e gosta de ser o primeiro a achar o conserto. A impaciência e o pavio curto se resolvem melhor com humor.`,
    `No segundo pada, o navamsa de Touro, o ofício de Hasta se torna constante e sensorial: cozinha, jardinagem, tecidos, administração do dinheiro. A sua constância conquista confiança. O apego possessivo ao próprio trabalho precisa se afrouxar.`,
    `O terceiro pada de Hasta, no navamsa de Gêmeos, é o trapaceiro engenhoso do nakshatra: espirituoso, hábil, bom com as palavras e o comércio. A energia nervosa quer uma válvula de escape, e a honestidade mantém a sua esperteza admirada.`,
    `O quarto pada cai no navamsa de Câncer e volta a habilidade de Hasta para o cuidado e o lar. Cura pelo toque, alimenta e consola. Os humores podem fazer a sua mão vacilar; rotinas emocionais a mantêm firme.`,
  ],
  [ // Chitra
    `O primeiro pada de Chitra é Virgem pelo signo e Leão pelo navamsa. O seu ofício procura uma plateia, e cria com confiança e estilo. O ego pode tornar difícil ouvir críticas; a humildade afia a obra.`,
    `O segundo pada, Virgem com navamsa de Virgem, mostra Chitra no seu ponto mais exigente: preciso, técnico e atento aos detalhes. O artesanato fino, a análise e a medicina lhe convêm. O perfeccionismo não deve impedir a conclusão.`,
    `O terceiro pada de Chitra cai em Libra com navamsa de Libra, e une o design à diplomacia. O gosto estético e a graça social estão em alta. Pode agradar aos outros à própria custa, e por isso as preferências sinceras importam.`,
    `Em Libra com navamsa de Escorpião, o quarto pada dá a Chitra profundidade e intensidade. Cria a partir da transformação e pode explorar assuntos ocultos ou a pesquisa. Guardar rancor apaga o seu brilho.`,
  ],
  [ // Swati
    `O primeiro pada de Swati, no navamsa de Sagitário, ama as viagens, os estudos e a liberdade da estrada aberta. O seu senso de justiça ganha um rumo de princípios. A inquietação pode fazer cada compromisso parecer uma gaiola.`,
    `Com um navamsa de Capricórnio, o segundo pada dá a Swati uma firmeza de homem de negócios. O comércio, o planejamento cuidadoso e a acumulação lenta lhe convêm. A cautela pode pender para a preocupação com a segurança sem vigilância.`,
    `O terceiro pada de Swati, no navamsa de Aquário, duplica a sua independência. As ideias originais, a tecnologia e as causas sociais o atraem. O distanciamento pode passar por indiferença, então o seu calor precisa aparecer.`,
    `O quarto pada, com navamsa de Peixes, torna Swati imaginativo e solidário, atraído pela arte, pela espiritualidade e pelo serviço. A indecisão e a deriva são os perigos; uma prática diária clara ancora a brisa.`,
  ],
  [ // Vishakha
    `O primeiro pada de Vishakha fica em Libra com navamsa de Áries, e funde a sua ambição com uma coragem crua. Compete com gosto e lidera campanhas. Aprender a perder com elegância torna as suas vitórias mais doces.`,
    `No segundo pada, Libra com navamsa de Touro, Vishakha busca o conforto, a beleza e a segurança financeira com paciência. As suas metas são concretas. A inveja da riqueza alheia é a armadilha a evitar.`,
    `O terceiro pada de Vishakha, Libra pelo signo e Gêmeos pelo navamsa, mira o conhecimento e a comunicação. O debate, a escrita e o estudo são as suas arenas. Trocar de meta sem parar dispersa o seu famoso foco.`,
    `O quarto pada de Vishakha é o único em Escorpião, com navamsa de Câncer. Aqui a meta é emocional e protetora, e a devoção à família ou à fé é intensa. O ciúme deve ser chamado pelo nome antes que apodreça por dentro.`,
  ],
  [ // Anuradha
    `O primeiro pada de Anuradha recebe o navamsa de Leão e dá às suas amizades um coração de líder. Organiza grupos e inspira lealdade. A necessidade de reconhecimento não faz mal, contanto que divida o mérito.`,
    `No navamsa de Virgem, o segundo pada de Anuradha serve aos amigos com ajuda prática e trabalho cuidadoso. Destaca-se na pesquisa e na organização. A preocupação crítica pode abafar a sua natureza, de resto tão dedicada.`,
    `O terceiro pada de Anuradha cai no navamsa de Libra e é o seu pada mais diplomático e sociável. As parcerias, as negociações e as artes florescem. A lição é não fugir das verdades difíceis só para manter a paz.`,
    `Anuradha, no quarto pada, Escorpião pelo signo e pelo navamsa, é intenso, reservado e profundamente leal. O estudo esotérico, a psicologia e o trabalho em crises o atraem. A possessividade no amor pede um toque mais leve.`,
  ],
  [ // Jyeshtha
    `O primeiro pada de Jyeshtha, no navamsa de Sagitário, tempera a primazia do mais velho com filosofia e ética. Protege por princípio e sabe ensinar bem. A presunção de ter sempre razão é a aresta que precisa amaciar.`,
    `Com um navamsa de Capricórnio, o segundo pada de Jyeshtha é ambicioso e trabalhador, e sobe com constância até a autoridade. Administra bem os recursos. A frieza na busca de status custa mais do que rende.`,
    `O terceiro pada de Jyeshtha recebe o navamsa de Aquário e volta a sua autoridade para a inovação e os grupos. Pode defender causas incomuns. A independência teimosa pode isolá-lo dos aliados.`,
    `O quarto pada, no navamsa de Peixes, dá a Jyeshtha compaixão e profundidade espiritual. Protege os vulneráveis e pode sentir com força a dor dos outros. O recolhimento e a reflexão restauram a sua força.`,
  ],
  [ // Mula
    `O primeiro pada de Mula, com navamsa de Áries, cava com força e coragem. Enfrenta os problemas de frente e recomeça sem medo. A contenção o impede de arrancar o que poderia simplesmente ser consertado.`,
    `No navamsa de Touro, o segundo pada de Mula se enraíza nos assuntos práticos: a terra, as ervas, os recursos, o corpo. Busca estabilidade depois da reviravolta. O apego à segurança pode bloquear a mudança de que precisa.`,
    `O terceiro pada de Mula, no navamsa de Gêmeos, pesquisa com palavras e ideias. A investigação, a escrita e o debate sobre os princípios primeiros lhe convêm. Duvidar de tudo pode deixá-lo sem chão onde pisar.`,
    `O quarto pada cai no navamsa de Câncer e traz a busca de Mula para casa: as raízes da família e os sentimentos. Pode explorar a ancestralidade ou cuidar de feridas antigas. As reviravoltas emocionais assentam com rotinas que nutrem.`,
  ],
  [ // Purva Ashadha
    `O primeiro pada de Purva Ashadha, no navamsa de Leão, é orgulhoso, confiante e nascido para convencer uma multidão. A sua liderança inspira. A arrogância é o único adversário que este pada precisa aprender a vencer.`,
    `O segundo pada recebe um navamsa de Virgem e refina as convicções de Purva Ashadha por meio do detalhe e do serviço. Purifica organizando e corrigindo. Sem cuidado, a implicância com minúcias pode tomar o lugar da visão maior.`,
    `No navamsa de Libra, o terceiro pada de Purva Ashadha encanta em vez de mandar. A arte, a diplomacia e o romance são fortes. Os excessos e o gosto pela bajulação precisam do freio de um amigo sincero.`,
    `O quarto pada, com navamsa de Escorpião, dá a Purva Ashadha profundidade e uma determinação implacável. Pode pesquisar ou reformar com poder. Agarrar-se a uma mágoa enfraquece o seu espírito invencível.`,
  ],
  [ // Uttara Ashadha
    `O primeiro pada de Uttara Ashadha é Sagitário pelo signo e pelo navamsa: idealista e ético, atraído pelo ensino, pelo direito e pela fé. Fala com autoridade moral. As opiniões rígidas amolecem com as viagens e com a escuta.`,
    `O segundo pada de Uttara Ashadha, em Capricórnio com navamsa de Capricórnio, é ambicioso, disciplinado e resistente. As carreiras longas e as instituições lhe convêm. Não se pode deixar o trabalho engolir todos os prazeres pessoais.`,
    `O terceiro pada de Uttara Ashadha, em Capricórnio com navamsa de Aquário, põe a sua integridade a serviço da sociedade. Os projetos humanitários e a ciência o atraem. Pode parecer distante; partilhar os sentimentos ajuda.`,
    `O quarto pada, com navamsa de Peixes, dá a Uttara Ashadha compaixão e um propósito espiritual. Serve em silêncio e perdoa com facilidade. Limites claros impedem que a sua bondade termine em esgotamento.`,
  ],
  [ // Shravana
    `O primeiro pada de Shravana, no navamsa de Áries, escuta para poder agir. Aprende depressa e aplica o conhecimento com ousadia. A impaciência com quem aprende mais devagar é o hábito que este pada precisa suavizar.`,
    `No navamsa de Touro, o segundo pada de Shravana absorve o conhecimento devagar e o guarda bem. A música, as finanças e a sabedoria prática lhe convêm. A resistência às ideias novas é o seu ponto cego.`,
    `O terceiro pada de Shravana, com navamsa de Gêmeos, é o comunicador: ouve muito e repete bem. O ensino, a mídia e os idiomas florescem. A fofoca é a tentação que ele precisa recusar.`,
    `O quarto pada de Shravana, no navamsa de Câncer, escuta com o coração. O aconselhamento, o cuidado com os outros e a história da família o atraem. A sensibilidade à crítica diminui à medida que cresce a confiança em si.`,
  ],
  [ // Dhanishta
    `O primeiro pada de Dhanishta, Capricórnio pelo signo e Leão pelo navamsa, ama o palco e os holofotes. A música, o esporte e a liderança vêm com facilidade. A generosidade impede que a sua ambição vire vaidade.`,
    `O segundo pada de Dhanishta, em Capricórnio com navamsa de Virgem, transforma o ritmo em disciplina. A habilidade, o treino e a administração cuidadosa trazem riqueza. A preocupação com dinheiro pode abafar a música.`,
    `O terceiro pada de Dhanishta, Aquário pelo signo e Libra pelo navamsa, é sociável e artístico, atraído pelos conjuntos e pelas parcerias. A harmonia importa para ele. Precisa tomar cuidado para não viver só de aplausos.`,
    `O quarto pada, em Aquário com navamsa de Escorpião, dá a Dhanishta intensidade e poder de investigação. Sabe liderar numa crise. O segredo e a teimosia, sem freio, desgastam os seus relacionamentos.`,
  ],
  [ // Shatabhisha
    `O primeiro pada de Shatabhisha, com navamsa de Sagitário, busca a cura pela filosofia e pela verdade. É franco e esperançoso. Pregar de longe só alarga o seu círculo de isolamento.`,
    `No navamsa de Capricórnio, o segundo pada de Shatabhisha é metódico, ambicioso e reservado, talhado para pesquisas longas ou para a administração. A sua cautela é sensata, mas o pessimismo precisa de luz todos os dias.`,
    `O terceiro pada de Shatabhisha, Aquário pelo signo e pelo navamsa, é o pada mais original e fora do convencional. Invenções, redes e ideias futuristas prosperam. Ser excêntrico não precisa significar ser solitário.`,
    `O quarto pada, no navamsa de Peixes, dá a Shatabhisha uma profundidade mística e compassiva. As artes de cura e a meditação lhe convêm. A tendência à fuga pede hábitos firmes e gentis que a contenham.`,
  ],
  [ // Purva Bhadrapada
    `O primeiro pada de Purva Bhadrapada, Aquário pelo signo e Áries pelo navamsa, é ardente, ousado e rápido em abraçar uma causa. A coragem é farta; a paciência e o tato são as habilidades a desenvolver.`,
    `O segundo pada de Purva Bhadrapada, em Aquário com navamsa de Touro, assenta o idealismo do nakshatra em recursos e em determinação. Pode construir algo duradouro. A teimosia e a ansiedade material são os tropeços.`,
    `O terceiro pada de Purva Bhadrapada, com navamsa de Gêmeos, debate, escreve e pesquisa com paixão. A sua mente é inquieta e inventiva. A tensão nervosa diminui com rotinas constantes.`,
    `O quarto pada de Purva Bhadrapada é o único em Peixes, com navamsa de Câncer. A sua intensidade se torna emocional e devocional, protetora da família e da fé. A preocupação se enfrenta melhor com a oração ou com uma prática silenciosa.`,
  ],
  [ // Uttara Bhadrapada
    `O primeiro pada de Uttara Bhadrapada, no navamsa de Leão, empresta à sua sabedoria calma uma presença digna. Sabe liderar com paciência. O orgulho do próprio autocontrole pode tornar difícil o pedido de ajuda.`,
    `No navamsa de Virgem, o segundo pada de Uttara Bhadrapada serve por meio do trabalho cuidadoso e da análise, muitas vezes na cura ou na pesquisa. É confiável. A preocupação excessiva com detalhes pode drenar a sua profundidade.`,
    `O terceiro pada de Uttara Bhadrapada, com navamsa de Libra, é gentil e diplomático, um mediador nato. Os relacionamentos e as artes ganham com isso. A passividade diante do conflito pede uma coragem de tipo mais bondoso.`,
    `No quarto pada, o navamsa de Escorpião, Uttara Bhadrapada é profundo, reservado e espiritualmente intenso. O estudo das coisas ocultas e a transformação interior o atraem. O recolhimento não pode virar um muro contra as pessoas queridas.`,
  ],
  [ // Revati
    `O primeiro pada de Revati, com navamsa de Sagitário, é otimista, generoso e amante das viagens. Guia pela fé e pelo bom humor. O excesso de confiança nos outros pode levar à decepção.`,
    `O segundo pada, com navamsa de Capricórnio, dá a Revati ambição prática e responsabilidade. Cuida por meio de um esforço confiável. A insegurança se abranda à medida que as suas conquistas se acumulam.`,
    `O terceiro pada de Revati, no navamsa de Aquário, estende a sua bondade às comunidades e às causas. É idealista e inventivo. O distanciamento pode esconder o quanto ele sente fundo.`,
    `O quarto pada de Revati, Peixes pelo signo e pelo navamsa, é o último quarto do zodíaco: místico, terno e imaginativo. A arte e a vida espiritual florescem. Um chão firme sob os sonhos o mantém em segurança.`,
  ],
];
