//! Stack'Em (RULES.md section 8; seed 002, the "KING ME" leaflet of Winning Moves).
//!
//! 8x8 dark squares numbered 1-32 as in American checkers; Red (North) on 1-12 moves first,
//! Black (South) on 21-32. Checkers form stacks. The top checker of a stack controls it, and
//! the whole stack moves as that checker: a man one square diagonally forward, a king one
//! square in any of the four diagonals. Capture is compulsory, with free choice among the
//! sequences, and a chosen sequence is completed. A jump takes only the top checker of the
//! jumped stack and puts it, demoted to a man if it was a king, at the bottom of the jumping
//! stack; the rest of the jumped stack stays (and may now be controlled by the other side).
//! After any jump the jumping top checker is a king and may go on jumping in any direction,
//! over the same stack again if its new top is an opponent's. A man stepping onto its King Me
//! row (the far row) is crowned. A stack that lands on its owner's King Me row loses every
//! opposing checker in it: they leave the game. A player who controls no stack, or cannot
//! move, loses. Draws: only the house rule (threefold repetition, kept by the game layer).
//!
//! # Interpretations
//!
//! All of them are stated in [`StackEm`]'s rules summary as well.
//!
//! 1. **King Me row release in the middle of a jump** ([`RELEASE_AT_EVERY_LANDING`]): the
//!    leaflet says "*whenever* you move a stack onto your King Me row, you remove all the
//!    opposing pieces from this stack". We apply it at every landing on that row, the
//!    intermediate landings of a multi-jump included, after the checker taken by that jump
//!    has gone under the stack (so it is released too). Checkers taken by later jumps of the
//!    same move stay prisoners, unless the stack lands on the row again.
//! 2. **A man's first jump goes forward** ("movement is identical to standard checkers": men
//!    move and jump forward only); from its first landing on it is a king and jumps in all
//!    four directions.
//! 3. **Buried checkers are men** ("only pieces may be buried in stacks"): a captured king is
//!    demoted before it goes under, so a checker freed when the stack above it is jumped
//!    away is a man, whatever it was before. Only the top checker of a stack can be a king;
//!    the FEN reader refuses a king anywhere else.
//! 4. **What "the same move" is** (the drop convention): two capture routes are one move
//!    when they have the same origin, the same destination, the same captured squares
//!    counted with multiplicity (a square jumped twice gave up two checkers), and the same
//!    resulting position. Every captured checker is an opposing man once it is under the
//!    stack, so the captures' order never matters to the jumped squares or to the jumping
//!    stack; what can differ with all the rest equal is how many prisoners the stack carries
//!    at the end, when the routes land on the King Me row at different moments
//!    (interpretation 1). The route kept is the first one found.
//! 5. **Losing**: a player who controls no stack on their turn loses ([`Rules::decided`]),
//!    as does a player who cannot move (the game layer).
//!
//! # The position
//!
//! [`StackPosition`] is 160 bytes, `Copy`, with no heap: one `u32` per square (in PDN order,
//! square 1 first) holding the whole stack, and three bitboards that the move generator reads
//! (the squares each side controls, and the squares topped by a king). A stack word holds the
//! colours of its checkers bottom first, bit 0 the bottom checker, 1 for Red (North) and 0
//! for Black (South), with a 1 bit just above the top checker marking the height (`0` is an
//! empty square; `0b10` a single Black checker, `0b11` a single Red checker; `0b1110` is,
//! bottom to top, Black, Red, Red). Since only the top checker can be a king, the `kings`
//! bitboard is all the position needs to know about kinds. Putting a prisoner under a stack
//! is a shift, taking the top off clears the height bit and sets the one below it.
//! The representation is canonical, so the derived `Eq` and `Hash` compare positions.
//!
//! # Move generation
//!
//! Steps come from whole-bitboard shifts, as in the draughts family. Captures are searched
//! depth-first on a scratch copy of the stacks: each jump takes the top off the jumped
//! square (which stays occupied, and stays prey if its new top is an opponent's), puts an
//! opposing man under the moving stack, and applies the King Me row release at each landing;
//! the move is undone on the way back. The moving stack as it ends the move is kept in
//! [`Move::key`], which makes the drop convention's "same resulting position" a comparison
//! of one number (the jumped squares follow from the captured multiset). Nothing is
//! allocated: the search works on the stack and moves go into a fixed-capacity [`MoveList`].

