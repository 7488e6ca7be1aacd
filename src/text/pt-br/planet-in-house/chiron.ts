// Urania's own text, translated from its English original (src/text/en); locale pt-BR.
import type { PlacementText } from '../../placement-text.js';

/** Quíron em cada uma das doze casas (da Casa 1 à Casa 12), em português do Brasil. */
export const CHIRON_IN_HOUSE_PT_BR: readonly PlacementText[] = [
  {
    summary: 'Quíron na Casa 1 põe a ferida no corpo e na primeira impressão e transforma uma aceitação de si conquistada a duras penas numa permissão silenciosa para que os outros também sejam vistos.',
    description: `Seja qual for a dor que Quíron carrega, ela é vestida rente à pele quando ele está na Casa 1. O corpo, o rosto, o modo de entrar numa sala podem parecer perguntas em aberto: alto demais, quieto demais, diferente demais, marcado por uma doença, uma cicatriz ou um apelido de infância que pegou. Os outros podem não notar nada de incomum, mas a sensação de estar em exposição raramente passa.

Nos dias comuns, isso pode aparecer como conferir o reflexo em toda vitrine, escolher roupas para sumir ou ensaiar uma apresentação a caminho de uma festa. Alguns respondem construindo uma persona ousada que impede qualquer um de olhar de perto demais. Sob pressão, um único olhar ou comentário sobre a aparência pode estragar uma tarde inteira, e os recomeços são encarados com um sobressalto.

O que cresce aqui é uma tranquilidade incomum com a diferença visível. Quem fez as pazes com o próprio corpo e o próprio jeito, não consertando-os, mas vivendo neles, dá aos outros espaço para relaxar nos seus. Treinadores, professores de educação física, consultores de estilo e simplesmente bons amigos com esse posicionamento deixam os recém-chegados à vontade sem dizer uma palavra. O gesto que mais cura com frequência é a simples presença: aparecer como se é e deixar que isso baste.`,
    keywords: ['corpo', 'aparência', 'identidade', 'primeiras impressões', 'aceitação de si', 'presença'],
    strengths: ['deixa à vontade quem se sente observado', 'respeito profundo pela diferença visível', 'coragem de ser visto como se é', 'presença honesta e sem defesas'],
    challenges: ['sentir-se sempre em exposição', 'esconder-se atrás de uma persona ousada', 'sobressalto diante dos recomeços', 'levar a sério demais os comentários sobre a aparência'],
  },
  {
    summary: 'Quíron na Casa 2 liga uma dor antiga ao dinheiro, aos bens e ao valor pessoal e constrói aos poucos uma sabedoria prática sobre valor em que os outros podem se apoiar.',
    description: `Conversas sobre dinheiro à mesa da cozinha, os sapatos que precisavam durar mais um ano, a regra não dita de que querer coisas era egoísmo: lembranças assim muitas vezes estão por trás de Quíron na Casa 2. A ferida diz respeito ao valor nos dois sentidos, o que se possui e o quanto a pessoa acredita valer, e os dois tendem a estar amarrados num mesmo nó.

O nó aparece nas escolhas do dia a dia. Um salário pode nunca parecer suficiente, seja qual for o valor, ou pode haver o hábito de cobrar pouco pelo trabalho, recusar um aumento ou dar os próprios pertences antes que alguém possa tirá-los. Outros vão para a acumulação, guardando notas fiscais e potes de botões sobressalentes como proteção contra uma perda que nunca chega. Quando a preocupação chega ao auge, os gastos ficam congelados ou descuidados, e um talento pode ficar sem uso por parecer comum demais para importar.

A recuperação tende a ser gradual e concreta. Aprender a dizer um preço justo, aproveitar um pequeno conforto sem culpa e separar o valor pessoal do saldo bancário dá a esse Quíron uma autoridade com os pés no chão sobre o assunto. Muitos se tornam o amigo que ajuda os outros a montar um orçamento sem vergonha ou a reconhecer uma habilidade pela qual vale a pena cobrar. A lição que deixam é que o valor começa por dentro e depois pode ser partilhado livremente.`,
    keywords: ['valor pessoal', 'dinheiro', 'bens', 'talentos', 'segurança', 'valor'],
    strengths: ['ajuda os outros a ver o próprio valor', 'visão prática e sem vergonha do dinheiro', 'reconhece talentos escondidos', 'gratidão pelos confortos simples'],
    challenges: ['cobrar pouco pelo tempo e pela habilidade', 'nunca sentir que há o bastante', 'acumular ou gastar sem cuidado', 'ligar o valor pessoal à renda'],
  },
  {
    summary: 'Quíron na Casa 3 encontra seu ponto sensível no aprendizado inicial, na fala e nos laços entre irmãos, e se torna um comunicador paciente que ajuda os outros a encontrar as próprias palavras.',
    description: `Os primeiros anos de escola, o jantar de família em que todo mundo falava ao mesmo tempo, um irmão ou uma irmã que parecia mais rápido ou mais falante: a Casa 3 guarda as primeiras lições de ser ouvido, e Quíron aqui sugere que algumas delas doeram. Talvez a leitura tenha vindo tarde, um sotaque tenha sido alvo de piada, ou um laço entre irmãos tenha sido abalado pela rivalidade, pela distância ou pela perda.

O eco aparece nos momentos de rotina. Escrever uma mensagem curta pode levar uma hora de rascunhos; falar numa reunião pode trazer a boca seca e o coração disparado. Algumas pessoas evitam a vida do bairro e mal conhecem os vizinhos, enquanto outras enchem cada trajeto de carro e cada afazer de conversa para manter longe uma velha sensação de ser ignorado. Num momento ruim, um erro de ortografia ou um nome mal ouvido pode parecer a prova de um velho veredito sobre ser lento ou bobo.

Com o tempo, a luta vira ofício. Depois de batalhar por cada frase, esse Quíron sabe dosar a informação, reformular sem falar de cima e notar a pessoa do fundo que ainda não abriu a boca. Professores de reforço de leitura, fonoaudiólogos, jornalistas e o tio ou a tia que ajuda com o dever de casa muitas vezes mostram esse padrão. Cada conversa clara e gentil conserta algo dos dois lados.`,
    keywords: ['fala', 'aprendizado', 'irmãos', 'escrita', 'vizinhança', 'escuta'],
    strengths: ['paciência com quem aprende devagar', 'reformula sem falar de cima', 'nota a voz mais quieta', 'remenda com cuidado os laços entre irmãos'],
    challenges: ['sofrer com mensagens simples', 'medo de parecer bobo', 'velha rivalidade entre irmãos', 'tagarelice nervosa ou silêncio'],
  },
  {
    summary: 'Quíron na Casa 4 repousa na raiz da família, carrega uma velha inquietação sobre o lar e cresce até ganhar o dom de criar lugares onde os outros podem se assentar.',
    description: `Na casa que se abre no Fundo do Céu, o ponto mais baixo do mapa, Quíron toca os alicerces: a ancestralidade, o primeiro lar e o eu íntimo que pouca gente vê. Frequentemente havia algo instável na casa, fossem mudanças frequentes, a doença de um dos pais, aperto de dinheiro, um segredo de família ou simplesmente a sensação de ser hóspede na própria casa.

Na vida adulta, o padrão pode aparecer no jeito de cuidar do lar. Alguns nunca desfazem todas as malas e vivem entre caixas por anos; outros reformam sem parar, em busca de uma sensação de segurança que as paredes não conseguem dar por inteiro. As festas de família podem reativar velhos papéis em minutos, e as perguntas sobre as origens podem ter um gume afiado. Quando o estresse sobe, o impulso é se recolher no próprio canto e fechar a porta, ou evitar ficar em casa.

Mas a mesma sensibilidade dá uma habilidade rara para criar abrigo. Depois de se sentir sem raízes, esse Quíron sabe o que faz um cômodo, um jardim ou uma mesa de jantar parecerem seguros e consegue construir essa sensação para os outros, como anfitrião, como locador, como historiador da família ou como conselheiro de quem está em transição. Percorrer com honestidade a história da família e escolher o que levar adiante costuma trazer o alívio mais fundo. Muitos descobrem que os anos mais tardios trazem um lar que enfim parece seu.`,
    keywords: ['lar', 'raízes', 'ancestralidade', 'família', 'privacidade', 'pertencimento'],
    strengths: ['cria uma sensação de segurança num espaço', 'honestidade sobre a história da família', 'compreende quem está em transição', 'força íntima profunda'],
    challenges: ['nunca se sentir bem em casa', 'velhos papéis de família que voltam', 'recolher-se atrás de portas fechadas', 'mudar ou reformar sem sossego'],
  },
  {
    summary: 'Quíron na Casa 5 dói em torno do brincar, do romance e da alegria criativa, e aprende a despertar o encanto e a confiança tanto nas crianças quanto nos criadores tímidos.',
    description: `Com Quíron na Casa 5, a diversão pode parecer estranhamente séria. Em algum ponto do caminho, a alegria espontânea pode ter sido repreendida, ridicularizada ou interrompida, talvez por uma infância que terminou cedo, por um esforço criativo que recebeu um julgamento duro ou por um primeiro amor que acabou mal. O resultado é uma relação desconfiada com o próprio prazer.

O dia a dia mostra isso em pequenas recusas. Um violão fica intocado no canto, o caderno de desenho fica em branco depois da primeira página, e os fins de semana se enchem de tarefas em vez de jogos. O romance pode ser encarado como uma prova a ser vencida, com um flerte que parece risco, e não prazer. As questões sobre filhos, seja tê-los, criá-los ou simplesmente estar perto deles, podem tocar um ponto inesperadamente em carne viva. Sob tensão, há o puxão de se segurar por completo ou de buscar emoções fortes que anestesiam mais do que encantam.

O caminho de volta é a prática, e não a performance. Começar um passatempo só pela diversão, rir de uma primeira tentativa desajeitada, deixar um encontro continuar leve: cada uma dessas coisas reconstrói a confiança na alegria. Dessa vivência nasce uma habilidade delicada com quem está aprendendo a brincar. Professores de arte, líderes de grupos de jovens, pais brincalhões e o amigo que organiza a noite de jogos muitas vezes carregam essa assinatura e fazem a diversão parecer segura outra vez.`,
    keywords: ['brincadeira', 'criatividade', 'romance', 'filhos', 'alegria', 'prazer'],
    strengths: ['encoraja os criadores hesitantes', 'delicadeza e paciência com as crianças', 'faz a diversão parecer segura', 'brincalhão depois que a confiança nasce'],
    challenges: ['desconfiança diante do prazer', 'tratar o romance como prova', 'abandonar cedo os projetos criativos', 'buscar emoções fortes para anestesiar a dor'],
  },
  {
    summary: 'Quíron na Casa 6 põe a dor no trabalho diário e nas rotinas de saúde e transforma a luta pessoal com o corpo e o dever num serviço habilidoso e humilde.',
    description: `A engrenagem comum de um dia, com o despertador, o trajeto, as tarefas e as refeições, é onde Quíron na Casa 6 se faz sentir. Pode haver uma longa história com um corpo sensível, um emprego em que o esforço passava despercebido ou uma lição precoce de que ser útil era o preço de ser querido.

No trabalho, isso pode significar ficar até tarde para consertar o que os outros deixaram passar, assumir as tarefas chatas que ninguém mais quer ou sentir desconforto sempre que chega um elogio. O corpo muitas vezes funciona como um sistema de alarme, reagindo ao estresse antes que a mente o admita. As rotinas podem ficar rígidas, com uma agenda severa montando guarda contra o caos, ou dispersas, com o autocuidado escorregando sempre que alguém precisa de ajuda. Quando a pressão sobe, o esgotamento é ignorado até não poder mais ser, e os colegas podem ver o mesmo olhar exigente voltado contra eles.

A atenção constante aos hábitos diários se torna o caminho adiante. Escutar o corpo, pedir cargas de trabalho razoáveis e deixar que uma tarefa fique terminada em vez de perfeita trazem alívio. A experiência também produz uma habilidade real para servir: o cuidador que entende o cansaço, o gestor que percebe cedo o esgotamento, o treinador que adapta a rotina aos limites reais. Até cuidar de um bicho ou de um jardim pode fazer parte do conserto. Esse Quíron mostra que o cuidado humilde e regular é uma forma de sabedoria.`,
    keywords: ['trabalho', 'saúde', 'rotina', 'serviço', 'corpo', 'hábitos'],
    strengths: ['percebe cedo o esgotamento', 'adapta o cuidado aos limites reais', 'confiável e minucioso no trabalho', 'serviço humilde e prático'],
    challenges: ['ignorar o corpo até ele protestar', 'trabalhar demais para merecer um lugar', 'rotinas rígidas ou abandonadas', 'desconforto com elogios'],
  },
  {
    summary: 'Quíron na Casa 7 sente sua ferida na parceria próxima e no conflito aberto e cresce até se tornar um companheiro sábio e um conselheiro para as relações dos outros.',
    description: `Na casa que se abre no Descendente, do lado oposto à Casa 1, Quíron põe o holofote sobre as pessoas que ficam frente a frente conosco: cônjuges, sócios, colaboradores próximos e até rivais declarados. A ferida com frequência vem pelos vínculos de um para um, como um divórcio presenciado ainda criança, uma primeira parceria que terminou em traição ou o padrão de se sentir atraído por pessoas que precisam de conserto.

Esse padrão tende a se repetir até ser visto. Os parceiros podem chegar carregando as próprias feridas, e a relação vira uma clínica em que uma pessoa sempre cuida da outra. Alguns evitam de vez o compromisso, mantendo os contratos curtos e as promessas vagas, porque um vínculo real parece exposto demais. No conflito, pode haver a pressa de assumir toda a culpa, ou uma frieza súbita que protege o ponto dolorido. As negociações, seja sobre um aluguel ou sobre quem lava a louça, podem mexer com mais sentimento do que o assunto merece.

Daí nasce uma compreensão rara de como duas pessoas de fato se encontram. Quando o hábito de resgatar dá lugar ao respeito mútuo, esse Quíron se torna um confidente de confiança para os casais, um mediador imparcial ou um sócio firme. Os amigos procuram esse olhar antes de assumir grandes compromissos. A cura está em deixar o parceiro ser um igual, e não um paciente.`,
    keywords: ['parceria', 'casamento', 'compromisso', 'conflito', 'contratos', 'igualdade'],
    strengths: ['compreensão de como os casais funcionam', 'mediador imparcial', 'parceiro leal e compreensivo', 'aprende com cada relação'],
    challenges: ['atração por parceiros que precisam de resgate', 'medo do compromisso', 'assumir toda a culpa', 'recolhimento frio no conflito'],
  },
  {
    summary: 'Quíron na Casa 8 encontra sua ferida na intimidade, no dinheiro partilhado e na perda, e se torna uma companhia calma para quem atravessa crises e mudanças.',
    description: `Algumas das portas mais pesadas da vida se abrem para a Casa 8: a morte e a herança, a dívida e as contas conjuntas, a confiança sexual e os segredos que as pessoas guardam. Com Quíron aqui, uma dessas portas pode ter sido aberta cedo demais. Um luto precoce, uma briga de família por um espólio, um empréstimo que deu errado ou uma quebra de confiança física podem deixar uma cautela duradoura em se unir a alguém.

Na prática, isso pode aparecer como manter contas bancárias separadas por muito tempo dentro de um casamento, sentir desconforto quando outra pessoa paga ou evitar por completo a papelada de testamentos e seguros. A proximidade pode oscilar entre a fome e o recuo, com a pessoa deixando alguém entrar e depois se afastando assim que a vulnerabilidade real é exigida. Sob tensão pesada, o controle vira a principal defesa, e o luto antigo fica lacrado numa gaveta trancada.

O dom é uma firmeza incomum quando o chão se mexe. Depois de encarar finais e atravessá-los, esse Quíron consegue falar com simplicidade sobre a morte, o dinheiro e o desejo, assuntos que deixam muita gente sem palavras. Grupos de apoio ao luto, planejadores de sucessão, terapeutas que trabalham com trauma e amigos que ajudam a organizar os assuntos de um pai ou de uma mãe muitas vezes carregam essa assinatura. A confiança oferecida em passos medidos faz boa parte do conserto, junto com a descoberta de que dividir um fardo não significa se perder.`,
    keywords: ['intimidade', 'recursos partilhados', 'perda', 'herança', 'confiança', 'crise'],
    strengths: ['fala com simplicidade sobre assuntos difíceis', 'firmeza em meio à reviravolta', 'compreende o luto', 'honestidade sobre o dinheiro em comum'],
    challenges: ['cautela em se unir aos outros', 'evitar testamentos e papelada', 'controlar quando tem medo', 'lacrar o luto antigo'],
  },
  {
    summary: 'Quíron na Casa 9 dói em torno da crença, dos estudos e do mundo mais amplo, e amadurece até se tornar um guia humilde que ajuda os outros a encontrar as próprias respostas.',
    description: `As questões de sentido, o ensino superior e os lugares distantes se reúnem na Casa 9, e Quíron aqui muitas vezes começa com a sensação de ter ficado do lado de fora deles. Uma vaga na universidade que nunca veio, uma fé que parecia opressiva, um professor que desprezava as grandes perguntas ou uma mudança para o exterior que deixou a pessoa perdida numa língua nova podem fazer parte da história.

Os efeitos podem ser sutis. Pode haver relutância em se considerar uma pessoa culta apesar de anos de leitura, um frio na barriga antes de qualquer prova ou entrevista, ou um mal-estar profundo em cerimônias religiosas. Alguns colecionam diplomas e carimbos no passaporte, na esperança de que o próximo resolva a questão; outros evitam viagens e debates e ficam perto do terreno conhecido. Nos piores momentos, as opiniões endurecem em sermões, ou a sensação de não pertencer tinge cada encontro com uma cultura estrangeira.

Com o tempo, a própria busca vira sabedoria. Quem se sentiu excluído do aprendizado frequentemente ensina de um jeito que abre portas, acolhendo estudantes adultos, os primeiros da família a chegar à universidade e viajantes longe de casa. Guias, professores, tradutores e escritores marcados por esse Quíron tendem a respeitar a dúvida tanto quanto a convicção. A humildade leva a cura adiante: sustentar as próprias opiniões com cuidado e valorizar a estrada tanto quanto as respostas.`,
    keywords: ['crença', 'estudos superiores', 'viagens', 'sentido', 'ensino', 'culturas estrangeiras'],
    strengths: ['ensina de um jeito que inclui quem está de fora', 'respeita a dúvida e as outras opiniões', 'à vontade em lugares desconhecidos', 'aprendiz por toda a vida'],
    challenges: ['sentir-se sem preparo apesar do conhecimento', 'dar sermão quando está inseguro', 'evitar as viagens ou correr atrás delas', 'velha mágoa com a religião ou a escola'],
  },
  {
    summary: 'Quíron na Casa 10 leva sua ferida para a carreira e a posição pública e muitas vezes encontra uma vocação que transforma a luta pessoal em serviço visível.',
    description: `Na casa do Meio do Céu, Quíron fica à vista de todos. A carreira, a reputação e o papel que a pessoa desempenha na vida pública têm uma carga sensível, muitas vezes moldada pelas expectativas de um dos pais, por um constrangimento público ou pela sensação de nunca saber direito o que ser. A questão de uma vocação verdadeira pode se arrastar até bem entrada a vida adulta.

Com esse posicionamento, as trajetórias profissionais raramente são retas. Os empregos podem mudar várias vezes até que algo sirva, e uma promoção pode trazer tanto pavor quanto orgulho. Algumas pessoas evitam a liderança para fugir do escrutínio; outras sobem depressa e se sentem impostoras lá em cima, esperando que alguém descubra um defeito. A crítica de um chefe ou uma avaliação pública pode atingir com mais força do que se esperava, e um único deslize diante dos colegas pode ficar se repetindo na cabeça por semanas.

O que com frequência surge é uma vocação construída a partir da própria ferida. Um ex-paciente se torna defensor dos pacientes, quem teve dificuldade na escola se torna diretor, uma pessoa que um dia escondeu uma diferença fala abertamente dela num palco público. Como a dor é visível, a recuperação também é, e isso dá coragem aos outros. Esse Quíron aprende que a autoridade pode incluir honestidade sobre os limites e que uma reputação baseada em experiência real tende a conquistar um respeito duradouro.`,
    keywords: ['carreira', 'reputação', 'chamado', 'autoridade', 'papel público', 'vocação'],
    strengths: ['transforma a experiência em vocação', 'lidera com honestidade sobre os limites', 'inspira pelo exemplo', 'trajetória profissional adaptável'],
    challenges: ['sentir-se um impostor', 'pavor de errar em público', 'evitar os papéis visíveis', 'carregar as expectativas dos pais'],
  },
  {
    summary: 'Quíron na Casa 11 se sente deixado de fora dos grupos e das amizades e aprende a reunir círculos onde as pessoas à margem podem pertencer de verdade.',
    description: `Ser escolhido por último para um time, ver um círculo de amigos se formar sem receber convite, ir se afastando de um grupo que um dia pareceu família: a Casa 11 guarda lembranças de pertencimento e de exclusão, e Quíron aqui tende a se lembrar das mais doídas. As esperanças para o futuro também podem ter um ponto sensível, como se desejar abertamente demais pudesse atrair decepção.

A amizade pode ser ao mesmo tempo desejada e mantida à distância. Alguém com esse posicionamento pode ficar calado no grupo de mensagens, sair cedo dos encontros ou virar o organizador prestativo que está em toda comissão, mas não se abre com ninguém. As causas e as redes podem dar um senso de propósito sem proximidade real. Quando os velhos sentimentos se mexem, uma pequena desfeita, como uma mensagem sem resposta, pode parecer a prova de não ser querido, e os planos para o futuro vão para a gaveta antes de serem testados.

A virada muitas vezes chega por uma única amizade de confiança, que depois se amplia. Depois de ter ficado na margem, esse Quíron sabe notar quem está sozinho num canto da festa e constrói grupos de apoio, comunidades on-line e equipes de voluntários onde diferentes tipos de pessoa encontram lugar. Deixar que as próprias esperanças sejam ditas em voz alta, e aceitar em troca a ajuda do grupo, fecha o círculo.`,
    keywords: ['amizade', 'grupos', 'pertencimento', 'esperanças', 'comunidade', 'inclusão'],
    strengths: ['nota quem ficou de fora', 'constrói comunidades acolhedoras', 'amigo leal depois que a confiança nasce', 'trabalha bem por metas comuns'],
    challenges: ['esperar a exclusão', 'ajudar os grupos sem se abrir', 'ler desfeitas no silêncio', 'engavetar as esperanças cedo demais'],
  },
  {
    summary: 'Quíron na Casa 12 esconde sua ferida na solidão e no não dito e revela aos poucos uma compaixão profunda e silenciosa por aqueles que o mundo não vê.',
    description: `Quíron na Casa 12 trabalha atrás da cortina. A ferida pode ser difícil de nomear, porque mora no que nunca foi dito: um luto que a família calou, uma tristeza percebida num dos pais ou um período de isolamento que não deixou lembrança nítida, só um clima. Muitas vezes a dor é sentida muito antes de a sua origem ser conhecida.

A solidão é ao mesmo tempo refúgio e armadilha. O tempo a sós com um diário, uma longa caminhada ou uma capela silenciosa pode devolver o equilíbrio, mas recolhimento demais escorrega para o esconderijo. Alguns carregam os fardos dos outros sem que ninguém peça, trabalhando invisíveis nos bastidores e sem nunca reclamar o crédito. Os sonhos podem ser vívidos e reveladores. Sob tensão, há o puxão de sumir, seja no sono, na distração ou no hábito de dizer que está tudo bem, e a insegurança pode crescer no escuro, onde ninguém mais pode contestá-la.

O trabalho interior paciente traz esse posicionamento para a luz. A reflexão, a terapia, a oração, a meditação ou a prática criativa podem dar forma à dor sem nome e, uma vez nomeada, ela amolece. O que fica é uma compaixão profunda por quem não é visto: quem está em hospitais, presídios, abrigos ou simplesmente em quartos solitários. Capelães, equipes do turno da noite e voluntários discretos com esse Quíron levam dignidade a lugares escondidos, e sua delicadeza continua sendo sentida muito depois que vão embora.`,
    keywords: ['solidão', 'o oculto', 'compaixão', 'recolhimento', 'sonhos', 'trabalho interior'],
    strengths: ['compaixão por quem não é visto', 'à vontade em lugares escondidos', 'percepção pela reflexão', 'trabalha bem nos bastidores'],
    challenges: ['dor sem causa clara', 'recolhimento que vira esconderijo', 'carregar fardos invisíveis', 'insegurança no isolamento'],
  },
];
