//! PDN game files (PDN 3.0): reading and writing.
//!
//! The reader takes what real files contain: tags with escaped quotes, move numbers glued or
//! not (`1.`, `1...`, `01.`), `{comments}`, nested `(variations)`, `$n` NAGs, `!`/`?` marks,
//! `%` and `;` line comments, `/FEN "..."/` setup commands (skipped), captures with `x` or
//! `:`, and space-padded squares (`47x 9`). It reads the games it can and names, for each one
//! it skips, the line and what was wrong.

use crate::rules::outcome::Outcome;
use crate::rules::VariantInfo;
use crate::said::{Code, Said};
use crate::Color;

/// One game of a PDN file, as written: its tags, its annotated move tree, its result token.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnGame {
    /// The tags in file order.
    pub tags: Vec<(String, String)>,
    /// Comments written before the first move (about the whole game).
    pub comments: Vec<String>,
    /// The main line, each move with its marks, comments and the variations that replace it.
    pub tree: Vec<PdnMove>,
    /// The game terminator (`1-0`, `0-1`, `1/2-1/2`, `2-0`, `*` ...), if present.
    pub result: Option<String>,
    /// The line the game starts on (1-based).
    pub line: usize,
}

impl PdnGame {
    /// The value of a tag (case-insensitive name).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The main line's moves, as written (`11-15`, `26x17x10x1`), marks left off.
    pub fn moves(&self) -> Vec<String> {
        self.tree.iter().map(|m| m.text.clone()).collect()
    }

    /// A game of plain moves, with no annotation.
    pub fn from_moves<S: AsRef<str>>(moves: &[S]) -> PdnGame {
        PdnGame {
            tree: moves.iter().map(|m| PdnMove::new(m.as_ref())).collect(),
            ..PdnGame::default()
        }
    }
}

/// A move of a game's tree as a PDN file writes it: the move, its marks (as NAGs), the
/// comments around it, and the variations that replace it.
///
/// A comment after a move belongs to that move; a comment before the first move of a
/// variation belongs to that move ([`PdnMove::before`]); a comment before the main line's
/// first move belongs to the game ([`PdnGame::comments`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PdnMove {
    /// The move as written, marks left off (`11-15`, `c3:e5`, `pass`).
    pub text: String,
    /// Numeric annotation glyphs in the order written: `$n`, and the move marks `!` (1),
    /// `?` (2), `!!` (3), `??` (4), `!?` (5) and `?!` (6).
    pub nags: Vec<u16>,
    /// Comments written before the move (only at the start of a variation).
    pub before: Vec<String>,
    /// Comments written after the move.
    pub after: Vec<String>,
    /// Lines that could have been played instead of this move, each starting with its first
    /// move (played from the position before this one).
    pub variations: Vec<Vec<PdnMove>>,
}

impl PdnMove {
    /// A move with no annotation.
    pub fn new(text: &str) -> PdnMove {
        PdnMove {
            text: text.to_string(),
            ..PdnMove::default()
        }
    }
}

/// The move marks and the NAGs they stand for (PGN's `$1`-`$6`).
pub const MARKS: [(&str, u16); 6] = [
    ("!!", 3),
    ("??", 4),
    ("!?", 5),
    ("?!", 6),
    ("!", 1),
    ("?", 2),
];

/// The move mark of a NAG (`!` for 1 ... `?!` for 6), if it has one.
pub fn mark_of(nag: u16) -> Option<&'static str> {
    MARKS.iter().find(|(_, n)| *n == nag).map(|(m, _)| *m)
}

/// What a PDN file held.
#[derive(Clone, Debug, Default)]
pub struct PdnFile {
    /// The games read.
    pub games: Vec<PdnGame>,
    /// The games skipped, each with its line and what was wrong.
    pub problems: Vec<Said>,
}

impl PdnFile {
    /// Why a file with no game read holds none: its one game's problem as that game's own
    /// words (a file of one game needs no "game 1"), the first of several with its number.
    pub fn no_game(&self) -> Said {
        match &self.problems[..] {
            [] => Said::new(Code::PdnNoGame),
            [one] => match one.value("reason") {
                Some(crate::Value::Said(why)) if one.code == Code::PdnGame => (**why).clone(),
                _ => one.clone(),
            },
            [first, ..] => Said::new(Code::PdnNoGameRead).said("reason", first.clone()),
        }
    }
}

