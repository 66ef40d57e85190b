//! Board shapes, bit layouts, directions and neighbour tables.
//!
//! Every board of the nine games fits in a `u64`. A square is a *bit index* in that word:
//!
//! * 8x8 dark squares ([`Shape::Dark8`]) and 10x10 dark squares ([`Shape::Dark10`]) use the
//!   "ghost square" layout: the dark squares in reading order from the top left (as White, the
//!   south player, sees the board: PDN square 1 is bit 0), with one unused bit after every two
//!   rows. With `H` dark squares per row, every diagonal step is then a constant shift: `H`
//!   (south-west), `H + 1` (south-east), `-H` (north-east) and `-(H + 1)` (north-west), and a
//!   step off the board lands on a ghost bit or beyond the board, which the mask removes.
//! * 8x8 all squares ([`Shape::Full8`]) uses bit = row from the top * 8 + file.
//!
//! Coordinates are (file, rank), 0-based, file 0 = the a-file, rank 0 = the first rank, in the
//! orientation where a1 is at the bottom left. Games whose board is mirrored (Italian) flip
//! the file in their notation, not here.

/// A set of squares, one bit per square in the layout of a [`Geometry`].
pub type Bitboard = u64;

/// Iterates over the set bits of a bitboard, lowest first.
#[inline]
pub fn bits(mut bb: Bitboard) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if bb == 0 {
            None
        } else {
            let s = bb.trailing_zeros() as Square;
            bb &= bb - 1;
            Some(s)
        }
    })
}

/// A square: its bit index in the board's layout.
pub type Square = u8;

/// "No square": what a neighbour table holds past the edge.
pub const NONE: Square = 255;

/// The eight directions, as seen with a1 at the bottom left (north = towards the last rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Dir {
    /// Towards the last rank.
    N = 0,
    /// Up and right.
    NE = 1,
    /// Right.
    E = 2,
    /// Down and right.
    SE = 3,
    /// Towards the first rank.
    S = 4,
    /// Down and left.
    SW = 5,
    /// Left.
    W = 6,
    /// Up and left.
    NW = 7,
}

impl Dir {
    /// All eight directions.
    pub const ALL: [Dir; 8] = [
        Dir::N,
        Dir::NE,
        Dir::E,
        Dir::SE,
        Dir::S,
        Dir::SW,
        Dir::W,
        Dir::NW,
    ];
    /// The four diagonals.
    pub const DIAGONAL: [Dir; 4] = [Dir::NE, Dir::SE, Dir::SW, Dir::NW];
    /// The two diagonals towards the last rank.
    pub const NORTH_DIAGONALS: [Dir; 2] = [Dir::NE, Dir::NW];
    /// The two diagonals towards the first rank.
    pub const SOUTH_DIAGONALS: [Dir; 2] = [Dir::SE, Dir::SW];

    /// (file step, rank step).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::N => (0, 1),
            Dir::NE => (1, 1),
            Dir::E => (1, 0),
            Dir::SE => (1, -1),
            Dir::S => (0, -1),
            Dir::SW => (-1, -1),
            Dir::W => (-1, 0),
            Dir::NW => (-1, 1),
        }
    }

    /// The opposite direction.
    pub const fn reverse(self) -> Dir {
        Dir::ALL[(self as usize + 4) % 8]
    }

    /// Whether a step this way raises the bit index, in every layout: the dark shapes step
    /// south by `H` or `H + 1`; the full board goes east by 1 and south by 7, 8 or 9.
    #[inline(always)]
    pub const fn increasing(self) -> bool {
        matches!(self, Dir::E | Dir::SE | Dir::S | Dir::SW)
    }
}

/// The square of `set` (not empty, all on one ray) met first going along `d`.
#[inline(always)]
pub fn first_along(set: Bitboard, d: Dir) -> Square {
    if d.increasing() {
        set.trailing_zeros() as Square
    } else {
        63 - set.leading_zeros() as Square
    }
}

/// The squares of `set` (all on one ray) in the order met going along `d`.
#[inline(always)]
pub fn along(mut set: Bitboard, d: Dir) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let s = first_along(set, d);
        set &= !(1u64 << s);
        Some(s)
    })
}

