//! A game as text, for the fragment of a share link and for the game the page saves: the
//! variant, the start position when it is not the game's own, the moves, who plays each
//! side, and the players' names.
//!
//! ```text
//! v=1&variant=russian&moves=c3-d4.f6-g5&north=computer3&seed=42
//! v=1&variant=english&fen=W:W18,22:B5,9&moves=18-14&south-name=Ann
//! v=1&variant=english&moves=11-15&result=resign-south
//! v=1&variant=english&moves=11-15.23-19&clock=300%2B3&clock-times=2990.2985&clock-used=42
//! ```
//!
//! Fields are `key=value` joined by `&`, values percent-encoded (UTF-8), moves in PDN move
//! text joined by `.`. `v` (the format's version) and `variant` are required; the others are
//! optional: `fen`, `moves`, `south` / `north` (`human`, or `computer` and a level from 1),
//! `south-name` / `north-name`, `seed`, and `result` for an ending the moves alone do not
//! say (`resign-south`, `resign-north`, `draw-agreed`, `time-south`, `time-north`: see
//! [`Ending`]; added within version 1, so text without it reads as before), and the clocks
//! of a game played with a time control ([`ClockRecord`], also added within version 1):
//! `clock` the time control (`300+3`, `1/30`), `clock-times` the time the mover's clock
//! showed after each move in tenths of a second, joined by `.` (one per move), `clock-used`
//! the tenths the side to move has used on the move under way, and `clock-since` (the saved
//! game only) when its clock last started, in milliseconds since 1970. A flag fallen
//! (`time-...`) needs a `clock`, and falls on the side to move. Unknown fields are refused,
//! as is a field given twice. [`decode`] replays the moves, so a record it returns is a legal game; anything
//! else is refused with a message naming what is wrong (the field, or the move and its
//! number). Text longer than [`MAX_TEXT`] is refused before it is read.

use crate::ai::search::LEVELS;
use crate::play::anygame::AnyGame;
use crate::play::clock::{ClockRecord, TimeControl};
use crate::rules::outcome::Ending;
use crate::{Code, Error, Said};

/// The version written, and the only one read.
pub const VERSION: &str = "1";
/// The longest text read (a link of a very long game is some 20 KB).
pub const MAX_TEXT: usize = 100_000;
/// The most moves in a record.
pub const MAX_MOVES: usize = 5_000;
/// The longest player name, in characters.
pub const MAX_NAME: usize = 60;

/// Who plays a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Player {
    /// A person at the board.
    #[default]
    Human,
    /// The computer at a level (1 = weakest).
    Computer(u8),
}

/// A game as a link or saved data holds it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Record {
    /// The variant id.
    pub variant: String,
    /// The start position, when not the game's own.
    pub fen: Option<String>,
    /// The moves, in PDN move text.
    pub moves: Vec<String>,
    /// Who plays South and North.
    pub players: [Player; 2],
    /// The players' names, South first.
    pub names: [Option<String>; 2],
    /// The seed of the computer's choices.
    pub seed: Option<u64>,
    /// How the game ended after its moves, when they do not say: a resignation, a draw
    /// agreed, a flag fallen.
    pub result: Option<Ending>,
    /// The time control and the clocks, in a game played with one.
    pub clock: Option<ClockRecord>,
}

/// Characters written as they are: unreserved, and the FEN and move punctuation that is
/// safe in a fragment.
fn plain(c: char) -> bool {
    c.is_ascii_alphanumeric() || "-_~:,()".contains(c)
}

