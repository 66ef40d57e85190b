//! Endgame databases: the value (win, draw or loss for the side to move, with perfect play)
//! of every position with few pieces, computed by the project's own retrograde generator
//! ([`build`]) with the game's own move generator, stored compactly ([`file`](mod@file)),
//! and probed by the search ([`Probe`], an [`Oracle`]).
//!
//! Games: the five classic games of the draughts family (American, International, Polish,
//! Russian, Italian). Positions are grouped in slices by material ([`index::Material`]) and
//! numbered densely within a slice ([`index::Slice`]); only positions with the side to move
//! as South are stored (the others are the same turned half a turn).
//!
//! **What a value means.** The values are those of the game without its move-count rules
//! (American 40 moves, FMJD's 25/16/5 moves, Russian 15 moves and three kings): a win is a
//! win if the game went on for ever. Each slice records the longest a won or lost position
//! of it takes to its next capture or promotion or the end ([`build::Stats::longest`]); the
//! search ([`Probe`]) takes a database win or loss only where the game's count rule could
//! not fall due within that many plies from the node's own counters, and otherwise searches
//! on as without a database (a draw is a draw under any count rule).
//!
//! **Distances.** Every slice as built also keeps each position's distance to its next
//! capture, promotion or the end ([`Table::distance`]): the native files keep them all, the
//! page's those of the kings-only slices of up to four pieces. Where a distance is kept it
//! bounds the play-out in place of the slice's longest. In a kings-only slice nothing but a
//! capture leaves it, so there the count rules are decided exactly: a win or a loss holds
//! when the count cannot fall due by the last quiet ply before the capture, and is a draw
//! otherwise. With men it bounds the quiet count (a capture or any man's move starts it
//! again), so a win within it holds. The search scores such a win by its distance (the
//! quickest capture or promotion first) instead of the measure of [`progress`]. Without
//! them a won ending whose longest play-out no longer fits in what the count leaves (Russian's
//! three kings against a lone king, a few plies in) loses the database, and a slice whose
//! longest play-out exceeds the count is never used at all.

pub mod build;
pub mod file;
pub mod index;

use std::sync::{Arc, Mutex};

use crate::ai::oracle::{Oracle, Wdl};
use crate::board::moves::MoveList;
use crate::games::family::Draughts;
use crate::rules::{DrawCounters, Rules};
use crate::Position;
use index::{Board, Masks, Material, Slice};

/// The ids of the games the databases can be built for.
pub const GAMES: &[&str] = &["english", "international", "polish", "russian", "italian"];

/// One slice's values: two bits a position (0 draw, 1 win, 2 loss, for the side to move).
#[derive(Clone, Debug)]
pub struct Table {
    /// The slice's index.
    pub slice: Slice,
    /// Four positions a byte, the first in the low bits.
    pub values: Vec<u8>,
    /// Whether positions whose side to move has a capture hold their value (as built); the
    /// files leave them out, and [`Tables::value`] resolves them by playing the captures.
    pub captures_stored: bool,
    /// What its build found.
    pub stats: build::Stats,
    /// Each position's distance in plies to a capture, a promotion or the end of the game
    /// with the winner hastening and the loser delaying it (0 for a draw): every slice as
    /// built and in the native files, the kings-only slices of up to four pieces in the
    /// page's ([`build::page_keeps_distance`]); empty where the file keeps none. With it the
    /// search knows whether a count rule falls due before the win comes (exactly in the
    /// kings-only slices, [`build::exact_distance`]), and takes the quickest way to it
    /// ([`Probe`]).
    pub distance: Vec<u8>,
}

impl Table {
    /// The value stored for the position with index `i`.
    #[inline(always)]
    pub fn value(&self, i: u64) -> Wdl {
        match (self.values[(i / 4) as usize] >> (2 * (i % 4))) & 3 {
            1 => Wdl::Win,
            2 => Wdl::Loss,
            _ => Wdl::Draw,
        }
    }
}