/// The game terminators of PDN 3.0 (and the International result type).
const RESULTS: [&str; 9] = [
    "1-0", "0-1", "1/2-1/2", "2-0", "0-2", "1-1", "0-0", "*", "½-½",
];

struct Lexer<'a> {
    s: &'a [u8],
    i: usize,
    line: usize,
}

impl<'a> Lexer<'a> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }
    fn bump(&mut self) -> Option<u8> {
        let c = self.peek()?;
        self.i += 1;
        if c == b'\n' {
            self.line += 1;
        }
        Some(c)
    }
    fn skip_space(&mut self) {
        while let Some(c) = self.peek() {
            if c.is_ascii_whitespace() {
                self.bump();
            } else if c == b';' || (c == b'%' && (self.i == 0 || self.s[self.i - 1] == b'\n')) {
                self.skip_line();
            } else {
                break;
            }
        }
    }
    fn skip_line(&mut self) {
        while let Some(c) = self.bump() {
            if c == b'\n' {
                break;
            }
        }
    }
    fn at_tag(&self) -> bool {
        self.peek() == Some(b'[')
    }
}

/// Reads every game of a PDN file; games with errors are skipped and named in `problems`.
pub fn read(text: &str) -> PdnFile {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lx = Lexer {
        s: text.as_bytes(),
        i: 0,
        line: 1,
    };
    let mut file = PdnFile::default();
    loop {
        lx.skip_space();
        if lx.peek().is_none() {
            break;
        }
        let start_line = lx.line;
        let start_at = lx.i;
        match read_game(&mut lx) {
            Ok(Some(mut g)) => {
                g.line = start_line;
                file.games.push(g);
            }
            Ok(None) => {}
            Err(e) => {
                let number = file.games.len() + file.problems.len() + 1;
                file.problems.push(
                    Said::new(Code::PdnGame)
                        .number("number", number)
                        .number("line", start_line)
                        .said("reason", e),
                );
                if lx.i == start_at {
                    lx.bump();
                }
                // Resynchronise at the next tag section that starts a line.
                let at_line_start = lx.i == 0 || lx.s[lx.i - 1] == b'\n';
                if !(at_line_start && lx.at_tag()) {
                    while let Some(c) = lx.bump() {
                        if c == b'\n' && lx.at_tag() {
                            break;
                        }
                    }
                }
            }
        }
    }
    file
}

/// Reads a PDN file that must be entirely well formed.
pub fn read_strict(text: &str) -> Result<Vec<PdnGame>, crate::Error> {
    let f = read(text);
    if let Some(p) = f.problems.first() {
        return Err(crate::Error::Pdn(p.clone()));
    }
    Ok(f.games)
}

/// The lines being read: the main line first, then each open variation with the index of
/// the move of its parent line that it replaces.
struct Lines {
    open: Vec<(Vec<PdnMove>, usize)>,
    /// Comments read where no move is there yet to own them (the start of a line).
    pending: Vec<String>,
    game_comments: Vec<String>,
}

impl Lines {
    fn current(&mut self) -> &mut Vec<PdnMove> {
        &mut self
            .open
            .last_mut()
            .expect("the main line is always open")
            .0
    }

    fn comment(&mut self, text: String) {
        let main = self.open.len() == 1;
        match self.current().last_mut() {
            Some(m) => m.after.push(text),
            None if main => self.game_comments.push(text),
            None => self.pending.push(text),
        }
    }

    fn push(&mut self, text: String) {
        let before = std::mem::take(&mut self.pending);
        self.current().push(PdnMove {
            text,
            before,
            ..PdnMove::default()
        });
    }

    fn nag(&mut self, nag: u16, line: usize, written: &str) -> Result<(), Said> {
        match self.current().last_mut() {
            Some(m) => {
                m.nags.push(nag);
                Ok(())
            }
            None => Err(at(
                line,
                Said::new(Code::PdnFollowsNothing).text("text", written),
            )),
        }
    }
}

/// `what` said on its line: "line 3: a tag has no name".
fn at(line: usize, what: Said) -> Said {
    Said::new(Code::PdnLine)
        .number("line", line)
        .said("reason", what)
}

