//! The draughts family's capture generation against a plain reference written here from the
//! rules alone: square by square with the neighbour tables, every route of every capture
//! enumerated in full (every landing square of a flying king, no early cut), then the priority
//! rule, then one move per origin, destination, captured set and promotion. Random positions
//! with many kings, in every game of the family, checked for:
//! - the same captures (origin, destination, captured set, promotion), and each move's route
//!   one of the reference's routes for it;
//! - the count ([`Rules::count`]) and the fast perft walk ([`Rules::perft`]) equal to the
//!   moves listed and played one by one.
//!
//! Its debug build also checks, on every capture the engine emits, that two routes of the
//! same capture take at least three pieces (the engine looks for duplicates only there).
use std::collections::{BTreeMap, BTreeSet};

use omnidraughts::family::{Crowning, Draughts, Priority};
use omnidraughts::geometry::{bits, Dir, NONE};
use omnidraughts::{
    perft, perft_by_list, Bitboard, Cheskers, Color, Coronet, English, International, Italian,
    Move, MoveList, Piece, PieceKind, Polish, Position, Rules, Russian, Square,
};

/// A move's identity under the drop convention.
type Id = (Square, Square, Bitboard, Option<u8>);
/// A route: landings, captured squares in order, where a man was crowned on the way.
type Route = (Vec<Square>, Vec<Square>, Option<u8>);

struct Found {
    id: Id,
    route: Route,
    key: (usize, bool, usize, Vec<bool>),
}

struct Reference<'a, T: Draughts> {
    pos: &'a Position,
    from: Square,
    king_mover: bool,
    out: &'a mut Vec<Found>,
    _t: std::marker::PhantomData<T>,
}

impl<T: Draughts> Reference<'_, T> {
    fn blocked(&self, sq: Square, caps: &[Square]) -> bool {
        if sq == self.from {
            return false;
        }
        let occupied = self.pos.occupied() & (1u64 << sq) != 0;
        occupied && !(T::FAMILY.immediate_removal && caps.contains(&sq))
    }

    fn prey(&self, sq: Square, caps: &[Square], man: bool) -> bool {
        let b = 1u64 << sq;
        let theirs = self.pos.pieces(self.pos.turn.other()) & b != 0;
        let king = self.pos.kings & b != 0;
        theirs && !caps.contains(&sq) && !(man && king && !T::FAMILY.men_capture_kings)
    }

    fn man_dirs(&self) -> Vec<Dir> {
        let f = T::FAMILY;
        if f.omni {
            Dir::ALL.to_vec()
        } else if f.men_capture_backward {
            Dir::DIAGONAL.to_vec()
        } else if self.pos.turn == Color::South {
            vec![Dir::NE, Dir::NW]
        } else {
            vec![Dir::SE, Dir::SW]
        }
    }

    fn king_dirs(&self) -> Vec<Dir> {
        if T::FAMILY.omni {
            Dir::ALL.to_vec()
        } else {
            Dir::DIAGONAL.to_vec()
        }
    }

    fn finish(
        &mut self,
        sq: Square,
        lands: &[Square],
        caps: &[Square],
        crowned: Option<u8>,
        promoted: bool,
    ) {
        let captured = caps.iter().fold(0u64, |b, &c| b | 1u64 << c);
        let kings: Vec<bool> = caps
            .iter()
            .map(|&c| self.pos.kings & (1u64 << c) != 0)
            .collect();
        let key = (
            caps.len(),
            self.king_mover,
            kings.iter().filter(|&&k| k).count(),
            kings,
        );
        let kinds: Vec<Option<u8>> = if promoted {
            T::FAMILY
                .promotions
                .iter()
                .map(|&k| Some(k as u8))
                .collect()
        } else {
            vec![None]
        };
        for kind in kinds {
            self.out.push(Found {
                id: (self.from, sq, captured, kind),
                route: (lands.to_vec(), caps.to_vec(), crowned),
                key: key.clone(),
            });
        }
    }

    /// The captures of the piece on `sq` (a man unless `king`); whether it has any.
    fn go(
        &mut self,
        sq: Square,
        king: bool,
        lands: &mut Vec<Square>,
        caps: &mut Vec<Square>,
        crowned: Option<u8>,
    ) -> bool {
        let g = T::FAMILY.geometry;
        let mut any = false;
        if king && T::FAMILY.flying_kings {
            for d in self.king_dirs() {
                let mut over = g.step(sq, d);
                while over != NONE && !self.blocked(over, caps) {
                    over = g.step(over, d);
                }
                if over == NONE || !self.prey(over, caps, false) {
                    continue;
                }
                let mut landings = Vec::new();
                let mut l = g.step(over, d);
                while l != NONE && !self.blocked(l, caps) {
                    landings.push(l);
                    l = g.step(l, d);
                }
                if landings.is_empty() {
                    continue;
                }
                any = true;
                caps.push(over);
                let mut goes_on = false;
                for &l in &landings {
                    lands.push(l);
                    goes_on |= self.go(l, true, lands, caps, crowned);
                    lands.pop();
                }
                if !goes_on {
                    for &l in &landings {
                        lands.push(l);
                        self.finish(l, lands, caps, crowned, crowned.is_some());
                        lands.pop();
                    }
                }
                caps.pop();
            }
            return any;
        }
        let dirs = if king {
            self.king_dirs()
        } else {
            self.man_dirs()
        };
        for d in dirs {
            let over = g.step(sq, d);
            if over == NONE || !self.prey(over, caps, !king) {
                continue;
            }
            let land = g.step(over, d);
            if land == NONE || self.blocked(land, caps) {
                continue;
            }
            any = true;
            caps.push(over);
            lands.push(land);
            let crowns = !king && T::FAMILY.crown(self.pos.turn) & (1u64 << land) != 0;
            match (crowns, T::FAMILY.crowning) {
                (true, Crowning::EndsMove) => self.finish(land, lands, caps, None, true),
                (true, Crowning::Continues) => {
                    let at = Some(lands.len() as u8 - 1);
                    if !self.go(land, true, lands, caps, at) {
                        self.finish(land, lands, caps, at, true);
                    }
                }
                _ => {
                    if !self.go(land, king, lands, caps, crowned) {
                        let promoted = crowned.is_some() || crowns;
                        self.finish(land, lands, caps, crowned, promoted);
                    }
                }
            }
            lands.pop();
            caps.pop();
        }
        any
    }
}

