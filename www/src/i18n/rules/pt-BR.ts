// As regras dos jogos em português do Brasil: tradução do inglês (en.ts e os
// resumos das regras do motor, crate/src/games/*.rs). Termos das damas: pedra,
// peça, dama, lance, captura obrigatória, lei da maioria, empate.

import type { RulesTranslation } from "./en.js";

export const RULES: RulesTranslation = {
  english: {
    tagline: "As damas do mundo de língua inglesa: damas de uma casa só, livre escolha da captura.",
    summary:
      "Damas americanas (damas inglesas, checkers). Tabuleiro 8x8, 12 pedras para cada lado; as pretas começam. " +
      "As pedras andam uma casa na diagonal para frente e capturam só para frente, saltando uma peça vizinha para a casa vazia logo atrás dela. " +
      "A captura é obrigatória: quando há várias capturas possíveis, você pode escolher qualquer uma, mas precisa terminar a sequência escolhida. " +
      "A pedra que chega à última fileira vira dama e o lance termina ali. " +
      "As damas andam e capturam uma casa na diagonal, para frente e para trás. " +
      "Perde quem não pode jogar. " +
      "Empate: a mesma posição três vezes com o mesmo jogador a jogar, ou 40 lances de cada lado sem lance de pedra e sem captura.",
    captions: [
      "A posição inicial: as pretas (em cima), em 1-12, começam; as brancas estão em 21-32.",
      "Uma captura: a pedra branca em 21 precisa capturar, e continua capturando: 21x14x7.",
      "Coroação: a pedra salta para 3, na última fileira, vira dama, e o lance termina ali.",
    ],
  },
  international: {
    tagline: "O jogo 10x10 dos campeonatos mundiais: damas de longo alcance e a lei da maioria.",
    summary:
      "Damas internacionais. Tabuleiro 10x10, 20 pedras para cada lado; as brancas começam. " +
      "As pedras andam uma casa na diagonal para frente e capturam para frente e para trás. " +
      "A pedra que termina o lance na última fileira vira dama; passar por ela durante uma captura não promove. " +
      "As damas são de longo alcance: andam quantas casas quiserem por uma diagonal livre e capturam uma peça à distância, parando em qualquer casa livre depois dela. " +
      "A captura é obrigatória e é preciso capturar o maior número possível de peças (lei da maioria; a dama conta como uma peça); as peças capturadas só saem do tabuleiro quando o lance termina, e nenhuma peça pode ser saltada duas vezes. " +
      "Perde quem não pode jogar. " +
      "Empate: a mesma posição três vezes; 25 lances de cada lado só com damas e sem captura; com três peças, incluindo uma dama, contra uma dama sozinha, 16 lances de cada lado; com duas peças ou menos contra uma dama sozinha, 5 lances de cada lado, ambos contados a partir do momento em que esse final surgiu (uma pedra coroada nele não reinicia a contagem). " +
      "Um lado que não pode jogar perde, mesmo no lance em que o empate seria declarado.",
    captions: [
      "A posição inicial: 20 pedras de cada lado nas 50 casas escuras; as brancas (embaixo) começam.",
      "Uma dama de longo alcance captura à distância e para em qualquer casa livre depois da peça: 46x3 captura 41, 18 e 8. É preciso capturar o maior número possível de peças.",
      "As pedras também capturam para trás. Aqui as brancas capturam duas: 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "As damas internacionais em que cada peça saltada sai do tabuleiro na hora. (O nome é o da nossa fonte; em outros lugares, “damas polonesas” costuma designar as próprias damas internacionais.)",
    summary:
      "Damas polonesas: regras internacionais, peças retiradas na hora. Tabuleiro 10x10, 20 pedras para cada lado; as brancas começam. " +
      "Tudo é como nas damas internacionais (as pedras capturam para trás, damas de longo alcance, é preciso capturar o maior número de peças, coroação só quando um lance termina na última fileira, as mesmas regras de empate), exceto que cada peça saltada é retirada no instante em que é saltada, de modo que os saltos seguintes da mesma captura podem passar pela sua casa ou parar nela.",
    captions: [
      "A posição inicial, como nas damas internacionais.",
      "Uma captura do maior número de peças; nas damas polonesas cada peça sai do tabuleiro no instante em que é saltada.",
    ],
  },
  russian: {
    tagline: "Shashki: damas de longo alcance, livre escolha da captura, e a pedra coroada no meio de uma captura continua como dama.",
    summary:
      "Damas russas (shashki). Tabuleiro 8x8, 12 pedras para cada lado; as brancas começam. " +
      "As pedras andam uma casa na diagonal para frente e capturam para frente e para trás. " +
      "As damas são de longo alcance: andam quantas casas quiserem por uma diagonal livre, capturam à distância e param em qualquer casa livre depois da peça capturada. " +
      "A captura é obrigatória, mas você pode escolher qualquer captura, não só a maior; a captura escolhida precisa ser completada, e uma dama que pode continuar capturando precisa parar onde possa fazê-lo. " +
      "A pedra que chega à última fileira durante uma captura vira dama na hora e continua capturando como dama. " +
      "As peças capturadas ficam no tabuleiro até o fim do lance e não podem ser saltadas duas vezes (o golpe turco). " +
      "Perde quem não pode jogar. " +
      "Empate: a mesma posição três vezes; 15 lances de cada lado só com damas e sem captura; três damas ou mais contra uma dama sozinha que não vencem em 15 lances, contados a partir do momento em que a terceira dama ficou contra a dama sozinha (uma quarta dama coroada depois não reinicia a contagem). " +
      "Um lado que não pode jogar perde, mesmo no lance em que o empate seria declarado.",
    captions: [
      "A posição inicial: as brancas (embaixo) começam; as casas vão de a1 a h8.",
      "Coroada durante a captura: a pedra salta de c7 para d8, vira dama ali e continua como dama, capturando f6.",
      "A captura é obrigatória: g5:e3:g1 captura duas peças e termina na última fileira, onde a pedra é coroada.",
    ],
  },
  italian: {
    tagline: "As pedras não podem capturar damas, e quatro regras decidem qual captura você deve fazer.",
    summary:
      "Damas italianas (dama italiana). Tabuleiro 8x8 colocado com uma casa escura no canto à direita de cada jogador, 12 pedras para cada lado; as brancas começam. " +
      "As pedras andam e capturam uma casa na diagonal, só para frente, e uma pedra não pode capturar uma dama. " +
      "As damas andam e capturam uma casa na diagonal em qualquer direção. " +
      "A captura é obrigatória e, entre várias capturas, é preciso escolher, nesta ordem: a que captura mais peças; depois uma captura feita com dama em vez de pedra; depois a que captura mais damas; depois a que encontra as damas mais cedo (comparando dama por dama: a primeira dama capturada antes, ou, se empatar, a segunda, e assim por diante). " +
      "A pedra que chega à última fileira vira dama e o lance termina. " +
      "Perde quem não pode jogar. " +
      "Empate: a mesma posição três vezes.",
    captions: [
      "A posição inicial: o tabuleiro tem uma casa escura no canto à direita de cada jogador; as casas são numeradas a partir do alto à esquerda.",
      "As pretas precisam capturar o maior número de peças: a captura dupla 10x17x26.",
      "Coroação: a pedra branca salta duas vezes, chega à última fileira e vira dama; o lance termina ali.",
    ],
  },
  coronet: {
    tagline: "Damas em todas as 64 casas em oito direções, com rainhas e dois cantos de coroação.",
    summary:
      "Coronet (Chris Huntoon, 2012): damas nas oito direções em todas as 64 casas. 21 peões para cada lado; o Ouro começa. " +
      "Os peões andam uma casa em linha reta ou na diagonal em direção ao canto oposto (Ouro: para cima, para a esquerda, para cima à esquerda; Vermelho: para baixo, para a direita, para baixo à direita) e capturam saltando uma peça vizinha em qualquer das oito direções para a casa vazia logo atrás dela. " +
      "A captura é obrigatória e é preciso capturar o maior número de peças; as peças capturadas ficam no tabuleiro até o fim do lance, e nenhuma peça é saltada duas vezes. " +
      "Um peão só vira Rainha terminando o lance no canto de coroação oposto (o do Ouro é a8, o do Vermelho h1); passar por ele durante uma captura não coroa. " +
      "As Rainhas andam como a dama do xadrez e capturam à distância nas oito direções, parando em qualquer casa livre depois da peça capturada. " +
      "Cortesia da Rainha (Queen's Courtesy): uma rainha não pode terminar o lance no canto de coroação do próprio lado, a não ser que você não tenha outro lance. " +
      "Perde quem não pode jogar. " +
      "Empate: a mesma posição três vezes.",
    captions: [
      "A posição inicial: 21 peões de cada lado em todas as 64 casas. Os cantos marcados são os cantos de coroação: o Ouro é coroado em a8, o Vermelho em h1.",
      "Os peões capturam nas oito direções, e é preciso capturar o maior número de peças: aqui quatro, de d3 a f7.",
      "Um peão só vira Rainha terminando o lance no canto de coroação oposto (o do Ouro é a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "Uma corrida num tabuleiro em losango: salte sobre qualquer peça, atravesse até o canto oposto e volte para a base para sair.",
    summary:
      "Coast-to-Coast, o jogo de corrida do KING ME da Winning Moves. " +
      "Todas as 64 casas são usadas e o tabuleiro fica em losango: o canto-base das pretas, a1, embaixo, a base das vermelhas, h8, em cima. " +
      "12 peças para cada lado; as pretas começam. " +
      "Nossa interpretação do diagrama perdido da posição inicial: cada lado ocupa as três fileiras diagonais junto à sua base (2, 3 e 4 casas) e as três casas do meio da quarta; as bases começam vazias. " +
      "Na sua vez, mova uma peça: ou um passo para uma casa vizinha vazia, ou um ou mais saltos, cada um sobre uma peça vizinha de qualquer cor para a casa vazia logo atrás dela. " +
      "Nada é capturado. " +
      "Um passo e saltos nunca se combinam. " +
      "Saltar nunca é obrigatório, e você pode parar depois de qualquer salto (nossa interpretação); uma série de saltos não pode cair duas vezes na mesma casa (nossa regra contra saltos sem fim). " +
      "As peças andam e saltam só para frente, para o lado ou na diagonal em direção à base adversária, nunca em direção à própria: as pretas para norte, leste, nordeste, noroeste e sudeste; as vermelhas de forma espelhada. " +
      "Uma peça que chega à base adversária (com um passo, ou com um salto, que encerra seus saltos) vira Dama e na hora faz um lance livre para sair da base: um passo ou saltos em qualquer direção, até de volta para onde veio (nossa interpretação). " +
      "As bases estão sempre vazias no fim de cada vez. " +
      "As Damas andam e saltam nas oito direções; seus saltos podem passar pela base adversária, mas não parar nela (nossa interpretação). " +
      "Uma Dama que chega à própria base sai do jogo. " +
      "Vence quem primeiro tirar do tabuleiro todas as doze peças. " +
      "Um jogador sem lance legal passa a vez (nossa interpretação). " +
      "Empate: a mesma posição três vezes com o mesmo jogador a jogar.",
    captions: [
      "A posição inicial (nossa interpretação): o tabuleiro fica em losango; a base das pretas, a1, embaixo, a base das vermelhas, h8, em cima.",
      "Uma série de saltos sobre peças de qualquer cor: nada é capturado, e você pode parar depois de qualquer salto.",
      "Ao chegar à base adversária h8, a peça vira Dama e sai dela na hora (aqui para g8).",
    ],
  },
  stackem: {
    tagline: "As pedras capturadas vão para baixo da pilha que captura; quem está no topo a controla.",
    summary:
      "Stack'Em, o jogo de damas em pilhas do KING ME da Winning Moves. " +
      "Tabuleiro 8x8, as 32 casas escuras numeradas como nas damas americanas; 12 pedras para cada lado. " +
      "As vermelhas começam em 1-12 e jogam primeiro; as pretas começam em 21-32. " +
      "As pedras se empilham: o jogador cuja pedra está no topo de uma pilha a controla, e a pilha inteira anda como a sua pedra do topo. " +
      "Uma pilha com uma pedra comum no topo anda uma casa na diagonal para frente; uma pilha com uma dama no topo anda uma casa na diagonal para frente ou para trás. " +
      "Saltar é obrigatório: quando você pode saltar, precisa saltar, pode escolher qual salto, e precisa terminar a sequência escolhida. " +
      "Uma pilha salta sobre uma pilha vizinha com uma pedra adversária no topo para a casa vazia logo atrás. " +
      "Só essa pedra do topo é capturada: ela vai para baixo da pilha que salta (uma dama capturada perde antes a coroa; só a pedra do topo de uma pilha pode ser dama). " +
      "O resto da pilha saltada fica onde está, e uma pedra sua liberada assim volta a ser sua para jogar. " +
      "Depois de qualquer salto, a pedra do topo da pilha que salta é dama e pode continuar saltando em qualquer direção, até de novo sobre a mesma pilha se o novo topo dela for adversário; o primeiro salto de uma pedra comum vai para frente, como nas damas. " +
      "Uma pedra que entra na sua fileira King Me (a última fileira) é coroada. " +
      "Sempre que sua pilha para na sua fileira King Me, todas as pedras adversárias nela saem do jogo. " +
      "Nossa interpretação: isso acontece a cada parada nessa fileira, inclusive no meio de uma captura múltipla (incluindo a pedra capturada por esse salto); as pedras capturadas depois no mesmo lance continuam prisioneiras. " +
      "Dois caminhos de salto com o mesmo início, o mesmo fim, as mesmas pedras capturadas e o mesmo resultado são um só lance. " +
      "Perde quem não controla nenhuma pilha ou não pode jogar. " +
      "Empate: a mesma posição três vezes com o mesmo jogador a jogar.",
    captions: [
      "A posição inicial: as vermelhas (em cima), em 1-12, começam; as pretas estão em 21-32.",
      "Pilhas: uma pedra capturada vai para baixo da pilha que captura. Na página do jogo, aponte para uma pilha para ver as suas pedras.",
      "Depois de um salto a pedra do topo é dama e pode continuar saltando em qualquer direção, capturando só a pedra do topo de cada pilha.",
    ],
  },
  cheskers: {
    tagline: "Damas com um bispo e um camelo de cada lado; quem perde a última dama perde o jogo.",
    summary:
      "Cheskers (Solomon Golomb, 1948): damas com peças de xadrez nas casas escuras. " +
      "Cada lado tem 8 pedras, 2 damas, um bispo e um camelo; as pretas começam. " +
      "Pedras e damas andam e capturam como nas damas americanas (pedras só para frente, damas uma casa na diagonal em qualquer direção). " +
      "O bispo desliza quantas casas quiser na diagonal, como o bispo do xadrez; o camelo salta para a casa a três casas numa direção e uma para o lado (pulando o que houver no meio). " +
      "Bispos e camelos capturam como no xadrez, ocupando a casa da peça inimiga. " +
      "As capturas com pedras ou damas são obrigatórias e devem capturar o maior número de peças, mas você pode fazer em vez disso uma captura de bispo ou de camelo; capturas de bispo e de camelo nunca são obrigatórias. " +
      "(Nossa interpretação: enquanto uma captura com pedra ou dama for obrigatória, os únicos outros lances permitidos são capturas de bispo e de camelo.) " +
      "Uma pedra que chega à última fileira para ali e vira, à sua escolha, dama, bispo ou camelo. " +
      "Você perde quando não tem mais nenhuma dama, ou quando não pode jogar. " +
      "Empate: a mesma posição três vezes.",
    captions: [
      "A posição inicial: cada lado tem 8 pedras, 2 damas (coroadas), um bispo (mitra) e um camelo.",
      "O camelo salta três casas numa direção e uma para o lado, por cima do que houver no meio.",
      "Uma pedra que chega à última fileira vira, à escolha do jogador, dama, bispo ou camelo.",
    ],
  },
};
