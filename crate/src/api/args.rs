//! The argument objects of the wasm API (`docs/wasm-api.md`) as Rust types: serde reads them
//! (known fields only, camelCase, each of its type), then each is checked and turned into
//! the engine's own type here, with an error that names the argument and the field.
//! `www/src/engine/shapes.ts` is their TypeScript, written from these types by ts-rs (a test
//! checks that it is up to date).

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::Deserialize;

use super::plain::{from_plain, Plain};
use crate::play::clock::{ClockRecord, TimeControl, MAX_TENTHS};
use crate::play::link::{self, Player, Record, MAX_MOVES};
use crate::{Color, Error, Piece, PieceKind, Placement, ThinkOptions};

/// An argument that could not be read: the engine's error where the engine refused it (a
/// time control, an ending), else [`Error::Misuse`] naming the argument and the field.
pub type ArgError = Error;

macro_rules! misuse {
    ($($t:tt)*) => { Error::Misuse(format!($($t)*)) };
}

/// Reads the argument `what` as a `T`: "`what`: `field`: what was wrong" when it cannot.
pub fn read<T: de::DeserializeOwned>(v: Plain, what: &str) -> Result<T, ArgError> {
    from_plain(v).map_err(|e| misuse!("{what}: {e}"))
}

/// The largest whole number a JS number holds exactly (2^53 - 1).
pub const MAX_SAFE: f64 = 9_007_199_254_740_991.0;

fn whole(n: f64, max: f64, what: &str) -> Result<f64, ArgError> {
    if n.fract() == 0.0 && (0.0..=max).contains(&n) {
        Ok(n)
    } else {
        Err(misuse!(
            "{what} must be a whole number from 0 to {}, not {}",
            crate::error::number(max),
            crate::error::number(n)
        ))
    }
}

fn at_most<T>(items: Vec<T>, max: usize, what: &str) -> Result<Vec<T>, ArgError> {
    if items.len() > max {
        Err(misuse!(
            "too many items in {what} ({}; at most {max})",
            items.len()
        ))
    } else {
        Ok(items)
    }
}

/// A game's clocks: the time control and each move's time in tenths of a second (`times`),
/// the tenths the player to move has used (`used`), since when (`since`, ms since 1970).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "ClockRecord", optional_fields = nullable))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[serde(expecting = "an object { control, times?, used?, since? }")]
pub struct ClockArg {
    control: String,
    times: Option<Vec<u32>>,
    used: Option<u32>,
    since: Option<f64>,
}

impl ClockArg {
    /// The clocks for the engine (the times are checked against the game by the caller).
    pub fn read(self, what: &str) -> Result<ClockRecord, ArgError> {
        let control = TimeControl::parse(&self.control)?;
        let times = self.times.unwrap_or_default();
        if let Some((i, t)) = times.iter().enumerate().find(|(_, &t)| t > MAX_TENTHS) {
            return Err(misuse!(
                "{what}: times[{i}] must be at most {MAX_TENTHS}, not {t}"
            ));
        }
        let used = self.used.unwrap_or(0);
        if used > MAX_TENTHS {
            return Err(misuse!(
                "{what}: used must be at most {MAX_TENTHS}, not {used}"
            ));
        }
        let since = match self.since {
            Some(s) => Some(whole(s, MAX_SAFE, &format!("{what}: since"))? as u64),
            None => None,
        };
        Ok(ClockRecord {
            control,
            times,
            used,
            since,
        })
    }
}

/// The players: each side's level, 0 (or left out) a person.
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "Players", optional_fields = nullable))]
#[serde(deny_unknown_fields, expecting = "an object { south?, north? }")]
pub struct PlayersArg {
    south: Option<u8>,
    north: Option<u8>,
}

/// A game as a link carries it (`encodeLink`, `Game.link`).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "GameRecordArg", optional_fields = nullable))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[serde(expecting = "an object { variant, fen?, moves?, players?, ... }")]
pub struct RecordArg {
    variant: String,
    fen: Option<String>,
    moves: Option<Vec<String>>,
    players: Option<PlayersArg>,
    south_name: Option<String>,
    north_name: Option<String>,
    seed: Option<f64>,
    result: Option<String>,
    clock: Option<ClockArg>,
}