use crate::board::geometry::{between, bits, Bitboard, Dir, Geometry, Square, DARK8, NONE};
use crate::board::moves::{Move, MoveList};
use crate::games::family::{crown_row, forward};
use crate::notation::fen::{self, FenPiece};
use crate::rules::{Rules, VariantInfo};
use crate::said::{Code, Said};
use crate::{Color, FenError, Piece, PieceKind, SetupError};

/// Stack'Em: the checkers game of stacks from Winning Moves' "KING ME".
#[derive(Clone, Copy, Debug, Default)]
pub struct StackEm;

/// Checkers each side starts with (and the most a FEN may give a side, buried ones counted).
pub const CHECKERS: u32 = 12;

/// Interpretation 1 of the module documentation: the King Me row release happens at every
/// landing on the row, in the middle of a multi-jump too (not only where the move ends).
pub const RELEASE_AT_EVERY_LANDING: bool = true;

const G: &Geometry = &DARK8;

/// A Stack'Em position: every stack, who controls each square, which tops are kings, and
/// the side to move. See the module documentation for the layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StackPosition {
    /// The stack on each square, square 1 first (see the module documentation).
    stacks: [u32; 32],
    /// The squares whose top checker is South's (Black's) / North's (Red's), by
    /// [`Color::idx`], in the [`DARK8`] bit layout.
    control: [Bitboard; 2],
    /// The squares whose top checker is a king.
    kings: Bitboard,
    /// The side to move.
    turn: Color,
}

/// The bit of one square.
#[inline(always)]
fn bit(sq: Square) -> Bitboard {
    1u64 << sq
}

/// The index of a square in [`StackPosition::stacks`] (its PDN number minus one).
#[inline(always)]
fn ix(sq: Square) -> usize {
    G.index(sq) as usize
}

/// The colour bit of a side in a stack word.
#[inline(always)]
fn cbit(c: Color) -> u32 {
    c as u32
}

/// The side of a colour bit.
#[inline(always)]
fn side(b: u32) -> Color {
    if b & 1 == 0 {
        Color::South
    } else {
        Color::North
    }
}

/// The number of checkers in a stack word.
#[inline(always)]
fn height(s: u32) -> u32 {
    (32 - s.leading_zeros()).saturating_sub(1)
}

/// The colour bit of a non-empty stack's top checker.
#[inline(always)]
fn top_bit(s: u32) -> u32 {
    (s >> (height(s) - 1)) & 1
}

/// The stack without its top checker (`0` when it was the only one).
#[inline(always)]
fn pop_top(s: u32) -> u32 {
    let h = height(s);
    if h <= 1 {
        0
    } else {
        (s & ((1 << (h - 1)) - 1)) | (1 << (h - 1))
    }
}

/// The stack with a checker of colour bit `c` put under it.
#[inline(always)]
fn push_bottom(s: u32, c: u32) -> u32 {
    (s << 1) | c
}

/// The stack with every checker whose colour bit is not `keep` taken out (the King Me row
/// release). The top is always kept: it is the owner's.
#[inline]
fn release(s: u32, keep: u32) -> u32 {
    let h = height(s);
    let mut out = 0;
    let mut n = 0;
    for i in 0..h {
        let c = (s >> i) & 1;
        if c == keep {
            out |= c << n;
            n += 1;
        }
    }
    out | (1 << n)
}

/// The number of checkers of colour bit `c` in a stack.
#[inline]
fn count_in(s: u32, c: u32) -> u32 {
    let h = height(s);
    let red = (s & ((1u32 << h) - 1)).count_ones();
    if c == 1 {
        red
    } else {
        h - red
    }
}

/// A single checker of side `c`.
#[inline(always)]
fn single(c: Color) -> u32 {
    0b10 | cbit(c)
}