/// The databases of one game: its slices, by material.
pub struct Tables {
    /// The game's id.
    pub variant: &'static str,
    /// Its board.
    pub board: Board,
    slices: Vec<Option<Table>>,
    /// The most pieces of any slice held.
    pub pieces: u32,
    /// The game's move generator, to resolve the captures the native files leave out
    /// (`None` in the wasm, whose files keep every position: a pointer to each game's
    /// generator would add a copy of it to the wasm).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    generate: Option<fn(&Position, &mut MoveList)>,
    draw_rule: fn(&Position, &DrawCounters) -> Option<crate::Code>,
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables")
            .field("variant", &self.variant)
            .field("slices", &self.iter().count())
            .field("pieces", &self.pieces)
            .finish()
    }
}

impl Tables {
    /// No slices yet, for the game `R`.
    pub fn new<R: Draughts>() -> Tables {
        Tables {
            variant: R::VARIANT.id,
            board: Board::new(R::FAMILY.geometry),
            slices: (0..4096).map(|_| None).collect(),
            pieces: 0,
            #[cfg(not(target_arch = "wasm32"))]
            generate: Some(<R as Rules>::generate),
            #[cfg(target_arch = "wasm32")]
            generate: None,
            draw_rule: <R as Rules>::draw_by_rule,
        }
    }

    /// The slice of `material`, if held.
    pub fn get(&self, material: Material) -> Option<&Table> {
        self.slices[material.code()].as_ref()
    }

    /// Adds (or replaces) a slice.
    pub fn insert(&mut self, table: Table) {
        self.pieces = self.pieces.max(table.slice.material.total());
        let code = table.slice.material.code();
        self.slices[code] = Some(table);
    }

    /// Every slice held, in the order of their material's code (not sorted: a sort's code
    /// would weigh on the wasm).
    pub fn iter(&self) -> impl Iterator<Item = &Table> {
        self.slices.iter().flatten()
    }

    /// The index of `material`.
    pub fn slice(&self, material: Material) -> Slice {
        Slice::new(&self.board, material)
    }

    /// The value of a position of the game for its side to move, with perfect play and
    /// without the count rules, if the slices it needs are held.
    pub fn value(&self, pos: &Position) -> Option<Wdl> {
        self.resolve(pos, None)
    }

    /// The value as the search takes it: `None` also where a count rule could fall due
    /// before the play-out (see the module's notes), from the counters `counters`.
    pub fn probe(&self, pos: &Position, counters: &DrawCounters) -> Option<Wdl> {
        self.resolve(pos, Some(*counters))
    }

    fn resolve(&self, pos: &Position, counters: Option<DrawCounters>) -> Option<Wdl> {
        if pos.pieces(pos.turn) == 0 {
            return Some(Wdl::Loss);
        }
        if pos.occupied().count_ones() > self.pieces {
            return None;
        }
        let m = Masks::of(&self.board, pos);
        if !m.indexed(&self.board) {
            return None;
        }
        let mat = m.material();
        let table = self.get(mat)?;
        // (the wasm's files store every position: see `generate`)
        #[cfg(target_arch = "wasm32")]
        if !table.captures_stored {
            return None;
        }
        #[cfg(not(target_arch = "wasm32"))]
        if !table.captures_stored {
            let mut list = MoveList::new();
            (self.generate?)(pos, &mut list);
            if list.first().is_some_and(|m| m.is_capture()) {
                // captures are compulsory: the best of them (the counters start again)
                let fresh = counters.map(|_| DrawCounters::default());
                let mut best = Wdl::Loss;
                for mv in &list {
                    match self.resolve(&pos.apply(mv), fresh)?.flip() {
                        Wdl::Win => return Some(Wdl::Win),
                        Wdl::Draw => best = Wdl::Draw,
                        Wdl::Loss => {}
                    }
                }
                return Some(best);
            }
        }
        let i = table.slice.index(&m);
        let v = table.value(i);
        if let (Some(c), false) = (counters, v == Wdl::Draw) {
            // Could a count rule fall due before the play-out reaches a capture, a promotion
            // or the end? Where the slice keeps each position's distance, the last quiet
            // ply before it comes at `distance - 1`, the winner forcing it, and a capture or
            // a man's move starts the quiet count again. In a kings-only slice nothing but a
            // capture leaves it and the answer is exact: the loser can hold out that long,
            // so a count that falls due first draws. With men the quiet count is bounded so
            // (a man's move may start it again sooner), but an ending's material count
            // (Russian's three kings, FMJD's 16 and 5 moves) goes on through a promotion,
            // so there the slice's longest play-out bounds both, and the value may not hold.
            let longest = table.stats.longest;
            let d = table
                .distance
                .get(i as usize)
                .map(|&d| u32::from(d).saturating_sub(1));
            let exact = d.filter(|_| build::exact_distance(table.slice.material));
            let later = DrawCounters {
                quiet_plies: c.quiet_plies + d.unwrap_or(longest),
                material_plies: c.material_plies + exact.unwrap_or(longest),
            };
            if (self.draw_rule)(pos, &later).is_some() {
                return exact.map(|_| Wdl::Draw);
            }
        }
        Some(v)
    }

