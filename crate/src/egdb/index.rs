//! Material slices and their perfect index.
//!
//! A position of the database is always seen with the side to move as **South** (a position
//! with North to move is turned half a turn and its colours swapped first: the five games the
//! databases cover are symmetric so), and squares are counted in reading order (0 = the top
//! left dark square, as the PDN numbers them, less one). South's crowning row is then the top
//! row, North's the bottom row, and no man stands on its own crowning row.
//!
//! Within a slice (a [`Material`]: men and kings of the side to move and of the other side)
//! the positions are numbered densely, with no holes, by the combinatorial number system:
//!
//! 1. the mover's men, split by how many `k` stand on the bottom row (where the other side's
//!    men cannot stand): those `k` among the row's squares, the others among the middle rows;
//! 2. the other side's men among the squares below the top row not taken by the mover's men
//!    (their number depends only on `k`);
//! 3. the mover's kings among the squares still free, then the other side's kings among what
//!    is left.
//!
//! A set of `n` squares among a domain is ranked by "colex" order of the squares' places in
//! the domain: `sum C(place_j, j + 1)`.

use crate::board::geometry::{Bitboard, Geometry};
use crate::{Color, Position};

/// The most pieces a database position may have (on either board).
pub const MAX_PIECES: usize = 8;

/// Binomial coefficients `C(n, k)` for `n <= 64`, `k <= MAX_PIECES`.
struct Binomial([[u64; MAX_PIECES + 1]; 65]);

const fn binomials() -> Binomial {
    let mut t = [[0u64; MAX_PIECES + 1]; 65];
    let mut n = 0;
    while n <= 64 {
        t[n][0] = 1;
        let mut k = 1;
        while k <= MAX_PIECES {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    Binomial(t)
}

static BINOMIAL: Binomial = binomials();

/// `C(n, k)` (0 when `k > n`).
#[inline(always)]
pub fn choose(n: u32, k: u32) -> u64 {
    BINOMIAL.0[n as usize][k as usize]
}

/// What stands on the board, as the side to move sees it: men and kings of the side to move
/// (`[0]`) and of the other side (`[1]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Material {
    /// Men: the side to move's, then the other side's.
    pub men: [u8; 2],
    /// Kings likewise.
    pub kings: [u8; 2],
}

impl Material {
    /// The material with the sides exchanged (the slice the other side moves in).
    pub fn swapped(self) -> Material {
        Material {
            men: [self.men[1], self.men[0]],
            kings: [self.kings[1], self.kings[0]],
        }
    }

    /// Pieces of side `s` (0 = to move).
    pub fn side(self, s: usize) -> u32 {
        (self.men[s] + self.kings[s]) as u32
    }

    /// Pieces on the board.
    pub fn total(self) -> u32 {
        self.side(0) + self.side(1)
    }

    /// Men on the board.
    pub fn total_men(self) -> u32 {
        (self.men[0] + self.men[1]) as u32
    }

    /// A dense code below 4096, for tables indexed by material.
    pub fn code(self) -> usize {
        ((self.men[0] as usize * 8 + self.kings[0] as usize) * 8 + self.men[1] as usize) * 8
            + self.kings[1] as usize
    }

    /// The name used in file names and reports: the mover's pieces, `v`, the other's, kings
    /// then men (`kkm-vk`: two kings and a man to move against a king; `-` for none).
    pub fn name(self) -> String {
        let side = |s: usize| {
            let t = "k".repeat(self.kings[s] as usize) + &"m".repeat(self.men[s] as usize);
            if t.is_empty() {
                "-".to_string()
            } else {
                t
            }
        };
        format!("{}v{}", side(0), side(1))
    }

    /// Every material with each side at least one piece and at most `pieces` in all, in the
    /// order they are built: fewer pieces first, then fewer men (a capture or a promotion
    /// always leads to a material earlier in this order).
    pub fn all_up_to(pieces: u32) -> Vec<Material> {
        let mut v = Vec::new();
        for n in 2..=pieces {
            for men in 0..=n {
                for a in 1..n {
                    let b = n - a;
                    for m0 in 0..=a.min(men) {
                        let m1 = men - m0;
                        if m1 > b {
                            continue;
                        }
                        v.push(Material {
                            men: [m0 as u8, m1 as u8],
                            kings: [(a - m0) as u8, (b - m1) as u8],
                        });
                    }
                }
            }
        }
        v
    }
}

/// A board seen by the databases: its squares in reading order and their bits.
#[derive(Debug)]
pub struct Board {
    /// The board's tables.
    pub geometry: &'static Geometry,
    /// Squares.
    pub n: u32,
    /// Squares per row (the size of a crowning row).
    pub row: u32,
    /// Reading index to bit.
    bit: [u8; 64],
    /// Bit to reading index (255 for ghost bits).
    index: [u8; 64],
}

impl Board {
    /// The board of a geometry with dark squares only.
    pub fn new(geometry: &'static Geometry) -> Board {
        let n = geometry.count as u32;
        let mut bit = [0u8; 64];
        let mut index = [255u8; 64];
        for i in 0..n as u8 {
            let b = geometry.bit(i).expect("square");
            bit[i as usize] = b;
            index[b as usize] = i;
        }
        Board {
            geometry,
            n,
            row: geometry.half as u32,
            bit,
            index,
        }
    }

    /// Every square, as a mask in reading order.
    #[inline(always)]
    pub fn all(&self) -> u64 {
        (1u64 << self.n) - 1
    }

    /// The top row (the crowning row of the side to move).
    #[inline(always)]
    pub fn top(&self) -> u64 {
        (1u64 << self.row) - 1
    }

    /// The bottom row (the other side's crowning row).
    #[inline(always)]
    pub fn bottom(&self) -> u64 {
        ((1u64 << self.row) - 1) << (self.n - self.row)
    }

    /// A bitboard as a mask in reading order, turned half a turn when `flip`.
    #[inline(always)]
    pub fn to_mask(&self, mut bb: Bitboard, flip: bool) -> u64 {
        let mut m = 0u64;
        while bb != 0 {
            let i = self.index[bb.trailing_zeros() as usize] as u32;
            m |= 1u64 << if flip { self.n - 1 - i } else { i };
            bb &= bb - 1;
        }
        m
    }

    /// A mask in reading order as a bitboard.
    #[inline(always)]
    pub fn to_bits(&self, mut m: u64) -> Bitboard {
        let mut bb = 0u64;
        while m != 0 {
            bb |= 1u64 << self.bit[m.trailing_zeros() as usize];
            m &= m - 1;
        }
        bb
    }
}

/// A normalised position: masks in reading order, the side to move first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Masks {
    /// Men of the side to move, then of the other.
    pub men: [u64; 2],
    /// Kings likewise.
    pub kings: [u64; 2],
}