impl StackPosition {
    /// An empty board with `turn` to move.
    pub const fn empty(turn: Color) -> StackPosition {
        StackPosition {
            stacks: [0; 32],
            control: [0, 0],
            kings: 0,
            turn,
        }
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The squares whose top checker is `c`'s (the stacks `c` controls and may move).
    pub fn controlled(&self, c: Color) -> Bitboard {
        self.control[c.idx()]
    }

    /// The squares whose top checker is a king.
    pub fn kings(&self) -> Bitboard {
        self.kings
    }

    /// Every square with a stack on it.
    pub fn occupied(&self) -> Bitboard {
        self.control[0] | self.control[1]
    }

    /// The number of checkers on `sq` (0 for an empty square or a square not of the board).
    pub fn height(&self, sq: Square) -> usize {
        if G.contains(sq) {
            height(self.stacks[ix(sq)]) as usize
        } else {
            0
        }
    }

    /// The number of `c`'s checkers on the board, on top of stacks or buried in them.
    pub fn checkers(&self, c: Color) -> u32 {
        self.stacks.iter().map(|&s| count_in(s, cbit(c))).sum()
    }

    /// The stack on `sq`, bottom first (empty for an empty square).
    pub fn stack(&self, sq: Square) -> Vec<Piece> {
        if !G.contains(sq) {
            return Vec::new();
        }
        let s = self.stacks[ix(sq)];
        let h = height(s);
        (0..h)
            .map(|i| Piece {
                color: side(s >> i),
                kind: if i + 1 == h && self.kings & bit(sq) != 0 {
                    PieceKind::King
                } else {
                    PieceKind::Man
                },
            })
            .collect()
    }

    /// The top checker of `sq`.
    pub fn top(&self, sq: Square) -> Option<Piece> {
        if !G.contains(sq) {
            return None;
        }
        let s = self.stacks[ix(sq)];
        (s != 0).then(|| Piece {
            color: side(top_bit(s)),
            kind: if self.kings & bit(sq) != 0 {
                PieceKind::King
            } else {
                PieceKind::Man
            },
        })
    }

    /// Checks the position's own consistency: the control bitboards are the colours of the
    /// stack tops, kings stand only on occupied squares, nothing lies outside the 32 squares,
    /// no side has more than 12 checkers. For tests; every position the engine makes passes.
    pub fn validate(&self) -> Result<(), String> {
        if self.control[0] & self.control[1] != 0 {
            return Err("a square is controlled by both sides".into());
        }
        if (self.occupied() | self.kings) & !G.mask != 0 {
            return Err("a bitboard has a bit outside the 32 squares".into());
        }
        if self.kings & !self.occupied() != 0 {
            return Err("a king on an empty square".into());
        }
        for i in 0..32u8 {
            let sq = G.bit(i).expect("32 squares");
            let s = self.stacks[i as usize];
            let want = match s {
                0 => None,
                _ if height(s) > 2 * CHECKERS => {
                    return Err(format!("the stack on {} is too tall", i + 1))
                }
                _ => Some(side(top_bit(s))),
            };
            let have = Color::BOTH
                .into_iter()
                .find(|c| self.control[c.idx()] & bit(sq) != 0);
            if want != have {
                return Err(format!(
                    "square {}: control {have:?} but top {want:?}",
                    i + 1
                ));
            }
        }
        for c in Color::BOTH {
            if self.checkers(c) > CHECKERS {
                return Err(format!("{c:?} has {} checkers", self.checkers(c)));
            }
        }
        Ok(())
    }

    /// Puts the stack word `s` on `sq` (its top a king if `king`), keeping the bitboards.
    #[inline(always)]
    fn set(&mut self, sq: Square, s: u32, king: bool) {
        let b = bit(sq);
        self.stacks[ix(sq)] = s;
        self.control[0] &= !b;
        self.control[1] &= !b;
        self.kings &= !b;
        if s != 0 {
            self.control[top_bit(s) as usize] |= b;
            if king {
                self.kings |= b;
            }
        }
    }

    /// Whether the stack moving from `from` to `to` without capturing loses prisoners on its
    /// King Me row (a release).
    fn step_releases(&self, from: Square, to: Square) -> bool {
        crown_row(G, self.turn) & bit(to) != 0
            && count_in(self.stacks[ix(from)], cbit(self.turn.other())) > 0
    }
}

/// The squares from which a stack could jump in direction `d` over one of `prey` onto one of
/// `empty`.
#[inline(always)]
fn jump_sources(empty: Bitboard, prey: Bitboard, d: Dir) -> Bitboard {
    let r = d.reverse();
    G.shift(G.shift(empty, r) & prey, r)
}

/// The stacks of the side to move that have a first jump.
#[inline(always)]
fn jumpers(pos: &StackPosition) -> Bitboard {
    let me = pos.turn;
    let mine = pos.control[me.idx()];
    let prey = pos.control[me.other().idx()];
    if prey == 0 {
        return 0;
    }
    let empty = G.mask & !pos.occupied();
    let [f1, f2] = forward(me);
    let [b1, b2] = forward(me.other());
    let fwd = jump_sources(empty, prey, f1) | jump_sources(empty, prey, f2);
    let bwd = jump_sources(empty, prey, b1) | jump_sources(empty, prey, b2);
    mine & (fwd | (bwd & pos.kings))
}

/// Whether two capture lists hold the same squares the same number of times.
fn same_multiset(a: &[Square], b: &[Square]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let mut x = [0u8; crate::MAX_JUMPS];
    let mut y = [0u8; crate::MAX_JUMPS];
    x[..a.len()].copy_from_slice(a);
    y[..b.len()].copy_from_slice(b);
    x[..a.len()].sort_unstable();
    y[..b.len()].sort_unstable();
    x[..a.len()] == y[..b.len()]
}

/// The depth-first capture search of one position.
struct Search<'a> {
    /// Colour bits of the mover and of the opponent.
    me: u32,
    opp: u32,
    /// The mover's King Me row.
    crown: Bitboard,
    /// The stacks as they stand during the search (the moving stack is not on the board).
    stacks: [u32; 32],
    /// Occupied squares, without the moving stack.
    occ: Bitboard,
    /// Squares topped by an opponent's checker.
    prey: Bitboard,
    /// The moving stack as it stands now.
    mover: u32,
    /// Whether the moving top was a man when the move began (it is crowned by jumping).
    promote: bool,
    mv: Move,
    out: &'a mut MoveList,
}

