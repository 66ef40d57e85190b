//! A game's time control and its clocks, as share links, the saved game and PDN files keep
//! them. The page runs the clocks (www/src/page/clock.ts); the engine reads, checks and
//! writes what they showed.
//!
//! A time control is written as PDN and PGN write their `TimeControl` tag: `300+3` is Fischer,
//! five minutes each and three seconds added after each move (`300` alone, no increment, is
//! read as `300+0`, and written so, as lidraughts does); `1/30` is thirty seconds for each
//! move, the time not used on one move not kept for the next (the PGN form "one move in
//! thirty seconds"; PGN leaves open whether unused time carries over: here it does not).

use crate::rules::VariantInfo;
use crate::{Code, Color, Error, Said};

/// The longest Fischer base time, in seconds (ten hours).
pub const MAX_BASE_S: u32 = 36_000;
/// The largest Fischer increment, in seconds.
pub const MAX_INCREMENT_S: u32 = 600;
/// The longest time per move, in seconds.
pub const MAX_PER_MOVE_S: u32 = 3_600;
/// The largest time a clock may show, in tenths of a second (a Fischer clock grows by its
/// increment: ten hours and a thousand increments).
pub const MAX_TENTHS: u32 = 10 * (MAX_BASE_S + 1_000 * MAX_INCREMENT_S);

/// How much time the players have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TimeControl {
    /// A base time each, and an increment added to a player's clock after each of their moves.
    Fischer {
        /// Seconds each side starts with (at least 1).
        base_s: u32,
        /// Seconds added after each move.
        increment_s: u32,
    },
    /// A time for each move; what is not used on one move is not kept for the next.
    PerMove {
        /// Seconds for each move (at least 1).
        seconds: u32,
    },
}

impl TimeControl {
    /// Its text: `300+3`, `1/30`.
    pub fn text(self) -> String {
        match self {
            TimeControl::Fischer {
                base_s,
                increment_s,
            } => format!("{base_s}+{increment_s}"),
            TimeControl::PerMove { seconds } => format!("1/{seconds}"),
        }
    }

    /// Reads `300+3`, `300` (no increment) or `1/30`; refused, saying what is expected.
    pub fn parse(text: &str) -> Result<TimeControl, Error> {
        let t = text.trim();
        let bad = || Error::Invalid(Said::new(Code::TimeControl).text("text", t));
        let number = |s: &str| -> Option<u32> {
            (!s.is_empty() && s.len() <= 6 && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse().ok())
                .flatten()
        };
        let control = if let Some((moves, seconds)) = t.split_once('/') {
            if number(moves) != Some(1) {
                return Err(bad());
            }
            TimeControl::PerMove {
                seconds: number(seconds).ok_or_else(bad)?,
            }
        } else {
            let (base, inc) = t.split_once('+').unwrap_or((t, "0"));
            TimeControl::Fischer {
                base_s: number(base).ok_or_else(bad)?,
                increment_s: number(inc).ok_or_else(bad)?,
            }
        };
        control.check()?;
        Ok(control)
    }

    /// Refused when a time is out of bounds.
    pub fn check(self) -> Result<(), Error> {
        match self {
            TimeControl::Fischer {
                base_s,
                increment_s,
            } => {
                if !(1..=MAX_BASE_S).contains(&base_s) {
                    return Err(Error::Invalid(
                        Said::new(Code::BaseTime)
                            .number("most", MAX_BASE_S)
                            .number("number", base_s),
                    ));
                }
                if increment_s > MAX_INCREMENT_S {
                    return Err(Error::Invalid(
                        Said::new(Code::Increment)
                            .number("most", MAX_INCREMENT_S)
                            .number("number", increment_s),
                    ));
                }
            }
            TimeControl::PerMove { seconds } => {
                if !(1..=MAX_PER_MOVE_S).contains(&seconds) {
                    return Err(Error::Invalid(
                        Said::new(Code::PerMoveTime)
                            .number("most", MAX_PER_MOVE_S)
                            .number("number", seconds),
                    ));
                }
            }
        }
        Ok(())
    }

    /// What a clock shows at the start of the game (and, per move, at the start of each
    /// move), in tenths of a second.
    pub fn start_tenths(self) -> u32 {
        match self {
            TimeControl::Fischer { base_s, .. } => base_s * 10,
            TimeControl::PerMove { seconds } => seconds * 10,
        }
    }
}

/// The clocks of a game as a record keeps them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockRecord {
    /// The time control.
    pub control: TimeControl,
    /// For each move played, the time the mover's clock showed once it was played, in tenths
    /// of a second: Fischer, with the increment added; per move, the time left on that move.
    pub times: Vec<u32>,
    /// The time the side to move has used on the move under way, in tenths.
    pub used: u32,
    /// When the clock of the side to move last started (or went on after a pause), in
    /// milliseconds since 1970: kept in the saved game of a browser, so that the time goes on
    /// running while the page is closed; a share link leaves it out (the clock then goes on
    /// from `used` when the link is opened).
    pub since: Option<u64>,
}