impl Masks {
    /// The material.
    pub fn material(&self) -> Material {
        Material {
            men: [
                self.men[0].count_ones() as u8,
                self.men[1].count_ones() as u8,
            ],
            kings: [
                self.kings[0].count_ones() as u8,
                self.kings[1].count_ones() as u8,
            ],
        }
    }

    /// Whether the databases have an index for it: not with a man on its crowning row, which
    /// play never leaves but a problem's FEN may set (the FEN reader keeps it a man).
    #[inline(always)]
    pub fn indexed(&self, board: &Board) -> bool {
        self.men[0] & board.top() == 0 && self.men[1] & board.bottom() == 0
    }

    /// A position of the draughts family as the databases see it (North to move is turned).
    pub fn of(board: &Board, pos: &Position) -> Masks {
        let flip = pos.turn == Color::North;
        let me = pos.turn;
        let them = me.other();
        Masks {
            men: [
                board.to_mask(pos.men(me), flip),
                board.to_mask(pos.men(them), flip),
            ],
            kings: [
                board.to_mask(pos.kings_of(me), flip),
                board.to_mask(pos.kings_of(them), flip),
            ],
        }
    }

    /// The position, South to move.
    pub fn position(&self, board: &Board) -> Position {
        let mut p = Position::empty(Color::South);
        p.by_color[0] = board.to_bits(self.men[0] | self.kings[0]);
        p.by_color[1] = board.to_bits(self.men[1] | self.kings[1]);
        p.kings = board.to_bits(self.kings[0] | self.kings[1]);
        p
    }
}

/// The place of `sq` among the squares of `domain`.
#[inline(always)]
fn place(domain: u64, sq: u32) -> u32 {
    (domain & ((1u64 << sq) - 1)).count_ones()
}

/// The colex rank of `set` (a subset of `domain`) among the subsets of `domain` of its size.
#[inline(always)]
fn rank(mut set: u64, domain: u64) -> u64 {
    let mut r = 0;
    let mut j = 1;
    while set != 0 {
        r += choose(place(domain, set.trailing_zeros()), j);
        set &= set - 1;
        j += 1;
    }
    r
}

/// The `c`-th square (from 0) of `domain`.
#[inline(always)]
fn select(mut domain: u64, c: u32) -> u32 {
    for _ in 0..c {
        domain &= domain - 1;
    }
    domain.trailing_zeros()
}

/// The subset of `n` squares of `domain` (of `d` squares) with colex rank `r`.
#[inline(always)]
fn unrank(mut r: u64, n: u32, domain: u64) -> u64 {
    let mut set = 0u64;
    let mut top = domain.count_ones();
    for j in (1..=n).rev() {
        // the largest c < top with C(c, j) <= r
        let mut c = top - 1;
        while choose(c, j) > r {
            c -= 1;
        }
        r -= choose(c, j);
        set |= 1u64 << select(domain, c);
        top = c;
    }
    set
}

/// The index of one slice: its size and the offsets of its parts.
#[derive(Clone, Debug)]
pub struct Slice {
    /// The material.
    pub material: Material,
    /// Positions in the slice.
    pub size: u64,
    /// Where the part with `k` of the mover's men on the bottom row starts, counted in men
    /// placements (before the kings' factor).
    offset: [u64; MAX_PIECES + 2],
    /// Placements of the kings for one placement of the men.
    kings_factor: u64,
    n: u32,
    row: u32,
}

