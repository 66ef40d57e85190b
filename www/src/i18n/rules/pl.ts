// Zasady gier po polsku: tłumaczenie z angielskiego (en.ts i streszczenia zasad
// silnika, crate/src/games/*.rs). Terminy warcabowe: pionek, damka, bierka,
// bicie obowiązkowe, plansza, remis.

import type { RulesTranslation } from "./en.js";

export const RULES: RulesTranslation = {
  english: {
    tagline: "Warcaby świata anglojęzycznego: krótkie damki, dowolny wybór bicia.",
    summary:
      "Warcaby amerykańskie (angielskie, checkers). Plansza 8x8, po 12 pionków; zaczynają czarne. " +
      "Pionki poruszają się o jedno pole po przekątnej do przodu i biją tylko do przodu, przeskakując sąsiednią bierkę przeciwnika na wolne pole tuż za nią. " +
      "Bicie jest obowiązkowe: gdy możliwych jest kilka bić, można wybrać dowolne, ale wybrane bicie trzeba dokończyć. " +
      "Pionek, który dojdzie do ostatniego rzędu, staje się damką i ruch się kończy. " +
      "Damki poruszają się i biją o jedno pole po przekątnej, do przodu i do tyłu. " +
      "Przegrywa ten, kto nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy przy ruchu tego samego gracza albo 40 ruchów każdej strony bez ruchu pionkiem i bez bicia.",
    captions: [
      "Pozycja początkowa: czarne (u góry) na 1-12 zaczynają; białe stoją na 21-32.",
      "Bicie: biały pionek na 21 musi bić i bije dalej: 21x14x7.",
      "Promocja: pionek skacze na pole 3 w ostatnim rzędzie, staje się damką i na tym ruch się kończy.",
    ],
  },
  international: {
    tagline: "Gra 10x10 mistrzostw świata: dalekosiężne damki i bicie największej liczby bierek.",
    summary:
      "Warcaby międzynarodowe. Plansza 10x10, po 20 pionków; zaczynają białe. " +
      "Pionki poruszają się o jedno pole po przekątnej do przodu, a biją do przodu i do tyłu. " +
      "Pionek, który kończy ruch w ostatnim rzędzie, staje się damką; przejście przez ten rząd w trakcie bicia nie daje promocji. " +
      "Damki są dalekosiężne: poruszają się o dowolną liczbę pól po wolnej przekątnej i biją bierkę z odległości, stając na dowolnym wolnym polu za nią. " +
      "Bicie jest obowiązkowe i trzeba zbić jak największą liczbę bierek (damka liczy się jako jedna bierka); zbite bierki zdejmuje się dopiero po zakończeniu ruchu, a żadnej bierki nie wolno przeskoczyć dwa razy. " +
      "Przegrywa ten, kto nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy; 25 ruchów każdej strony wyłącznie damkami i bez bicia; przy trzech bierkach, w tym damce, przeciw samotnej damce — 16 ruchów każdej strony; przy dwóch bierkach lub mniej przeciw samotnej damce — 5 ruchów każdej strony, w obu przypadkach licząc od chwili, gdy powstała taka końcówka (pionek, który w niej zostanie damką, nie zaczyna liczenia od nowa). " +
      "Strona, która nie może wykonać ruchu, przegrywa, nawet w ruchu, w którym nastąpiłby remis.",
    captions: [
      "Pozycja początkowa: po 20 pionków na 50 ciemnych polach; białe (na dole) zaczynają.",
      "Dalekosiężna damka bije z odległości i staje na dowolnym wolnym polu za bierką: 46x3 zbija 41, 18 i 8. Trzeba zbić jak najwięcej bierek.",
      "Pionki biją także do tyłu. Tutaj białe zbijają dwie bierki: 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "Warcaby międzynarodowe, w których każda przeskoczona bierka od razu schodzi z planszy. (Nazwa pochodzi z naszego źródła; w Polsce „warcaby polskie” to zwykle właśnie warcaby międzynarodowe, stupolowe.)",
    summary:
      "Warcaby polskie: zasady międzynarodowe, bierki zdejmowane od razu. Plansza 10x10, po 20 pionków; zaczynają białe. " +
      "Wszystko jest jak w warcabach międzynarodowych (pionki biją do tyłu, damki dalekosiężne, trzeba zbić jak najwięcej bierek, promocja tylko wtedy, gdy ruch kończy się w ostatnim rzędzie, te same zasady remisu), z tą różnicą, że każda przeskoczona bierka zostaje zdjęta w chwili przeskoczenia, więc kolejne skoki tego samego bicia mogą przechodzić przez jej pole lub na nim stawać.",
    captions: [
      "Pozycja początkowa, jak w warcabach międzynarodowych.",
      "Bicie największej liczby bierek; w warcabach polskich każda bierka schodzi z planszy w chwili, gdy zostanie przeskoczona.",
    ],
  },
  russian: {
    tagline: "Szaszki: dalekosiężne damki, dowolny wybór bicia, a pionek, który zostaje damką w środku bicia, bije dalej jako damka.",
    summary:
      "Warcaby rosyjskie (szaszki). Plansza 8x8, po 12 pionków; zaczynają białe. " +
      "Pionki poruszają się o jedno pole po przekątnej do przodu, a biją do przodu i do tyłu. " +
      "Damki są dalekosiężne: ruch o dowolną liczbę pól po wolnej przekątnej, bicie z odległości i stanięcie na dowolnym wolnym polu za zbitą bierką. " +
      "Bicie jest obowiązkowe, ale można wybrać dowolne bicie, nie tylko największe; wybrane bicie trzeba dokończyć, a damka, która może bić dalej, musi stanąć tam, skąd może to zrobić. " +
      "Pionek, który w trakcie bicia dojdzie do ostatniego rzędu, od razu staje się damką i bije dalej jako damka. " +
      "Zbite bierki zostają na planszy do końca ruchu i nie można ich przeskoczyć drugi raz (tzw. bicie tureckie). " +
      "Przegrywa ten, kto nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy; 15 ruchów każdej strony wyłącznie damkami i bez bicia; trzy lub więcej damek przeciw samotnej damce, które nie wygrały w ciągu 15 ruchów, licząc od chwili, gdy trzecia damka stanęła przeciw samotnej (czwarta damka, która pojawi się później, nie zaczyna liczenia od nowa). " +
      "Strona, która nie może wykonać ruchu, przegrywa, nawet w ruchu, w którym nastąpiłby remis.",
    captions: [
      "Pozycja początkowa: białe (na dole) zaczynają; pola nazywają się od a1 do h8.",
      "Promocja w trakcie bicia: pionek skacze z c7 na d8, staje się tam damką i bije dalej jako damka, zbijając f6.",
      "Bicie jest obowiązkowe: g5:e3:g1 zbija dwie bierki i kończy się w ostatnim rzędzie, gdzie pionek staje się damką.",
    ],
  },
  italian: {
    tagline: "Pionki nie mogą bić damek, a o tym, które bicie jest obowiązkowe, decydują cztery zasady.",
    summary:
      "Warcaby włoskie (dama italiana). Plansza 8x8 ustawiona tak, by każdy gracz miał ciemne pole narożne po prawej stronie, po 12 pionków; zaczynają białe. " +
      "Pionki poruszają się i biją o jedno pole po przekątnej, tylko do przodu, a pionek nie może bić damki. " +
      "Damki poruszają się i biją o jedno pole po przekątnej w dowolnym kierunku. " +
      "Bicie jest obowiązkowe, a spośród kilku bić trzeba wybrać, w tej kolejności: to, które zbija najwięcej bierek; potem bicie damką, a nie pionkiem; potem to, które zbija najwięcej damek; potem to, w którym damki napotyka się najwcześniej (porównując damkę po damce: pierwsza damka zbita wcześniej, a przy równości druga, i tak dalej). " +
      "Pionek, który dojdzie do ostatniego rzędu, staje się damką i ruch się kończy. " +
      "Przegrywa ten, kto nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy.",
    captions: [
      "Pozycja początkowa: każdy gracz ma ciemne pole narożne po prawej stronie; pola są numerowane od lewego górnego rogu.",
      "Czarne muszą zbić jak najwięcej bierek: podwójne bicie 10x17x26.",
      "Promocja: biały pionek skacze dwa razy, dochodzi do ostatniego rzędu i staje się damką; na tym ruch się kończy.",
    ],
  },
  coronet: {
    tagline: "Warcaby na wszystkich 64 polach w ośmiu kierunkach, z hetmanami i dwoma narożnikami koronacji.",
    summary:
      "Coronet (Chris Huntoon, 2012): warcaby we wszystkich ośmiu kierunkach na wszystkich 64 polach. Po 21 pionków; zaczynają złote. " +
      "Pionki idą o jedno pole prosto lub po przekątnej w stronę przeciwległego narożnika (złote: w górę, w lewo, w górę w lewo; czerwone: w dół, w prawo, w dół w prawo) i biją, przeskakując sąsiednią bierkę w dowolnym z ośmiu kierunków na wolne pole tuż za nią. " +
      "Bicie jest obowiązkowe i trzeba zbić jak najwięcej bierek; zbite bierki zostają na planszy do końca ruchu i żadnej nie przeskakuje się dwa razy. " +
      "Pionek staje się Hetmanem tylko wtedy, gdy kończy ruch na przeciwległym narożniku koronacji (złotych to a8, czerwonych h1); przejście przez niego w trakcie bicia nie daje promocji. " +
      "Hetmany poruszają się jak hetman szachowy i biją z odległości w ośmiu kierunkach, stając na dowolnym wolnym polu za zbitą bierką. " +
      "Uprzejmość Hetmana (Queen's Courtesy): hetman nie może zakończyć ruchu na narożniku koronacji własnej strony, chyba że nie masz innego ruchu. " +
      "Przegrywa ten, kto nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy.",
    captions: [
      "Pozycja początkowa: po 21 pionków na wszystkich 64 polach. Zaznaczone narożniki to narożniki koronacji: złote są koronowane na a8, czerwone na h1.",
      "Pionki biją we wszystkich ośmiu kierunkach i trzeba zbić jak najwięcej bierek: tutaj cztery, z d3 na f7.",
      "Pionek staje się Hetmanem tylko wtedy, gdy kończy ruch na przeciwległym narożniku koronacji (złotych to a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "Wyścig na planszy w kształcie rombu: przeskakuj każdego, przejdź do dalekiego narożnika i wróć do domu, by zejść z planszy.",
    summary:
      "Coast-to-Coast, wyścigowa gra z zestawu KING ME firmy Winning Moves. " +
      "Używa się wszystkich 64 pól, a plansza stoi jak romb: narożnik domowy czarnych, a1, na dole, dom czerwonych, h8, na górze. " +
      "Po 12 bierek; zaczynają czarne. " +
      "Nasza interpretacja zaginionego schematu ustawienia: każda strona zajmuje trzy ukośne rzędy przy swoim domu (2, 3 i 4 pola) oraz trzy środkowe pola czwartego; na początku domy są puste. " +
      "W swojej turze przesuń jedną bierkę: albo o jeden krok na wolne sąsiednie pole, albo jednym lub kilkoma skokami, każdym przez sąsiednią bierkę dowolnego koloru na wolne pole tuż za nią. " +
      "Nic nie jest zbijane. " +
      "Kroku i skoków nigdy się nie łączy. " +
      "Skakanie nigdy nie jest obowiązkowe i można się zatrzymać po dowolnym skoku (nasza interpretacja); seria skoków nie może dwa razy wylądować na tym samym polu (nasza zasada przeciw skakaniu bez końca). " +
      "Bierki poruszają się i skaczą tylko do przodu, w bok lub po przekątnej w stronę domu przeciwnika, nigdy w stronę własnego: czarne na północ, wschód, północny wschód, północny zachód i południowy wschód; czerwone w odbiciu lustrzanym. " +
      "Bierka, która dotrze do domu przeciwnika (krokiem albo skokiem, który kończy jej skoki), staje się Damką i od razu wykonuje swobodny ruch z tego pola: krok lub skoki w dowolnym kierunku, nawet z powrotem tam, skąd przyszła (nasza interpretacja). " +
      "Na końcu tury domy są zawsze puste. " +
      "Damki poruszają się i skaczą we wszystkich ośmiu kierunkach; ich skoki mogą przechodzić przez dom przeciwnika, ale nie mogą się w nim zatrzymać (nasza interpretacja). " +
      "Damka, która dotrze do własnego domu, schodzi z planszy. " +
      "Wygrywa ten, kto pierwszy wyprowadzi z planszy wszystkie dwanaście bierek. " +
      "Gracz, który nie ma dozwolonego ruchu, pasuje (nasza interpretacja). " +
      "Remis: ta sama pozycja trzy razy przy ruchu tego samego gracza.",
    captions: [
      "Pozycja początkowa (nasza interpretacja): plansza stoi jak romb; dom czarnych, a1, na dole, dom czerwonych, h8, na górze.",
      "Seria skoków przez bierki obu kolorów: nic nie jest zbijane i można się zatrzymać po dowolnym skoku.",
      "Po dotarciu do domu przeciwnika h8 bierka staje się Damką i od razu z niego schodzi (tutaj na g8).",
    ],
  },
  stackem: {
    tagline: "Zbite pionki trafiają pod bijący stos; kto jest na wierzchu, ten go kontroluje.",
    summary:
      "Stack'Em, warcaby ze stosami z zestawu KING ME firmy Winning Moves. " +
      "Plansza 8x8, 32 ciemne pola numerowane jak w warcabach amerykańskich; po 12 pionków. " +
      "Czerwone zaczynają na polach 1-12 i wykonują pierwszy ruch; czarne zaczynają na 21-32. " +
      "Pionki układają się w stosy: stos kontroluje gracz, którego pionek leży na wierzchu, a cały stos porusza się tak, jak jego wierzchni pionek. " +
      "Stos z pionkiem na wierzchu porusza się o jedno pole po przekątnej do przodu; stos z damką na wierzchu — o jedno pole po przekątnej do przodu lub do tyłu. " +
      "Skok jest obowiązkowy: gdy możesz skakać, musisz, możesz wybrać, który skok, i musisz dokończyć wybraną sekwencję. " +
      "Stos przeskakuje sąsiedni stos z pionkiem przeciwnika na wierzchu na wolne pole tuż za nim. " +
      "Zbity zostaje tylko ten wierzchni pionek: trafia pod spód skaczącego stosu (zbita damka najpierw traci koronę; damką może być tylko wierzchni pionek stosu). " +
      "Reszta przeskoczonego stosu zostaje na miejscu, a uwolniony w ten sposób twój pionek znów możesz ruszać. " +
      "Po każdym skoku wierzchni pionek skaczącego stosu jest damką i może skakać dalej w dowolnym kierunku, nawet znów przez ten sam stos, jeśli jego nowy wierzch należy do przeciwnika; pierwszy skok zwykłego pionka idzie do przodu, jak w warcabach. " +
      "Pionek, który wejdzie na swój rząd King Me (ostatni rząd), zostaje koronowany. " +
      "Ilekroć twój stos stanie na twoim rzędzie King Me, wszystkie pionki przeciwnika w nim są usuwane z gry. " +
      "Nasza interpretacja: dzieje się tak przy każdym lądowaniu w tym rzędzie, także w środku wielokrotnego bicia (łącznie z pionkiem zbitym tym skokiem); pionki zbite później w tym samym ruchu pozostają jeńcami. " +
      "Dwie drogi bicia o tym samym początku, końcu, zbitych pionkach i wyniku to jeden ruch. " +
      "Przegrywa ten, kto nie kontroluje żadnego stosu albo nie może wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy przy ruchu tego samego gracza.",
    captions: [
      "Pozycja początkowa: czerwone (u góry) na 1-12 zaczynają; czarne stoją na 21-32.",
      "Stosy: zbity pionek trafia pod spód bijącego stosu. Na stronie gry wskaż stos, aby zobaczyć jego pionki.",
      "Po skoku wierzchni pionek jest damką i może skakać dalej w dowolnym kierunku, zbijając tylko wierzchni pionek każdego stosu.",
    ],
  },
  cheskers: {
    tagline: "Warcaby z gońcem i wielbłądem po każdej stronie; kto straci ostatnią damkę, przegrywa.",
    summary:
      "Cheskers (Solomon Golomb, 1948): warcaby z figurami szachowymi na ciemnych polach. " +
      "Każda strona ma 8 pionków, 2 damki, gońca i wielbłąda; zaczynają czarne. " +
      "Pionki i damki poruszają się i biją jak w warcabach amerykańskich (pionki tylko do przodu, damki o jedno pole po przekątnej w dowolnym kierunku). " +
      "Goniec sunie o dowolną liczbę pól po przekątnej, jak goniec szachowy; wielbłąd skacze na pole odległe o trzy pola wzdłuż i jedno w bok (przeskakując wszystko, co stoi pomiędzy). " +
      "Gońce i wielbłądy biją po szachowemu, wchodząc na pole bierki przeciwnika. " +
      "Bicia pionkami lub damkami są obowiązkowe i muszą zbijać jak najwięcej bierek, ale zamiast nich możesz wykonać bicie gońcem lub wielbłądem; bicia gońcem i wielbłądem nigdy nie są obowiązkowe. " +
      "(Nasza interpretacja: gdy bicie warcabowe jest obowiązkowe, jedynymi innymi dozwolonymi ruchami są bicia gońcem i wielbłądem.) " +
      "Pionek, który dojdzie do ostatniego rzędu, zatrzymuje się tam i staje się, według twojego wyboru, damką, gońcem albo wielbłądem. " +
      "Przegrywasz, gdy nie zostanie ci żadna damka albo gdy nie możesz wykonać ruchu. " +
      "Remis: ta sama pozycja trzy razy.",
    captions: [
      "Pozycja początkowa: każda strona ma 8 pionków, 2 damki (z koroną), gońca (z mitrą) i wielbłąda.",
      "Wielbłąd skacze o trzy pola wzdłuż i jedno w bok, przez wszystko, co stoi pomiędzy.",
      "Pionek, który dojdzie do ostatniego rzędu, staje się, według wyboru gracza, damką, gońcem albo wielbłądem.",
    ],
  },
};