impl RecordArg {
    /// The record for the engine.
    pub fn read(self, what: &str) -> Result<Record, ArgError> {
        let level = |l: Option<u8>| match l {
            None | Some(0) => Player::Human,
            Some(l) => Player::Computer(l),
        };
        let players = self
            .players
            .map_or([Player::Human; 2], |p| [level(p.south), level(p.north)]);
        let seed = match self.seed {
            Some(s) => Some(whole(s, MAX_SAFE, &format!("{what}: seed"))? as u64),
            None => None,
        };
        let result = match self.result {
            Some(e) => Some(link::parse_ending(&e)?),
            None => None,
        };
        let clock = match self.clock {
            Some(c) => Some(c.read(&format!("{what}: clock"))?),
            None => None,
        };
        Ok(Record {
            variant: self.variant,
            fen: self.fen,
            moves: self.moves.unwrap_or_default(),
            players,
            names: [self.south_name, self.north_name],
            seed,
            result,
            clock,
        })
    }
}

/// A piece: its side and kind.
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "PieceArg", optional_fields = nullable))]
#[serde(deny_unknown_fields, expecting = "an object { color, kind }")]
pub struct PieceArg {
    color: String,
    kind: String,
}

/// A square of a set-up position (`compose`): its name, its piece, and under a Stack'Em
/// stack's top the checkers below it, bottom first.
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "Placed", optional_fields = nullable))]
#[serde(
    deny_unknown_fields,
    expecting = "an object { square, color, kind, below? }"
)]
pub struct PlacedArg {
    square: String,
    color: String,
    kind: String,
    below: Option<Vec<PieceArg>>,
}

/// A side by its id (`south`, `north`).
pub fn color_of(id: &str) -> Result<Color, ArgError> {
    Color::BOTH
        .into_iter()
        .find(|c| c.id() == id)
        .ok_or_else(|| misuse!("'{}' is not a side (south or north)", crate::clip(id)))
}

fn piece_of(color: &str, kind: &str) -> Result<Piece, ArgError> {
    use PieceKind::*;
    let kind = [Man, King, Bishop, Camel]
        .into_iter()
        .find(|k| k.id() == kind)
        .ok_or_else(|| {
            misuse!(
                "'{}' is not a kind of piece (man, king, bishop, camel)",
                crate::clip(kind)
            )
        })?;
    Ok(Piece {
        color: color_of(color)?,
        kind,
    })
}

/// The squares of `compose` for the engine.
pub fn placements(squares: Vec<PlacedArg>) -> Result<Vec<Placement>, ArgError> {
    at_most(squares, 100, "the squares")?
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let below = at_most(
                p.below.unwrap_or_default(),
                48,
                &format!("the checkers below square entry {i}"),
            )?;
            let mut stack = below
                .iter()
                .map(|b| piece_of(&b.color, &b.kind))
                .collect::<Result<Vec<_>, _>>()?;
            stack.push(piece_of(&p.color, &p.kind)?);
            Ok(Placement {
                square: p.square,
                stack,
            })
        })
        .collect()
}

/// A game given by its moves (`reviewPdn`).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "MovesGame", optional_fields = nullable))]
#[serde(deny_unknown_fields, expecting = "an object { variant, fen?, moves }")]
pub struct GameArg {
    /// The game's id.
    pub variant: String,
    /// Its start position, when not the game's own.
    pub fen: Option<String>,
    /// Its moves, PDN text.
    pub moves: Vec<String>,
}

/// A score from White's point of view, as `Game.review` gives it: hundredths of a man, or
/// `{ win: n }` / `{ loss: n }` for White winning or losing in n plies.
pub enum WhiteScoreArg {
    /// Hundredths of a man.
    Value(i32),
    /// White wins in this many plies.
    Win(u16),
    /// White loses in this many plies.
    Loss(u16),
}

