// La page « Intégrer et lier » (docs.html) en français ; {1}, {2}... : les éléments de code et
// les liens de la page, dans l'ordre (voir ./index.ts).

import type { DocsTranslation } from "./index.js";

export const DOCS: DocsTranslation = {
  description: "Mettez un damier vivant sur votre propre page, ou faites un lien vers une partie : l'élément personnalisé omnidraughts, l'iframe et les liens.",
  title: "Intégrer un damier, lier une partie — omnidraughts",
  heading: "Un damier sur votre page",
  lead:
    "Montrez une partie vivante sur votre blog ou votre site : un damier sur lequel on peut jouer, ou une partie à parcourir coup par coup. " +
    "Deux façons : un élément personnalisé (un script, une balise) ou une iframe. Les deux utilisent le moteur et le damier de ce site, " +
    "n'ont besoin d'aucun serveur à vous et n'envoient rien nulle part.",
  contents: "Sommaire",
  "element-title": "L'élément <omni-draughts>",
  "iframe-title": "Une iframe",
  "attributes-title": "Attributs",
  "links-title": "Faire un lien vers une partie",
  "offline-title": "Hors ligne",
  "review-title": "Analyse de la partie",
  "element-text":
    "Chargez le script une fois, n'importe où dans la page, puis mettez une balise partout où vous voulez un damier. " +
    "Chaque damier est indépendant ; tous partagent un seul exemplaire du moteur.",
  "play-title": "Un damier pour jouer",
  "play-text":
    "Par défaut le damier est vivant : deux personnes jouent sur un même écran, à partir de la position donnée. " +
    "Annuler, Rétablir, Recommencer (retour à la position donnée) et Tourner sont sous le damier.",
  "view-title": "Une partie à parcourir",
  "view-text":
    "Avec {1}, le damier montre une partie : les boutons (ou les flèches, Début et Fin) vont au départ, en arrière, en avant et à la fin. " +
    "Les numéros de coups sont permis dans le texte des coups : vous pouvez coller les coups d'une partie tels qu'ils sont écrits.",
  "fen-title": "Une position",
  "fen-text":
    "N'importe quelle position, dans la notation FEN du jeu (voir {1:plus bas}) : ici une dame des dames internationales, avec une rafle de trois pièces à trouver. " +
    "Un attribut erroné affiche un message à la place du damier, jamais une page cassée.",
  "pdn-title": "Une partie commentée",
  "pdn-text":
    "Une partie entière en PDN, avec ses commentaires {1}, ses variantes {2} et ses signes ({3}, {4}, {5}, {6}, {7}, {8}, {9}...), " +
    "est présentée comme le lecteur PGN de lichess présente une partie : les coups et les commentaires sous le damier, les variantes en retrait, " +
    "un clic sur un coup pour y aller ; ← → pour avancer et reculer, ↑ ↓ pour choisir une variante, Début et Fin. " +
    "Donnez la partie dans un attribut {10}, dans un enfant {11} (sans guillemets à échapper), ou par l'adresse {12} d'un fichier de votre site. " +
    "Son en-tête {13} désigne le jeu, sinon c'est {14}. Chaque coup est vérifié selon les règles : un coup erroné est signalé à la place du damier.",
  "size-text":
    "Dimensionnez l'élément en CSS comme n'importe quel bloc : {1} (par défaut, 440 pixels de large au plus). " +
    "Il suit le réglage clair ou sombre du lecteur. Pour les scripts, l'élément émet un événement {2} après chaque coup " +
    "({3} contient {4} et {5}), et il a les propriétés {6} et {7}.",
  "cors-text":
    "Le script trouve le moteur et ses feuilles de style à côté de lui-même : il fonctionne donc depuis n'importe quelle page. " +
    "Si votre page est sur un autre site, l'hébergeur de ces fichiers doit l'autoriser (en envoyant {1}), comme le fait GitHub Pages.",
  "iframe-text":
    "Là où vous ne pouvez pas ajouter de script (certaines plateformes de blog), utilisez {1} dans une iframe. " +
    "Elle prend dans son adresse chaque attribut du tableau ci-dessous, le texte d'une partie {2} encodé en pourcentage " +
    "(comme l'écrit {3}) et une adresse {4} relative à {5}.",
  "iframe-example": "Une partie de dames à parcourir",
  "th-attribute": "Attribut",
  "th-value": "Valeur",
  "th-default": "Par défaut",
  "variant-value": "Le jeu : {1} (dames américaines), {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}. Voir les {10:règles}.",
  "fen-value":
    "La position de départ, dans la FEN du jeu : le camp au trait, puis les pièces de chaque camp, {1} devant une dame, " +
    "par exemple {2} (dames américaines), {3} (dames russes).",
  "fen-default": "le départ du jeu",
  "moves-value":
    "Les coups joués depuis cette position, dans la notation du jeu ({1}, {2}, {3}), séparés par des espaces ; " +
    "les numéros de coups et un résultat sont ignorés. Un coup qui ne peut pas être joué est signalé avec son numéro et la raison.",
  none: "aucun",
  "mode-value": "{1} : un damier vivant pour deux joueurs. {2} : la partie à parcourir.",
  "ply-value": "En mode view : combien de coups sont joués quand le damier s'ouvre : un nombre, {1} ou {2}.",
  "ply-default": "{1} (view), tous les coups (play)",
  "pdn-value":
    "Une partie commentée entière en PDN (commentaires, variantes, signes), présentée avec ses coups sous le damier ; " +
    "{1}, {2}, {3} et {4} ne servent alors pas. Un enfant {5} fait de même.",
  "src-value": "L'adresse d'un tel fichier PDN sur le site même de la page (celui de {1}, pour l'iframe).",
  "puzzle-value": "Un des problèmes du site, par son identifiant ({1} ; {2} montre l'identifiant de chaque problème, et son lien le porte) : le problème à résoudre, les réponses jouées, un coup faux signalé et repris.",
  "solution-value": "Avec {1} : un problème à vous, les coups de celui qui résout et les réponses séparés par des espaces, le premier et le dernier étant ceux de celui qui résout ({2}).",
  "flip-value": "Présent (ou {1}) : le damier est retourné, le second joueur en bas.",
  "flip-default": "non retourné",
  "loading-value": "{1} : le damier est construit quand il approche de l’écran, pas à l’ouverture de la page (une page de nombreux damiers s’ouvre plus vite), comme pour une image.",
  "loading-default": "construit tout de suite",
  "lang-value":
    "La langue de la ligne d'état, des boutons et des libellés du damier : {1}, {2}, {3}, {4}, {5}, {6} ou {7} " +
    "(une autre balise est rapprochée par sa langue : {8} donne {9}). Dans {10}, {11}.",
  "lang-default": "le {1} de la page (le {2} le plus proche au-dessus de l'élément), sinon l'anglais",
  "attributes-change": "Changer un attribut depuis un script redessine le damier avec la nouvelle partie.",
  "links-text": "La page de jeu ouvre ce que dit son adresse :",
  "th-address": "Adresse",
  "th-opens": "Ouvre",
  "link-variant": "une nouvelle partie de dames russes",
  "link-fen": "une position (les caractères de la FEN peuvent devoir être encodés en pourcentage)",
  "link-computer": "une partie contre l'ordinateur : votre camp ({1}, {2} ou le nom d'une couleur) et son niveau, de 1 à 5",
  "link-share": "une partie entière, telle que l'écrivent les liens de partage de la page",
  "share-text":
    "La partie d'un lien de partage après {1} est une liste de champs {2} joints par {3}, les valeurs encodées en pourcentage : " +
    "{4} (la version du format) et {5} sont obligatoires ; {6} (la position de départ, quand ce n'est pas celle du jeu), " +
    "{7} (les coups, joints par {8}), {9} et {10} ({11}, ou {12} et un niveau, par exemple {13}), {14} et {15} (60 caractères au plus) " +
    "et {16} sont facultatifs. La page rejoue les coups : un lien vers une partie illégale est refusé, avec la raison. Par exemple :",
  "notation-text":
    "La notation des cases, des coups et des positions de chaque jeu est décrite avec les {1:règles} ; " +
    "les détails de la FEN et du PDN sont dans le {2} du projet.",
  "offline-text":
    "Après une première visite, le site garde une copie de lui-même dans votre navigateur : le jeu, les règles et cette page s'ouvrent sans réseau. " +
    "Une nouvelle version est prise à la visite suivante, une fois en ligne.",
  "review-text":
    "Une analyse cherche dans la position avant chaque coup d'une partie et compare le coup joué au meilleur coup du moteur, " +
    "les deux cherchés ensemble à la même profondeur. Ce qu'un coup a cédé, sa {1:perte}, est le score du meilleur coup moins celui du coup joué, " +
    "en pions, pour le joueur qui a joué. Un coup est marqué",
  "review-inaccuracy": "{1:imprécision} ({2}) à partir d'une perte de {3} pion,",
  "review-mistake": "{1:erreur} ({2}) à partir de {3} pion,",
  "review-blunder": "{1:gaffe} ({2}) à partir de {3} pion, et aussi quand il laisse échapper un gain que le moteur a prouvé, ou tombe dans une perte qu'il a prouvée,",
  "review-why":
    "avec le meilleur coup et la suite qui punit le coup joué. Entre bons joueurs, un pion donné pour rien perd la plupart des parties : " +
    "en donner un est donc une gaffe (le moteur en rend une part en position, d'où les neuf dixièmes) ; dans une partie de maîtres tranquille, " +
    "le score du moteur varie de moins d'un tiers de pion d'un coup à l'autre. L'analyse est l'avis du moteur à sa profondeur : " +
    "un sacrifice profond qu'il ne perce pas peut être mal marqué.",
  "review-cli":
    "La même analyse en ligne de commande, un objet JSON par coup (scores en centièmes de pion du point de vue des Blancs, " +
    "ou {1} / {2} pour un gain ou une perte des Blancs en 12 demi-coups), ou avec {3} comme une partie PDN commentée que tout lecteur PDN ouvre :",
};