/// The three board shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// 8x8, the 32 dark squares (a1 dark).
    Dark8,
    /// 8x8, all 64 squares.
    Full8,
    /// 10x10, the 50 dark squares (a1 dark).
    Dark10,
}

impl Shape {
    /// The name the page and the wasm API use.
    pub fn id(self) -> &'static str {
        match self {
            Shape::Dark8 => "dark8",
            Shape::Full8 => "full8",
            Shape::Dark10 => "dark10",
        }
    }
}

/// A board shape with its tables. Obtain one with [`Geometry::of`].
#[derive(Debug)]
pub struct Geometry {
    /// The shape.
    pub shape: Shape,
    /// Files (= ranks): 8 or 10.
    pub size: u8,
    /// Number of playable squares: 32, 64 or 50.
    pub count: u8,
    /// Dark squares per row (`H` above); 0 for `Full8`.
    pub half: u8,
    /// The bits that are squares.
    pub mask: Bitboard,
    /// Square index (0-based reading order from the top left) to bit.
    index_to_bit: [Square; 64],
    /// Bit to square index, `NONE` for a ghost bit.
    bit_to_index: [Square; 64],
    /// Bit to (file, rank).
    coords: [(u8, u8); 64],
    /// Bit and direction to the neighbouring bit, `NONE` off the board.
    step: [[Square; 8]; 64],
    /// Bit and direction to every square along that ray (excluding the start).
    ray: [[Bitboard; 8]; 64],
    /// Bit and direction to the square two steps away (a short jump's landing), or `NONE`.
    jump: [[Square; 8]; 64],
    /// The squares of each rank, rank 0 first.
    ranks: [Bitboard; 10],
    /// Rotation of a diagonal step per direction (dark shapes), 0 for the others.
    rot: [u32; 8],
}

/// 8x8 dark squares.
pub static DARK8: Geometry = Geometry::build(Shape::Dark8);
/// 8x8 all squares.
pub static FULL8: Geometry = Geometry::build(Shape::Full8);
/// 10x10 dark squares.
pub static DARK10: Geometry = Geometry::build(Shape::Dark10);

