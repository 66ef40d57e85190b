//! The computer's time manager: how long to think about a move, given what its clock shows.
//! Kept apart from the search: it turns the clock into a time, and the search is given that
//! time like any other (`--movetime`).

/// What the computer's clock shows when it is asked for a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClockTime {
    /// The time left on its clock, in milliseconds (per move: the time for this move).
    pub remaining_ms: f64,
    /// What is added to its clock after the move (Fischer), in milliseconds.
    pub increment_ms: f64,
    /// The moves to make in `remaining_ms` before more time is given: 1 for a time per move;
    /// `None` for the rest of the game (Fischer, sudden death).
    pub moves_to_go: Option<u32>,
}

/// Kept on the clock for what is not thinking: the page's message to the computer's worker
/// and back, a fresh worker's start, and the move's drawing. A clock with less than this left
/// moves at once.
pub const OVERHEAD_MS: f64 = 150.0;
/// How many more moves a game is expected to last when the clock does not say: draughts
/// games run to some 40-60 moves, and a game whose clock runs low is past its first moves.
pub const EXPECTED_MOVES: u32 = 30;
/// The share of the time for a move that a time per move lets it use: the rest is margin.
pub const PER_MOVE_SHARE: f64 = 0.8;
/// The most of what is left that one move may use when more moves are to come.
pub const MAX_SHARE: f64 = 0.4;
/// The least time to think, in milliseconds (the search still finds a legal move).
pub const MIN_MS: f64 = 1.0;

impl ClockTime {
    /// The time to think about this move, in milliseconds: never more than the clock has
    /// left less [`OVERHEAD_MS`]. With a time per move (or one move to go), most of it
    /// ([`PER_MOVE_SHARE`]); else the time left spread over the moves to go (or
    /// [`EXPECTED_MOVES`]), plus most of the increment, but at most [`MAX_SHARE`] of what is
    /// left. At least [`MIN_MS`].
    pub fn move_time(&self) -> f64 {
        let finite = |v: f64| if v.is_finite() { v.max(0.0) } else { 0.0 };
        let usable = finite(self.remaining_ms) - OVERHEAD_MS;
        if usable <= MIN_MS {
            return MIN_MS;
        }
        let increment = finite(self.increment_ms);
        let t = match self.moves_to_go {
            Some(1) => usable * PER_MOVE_SHARE,
            to_go => {
                let n = f64::from(to_go.unwrap_or(EXPECTED_MOVES).max(1));
                (usable / n + 0.8 * increment).min(usable * MAX_SHARE)
            }
        };
        t.max(MIN_MS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fischer(remaining_ms: f64, increment_ms: f64) -> f64 {
        ClockTime {
            remaining_ms,
            increment_ms,
            moves_to_go: None,
        }
        .move_time()
    }

    fn per_move(ms: f64) -> f64 {
        ClockTime {
            remaining_ms: ms,
            increment_ms: 0.0,
            moves_to_go: Some(1),
        }
        .move_time()
    }

    #[test]
    fn fischer_spreads_the_time_over_the_game_and_spends_most_of_the_increment() {
        // 5+3 at the start: 300 s / 30 + 0.8 * 3 s
        let t = fischer(300_000.0, 3_000.0);
        assert!(
            (t - ((300_000.0 - OVERHEAD_MS) / 30.0 + 2_400.0)).abs() < 1e-6,
            "{t}"
        );
        // more time, more thought; more increment, more thought
        assert!(fischer(600_000.0, 0.0) > fischer(300_000.0, 0.0));
        assert!(fischer(60_000.0, 5_000.0) > fischer(60_000.0, 0.0));
        // a big increment on a low clock: never more than a share of what is left
        let low = fischer(2_000.0, 10_000.0);
        assert!(low <= (2_000.0 - OVERHEAD_MS) * MAX_SHARE + 1e-9, "{low}");
    }

    #[test]
    fn never_more_than_the_clock_has_left() {
        for remaining in [0.0, 1.0, 100.0, 151.0, 152.0, 500.0, 1_000.0, 10_000.0, 1e7] {
            for increment in [0.0, 1_000.0, 60_000.0] {
                for moves_to_go in [None, Some(1), Some(2), Some(40)] {
                    let t = ClockTime {
                        remaining_ms: remaining,
                        increment_ms: increment,
                        moves_to_go,
                    }
                    .move_time();
                    assert!(t >= MIN_MS, "{remaining} {increment} {moves_to_go:?}: {t}");
                    assert!(
                        t <= (remaining - OVERHEAD_MS).max(MIN_MS),
                        "{remaining} {increment} {moves_to_go:?}: {t}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_time_per_move_is_mostly_used_with_a_margin() {
        assert!((per_move(30_000.0) - (30_000.0 - OVERHEAD_MS) * PER_MOVE_SHARE).abs() < 1e-6);
        let one = per_move(1_000.0);
        assert!(one > 500.0 && one < 1_000.0 - OVERHEAD_MS, "{one}");
        // moves to go before the next time control: the time is spread over them
        let two = ClockTime {
            remaining_ms: 10_000.0,
            increment_ms: 0.0,
            moves_to_go: Some(2),
        }
        .move_time();
        assert!(two < per_move(10_000.0) && two > 3_000.0, "{two}");
    }

    #[test]
    fn an_empty_or_broken_clock_moves_at_once() {
        assert_eq!(fischer(0.0, 0.0), MIN_MS);
        assert_eq!(fischer(OVERHEAD_MS, 0.0), MIN_MS);
        assert_eq!(fischer(-5.0, 0.0), MIN_MS);
        assert_eq!(fischer(f64::NAN, f64::NAN), MIN_MS);
        assert_eq!(per_move(f64::INFINITY), MIN_MS);
    }
}
