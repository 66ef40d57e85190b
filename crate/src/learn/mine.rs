//! The puzzle miner (`omnidraughts puzzles --mine`): positions from real game collections and
//! from the engine's own games at a weak level, kept where one line wins by force. Every
//! choice is the search's at fixed depths or the seed's, so a seed gives the same puzzles.
//!
//! A position is kept when, at [`Depths::verify`] plies, the side to move has one move that
//! comes out a man ahead (or wins) while every other is worse by [`MARGIN`] and wins nothing,
//! and the line goes on the same way: each of the solver's moves the only good one, each reply
//! the search's best, until the solver is a man up with nothing left to take back, or has won.

use std::collections::BTreeMap;

use super::puzzles::{id_of, play, themes_of, Played, Puzzle, GAIN};
use crate::search::Rng;
use crate::{
    game_from_record, new_game, AnalyseOptions, AnyGame, Color, SearchTable, ThinkOptions,
};

/// How much worse than the solution every other move must score, in hundredths of a man.
pub const MARGIN: i32 = 150;

/// The longest game of self-play, in plies.
pub const MAX_PLIES: usize = 400;

/// The most moves of the solver's in a line.
pub const MAX_SOLVER_MOVES: usize = 6;

/// The search depths the miner uses, and the check of a shipped puzzle with them.
#[derive(Clone, Copy, Debug)]
pub struct Depths {
    /// The first, quick look at every candidate.
    pub scan: u32,
    /// The depth every solving move is shown unique at.
    pub verify: u32,
}

/// The depths for a game: its search is slower on the larger board and with stacks.
pub fn depths(variant: &str) -> Depths {
    match variant {
        "international" | "polish" | "stackem" | "cheskers" => Depths { scan: 4, verify: 8 },
        "coast-to-coast" => Depths { scan: 4, verify: 6 },
        _ => Depths {
            scan: 6,
            verify: 10,
        },
    }
}

fn analyse(g: &dyn AnyGame, depth: u32, lines: usize) -> Result<crate::Analysed, String> {
    let options = AnalyseOptions {
        think: ThinkOptions {
            depth: Some(depth),
            contempt: Some(0),
            ..ThinkOptions::default()
        },
        lines,
        also: None,
    };
    // a fresh table each time: the same question, the same answer
    g.analyse(&options, &mut SearchTable::default())
        .map_err(|e| e.to_string())
}

/// The position `text` leads to from `g`'s (two moves that reach the same one are as good:
/// a Coast-to-Coast piece's jumps remove nothing, so every route to a square is one move).
fn after(g: &dyn AnyGame, text: &str) -> Result<String, String> {
    let mut next = new_game(g.info().id, Some(&g.fen())).map_err(|e| e.to_string())?;
    next.play_text(text).map_err(|e| e.to_string())?;
    Ok(next.fen())
}

/// The search's best move of `g` at `depth`, its score, and the score of the best move that
/// reaches another position (none when every legal move reaches the best's).
fn best_and_next(g: &dyn AnyGame, depth: u32) -> Result<(String, i32, Option<i32>), String> {
    let legal = g.legal().len();
    for lines in [4, crate::MAX_LINES] {
        let a = analyse(g, depth, lines.min(legal))?;
        let best = a.lines.first().ok_or("no move")?;
        let reached = after(g, &best.moves[0])?;
        let mut next = None;
        for l in &a.lines[1..] {
            if after(g, &l.moves[0])? != reached {
                next = Some(l.score);
                break;
            }
        }
        if next.is_some() || a.lines.len() >= legal || lines == crate::MAX_LINES {
            return Ok((best.moves[0].clone(), best.score, next));
        }
    }
    unreachable!("the loop returns at its last pass")
}

/// The search's best move of `g` at `depth` when every move that reaches another position is
/// worse by [`MARGIN`], or why there is no one good move (the outer error: the search could not
/// be asked).
fn best_alone(g: &dyn AnyGame, depth: u32) -> Result<Result<String, String>, String> {
    let (best, score, next) = best_and_next(g, depth)?;
    Ok(match next {
        Some(second) if second > score - MARGIN => Err(format!(
            "another move scores {second} at depth {depth}, within {MARGIN} of {best}'s {score}"
        )),
        _ => Ok(best),
    })
}