fn read_game(lx: &mut Lexer) -> Result<Option<PdnGame>, Said> {
    let mut g = PdnGame::default();
    // Tags.
    loop {
        lx.skip_space();
        if !lx.at_tag() {
            break;
        }
        g.tags.push(read_tag(lx)?);
    }
    // Move text until a result, the next tag section, or the end.
    let mut lines = Lines {
        open: vec![(Vec::new(), 0)],
        pending: Vec::new(),
        game_comments: Vec::new(),
    };
    let mut numbered: Option<(usize, String)> = None;
    loop {
        lx.skip_space();
        let Some(c) = lx.peek() else { break };
        let depth = lines.open.len() - 1;
        match c {
            b'[' if depth == 0 => {
                if lines.open[0].0.is_empty() && g.tags.is_empty() {
                    return Err(Said::new(Code::PdnTagOpen));
                }
                break;
            }
            b'{' => {
                let text = read_comment(lx)?;
                lines.comment(text);
            }
            b'(' => {
                let line = lx.line;
                lx.bump();
                let Some(replaced) = lines.current().len().checked_sub(1) else {
                    return Err(at(line, Said::new(Code::PdnVariationFirst)));
                };
                lines.open.push((Vec::new(), replaced));
            }
            b')' => {
                if depth == 0 {
                    return Err(at(lx.line, Said::new(Code::PdnCloseVariation)));
                }
                let line = lx.line;
                lx.bump();
                let (variation, replaced) = lines.open.pop().expect("depth > 0");
                if variation.is_empty() {
                    return Err(at(line, Said::new(Code::PdnVariationEmpty)));
                }
                lines.current()[replaced].variations.push(variation);
            }
            b'}' => {
                return Err(at(
                    lx.line,
                    Said::new(Code::PdnCloseComment).text("text", "}"),
                ))
            }
            b'$' => {
                let line = lx.line;
                lx.bump();
                let mut digits = String::new();
                while let Some(c) = lx.peek().filter(u8::is_ascii_digit) {
                    digits.push(c as char);
                    lx.bump();
                }
                let nag = digits.parse::<u16>().map_err(|_| {
                    at(
                        line,
                        Said::new(Code::PdnBadNag).text("text", &format!("${digits}")),
                    )
                })?;
                lines.nag(nag, line, &format!("${digits}"))?;
            }
            b'/' => {
                // A setup command /FEN "..."/: skip to the closing slash.
                lx.bump();
                let line = lx.line;
                loop {
                    match lx.bump() {
                        Some(b'/') => break,
                        Some(_) => {}
                        None => return Err(at(line, Said::new(Code::PdnSetupOpen))),
                    }
                }
            }
            _ => {
                let line = lx.line;
                let tok = read_token(lx);
                if tok.is_empty() {
                    let ch = text_at(lx);
                    return Err(at(line, Said::new(Code::PdnUnexpected).text("text", &ch)));
                }
                if RESULTS.contains(&tok.as_str()) {
                    if depth == 0 {
                        if let Some((l, n)) = numbered {
                            return Err(at(l, Said::new(Code::PdnNumberAlone).text("text", &n)));
                        }
                        g.result = Some(tok);
                        break;
                    }
                    continue;
                }
                if let Some(&(_, nag)) = MARKS.iter().find(|(m, _)| *m == tok) {
                    lines.nag(nag, line, &tok)?;
                    continue;
                }
                match classify(&tok, line)? {
                    Some((mv, nag)) => {
                        lines.push(mv);
                        if let Some(nag) = nag {
                            lines.nag(nag, line, &tok)?;
                        }
                        if depth == 0 {
                            numbered = None;
                        }
                    }
                    None if depth == 0 => numbered = Some((line, tok)),
                    None => {}
                }
            }
        }
    }
    if lines.open.len() > 1 {
        return Err(Said::new(Code::PdnVariationOpen));
    }
    let Lines {
        mut open,
        game_comments,
        ..
    } = lines;
    g.tree = open.pop().map(|(main, _)| main).unwrap_or_default();
    g.comments = game_comments;
    if g.tags.is_empty() && g.tree.is_empty() && g.result.is_none() && g.comments.is_empty() {
        return Ok(None);
    }
    if let (None, Some(m)) = (&g.result, g.tree.last()) {
        // At the end of the text, moves pasted without a result are a game going on (`*`),
        // as the PDN standard's own test set reads one (`variation.pdn`). Before the next
        // game's tags, a missing result more likely means a damaged file: refused.
        lx.skip_space();
        if lx.peek().is_some() {
            return Err(
                Said::new(Code::PdnNoResult).moves("move", vec![crate::error::clip(&m.text)])
            );
        }
        g.result = Some("*".into());
    }
    Ok(Some(g))
}

