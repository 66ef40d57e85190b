// Strona „Osadzanie i linki” (docs.html) po polsku; {1}, {2}...: fragmenty kodu i linki
// strony, po kolei (zob. ./index.ts).

import type { DocsTranslation } from "./index.js";

export const DOCS: DocsTranslation = {
  description: "Umieść żywą planszę warcabową na swojej stronie albo podlinkuj partię: własny element omnidraughts, iframe i linki.",
  title: "Osadzanie planszy, linki do partii — omnidraughts",
  heading: "Plansza na twojej stronie",
  lead:
    "Pokaż żywą partię na swoim blogu lub stronie: planszę, na której można grać, albo partię do przeglądania ruch po ruchu. " +
    "Dwa sposoby: własny element HTML (jeden skrypt, jeden znacznik) albo iframe. Oba korzystają z silnika i planszy tej strony, " +
    "nie potrzebują twojego serwera i niczego nigdzie nie wysyłają.",
  contents: "Spis treści",
  "element-title": "Element <omni-draughts>",
  "iframe-title": "Iframe",
  "attributes-title": "Atrybuty",
  "links-title": "Linki do partii",
  "offline-title": "Bez sieci",
  "review-title": "Analiza partii",
  "element-text":
    "Załaduj skrypt raz, w dowolnym miejscu strony, a potem wstaw znacznik wszędzie tam, gdzie ma być plansza. " +
    "Każda plansza jest niezależna; wszystkie korzystają z jednej kopii silnika.",
  "play-title": "Plansza do gry",
  "play-text":
    "Domyślnie plansza jest żywa: dwie osoby grają na jednym ekranie, od podanej pozycji. " +
    "Pod planszą są przyciski Cofnij, Ponów, Od nowa (powrót do podanej pozycji) i Obróć.",
  "view-title": "Partia do przeglądania",
  "view-text":
    "Z {1} plansza pokazuje partię: przyciski (albo strzałki, Home i End) przechodzą na początek, wstecz, naprzód i na koniec. " +
    "Numery ruchów w zapisie są dozwolone, więc można wkleić ruchy partii tak, jak są zapisane.",
  "fen-title": "Pozycja",
  "fen-text":
    "Dowolna pozycja w notacji FEN danej gry (zob. {1:niżej}): tu damka warcabów międzynarodowych z biciem trzech bierek do znalezienia. " +
    "Błędny atrybut pokazuje komunikat w miejscu planszy, nigdy zepsutą stronę.",
  "pdn-title": "Partia z komentarzami",
  "pdn-text":
    "Cała partia w PDN, z komentarzami {1}, wariantami {2} i znakami przy ruchach ({3}, {4}, {5}, {6}, {7}, {8}, {9}...), " +
    "jest pokazana tak, jak przeglądarka PGN lichess pokazuje partię: ruchy i komentarze pod planszą, warianty z wcięciem, " +
    "kliknięcie ruchu przechodzi do niego; ← → krok, ↑ ↓ wybór wariantu, Home i End. " +
    "Podaj partię w atrybucie {10}, w elemencie potomnym {11} (bez martwienia się o cudzysłowy) albo jako adres {12} na własnej stronie. " +
    "Jej znacznik {13} określa grę, a gdy go brak, robi to {14}. Każdy ruch jest sprawdzany według zasad: błędny jest wskazany w miejscu planszy.",
  "size-text":
    "Rozmiar elementu ustawia się w CSS jak każdego bloku: {1} (domyślnie najwyżej 440 pikseli szerokości). " +
    "Element stosuje jasny lub ciemny motyw czytelnika. Dla skryptów element wysyła zdarzenie {2} po każdym ruchu " +
    "({3} zawiera {4} i {5}) i ma właściwości {6} i {7}.",
  "cors-text":
    "Skrypt znajduje silnik i swoje arkusze stylów obok siebie, więc działa z każdej strony. " +
    "Jeśli twoja strona jest w innej witrynie, serwer tych plików musi na to pozwalać (wysyłając {1}), jak robi to GitHub Pages.",
  "iframe-text":
    "Tam, gdzie nie można dodać skryptu (niektóre platformy blogowe), użyj {1} w elemencie iframe. " +
    "Przyjmuje on w adresie każdy atrybut z tabeli poniżej, tekst partii w {2} zakodowany procentowo " +
    "(tak, jak zapisuje go {3}) i {4} względem {5}.",
  "iframe-example": "Partia warcabów do przeglądania",
  "th-attribute": "Atrybut",
  "th-value": "Wartość",
  "th-default": "Domyślnie",
  "variant-value": "Gra: {1} (warcaby amerykańskie), {2}, {3}, {4}, {5}, {6}, {7}, {8}, {9}. Zob. {10:zasady}.",
  "fen-value":
    "Pozycja początkowa w FEN danej gry: strona na ruchu, potem bierki każdej strony, {1} przed damką, " +
    "np. {2} (warcaby amerykańskie), {3} (warcaby rosyjskie).",
  "fen-default": "początek gry",
  "moves-value":
    "Ruchy zagrane od tej pozycji, w zapisie danej gry ({1}, {2}, {3}), oddzielone spacjami; " +
    "numery ruchów i wynik są pomijane. Ruch, którego nie można wykonać, jest zgłaszany z numerem i powodem.",
  none: "brak",
  "mode-value": "{1}: żywa plansza dla dwóch graczy. {2}: partia do przeglądania.",
  "ply-value": "W trybie view: ile ruchów jest zagranych po otwarciu planszy: liczba, {1} albo {2}.",
  "ply-default": "{1} (view), wszystkie ruchy (play)",
  "pdn-value":
    "Cała partia z komentarzami w PDN (komentarze, warianty, znaki), pokazana z ruchami pod planszą; " +
    "{1}, {2}, {3} i {4} nie są wtedy używane. Element potomny {5} działa tak samo.",
  "src-value": "Adres takiego pliku PDN w witrynie samej strony (dla elementu iframe: w witrynie {1}).",
  "puzzle-value": "Jedno z zadań witryny, według identyfikatora ({1}; {2} pokazuje identyfikator każdego zadania, a jego link go zawiera): zadanie do rozwiązania, odpowiedzi rozegrane, błędny ruch wskazany i cofnięty.",
  "solution-value": "Z {1}: własne zadanie, ruchy rozwiązującego i odpowiedzi oddzielone spacjami, pierwszy i ostatni ruch rozwiązującego ({2}).",
  "flip-value": "Obecny (albo {1}): plansza jest obrócona, drugi gracz na dole.",
  "flip-default": "bez obrotu",
  "loading-value": "{1}: plansza powstaje, gdy zbliży się do ekranu, a nie przy otwarciu strony (strona z wieloma planszami otwiera się szybciej), jak obrazek.",
  "loading-default": "tworzona od razu",
  "lang-value":
    "Język wiersza stanu, przycisków i etykiet planszy: {1}, {2}, {3}, {4}, {5}, {6} albo {7} " +
    "(inny znacznik jest dopasowany po języku: {8} to {9}). W {10}: {11}.",
  "lang-default": "{1} strony (najbliższy {2} powyżej elementu), a gdy go brak, angielski",
  "attributes-change": "Zmiana atrybutu ze skryptu rysuje planszę od nowa z nową partią.",
  "links-text": "Strona gry otwiera to, co mówi jej adres:",
  "th-address": "Adres",
  "th-opens": "Otwiera",
  "link-variant": "nową partię warcabów rosyjskich",
  "link-fen": "pozycję (znaki FEN mogą wymagać kodowania procentowego)",
  "link-computer": "partię z komputerem: twoją stronę ({1}, {2} albo nazwę koloru) i jego poziom, od 1 do 5",
  "link-share": "całą partię, tak jak zapisują ją linki do udostępniania",
  "share-text":
    "Część linku do udostępniania po {1} to lista pól {2} połączonych znakiem {3}, z wartościami zakodowanymi procentowo: " +
    "{4} (wersja formatu) i {5} są wymagane; {6} (pozycja początkowa, gdy nie jest to pozycja startowa gry), " +
    "{7} (ruchy, połączone znakiem {8}), {9} i {10} ({11} albo {12} i poziom, np. {13}), {14} i {15} (najwyżej 60 znaków) " +
    "oraz {16} są opcjonalne. Strona odtwarza ruchy, więc link do nieprawidłowej partii jest odrzucany z podaniem powodu. Na przykład:",
  "notation-text":
    "Zapis pól, ruchów i pozycji każdej gry jest opisany przy {1:zasadach}; " +
    "szczegóły FEN i PDN są w pliku {2} projektu.",
  "offline-text":
    "Po pierwszej wizycie strona przechowuje swoją kopię w przeglądarce, więc gra, zasady i ta strona otwierają się bez sieci. " +
    "Nowa wersja jest pobierana przy następnej wizycie, gdy jesteś online.",
  "review-text":
    "Analiza przeszukuje pozycję przed każdym ruchem partii i porównuje zagrany ruch z najlepszym ruchem silnika, " +
    "oba przeszukane razem na tę samą głębokość. To, co ruch oddał, jego {1:strata}, to ocena najlepszego ruchu minus ocena zagranego, " +
    "w pionkach, dla gracza, który się ruszył. Ruch jest oznaczony jako",
  "review-inaccuracy": "{1:niedokładność} ({2}) od straty {3} pionka,",
  "review-mistake": "{1:błąd} ({2}) od {3} pionka,",
  "review-blunder": "{1:poważny błąd} ({2}) od {3} pionka, a także gdy wypuszcza wygraną, którą silnik udowodnił, albo wchodzi w udowodnioną przegraną,",
  "review-why":
    "z lepszym ruchem i wariantem, który karze zagrany ruch. Między dobrymi graczami pionek oddany za nic przegrywa większość partii, " +
    "więc oddanie go to poważny błąd (silnik zwraca część pionka w ocenie pozycji, stąd dziewięć dziesiątych); w spokojnej partii mistrzów " +
    "ocena silnika zmienia się o mniej niż jedną trzecią pionka z ruchu na ruch. Analiza to opinia silnika na jego głębokości: " +
    "głęboką ofiarę, której nie przejrzy, może oznaczyć błędnie.",
  "review-cli":
    "Ta sama analiza z wiersza poleceń, jeden obiekt JSON na ruch (oceny w setnych częściach pionka z punktu widzenia białych " +
    "albo {1} / {2} dla wygranej lub przegranej białych w 12 półruchach), albo z {3} jako partia PDN z komentarzami, którą otworzy każdy czytnik PDN:",
};
