// Les règles des jeux en français : traduction de l'anglais (en.ts et les résumés
// des règles du moteur, crate/src/games/*.rs). Termes du jeu de dames : pion,
// dame, damier, prise obligatoire, prise majoritaire, rafle, nulle, coup turc.

import type { RulesTranslation } from "./en.js";

export const RULES: RulesTranslation = {
  english: {
    tagline: "Les dames du monde anglophone : dames à une case, libre choix de la prise.",
    summary:
      "Dames américaines (dames anglaises, checkers). Damier 8x8, 12 pions chacun ; les Noirs commencent. " +
      "Les pions avancent d'une case en diagonale et ne prennent que vers l'avant, en sautant par-dessus une pièce voisine jusqu'à la case vide située juste derrière. " +
      "La prise est obligatoire : quand plusieurs prises sont possibles, on choisit celle que l'on veut, mais il faut terminer la rafle choisie. " +
      "Un pion qui atteint la dernière rangée devient dame et le coup s'arrête là. " +
      "Les dames se déplacent et prennent d'une case en diagonale, vers l'avant et vers l'arrière. " +
      "On perd quand on ne peut plus jouer. " +
      "Nulle : la même position trois fois avec le même joueur au trait, ou 40 coups de chaque camp sans mouvement de pion ni prise.",
    captions: [
      "Le départ : les Noirs (en haut), sur 1-12, commencent ; les Blancs sont sur 21-32.",
      "Une prise : le pion blanc en 21 doit prendre, et continue à prendre : 21x14x7.",
      "Promotion : le pion saute en 3, sur la dernière rangée, devient dame, et le coup s'arrête là.",
    ],
  },
  international: {
    tagline: "Le jeu 10x10 des championnats du monde : dames à longue portée et prise majoritaire.",
    summary:
      "Dames internationales. Damier 10x10, 20 pions chacun ; les Blancs commencent. " +
      "Les pions avancent d'une case en diagonale et prennent vers l'avant comme vers l'arrière. " +
      "Un pion qui termine son coup sur la dernière rangée devient dame ; la traverser au cours d'une rafle ne le fait pas dame. " +
      "Les dames sont à longue portée : elles parcourent autant de cases qu'elles veulent sur une diagonale libre et prennent une pièce à distance, en se posant sur n'importe quelle case libre au-delà. " +
      "La prise est obligatoire et il faut prendre le plus grand nombre de pièces possible (prise majoritaire ; une dame compte pour une pièce) ; les pièces prises ne sont retirées qu'une fois le coup terminé, et aucune pièce ne peut être sautée deux fois. " +
      "On perd quand on ne peut plus jouer. " +
      "Nulle : la même position trois fois ; 25 coups de chaque camp où seules des dames ont joué, sans prise ; avec trois pièces dont une dame contre une dame seule, 16 coups chacun ; avec deux pièces ou moins contre une dame seule, 5 coups chacun, les deux comptés depuis l'apparition de cette fin de partie (un pion qui y devient dame ne relance pas le compte). " +
      "Un camp qui ne peut plus jouer perd, même au coup où la nulle tomberait.",
    captions: [
      "Le départ : 20 pions chacun sur les 50 cases sombres ; les Blancs (en bas) commencent.",
      "Une dame prend à distance et se pose sur n'importe quelle case libre au-delà : 46x3 prend 41, 18 et 8. Il faut prendre le plus de pièces possible.",
      "Les pions prennent aussi en arrière. Ici les Blancs en prennent deux : 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "Les dames internationales où chaque pièce sautée quitte aussitôt le damier. (Le nom est celui de notre source ; ailleurs, « dames polonaises » désigne souvent les dames internationales elles-mêmes.)",
    summary:
      "Dames polonaises : règles internationales, pièces retirées aussitôt. Damier 10x10, 20 pions chacun ; les Blancs commencent. " +
      "Tout est comme aux dames internationales (les pions prennent en arrière, dames à longue portée, prise majoritaire, promotion seulement quand un coup se termine sur la dernière rangée, les mêmes règles de nulle), sauf que chaque pièce sautée est retirée à l'instant où elle est sautée, si bien que les sauts suivants de la même rafle peuvent passer sur sa case ou s'y poser.",
    captions: [
      "Le départ, comme aux dames internationales.",
      "Une prise du plus grand nombre de pièces ; aux dames polonaises, chaque pièce quitte le damier à l'instant où elle est sautée.",
    ],
  },
  russian: {
    tagline: "Chachki : dames à longue portée, libre choix de la prise, et un pion promu au milieu d'une rafle continue en dame.",
    summary:
      "Dames russes (chachki). Damier 8x8, 12 pions chacun ; les Blancs commencent. " +
      "Les pions avancent d'une case en diagonale et prennent vers l'avant comme vers l'arrière. " +
      "Les dames sont à longue portée : autant de cases qu'elles veulent sur une diagonale libre ; elles prennent à distance et se posent sur n'importe quelle case libre au-delà. " +
      "La prise est obligatoire, mais on peut choisir n'importe quelle prise, pas seulement la plus grande ; la rafle choisie doit être menée à son terme, et une dame qui peut continuer à prendre doit se poser là où elle le peut. " +
      "Un pion qui atteint la dernière rangée au cours d'une rafle devient aussitôt dame et continue à prendre en dame. " +
      "Les pièces prises restent sur le damier jusqu'à la fin du coup et ne peuvent pas être sautées deux fois (le coup turc). " +
      "On perd quand on ne peut plus jouer. " +
      "Nulle : la même position trois fois ; 15 coups de chaque camp où seules des dames ont joué, sans prise ; trois dames ou plus contre une dame seule qui ne gagnent pas en 15 coups, comptés depuis que la troisième dame fait face à la dame seule (une quatrième dame obtenue plus tard ne relance pas le compte). " +
      "Un camp qui ne peut plus jouer perd, même au coup où la nulle tomberait.",
    captions: [
      "Le départ : les Blancs (en bas) commencent ; les cases sont nommées de a1 à h8.",
      "Dame en cours de rafle : le pion saute de c7 en d8, y devient dame, et continue en dame en prenant f6.",
      "La prise est obligatoire : g5:e3:g1 prend deux pièces et finit sur la dernière rangée, où le pion devient dame.",
    ],
  },
  italian: {
    tagline: "Les pions ne peuvent pas prendre les dames, et quatre règles décident quelle prise il faut faire.",
    summary:
      "Dames italiennes (dama italiana). Damier 8x8 placé avec une case sombre dans le coin à droite de chaque joueur, 12 pions chacun ; les Blancs commencent. " +
      "Les pions se déplacent et prennent d'une case en diagonale, vers l'avant seulement, et un pion ne peut pas prendre une dame. " +
      "Les dames se déplacent et prennent d'une case en diagonale dans toutes les directions. " +
      "La prise est obligatoire et, entre plusieurs prises, il faut choisir, dans cet ordre : celle qui prend le plus de pièces ; puis une prise faite par une dame plutôt que par un pion ; puis celle qui prend le plus de dames ; puis celle qui rencontre les dames le plus tôt (comparées dame par dame : la première dame prise plus tôt, ou à égalité la deuxième, et ainsi de suite). " +
      "Un pion qui atteint la dernière rangée devient dame et le coup s'arrête. " +
      "On perd quand on ne peut plus jouer. " +
      "Nulle : la même position trois fois.",
    captions: [
      "Le départ : chaque joueur a une case sombre dans le coin à sa droite ; les cases sont numérotées à partir du haut à gauche.",
      "Les Noirs doivent prendre le plus de pièces : la prise double 10x17x26.",
      "Promotion : le pion blanc saute deux fois, atteint la dernière rangée et devient dame ; le coup s'arrête là.",
    ],
  },
  coronet: {
    tagline: "Les dames sur les 64 cases dans huit directions, avec des reines et deux coins de couronnement.",
    summary:
      "Coronet (Chris Huntoon, 2012) : les dames dans les huit directions sur les 64 cases. 21 pions chacun ; Or commence. " +
      "Les pions avancent d'une case en ligne droite ou en diagonale vers le coin opposé (Or : vers le haut, la gauche, le haut à gauche ; Rouge : vers le bas, la droite, le bas à droite) et prennent en sautant par-dessus une pièce voisine dans l'une des huit directions jusqu'à la case vide juste derrière. " +
      "La prise est obligatoire et il faut prendre le plus de pièces possible ; les pièces prises restent sur le damier jusqu'à la fin du coup, et aucune n'est sautée deux fois. " +
      "Un pion ne devient Reine qu'en terminant son coup sur le coin de couronnement opposé (celui d'Or est a8, celui de Rouge h1) ; le traverser au cours d'une prise ne le couronne pas. " +
      "Les Reines se déplacent comme la dame des échecs et prennent à distance dans les huit directions, en se posant sur n'importe quelle case libre au-delà. " +
      "Courtoisie de la Reine (Queen's Courtesy) : une reine ne peut pas terminer son coup sur le coin de couronnement de son propre camp, sauf si vous n'avez pas d'autre coup. " +
      "On perd quand on ne peut plus jouer. " +
      "Nulle : la même position trois fois.",
    captions: [
      "Le départ : 21 pions chacun sur les 64 cases. Les coins marqués sont les coins de couronnement : Or est couronné en a8, Rouge en h1.",
      "Les pions prennent dans les huit directions, et il faut prendre le plus de pièces : ici quatre, de d3 à f7.",
      "Un pion ne devient Reine qu'en terminant son coup sur le coin de couronnement opposé (celui d'Or est a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "Une course sur un damier en losange : sautez par-dessus tout le monde, traversez jusqu'au coin opposé, revenez à la maison pour sortir.",
    summary:
      "Coast-to-Coast, le jeu de course de KING ME de Winning Moves. " +
      "Les 64 cases servent et le damier est posé en losange : le coin maison des Noirs, a1, en bas, celui des Rouges, h8, en haut. " +
      "12 pièces chacun ; les Noirs commencent. " +
      "Notre lecture du schéma de départ perdu : chaque camp remplit les trois rangées diagonales voisines de sa maison (2, 3 et 4 cases) et les trois cases du milieu de la quatrième ; les maisons sont vides au départ. " +
      "À votre tour, déplacez une pièce : soit d'un pas vers une case voisine vide, soit d'un ou plusieurs sauts, chacun par-dessus une pièce voisine de n'importe quelle couleur jusqu'à la case vide derrière. " +
      "Rien n'est pris. " +
      "Un pas et des sauts ne se combinent jamais. " +
      "Sauter n'est jamais obligatoire, et l'on peut s'arrêter après n'importe quel saut (notre lecture) ; une série de sauts ne peut pas atterrir deux fois sur la même case (notre règle contre les sauts sans fin). " +
      "Les pièces avancent et sautent seulement vers l'avant, de côté ou en diagonale vers la maison adverse, jamais vers la leur : les Noirs vers le nord, l'est, le nord-est, le nord-ouest et le sud-est ; les Rouges en miroir. " +
      "Une pièce qui atteint la maison adverse (par un pas, ou par un saut, qui met fin à ses sauts) devient Dame et fait aussitôt un coup libre pour en sortir : un pas ou des sauts dans n'importe quelle direction, même en revenant d'où elle vient (notre lecture). " +
      "Les maisons sont toujours vides à la fin d'un tour. " +
      "Les Dames se déplacent et sautent dans les huit directions ; leurs sauts peuvent traverser la maison adverse mais pas s'y arrêter (notre lecture). " +
      "Une Dame qui atteint sa propre maison sort du jeu. " +
      "Le premier joueur à faire sortir ses douze pièces gagne. " +
      "Un joueur qui n'a aucun coup légal passe (notre lecture). " +
      "Nulle : la même position trois fois avec le même joueur au trait.",
    captions: [
      "Le départ (notre lecture) : le damier est posé en losange ; la maison des Noirs, a1, en bas, celle des Rouges, h8, en haut.",
      "Une série de sauts par-dessus des pièces des deux couleurs : rien n'est pris, et l'on peut s'arrêter après n'importe quel saut.",
      "En atteignant la maison adverse h8, la pièce devient Dame et en sort aussitôt (ici vers g8).",
    ],
  },
  stackem: {
    tagline: "Les pions pris passent sous la pile qui prend ; celui qui est au sommet la contrôle.",
    summary:
      "Stack'Em, le jeu de dames à piles de KING ME de Winning Moves. " +
      "Damier 8x8, les 32 cases sombres numérotées comme aux dames américaines ; 12 pions chacun. " +
      "Les Rouges partent de 1-12 et commencent ; les Noirs partent de 21-32. " +
      "Les pions s'empilent : le joueur dont le pion est au sommet d'une pile la contrôle, et toute la pile se déplace comme son pion du dessus. " +
      "Une pile coiffée d'un pion simple avance d'une case en diagonale ; une pile coiffée d'une dame se déplace d'une case en diagonale vers l'avant ou vers l'arrière. " +
      "Sauter est obligatoire : quand vous pouvez sauter, vous devez le faire, vous pouvez choisir quel saut, et vous devez terminer la rafle choisie. " +
      "Une pile saute par-dessus une pile voisine coiffée d'un pion adverse jusqu'à la case vide derrière. " +
      "Seul ce pion du dessus est pris : il passe sous la pile qui saute (une dame prise perd d'abord sa couronne ; seul le pion du dessus d'une pile peut être une dame). " +
      "Le reste de la pile sautée reste en place, et un de vos pions ainsi libéré peut de nouveau être joué. " +
      "Après tout saut, le pion du dessus de la pile qui saute est une dame et peut continuer à sauter dans toutes les directions, même à nouveau par-dessus la même pile si son nouveau sommet est adverse ; le premier saut d'un pion simple va vers l'avant, comme aux dames. " +
      "Un pion qui arrive sur sa rangée King Me (la dernière rangée) est couronné. " +
      "Chaque fois que votre pile se pose sur votre rangée King Me, tous les pions adverses qu'elle contient sont retirés du jeu. " +
      "Notre lecture : cela arrive à chaque arrêt sur cette rangée, y compris au milieu d'une rafle (le pion pris par ce saut compris) ; les pions pris plus tard dans le même coup restent prisonniers. " +
      "Deux chemins de rafle avec le même départ, la même arrivée, les mêmes pions pris et le même résultat sont un seul coup. " +
      "On perd quand on ne contrôle plus aucune pile ou qu'on ne peut plus jouer. " +
      "Nulle : la même position trois fois avec le même joueur au trait.",
    captions: [
      "Le départ : les Rouges (en haut), sur 1-12, commencent ; les Noirs sont sur 21-32.",
      "Les piles : un pion pris passe sous la pile qui prend. Sur la page de jeu, pointez une pile pour en lister les pions.",
      "Après un saut, le pion du dessus est une dame et peut continuer à sauter dans toutes les directions, en ne prenant que le pion du dessus de chaque pile.",
    ],
  },
  cheskers: {
    tagline: "Les dames avec un fou et un chameau par camp ; qui perd sa dernière dame perd la partie.",
    summary:
      "Cheskers (Solomon Golomb, 1948) : les dames avec des pièces d'échecs sur les cases sombres. " +
      "Chaque camp a 8 pions, 2 dames, un fou et un chameau ; les Noirs commencent. " +
      "Pions et dames se déplacent et prennent comme aux dames américaines (les pions vers l'avant seulement, les dames d'une case en diagonale dans toutes les directions). " +
      "Le fou glisse d'autant de cases qu'il veut en diagonale, comme le fou des échecs ; le chameau bondit sur la case située trois cases plus loin et une de côté (il saute par-dessus tout ce qui se trouve entre les deux). " +
      "Fous et chameaux prennent à la manière des échecs, en se posant sur la pièce ennemie. " +
      "Les prises par pions ou dames sont obligatoires et doivent prendre le plus de pièces possible, mais vous pouvez faire à la place une prise de fou ou de chameau ; les prises de fou et de chameau ne sont jamais obligatoires. " +
      "(Notre lecture : tant qu'une prise par pion ou dame est obligatoire, les seuls autres coups permis sont des prises de fou ou de chameau.) " +
      "Un pion qui atteint la dernière rangée s'y arrête et devient, à votre choix, une dame, un fou ou un chameau. " +
      "Vous perdez quand il ne vous reste plus de dame, ou quand vous ne pouvez plus jouer. " +
      "Nulle : la même position trois fois.",
    captions: [
      "Le départ : chaque camp a 8 pions, 2 dames (couronnées), un fou (mitre) et un chameau.",
      "Le chameau bondit de trois cases dans un sens et d'une de côté, par-dessus tout ce qui se trouve entre les deux.",
      "Un pion qui atteint la dernière rangée devient, au choix de son joueur, une dame, un fou ou un chameau.",
    ],
  },
};