fn encode_value(s: &str, out: &mut String) {
    for c in s.chars() {
        if plain(c) {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
}

fn decode_value(key: &str, s: &str) -> Result<String, Error> {
    let bad = |why: Code| Error::Invalid(Said::new(why).text("field", key));
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .ok_or_else(|| bad(Code::LinkEscape))?;
                out.push(hex);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    let text = String::from_utf8(out).map_err(|_| bad(Code::LinkUtf8))?;
    if text.chars().any(|c| c.is_control()) {
        return Err(bad(Code::LinkControl));
    }
    Ok(text)
}

fn player_text(p: Player) -> String {
    match p {
        Player::Human => "human".into(),
        Player::Computer(l) => format!("computer{l}"),
    }
}

fn parse_player(key: &str, v: &str) -> Result<Player, Error> {
    if v == "human" {
        return Ok(Player::Human);
    }
    v.strip_prefix("computer")
        .and_then(|l| l.parse::<u8>().ok())
        .filter(|&l| l >= 1 && (l as usize) <= LEVELS.len())
        .map(Player::Computer)
        .ok_or_else(|| {
            Error::Invalid(
                Said::new(Code::LinkPlayer)
                    .text("field", key)
                    .number("most", LEVELS.len())
                    .text("text", v),
            )
        })
}

/// The text of a record (no leading `#`).
pub fn encode(r: &Record) -> String {
    let mut out = format!("v={VERSION}&variant=");
    encode_value(&r.variant, &mut out);
    if let Some(fen) = &r.fen {
        out.push_str("&fen=");
        encode_value(fen, &mut out);
    }
    if !r.moves.is_empty() {
        out.push_str("&moves=");
        for (i, m) in r.moves.iter().enumerate() {
            if i > 0 {
                out.push('.');
            }
            encode_value(m, &mut out);
        }
    }
    for (i, side) in ["south", "north"].iter().enumerate() {
        if r.players[i] != Player::Human {
            out.push_str(&format!("&{side}={}", player_text(r.players[i])));
        }
    }
    for (i, key) in ["south-name", "north-name"].iter().enumerate() {
        if let Some(name) = &r.names[i] {
            out.push_str(&format!("&{key}="));
            encode_value(name, &mut out);
        }
    }
    if let Some(seed) = r.seed {
        out.push_str(&format!("&seed={seed}"));
    }
    if let Some(e) = r.result {
        out.push_str(&format!("&result={}", e.id()));
    }
    if let Some(c) = &r.clock {
        out.push_str("&clock=");
        encode_value(&c.control.text(), &mut out);
        if !c.times.is_empty() {
            let times: Vec<String> = c.times.iter().map(u32::to_string).collect();
            out.push_str(&format!("&clock-times={}", times.join(".")));
        }
        if c.used > 0 {
            out.push_str(&format!("&clock-used={}", c.used));
        }
        if let Some(since) = c.since {
            out.push_str(&format!("&clock-since={since}"));
        }
    }
    out
}

/// A whole number of at most `max` from a field's text.
fn parse_number<T: std::str::FromStr + PartialOrd + TryInto<u64> + Copy>(
    key: &str,
    raw: &str,
    max: T,
) -> Result<T, Error> {
    raw.parse::<T>()
        .ok()
        .filter(|n| *n <= max && raw.bytes().all(|b| b.is_ascii_digit()))
        .ok_or_else(|| {
            Error::Invalid(
                Said::new(Code::LinkNumber)
                    .text("field", key)
                    .number("most", max)
                    .text("text", raw),
            )
        })
}

/// Reads the `result` field's value.
pub fn parse_ending(v: &str) -> Result<Ending, Error> {
    Ending::from_id(v).ok_or_else(|| {
        let names = |time: bool| -> Vec<String> {
            Ending::ALL
                .iter()
                .filter(|e| matches!(e, Ending::TimeForfeit(_)) == time)
                .map(|e| format!("'{}'", e.id()))
                .collect()
        };
        Error::Invalid(
            Said::new(Code::LinkResult)
                .moves("endings", names(false))
                .text("text", v)
                .moves("timeEndings", names(true)),
        )
    })
}

/// Reads a record (a leading `#` is skipped) without replaying it.
pub fn parse(text: &str) -> Result<Record, Error> {
    if text.len() > MAX_TEXT {
        return Err(Error::Invalid(
            Said::new(Code::LinkTooLong)
                .number("size", text.len())
                .number("most", MAX_TEXT),
        ));
    }
    let text = text.trim();
    let text = text.strip_prefix('#').unwrap_or(text);
    let mut r = Record::default();
    let mut seen: Vec<&str> = Vec::new();
    let mut version = None;
    let mut variant = None;
    let mut control: Option<TimeControl> = None;
    let mut times: Option<Vec<u32>> = None;
    let mut used: Option<u32> = None;
    let mut since: Option<u64> = None;
    for field in text.split('&').filter(|f| !f.is_empty()) {
        let (key, raw) = field
            .split_once('=')
            .ok_or_else(|| Error::Invalid(Said::new(Code::LinkNotField).text("text", field)))?;
        if seen.contains(&key) {
            return Err(Error::Invalid(Said::new(Code::LinkTwice).text("text", key)));
        }
        seen.push(key);
        match key {
            "v" => version = Some(raw.to_string()),
            "variant" => variant = Some(decode_value(key, raw)?),
            "fen" => r.fen = Some(decode_value(key, raw)?).filter(|f| !f.trim().is_empty()),
            "moves" => {
                for m in raw.split('.').filter(|m| !m.is_empty()) {
                    if r.moves.len() == MAX_MOVES {
                        return Err(Error::Invalid(
                            Said::new(Code::TooManyMoves).number("most", MAX_MOVES),
                        ));
                    }
                    r.moves.push(decode_value(key, m)?);
                }
            }
            "south" => r.players[0] = parse_player(key, raw)?,
            "north" => r.players[1] = parse_player(key, raw)?,
            "south-name" | "north-name" => {
                let name = decode_value(key, raw)?;
                if name.chars().count() > MAX_NAME {
                    return Err(Error::Invalid(
                        Said::new(Code::LinkNameLong)
                            .text("field", key)
                            .number("most", MAX_NAME),
                    ));
                }
                r.names[(key == "north-name") as usize] = Some(name);
            }
            "seed" => {
                r.seed = Some(
                    raw.parse()
                        .map_err(|_| Error::Invalid(Said::new(Code::LinkSeed).text("text", raw)))?,
                )
            }
            "result" => r.result = Some(parse_ending(raw)?),
            "clock" => {
                control =
                    Some(TimeControl::parse(&decode_value(key, raw)?).map_err(
                        |e| match e.said() {
                            Some(why) => {
                                Error::Invalid(Said::new(Code::LinkClock).said("reason", why))
                            }
                            None => e,
                        },
                    )?)
            }
            "clock-times" => {
                let mut list = Vec::new();
                for t in raw.split('.') {
                    if list.len() == MAX_MOVES {
                        return Err(Error::Invalid(
                            Said::new(Code::LinkClockTimes).number("most", MAX_MOVES),
                        ));
                    }
                    list.push(parse_number(key, t, crate::play::clock::MAX_TENTHS)?);
                }
                times = Some(list);
            }
            "clock-used" => used = Some(parse_number(key, raw, crate::play::clock::MAX_TENTHS)?),
            // a time in milliseconds since 1970 that a JavaScript number holds exactly
            "clock-since" => since = Some(parse_number(key, raw, (1u64 << 53) - 1)?),
            other => {
                return Err(Error::Invalid(
                    Said::new(Code::LinkUnknownField).text("text", other),
                ));
            }
        }
    }
    match version.as_deref() {
        None => return Err(Error::Invalid(Said::new(Code::LinkNotOurs))),
        Some(VERSION) => {}
        Some(v) => {
            return Err(Error::Invalid(
                Said::new(Code::LinkVersion)
                    .text("text", v)
                    .text("version", VERSION),
            ))
        }
    }
    r.variant = variant.ok_or_else(|| Error::Invalid(Said::new(Code::LinkNoVariant)))?;
    match control {
        Some(control) => {
            r.clock = Some(ClockRecord {
                control,
                times: times.unwrap_or_default(),
                used: used.unwrap_or(0),
                since,
            })
        }
        None => {
            if let Some(key) = [
                (times.is_some(), "clock-times"),
                (used.is_some(), "clock-used"),
                (since.is_some(), "clock-since"),
            ]
            .iter()
            .find_map(|&(given, key)| given.then_some(key))
            {
                return Err(Error::Invalid(
                    Said::new(Code::LinkNoControl).text("field", key),
                ));
            }
        }
    }
    Ok(r)
}

/// Replays a record into a game, ending it as its `result` says; its clock times must match
/// its moves, and a flag can fall only in a game with a clock.
pub fn replay(r: &Record) -> Result<Box<dyn AnyGame>, Error> {
    let mut g = crate::play::anygame::replay(&r.variant, r.fen.as_deref(), &r.moves)?;
    if let Some(c) = &r.clock {
        c.check(r.moves.len())?;
    }
    if let Some(e) = r.result {
        if g.outcome().is_some() {
            return Err(Error::Invalid(
                Said::new(Code::LinkResultOver)
                    .text("result", e.id())
                    .said("reason", g.message()),
            ));
        }
        if matches!(e, Ending::TimeForfeit(_)) && r.clock.is_none() {
            return Err(Error::Invalid(
                Said::new(Code::LinkResultNoClock).text("result", e.id()),
            ));
        }
        g.end(e).map_err(|err| match err.said() {
            Some(why) => Error::Invalid(
                Said::new(Code::LinkResultCannot)
                    .text("result", e.id())
                    .said("reason", why),
            ),
            None => err,
        })?;
    }
    Ok(g)
}

/// The text of the game `g` as it stands, with the players, names and seed of `r`: its
/// moves and ending are taken from the game, not replayed (the page saves after every move).
/// `r`'s variant must be the game's, and its `fen` (or none) must name the game's start.
pub fn encode_game(g: &dyn AnyGame, r: &Record) -> Result<String, Error> {
    let id = g.info().id;
    if r.variant != id {
        return Err(Error::Misuse(format!(
            "the record is of {}, the game of {id}",
            crate::error::clip(&r.variant)
        )));
    }
    let given = match &r.fen {
        Some(fen) => crate::play::anygame::new_game(id, Some(fen))?.start_fen(),
        None => None,
    };
    if given != g.start_fen() {
        return Err(Error::Misuse(
            "the record's fen is not the position this game started from".into(),
        ));
    }
    if let Some(c) = &r.clock {
        c.check(g.history().len())?;
    }
    let text = encode(&Record {
        moves: g.history(),
        result: g.ending(),
        ..r.clone()
    });
    // what is written must read back: the same checks of the fields as decoding
    parse(&text)?;
    Ok(text)
}

/// The game `g` as PDN with its time control: the `TimeControl` tag (`300+3`, `1/30`), and
/// after each move the clocks as lidraughts writes them (`{[%clock w0:04:57 B0:04:58]}`); a
/// flag fallen adds `Termination "Time forfeit"` (lidraughts' tag). `clock`'s times must
/// match the game's moves.
pub fn pdn_with_clock(g: &dyn AnyGame, clock: &ClockRecord) -> Result<String, Error> {
    clock.check(g.history().len())?;
    // Event, White and Black first (as the writer would add them), then the clock's tags
    let mut tags: Vec<(String, String)> = [
        ("Event", "omnidraughts game"),
        ("White", "?"),
        ("Black", "?"),
    ]
    .iter()
    .map(|&(k, v)| (k.to_string(), v.to_string()))
    .collect();
    tags.push(("TimeControl".to_string(), clock.control.text()));
    if let Some(Ending::TimeForfeit(_)) = g.ending() {
        tags.push(("Termination".to_string(), "Time forfeit".to_string()));
    }
    let comments = clock.comments(g.info(), g.start_turn());
    Ok(g.pdn_commented(&tags, &comments))
}

/// The clocks a PDN game records: its `TimeControl` tag and a clock comment after every move
/// (`[%clock w0:04:57 B0:04:58]`, or `[%clk 0:04:57]`), for a game of `info` that started
/// with `start_turn` to move and has `plies` moves; `None` unless both are there and read.
pub fn clock_from_pdn(
    info: &crate::rules::VariantInfo,
    game: &crate::notation::pdn::PdnGame,
    start_turn: crate::Color,
    plies: usize,
) -> Option<ClockRecord> {
    let control = TimeControl::parse(game.tag("TimeControl")?).ok()?;
    let mut times = Vec::with_capacity(plies);
    let mut mover = start_turn;
    for ply in 0..plies {
        let t =
            game.tree.get(ply)?.after.iter().find_map(|c| {
                crate::notation::pdn::read_clock_comment(info, c, mover)[mover.idx()]
            })?;
        times.push(t.checked_mul(10)?);
        mover = mover.other();
    }
    let c = ClockRecord {
        times,
        ..ClockRecord::new(control)
    };
    c.check(plies).ok()?;
    Some(c)
}

/// Reads a record and replays it: the record and its game, or why it cannot be read.
pub fn decode(text: &str) -> Result<(Record, Box<dyn AnyGame>), Error> {
    let r = parse(text)?;
    let g = replay(&r)?;
    Ok((r, g))
}

/// The game a PDN game is of: its `GameType` tag's, or `variant` when it has none (refused
/// when neither names a game the engine plays).
pub fn game_variant(
    game: &crate::notation::pdn::PdnGame,
    variant: Option<&str>,
) -> Result<&'static crate::VariantInfo, Error> {
    match (game.tag("GameType"), variant) {
        (Some(t), _) => {
            let number = t.split(',').next().unwrap_or("").trim();
            crate::games::variant::ALL
                .iter()
                .copied()
                .find(|v| v.gametype == number)
                .ok_or_else(|| Error::Pdn(Said::new(Code::PdnGameType).text("text", t)))
        }
        (None, Some(v)) => crate::games::variant::info(v),
        (None, None) => Err(Error::Pdn(Said::new(Code::PdnNoGameType))),
    }
}

/// The first game of a PDN file as a record: its variant from the `GameType` tag (or
/// `variant` when the file has none), its `FEN` tag, its moves replayed (so a capture written
/// short is resolved), and the names of the `White` and `Black` tags for the sides of those
/// colours. Refused, with the reason, when the file holds no readable game or a move cannot
/// be played.
pub fn from_pdn(text: &str, variant: &str) -> Result<Record, Error> {
    Ok(import_pdn(text, variant)?.0)
}

/// [`from_pdn`], with how many games the file holds (those it could not read counted): a
/// player opening the first of several is told of the others.
pub fn import_pdn(text: &str, variant: &str) -> Result<(Record, usize), Error> {
    if text.len() > 4 * MAX_TEXT {
        return Err(Error::Invalid(
            Said::new(Code::PdnTooLong)
                .number("size", text.len())
                .number("most", 4 * MAX_TEXT),
        ));
    }
    let file = crate::notation::pdn::read(text);
    let Some(game) = file.games.first() else {
        return Err(Error::Pdn(file.no_game()));
    };
    let info = game_variant(game, Some(variant))?;
    let g = crate::play::anygame::game_from_record(info.id, game)?;
    if g.history().len() > MAX_MOVES {
        return Err(Error::Invalid(
            Said::new(Code::TooManyMoves).number("most", MAX_MOVES),
        ));
    }
    let mut names: [Option<String>; 2] = [None, None];
    for (tag, colour) in [("White", "White"), ("Black", "Black")] {
        let side = info.color_names.iter().position(|&n| n == colour);
        if let (Some(i), Some(name)) = (side, game.tag(tag)) {
            let name: String = name
                .chars()
                .filter(|c| !c.is_control())
                .take(MAX_NAME)
                .collect();
            if !name.trim().is_empty() && name != "?" {
                names[i] = Some(name);
            }
        }
    }
    let clock = clock_from_pdn(info, game, g.start_turn(), g.history().len());
    let record = Record {
        variant: info.id.into(),
        fen: g.start_fen(),
        moves: g.history(),
        names,
        clock,
        ..Record::default()
    };
    Ok((record, file.games.len() + file.problems.len()))
}
