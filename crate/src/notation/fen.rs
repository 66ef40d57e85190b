//! FEN in the PDN 3.0 style: `B:W18,K23:B9-12`.
//!
//! `TURN:COLOUR list:COLOUR list`, colour letters per game, list items a square with an
//! optional piece prefix (`K` king), numbered squares also as ranges `1-12`. Readers accept
//! what real files contain: the sections in either order, an empty side, a trailing `.`,
//! spaces around items, and lidraughts' trailing `:H0:F1` counters (ignored).

use crate::board::geometry::{Bitboard, Square};
use crate::board::squares::SquareNames;
use crate::{Color, FenError, Piece, PieceKind, Position, VariantInfo};

/// One item of a FEN list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FenPiece {
    /// Where.
    pub square: Square,
    /// Whose.
    pub color: Color,
    /// What.
    pub kind: PieceKind,
}

/// What a text that is no FEN of ours is, when it is one of the common wrong things to paste:
/// a chess FEN (eight ranks between slashes), or a list of moves (move numbers, moves such
/// as `11-15`, `c3-d4` or `22x15`, a result).
fn not_a_fen(text: &str) -> Option<FenError> {
    let first = text.split_whitespace().next().unwrap_or("");
    if first.matches('/').count() == 7
        && first
            .chars()
            .all(|c| c == '/' || c.is_ascii_digit() || "pnbrqkPNBRQK".contains(c))
    {
        return Some(FenError::ChessFen);
    }
    let is_square = |s: &str| {
        !s.is_empty()
            && (s.bytes().all(|b| b.is_ascii_digit())
                || s.len() >= 2
                    && s.as_bytes()[0].is_ascii_alphabetic()
                    && s[1..].bytes().all(|b| b.is_ascii_digit()))
    };
    let is_move = |t: &str| {
        let t = t.trim_end_matches(['!', '?', '*']);
        let parts: Vec<&str> = t.split(['-', 'x', ':']).collect();
        parts.len() >= 2 && parts.iter().all(|p| is_square(p))
    };
    let is_number = |t: &str| {
        let d = t.trim_end_matches('.');
        d.len() < t.len() && !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit())
    };
    let is_result = |t: &str| matches!(t, "*" | "1-0" | "0-1" | "2-0" | "0-2" | "1-1" | "1/2-1/2");
    let mut moves = 0;
    for t in text.split_whitespace() {
        if is_result(t) || is_number(t) {
            continue;
        }
        // "1.11-15": a move number written against its move
        let t = match t.split_once('.') {
            Some((n, m)) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => m,
            _ => t,
        };
        if !is_move(t) {
            return None;
        }
        moves += 1;
    }
    (moves > 0).then_some(FenError::MoveList)
}

/// Splits a FEN into its side to move and its pieces, checking names, duplicates and counts.
/// `item` reads a list item that is not a plain `[prefix]square` (Stack'Em stacks); it gets
/// the colour and the text and may return `None` to fall back to the plain reading.
#[inline(never)] // not hot: one copy for every game, not one inlined per game (wasm size)
pub fn read(
    info: &VariantInfo,
    fen: &str,
    mut item: impl FnMut(Color, &str) -> Option<Result<Vec<FenPiece>, FenError>>,
) -> Result<(Color, Vec<FenPiece>), FenError> {
    let g = info.geometry();
    let text = fen.trim().trim_end_matches('.').trim();
    if text.is_empty() {
        return Err(FenError::Empty);
    }
    let text = text.trim_matches('"');
    let mut parts = text.split(':');
    let turn_text = parts.next().unwrap_or("").trim();
    let letter = |c: char| {
        Color::BOTH
            .into_iter()
            .find(|&col| info.color_letters[col.idx()] == c.to_ascii_uppercase())
    };
    let mut tc = turn_text.chars();
    let bad_turn = || not_a_fen(text).unwrap_or_else(|| FenError::BadTurn(turn_text.to_string()));
    let turn = match (tc.next(), tc.next()) {
        (Some(c), None) => letter(c).ok_or_else(bad_turn)?,
        _ => return Err(bad_turn()),
    };
    let mut seen = [false; 2];
    let mut pieces: Vec<FenPiece> = Vec::new();
    let mut taken: Bitboard = 0;
    for section in parts {
        let section = section.trim();
        let mut chars = section.chars();
        let Some(first) = chars.next() else {
            return Err(FenError::BadSection(section.to_string()));
        };
        let color = match letter(first) {
            Some(c) => c,
            // lidraughts' halfmove clock and move number.
            None if (first == 'H' || first == 'F')
                && section.len() > 1
                && section[1..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                continue
            }
            None => return Err(FenError::BadSection(section.to_string())),
        };
        if seen[color.idx()] {
            return Err(FenError::SideTwice(first.to_ascii_uppercase()));
        }
        seen[color.idx()] = true;
        let list = &section[first.len_utf8()..];
        for raw in list.split(',') {
            let raw = raw.trim();
            if raw.is_empty() {
                if list.trim().is_empty() {
                    continue;
                }
                return Err(FenError::BadSquare(raw.to_string()));
            }
            let found = match item(color, raw) {
                Some(r) => r?,
                None => plain_item(info, color, raw)?,
            };
            for p in found {
                if taken & (1u64 << p.square) != 0 {
                    return Err(FenError::SquareTwice(info.squares.name(g, p.square)));
                }
                taken |= 1u64 << p.square;
                pieces.push(p);
            }
        }
    }
    for c in Color::BOTH {
        if !seen[c.idx()] {
            return Err(FenError::SideMissing(info.color_letters[c.idx()]));
        }
        let n = pieces.iter().filter(|p| p.color == c).count();
        if n > info.max_pieces {
            return Err(FenError::TooManyPieces(
                info.color_letters[c.idx()],
                n,
                info.max_pieces,
            ));
        }
    }
    Ok((turn, pieces))
}