impl Slice {
    /// The index of `material` on `board`.
    pub fn new(board: &Board, material: Material) -> Slice {
        let (n, row) = (board.n, board.row);
        let mid = n - 2 * row;
        let [m0, m1] = [material.men[0] as u32, material.men[1] as u32];
        let [k0, k1] = [material.kings[0] as u32, material.kings[1] as u32];
        let mut offset = [0u64; MAX_PIECES + 2];
        for k in 0..=MAX_PIECES {
            let part = if k as u32 <= m0.min(row) {
                let k = k as u32;
                choose(row, k) * choose(mid, m0 - k) * choose(n - row - (m0 - k), m1)
            } else {
                0
            };
            offset[k + 1] = offset[k] + part;
        }
        let free = n - m0 - m1;
        let kings_factor = choose(free, k0) * choose(free - k0, k1);
        Slice {
            material,
            size: offset[MAX_PIECES + 1] * kings_factor,
            offset,
            kings_factor,
            n,
            row,
        }
    }

    /// The index of a normalised position of this slice.
    #[inline]
    pub fn index(&self, m: &Masks) -> u64 {
        let all = (1u64 << self.n) - 1;
        let top = (1u64 << self.row) - 1;
        let bottom = top << (self.n - self.row);
        let mid = all & !top & !bottom;
        let back = m.men[0] & bottom;
        let k = back.count_ones();
        let men0 = m.men[0] & mid;
        let mid_n = mid.count_ones();
        let their_domain = all & !bottom & !m.men[0];
        let placements = |c: u32| choose(c, (m.men[0] & mid).count_ones());
        let men = self.offset[k as usize]
            + ((rank(back, bottom) * placements(mid_n) + rank(men0, mid))
                * choose(their_domain.count_ones(), self.material.men[1] as u32)
                + rank(m.men[1], their_domain));
        let free = all & !m.men[0] & !m.men[1];
        let rest = free & !m.kings[0];
        let kings = rank(m.kings[0], free)
            * choose(rest.count_ones(), self.material.kings[1] as u32)
            + rank(m.kings[1], rest);
        men * self.kings_factor + kings
    }

    /// The normalised position of index `i` (< `size`).
    pub fn masks(&self, i: u64) -> Masks {
        let all = (1u64 << self.n) - 1;
        let top = (1u64 << self.row) - 1;
        let bottom = top << (self.n - self.row);
        let mid = all & !top & !bottom;
        let [m0, m1] = [self.material.men[0] as u32, self.material.men[1] as u32];
        let [k0, k1] = [self.material.kings[0] as u32, self.material.kings[1] as u32];
        let (men, kings) = (i / self.kings_factor, i % self.kings_factor);
        let mut k = 0;
        while self.offset[k + 1] <= men {
            k += 1;
        }
        let mut r = men - self.offset[k];
        let k = k as u32;
        let their_count = self.n - self.row - (m0 - k);
        let theirs_r = r % choose(their_count, m1);
        r /= choose(their_count, m1);
        let mid_count = choose(mid.count_ones(), m0 - k);
        let (back_r, mid_r) = (r / mid_count, r % mid_count);
        let men0 = unrank(back_r, k, bottom) | unrank(mid_r, m0 - k, mid);
        let their_domain = all & !bottom & !men0;
        let men1 = unrank(theirs_r, m1, their_domain);
        let free = all & !men0 & !men1;
        let rest_n = free.count_ones() - k0;
        let f1 = choose(rest_n, k1);
        let kings0 = unrank(kings / f1, k0, free);
        let kings1 = unrank(kings % f1, k1, free & !kings0);
        Masks {
            men: [men0, men1],
            kings: [kings0, kings1],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::geometry::{DARK10, DARK8};

    #[test]
    fn the_index_is_a_bijection() {
        for (g, pieces) in [(&DARK8, 3), (&DARK10, 3)] {
            let board = Board::new(g);
            for mat in Material::all_up_to(pieces) {
                let s = Slice::new(&board, mat);
                for i in 0..s.size {
                    let m = s.masks(i);
                    assert_eq!(m.material(), mat);
                    assert_eq!(m.men[0] & board.top(), 0);
                    assert_eq!(m.men[1] & board.bottom(), 0);
                    let union = m.men[0] | m.men[1] | m.kings[0] | m.kings[1];
                    assert_eq!(union.count_ones(), mat.total());
                    assert_eq!(s.index(&m), i, "{} {i}", mat.name());
                }
            }
        }
    }

    #[test]
    fn slice_sizes_count_every_placement() {
        // Two men of the mover on 8x8: 28 squares each, C(28, 2).
        let board = Board::new(&DARK8);
        let s = Slice::new(
            &board,
            Material {
                men: [2, 1],
                kings: [0, 0],
            },
        );
        // Brute force.
        let mut n = 0u64;
        let d0 = board.all() & !board.top();
        let d1 = board.all() & !board.bottom();
        for a in 0..32 {
            for b in a + 1..32 {
                let pair = (1u64 << a) | (1u64 << b);
                if pair & !d0 != 0 {
                    continue;
                }
                n += (d1 & !pair).count_ones() as u64;
            }
        }
        assert_eq!(s.size, n);
    }
}