impl Search<'_> {
    /// Every jump from `sq` in `dirs`, each followed to the end of its sequence; returns
    /// whether there was one.
    fn jumps(&mut self, sq: Square, dirs: &[Dir]) -> bool {
        let mut any = false;
        for &d in dirs {
            let land = G.jump(sq, d);
            if land == NONE {
                continue;
            }
            let over = G.step(sq, d);
            let (ob, lb) = (bit(over), bit(land));
            if self.prey & ob == 0 || self.occ & lb != 0 {
                continue;
            }
            any = true;
            let oi = ix(over);
            let (stack, occ, prey, mover, captured) = (
                self.stacks[oi],
                self.occ,
                self.prey,
                self.mover,
                self.mv.captured,
            );
            // The top checker leaves the jumped stack...
            let rest = pop_top(stack);
            self.stacks[oi] = rest;
            if rest == 0 {
                self.occ &= !ob;
                self.prey &= !ob;
            } else if top_bit(rest) == self.me {
                self.prey &= !ob;
            }
            // ... and goes, a man, under the jumping stack, which lands.
            let mut m = push_bottom(mover, self.opp);
            if self.crown & lb != 0 && RELEASE_AT_EVERY_LANDING {
                m = release(m, self.me);
            }
            self.mover = m;
            self.mv.push_landing(land);
            self.mv.push_capture(over);
            self.mv.captured |= ob;
            // The top is a king now: it goes on in any direction.
            if !self.jumps(land, &Dir::DIAGONAL) {
                self.emit();
            }
            self.mv.pop_landing();
            self.mv.pop_capture();
            self.mv.captured = captured;
            self.stacks[oi] = stack;
            self.occ = occ;
            self.prey = prey;
            self.mover = mover;
        }
        any
    }

    /// Adds the sequence built so far, unless the same move (interpretation 4) is there.
    fn emit(&mut self) {
        let mut m = self.mv;
        if !RELEASE_AT_EVERY_LANDING && self.crown & bit(m.to()) != 0 {
            self.mover = release(self.mover, self.me);
        }
        m.key = self.mover;
        m.promotion = self.promote.then_some(PieceKind::King);
        let dup = self.out.iter().any(|o| {
            o.from == m.from
                && o.to() == m.to()
                && o.key == m.key
                && o.captured == m.captured
                && o.capture_count() == m.capture_count()
                && same_multiset(o.captures(), m.captures())
        });
        if !dup {
            // MAX_MOVES (400) is far above what a position of 24 checkers has (a
            // hill-climbing search for the most capture moves found far fewer). Should it ever be
            // reached, the move is left out rather than the engine panicking.
            let _ = self.out.try_push(m);
        }
    }
}