    /// The distance ([`Table::distance`]) of a position of a slice that keeps it (which
    /// slices do is the build's and the file's to say, not this look-up's).
    pub fn distance(&self, pos: &Position) -> Option<u8> {
        if pos.occupied().count_ones() > self.pieces {
            return None;
        }
        let m = Masks::of(&self.board, pos);
        let table = self.get(m.material())?;
        // (the page's files keep none with men: no index to compute at those leaves)
        if table.distance.is_empty() {
            return None;
        }
        table.distance.get(table.slice.index(&m) as usize).copied()
    }
}

/// The databases as the search asks them ([`Tables::probe`]).
pub struct Probe {
    tables: Arc<Tables>,
}

impl Probe {
    /// A probe of `tables`.
    pub fn new(tables: Arc<Tables>) -> Probe {
        Probe { tables }
    }

    /// The tables.
    pub fn tables(&self) -> &Tables {
        &self.tables
    }
}

impl Oracle<Position> for Probe {
    #[inline]
    fn probe(&self, pos: &Position, counters: &DrawCounters) -> Option<Wdl> {
        self.tables.probe(pos, counters)
    }

    fn progress(&self, pos: &Position, value: Wdl) -> i32 {
        match self.tables.distance(pos) {
            // the quickest way to the capture, or the longest defence
            Some(d) => {
                let d = 8 * i32::from(d);
                material(pos) + if value == Wdl::Loss { d } else { -d }
            }
            None => progress(self.tables.board.geometry, pos),
        }
    }
}

/// The material of the side to move less the other side's: a king three men.
fn material(pos: &Position) -> i32 {
    let worth = |c: crate::Color| {
        300 * pos.kings_of(c).count_ones() as i32 + 100 * pos.men(c).count_ones() as i32
    };
    worth(pos.turn) - worth(pos.turn.other())
}

/// How far the side to move has come in a known ending without distances (its opponent's
/// figure negated):
/// material (a king three men) and, for the side ahead in material, its kings near the
/// other side's pieces and the other side's kings hemmed in (the hunt that ends the game).
pub fn progress(g: &crate::Geometry, pos: &Position) -> i32 {
    let me = pos.turn;
    let material = material(pos);
    let hunt = |c: crate::Color| -> i32 {
        let prey = pos.pieces(c.other());
        crate::board::geometry::bits(pos.kings_of(c))
            .map(|k| {
                let (kf, kr) = g.coords(k);
                crate::board::geometry::bits(prey)
                    .map(|p| {
                        let (pf, pr) = g.coords(p);
                        kf.abs_diff(pf).max(kr.abs_diff(pr)) as i32
                    })
                    .min()
                    .unwrap_or(0)
            })
            .sum()
    };
    // the squares next to the other side's kings that are free: a king hemmed in is caught
    let room = |c: crate::Color| -> i32 {
        let free = g.mask & !pos.occupied();
        crate::board::geometry::bits(pos.kings_of(c))
            .map(|k| {
                crate::board::geometry::Dir::DIAGONAL
                    .iter()
                    .filter(|&&d| {
                        let t = g.step(k, d);
                        t != crate::board::geometry::NONE && free & (1u64 << t) != 0
                    })
                    .count() as i32
            })
            .sum()
    };
    match material.signum() {
        1 => material - 10 * hunt(me) - 20 * room(me.other()),
        -1 => material + 10 * hunt(me.other()) + 20 * room(me),
        _ => 0,
    }
}

/// The databases installed for the search, by game: the tables, and their oracle.
type Installed = Vec<(
    &'static str,
    Arc<Tables>,
    Arc<dyn std::any::Any + Send + Sync>,
)>;

