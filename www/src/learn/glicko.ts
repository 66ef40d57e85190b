// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013): a player's rating, its
// deviation and volatility, updated after each puzzle as one game against the puzzle's
// rating. No DOM; the ratings are kept in the browser by ratings.ts.

/** A Glicko-2 rating on the Glicko scale (1500 ± 350 for someone new). */
export interface Rating {
  rating: number;
  /** Rating deviation: how unsure the rating is. */
  rd: number;
  /** Volatility: how much the rating is expected to move. */
  vol: number;
}

export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** How sure a puzzle's own rating is taken to be. */
export const PUZZLE_RD = 80;
/** The system constant τ: how fast volatility may change. */
const TAU = 0.5;
const SCALE = 173.7178;

/** The rating after one result against `opponent` (1 a win, 0 a loss). */
export function update(player: Rating, opponent: number, score: 0 | 1, opponentRd = PUZZLE_RD): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const muJ = (opponent - 1500) / SCALE;
  const phiJ = opponentRd / SCALE;
  const g = 1 / Math.sqrt(1 + (3 * phiJ * phiJ) / (Math.PI * Math.PI));
  const e = 1 / (1 + Math.exp(-g * (mu - muJ)));
  const v = 1 / (g * g * e * (1 - e));
  const delta = v * g * (score - e);
  // the new volatility, by the Illinois algorithm (step 5)
  const a = Math.log(player.vol * player.vol);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * g * (score - e);
  return { rating: 1500 + SCALE * muNew, rd: Math.max(30, SCALE * phiNew), vol };
}