impl<'de> Deserialize<'de> for WhiteScoreArg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = WhiteScoreArg;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a whole number, { win } or { loss }")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<WhiteScoreArg, E> {
                i32::try_from(n)
                    .map(WhiteScoreArg::Value)
                    .map_err(|_| E::invalid_value(de::Unexpected::Unsigned(n), &self))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<WhiteScoreArg, E> {
                i32::try_from(n)
                    .map(WhiteScoreArg::Value)
                    .map_err(|_| E::invalid_value(de::Unexpected::Signed(n), &self))
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<WhiteScoreArg, A::Error> {
                let Some(key) = m.next_key::<String>()? else {
                    return Err(de::Error::invalid_length(0, &self));
                };
                let plies: u16 = m.next_value()?;
                if m.next_key::<String>()?.is_some() {
                    return Err(de::Error::custom(
                        "a score is { win: n } or { loss: n }, not both",
                    ));
                }
                match key.as_str() {
                    "win" => Ok(WhiteScoreArg::Win(plies)),
                    "loss" => Ok(WhiteScoreArg::Loss(plies)),
                    _ => Err(de::Error::unknown_field(&key, &["win", "loss"])),
                }
            }
        }
        d.deserialize_any(V)
    }
}

/// A move's review as `Game.review` gives it (`depth` and `loss` may be left out).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "MoveReviewArg", optional_fields = nullable))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[serde(expecting = "an object as Game.review gives")]
pub struct ReviewArg {
    ply: Option<u32>,
    #[serde(rename = "move")]
    played: String,
    best: String,
    #[cfg_attr(test, ts(type = "number | { win: number } | { loss: number }"))]
    score: WhiteScoreArg,
    #[cfg_attr(test, ts(type = "number | { win: number } | { loss: number }"))]
    best_score: WhiteScoreArg,
    loss: Option<u32>,
    class: Option<String>,
    line: Option<Vec<String>>,
    best_line: Option<Vec<String>>,
    depth: Option<u32>,
}

impl ReviewArg {
    /// The review for the engine, of a move `mover` played in the game `info`.
    pub fn read(
        self,
        info: &crate::VariantInfo,
        mover: Color,
        what: &str,
    ) -> Result<crate::review::PlyReview, ArgError> {
        use crate::ai::review::Class;
        use crate::review::WhiteScore;
        let class = match self.class {
            None => None,
            Some(c) => Some(
                [Class::Inaccuracy, Class::Mistake, Class::Blunder]
                    .into_iter()
                    .find(|k| k.id() == c)
                    .ok_or_else(|| {
                        misuse!(
                            "{what}.class must be inaccuracy, mistake, blunder or null, not '{}'",
                            crate::clip(&c)
                        )
                    })?,
            ),
        };
        let score = |s: WhiteScoreArg| {
            match s {
                WhiteScoreArg::Value(v) => WhiteScore::Value(v),
                WhiteScoreArg::Win(n) => WhiteScore::Win(i32::from(n)),
                WhiteScoreArg::Loss(n) => WhiteScore::Loss(i32::from(n)),
            }
            .for_mover(info, mover)
        };
        let line = |l: Option<Vec<String>>, name: &str| {
            at_most(l.unwrap_or_default(), 64, &format!("{what}: {name}"))
        };
        Ok(crate::review::PlyReview {
            ply: self.ply.unwrap_or(0) as usize,
            mover,
            played: self.played,
            best: self.best,
            score: score(self.score),
            best_score: score(self.best_score),
            loss: self.loss.unwrap_or(0).min(i32::MAX as u32) as i32,
            class,
            line: line(self.line, "line")?,
            best_line: line(self.best_line, "bestLine")?,
            depth: self.depth.unwrap_or(0),
        })
    }
}

/// A PDN tag: `[name, value]`.
pub type TagArg = (String, String);

/// A move of an annotated game's tree (`writePdnTree`; `readPdnTree`'s Node).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "PdnNodeArg", optional_fields = nullable))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an object { move, nags?, before?, after?, variations? }")]
pub struct NodeArg {
    #[serde(rename = "move")]
    text: String,
    nags: Option<Vec<u8>>,
    before: Option<Vec<String>>,
    after: Option<Vec<String>>,
    variations: Option<Vec<Vec<NodeArg>>>,
}

