// The rules page's texts in English: each game's tagline and its diagrams'
// captions. A game's rules summary is not here: it is the engine's own
// (`VariantInfo.rules`, from crate/src/games/*.rs), the one English source of
// the rules the engine plays; the other languages translate it (see ./index.ts,
// and tests/unit/rules-i18n.test.mjs, which checks every translation against
// it). A game's name, in every language, is the page's (i18n/words.ts).

/** The English texts of one game; the captions are in the order of rules.ts's DIAGRAMS. */
export interface EnglishGame {
  /** A few words on what sets the game apart, shown under its name. */
  readonly tagline: string;
  readonly captions: readonly string[];
}

export const EN = {
  english: {
    tagline: "The checkers of the English-speaking world: short kings, free choice of capture.",
    captions: [
      "The start: Black (top) on 1-12 moves first; White on 21-32.",
      "A capture: White's man on 21 must jump, and goes on jumping: 21x14x7.",
      "Crowning: the man jumps to 3 on the far row, becomes a king, and the move ends there.",
    ],
  },
  international: {
    tagline: "The 10x10 game of the world championships: flying kings and the majority capture.",
    captions: [
      "The start: 20 men each on the 50 dark squares; White (bottom) moves first.",
      "A flying king captures at a distance and lands on any free square beyond: 46x3 takes 41, 18 and 8. You must take the most pieces possible.",
      "Men capture backwards too. Here White takes two: 38x27x16.",
    ],
  },
  polish: {
    tagline:
      "International draughts in which each jumped piece leaves the board at once. (The name is our source's; elsewhere “Polish draughts” often means International draughts itself.)",
    captions: [
      "The start, as in International draughts.",
      "A capture of the most pieces; in Polish checkers each piece leaves the board the moment it is jumped.",
    ],
  },
  russian: {
    tagline: "Shashki: flying kings, free choice of capture, and a man crowned in the middle of a capture goes on as a king.",
    captions: [
      "The start: White (bottom) moves first; squares are named a1 to h8.",
      "Crowned during a capture: the man jumps c7 to d8, becomes a king there, and goes on as a king, taking f6.",
      "Capturing is compulsory: g5:e3:g1 takes two and ends on the far row, where the man is crowned.",
    ],
  },
  italian: {
    tagline: "Dama italiana: men may not take kings, and four rules decide which capture you must make.",
    captions: [
      "The start: the board has a dark corner on each player's right; squares are numbered from the top left.",
      "Black must take the most pieces: the double capture 10x17x26.",
      "Crowning: White's man jumps twice, reaches the far row and becomes a king; the move ends there.",
    ],
  },
  coronet: {
    tagline: "Checkers on all 64 squares in eight directions, with queens and two coronation corners.",
    captions: [
      "The start: 21 pawns each on all 64 squares. The marked corners are the coronation corners: Gold is crowned on a8, Red on h1.",
      "Pawns capture in all eight directions, and you must take the most pieces: here four, d3 to f7.",
      "A pawn becomes a Queen only by ending its move on the opposite coronation corner (Gold's is a8).",
    ],
  },
  "coast-to-coast": {
    tagline: "A race on a diamond board: jump over anyone, cross to the far corner, come home to bear off.",
    captions: [
      "The start (our reading): the board stands as a diamond; Black's home a1 at the bottom, Red's home h8 at the top.",
      "A series of jumps over pieces of either colour: nothing is taken, and you may stop after any jump.",
      "Reaching the opponent's home h8, the piece becomes a King and at once moves off it (here to g8).",
    ],
  },
  stackem: {
    tagline: "Captured checkers go under the capturing stack; whoever is on top controls it.",
    captions: [
      "The start: Red (top) on 1-12 moves first; Black on 21-32.",
      "Stacks: a captured checker goes under the capturing stack. Point at a stack on the game page to list its checkers.",
      "After a jump the top checker is a king and may jump on in any direction, taking only the top checker of each stack.",
    ],
  },
  cheskers: {
    tagline: "Checkers with a bishop and a camel a side; lose your last king and you lose.",
    captions: [
      "The start: each side has 8 men, 2 kings (crowned), a bishop (mitre) and a camel.",
      "The camel leaps three squares along and one across, over anything in between.",
      "A man reaching the last row becomes, as its player chooses, a king, a bishop or a camel.",
    ],
  },
} as const satisfies Record<string, EnglishGame>;

/** The games that have texts; the engine's variant ids (tests/unit/rules-i18n.test.mjs checks they match). */
export type GameId = keyof typeof EN;

/** Whether a variant id is one of the games with texts here. */
export const isGame = (id: string): id is GameId => Object.hasOwn(EN, id);

/**
 * One game's texts in another language: its tagline and rules summary, and one
 * caption per English caption. (Its name is the page's message `variant.<id>`,
 * i18n/words.ts's variantName: one name for the game page and this one.)
 */
export interface GameTranslation<G extends GameId> {
  readonly tagline: string;
  /** The engine's summary (`VariantInfo.rules`), translated; sentences end with ". " and a capital, as in English. */
  readonly summary: string;
  readonly captions: PerCaption<G, string>;
}

/** A `V` for each item of the tuple `T`: as many, in order (a tuple type the compiler checks). */
export type OnePer<T extends readonly unknown[], V> = { readonly [K in keyof T]: V };

/** Something (`V`) for each of a game's English captions, as many as they are. */
export type PerCaption<G extends GameId, V> = OnePer<(typeof EN)[G]["captions"], V>;

/** A language's rules texts: every game, and the captions as many as in English (checked by the compiler). */
export type RulesTranslation = { readonly [G in GameId]: GameTranslation<G> };
