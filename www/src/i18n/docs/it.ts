// La pagina «Incorporare e collegare» (docs.html) in italiano; {1}, {2}...: gli elementi di
// codice e i link della pagina, in ordine (vedi ./index.ts).

import type { DocsTranslation } from "./index.js";

export const DOCS: DocsTranslation = {
  description: "Metti una damiera viva sulla tua pagina, o collega una partita: l'elemento personalizzato di omnidraughts, l'iframe e i link.",
  title: "Incorporare una damiera, collegare una partita — omnidraughts",
  heading: "Una damiera sulla tua pagina",
  lead:
    "Mostra una partita viva sul tuo blog o sito: una damiera su cui si può giocare, o una partita da scorrere mossa per mossa. " +
    "Due modi: un elemento personalizzato (uno script, un tag) o un iframe. Entrambi usano il motore e la damiera di questo sito, " +
    "non hanno bisogno di un tuo server e non inviano nulla da nessuna parte.",
  contents: "Indice",
  "element-title": "L'elemento <omni-draughts>",
  "iframe-title": "Un iframe",
  "attributes-title": "Attributi",
  "links-title": "Collegare una partita",
  "offline-title": "Senza rete",
  "review-title": "Revisione della partita",
  "element-text":
    "Carica lo script una volta, in qualsiasi punto della pagina, poi metti un tag ovunque tu voglia una damiera. " +
    "Ogni damiera è indipendente; tutte condividono una sola copia del motore.",
  "play-title": "Una damiera per giocare",
  "play-text":
    "Per impostazione predefinita la damiera è viva: due persone giocano sullo stesso schermo, dalla posizione data. " +
    "Annulla, Ripeti, Ricomincia (torna alla posizione data) e Gira sono sotto la damiera.",
  "view-title": "Una partita da scorrere",
  "view-text":
    "Con {1} la damiera mostra una partita: i pulsanti (o i tasti freccia, Home e Fine) vanno all'inizio, indietro, avanti e alla fine. " +
    "Nel testo delle mosse i numeri di mossa sono ammessi, quindi puoi incollare le mosse di una partita così come sono scritte.",
  "fen-title": "Una posizione",
  "fen-text":
    "Qualsiasi posizione, nella notazione FEN del gioco (vedi {1:più sotto}): qui una dama della dama internazionale con una presa di tre pezzi da trovare. " +
    "Un attributo sbagliato mostra un messaggio al posto della damiera, mai una pagina rotta.",
  "pdn-title": "Una partita commentata",
  "pdn-text":
    "Un'intera partita in PDN, con i suoi commenti {1}, le varianti {2} e i segni sulle mosse ({3}, {4}, {5}, {6}, {7}, {8}, {9}...), " +
    "viene mostrata come la mostra il visualizzatore PGN di lichess: le mosse e i commenti sotto la damiera, le varianti rientrate, " +
    "un clic su una mossa per andarci; ← → per scorrere, ↑ ↓ per scegliere una variante, Home e Fine. " +
    "Dai la partita in un attributo {10}, in un figlio {11} (senza virgolette di cui preoccuparsi), o come indirizzo {12} sul tuo sito. " +
    "Il suo tag {13} indica il gioco, altrimenti lo fa {14}. Ogni mossa è controllata dalle regole: una mossa sbagliata viene indicata al posto della damiera.",
  "size-text":
    "Dimensiona l'elemento con il CSS come qualsiasi blocco: {1} (per impostazione predefinita è largo al massimo 440 pixel). " +
    "Segue l'impostazione chiara o scura del lettore. Per gli script, l'elemento emette un evento {2} dopo ogni mossa " +
    "({3} contiene {4} e {5}), e ha le proprietà {6} e {7}.",
  "cors-text":
    "Lo script trova il motore e i suoi fogli di stile accanto a sé, quindi funziona da qualsiasi pagina. " +
    "Se la tua pagina è su un altro sito, chi ospita questi file deve permetterlo (inviando {1}), come fa GitHub Pages.",
  "iframe-text":
    "Dove non puoi aggiungere uno script (alcune piattaforme di blog), usa {1} in un iframe. " +
    "Accetta nel suo indirizzo ogni attributo della tabella qui sotto, il testo di una partita {2} codificato con la percentuale " +
    "(come lo scrive {3}) e un {4} relativo a {5}.",
  "iframe-example": "Una partita di dama da scorrere",
  "th-attribute": "Attributo",
  "th-value": "Valore",
  "th-default": "Predefinito",
  "variant-value": "Il gioco: {1} (dama americana), {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}. Vedi le {10:regole}.",
  "fen-value":
    "La posizione da cui partire, nella FEN del gioco: chi muove, poi i pezzi di ciascuna parte, {1} davanti a una dama, " +
    "per esempio {2} (dama americana), {3} (dama russa).",
  "fen-default": "l'inizio del gioco",
  "moves-value":
    "Le mosse giocate da quella posizione, nella notazione del gioco ({1}, {2}, {3}), separate da spazi; " +
    "i numeri di mossa e un risultato vengono saltati. Una mossa che non si può giocare viene segnalata con il suo numero e il motivo.",
  none: "nessuno",
  "mode-value": "{1}: una damiera viva per due giocatori. {2}: la partita da scorrere.",
  "ply-value": "Modalità view: quante mosse sono giocate quando la damiera si apre: un numero, {1} o {2}.",
  "ply-default": "{1} (view), tutte le mosse (play)",
  "pdn-value":
    "Un'intera partita commentata in PDN (commenti, varianti, segni), mostrata con le sue mosse sotto la damiera; " +
    "{1}, {2}, {3} e {4} allora non si usano. Un figlio {5} fa lo stesso.",
  "src-value": "L'indirizzo di un tale file PDN sul sito stesso della pagina (quello di {1}, per l'iframe).",
  "puzzle-value": "Uno dei problemi del sito, per il suo identificativo ({1}; {2} mostra l'identificativo di ogni problema, e il suo link lo porta): il problema da risolvere, le risposte giocate, una mossa sbagliata segnalata e ripresa.",
  "solution-value": "Con {1}: un problema tuo, le mosse di chi risolve e le risposte separate da spazi, la prima e l'ultima di chi risolve ({2}).",
  "flip-value": "Presente (o {1}): la damiera è girata, con il secondo giocatore in basso.",
  "flip-default": "non girata",
  "loading-value": "{1}: la damiera viene costruita quando si avvicina allo schermo, non all’apertura della pagina (una pagina con molte damiere si apre prima), come per un’immagine.",
  "loading-default": "costruita subito",
  "lang-value":
    "La lingua della riga di stato, dei pulsanti e delle etichette della damiera: {1}, {2}, {3}, {4}, {5}, {6} o {7} " +
    "(un altro tag viene abbinato per lingua: {8} è {9}). In {10}, {11}.",
  "lang-default": "il {1} della pagina (il {2} più vicino sopra l'elemento), altrimenti l'inglese",
  "attributes-change": "Cambiare un attributo da uno script ridisegna la damiera con la nuova partita.",
  "links-text": "La pagina di gioco apre ciò che dice il suo indirizzo:",
  "th-address": "Indirizzo",
  "th-opens": "Apre",
  "link-variant": "una nuova partita di dama russa",
  "link-fen": "una posizione (i caratteri della FEN possono richiedere la codifica percentuale)",
  "link-computer": "una partita contro il computer: la tua parte ({1}, {2} o il nome di un colore) e il suo livello, da 1 a 5",
  "link-share": "un'intera partita, come la scrivono i link di condivisione della pagina",
  "share-text":
    "La parte di un link di condivisione dopo {1} è un elenco di campi {2} uniti da {3}, con i valori codificati con la percentuale: " +
    "{4} (la versione del formato) e {5} sono obbligatori; {6} (la posizione iniziale, quando non è quella del gioco), " +
    "{7} (le mosse, unite da {8}), {9} e {10} ({11}, oppure {12} e un livello, per esempio {13}), {14} e {15} (al massimo 60 caratteri) " +
    "e {16} sono facoltativi. La pagina rigioca le mosse, quindi un link a una partita illegale viene rifiutato con il motivo. Per esempio:",
  "notation-text":
    "La notazione delle case, delle mosse e delle posizioni di ogni gioco è descritta con le {1:regole}; " +
    "i dettagli della FEN e del PDN sono in {2} del progetto.",
  "offline-text":
    "Dopo una prima visita il sito conserva una copia di sé nel tuo browser, così il gioco, le regole e questa pagina si aprono senza rete. " +
    "Una nuova versione viene presa alla visita successiva, una volta in linea.",
  "review-text":
    "Una revisione cerca nella posizione prima di ogni mossa di una partita e confronta la mossa giocata con la mossa migliore del motore, " +
    "cercate insieme alla stessa profondità. Ciò che una mossa ha ceduto, la sua {1:perdita}, è il punteggio della mossa migliore meno quello della mossa giocata, " +
    "in pedine, per chi ha mosso. Una mossa è segnata come",
  "review-inaccuracy": "{1:imprecisione} ({2}) da una perdita di {3} pedina,",
  "review-mistake": "{1:errore} ({2}) da {3} pedina,",
  "review-blunder": "{1:errore grave} ({2}) da {3} pedina, e anche quando getta via una vittoria che il motore ha dimostrato, o va incontro a una sconfitta dimostrata,",
  "review-why":
    "con la mossa migliore e la linea che punisce la mossa giocata. Tra buoni giocatori una pedina regalata perde la maggior parte delle partite, " +
    "quindi regalarne una è un errore grave (il motore ne restituisce una parte in posizione, da cui i nove decimi); in una tranquilla partita tra maestri " +
    "il punteggio del motore cambia di meno di un terzo di pedina da una mossa all'altra. La revisione è l'opinione del motore alla sua profondità: " +
    "un sacrificio profondo che non riesce a vedere può essere segnato male.",
  "review-cli":
    "La stessa revisione dalla riga di comando, un oggetto JSON per mossa (punteggi in centesimi di pedina dal punto di vista del Bianco, " +
    "o {1} / {2} per una vittoria o una sconfitta del Bianco in 12 semimosse), oppure con {3} come partita PDN commentata che qualsiasi lettore PDN apre:",
};