/// An annotated game (`writePdnTree`; `readPdnTree`'s shape, `fen`, `tags`, `comments` and
/// `result` optional).
#[derive(Deserialize)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "PdnTreeArg", optional_fields = nullable))]
#[serde(deny_unknown_fields)]
#[serde(expecting = "an object { variant, fen?, tags?, comments?, tree, result? }")]
pub struct TreeArg {
    /// The game's id.
    pub variant: String,
    fen: Option<String>,
    tags: Option<Vec<TagArg>>,
    comments: Option<Vec<String>>,
    tree: Vec<NodeArg>,
    result: Option<String>,
}

/// The deepest variation nesting `writePdnTree` reads.
pub const MAX_NESTING: usize = 32;

/// The tags of `reviewPdn` and `writePdnTree`.
pub fn tags(tags: Option<Vec<TagArg>>) -> Result<Vec<(String, String)>, ArgError> {
    at_most(tags.unwrap_or_default(), 100, "the tags")
}

impl TreeArg {
    /// The game for the engine: its tags (the `FEN` tag `fen`'s), comments and tree.
    pub fn read(self) -> Result<crate::pdn::PdnGame, ArgError> {
        let mut tags = tags(self.tags)?;
        tags.retain(|(k, _)| {
            !["fen", "setup", "gametype"].contains(&k.to_ascii_lowercase().as_str())
        });
        if let Some(f) = self.fen {
            tags.push(("FEN".into(), f));
        }
        let mut count = 0;
        Ok(crate::pdn::PdnGame {
            tags,
            comments: at_most(
                self.comments.unwrap_or_default(),
                100,
                "the game's comments",
            )?,
            tree: nodes(self.tree, 0, &mut count)?,
            result: self.result,
            line: 0,
        })
    }
}

fn nodes(
    line: Vec<NodeArg>,
    nesting: usize,
    count: &mut usize,
) -> Result<Vec<crate::pdn::PdnMove>, ArgError> {
    if nesting > MAX_NESTING {
        return Err(misuse!(
            "the variations are nested too deep (at most {MAX_NESTING})"
        ));
    }
    line.into_iter()
        .map(|n| {
            *count += 1;
            if *count > MAX_MOVES {
                return Err(misuse!("the tree has too many moves (at most {MAX_MOVES})"));
            }
            let here = format!("the move {}", crate::clip(&n.text));
            Ok(crate::pdn::PdnMove {
                nags: at_most(
                    n.nags.unwrap_or_default(),
                    16,
                    &format!("the nags of {here}"),
                )?
                .into_iter()
                .map(u16::from)
                .collect(),
                before: at_most(
                    n.before.unwrap_or_default(),
                    100,
                    &format!("{here}: before"),
                )?,
                after: at_most(n.after.unwrap_or_default(), 100, &format!("{here}: after"))?,
                variations: at_most(
                    n.variations.unwrap_or_default(),
                    64,
                    &format!("the variations of {here}"),
                )?
                .into_iter()
                .map(|v| nodes(v, nesting + 1, count))
                .collect::<Result<_, _>>()?,
                text: n.text,
            })
        })
        .collect()
}

/// The computer's limits (`Game.think`, `analyse`, `review`): every field a number; `time`
/// is the computer's clock in milliseconds, with `increment` and `movesToGo`; `lines` is
/// `analyse`'s only.
#[derive(Deserialize, Default)]
#[cfg_attr(test, derive(ts_rs::TS), ts(rename = "ThinkOptions", optional_fields = nullable))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
#[serde(
    expecting = "an object { level?, movetime?, depth?, nodes?, seed?, time?, increment?, movesToGo?, contempt? }"
)]
pub struct ThinkArg {
    level: Option<f64>,
    movetime: Option<f64>,
    depth: Option<f64>,
    nodes: Option<f64>,
    seed: Option<f64>,
    time: Option<f64>,
    increment: Option<f64>,
    moves_to_go: Option<f64>,
    contempt: Option<f64>,
    /// `analyse`'s number of lines (1 to 10).
    pub lines: Option<f64>,
}

