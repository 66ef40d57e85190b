// De pagina „Insluiten en linken” (docs.html) in het Nederlands; {1}, {2}...: de code en de
// links van de pagina, op volgorde (zie ./index.ts).

import type { DocsTranslation } from "./index.js";

export const DOCS: DocsTranslation = {
  description: "Zet een levend damboard op je eigen pagina, of link naar een partij: het omnidraughts-element, een iframe en links.",
  title: "Een bord insluiten, naar een partij linken — omnidraughts",
  heading: "Een bord op je pagina",
  lead:
    "Laat een levende partij zien op je blog of site: een bord waarop mensen kunnen spelen, of een partij om zet voor zet door te lopen. " +
    "Twee manieren: een eigen HTML-element (één script, één tag) of een iframe. Beide gebruiken de engine en het bord van deze site, " +
    "hebben geen server van jou nodig en sturen nergens iets heen.",
  contents: "Inhoud",
  "element-title": "Het element <omni-draughts>",
  "iframe-title": "Een iframe",
  "attributes-title": "Attributen",
  "links-title": "Naar een partij linken",
  "offline-title": "Offline",
  "review-title": "Partijanalyse",
  "element-text":
    "Laad het script één keer, ergens op de pagina, en zet dan een tag waar je maar een bord wilt. " +
    "Elk bord staat op zichzelf; ze delen samen één exemplaar van de engine.",
  "play-title": "Een bord om op te spelen",
  "play-text":
    "Standaard is het bord levend: twee mensen spelen op één scherm, vanaf de gegeven stelling. " +
    "Terugnemen, Opnieuw, Opnieuw beginnen (terug naar de gegeven stelling) en Draaien staan onder het bord.",
  "view-title": "Een partij om door te lopen",
  "view-text":
    "Met {1} toont het bord een partij: de knoppen (of de pijltjestoetsen, Home en End) gaan naar het begin, terug, vooruit en naar het eind. " +
    "Zetnummers zijn toegestaan in de zettekst, dus je kunt de zetten van een partij plakken zoals ze geschreven zijn.",
  "fen-title": "Een stelling",
  "fen-text":
    "Elke stelling, in de FEN-notatie van het spel (zie {1:verderop}): hier een dam uit het internationale dammen met een slag van drie om te vinden. " +
    "Een fout attribuut toont een melding op de plaats van het bord, nooit een kapotte pagina.",
  "pdn-title": "Een partij met commentaar",
  "pdn-text":
    "Een hele partij in PDN, met commentaar {1}, varianten {2} en zettekens ({3}, {4}, {5}, {6}, {7}, {8}, {9}...), " +
    "wordt getoond zoals de PGN-viewer van lichess een partij toont: de zetten en het commentaar onder het bord, de varianten ingesprongen, " +
    "een klik op een zet om erheen te gaan; ← → stappen, ↑ ↓ kiezen een variant, Home en End. " +
    "Geef de partij in een attribuut {10}, in een kind-element {11} (geen aanhalingstekens om op te letten), of als adres {12} op je eigen site. " +
    "De tag {13} noemt het spel, anders doet {14} dat. Elke zet wordt aan de regels getoetst: een foute zet wordt op de plaats van het bord genoemd.",
  "size-text":
    "Geef het element een maat met CSS, zoals elk blok: {1} (standaard hoogstens 440 pixels breed). " +
    "Het volgt de lichte of donkere instelling van de lezer. Voor scripts stuurt het element na elke zet een gebeurtenis {2} " +
    "({3} bevat {4} en {5}), en het heeft de eigenschappen {6} en {7}.",
  "cors-text":
    "Het script vindt de engine en zijn stijlbladen naast zichzelf, dus het werkt vanaf elke pagina. " +
    "Staat je pagina op een andere site, dan moet de host van deze bestanden dat toestaan (met {1}), zoals GitHub Pages doet.",
  "iframe-text":
    "Waar je geen script kunt toevoegen (sommige blogplatforms), gebruik je {1} in een iframe. " +
    "Het neemt elk attribuut uit de tabel hieronder in zijn adres, de tekst van een partij in {2} procent-gecodeerd " +
    "(zoals {3} hem schrijft) en een {4} ten opzichte van {5}.",
  "iframe-example": "Een damspartij om door te lopen",
  "th-attribute": "Attribuut",
  "th-value": "Waarde",
  "th-default": "Standaard",
  "variant-value": "Het spel: {1} (Amerikaans dammen), {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}. Zie de {10:regels}.",
  "fen-value":
    "De stelling om vanaf te beginnen, in de FEN van het spel: wie aan zet is, dan de stukken van elke kant, {1} voor een dam, " +
    "bijvoorbeeld {2} (Amerikaans), {3} (Russisch).",
  "fen-default": "het begin van het spel",
  "moves-value":
    "Zetten gespeeld vanaf die stelling, in de zetnotatie van het spel ({1}, {2}, {3}), gescheiden door spaties; " +
    "zetnummers en een uitslag worden overgeslagen. Een zet die niet gespeeld kan worden, wordt gemeld met zijn nummer en de reden.",
  none: "geen",
  "mode-value": "{1}: een levend bord voor twee spelers. {2}: de partij om door te lopen.",
  "ply-value": "In view-modus: hoeveel van de zetten gespeeld zijn als het bord opent: een getal, {1} of {2}.",
  "ply-default": "{1} (view), alle zetten (play)",
  "pdn-value":
    "Een hele partij met commentaar in PDN (commentaar, varianten, tekens), getoond met de zetten onder het bord; " +
    "{1}, {2}, {3} en {4} worden dan niet gebruikt. Een kind-element {5} doet hetzelfde.",
  "src-value": "Het adres van zo'n PDN-bestand op de eigen site van de pagina (die van {1}, voor de iframe).",
  "puzzle-value": "Een van de puzzels van de site, met zijn id ({1}; {2} toont de id van elke puzzel, en de link ervan bevat hem): de puzzel om op te lossen, de antwoorden gespeeld, een verkeerde zet gemeld en teruggenomen.",
  "solution-value": "Met {1}: een eigen puzzel, de zetten van de oplosser en de antwoorden gescheiden door spaties, de eerste en de laatste van de oplosser ({2}).",
  "flip-value": "Aanwezig (of {1}): het bord is omgedraaid, de tweede speler onderaan.",
  "flip-default": "niet omgedraaid",
  "loading-value": "{1}: het bord wordt gebouwd als het in de buurt van het scherm komt, niet bij het openen van de pagina (een pagina met veel borden opent sneller), zoals bij een afbeelding.",
  "loading-default": "meteen gebouwd",
  "lang-value":
    "De taal van de statusregel, de knoppen en de labels van het bord: {1}, {2}, {3}, {4}, {5}, {6} of {7} " +
    "(een andere tag wordt op zijn taal gekoppeld: {8} wordt {9}). In {10}: {11}.",
  "lang-default": "de {1} van de pagina (de dichtstbijzijnde {2} boven het element), anders Engels",
  "attributes-change": "Een attribuut dat een script verandert, tekent het bord opnieuw met de nieuwe partij.",
  "links-text": "De spelpagina opent wat het adres zegt:",
  "th-address": "Adres",
  "th-opens": "Opent",
  "link-variant": "een nieuwe partij Russisch dammen",
  "link-fen": "een stelling (de tekens van de FEN moeten soms procent-gecodeerd worden)",
  "link-computer": "een partij tegen de computer: jouw kant ({1}, {2} of de naam van een kleur) en zijn niveau, 1 tot 5",
  "link-share": "een hele partij, zoals de deellinks van de pagina hem schrijven",
  "share-text":
    "Het deel van een deellink na {1} is een lijst velden {2}, verbonden door {3}, met procent-gecodeerde waarden: " +
    "{4} (de versie van het formaat) en {5} zijn verplicht; {6} (de beginstelling, als het niet die van het spel is), " +
    "{7} (de zetten, verbonden door {8}), {9} en {10} ({11}, of {12} en een niveau, bijvoorbeeld {13}), {14} en {15} (hoogstens 60 tekens) " +
    "en {16} zijn optioneel. De pagina speelt de zetten opnieuw, dus een link naar een onreglementaire partij wordt met de reden geweigerd. Bijvoorbeeld:",
  "notation-text":
    "De notatie van velden, zetten en stellingen van elk spel staat bij de {1:regels}; " +
    "de details van FEN en PDN staan in {2} van het project.",
  "offline-text":
    "Na een eerste bezoek bewaart de site een kopie van zichzelf in je browser, zodat het spel, de regels en deze pagina zonder netwerk openen. " +
    "Een nieuwe versie wordt bij het volgende bezoek opgehaald, zodra je online bent.",
  "review-text":
    "Een analyse doorzoekt de stelling vóór elke zet van een partij en vergelijkt de gespeelde zet met de beste zet van de engine, " +
    "beide samen even diep doorzocht. Wat een zet weggaf, zijn {1:verlies}, is de score van de beste zet min die van de gespeelde zet, " +
    "in schijven, voor de speler die zette. Een zet krijgt het teken",
  "review-inaccuracy": "{1:onnauwkeurigheid} ({2}) vanaf een verlies van {3} schijf,",
  "review-mistake": "{1:fout} ({2}) vanaf {3} schijf,",
  "review-blunder": "{1:blunder} ({2}) vanaf {3} schijf, en ook als hij een winst weggooit die de engine bewezen heeft, of in een bewezen verlies loopt,",
  "review-why":
    "met de betere zet en de variant die de gespeelde zet afstraft. Tussen goede spelers verliest een schijf die voor niets wordt weggegeven de meeste partijen, " +
    "dus er een weggeven is een blunder (de engine rekent een deel ervan terug in positie, vandaar negen tiende); in een rustige meesterpartij " +
    "verandert de score van de engine van zet tot zet met minder dan een derde schijf. De analyse is de mening van de engine op zijn diepte: " +
    "een diep offer waar hij niet doorheen kijkt, kan verkeerd worden aangemerkt.",
  "review-cli":
    "Dezelfde analyse vanaf de opdrachtregel, één JSON-object per zet (scores in honderdsten van een schijf, gezien vanuit Wit, " +
    "of {1} / {2} voor een winst of verlies voor Wit in 12 halve zetten), of met {3} als een PDN-partij met commentaar die elk PDN-programma opent:",
};
