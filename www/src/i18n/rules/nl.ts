// De regels van de spellen in het Nederlands: vertaling van het Engels (en.ts en
// de regelsamenvattingen van de engine, crate/src/games/*.rs). Termen van het
// damspel: schijf, dam, slaan, slagplicht, meerslag, remise.

import type { RulesTranslation } from "./en.js";

export const RULES: RulesTranslation = {
  english: {
    tagline: "Het damspel van de Engelstalige wereld: korte dammen, vrije keuze van slag.",
    summary:
      "Amerikaans dammen (Engels dammen, checkers). Bord 8x8, 12 schijven per speler; zwart begint. " +
      "Schijven gaan één veld diagonaal vooruit en slaan alleen vooruit, door over een aangrenzend stuk te springen naar het lege veld erachter. " +
      "Slaan is verplicht: als er meerdere slagen mogelijk zijn, mag je er een kiezen, maar de gekozen slag moet je afmaken. " +
      "Een schijf die de laatste rij bereikt, wordt dam en de zet is daarmee uit. " +
      "Dammen gaan en slaan één veld diagonaal, vooruit en achteruit. " +
      "Wie niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand met dezelfde speler aan zet, of 40 zetten van elke kant zonder schijfzet en zonder slag.",
    captions: [
      "De beginstand: zwart (boven) op 1-12 begint; wit staat op 21-32.",
      "Een slag: de witte schijf op 21 moet slaan, en slaat door: 21x14x7.",
      "Dam worden: de schijf springt naar 3 op de laatste rij, wordt dam, en daar is de zet uit.",
    ],
  },
  international: {
    tagline: "Het 10x10-spel van de wereldkampioenschappen: lange dammen en meerslag.",
    summary:
      "Internationaal dammen. Bord 10x10, 20 schijven per speler; wit begint. " +
      "Schijven gaan één veld diagonaal vooruit en slaan vooruit en achteruit. " +
      "Een schijf die zijn zet op de laatste rij beëindigt, wordt dam; er tijdens een slag alleen overheen gaan maakt geen dam. " +
      "Dammen zijn lange dammen: ze gaan elk aantal velden langs een vrije diagonaal en slaan een stuk op afstand, waarna ze op elk vrij veld erachter mogen landen. " +
      "Slaan is verplicht en je moet zoveel mogelijk stukken slaan (meerslag; een dam telt als één stuk); geslagen stukken gaan pas van het bord als de zet klaar is, en geen stuk mag twee keer worden overgesprongen. " +
      "Wie niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand; 25 zetten van elke kant met alleen damzetten en zonder slag; met drie stukken, waaronder een dam, tegen een enkele dam: 16 zetten van elke kant; met twee stukken of minder tegen een enkele dam: 5 zetten van elke kant, beide geteld vanaf het moment dat dat eindspel ontstond (een schijf die daarin dam wordt, laat de telling niet opnieuw beginnen). " +
      "Wie niet kan zetten, verliest, ook in de zet waarin de remise zou ingaan.",
    captions: [
      "De beginstand: 20 schijven per speler op de 50 donkere velden; wit (onder) begint.",
      "Een lange dam slaat op afstand en landt op elk vrij veld erachter: 46x3 slaat 41, 18 en 8. Je moet zoveel mogelijk stukken slaan.",
      "Schijven slaan ook achteruit. Hier slaat wit er twee: 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "Internationaal dammen waarin elk overgesprongen stuk meteen van het bord gaat. (De naam is die van onze bron; elders betekent „Pools dammen” vaak het internationale dammen zelf.)",
    summary:
      "Pools dammen: internationale regels, stukken meteen van het bord. Bord 10x10, 20 schijven per speler; wit begint. " +
      "Alles is zoals bij internationaal dammen (schijven slaan achteruit, lange dammen, je moet zoveel mogelijk stukken slaan, dam worden alleen als een zet op de laatste rij eindigt, dezelfde remiseregels), behalve dat elk stuk dat je overspringt meteen van het bord gaat, zodat latere sprongen van dezelfde slag over zijn veld mogen gaan of erop mogen landen.",
    captions: [
      "De beginstand, zoals bij internationaal dammen.",
      "Een slag van de meeste stukken; bij Pools dammen gaat elk stuk van het bord op het moment dat het overgesprongen wordt.",
    ],
  },
  russian: {
    tagline: "Sjasjki: lange dammen, vrije keuze van slag, en een schijf die midden in een slag dam wordt, slaat als dam verder.",
    summary:
      "Russisch dammen (sjasjki). Bord 8x8, 12 schijven per speler; wit begint. " +
      "Schijven gaan één veld diagonaal vooruit en slaan vooruit en achteruit. " +
      "Dammen zijn lange dammen: ze gaan elk aantal velden langs een vrije diagonaal, slaan op afstand en landen op elk vrij veld erachter. " +
      "Slaan is verplicht, maar je mag elke slag kiezen, niet alleen de grootste; de gekozen slag moet je afmaken, en een dam die verder kan slaan, moet landen waar dat kan. " +
      "Een schijf die tijdens een slag de laatste rij bereikt, wordt meteen dam en slaat als dam verder. " +
      "Geslagen stukken blijven tot het eind van de zet op het bord en mogen niet twee keer worden overgesprongen (de Turkse slag). " +
      "Wie niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand; 15 zetten van elke kant met alleen damzetten en zonder slag; drie of meer dammen tegen een enkele dam die niet binnen 15 zetten winnen, geteld vanaf het moment dat de derde dam tegenover de enkele dam stond (een vierde dam die later komt, laat de telling niet opnieuw beginnen). " +
      "Wie niet kan zetten, verliest, ook in de zet waarin de remise zou ingaan.",
    captions: [
      "De beginstand: wit (onder) begint; de velden heten a1 tot h8.",
      "Dam tijdens een slag: de schijf springt van c7 naar d8, wordt daar dam, en slaat als dam verder, over f6.",
      "Slaan is verplicht: g5:e3:g1 slaat er twee en eindigt op de laatste rij, waar de schijf dam wordt.",
    ],
  },
  italian: {
    tagline: "Schijven mogen geen dammen slaan, en vier regels bepalen welke slag je moet doen.",
    summary:
      "Italiaans dammen (dama italiana). Bord 8x8, zo geplaatst dat elke speler rechts een donker hoekveld heeft, 12 schijven per speler; wit begint. " +
      "Schijven gaan en slaan één veld diagonaal, alleen vooruit, en een schijf mag geen dam slaan. " +
      "Dammen gaan en slaan één veld diagonaal in elke richting. " +
      "Slaan is verplicht, en uit meerdere slagen moet je kiezen, in deze volgorde: de slag die de meeste stukken slaat; dan een slag met een dam in plaats van met een schijf; dan de slag die de meeste dammen slaat; dan de slag die de dammen het vroegst tegenkomt (dam voor dam vergeleken: de eerste dam eerder geslagen, of bij gelijkheid de tweede, enzovoort). " +
      "Een schijf die de laatste rij bereikt, wordt dam en de zet is uit. " +
      "Wie niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand.",
    captions: [
      "De beginstand: elke speler heeft rechts een donker hoekveld; de velden zijn genummerd vanaf linksboven.",
      "Zwart moet de meeste stukken slaan: de dubbele slag 10x17x26.",
      "Dam worden: de witte schijf springt twee keer, bereikt de laatste rij en wordt dam; daar is de zet uit.",
    ],
  },
  coronet: {
    tagline: "Dammen op alle 64 velden in acht richtingen, met koninginnen en twee kroonhoeken.",
    summary:
      "Coronet (Chris Huntoon, 2012): dammen in alle acht richtingen op alle 64 velden. 21 pionnen per speler; goud begint. " +
      "Pionnen gaan één veld recht of diagonaal naar de overliggende hoek (goud: omhoog, links, linksboven; rood: omlaag, rechts, rechtsonder) en slaan door over een aangrenzend stuk in een van de acht richtingen te springen naar het lege veld erachter. " +
      "Slaan is verplicht en je moet zoveel mogelijk stukken slaan; geslagen stukken blijven tot het eind van de zet op het bord, en geen stuk wordt twee keer overgesprongen. " +
      "Een pion wordt alleen Koningin door zijn zet te eindigen op de overliggende kroonhoek (die van goud is a8, die van rood h1); er tijdens een slag doorheen gaan maakt geen koningin. " +
      "Koninginnen gaan als de dame bij het schaken en slaan op afstand in acht richtingen, waarna ze op elk vrij veld erachter landen. " +
      "Hoffelijkheid van de koningin (Queen's Courtesy): een koningin mag haar zet niet eindigen op de kroonhoek van haar eigen kant, tenzij je geen andere zet hebt. " +
      "Wie niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand.",
    captions: [
      "De beginstand: 21 pionnen per speler op alle 64 velden. De gemarkeerde hoeken zijn de kroonhoeken: goud wordt gekroond op a8, rood op h1.",
      "Pionnen slaan in alle acht richtingen, en je moet zoveel mogelijk stukken slaan: hier vier, van d3 naar f7.",
      "Een pion wordt alleen Koningin door zijn zet te eindigen op de overliggende kroonhoek (die van goud is a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "Een race op een ruitvormig bord: spring over iedereen, steek over naar de verste hoek en kom thuis om van het bord te gaan.",
    summary:
      "Coast-to-Coast, het racespel uit KING ME van Winning Moves. " +
      "Alle 64 velden worden gebruikt en het bord staat als een ruit: de thuishoek van zwart, a1, onderaan, de thuishoek van rood, h8, bovenaan. " +
      "12 stukken per speler; zwart begint. " +
      "Onze lezing van het verloren opstellingsdiagram: elke kant vult de drie diagonale rijen naast zijn thuishoek (2, 3 en 4 velden) en de middelste drie velden van de vierde; bij het begin zijn de thuishoeken leeg. " +
      "In je beurt verplaats je één stuk: óf één stap naar een leeg buurveld, óf een of meer sprongen, elk over een aangrenzend stuk van welke kleur ook naar het lege veld erachter. " +
      "Er wordt niets geslagen. " +
      "Een stap en sprongen worden nooit gecombineerd. " +
      "Springen is nooit verplicht, en je mag na elke sprong stoppen (onze lezing); een reeks sprongen mag niet twee keer op hetzelfde veld landen (onze regel tegen eindeloos springen). " +
      "Stukken gaan en springen alleen vooruit, opzij of diagonaal naar de thuishoek van de tegenstander, nooit naar hun eigen: zwart noord, oost, noordoost, noordwest en zuidoost; rood gespiegeld. " +
      "Een stuk dat de thuishoek van de tegenstander bereikt (met een stap, of met een sprong, die zijn sprongen beëindigt), wordt Dam en doet meteen een vrije zet van die hoek af: een stap of sprongen in elke richting, zelfs terug naar waar het vandaan kwam (onze lezing). " +
      "Aan het eind van een beurt zijn de thuishoeken altijd leeg. " +
      "Dammen gaan en springen in alle acht richtingen; hun sprongen mogen door de thuishoek van de tegenstander gaan maar daar niet stoppen (onze lezing). " +
      "Een Dam die zijn eigen thuishoek bereikt, gaat van het bord. " +
      "Wie als eerste alle twaalf stukken van het bord heeft gespeeld, wint. " +
      "Een speler zonder geldige zet past (onze lezing). " +
      "Remise: driemaal dezelfde stand met dezelfde speler aan zet.",
    captions: [
      "De beginstand (onze lezing): het bord staat als een ruit; de thuishoek van zwart, a1, onderaan, die van rood, h8, bovenaan.",
      "Een reeks sprongen over stukken van beide kleuren: er wordt niets geslagen, en je mag na elke sprong stoppen.",
      "Bij de thuishoek van de tegenstander, h8, wordt het stuk Dam en gaat het er meteen weer af (hier naar g8).",
    ],
  },
  stackem: {
    tagline: "Geslagen schijven gaan onder de slaande stapel; wie bovenop ligt, bestuurt hem.",
    summary:
      "Stack'Em, het stapeldamspel uit KING ME van Winning Moves. " +
      "Bord 8x8, de 32 donkere velden genummerd als bij Amerikaans dammen; 12 schijven per speler. " +
      "Rood begint op 1-12 en zet eerst; zwart begint op 21-32. " +
      "Schijven vormen stapels: de speler van wie de bovenste schijf is, bestuurt de stapel, en de hele stapel beweegt zoals zijn bovenste schijf. " +
      "Een stapel met een gewone schijf bovenop gaat één veld diagonaal vooruit; een stapel met een dam bovenop gaat één veld diagonaal vooruit of achteruit. " +
      "Slaan is verplicht: als je kunt slaan, moet je, je mag kiezen welke slag, en je moet de gekozen slag afmaken. " +
      "Een stapel springt over een aangrenzende stapel met een schijf van de tegenstander bovenop naar het lege veld erachter. " +
      "Alleen die bovenste schijf wordt geslagen: hij gaat onder de springende stapel (een geslagen dam verliest eerst zijn kroon; alleen de bovenste schijf van een stapel kan een dam zijn). " +
      "De rest van de overgesprongen stapel blijft staan, en een eigen schijf die zo vrijkomt, mag je weer zetten. " +
      "Na elke sprong is de bovenste schijf van de springende stapel een dam en mag hij verder springen in elke richting, zelfs opnieuw over dezelfde stapel als de nieuwe bovenste schijf van de tegenstander is; de eerste sprong van een gewone schijf gaat vooruit, zoals bij dammen. " +
      "Een schijf die op zijn King Me-rij (de laatste rij) stapt, wordt gekroond. " +
      "Telkens als je stapel op je King Me-rij landt, gaan alle schijven van de tegenstander erin uit het spel. " +
      "Onze lezing: dit gebeurt bij elke landing op die rij, ook midden in een meervoudige slag (de schijf die met die sprong geslagen is inbegrepen); schijven die later in dezelfde zet geslagen worden, blijven gevangenen. " +
      "Twee slagroutes met dezelfde start, hetzelfde eind, dezelfde geslagen schijven en dezelfde afloop zijn één zet. " +
      "Wie geen stapel meer bestuurt of niet meer kan zetten, verliest. " +
      "Remise: driemaal dezelfde stand met dezelfde speler aan zet.",
    captions: [
      "De beginstand: rood (boven) op 1-12 begint; zwart staat op 21-32.",
      "Stapels: een geslagen schijf gaat onder de slaande stapel. Wijs op de spelpagina een stapel aan om zijn schijven te zien.",
      "Na een sprong is de bovenste schijf een dam en mag hij in elke richting verder springen, waarbij hij van elke stapel alleen de bovenste schijf slaat.",
    ],
  },
  cheskers: {
    tagline: "Dammen met een loper en een kameel per kant; wie zijn laatste dam verliest, verliest de partij.",
    summary:
      "Cheskers (Solomon Golomb, 1948): dammen met schaakstukken op de donkere velden. " +
      "Elke kant heeft 8 schijven, 2 dammen, een loper en een kameel; zwart begint. " +
      "Schijven en dammen gaan en slaan als bij Amerikaans dammen (schijven alleen vooruit, dammen één veld diagonaal in elke richting). " +
      "De loper schuift elk aantal velden diagonaal, als de loper bij het schaken; de kameel springt naar het veld drie verder en één opzij (over alles wat ertussen staat). " +
      "Lopers en kamelen slaan zoals bij het schaken, door op het vijandelijke stuk te gaan staan. " +
      "Slagen met schijven of dammen zijn verplicht en moeten zoveel mogelijk stukken slaan, maar je mag in plaats daarvan met de loper of de kameel slaan; slagen met loper en kameel zijn nooit verplicht. " +
      "(Onze lezing: zolang een slag met een schijf of dam verplicht is, zijn de enige andere toegestane zetten slagen met loper of kameel.) " +
      "Een schijf die de laatste rij bereikt, blijft daar staan en wordt, naar jouw keuze, een dam, een loper of een kameel. " +
      "Je verliest als je geen dam meer hebt, of als je niet kunt zetten. " +
      "Remise: driemaal dezelfde stand.",
    captions: [
      "De beginstand: elke kant heeft 8 schijven, 2 dammen (met kroon), een loper (met mijter) en een kameel.",
      "De kameel springt drie velden verder en één opzij, over alles wat ertussen staat.",
      "Een schijf die de laatste rij bereikt, wordt naar keuze van zijn speler een dam, een loper of een kameel.",
    ],
  },
};