fn text_at(lx: &Lexer) -> String {
    let rest = &lx.s[lx.i..];
    let n = rest.len().min(12);
    String::from_utf8_lossy(&rest[..n]).into_owned()
}

fn read_tag(lx: &mut Lexer) -> Result<(String, String), Said> {
    let line = lx.line;
    lx.bump(); // [
    lx.skip_space();
    let mut name = Vec::new();
    while let Some(c) = lx.peek() {
        if c.is_ascii_alphanumeric() || c == b'_' {
            name.push(c);
            lx.bump();
        } else {
            break;
        }
    }
    if name.is_empty() {
        return Err(at(line, Said::new(Code::PdnTagNoName)));
    }
    lx.skip_space();
    if lx.bump() != Some(b'"') {
        return Err(at(line, Said::new(Code::PdnTagQuotes)));
    }
    let mut value = Vec::new();
    loop {
        match lx.bump() {
            Some(b'\\') => match lx.bump() {
                Some(c) => value.push(c),
                None => return Err(at(line, Said::new(Code::PdnTagValueOpen))),
            },
            Some(b'"') => break,
            Some(b'\n') | None => return Err(at(line, Said::new(Code::PdnTagValueOpen))),
            Some(c) => value.push(c),
        }
    }
    lx.skip_space();
    if lx.bump() != Some(b']') {
        return Err(at(line, Said::new(Code::PdnTagBracket)));
    }
    Ok((
        String::from_utf8_lossy(&name).into_owned(),
        String::from_utf8_lossy(&value).trim().to_string(),
    ))
}

/// A `{comment}`, its white space folded (runs of spaces and line breaks become one space).
fn read_comment(lx: &mut Lexer) -> Result<String, Said> {
    let line = lx.line;
    lx.bump();
    let mut text = Vec::new();
    loop {
        match lx.bump() {
            Some(b'}') => break,
            Some(b'{') => return Err(at(line, Said::new(Code::PdnCommentNested))),
            Some(b'\n') if lx.at_tag() => return Err(at(line, Said::new(Code::PdnCommentOpen))),
            Some(c) => text.push(c),
            None => return Err(at(line, Said::new(Code::PdnCommentOpen))),
        }
    }
    Ok(fold_space(&String::from_utf8_lossy(&text)))
}

/// Runs of white space as one space, none at either end.
fn fold_space(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The letter of `side` in a clock comment: `w` for the side whose FEN letter is `W` (White),
/// `b` for the other; in a game without a White, `w` for the side that moves first.
fn clock_letter(info: &VariantInfo, side: Color) -> char {
    let white = match info.color_letters.iter().position(|&l| l == 'W') {
        Some(0) => Color::South,
        Some(_) => Color::North,
        None => info.first,
    };
    if side == white {
        'w'
    } else {
        'b'
    }
}

/// `h:mm:ss`.
fn hms(seconds: u32) -> String {
    format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    )
}

/// A move's clock comment as lidraughts writes it, `[%clock w0:04:57 B0:04:58]` (the PDN
/// standard's `clock` command, pdn.fmjd.org): both clocks after the move, White's first
/// (`seconds`: South's and North's, in whole seconds), the letter of the clock that runs
/// next (`running`) in capitals.
pub fn clock_comment(info: &VariantInfo, seconds: [u32; 2], running: Color) -> String {
    let part = |side: Color| {
        let l = clock_letter(info, side);
        let l = if side == running {
            l.to_ascii_uppercase()
        } else {
            l
        };
        format!("{l}{}", hms(seconds[side.idx()]))
    };
    let (first, second) = if clock_letter(info, Color::South) == 'w' {
        (Color::South, Color::North)
    } else {
        (Color::North, Color::South)
    };
    format!("[%clock {} {}]", part(first), part(second))
}