/// Every capture of the side to move by the reference: identity to its routes.
fn reference<T: Draughts>(pos: &Position) -> BTreeMap<Id, BTreeSet<Route>> {
    let mut found = Vec::new();
    let me = pos.turn;
    for from in bits(pos.men(me) | pos.kings_of(me)) {
        let king = pos.kings & (1u64 << from) != 0;
        let mut r = Reference::<T> {
            pos,
            from,
            king_mover: king,
            out: &mut found,
            _t: std::marker::PhantomData,
        };
        r.go(from, king, &mut Vec::new(), &mut Vec::new(), None);
    }
    let best = match T::FAMILY.priority {
        Priority::Free => None,
        Priority::Majority => found.iter().map(|f| (f.key.0, false, 0, Vec::new())).max(),
        Priority::Italian => found.iter().map(|f| f.key.clone()).max(),
    };
    let mut out: BTreeMap<Id, BTreeSet<Route>> = BTreeMap::new();
    for f in found {
        let keep = match (&best, T::FAMILY.priority) {
            (Some(b), Priority::Majority) => f.key.0 == b.0,
            (Some(b), Priority::Italian) => &f.key == b,
            _ => true,
        };
        if keep {
            out.entry(f.id).or_default().insert(f.route);
        }
    }
    out
}

/// A small generator of random numbers (xorshift), for repeatable positions.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random position: up to `max` pieces a side, kings one time in `king_odds`, no man on the
/// squares where it would already be crowned.
fn random_position<T: Draughts>(rng: &mut Rng, max: u64, king_odds: u64) -> Position {
    let g = T::FAMILY.geometry;
    let squares: Vec<Square> = bits(g.mask).collect();
    let turn = if rng.below(2) == 0 {
        Color::South
    } else {
        Color::North
    };
    let mut pos = Position::empty(turn);
    for color in Color::BOTH {
        let n = 1 + rng.below(max);
        for _ in 0..n {
            let sq = squares[rng.below(squares.len() as u64) as usize];
            if pos.occupied() & (1u64 << sq) != 0 {
                continue;
            }
            let king = rng.below(king_odds) == 0;
            if !king && T::FAMILY.crown(color) & (1u64 << sq) != 0 {
                continue;
            }
            let kind = if king {
                PieceKind::King
            } else {
                PieceKind::Man
            };
            pos.put(sq, Piece { color, kind });
        }
    }
    pos
}