impl Geometry {
    /// The tables of a shape.
    pub fn of(shape: Shape) -> &'static Geometry {
        match shape {
            Shape::Dark8 => &DARK8,
            Shape::Full8 => &FULL8,
            Shape::Dark10 => &DARK10,
        }
    }

    #[allow(clippy::manual_checked_ops)]
    const fn build(shape: Shape) -> Geometry {
        let (size, half, count) = match shape {
            Shape::Dark8 => (8u8, 4u8, 32u8),
            Shape::Full8 => (8, 0, 64),
            Shape::Dark10 => (10, 5, 50),
        };
        let mut index_to_bit = [NONE; 64];
        let mut bit_to_index = [NONE; 64];
        let mut coords = [(0u8, 0u8); 64];
        let mut at = [[NONE; 10]; 10]; // [file][rank] -> bit
        let mut mask: u64 = 0;
        let mut i = 0u8;
        while i < count {
            let (bit, row, file) = if half == 0 {
                (i, i / 8, i % 8)
            } else {
                let row = i / half;
                let col = i % half;
                // Row 0 is the top row; a1 is dark, so the top row starts on file b.
                let file = 2 * col + if row % 2 == 0 { 1 } else { 0 };
                (i + i / (2 * half), row, file)
            };
            let rank = size - 1 - row;
            index_to_bit[i as usize] = bit;
            bit_to_index[bit as usize] = i;
            coords[bit as usize] = (file, rank);
            at[file as usize][rank as usize] = bit;
            mask |= 1u64 << bit;
            i += 1;
        }
        let mut step = [[NONE; 8]; 64];
        let mut ray = [[0u64; 8]; 64];
        let mut b = 0usize;
        while b < 64 {
            if mask & (1u64 << b) != 0 {
                let (f, r) = coords[b];
                let mut d = 0;
                while d < 8 {
                    let (df, dr) = Dir::ALL[d].delta();
                    let mut nf = f as i8 + df;
                    let mut nr = r as i8 + dr;
                    let mut first = true;
                    while nf >= 0 && nr >= 0 && nf < size as i8 && nr < size as i8 {
                        let nb = at[nf as usize][nr as usize];
                        if nb == NONE {
                            break;
                        }
                        if first {
                            step[b][d] = nb;
                            first = false;
                        }
                        ray[b][d] |= 1u64 << nb;
                        nf += df;
                        nr += dr;
                    }
                    d += 1;
                }
            }
            b += 1;
        }
        let mut jump = [[NONE; 8]; 64];
        let mut b = 0usize;
        while b < 64 {
            let mut d = 0;
            while d < 8 {
                let one = step[b][d];
                if one != NONE {
                    jump[b][d] = step[one as usize][d];
                }
                d += 1;
            }
            b += 1;
        }
        let mut ranks = [0u64; 10];
        let mut b = 0usize;
        while b < 64 {
            if mask & (1u64 << b) != 0 {
                ranks[coords[b].1 as usize] |= 1u64 << b;
            }
            b += 1;
        }
        let h = half as u32;
        let rot = if half == 0 {
            [0; 8]
        } else {
            [0, 64 - h, 0, h + 1, 0, h, 0, 63 - h]
        };
        Geometry {
            rot,
            shape,
            size,
            count,
            half,
            mask,
            index_to_bit,
            bit_to_index,
            coords,
            step,
            ray,
            jump,
            ranks,
        }
    }

    /// The bit of the square with 0-based reading-order index `i` (PDN number - 1).
    #[inline]
    pub fn bit(&self, i: u8) -> Option<Square> {
        if i < self.count {
            Some(self.index_to_bit[i as usize])
        } else {
            None
        }
    }

    /// The 0-based reading-order index of a square.
    #[inline]
    pub fn index(&self, sq: Square) -> u8 {
        self.bit_to_index[sq as usize]
    }

    /// Whether `sq` is a square of this board.
    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        sq < 64 && self.mask & (1u64 << sq) != 0
    }

    /// (file, rank), 0-based, a1 = (0, 0).
    #[inline]
    pub fn coords(&self, sq: Square) -> (u8, u8) {
        self.coords[sq as usize]
    }

    /// The square at (file, rank), if it is a square of this board.
    pub fn at(&self, file: u8, rank: u8) -> Option<Square> {
        if file >= self.size || rank >= self.size {
            return None;
        }
        bits(self.mask).find(|&b| self.coords[b as usize] == (file, rank))
    }

    /// The neighbour of `sq` in direction `d`, or [`NONE`].
    #[inline(always)]
    pub fn step(&self, sq: Square, d: Dir) -> Square {
        self.step[sq as usize][d as usize]
    }

    /// The square two steps from `sq` in direction `d` (where a short jump lands), or [`NONE`].
    #[inline(always)]
    pub fn jump(&self, sq: Square, d: Dir) -> Square {
        self.jump[sq as usize][d as usize]
    }

    /// Every square from `sq` (exclusive) to the edge in direction `d`.
    #[inline(always)]
    pub fn ray(&self, sq: Square, d: Dir) -> Bitboard {
        self.ray[sq as usize][d as usize]
    }

    /// The squares from `sq` (exclusive) along `d` that come before the first of `stops`.
    #[inline(always)]
    pub fn ray_until(&self, sq: Square, d: Dir, stops: Bitboard) -> Bitboard {
        let ray = self.ray(sq, d);
        let hit = ray & stops;
        if hit == 0 {
            return ray;
        }
        let stop = first_along(hit, d);
        ray & !self.ray(stop, d) & !(1u64 << stop)
    }

    /// The squares of rank `r` (0-based).
    #[inline]
    pub fn rank(&self, r: u8) -> Bitboard {
        self.ranks[r as usize]
    }

    /// The squares of the last rank for a side moving north (rank `size-1`) or south (rank 0).
    #[inline]
    pub fn far_rank(&self, north: bool) -> Bitboard {
        if north {
            self.ranks[self.size as usize - 1]
        } else {
            self.ranks[0]
        }
    }

    /// Shifts a whole bitboard one step in direction `d` (squares leaving the board drop
    /// off). Dark-square shapes take diagonal steps only, as a rotation: the bits that wrap
    /// around land beyond the board (the layouts leave at least 8 spare high bits), and the
    /// mask removes them with the ghost squares. The full board (row from the top * 8 +
    /// file) shifts in all eight directions, the files at the edge masked first.
    #[inline(always)]
    pub fn shift(&self, bb: Bitboard, d: Dir) -> Bitboard {
        if self.half != 0 {
            return bb.rotate_left(self.rot[d as usize]) & self.mask;
        }
        const NOT_A: Bitboard = !0x0101_0101_0101_0101;
        const NOT_H: Bitboard = !0x8080_8080_8080_8080;
        match d {
            Dir::N => bb >> 8,
            Dir::S => bb << 8,
            Dir::E => (bb & NOT_H) << 1,
            Dir::W => (bb & NOT_A) >> 1,
            Dir::NE => (bb & NOT_H) >> 7,
            Dir::NW => (bb & NOT_A) >> 9,
            Dir::SE => (bb & NOT_H) << 9,
            Dir::SW => (bb & NOT_A) << 7,
        }
    }
}