/// The clock times a comment gives (`[%clock w0:04:57 B0:04:58]`, or `[%clk 0:04:57]` for
/// `mover`'s alone), in whole seconds, South first; `None` for a side it does not give.
pub fn read_clock_comment(info: &VariantInfo, comment: &str, mover: Color) -> [Option<u32>; 2] {
    let mut out = [None, None];
    let seconds = |t: &str| -> Option<u32> {
        let parts: Vec<&str> = t.split(':').collect();
        if parts.is_empty()
            || parts.len() > 3
            || parts
                .iter()
                .any(|p| p.is_empty() || p.len() > 4 || !p.bytes().all(|b| b.is_ascii_digit()))
        {
            return None;
        }
        parts.iter().try_fold(0u32, |acc, p| {
            acc.checked_mul(60)?.checked_add(p.parse().ok()?)
        })
    };
    for (cmd, body) in comment
        .split("[%")
        .skip(1)
        .filter_map(|c| c.split_once(']'))
        .filter_map(|(inner, _)| inner.trim().split_once(char::is_whitespace))
    {
        match cmd {
            "clk" => {
                if let Some(s) = seconds(body.trim()) {
                    out[mover.idx()] = Some(s);
                }
            }
            "clock" => {
                for word in body.split_whitespace() {
                    let mut chars = word.chars();
                    let side = match chars.next().map(|c| c.to_ascii_lowercase()) {
                        Some(l @ ('w' | 'b')) => {
                            if clock_letter(info, Color::South) == l {
                                Color::South
                            } else {
                                Color::North
                            }
                        }
                        _ => continue,
                    };
                    if let Some(s) = seconds(chars.as_str()) {
                        out[side.idx()] = Some(s);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// A move number, a move (with separators followed by optional spaces) or a result.
fn read_token(lx: &mut Lexer) -> String {
    let mut t = Vec::new();
    while let Some(c) = lx.peek() {
        if matches!(c, b'-' | b'x' | b'X' | b':') {
            t.push(c);
            lx.bump();
            // Space-padded squares: `47x 9`, `1- 6`.
            while lx.peek() == Some(b' ') {
                lx.bump();
            }
        } else if c.is_ascii_alphanumeric()
            || matches!(c, b'.' | b'/' | b'*' | b'!' | b'?' | b'+' | b'=')
        {
            t.push(c);
            lx.bump();
        } else if c >= 0x80 {
            // ½ and other non-ASCII: take the whole UTF-8 sequence.
            t.push(c);
            lx.bump();
            while lx.peek().is_some_and(|c| (0x80..0xc0).contains(&c)) {
                t.push(lx.bump().unwrap_or(0));
            }
        } else {
            break;
        }
    }
    String::from_utf8_lossy(&t).into_owned()
}

/// Sorts a token: a move (its mark, as a NAG, apart), a move number (`None`) or an error.
fn classify(tok: &str, line: usize) -> Result<Option<(String, Option<u16>)>, Said> {
    // Move number with or without the move glued on: `12.`, `12...`, `12.32-28`.
    let digits = tok.bytes().take_while(u8::is_ascii_digit).count();
    let rest = &tok[digits..];
    if digits > 0 && rest.starts_with('.') {
        let mv = rest.trim_start_matches('.');
        if mv.is_empty() {
            return Ok(None);
        }
        return classify(mv, line);
    }
    let marked = tok.trim_end_matches(['+', '*']);
    let mv = marked.trim_end_matches(['!', '?']);
    let mark = &marked[mv.len()..];
    let nag = match mark {
        "" => None,
        _ => match MARKS.iter().find(|(m, _)| *m == mark) {
            Some(&(_, nag)) => Some(nag),
            None => return Err(at(line, Said::new(Code::PdnBadMark).text("text", mark))),
        },
    };
    let mv = mv.trim_end_matches(['+', '*']);
    // A pass (Coast-to-Coast, where a player with no legal move passes).
    if mv.eq_ignore_ascii_case("pass") {
        return Ok(Some(("pass".to_string(), nag)));
    }
    // A promotion choice (Cheskers): `c7-c8=B`.
    let base = match mv.split_once('=') {
        Some((base, piece))
            if piece.len() == 1 && piece.bytes().all(|b| b.is_ascii_alphabetic()) =>
        {
            base
        }
        Some(_) => return Err(at(line, Said::new(Code::PdnNotAMove).text("text", tok))),
        None => mv,
    };
    let ok = !base.is_empty()
        && base.contains(['-', 'x', 'X', ':'])
        && base
            .split(['-', 'x', 'X', ':'])
            .all(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric()));
    if !ok {
        return Err(at(line, Said::new(Code::PdnNotAMove).text("text", tok)));
    }
    Ok(Some((mv.to_string(), nag)))
}

/// The PDN result token of an outcome: the first number is the score of the side that moves
/// first in this game (Black in American checkers, White in International).
pub fn result_token(info: &VariantInfo, outcome: Option<&Outcome>) -> &'static str {
    let big = info.shape == crate::Shape::Dark10;
    match outcome.map(|o| o.winner) {
        None => "*",
        Some(None) => {
            if big {
                "1-1"
            } else {
                "1/2-1/2"
            }
        }
        Some(Some(w)) if w == info.first => {
            if big {
                "2-0"
            } else {
                "1-0"
            }
        }
        Some(Some(_)) => {
            if big {
                "0-2"
            } else {
                "0-1"
            }
        }
    }
}

/// Reads a result token: `Some(Some(winner))`, `Some(None)` for a draw, `None` if unfinished.
pub fn parse_result(info: &VariantInfo, token: &str) -> Option<Option<Color>> {
    match token {
        "1-0" | "2-0" => Some(Some(info.first)),
        "0-1" | "0-2" => Some(Some(info.first.other())),
        "1/2-1/2" | "1-1" | "½-½" => Some(None),
        _ => None,
    }
}

fn escape(v: &str) -> String {
    v.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// Writes one game of plain moves: see [`write_annotated`].
pub fn write_game(
    info: &VariantInfo,
    fen: &str,
    setup: bool,
    moves: &[String],
    start_turn: Color,
    outcome: Option<&Outcome>,
    tags: &[(String, String)],
) -> String {
    let game = PdnGame::from_moves(moves);
    write_annotated(info, fen, setup, &game, start_turn, outcome, tags)
}

/// Writes one game: the given tags, then `GameType`, `FEN` (when `setup`), `Result`, and the
/// numbered move text of `game`'s tree (its comments, marks and variations) wrapped at 80
/// columns. `game`'s own tags and result are not written: `tags` and `outcome` are.
pub fn write_annotated(
    info: &VariantInfo,
    fen: &str,
    setup: bool,
    game: &PdnGame,
    start_turn: Color,
    outcome: Option<&Outcome>,
    tags: &[(String, String)],
) -> String {
    // The game's own result; else the one the tags carry (a record not played out to the
    // end keeps its recorded result).
    let recorded = tags
        .iter()
        .find(|(k, _)| k.eq_ignore_ascii_case("Result"))
        .map(|(_, v)| v.trim())
        .and_then(|v| RESULTS.iter().copied().find(|r| *r == v));
    let result = match (outcome, recorded) {
        (None, Some(r)) => r,
        _ => result_token(info, outcome),
    };
    let mut out = String::new();
    let reserved = ["gametype", "fen", "setup", "result"];
    let mut names: Vec<(String, String)> = tags
        .iter()
        .filter(|(k, _)| !reserved.contains(&k.to_ascii_lowercase().as_str()))
        .cloned()
        .collect();
    for (k, default) in [
        ("Event", "omnidraughts game"),
        ("White", "?"),
        ("Black", "?"),
    ] {
        if !names.iter().any(|(n, _)| n.eq_ignore_ascii_case(k)) {
            names.push((k.to_string(), default.to_string()));
        }
    }
    for (k, v) in &names {
        out.push_str(&format!("[{} \"{}\"]\n", k, escape(v)));
    }
    out.push_str(&format!("[GameType \"{}\"]\n", info.gametype));
    if setup {
        out.push_str("[SetUp \"1\"]\n");
        out.push_str(&format!("[FEN \"{}\"]\n", fen));
    }
    out.push_str(&format!("[Result \"{}\"]\n\n", result));
    let mut words: Vec<String> = Vec::new();
    for c in &game.comments {
        comment_words(&mut words, c);
    }
    write_line(&mut words, &game.tree, 1, start_turn, info.first, true);
    words.push(result.to_string());
    let mut line_len = 0;
    for w in words {
        let len = w.chars().count();
        // A line that opened with `[` inside a comment would read as a tag section.
        if line_len > 0 && line_len + 1 + len > 80 && !w.starts_with('[') {
            out.push('\n');
            line_len = 0;
        } else if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&w);
        line_len += len;
    }
    out.push('\n');
    out
}

/// A comment as words that may be wrapped (the reader folds white space); braces inside it,
/// which PDN cannot hold, become parentheses.
fn comment_words(words: &mut Vec<String>, text: &str) {
    let text = text.replace('{', "(").replace('}', ")");
    let mut parts: Vec<String> = text.split_whitespace().map(str::to_string).collect();
    if parts.is_empty() {
        parts.push(String::new());
    }
    parts[0].insert(0, '{');
    parts.last_mut().expect("one part at least").push('}');
    words.extend(parts);
}

/// The words of a line of moves: numbers where the first side moves, and `N...` where the
/// other side's move opens a line or follows a comment before it.
fn write_line(
    words: &mut Vec<String>,
    line: &[PdnMove],
    mut number: usize,
    mut turn: Color,
    first: Color,
    mut numbered: bool,
) {
    for m in line {
        for c in &m.before {
            comment_words(words, c);
            numbered = true;
        }
        if turn == first {
            words.push(format!("{number}."));
        } else if numbered {
            words.push(format!("{number}..."));
        }
        numbered = false;
        // `:` is the Russian capture sign on the page; files get `x`, which every reader
        // takes (PDN 3.0 readers must accept both; pydraughts reads only `x`).
        let mut text = m.text.replace(':', "x");
        let mut nags = m.nags.iter();
        if let Some(mark) = m.nags.first().and_then(|&n| mark_of(n)) {
            text.push_str(mark);
            nags.next();
        }
        words.push(text);
        words.extend(nags.map(|n| format!("${n}")));
        // A comment or a variation after a move does not number the next one:
        // `1. 11-15 {..} (1. 9-13) 23-19`, as lidraughts writes its clock comments. pydraughts
        // drops comments and variations and then reads each number once: a second `1.`
        // (from `1...`) it deletes, and with it every later `1.` inside `11.`, `21.`...
        for c in &m.after {
            comment_words(words, c);
        }
        for v in m.variations.iter().filter(|v| !v.is_empty()) {
            let at = words.len();
            write_line(words, v, number, turn, first, true);
            words[at].insert(0, '(');
            words.last_mut().expect("a variation has a move").push(')');
        }
        if turn != first {
            number += 1;
        }
        turn = turn.other();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_traps_of_real_files() {
        let text = "[Event \"a \\\"quoted\\\" name\"]\n[Result \"1-0\"]\n\
            %line comment\n1.11-15 {a comment} 23-19 $1 2. 8-11! (2. 9-13 22-18) 22-17?\n\
            3...9-13 ; rest of line\n 47x 9 1- 6 05-10 c3:e5 1-0\n\n[Event \"next\"]\n1. 32-28 *";
        let f = read(text);
        assert!(f.problems.is_empty(), "{:?}", f.problems);
        assert_eq!(f.games.len(), 2);
        let g = &f.games[0];
        assert_eq!(g.tag("event"), Some("a \"quoted\" name"));
        assert_eq!(
            g.moves(),
            ["11-15", "23-19", "8-11", "22-17", "9-13", "47x9", "1-6", "05-10", "c3:e5"]
        );
        assert_eq!(g.result.as_deref(), Some("1-0"));
        assert_eq!(f.games[1].moves(), ["32-28"]);
        assert_eq!(f.games[1].result.as_deref(), Some("*"));
    }

    #[test]
    fn names_what_it_skipped() {
        let text = "[Event \"bad\"]\n1. 11-15 {open comment\n\n[Event \"good\"]\n1. 11-15 *";
        let f = read(text);
        assert_eq!(f.games.len(), 1);
        assert_eq!(f.problems.len(), 1);
        assert!(
            f.problems[0].to_string().contains("comment"),
            "{}",
            f.problems[0]
        );
        let nested = "[Event \"x\"]\n1. 11-15 {a {nested} comment} 23-19 *";
        assert!(read(nested).problems[0]
            .to_string()
            .contains("comment inside a comment"));
        assert!(read_strict("1. 11-15 ) *").is_err());
        assert!(read_strict("[Event x]").is_err());
        assert!(read_strict("1. 11-15 %%% *").is_err());
    }
}
