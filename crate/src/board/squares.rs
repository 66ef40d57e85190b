//! Square names: PDN numbers, mirrored numbers (Italian) and algebraic coordinates.

use crate::board::geometry::{bits, Geometry, Square};

/// How a game writes its squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareNames {
    /// PDN numbers, 1 at the top left as South sees the board (American, International).
    Numeric,
    /// Numbers on the mirrored board (Italian: a1 light, 1 = a8 at the top left): the board
    /// is drawn and named mirrored left to right, and played as the unmirrored one.
    NumericMirrored,
    /// Algebraic, a1 at the bottom left as South sees the board (Russian, Coronet...).
    Algebraic,
}

impl SquareNames {
    /// Whether the board is drawn mirrored left to right.
    pub fn mirrored(self) -> bool {
        self == SquareNames::NumericMirrored
    }

    /// Display coordinates (file, rank), 0-based from the bottom left as South sees it.
    pub fn display_coords(self, g: &Geometry, sq: Square) -> (u8, u8) {
        let (f, r) = g.coords(sq);
        if self.mirrored() {
            (g.size - 1 - f, r)
        } else {
            (f, r)
        }
    }

    /// The name of a square.
    pub fn name(self, g: &Geometry, sq: Square) -> String {
        match self {
            SquareNames::Numeric => (g.index(sq) as u32 + 1).to_string(),
            SquareNames::NumericMirrored => (mirror_index(g, g.index(sq)) as u32 + 1).to_string(),
            SquareNames::Algebraic => {
                let (f, r) = g.coords(sq);
                format!("{}{}", (b'a' + f) as char, r + 1)
            }
        }
    }

    /// Reads a square name (numbers may carry leading zeros or spaces); `None` if it does not
    /// name a square of this board.
    pub fn parse(self, g: &Geometry, text: &str) -> Option<Square> {
        let t = text.trim();
        match self {
            SquareNames::Numeric | SquareNames::NumericMirrored => {
                if t.is_empty() || t.len() > 3 || !t.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                let n: u32 = t.parse().ok()?;
                if n == 0 || n > g.count as u32 {
                    return None;
                }
                let i = (n - 1) as u8;
                let i = if self == SquareNames::NumericMirrored {
                    mirror_index(g, i)
                } else {
                    i
                };
                g.bit(i)
            }
            // Numbers on a dark-square board in the PDN numbering (real Russian files carry
            // numeric FENs such as `W:W21-32:B1-12`).
            SquareNames::Algebraic if g.half > 0 && t.bytes().all(|b| b.is_ascii_digit()) => {
                SquareNames::Numeric.parse(g, t)
            }
            SquareNames::Algebraic => {
                let b = t.as_bytes();
                if b.len() < 2 || b.len() > 3 {
                    return None;
                }
                let file = b[0].to_ascii_lowercase().checked_sub(b'a')?;
                let rank: u8 = std::str::from_utf8(&b[1..]).ok()?.parse().ok()?;
                if rank == 0 {
                    return None;
                }
                g.at(file, rank - 1)
            }
        }
    }

    /// Every square in naming order (1, 2, ... or a1, b1 ... by rank).
    pub fn all(self, g: &Geometry) -> Vec<Square> {
        match self {
            SquareNames::Numeric => (0..g.count).filter_map(|i| g.bit(i)).collect(),
            SquareNames::NumericMirrored => (0..g.count)
                .filter_map(|i| g.bit(mirror_index(g, i)))
                .collect(),
            SquareNames::Algebraic => {
                let mut v: Vec<Square> = bits(g.mask).collect();
                v.sort_by_key(|&s| {
                    let (f, r) = g.coords(s);
                    (r, f)
                });
                v
            }
        }
    }
}

/// The reading-order index of the left-right mirror image of square index `i`.
fn mirror_index(g: &Geometry, i: u8) -> u8 {
    let h = g.half;
    let row = i / h;
    let col = i % h;
    row * h + (h - 1 - col)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::DARK8;

    #[test]
    fn names_round_trip() {
        for names in [
            SquareNames::Numeric,
            SquareNames::NumericMirrored,
            SquareNames::Algebraic,
        ] {
            for sq in bits(DARK8.mask) {
                let n = names.name(&DARK8, sq);
                assert_eq!(names.parse(&DARK8, &n), Some(sq), "{names:?} {n}");
            }
        }
    }

    #[test]
    fn italian_numbering_is_mirrored() {
        // FID: 1 = a8 top left seen from White, 32 = h1; a1 is light.
        let n = SquareNames::NumericMirrored;
        let sq1 = n.parse(&DARK8, "1").unwrap();
        assert_eq!(n.display_coords(&DARK8, sq1), (0, 7));
        let sq32 = n.parse(&DARK8, "32").unwrap();
        assert_eq!(n.display_coords(&DARK8, sq32), (7, 0));
    }

    #[test]
    fn algebraic_rejects_light_and_outside_squares() {
        let n = SquareNames::Algebraic;
        assert!(n.parse(&DARK8, "a1").is_some());
        assert!(n.parse(&DARK8, "b1").is_none());
        assert!(n.parse(&DARK8, "i9").is_none());
        assert!(n.parse(&DARK8, "a0").is_none());
        assert!(SquareNames::Numeric.parse(&DARK8, "33").is_none());
        assert!(SquareNames::Numeric.parse(&DARK8, "05").is_some());
    }
}