/// The capture moves of the side to move, into `out`.
fn captures(pos: &StackPosition, out: &mut MoveList) {
    let from_set = jumpers(pos);
    if from_set == 0 {
        return;
    }
    let me = pos.turn;
    let occ = pos.occupied();
    let mut s = Search {
        me: cbit(me),
        opp: cbit(me.other()),
        crown: crown_row(G, me),
        stacks: pos.stacks,
        occ,
        prey: pos.control[me.other().idx()],
        mover: 0,
        promote: false,
        mv: Move::start(0),
        out,
    };
    for from in bits(from_set) {
        s.occ = occ & !bit(from);
        s.mover = pos.stacks[ix(from)];
        s.mv.restart(from);
        let man = pos.kings & bit(from) == 0;
        s.promote = man;
        if man {
            s.jumps(from, &forward(me));
        } else {
            s.jumps(from, &Dir::DIAGONAL);
        }
    }
}

/// The steps of the side to move, into `out`.
fn steps(pos: &StackPosition, out: &mut MoveList) {
    let me = pos.turn;
    let mine = pos.control[me.idx()];
    let empty = G.mask & !pos.occupied();
    let crown = crown_row(G, me);
    let men = mine & !pos.kings;
    let kings = mine & pos.kings;
    for d in forward(me) {
        for to in bits(G.shift(men, d) & empty) {
            let mut m = Move::step(G.step(to, d.reverse()), to);
            if crown & bit(to) != 0 {
                m.promotion = Some(PieceKind::King);
            }
            out.push(m);
        }
    }
    for d in Dir::DIAGONAL {
        for to in bits(G.shift(kings, d) & empty) {
            out.push(Move::step(G.step(to, d.reverse()), to));
        }
    }
}

const SUMMARY: &str = "Stack'Em, the stacking checkers game of Winning Moves' KING ME. 8x8 \
board, the 32 dark squares numbered as in American checkers; 12 checkers each. Red starts on \
1-12 and moves first; Black starts on 21-32. Checkers pile up into stacks: the player whose \
checker is on top of a stack controls it, and the whole stack moves as its top checker does. \
A stack topped by a man moves one square diagonally forward; a stack topped by a king moves \
one square diagonally forward or backward. Jumping is compulsory: when you can jump you must, \
you may choose which jump, and you must finish the sequence you chose. A stack jumps over a \
neighbouring stack topped by an opponent's checker onto the empty square beyond. Only that \
top checker is captured: it goes under the bottom of the jumping stack (a captured king loses \
its crown first; only the top checker of a stack can be a king). The rest of the jumped \
stack stays where it is, and a checker of yours freed that way is yours to move again. After \
any jump the jumping top checker is a king and may go on jumping in any direction, even over \
the same stack again if its new top is an opponent's; a man's first jump goes forward, as in \
checkers. A man that steps onto its King Me row (the far row) is crowned. Whenever your \
stack lands on your King Me row, all your opponent's checkers in it are removed from the \
game. Our reading: this happens at every landing on that row, also in the middle of a \
multi-jump (the checker taken by that jump included); checkers taken later in the same move \
stay prisoners. Two jump routes with the same start, end, captured checkers and outcome are \
one move. You lose when you control no stack or cannot move. Draw: the same position three \
times with the same player to move.";

impl Rules for StackEm {
    type Position = StackPosition;

    const INFO: VariantInfo = VariantInfo {
        id: "stackem",
        name: "Stack'Em",
        color_names: ["Black", "Red"],
        color_letters: ['B', 'R'],
        first: Color::North,
        // Not a PDN 3.0 game type: ours, from the range the standard keeps for future
        // draughts games (42 is Polish checkers).
        gametype: "43",
        max_pieces: CHECKERS as usize,
        stacks: true,
        summary: SUMMARY,
        ..VariantInfo::BASE
    };

    fn start() -> StackPosition {
        let mut p = StackPosition::empty(Color::North);
        for i in 0..12u8 {
            let red = G.bit(i).expect("a square");
            let black = G.bit(31 - i).expect("a square");
            p.set(red, single(Color::North), false);
            p.set(black, single(Color::South), false);
        }
        p
    }

    fn turn(pos: &StackPosition) -> Color {
        pos.turn
    }

    fn generate(pos: &StackPosition, out: &mut MoveList) {
        out.clear();
        captures(pos, out);
        if out.is_empty() {
            steps(pos, out);
        }
    }