static INSTALLED: Mutex<Installed> = Mutex::new(Vec::new());

/// Makes `tables` the databases the search of their game uses ([`oracle`]), replacing any
/// installed before.
pub fn install(tables: Tables) -> Result<(), crate::Error> {
    let tables = Arc::new(tables);
    let oracle: Arc<dyn Oracle<Position>> = Arc::new(Probe::new(tables.clone()));
    let mut all = INSTALLED.lock().unwrap_or_else(|e| e.into_inner());
    all.retain(|(id, _, _)| *id != tables.variant);
    all.push((tables.variant, tables, Arc::new(oracle)));
    Ok(())
}

/// Adds one file's slices (its bytes: [`file`](mod@file)) to the databases installed for its
/// game, installing them if there were none: how the page loads the files one by one as they
/// arrive. Returns the game's id and the file's number of pieces; a file that is refused
/// leaves what was installed as it was.
pub fn install_bytes(bytes: &[u8]) -> Result<(&'static str, u32), crate::Error> {
    let (id, _) = file::header(bytes)?;
    let mut tables = with_game(&id, |g| crate::with_egdb_game!(g, R => Tables::new::<R>()))?;
    let id = tables.variant;
    if let Some(held) = installed(id) {
        for t in held.iter() {
            tables.insert(t.clone());
        }
    }
    let pieces = file::read(&mut tables, bytes, "the endgame database")?;
    install(tables)?;
    Ok((id, pieces))
}

/// The tables installed for the game `id`.
pub fn installed(id: &str) -> Option<Arc<Tables>> {
    let all = INSTALLED.lock().unwrap_or_else(|e| e.into_inner());
    Some(all.iter().find(|(v, _, _)| *v == id)?.1.clone())
}

/// Forgets the databases installed for the game `id`.
pub fn uninstall(id: &str) {
    INSTALLED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|(v, _, _)| *v != id);
}

/// The oracle installed for the game `R`, if any.
pub fn oracle<R: Rules>() -> Option<Arc<dyn Oracle<R::Position>>>
where
    R::Position: 'static,
{
    installed_any(R::INFO.id)?
        .downcast_ref::<Arc<dyn Oracle<R::Position>>>()
        .cloned()
}

/// The oracle installed for the game `id`, as stored (once, not per game: the wasm's size).
fn installed_any(id: &str) -> Option<Arc<dyn std::any::Any + Send + Sync>> {
    let all = INSTALLED.lock().unwrap_or_else(|e| e.into_inner());
    Some(all.iter().find(|(v, _, _)| *v == id)?.2.clone())
}

/// The five games, for dispatch by id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    /// American checkers.
    English,
    /// International draughts.
    International,
    /// Polish checkers.
    Polish,
    /// Russian draughts.
    Russian,
    /// Italian draughts.
    Italian,
}

/// Calls `f` with the game `id`, or refuses a game the databases do not cover.
pub fn with_game<T>(id: &str, f: impl FnOnce(Game) -> T) -> Result<T, crate::Error> {
    let g = match id {
        "english" => Game::English,
        "international" => Game::International,
        "polish" => Game::Polish,
        "russian" => Game::Russian,
        "italian" => Game::Italian,
        other => {
            return Err(crate::Error::Misuse(format!(
                "there are no endgame databases for '{other}' (only for English, \
                 International, Polish, Russian and Italian)"
            )))
        }
    };
    Ok(f(g))
}

/// Runs `$body` with `$R` the type of the database game `$g` ([`Game`]).
#[macro_export]
#[doc(hidden)]
macro_rules! with_egdb_game {
    ($g:expr, $R:ident => $body:expr) => {
        match $g {
            $crate::egdb::Game::English => {
                type $R = $crate::English;
                $body
            }
            $crate::egdb::Game::International => {
                type $R = $crate::International;
                $body
            }
            $crate::egdb::Game::Polish => {
                type $R = $crate::Polish;
                $body
            }
            $crate::egdb::Game::Russian => {
                type $R = $crate::Russian;
                $body
            }
            $crate::egdb::Game::Italian => {
                type $R = $crate::Italian;
                $body
            }
        }
    };
}