/// The squares strictly between `a` and `b` when they share a line, else empty.
pub fn between(g: &Geometry, a: Square, b: Square) -> Bitboard {
    for d in Dir::ALL {
        let r = g.ray(a, d);
        if r & (1u64 << b) != 0 {
            return r & !g.ray(b, d) & !(1u64 << b);
        }
    }
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(g: &Geometry, sq: Square) -> String {
        let (f, r) = g.coords(sq);
        format!("{}{}", (b'a' + f) as char, r + 1)
    }

    #[test]
    fn pdn_numbering_of_the_8x8_board() {
        let g = &DARK8;
        // RULES.md: 1 = b8 ... 4 = h8, 5 = a7, 29 = a1, 32 = g1.
        let n = |i: u8| name(g, g.bit(i - 1).unwrap());
        assert_eq!(n(1), "b8");
        assert_eq!(n(4), "h8");
        assert_eq!(n(5), "a7");
        assert_eq!(n(29), "a1");
        assert_eq!(n(32), "g1");
        assert_eq!(g.mask.count_ones(), 32);
    }

    #[test]
    fn pdn_numbering_of_the_10x10_board() {
        let g = &DARK10;
        let n = |i: u8| name(g, g.bit(i - 1).unwrap());
        assert_eq!(n(1), "b10");
        assert_eq!(n(5), "j10");
        assert_eq!(n(46), "a1");
        assert_eq!(n(50), "i1");
        assert_eq!(g.mask.count_ones(), 50);
    }

    /// Each board shape with the directions its games move in.
    const SHAPES: [(&Geometry, &[Dir]); 3] = [
        (&DARK8, &Dir::DIAGONAL),
        (&DARK10, &Dir::DIAGONAL),
        (&FULL8, &Dir::ALL),
    ];

    #[test]
    fn shifts_agree_with_neighbour_tables() {
        for (g, dirs) in SHAPES {
            for sq in bits(g.mask) {
                for &d in dirs {
                    let by_shift = g.shift(1u64 << sq, d);
                    let by_table = match g.step(sq, d) {
                        NONE => 0,
                        n => 1u64 << n,
                    };
                    assert_eq!(by_shift, by_table, "{:?} {} {:?}", g.shape, sq, d);
                }
            }
        }
    }

    #[test]
    fn increasing_directions_raise_the_bit_index() {
        for (g, dirs) in SHAPES {
            for sq in bits(g.mask) {
                for &d in dirs {
                    let ray = g.ray(sq, d);
                    let order: Vec<Square> = along(ray, d).collect();
                    let mut walk = Vec::new();
                    let mut at = g.step(sq, d);
                    while at != NONE {
                        walk.push(at);
                        at = g.step(at, d);
                    }
                    assert_eq!(order, walk, "{:?} {} {:?}", g.shape, sq, d);
                }
            }
        }
    }

    #[test]
    fn full_board_has_eight_neighbours_inside() {
        let g = &FULL8;
        let d4 = g.at(3, 3).unwrap();
        assert!(Dir::ALL.iter().all(|&d| g.step(d4, d) != NONE));
        let a1 = g.at(0, 0).unwrap();
        assert_eq!(
            Dir::ALL.iter().filter(|&&d| g.step(a1, d) != NONE).count(),
            3
        );
        assert_eq!(g.ray(a1, Dir::NE).count_ones(), 7);
    }
}