    fn play(pos: &StackPosition, mv: &Move) -> StackPosition {
        let me = pos.turn;
        let (mb, ob) = (cbit(me), cbit(me.other()));
        let crown = crown_row(G, me);
        let mut p = *pos;
        let mut mover = p.stacks[ix(mv.from)];
        let mut king = p.kings & bit(mv.from) != 0;
        p.set(mv.from, 0, false);
        if mv.is_capture() {
            for (&over, &land) in mv.captures().iter().zip(mv.landings()) {
                let rest = pop_top(p.stacks[ix(over)]);
                p.set(over, rest, false);
                mover = push_bottom(mover, ob);
                if crown & bit(land) != 0 && RELEASE_AT_EVERY_LANDING {
                    mover = release(mover, mb);
                }
            }
            if !RELEASE_AT_EVERY_LANDING && crown & bit(mv.to()) != 0 {
                mover = release(mover, mb);
            }
            king = true;
        } else if crown & bit(mv.to()) != 0 {
            king = true;
            mover = release(mover, mb);
        }
        p.set(mv.to(), mover, king);
        p.turn = me.other();
        p
    }

    fn count(pos: &StackPosition) -> u64 {
        if jumpers(pos) != 0 {
            let mut list = MoveList::new();
            captures(pos, &mut list);
            return list.len() as u64;
        }
        let me = pos.turn;
        let mine = pos.control[me.idx()];
        let empty = G.mask & !pos.occupied();
        let (men, kings) = (mine & !pos.kings, mine & pos.kings);
        let [f1, f2] = forward(me);
        let mut n =
            (G.shift(men, f1) & empty).count_ones() + (G.shift(men, f2) & empty).count_ones();
        if kings != 0 {
            for d in Dir::DIAGONAL {
                n += (G.shift(kings, d) & empty).count_ones();
            }
        }
        n as u64
    }

    fn piece_at(pos: &StackPosition, sq: Square) -> Option<Piece> {
        pos.top(sq)
    }

    fn stack_at(pos: &StackPosition, sq: Square) -> Vec<Piece> {
        pos.stack(sq)
    }

    #[inline]
    fn content(pos: &StackPosition, sq: Square) -> u32 {
        // The stack word (at most 25 bits), with the top checker's crown above it.
        pos.stacks[ix(sq)] | (((pos.kings >> sq) & 1) as u32) << 30
    }

    fn decided(pos: &StackPosition) -> Option<(Option<Color>, Said)> {
        let info = &Self::INFO;
        for loser in [pos.turn, pos.turn.other()] {
            if pos.control[loser.idx()] == 0 {
                let winner = loser.other();
                return Some((
                    Some(winner),
                    Said::new(Code::NoStack)
                        .color("winner", winner, info.color_name(winner))
                        .color("loser", loser, info.color_name(loser)),
                ));
            }
        }
        None
    }

    fn empty(turn: Color) -> StackPosition {
        StackPosition::empty(turn)
    }

    /// A stack bottom first, only its top a king (a buried checker is a man).
    fn place(pos: &mut StackPosition, sq: Square, stack: &[Piece]) -> Result<(), SetupError> {
        let name = || Self::INFO.squares.name(G, sq);
        let max = 2 * CHECKERS as usize;
        if stack.len() > max {
            return Err(SetupError::StackTooTall(name(), max));
        }
        let Some((top, below)) = stack.split_last() else {
            return Err(SetupError::NothingThere(name()));
        };
        if below.iter().any(|p| p.kind != PieceKind::Man) {
            return Err(SetupError::KingUnder(name()));
        }
        let s = stack
            .iter()
            .enumerate()
            .fold(1 << stack.len(), |s, (i, p)| s | cbit(p.color) << i);
        pos.set(sq, s, top.kind == PieceKind::King);
        Ok(())
    }

    fn parse_fen(text: &str) -> Result<StackPosition, FenError> {
        read_fen(text)
    }

    fn write_fen(pos: &StackPosition) -> String {
        write_fen(pos)
    }

    fn is_irreversible(pos: &StackPosition, mv: &Move) -> bool {
        mv.is_capture() || pos.kings & bit(mv.from) == 0 || pos.step_releases(mv.from, mv.to())
    }

    fn changes_material(pos: &StackPosition, mv: &Move) -> bool {
        mv.is_capture() || mv.promotion.is_some() || pos.step_releases(mv.from, mv.to())
    }

