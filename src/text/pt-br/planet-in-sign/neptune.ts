// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';
import type { Sign } from '../../../schemas/enums.js';

/** Netuno em cada um dos doze signos, em português do Brasil. */
export const NEPTUNE_IN_SIGN_PT_BR: Readonly<Record<Sign, PlacementText>> = {
  Aries: {
    summary: 'Netuno em Áries sonha com um recomeço corajoso, transforma o anseio em chamado à ação e pede que a fé se prove pela bravura.',
    description: `Uma visão que quer sair correndo na frente: esse é o clima quando o planeta dos sonhos atravessa o fogo cardinal. Áries é regido por Marte, e por isso a imaginação aqui não se contenta em flutuar. Ela enxerga o herói que dá um passo adiante, o primeiro a cruzar a porta, o eu refeito por uma única escolha ousada. A geração que carrega esse tema tende a idealizar os começos e a coragem pessoal, e a sentir que a fé não vale nada enquanto ninguém age em nome dela.

Numa vida concreta, o posicionamento pode aparecer como uma inspiração repentina seguida da pressa de começar na mesma hora. A compaixão se expressa como proteção: a prontidão para se colocar entre os mais fracos e aquilo que os ameaça. A arte e a prática espiritual são vividas no corpo, pelo movimento, pelo esporte ou por tudo o que exige sangue-frio.

O desgaste aparece quando o sonho de heroísmo embaça os fatos. Causas são abraçadas às pressas, a raiva transborda contra um inimigo difícil de nomear, e a energia se queima em batalhas que nunca foram bem reais. A autoimagem do salvador destemido pode esconder um simples esgotamento.

Uma pausa entre a visão e o salto faz toda a diferença. Quando a coragem se orienta por uma pergunta clara sobre quem de fato está sendo servido, esse Netuno se torna liderança inspirada, do tipo que deixa os outros mais corajosos também.`,
    keywords: ['ação inspirada', 'coragem espiritual', 'recomeços', 'ideais heroicos', 'compaixão protetora'],
    strengths: ['agir sem demora a partir de uma visão', 'coragem em favor dos outros', 'imaginação fresca e enérgica', 'fé que se mostra em atos'],
    challenges: ['lutar por causas mal compreendidas', 'raiva difusa, sem alvo claro', 'esgotar-se no papel de salvador', 'confundir impulso com vocação'],
  },
  Taurus: {
    summary: 'Netuno em Touro idealiza a terra, a beleza e o conforto duradouro, buscando o sagrado nos sentidos e a paz naquilo que se pode segurar e cultivar.',
    description: `A terra fixa pede a Netuno que vá devagar e toque nas coisas. Sob a regência de Vênus, o anseio por algo além da vida comum se acomoda no solo, na comida, na música e no prazer tranquilo dos objetos bem-feitos. A geração com esse posicionamento tende a sonhar com segurança e com a fartura da natureza, e a dar à terra, ao dinheiro e ao ofício um peso quase espiritual.

Para a pessoa, a imaginação trabalha pelas mãos e pelos sentidos. Uma canção pode soar como oração, um jardim como lugar de culto, e uma refeição partilhada como gesto de devoção. A compaixão é paciente e prática: a comida levada até a casa de alguém, uma presença constante, um consolo que dispensa muitas palavras.

O problema começa quando o sonho de segurança vira fantasia. Pode-se esperar que o dinheiro resolva o que ele não resolve, os bens podem virar um esconderijo macio, e o desejo de calma pode escorregar para uma inércia teimosa. Ilusões sobre o valor, das coisas ou das pessoas, saem caras justamente porque são mantidas com tanta firmeza.

O caminho construtivo é a reverência sem apego. Quando a beleza e o mundo físico são honrados como presentes, e não como garantias, esse Netuno traz uma espiritualidade suave e enraizada e a paciência de um artista com o trabalho lento e bonito.`,
    keywords: ['terra sagrada', 'beleza sensorial', 'música', 'sonhos de segurança', 'devoção paciente', 'natureza'],
    strengths: ['encontrar o espiritual nos prazeres simples', 'compaixão suave e constante', 'sensibilidade artística para texturas e sons', 'amor pela natureza e pela terra'],
    challenges: ['ilusões sobre dinheiro e valor', 'esconder-se no conforto ou nos bens', 'inércia confundida com paz', 'apertar demais o sonho de segurança'],
  },
  Gemini: {
    summary: 'Netuno em Gêmeos deixa a imaginação correr pelas palavras e histórias, misturando poesia e informação e tornando fácil borrar a linha entre fato e fantasia.',
    description: `Aqui a linguagem vira matéria de sonho. Gêmeos é ar mutável regido por Mercúrio, e Netuno, ao passar por esse signo, suaviza as bordas das ideias, de modo que as palavras carregam clima, boato e música tanto quanto significado. A geração marcada por esse tema com frequência idealiza a própria comunicação, na esperança de que novas maneiras de conversar e de viajar aproximem as pessoas.

Na vida pessoal, o posicionamento pode dar ouvido de poeta, talento para contar histórias e uma percepção quase misteriosa do que alguém está prestes a dizer. A curiosidade é larga e brincalhona, e a mente passa com facilidade de um assunto a outro, puxando fios que escapam aos demais. Irmãos, vizinhos e conhecidos de ocasião podem ganhar uma importância quase mágica.

Sob tensão, o pensamento fica enevoado. Os detalhes escapam, meias-verdades passam de boca em boca, e o encanto de uma boa história pode pesar mais do que a pergunta sobre se ela é exata. A atenção inquieta vai de uma ideia a outra sem pousar, deixando planos vagos e mensagens confusas.

Hábitos claros devolvem o equilíbrio: anotar as coisas, conferir as fontes, deixar uma ideia amadurecer antes de correr atrás da próxima. Com esse cuidado, a mesma mente fluida se torna uma ótima tradutora, professora ou contadora de histórias, capaz de dizer o indizível em palavras simples e gentis.`,
    keywords: ['linguagem poética', 'arte de contar histórias', 'pensamento intuitivo', 'curiosidade', 'ideias fluidas'],
    strengths: ['talento para palavras evocativas', 'perceber o que os outros querem dizer por trás do que dizem', 'conexões rápidas e imaginativas', 'ensino gentil e brincalhão'],
    challenges: ['confusão com fatos e detalhes', 'espalhar boatos ou meias-verdades', 'atenção dispersa', 'planos vagos e mensagens pouco claras'],
  },
  Cancer: {
    summary: 'Netuno em Câncer sonha com o lar perfeito e a família acolhedora, enchendo a memória, a terra natal e o pertencimento de sentimento profundo e de saudade terna.',
    description: `É no lar que esse Netuno guarda seus sonhos. Câncer é água cardinal regida pela Lua, e o planeta do anseio se reúne aqui em torno da família, dos antepassados, da mesa da cozinha e da ideia de pátria. A geração marcada por esse posicionamento costuma idealizar a maternidade, as raízes e o pertencimento, e sente a história como algo pessoal.

No mapa individual, a imaginação é terna e protetora. A memória é viva, fotografias antigas e histórias de família têm enorme poder, e existe um impulso natural de alimentar, abrigar e consolar quem parece perdido. A compaixão tende a começar perto de casa e a se espalhar para fora, a ponto de estranhos serem tratados quase como parentes.

O peso do sentimento também pode turvar o juízo. A nostalgia pode pintar um passado que nunca existiu de verdade, uma família ou uma nação pode ser idealizada até ficar irreconhecível, e o cuidado pode sufocar quando não deixa os outros crescerem. O humor sobe e desce como a maré, e o anseio por um lar perfeito pode fazer todo lar real parecer um pouco incompleto.

A maturidade vem de amar o que de fato está aqui. Quando a memória serve à cura e não à fuga, esse Netuno cria um verdadeiro refúgio: um lugar, ou uma pessoa, onde os outros se sentem seguros o bastante para descansar.`,
    keywords: ['lar', 'pertencimento', 'nostalgia', 'cuidado', 'sonhos de família', 'memória afetiva'],
    strengths: ['compaixão profunda e protetora', 'criar uma sensação de refúgio', 'memória afetiva rica', 'tratar estranhos como família'],
    challenges: ['idealizar o passado ou a família', 'cuidado que sufoca', 'saudade de um lar que nunca existiu', 'humores que turvam o juízo'],
  },
  Leo: {
    summary: 'Netuno em Leão lança um brilho dourado sobre o romance, a criatividade e a fama, sonhando com uma vida vivida com coração, drama e expressão generosa.',
    description: `Glamour é a palavra que vem à mente. No fogo fixo regido pelo Sol, Netuno sonha em cores vivas e gestos grandiosos, imaginando amores dignos de cinema e vidas que brilham num palco. A geração com esse posicionamento costuma idealizar o romance, a fama e o indivíduo criativo, e encontra seus mitos no entretenimento e nas celebridades.

No nível pessoal, o tema traz uma imaginação calorosa e teatral. Brincar é fácil, as crianças e o que há de infantil em cada um são queridos, e existe uma alegria real em criar algo bonito para os outros aproveitarem. A compaixão se mostra pela generosidade e pela lealdade, pelo desejo de fazer os outros se sentirem especiais e vistos.

A sombra está em acreditar demais no holofote. Uma fantasia de grandeza pode fazer o esforço comum parecer indigno de atenção, o romance pode ser buscado pela sensação de ser adorado, e o orgulho pode esconder uma fome de aprovação que nenhum aplauso sacia. A decepção vem quando as pessoas reais se recusam a representar seus papéis no sonho.

A versão mais saudável divide a luz. Quando os dons criativos são oferecidos pela alegria que trazem, e não pelos elogios que rendem, esse Netuno inspira coragem nos outros e lembra a todos que o coração tem sua própria dignidade.`,
    keywords: ['glamour', 'romance', 'brincadeira criativa', 'generosidade', 'inspiração', 'arte do espetáculo'],
    strengths: ['imaginação calorosa e dramática', 'afeto generoso e leal', 'fazer os outros se sentirem especiais', 'alegria no jogo criativo'],
    challenges: ['fantasias de fama ou de grandeza', 'buscar o romance pela sensação de ser adorado', 'orgulho que esconde a necessidade de aprovação', 'decepção quando a vida não segue o roteiro'],
  },
  Virgo: {
    summary: 'Netuno em Virgem encontra o sagrado no serviço humilde, no trabalho cuidadoso e nos hábitos diários, com vontade de curar e melhorar, mas propenso a um perfeccionismo ansioso.',
    description: `Em Virgem, a devoção veste roupa de trabalho. A terra mutável regida por Mercúrio traz Netuno para os detalhes da rotina, dos hábitos de saúde, do ofício e do serviço útil. A geração com esse posicionamento costuma idealizar o dever e a ajuda prática, e pode carregar uma fé silenciosa de que o esforço cuidadoso é capaz de consertar um mundo conturbado.

Para a pessoa, a compaixão vira algo feito com as mãos: arrumar o quintal de um vizinho, manter registros exatos, aprender uma habilidade que alivia o sofrimento. A imaginação é precisa e observadora, capaz de notar o pequeno defeito ou a minúscula gentileza que os outros deixam passar. O ritual importa, e as tarefas comuns podem ganhar a calma de uma meditação.

A preocupação é o sinal habitual de desgaste. Ideais de pureza ou de perfeição podem transformar cada imperfeição em fonte de culpa, e a vontade de servir pode se dissolver num autossacrifício que ninguém pediu. Um mal-estar vago com o corpo ou com o medo de errar pode crescer ao fundo, e a crítica, a si mesmo ou aos outros, pode vir disfarçada de prestatividade.

O remédio é a gentileza com o que ainda está inacabado. Quando o serviço nasce do cuidado e não do medo de ficar aquém, esse Netuno oferece um dom raro: uma ajuda humilde e habilidosa que torna o dia a dia mais gentil para todos que alcança.`,
    keywords: ['serviço', 'trabalho de cura', 'ritual cotidiano', 'humildade', 'ofício', 'compaixão prática'],
    strengths: ['ajuda prática e habilidosa', 'encontrar sentido na rotina', 'observação atenta e cuidadosa', 'humildade e paciência'],
    challenges: ['perfeccionismo ansioso', 'culpa por pequenas falhas', 'autossacrifício que ninguém pediu', 'crítica disfarçada de ajuda'],
  },
  Libra: {
    summary: 'Netuno em Libra sonha com a parceria perfeita, a justiça e a harmonia, idealizando o amor e a paz enquanto aprende que relações reais pedem um equilíbrio honesto.',
    description: `É na parceria que esse Netuno deposita suas esperanças. Libra é ar cardinal regido por Vênus, e o planeta dos ideais sonha ali com a alma gêmea, com o acordo justo e com um mundo sem brigas. Os nascidos mais ou menos entre 1942 e 1957 compartilham esse tema e, como geração, muitas vezes idealizaram o amor romântico, a igualdade e a paz, ao mesmo tempo em que viam as velhas ideias de casamento se afrouxarem.

Numa pessoa, a imaginação corre para a beleza, a cortesia e o equilíbrio. Há um instinto para o design, a música e a frase elegante, e um desejo sincero de enxergar cada lado de uma disputa. A compaixão vem pela escuta e pela mediação: encontrar as palavras que permitem que duas pessoas se encontrem no meio do caminho.

Sob pressão, a harmonia vira algo a ser protegido a qualquer custo. O parceiro pode ser visto através de um filtro suave que esconde defeitos reais, as conversas difíceis são adiadas até incharem, e as necessidades pessoais somem em silêncio dentro das necessidades do casal. Quando o ideal falha, a decepção pode ser aguda e duradoura.

O crescimento vem de tratar a justiça como prática, e não como sonho. A discordância honesta, conduzida com gentileza, permite que esse Netuno transforme o amor pela paz em diplomacia genuína e em relações capazes de sobreviver às tempestades comuns.`,
    keywords: ['amor ideal', 'harmonia', 'justiça', 'diplomacia', 'beleza', 'parceria'],
    strengths: ['sensibilidade artística e elegante', 'desejo sincero de justiça', 'habilidade de mediar', 'gentileza nas relações'],
    challenges: ['idealizar os parceiros', 'evitar conflitos necessários', 'perder-se dentro do casal', 'decepção aguda quando o amor não corresponde'],
  },
  Scorpio: {
    summary: 'Netuno em Escorpião dissolve tabus e busca as profundezas ocultas do desejo, do poder e da cura, ansiando por uma intimidade que transforma.',
    description: `Aqui o abismo chama o abismo. A água fixa, regida por Marte na tradição antiga e por Plutão na moderna, puxa Netuno para baixo, rumo aos segredos, à sexualidade, ao luto e aos lugares para onde a maioria prefere não olhar. A geração nascida mais ou menos entre meados dos anos 1950 e 1970 carrega esse tema e, com ele, uma vontade coletiva de romper o silêncio sobre a morte, o desejo e a psique.

Numa vida individual, a imaginação é intensa e investigativa. Pode haver fascínio pela psicologia, pelo mistério e pela cura, e a capacidade de ficar ao lado da dor sem recuar. A compaixão aqui não é educada: vai direto à ferida e permanece. A intimidade é buscada como uma espécie de fusão, uma forma de perder o eu em algo maior.

A mesma fome pode levar a águas turvas. A intensidade pode virar uma fuga em si, obsessões podem se instalar em silêncio, e o segredo embaça a confiança. Nas relações próximas, os limites podem se dissolver de um jeito que deixa as duas pessoas sem saber onde uma termina e a outra começa.

No seu melhor, o posicionamento se torna um dom de curador. Quando a coragem de encarar o que está oculto vem junto com o respeito aos limites, esse Netuno ajuda os outros a se libertar de velhas vergonhas e a encontrar renovação depois da perda.`,
    keywords: ['profundidade', 'transformação', 'verdade oculta', 'intimidade', 'cura', 'intensidade'],
    strengths: ['coragem de encarar a dor e o tabu', 'percepção emocional profunda', 'presença que cura nas crises', 'lealdade nos tempos difíceis'],
    challenges: ['obsessão e segredo', 'usar a intensidade como fuga', 'limites borrados na intimidade', 'dificuldade de deixar velhas feridas fecharem'],
  },
  Sagittarius: {
    summary: 'Netuno em Sagitário parte em busca de sentido, idealizando a fé, as viagens e a sabedoria enquanto aprende a não seguir todo guia que promete muito.',
    description: `Com esse Netuno, a fé pega a estrada. Sagitário é fogo mutável regido por Júpiter, e o planeta do anseio assume a forma de uma busca: pela verdade, por um mestre, por uma terra ou uma filosofia que dê sentido a tudo. A geração nascida mais ou menos entre 1970 e 1984 cresceu enquanto ideias espirituais de muitas culturas se misturavam livremente, e costuma tratar a crença como algo a explorar, não a herdar.

Para o indivíduo, a imaginação é ampla e esperançosa. Lugares, línguas e tradições estrangeiras parecem familiares, e há uma tolerância natural com outros modos de vida. A compaixão se expressa como incentivo, como a convicção de que qualquer pessoa pode crescer, e como o hábito generoso de partilhar o que se aprendeu.

Os problemas começam quando o entusiasmo corre mais que o discernimento. Um guia carismático pode ganhar confiança rápido demais, a certeza pode endurecer num novo dogma, e a própria busca pode virar um jeito de nunca se fixar em lugar nenhum. Visões grandiosas talvez deixem pouca paciência para os passos pequenos e simples que as tornam reais.

O que firma esse fogo é a humildade diante das respostas. Quando a busca continua aberta e curiosa, esse Netuno se torna um professor e um viajante inspirado, que leva sentido através das fronteiras e ajuda os outros a descobrir o próprio propósito.`,
    keywords: ['busca espiritual', 'fé', 'viagens', 'filosofia', 'tolerância', 'otimismo'],
    strengths: ['abertura a outras culturas e crenças', 'visão inspiradora e esperançosa', 'partilha generosa da sabedoria', 'tolerância com muitos caminhos'],
    challenges: ['confiar rápido demais em guias carismáticos', 'transformar a abertura em dogma', 'buscar sem fim, sem nunca chegar', 'impaciência com os detalhes práticos'],
  },
  Capricorn: {
    summary: 'Netuno em Capricórnio idealiza a estrutura, a realização e as instituições, depois as vê amolecer, e pede que os sonhos sejam construídos com paciência e compromisso real.',
    description: `Ambição e idealismo se encontram aqui no mesmo chão duro. Capricórnio é terra cardinal regida por Saturno, e Netuno nesse signo sonha com coisas sólidas: uma carreira que faça diferença, instituições que mereçam confiança, um mundo conduzido por mãos competentes. Os nascidos mais ou menos entre 1984 e 1998 compartilham o tema e, como grupo, cresceram esperando escadas estáveis enquanto viam muitas delas balançar.

Na vida pessoal, o posicionamento dá uma imaginação prática. As visões chegam com um plano anexado, e há um respeito verdadeiro pela tradição, pela competência e pela autoridade conquistada. A compaixão assume formas responsáveis: cumprir promessas, carregar peso pelos outros, construir algo que continue de pé mais adiante.

A dificuldade é a desilusão. Quando líderes, empregadores ou tradições não fazem jus à própria imagem, o cinismo pode se instalar depressa, e uma fantasia de sucesso pode levar ao excesso de trabalho sem trazer satisfação. O dever pode virar um modo de não sentir, e as regras podem continuar recebendo confiança muito depois de deixarem de servir a alguém.

A resposta construtiva é um idealismo com os pés no chão. Construindo devagar em direção a um sonho e cobrando das instituições os valores que elas declaram, esse Netuno pode transformar a decepção em reforma e criar estruturas ao mesmo tempo firmes e humanas.`,
    keywords: ['idealismo prático', 'ambição', 'estrutura', 'responsabilidade', 'tradição', 'reforma'],
    strengths: ['dar aos sonhos um plano viável', 'cuidado paciente e responsável', 'respeito pela competência e pela tradição', 'capacidade de reformar por dentro'],
    challenges: ['desilusão com a autoridade', 'fantasias de status ou de sucesso', 'excesso de trabalho como fuga', 'cinismo depois da decepção'],
  },
  Aquarius: {
    summary: 'Netuno em Aquário sonha com uma humanidade conectada, idealizando redes, amizades e progresso compartilhado, com o risco de uma distância fria do sentimento pessoal.',
    description: `Uma teia em que todos podem falar com todos: essa é a esperança de Netuno no ar fixo. Aquário é regido por Saturno no esquema antigo e por Urano no mais recente, e por isso esse sonho mistura o princípio firme com o amor pelo novo. A geração nascida mais ou menos entre 1998 e 2012 chegou à idade adulta cercada pela internet e tende a encontrar pertencimento em comunidades on-line e em causas globais tanto quanto nas locais.

No mapa individual, o tema dá uma imaginação inventiva e voltada para o grupo. Os amigos muitas vezes são escolhidos por ideais em comum, e não por origens em comum, e há uma forte convicção de que a justiça deve chegar a todos. A compaixão é larga, às vezes mais à vontade com a humanidade inteira do que com uma pessoa chorando na mesma sala.

O desgaste está nessa distância. A vida on-line pode se desfazer numa névoa de imagens e opiniões, a identidade do grupo pode afogar o juízo individual, e os planos utópicos podem esquecer as necessidades bagunçadas das pessoas reais. O desapego às vezes passa por serenidade quando, na verdade, é esquiva.

Os ideais funcionam melhor quando são trazidos para casa. Quando a visão de um mundo mais justo é praticada nas amizades comuns, esse Netuno se torna um verdadeiro humanitário, capaz de unir desconhecidos em torno de um propósito esperançoso e compartilhado.`,
    keywords: ['ideais coletivos', 'redes', 'amizade', 'inovação', 'visão humanitária', 'comunidade'],
    strengths: ['compaixão humanitária ampla', 'ideias inventivas e voltadas para a frente', 'construir comunidades à distância', 'lealdade a ideais compartilhados'],
    challenges: ['desapego emocional', 'perder o juízo na identidade do grupo', 'planos utópicos que ignoram necessidades reais', 'perder-se no ruído on-line'],
  },
  Pisces: {
    summary: 'Netuno em Peixes está em seu domicílio e abre o coração a uma compaixão sem limites, à arte e ao sentimento espiritual, precisando de cuidado para manter limites suaves e saudáveis.',
    description: `Nenhum signo dá a Netuno mais espaço do que o seu próprio. Peixes é água mutável, regido tradicionalmente por Júpiter e, na prática moderna, pelo próprio Netuno, e assim a imaginação, a empatia e o desejo de se fundir a algo maior fluem quase sem resistência. A geração nascida mais ou menos entre 2011 e 2026 carrega esse posicionamento e cresce em meio a imagens transmitidas sem parar, crises compartilhadas e uma forte sensação de que cada vida toca todas as outras.

Individualmente, o tema pode se mostrar como uma sensibilidade profunda. Músicas e filmes podem afetar o humor por dias, os sentimentos alheios são absorvidos quase sem perceber, e uma bondade natural se estende a quem sofre, seja gente ou bicho. Os dons criativos e espirituais podem ser fortes e frequentemente chegam por sonhos, histórias e momentos quietos a sós.

Como há tão poucas paredes, o principal risco é a sobrecarga. A fuga pelas telas, pela fantasia ou por qualquer hábito anestesiante pode parecer tentadora, os limites podem ser difíceis de sustentar, e pode custar distinguir os próprios sentimentos dos da multidão. Os assuntos práticos às vezes ficam à deriva até se tornarem urgentes.

Uma estrutura gentil torna o dom seguro. Com descanso, limites claros e algumas rotinas que dão chão, esse Netuno oferece algo de que o mundo precisa muito: compaixão sem julgamento e uma arte que ajuda as pessoas a se sentirem menos sozinhas.`,
    keywords: ['compaixão', 'empatia', 'imaginação', 'espiritualidade', 'arte', 'ausência de fronteiras', 'sonhos'],
    strengths: ['bondade sem limites', 'dons criativos e espirituais fortes', 'sentir o que os outros sentem', 'perdão sem julgamento'],
    challenges: ['escapismo', 'limites frágeis', 'sobrecarga emocional', 'deixar os assuntos práticos à deriva'],
  },
};