fn route_of(m: &Move) -> Route {
    (m.landings().to_vec(), m.captures().to_vec(), m.crowned_at)
}

/// Checks `positions` random positions of game `T`; returns how many had a capture.
fn check<T: Draughts + Rules<Position = Position>>(seed: u64, positions: usize) -> usize {
    let mut rng = Rng(seed);
    let mut with_captures = 0;
    let mut long = 0;
    for i in 0..positions {
        let (max, odds) = match i % 3 {
            0 => (12, 2),
            1 => (8, 1),
            _ => (T::VARIANT.max_pieces as u64, 6),
        };
        let pos = random_position::<T>(&mut rng, max, odds);
        let fen = <T as Rules>::write_fen(&pos);
        let want = reference::<T>(&pos);
        let mut list = MoveList::new();
        <T as Rules>::generate(&pos, &mut list);
        let movers = pos.men(pos.turn) | pos.kings_of(pos.turn);
        let caps: Vec<&Move> = list
            .iter()
            .filter(|m| m.is_capture() && movers & (1u64 << m.from) != 0)
            .collect();
        let got: BTreeSet<Id> = caps
            .iter()
            .map(|m| (m.from, m.to(), m.captured, m.promotion.map(|k| k as u8)))
            .collect();
        assert_eq!(
            got.len(),
            caps.len(),
            "{}: a capture listed twice in {fen}",
            T::VARIANT.id
        );
        // Coronet's Queen's Courtesy may take some away: compare before it.
        let mut unrestricted = MoveList::new();
        T::captures(
            &pos,
            pos.men(pos.turn),
            pos.kings_of(pos.turn),
            &mut unrestricted,
        );
        let all: BTreeSet<Id> = unrestricted
            .iter()
            .map(|m| (m.from, m.to(), m.captured, m.promotion.map(|k| k as u8)))
            .collect();
        let want_ids: BTreeSet<Id> = want.keys().copied().collect();
        assert_eq!(all, want_ids, "{}: captures of {fen}", T::VARIANT.id);
        assert!(got.is_subset(&want_ids), "{}: {fen}", T::VARIANT.id);
        for m in &unrestricted {
            let routes = &want[&(m.from, m.to(), m.captured, m.promotion.map(|k| k as u8))];
            assert!(
                routes.contains(&route_of(m)),
                "{}: {fen}: route {:?} is not one of {routes:?}",
                T::VARIANT.id,
                route_of(m)
            );
        }
        if !want.is_empty() {
            with_captures += 1;
            long += want.keys().any(|id| id.2.count_ones() >= 3) as usize;
        }
        assert_eq!(
            <T as Rules>::count(&pos),
            list.len() as u64,
            "{}: count of {fen}",
            T::VARIANT.id
        );
        let depth = if i % 4 == 0 { 3 } else { 2 };
        assert_eq!(
            perft::<T>(&pos, depth),
            perft_by_list::<T>(&pos, depth),
            "{}: perft {depth} of {fen}",
            T::VARIANT.id
        );
    }
    assert!(
        long > positions / 100,
        "{}: too few long captures ({long})",
        T::VARIANT.id
    );
    with_captures
}

#[test]
fn american_and_italian_captures_match_the_reference() {
    assert!(check::<English>(1, 4000) > 1000);
    assert!(check::<Italian>(2, 4000) > 1000);
    assert!(check::<Cheskers>(3, 2000) > 500);
}

#[test]
fn flying_king_captures_match_the_reference() {
    assert!(check::<International>(4, 4000) > 1000);
    assert!(check::<Polish>(5, 4000) > 1000);
    assert!(check::<Russian>(6, 4000) > 1000);
    assert!(check::<Coronet>(7, 1500) > 500);
}