    fn immediate_removal() -> bool {
        // The jumped checker leaves its square at once (the rest of its stack stays, and may
        // be jumped again).
        true
    }

    fn explain_quiet(pos: &StackPosition, from: Square, to: Square) -> Said {
        let me = pos.turn;
        if pos.occupied() & bit(to) != 0 {
            return Code::StackTaken.into();
        }
        let Some(&d) = Dir::DIAGONAL
            .iter()
            .find(|&&d| G.ray(from, d) & bit(to) != 0)
        else {
            return Code::StackDiagonal.into();
        };
        let king = pos.kings & bit(from) != 0;
        if !king && !forward(me).contains(&d) {
            return Code::StackForward.into();
        }
        let path = between(G, from, to);
        if path.count_ones() == 1 {
            return if pos.control[me.idx()] & path != 0 {
                Code::StackOwnJump.into()
            } else {
                Code::StackJump.into()
            };
        }
        Code::StackOneSquare.into()
    }
}

/// The FEN letter of a checker: the colour letter, upper case for a king.
fn checker_letter(c: Color, king: bool) -> char {
    let l = StackEm::INFO.color_letters[c.idx()];
    if king {
        l
    } else {
        l.to_ascii_lowercase()
    }
}

/// Reads a `SQUARE(stack)` item listed under `color`: the square, the stack word, whether
/// its top is a king.
fn read_stack(color: Color, raw: &str, open: usize) -> Result<(Square, u32, bool), FenError> {
    let info = &StackEm::INFO;
    let sq_text = raw[..open].trim();
    if sq_text.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err(FenError::Invalid(
            Said::new(Code::FenStackPrefix).text("text", raw),
        ));
    }
    let sq = info
        .squares
        .parse(G, sq_text)
        .ok_or_else(|| FenError::BadSquare(sq_text.to_string()))?;
    let Some(inner) = raw[open + 1..].trim_end().strip_suffix(')') else {
        return Err(FenError::Invalid(
            Said::new(Code::FenStackOpen).text("text", raw),
        ));
    };
    let inner = inner.trim();
    if inner.is_empty() {
        return Err(FenError::Invalid(
            Said::new(Code::FenStackEmpty).text("text", raw),
        ));
    }
    let n = inner.chars().count();
    if n > 2 * CHECKERS as usize {
        return Err(FenError::Invalid(
            Said::new(Code::FenStackTall)
                .text("text", raw)
                .number("most", 2 * CHECKERS),
        ));
    }
    let mut s = 0u32;
    let mut top = (color, false);
    for (i, ch) in inner.chars().enumerate() {
        let found = Color::BOTH.into_iter().find_map(|c| {
            if ch == checker_letter(c, false) {
                Some((c, false))
            } else if ch == checker_letter(c, true) {
                Some((c, true))
            } else {
                None
            }
        });
        let Some((c, king)) = found else {
            return Err(FenError::Invalid(
                Said::new(Code::FenStackLetter)
                    .text("letter", &ch.to_string())
                    .text("text", raw),
            ));
        };
        if king && i + 1 != n {
            return Err(FenError::Invalid(
                Said::new(Code::FenStackKing).text("text", raw),
            ));
        }
        s |= cbit(c) << i;
        top = (c, king);
    }
    if top.0 != color {
        let name = info.squares.name(G, sq);
        return Err(FenError::Invalid(
            Said::new(Code::FenStackTop)
                .square("square", name)
                .color("side", top.0, info.color_name(top.0))
                .text("letter", &info.color_letters[top.0.idx()].to_string()),
        ));
    }
    Ok((sq, s | (1 << n), top.1))
}

/// Reads a Stack'Em FEN: `R:R1-12:B21-32`, stacks as `22(brR)` under their controlling side.
fn read_fen(text: &str) -> Result<StackPosition, FenError> {
    let info = &StackEm::INFO;
    let mut stacks: Vec<(Square, u32, bool)> = Vec::new();
    let (turn, tops) = fen::read(info, text, |color, raw| {
        let open = raw.find('(')?;
        Some(read_stack(color, raw, open).map(|(square, s, king)| {
            stacks.push((square, s, king));
            vec![FenPiece {
                square,
                color,
                kind: if king {
                    PieceKind::King
                } else {
                    PieceKind::Man
                },
            }]
        }))
    })?;
    let mut pos = StackPosition::empty(turn);
    for p in tops {
        let (s, king) = match stacks.iter().find(|(sq, _, _)| *sq == p.square) {
            Some(&(_, s, king)) => (s, king),
            None => (single(p.color), p.kind == PieceKind::King),
        };
        pos.set(p.square, s, king);
    }
    for c in Color::BOTH {
        let n = pos.checkers(c);
        if n > CHECKERS {
            return Err(FenError::TooManyPieces(
                info.color_letters[c.idx()],
                n as usize,
                CHECKERS as usize,
            ));
        }
    }
    Ok(pos)
}