impl ThinkArg {
    /// The options for the engine (its own limits are `ThinkOptions::limits`'); `lines` is
    /// refused unless `with_lines`.
    pub fn read(&self, with_lines: bool) -> Result<ThinkOptions, ArgError> {
        const WHAT: &str = "the options";
        if self.lines.is_some() && !with_lines {
            return Err(misuse!("{WHAT}: unknown field `lines` (analyse's only)"));
        }
        let number = |name: &str, n: Option<f64>, whole: bool| -> Result<Option<f64>, ArgError> {
            match n {
                Some(n) if !(0.0..=MAX_SAFE).contains(&n) => Err(misuse!(
                    "the option '{name}' must be a number from 0 to {}, not {}",
                    crate::error::number(MAX_SAFE),
                    crate::error::number(n)
                )),
                Some(n) if whole && n.fract() != 0.0 => Err(misuse!(
                    "the option '{name}' must be a whole number, not {}",
                    crate::error::number(n)
                )),
                n => Ok(n),
            }
        };
        let mut o = ThinkOptions {
            level: number("level", self.level, true)?.map(|n| n as usize),
            movetime_ms: number("movetime", self.movetime, false)?,
            depth: number("depth", self.depth, true)?.map(|n| n.min(u32::MAX as f64) as u32),
            nodes: number("nodes", self.nodes, true)?.map(|n| n as u64),
            seed: number("seed", self.seed, true)?.map_or(0, |n| n as u64),
            contempt: number("contempt", self.contempt, true)?
                .map(|n| n.min(i32::MAX as f64) as i32),
            ..ThinkOptions::default()
        };
        // a clock of at most a day; an increment of at most an hour
        let time = number("time", self.time, false)?;
        let increment = number("increment", self.increment, false)?;
        let moves_to_go = number("movesToGo", self.moves_to_go, true)?;
        for (name, v, max) in [
            ("time", time, 86_400_000.0),
            ("increment", increment, 3_600_000.0),
            ("movesToGo", moves_to_go, 1000.0),
        ] {
            if let Some(n) = v.filter(|&n| n > max) {
                return Err(misuse!(
                    "the option '{name}' must be at most {}, not {}",
                    crate::error::number(max),
                    crate::error::number(n)
                ));
            }
        }
        match time {
            Some(remaining_ms) => {
                o.clock = Some(crate::ai::clock::ClockTime {
                    remaining_ms,
                    increment_ms: increment.unwrap_or(0.0),
                    moves_to_go: moves_to_go.map(|n| (n as u32).max(1)),
                })
            }
            None if increment.is_some() || moves_to_go.is_some() => {
                return Err(Error::Misuse(
                    "the options 'increment' and 'movesToGo' need the option 'time' (the clock)"
                        .into(),
                ))
            }
            None => {}
        }
        Ok(o)
    }

    /// `analyse`'s number of lines (3 when left out; the engine checks the range).
    pub fn lines(&self) -> Result<usize, ArgError> {
        match self.lines {
            None => Ok(3),
            Some(n) => whole(n, 1e6, "the option 'lines'").map(|n| n as usize),
        }
    }
}

#[cfg(test)]
mod shapes {
    use super::*;
    use ts_rs::TS;

    /// `www/src/engine/shapes.ts` as these types say it.
    fn shapes() -> String {
        let decls = [
            ClockArg::decl(),
            PlayersArg::decl(),
            RecordArg::decl(),
            PieceArg::decl(),
            PlacedArg::decl(),
            GameArg::decl(),
            ReviewArg::decl(),
            NodeArg::decl(),
            TreeArg::decl(),
            ThinkArg::decl(),
        ];
        let mut out = String::from(
            "// The wasm API's argument objects, written from crate/src/api/args.rs by ts-rs: do not edit.\n\
             // `UPDATE=1 cargo test --release --lib shapes` rewrites it; the test fails while it differs.\n",
        );
        for d in decls {
            out.push_str("\nexport ");
            out.push_str(&d);
            out.push('\n');
        }
        out
    }

    #[test]
    fn the_typescript_shapes_are_those_of_the_rust_types() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../www/src/engine/shapes.ts");
        let want = shapes();
        if std::env::var_os("UPDATE").is_some() {
            std::fs::write(path, &want).unwrap();
        }
        let have = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            have == want,
            "www/src/engine/shapes.ts differs from crate/src/api/args.rs' types: \
             run `UPDATE=1 cargo test --release --lib shapes` and commit it"
        );
    }
}