impl ClockRecord {
    /// Fresh clocks: no move played, no time used.
    pub fn new(control: TimeControl) -> ClockRecord {
        ClockRecord {
            control,
            times: Vec::new(),
            used: 0,
            since: None,
        }
    }

    /// Refused when a time is out of bounds or the times do not match `plies` moves.
    pub fn check(&self, plies: usize) -> Result<(), Error> {
        self.control.check()?;
        if self.times.len() != plies {
            return Err(Error::Invalid(
                Said::new(Code::ClockTimesCount)
                    .number("count", self.times.len())
                    .number("moves", plies),
            ));
        }
        let most = match self.control {
            TimeControl::Fischer { .. } => MAX_TENTHS,
            TimeControl::PerMove { seconds } => seconds * 10,
        };
        if let Some((i, t)) = self.times.iter().enumerate().find(|(_, &t)| t > most) {
            return Err(Error::Invalid(
                Said::new(Code::ClockTimeOver)
                    .number("number", i + 1)
                    .number("tenths", *t)
                    .number("most", most),
            ));
        }
        if self.used > MAX_TENTHS {
            return Err(Error::Invalid(
                Said::new(Code::ClockUsed).number("tenths", self.used),
            ));
        }
        Ok(())
    }

    /// Each side's clock after the first `ply` moves (South first), in tenths: the time
    /// control's start, then what each mover's clock showed after its last move. Per move,
    /// the side to move starts each move afresh; the other side's clock shows its last move's.
    pub fn after(&self, ply: usize, start_turn: Color) -> [u32; 2] {
        let mut t = [self.control.start_tenths(); 2];
        let mut mover = start_turn;
        for &time in self.times.iter().take(ply) {
            t[mover.idx()] = time;
            mover = mover.other();
        }
        if let TimeControl::PerMove { seconds } = self.control {
            t[mover.idx()] = seconds * 10;
        }
        t
    }

    /// PDN comments for each move, as lidraughts writes them: `[%clock w0:04:57 B0:04:58]`,
    /// both clocks after the move, White's first, in whole seconds, the one that runs next
    /// in capitals ([`crate::notation::pdn::clock_comment`]).
    pub fn comments(&self, info: &VariantInfo, start_turn: Color) -> Vec<Option<String>> {
        let mut mover = start_turn;
        (1..=self.times.len())
            .map(|ply| {
                let t = self.after(ply, start_turn);
                let after = mover.other();
                mover = after;
                // whole seconds, rounded (as lidraughts rounds its centiseconds)
                let secs = [(t[0] + 5) / 10, (t[1] + 5) / 10];
                Some(crate::notation::pdn::clock_comment(info, secs, after))
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_and_write_as_pdn_tags() {
        assert_eq!(
            TimeControl::parse("300+3").unwrap(),
            TimeControl::Fischer {
                base_s: 300,
                increment_s: 3
            }
        );
        assert_eq!(TimeControl::parse("300").unwrap().text(), "300+0");
        assert_eq!(
            TimeControl::parse(" 1/30 ").unwrap(),
            TimeControl::PerMove { seconds: 30 }
        );
        assert_eq!(TimeControl::PerMove { seconds: 30 }.text(), "1/30");
        for bad in [
            "", "+", "0+1", "300+", "-5+3", "40/9000", "1/0", "1/", "3e2", "300+601", "99999999",
        ] {
            assert!(TimeControl::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn clocks_after_each_move() {
        let c = ClockRecord {
            times: vec![2990, 2985, 2950],
            ..ClockRecord::new(TimeControl::parse("300+3").unwrap())
        };
        assert_eq!(c.after(0, Color::South), [3000, 3000]);
        assert_eq!(c.after(1, Color::South), [2990, 3000]);
        assert_eq!(c.after(3, Color::South), [2950, 2985]);
        assert_eq!(c.after(3, Color::North), [2985, 2950]);
        assert!(c.check(3).is_ok());
        assert!(c.check(2).is_err());
        let per = ClockRecord {
            times: vec![120, 250],
            ..ClockRecord::new(TimeControl::PerMove { seconds: 30 })
        };
        assert_eq!(per.after(1, Color::South), [120, 300]);
        assert_eq!(per.after(2, Color::South), [300, 250]);
        let over = ClockRecord {
            times: vec![301],
            ..ClockRecord::new(TimeControl::PerMove { seconds: 30 })
        };
        assert!(over.check(1).is_err());
    }
}
