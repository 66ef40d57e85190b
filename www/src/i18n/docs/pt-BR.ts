// A página "Incorporar e criar links" (docs.html) em português do Brasil; {1}, {2}...: os
// trechos de código e os links da página, em ordem (veja ./index.ts).

import type { DocsTranslation } from "./index.js";

export const DOCS: DocsTranslation = {
  description: "Coloque um tabuleiro de damas vivo na sua página, ou crie um link para uma partida: o elemento personalizado do omnidraughts, o iframe e os links.",
  title: "Incorporar um tabuleiro, criar um link para uma partida — omnidraughts",
  heading: "Um tabuleiro na sua página",
  lead:
    "Mostre uma partida viva no seu blog ou site: um tabuleiro em que as pessoas podem jogar, ou uma partida para percorrer lance a lance. " +
    "Dois jeitos: um elemento personalizado (um script, uma tag) ou um iframe. Os dois usam o motor e o tabuleiro deste site, " +
    "não precisam de servidor seu e não enviam nada para lugar nenhum.",
  contents: "Conteúdo",
  "element-title": "O elemento <omni-draughts>",
  "iframe-title": "Um iframe",
  "attributes-title": "Atributos",
  "links-title": "Links para uma partida",
  "offline-title": "Sem rede",
  "review-title": "Revisão da partida",
  "element-text":
    "Carregue o script uma vez, em qualquer lugar da página, e depois coloque uma tag onde quiser um tabuleiro. " +
    "Cada tabuleiro é independente; todos compartilham uma única cópia do motor.",
  "play-title": "Um tabuleiro para jogar",
  "play-text":
    "Por padrão o tabuleiro é vivo: duas pessoas jogam na mesma tela, a partir da posição dada. " +
    "Desfazer, Refazer, Recomeçar (volta à posição dada) e Girar ficam embaixo do tabuleiro.",
  "view-title": "Uma partida para percorrer",
  "view-text":
    "Com {1} o tabuleiro mostra uma partida: os botões (ou as setas, Home e End) vão para o início, para trás, para a frente e para o fim. " +
    "Números de lance são permitidos no texto dos lances, então você pode colar os lances de uma partida como estão escritos.",
  "fen-title": "Uma posição",
  "fen-text":
    "Qualquer posição, na notação FEN do jogo (veja {1:mais abaixo}): aqui uma dama das damas internacionais com uma captura de três peças para encontrar. " +
    "Um atributo errado mostra uma mensagem no lugar do tabuleiro, nunca uma página quebrada.",
  "pdn-title": "Uma partida comentada",
  "pdn-text":
    "Uma partida inteira em PDN, com seus comentários {1}, variantes {2} e sinais de lance ({3}, {4}, {5}, {6}, {7}, {8}, {9}...), " +
    "é mostrada como o visualizador de PGN do lichess mostra uma: os lances e comentários embaixo do tabuleiro, as variantes recuadas, " +
    "um clique num lance para ir até ele; ← → avançam e voltam, ↑ ↓ escolhem uma variante, Home e End. " +
    "Dê a partida num atributo {10}, num filho {11} (sem aspas com que se preocupar), ou como um endereço {12} no seu próprio site. " +
    "A tag {13} dela diz o jogo; senão, {14} diz. Cada lance é conferido pelas regras: um lance errado é apontado no lugar do tabuleiro.",
  "size-text":
    "Dimensione o elemento com CSS como qualquer bloco: {1} (o padrão é no máximo 440 pixels de largura). " +
    "Ele segue a configuração clara ou escura do leitor. Para scripts, o elemento dispara um evento {2} depois de cada lance " +
    "({3} contém {4} e {5}), e tem as propriedades {6} e {7}.",
  "cors-text":
    "O script encontra o motor e as folhas de estilo ao lado de si mesmo, então funciona em qualquer página. " +
    "Se a sua página está em outro site, o servidor destes arquivos precisa permitir (enviando {1}), como o GitHub Pages faz.",
  "iframe-text":
    "Onde você não pode adicionar um script (algumas plataformas de blog), use {1} num iframe. " +
    "Ele aceita no endereço todos os atributos da tabela abaixo, o texto de uma partida em {2} codificado com porcentagem " +
    "(como {3} o escreve) e um {4} relativo a {5}.",
  "iframe-example": "Uma partida de damas para percorrer",
  "th-attribute": "Atributo",
  "th-value": "Valor",
  "th-default": "Padrão",
  "variant-value": "O jogo: {1} (damas americanas), {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}. Veja as {10:regras}.",
  "fen-value":
    "A posição de partida, na FEN do jogo: o lado que joga, depois as peças de cada lado, {1} antes de uma dama, " +
    "por exemplo {2} (damas americanas), {3} (damas russas).",
  "fen-default": "o início do jogo",
  "moves-value":
    "Lances jogados a partir dessa posição, na notação do jogo ({1}, {2}, {3}), separados por espaços; " +
    "números de lance e um resultado são ignorados. Um lance que não pode ser jogado é informado com o número e o motivo.",
  none: "nenhum",
  "mode-value": "{1}: um tabuleiro vivo para dois jogadores. {2}: a partida para percorrer.",
  "ply-value": "No modo view: quantos lances estão jogados quando o tabuleiro abre: um número, {1} ou {2}.",
  "ply-default": "{1} (view), todos os lances (play)",
  "pdn-value":
    "Uma partida comentada inteira em PDN (comentários, variantes, sinais), mostrada com os lances embaixo do tabuleiro; " +
    "{1}, {2}, {3} e {4} então não são usados. Um filho {5} faz o mesmo.",
  "src-value": "O endereço de um arquivo PDN assim no próprio site da página (o de {1}, para o iframe).",
  "puzzle-value": "Um dos problemas do site, pelo seu identificador ({1}; {2} mostra o identificador de cada problema, e o seu link o leva): o problema a resolver, as respostas jogadas, um lance errado apontado e desfeito.",
  "solution-value": "Com {1}: um problema seu, os lances de quem resolve e as respostas separados por espaços, o primeiro e o último de quem resolve ({2}).",
  "flip-value": "Presente (ou {1}): o tabuleiro fica girado, com o segundo jogador embaixo.",
  "flip-default": "sem girar",
  "loading-value": "{1}: o tabuleiro é montado quando chega perto da tela, não ao abrir a página (uma página com muitos tabuleiros abre mais rápido), como uma imagem.",
  "loading-default": "montado de imediato",
  "lang-value":
    "O idioma da linha de estado, dos botões e dos rótulos do tabuleiro: {1}, {2}, {3}, {4}, {5}, {6} ou {7} " +
    "(outra tag é casada pelo idioma: {8} é {9}). Em {10}, {11}.",
  "lang-default": "o {1} da página (o {2} mais próximo acima do elemento); senão, inglês",
  "attributes-change": "Mudar um atributo por um script redesenha o tabuleiro com a nova partida.",
  "links-text": "A página do jogo abre o que o endereço diz:",
  "th-address": "Endereço",
  "th-opens": "Abre",
  "link-variant": "uma nova partida de damas russas",
  "link-fen": "uma posição (os caracteres da FEN podem precisar de codificação com porcentagem)",
  "link-computer": "uma partida contra o computador: o seu lado ({1}, {2} ou o nome de uma cor) e o nível dele, de 1 a 5",
  "link-share": "uma partida inteira, como os links de compartilhamento da página a escrevem",
  "share-text":
    "A parte de um link de compartilhamento depois de {1} é uma lista de campos {2} unidos por {3}, com os valores codificados com porcentagem: " +
    "{4} (a versão do formato) e {5} são obrigatórios; {6} (a posição inicial, quando não é a do próprio jogo), " +
    "{7} (os lances, unidos por {8}), {9} e {10} ({11}, ou {12} e um nível, por exemplo {13}), {14} e {15} (no máximo 60 caracteres) " +
    "e {16} são opcionais. A página rejoga os lances, então um link para uma partida ilegal é recusado com o motivo. Por exemplo:",
  "notation-text":
    "A notação das casas, dos lances e das posições de cada jogo está descrita com as {1:regras}; " +
    "os detalhes da FEN e do PDN estão em {2} do projeto.",
  "offline-text":
    "Depois de uma primeira visita o site guarda uma cópia de si no seu navegador, então o jogo, as regras e esta página abrem sem rede. " +
    "Uma nova versão é obtida na visita seguinte, quando você estiver on-line.",
  "review-text":
    "Uma revisão busca na posição antes de cada lance de uma partida e compara o lance jogado com o melhor lance do motor, " +
    "os dois buscados juntos à mesma profundidade. O que um lance cedeu, a sua {1:perda}, é a avaliação do melhor lance menos a do lance jogado, " +
    "em pedras, para o jogador que jogou. Um lance é marcado como",
  "review-inaccuracy": "{1:imprecisão} ({2}) a partir de uma perda de {3} pedra,",
  "review-mistake": "{1:erro} ({2}) a partir de {3} pedra,",
  "review-blunder": "{1:erro grave} ({2}) a partir de {3} pedra, e também quando joga fora uma vitória que o motor provou, ou entra numa derrota que ele provou,",
  "review-why":
    "com o lance melhor e a linha que pune o lance jogado. Entre bons jogadores, uma pedra dada de graça perde a maioria das partidas, " +
    "então dar uma é um erro grave (o motor devolve parte da pedra em posição, daí os nove décimos); numa partida tranquila entre mestres " +
    "a avaliação do motor muda menos de um terço de pedra de um lance para o outro. A revisão é a opinião do motor na sua profundidade: " +
    "um sacrifício profundo que ele não enxerga pode ser marcado errado.",
  "review-cli":
    "A mesma revisão pela linha de comando, um objeto JSON por lance (avaliações em centésimos de pedra do ponto de vista das Brancas, " +
    "ou {1} / {2} para uma vitória ou derrota das Brancas em 12 meios-lances), ou com {3} como uma partida PDN comentada que qualquer leitor de PDN abre:",
};