/// Writes a Stack'Em FEN: the side to move, then Black's (South's) and Red's stacks in
/// square order; a single checker as a plain item (`K` for a king), a taller stack as
/// `SQUARE(stack)` bottom to top.
fn write_fen(pos: &StackPosition) -> String {
    let info = &StackEm::INFO;
    let mut out = String::new();
    out.push(info.color_letters[pos.turn.idx()]);
    // Red (who moves first) first, as in the notation contract's `R:R22(brR):B9,10`.
    for c in [Color::North, Color::South] {
        out.push(':');
        out.push(info.color_letters[c.idx()]);
        let mut first = true;
        for i in 0..32u8 {
            let sq = G.bit(i).expect("a square");
            if pos.control[c.idx()] & bit(sq) == 0 {
                continue;
            }
            if !first {
                out.push(',');
            }
            first = false;
            let s = pos.stacks[i as usize];
            let king = pos.kings & bit(sq) != 0;
            let name = info.squares.name(G, sq);
            if height(s) == 1 {
                if king {
                    out.push('K');
                }
                out.push_str(&name);
            } else {
                out.push_str(&name);
                out.push('(');
                for p in pos.stack(sq) {
                    out.push(checker_letter(p.color, p.kind == PieceKind::King));
                }
                out.push(')');
            }
        }
    }
    out
}

/// The evaluation: what a side controls and what its stacks hold. A stack is worth its top
/// checker, plus every checker of the owner beneath it (when the top is taken, the stack
/// stays in the family), plus every prisoner (an opposing checker out of play, released for
/// good on the King Me row); men gain by coming closer to their King Me row.
impl crate::ai::eval::Evaluate for StackEm {
    fn evaluate(pos: &StackPosition) -> i32 {
        const STACK: i32 = 100;
        const KING: i32 = 50;
        const OWN_BELOW: i32 = 35;
        const PRISONER: i32 = 30;
        const ADVANCE: i32 = 4;
        let mut south = 0;
        for c in Color::BOTH {
            let mut v = 0;
            for sq in bits(pos.control[c.idx()]) {
                let s = pos.stacks[ix(sq)];
                let h = height(s) as i32;
                let north = (s & ((1 << h) - 1)).count_ones() as i32;
                let own = if c == Color::North { north } else { h - north };
                v += STACK + OWN_BELOW * (own - 1) + PRISONER * (h - own);
                if pos.kings & bit(sq) != 0 {
                    v += KING;
                } else {
                    let rank = G.coords(sq).1 as i32;
                    v += ADVANCE
                        * match c {
                            Color::South => rank,
                            Color::North => 7 - rank,
                        };
                }
            }
            south += if c == Color::South { v } else { -v };
        }
        crate::ai::eval::for_side_to_move(south, pos.turn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stack_words() {
        let black = single(Color::South);
        let red = single(Color::North);
        assert_eq!((height(0), height(black), height(red)), (0, 1, 1));
        assert_eq!((top_bit(black), top_bit(red)), (0, 1));
        // Bottom to top: Black, Red, Red.
        let s = push_bottom(push_bottom(red, 1), 0);
        assert_eq!(s, 0b1_110);
        assert_eq!(height(s), 3);
        assert_eq!(pop_top(s), 0b1_10);
        assert_eq!(pop_top(pop_top(s)), black);
        assert_eq!(pop_top(black), 0);
        assert_eq!(release(s, 1), 0b1_11);
        assert_eq!(release(0b1_0101, 1), 0b1_11);
        assert_eq!(release(0b1_0101, 0), 0b1_00);
        assert_eq!((count_in(s, 0), count_in(s, 1)), (1, 2));
    }

    #[test]
    fn the_position_is_small_and_plain() {
        assert!(std::mem::size_of::<StackPosition>() <= 160);
        StackEm::start().validate().unwrap();
    }
}