/// Reads `[prefix]square` or a numbered range `[prefix]a-b`.
fn plain_item(info: &VariantInfo, color: Color, raw: &str) -> Result<Vec<FenPiece>, FenError> {
    let g = info.geometry();
    let mut kind = PieceKind::Man;
    let mut rest = raw;
    if let Some(c) = raw.chars().next() {
        if c.is_ascii_uppercase() {
            match info.piece_letters.iter().find(|(l, _)| *l == c) {
                Some(&(_, k)) => {
                    kind = k;
                    rest = &raw[1..];
                }
                None => return Err(FenError::BadPiece(raw.to_string())),
            }
        }
    }
    let one = |s: &str| {
        info.squares
            .parse(g, s)
            .ok_or_else(|| FenError::BadSquare(s.trim().to_string()))
    };
    if let Some((a, b)) = rest.split_once('-') {
        if info.squares == SquareNames::Algebraic && g.half == 0 {
            return Err(FenError::BadRange(raw.to_string()));
        }
        let (a, b): (u32, u32) = match (a.trim().parse(), b.trim().parse()) {
            (Ok(a), Ok(b)) if a <= b => (a, b),
            _ => return Err(FenError::BadRange(raw.to_string())),
        };
        if a == 0 || b > g.count as u32 {
            return Err(FenError::BadRange(raw.to_string()));
        }
        return (a..=b)
            .map(|n| {
                one(&n.to_string()).map(|square| FenPiece {
                    square,
                    color,
                    kind,
                })
            })
            .collect();
    }
    Ok(vec![FenPiece {
        square: one(rest)?,
        color,
        kind,
    }])
}

/// Reads a FEN into the shared [`Position`]. A man on its crowning row is kept as a man
/// (published problem positions have them, e.g. Gould's #88 `B:WK23,12,3:BK15,K11`).
#[inline(never)] // not hot: one copy for every game, not one inlined per game (wasm size)
pub fn read_position(info: &VariantInfo, fen: &str) -> Result<Position, FenError> {
    let (turn, pieces) = read(info, fen, |_, _| None)?;
    let mut pos = Position::empty(turn);
    for p in pieces {
        pos.put(
            p.square,
            Piece {
                color: p.color,
                kind: p.kind,
            },
        );
    }
    Ok(pos)
}

/// Writes the FEN of a shared [`Position`]: side to move, then South's and North's pieces in
/// naming order, with no ranges (the form every reader accepts).
#[inline(never)] // not hot: one copy for every game, not one inlined per game (wasm size)
pub fn write_position(info: &VariantInfo, pos: &Position) -> String {
    let g = info.geometry();
    let order = info.squares.all(g);
    let mut out = String::new();
    out.push(info.color_letters[pos.turn.idx()]);
    for c in Color::BOTH {
        out.push(':');
        out.push(info.color_letters[c.idx()]);
        let mut first = true;
        for &sq in &order {
            if let Some(p) = pos.piece_at(sq) {
                if p.color != c {
                    continue;
                }
                if !first {
                    out.push(',');
                }
                first = false;
                if let Some(&(l, _)) = info.piece_letters.iter().find(|(_, k)| *k == p.kind) {
                    out.push(l);
                }
                out.push_str(&info.squares.name(g, sq));
            }
        }
    }
    out
}
