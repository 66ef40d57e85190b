// Le regole dei giochi in italiano: traduzione dell'inglese (en.ts e i riassunti
// delle regole del motore, crate/src/games/*.rs). Termini della dama italiana
// (regolamento FID): pedina, dama, presa obbligatoria, damiera, muove il Bianco.

import type { RulesTranslation } from "./en.js";

export const RULES: RulesTranslation = {
  english: {
    tagline: "La dama del mondo anglofono: dame che muovono di una sola casella, libera scelta della presa.",
    summary:
      "Dama americana (dama inglese). Damiera 8x8, 12 pedine per parte; muove per primo il Nero. " +
      "Le pedine si muovono di una casella in diagonale in avanti e prendono solo in avanti, scavalcando un pezzo adiacente e posandosi sulla casella libera subito dopo. " +
      "La presa è obbligatoria: quando sono possibili più prese si può scegliere quella che si vuole, ma la sequenza scelta va completata. " +
      "Una pedina che raggiunge l'ultima riga diventa dama e la mossa finisce lì. " +
      "Le dame si muovono e prendono di una casella in diagonale, in avanti e all'indietro. " +
      "Perde chi non può muovere. " +
      "Patta: la stessa posizione tre volte con lo stesso giocatore al tratto, oppure 40 mosse per parte senza mosse di pedina e senza prese.",
    captions: [
      "La partenza: il Nero (in alto), su 1-12, muove per primo; il Bianco è su 21-32.",
      "Una presa: la pedina bianca su 21 deve prendere, e continua a prendere: 21x14x7.",
      "Promozione: la pedina salta su 3, nell'ultima riga, diventa dama, e la mossa finisce lì.",
    ],
  },
  international: {
    tagline: "Il gioco 10x10 dei campionati del mondo: dame volanti e presa del maggior numero di pezzi.",
    summary:
      "Dama internazionale. Damiera 10x10, 20 pedine per parte; muove per primo il Bianco. " +
      "Le pedine si muovono di una casella in diagonale in avanti e prendono sia in avanti sia all'indietro. " +
      "Una pedina che termina la mossa sull'ultima riga diventa dama; passarci sopra durante una presa non la promuove. " +
      "Le dame volano: si muovono di un numero qualsiasi di caselle lungo una diagonale libera e prendono un pezzo a distanza, posandosi su una qualsiasi casella libera oltre di esso. " +
      "La presa è obbligatoria e si deve prendere il maggior numero possibile di pezzi (una dama conta come un pezzo); i pezzi presi si tolgono solo a mossa finita, e nessun pezzo può essere scavalcato due volte. " +
      "Perde chi non può muovere. " +
      "Patta: la stessa posizione tre volte; 25 mosse per parte con sole mosse di dama e senza prese; con tre pezzi, tra cui una dama, contro una dama sola, 16 mosse per parte; con due pezzi o meno contro una dama sola, 5 mosse per parte, entrambe contate da quando si è formato quel finale (una pedina promossa nel frattempo non fa ripartire il conteggio). " +
      "Chi non può muovere perde, anche nella mossa in cui scatterebbe la patta.",
    captions: [
      "La partenza: 20 pedine per parte sulle 50 caselle scure; il Bianco (in basso) muove per primo.",
      "Una dama volante prende a distanza e si posa su una qualsiasi casella libera oltre il pezzo: 46x3 prende 41, 18 e 8. Si deve prendere il maggior numero possibile di pezzi.",
      "Anche le pedine prendono all'indietro. Qui il Bianco prende due pezzi: 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "La dama internazionale in cui ogni pezzo scavalcato lascia subito la damiera. (Il nome è quello della nostra fonte; altrove «dama polacca» indica spesso la dama internazionale stessa.)",
    summary:
      "Dama polacca: regole internazionali, pezzi tolti subito. Damiera 10x10, 20 pedine per parte; muove per primo il Bianco. " +
      "Tutto è come nella dama internazionale (le pedine prendono all'indietro, dame volanti, si deve prendere il maggior numero di pezzi, promozione solo quando una mossa termina sull'ultima riga, le stesse regole di patta), tranne che ogni pezzo scavalcato viene tolto nell'istante in cui è scavalcato, così i salti successivi della stessa presa possono passare sopra la sua casella o fermarvisi.",
    captions: [
      "La partenza, come nella dama internazionale.",
      "Una presa del maggior numero di pezzi; nella dama polacca ogni pezzo lascia la damiera nell'istante in cui è scavalcato.",
    ],
  },
  russian: {
    tagline: "Shashki: dame volanti, libera scelta della presa, e una pedina promossa a metà presa continua a prendere come dama.",
    summary:
      "Dama russa (shashki). Damiera 8x8, 12 pedine per parte; muove per primo il Bianco. " +
      "Le pedine si muovono di una casella in diagonale in avanti e prendono sia in avanti sia all'indietro. " +
      "Le dame volano: si muovono di un numero qualsiasi di caselle lungo una diagonale libera, prendono a distanza e si posano su una qualsiasi casella libera oltre il pezzo preso. " +
      "La presa è obbligatoria, ma si può scegliere qualsiasi presa, non solo la più grande; la presa scelta va completata, e una dama che può continuare a prendere deve fermarsi dove può farlo. " +
      "Una pedina che raggiunge l'ultima riga durante una presa diventa subito dama e continua a prendere come dama. " +
      "I pezzi presi restano sulla damiera fino alla fine della mossa e non possono essere scavalcati due volte (il colpo turco). " +
      "Perde chi non può muovere. " +
      "Patta: la stessa posizione tre volte; 15 mosse per parte con sole mosse di dama e senza prese; tre o più dame contro una dama sola che non vincono entro 15 mosse, contate da quando la terza dama si è trovata contro la dama sola (una quarta dama promossa dopo non fa ripartire il conteggio). " +
      "Chi non può muovere perde, anche nella mossa in cui scatterebbe la patta.",
    captions: [
      "La partenza: il Bianco (in basso) muove per primo; le caselle si chiamano da a1 a h8.",
      "Promossa durante una presa: la pedina salta da c7 a d8, lì diventa dama e continua come dama, prendendo f6.",
      "La presa è obbligatoria: g5:e3:g1 prende due pezzi e termina sull'ultima riga, dove la pedina viene promossa.",
    ],
  },
  italian: {
    tagline: "Le pedine non possono prendere le dame, e quattro regole decidono quale presa si deve fare.",
    summary:
      "Dama italiana. Damiera 8x8 disposta con una casella scura d'angolo alla destra di ciascun giocatore, 12 pedine per parte; muove per primo il Bianco. " +
      "Le pedine si muovono e prendono di una casella in diagonale, solo in avanti, e una pedina non può prendere una dama. " +
      "Le dame si muovono e prendono di una casella in diagonale in qualsiasi direzione. " +
      "La presa è obbligatoria e, fra più prese, si deve scegliere, in quest'ordine: quella che prende più pezzi; poi una presa fatta con la dama anziché con la pedina; poi quella che prende più dame; poi quella che incontra prima le dame (confrontate una per una: la prima dama presa prima o, a parità, la seconda, e così via). " +
      "Una pedina che raggiunge l'ultima riga diventa dama e la mossa finisce. " +
      "Perde chi non può muovere. " +
      "Patta: la stessa posizione tre volte.",
    captions: [
      "La partenza: la damiera ha una casella scura d'angolo alla destra di ciascun giocatore; le caselle sono numerate a partire dall'alto a sinistra.",
      "Il Nero deve prendere il maggior numero di pezzi: la presa doppia 10x17x26.",
      "Promozione: la pedina bianca salta due volte, raggiunge l'ultima riga e diventa dama; la mossa finisce lì.",
    ],
  },
  coronet: {
    tagline: "La dama su tutte le 64 caselle in otto direzioni, con regine e due angoli di incoronazione.",
    summary:
      "Coronet (Chris Huntoon, 2012): la dama in tutte e otto le direzioni su tutte le 64 caselle. 21 pedoni per parte; muove per primo l'Oro. " +
      "I pedoni avanzano di una casella in linea retta o in diagonale verso l'angolo opposto (Oro: su, sinistra, su-sinistra; Rosso: giù, destra, giù-destra) e prendono scavalcando un pezzo adiacente in una qualsiasi delle otto direzioni e posandosi sulla casella libera subito dopo. " +
      "La presa è obbligatoria e si deve prendere il maggior numero di pezzi; i pezzi presi restano sulla damiera fino alla fine della mossa, e nessun pezzo viene scavalcato due volte. " +
      "Un pedone diventa Regina solo terminando la mossa sull'angolo di incoronazione opposto (quello dell'Oro è a8, quello del Rosso h1); passarci durante una presa non lo promuove. " +
      "Le Regine si muovono come la regina degli scacchi e prendono a distanza in otto direzioni, posandosi su una qualsiasi casella libera oltre il pezzo preso. " +
      "Cortesia della Regina (Queen's Courtesy): una regina non può terminare la mossa sull'angolo di incoronazione della propria parte, a meno che non si abbia nessun'altra mossa. " +
      "Perde chi non può muovere. " +
      "Patta: la stessa posizione tre volte.",
    captions: [
      "La partenza: 21 pedoni per parte su tutte le 64 caselle. Gli angoli segnati sono gli angoli di incoronazione: l'Oro viene incoronato su a8, il Rosso su h1.",
      "I pedoni prendono in tutte e otto le direzioni, e si deve prendere il maggior numero di pezzi: qui quattro, da d3 a f7.",
      "Un pedone diventa Regina solo terminando la mossa sull'angolo di incoronazione opposto (quello dell'Oro è a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "Una corsa su una damiera a rombo: salta sopra chiunque, arriva all'angolo opposto, torna a casa per uscire.",
    summary:
      "Coast-to-Coast, il gioco di corsa di KING ME della Winning Moves. " +
      "Si usano tutte le 64 caselle e la damiera è posta a rombo: l'angolo di casa del Nero, a1, in basso, la casa del Rosso, h8, in alto. " +
      "12 pezzi per parte; muove per primo il Nero. " +
      "Nostra interpretazione dello schema di partenza andato perduto: ogni parte occupa le tre file diagonali vicine alla propria casa (2, 3 e 4 caselle) e le tre caselle centrali della quarta; all'inizio le case sono vuote. " +
      "Al proprio turno si muove una pedina: o un passo su una casella vicina libera, o uno o più salti, ciascuno sopra un pezzo adiacente di qualsiasi colore fino alla casella libera subito dopo. " +
      "Non si prende nulla. " +
      "Un passo e dei salti non si combinano mai. " +
      "Saltare non è mai obbligatorio, e ci si può fermare dopo qualsiasi salto (nostra interpretazione); una serie di salti non può atterrare due volte sulla stessa casella (nostra regola contro i salti senza fine). " +
      "I pezzi si muovono e saltano solo in avanti, di lato o in diagonale verso la casa avversaria, mai verso la propria: il Nero a nord, est, nord-est, nord-ovest e sud-est; il Rosso in modo speculare. " +
      "Un pezzo che raggiunge la casa avversaria (con un passo, o con un salto, che chiude i suoi salti) diventa Dama e subito fa una mossa libera fuori dalla casa: un passo o dei salti in qualsiasi direzione, anche indietro da dove è venuto (nostra interpretazione). " +
      "Alla fine di un turno le case sono sempre vuote. " +
      "Le Dame si muovono e saltano in tutte e otto le direzioni; i loro salti possono passare per la casa avversaria ma non fermarvisi (nostra interpretazione). " +
      "Una Dama che raggiunge la propria casa esce dal gioco. " +
      "Vince il primo giocatore che fa uscire tutti e dodici i suoi pezzi. " +
      "Un giocatore che non ha mosse legali passa (nostra interpretazione). " +
      "Patta: la stessa posizione tre volte con lo stesso giocatore al tratto.",
    captions: [
      "La partenza (nostra interpretazione): la damiera è posta a rombo; la casa del Nero, a1, in basso, la casa del Rosso, h8, in alto.",
      "Una serie di salti sopra pezzi di entrambi i colori: non si prende nulla, e ci si può fermare dopo qualsiasi salto.",
      "Raggiunta la casa avversaria h8, il pezzo diventa Dama e subito ne esce (qui su g8).",
    ],
  },
  stackem: {
    tagline: "Le pedine catturate vanno sotto la pila che cattura; chi sta in cima la controlla.",
    summary:
      "Stack'Em, il gioco di dama a pile di KING ME della Winning Moves. " +
      "Damiera 8x8, le 32 caselle scure numerate come nella dama americana; 12 pedine per parte. " +
      "Il Rosso parte da 1-12 e muove per primo; il Nero parte da 21-32. " +
      "Le pedine si impilano: il giocatore la cui pedina è in cima a una pila la controlla, e tutta la pila si muove come la sua pedina in cima. " +
      "Una pila con in cima una pedina semplice si muove di una casella in diagonale in avanti; una pila con in cima una dama si muove di una casella in diagonale in avanti o all'indietro. " +
      "Saltare è obbligatorio: quando si può saltare si deve, si può scegliere quale salto fare, e si deve completare la sequenza scelta. " +
      "Una pila salta sopra una pila vicina che ha in cima una pedina avversaria, fino alla casella libera subito dopo. " +
      "Viene catturata solo quella pedina in cima: va sotto il fondo della pila che salta (una dama catturata perde prima la corona; solo la pedina in cima a una pila può essere una dama). " +
      "Il resto della pila scavalcata resta dov'è, e una propria pedina liberata così si può di nuovo muovere. " +
      "Dopo ogni salto la pedina in cima alla pila che salta è una dama e può continuare a saltare in qualsiasi direzione, anche di nuovo sopra la stessa pila se la sua nuova cima è avversaria; il primo salto di una pedina semplice va in avanti, come nella dama. " +
      "Una pedina che entra nella propria riga King Me (l'ultima riga) viene promossa dama. " +
      "Ogni volta che una propria pila si ferma sulla propria riga King Me, tutte le pedine avversarie che contiene vengono tolte dal gioco. " +
      "Nostra interpretazione: questo accade a ogni fermata su quella riga, anche a metà di una presa multipla (compresa la pedina presa con quel salto); le pedine prese più avanti nella stessa mossa restano prigioniere. " +
      "Due percorsi di salto con stessa partenza, stesso arrivo, stesse pedine catturate e stesso esito sono una sola mossa. " +
      "Perde chi non controlla nessuna pila o non può muovere. " +
      "Patta: la stessa posizione tre volte con lo stesso giocatore al tratto.",
    captions: [
      "La partenza: il Rosso (in alto), su 1-12, muove per primo; il Nero è su 21-32.",
      "Pile: una pedina catturata va sotto la pila che cattura. Nella pagina di gioco, punta una pila per elencarne le pedine.",
      "Dopo un salto la pedina in cima è una dama e può continuare a saltare in qualsiasi direzione, prendendo solo la pedina in cima a ogni pila.",
    ],
  },
  cheskers: {
    tagline: "La dama con un alfiere e un cammello per parte; chi perde l'ultima dama perde la partita.",
    summary:
      "Cheskers (Solomon Golomb, 1948): la dama con pezzi degli scacchi sulle caselle scure. " +
      "Ogni parte ha 8 pedine, 2 dame, un alfiere e un cammello; muove per primo il Nero. " +
      "Pedine e dame si muovono e prendono come nella dama americana (le pedine solo in avanti, le dame di una casella in diagonale in qualsiasi direzione). " +
      "L'alfiere scorre di un numero qualsiasi di caselle in diagonale, come l'alfiere degli scacchi; il cammello salta sulla casella a tre passi in una direzione e uno di lato (scavalcando qualunque cosa ci sia in mezzo). " +
      "Alfieri e cammelli catturano come negli scacchi, andando sulla casella del pezzo nemico. " +
      "Le prese con pedine o dame sono obbligatorie e devono prendere il maggior numero di pezzi, ma si può fare invece una presa d'alfiere o di cammello; le prese d'alfiere e di cammello non sono mai obbligatorie. " +
      "(Nostra interpretazione: finché una presa di pedina o di dama è obbligatoria, le sole altre mosse ammesse sono prese d'alfiere e di cammello.) " +
      "Una pedina che raggiunge l'ultima riga si ferma lì e diventa, a scelta del giocatore, una dama, un alfiere o un cammello. " +
      "Perde chi non ha più dame, o chi non può muovere. " +
      "Patta: la stessa posizione tre volte.",
    captions: [
      "La partenza: ogni parte ha 8 pedine, 2 dame (con la corona), un alfiere (con la mitra) e un cammello.",
      "Il cammello salta di tre caselle in una direzione e una di lato, sopra qualunque cosa ci sia in mezzo.",
      "Una pedina che raggiunge l'ultima riga diventa, a scelta del suo giocatore, una dama, un alfiere o un cammello.",
    ],
  },
};