/// Whether `text` is the one good move of `g` at `depth`: the search's best (or a move to the
/// same position), every move to another position worse by [`MARGIN`]; what is wrong where
/// it is not.
pub fn only_move(g: &dyn AnyGame, text: &str, depth: u32) -> Result<(), String> {
    match best_alone(g, depth)? {
        Ok(best) if best == text || after(g, &best)? == after(g, text)? => Ok(()),
        Ok(best) => Err(format!(
            "the search's best at depth {depth} is {best}, not {text}"
        )),
        Err(why) => Err(why),
    }
}

/// The search's part of a puzzle: at each of the solver's moves with another legal move
/// beside it, the solution's move is the search's best at `depth` and every other is worse by
/// [`MARGIN`]. Refused with the move where it is not.
pub fn unique(variant: &str, p: &Puzzle, depth: u32) -> Result<(), String> {
    let mut g = new_game(variant, Some(&p.fen)).map_err(|e| e.to_string())?;
    let solver: Color = g.turn();
    for (i, text) in p.solution.iter().enumerate() {
        if g.turn() == solver && g.legal().len() > 1 {
            only_move(&*g, text, depth).map_err(|e| format!("move {}: {e}", i + 1))?;
        }
        g.play_text(text).map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// A candidate position: its FEN and where it comes from.
pub struct Candidate {
    /// The position.
    pub fen: String,
    /// Where it comes from, as [`Puzzle::source`].
    pub source: String,
}

/// Every position after the fourth ply of every game of a PDN collection.
pub fn from_collection(variant: &str, name: &str, text: &str) -> Vec<Candidate> {
    let file = crate::pdn::read(text);
    let mut out = Vec::new();
    for (i, record) in file.games.iter().enumerate() {
        let Ok(g) = game_from_record(variant, record) else {
            continue;
        };
        for ply in 4..g.history().len() {
            if let Some(at) = g.at(ply) {
                out.push(Candidate {
                    fen: at.fen(),
                    source: format!("{name}, game {}, ply {ply}", i + 1),
                });
            }
        }
    }
    out
}

/// Positions of `games` games the engine plays against itself at `level` (a weak level's
/// noise makes the mistakes puzzles come from), each game's choices from the seed.
pub fn from_self_play(
    variant: &str,
    games: usize,
    level: usize,
    seed: u64,
) -> Result<Vec<Candidate>, String> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for n in 0..games {
        let mut g = new_game(variant, None).map_err(|e| e.to_string())?;
        let mut table = SearchTable::default();
        let mut ply = 0;
        while g.outcome().is_none() && ply < MAX_PLIES {
            let o = ThinkOptions {
                level: Some(level),
                seed: rng.next_u64(),
                ..ThinkOptions::default()
            };
            let t = g.think(&o, &mut table).map_err(|e| e.to_string())?;
            let Some(m) = t.best else { break };
            g.play_text(&m.text).map_err(|e| e.to_string())?;
            ply += 1;
            if ply >= 4 && g.outcome().is_none() {
                out.push(Candidate {
                    fen: g.fen(),
                    source: format!("self-play {seed}/{}, ply {ply}", n + 1),
                });
            }
        }
    }
    Ok(out)
}

/// The puzzle of a candidate position, if it is one.
pub fn puzzle_at(variant: &str, c: &Candidate, d: Depths) -> Result<Option<Puzzle>, String> {
    let Ok(mut g) = new_game(variant, Some(&c.fen)) else {
        return Ok(None);
    };
    if g.outcome().is_some() || g.legal().len() < 2 {
        return Ok(None);
    }
    // the quick look: one move much better than the rest, and the rest winning nothing
    let stands_out = |(_, best, next): &(String, i32, Option<i32>)| {
        *best >= GAIN && next.is_some_and(|n| n <= best - MARGIN && n <= GAIN / 2)
    };
    let scan = best_and_next(&*g, d.scan)?;
    if !stands_out(&scan) {
        return Ok(None);
    }
    let first = scan.0;
    // at the verifying depth the same, and so on along the line
    let verify = best_and_next(&*g, d.verify)?;
    if verify.0 != first || !stands_out(&verify) {
        return Ok(None);
    }
    let mut line: Vec<String> = Vec::new();
    let solver = g.turn();
    loop {
        // the solver's move: the only good one
        let text = if line.is_empty() {
            first.clone()
        } else if g.legal().len() == 1 {
            g.legal()[0].text.clone()
        } else {
            match best_alone(&*g, d.verify)? {
                Ok(best) => best,
                Err(_) => return Ok(None),
            }
        };
        g.play_text(&text).map_err(|e| e.to_string())?;
        line.push(text);
        let p = play(variant, &c.fen, &line)?;
        let solver_moves = line.len().div_ceil(2);
        if p.won || (p.gain >= GAIN && !p.open) {
            // one move that only takes what was left hanging is not a puzzle
            if solver_moves < 2 && !p.won {
                return Ok(None);
            }
            let rating = rating(variant, &c.fen, &line, d.verify, &p)?;
            return Ok(Some(Puzzle {
                id: id_of(variant, &c.fen),
                fen: c.fen.clone(),
                themes: themes_of(&p, solver_moves),
                solution: line,
                rating,
                source: c.source.clone(),
            }));
        }
        if g.outcome().is_some() || solver_moves >= MAX_SOLVER_MOVES {
            return Ok(None);
        }
        // the reply: the search's best
        let a = analyse(&*g, d.verify, 1)?;
        let Some(reply) = a.lines.first() else {
            return Ok(None);
        };
        debug_assert_ne!(g.turn(), solver);
        let reply = reply.moves[0].clone();
        g.play_text(&reply).map_err(|e| e.to_string())?;
        line.push(reply);
        if g.outcome().is_some() {
            return Ok(None);
        }
    }
}

/// How hard a puzzle is, on the players' scale: from the shallowest depth from which the
/// search keeps choosing the solution's first move, the solver's moves to find, a first move
/// that gives a piece away (a shot is harder to see than a capture), and the moves to choose
/// from. About 1500 for a two-move shot.
fn rating(
    variant: &str,
    fen: &str,
    line: &[String],
    verify: u32,
    p: &Played,
) -> Result<u32, String> {
    let g = new_game(variant, Some(fen)).map_err(|e| e.to_string())?;
    let mut found = verify;
    for depth in (1..verify).rev() {
        let a = analyse(&*g, depth, 1)?;
        if a.lines.first().and_then(|l| l.moves.first()) != line.first() {
            break;
        }
        found = depth;
    }
    let solver_moves = line.len().div_ceil(2);
    let mut after = new_game(variant, Some(fen)).map_err(|e| e.to_string())?;
    after.play_text(&line[0]).map_err(|e| e.to_string())?;
    let sacrifice = after.legal().iter().any(|m| !m.captures.is_empty()) && p.gave;
    let r = 900
        + 120 * found as usize
        + 250 * (solver_moves - 1)
        + if sacrifice { 200 } else { 0 }
        + 5 * g.legal().len().min(30);
    Ok(r.clamp(600, 2800) as u32)
}

/// Mines `candidates` to at most `keep` puzzles: every candidate looked at, the puzzles found
/// chosen by the seed where there are more, sorted by rating then id. Progress on stderr.
pub fn mine(
    variant: &str,
    candidates: &[Candidate],
    keep: usize,
    seed: u64,
) -> Result<Vec<Puzzle>, String> {
    let d = depths(variant);
    let mut found: BTreeMap<String, Puzzle> = BTreeMap::new();
    for (i, c) in candidates.iter().enumerate() {
        if let Some(p) = puzzle_at(variant, c, d)? {
            found.entry(p.id.clone()).or_insert(p);
        }
        if (i + 1) % 500 == 0 {
            eprintln!(
                "{variant}: {} of {} positions looked at, {} puzzles",
                i + 1,
                candidates.len(),
                found.len()
            );
        }
    }
    let mut all: Vec<Puzzle> = found.into_values().collect();
    let mut rng = Rng::new(seed);
    while all.len() > keep {
        let i = rng.below(all.len());
        all.swap_remove(i);
    }
    all.sort_by(|a, b| a.rating.cmp(&b.rating).then_with(|| a.id.cmp(&b.id)));
    Ok(all)
}
