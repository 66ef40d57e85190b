//! Annotated games: a PDN game's whole tree (comments, marks, variations) read and written
//! back, every move of it checked by the game's rules.

use crate::notation::pdn::{self, PdnGame, PdnMove};
use crate::play::anygame::{new_game, AnyGame};
use crate::play::link::{game_variant, MAX_TEXT};
use crate::{Code, Error, Said, VariantInfo};

/// The first game of a PDN file with its tree, every move checked and written in the
/// engine's text ([`check_tree`]), and the game its main line plays: of the game its
/// `GameType` tag names, else `variant`. Refused with the reason when the file holds no
/// readable game or a move of any line cannot be played.
pub fn read_tree(text: &str, variant: Option<&str>) -> Result<(Box<dyn AnyGame>, PdnGame), Error> {
    if text.len() > 4 * MAX_TEXT {
        return Err(Error::Invalid(
            Said::new(Code::PdnTooLong)
                .number("size", text.len())
                .number("most", 4 * MAX_TEXT),
        ));
    }
    let file = pdn::read(text);
    let Some(game) = file.games.first() else {
        return Err(Error::Pdn(file.no_game()));
    };
    let info = game_variant(game, variant)?;
    check_tree(info, game)
}

/// Replays `game` as a game of `info`: its FEN tag (or the start position), its main line,
/// and every variation (nested ones too) from the position before the move it replaces,
/// each move played by the rules as a record writes it ([`AnyGame::play_record`]).
/// Repetition and move-count draws do not stop it (players may play on where they would
/// have claimed). Returns the game after the main line and the tree with every move in the
/// engine's text (`23x14` where the file wrote `23:14`, a short capture in full), its
/// annotation kept. An illegal or ambiguous move is refused with where it stands: its
/// number and text, the variations it is in, and the line the game starts on in its file.
pub fn check_tree(
    info: &VariantInfo,
    game: &PdnGame,
) -> Result<(Box<dyn AnyGame>, PdnGame), Error> {
    let mut played = new_game(info.id, game.tag("FEN"))?;
    played.set_automatic_draws(false);
    let tree = replay_line(&mut *played, &game.tree, None).map_err(|e| match (e, game.line) {
        (Error::Pdn(m), n) if n > 0 => Error::Pdn(
            Said::new(Code::PdnGameOnLine)
                .number("line", n)
                .said("reason", m),
        ),
        (e, _) => e,
    })?;
    played.set_automatic_draws(true);
    Ok((
        played,
        PdnGame {
            tree,
            ..game.clone()
        },
    ))
}

/// Plays the moves of `line` on `game`, checking each move's variations from the position
/// before it; `inside` names the variations the line is in, for errors. Returns the line in
/// the engine's text.
fn replay_line(
    game: &mut dyn AnyGame,
    line: &[PdnMove],
    inside: Option<&Said>,
) -> Result<Vec<PdnMove>, Error> {
    let mut out = Vec::with_capacity(line.len());
    for (i, m) in line.iter().enumerate() {
        let here = ply_name(game, &m.text);
        let mut checked = PdnMove {
            variations: Vec::with_capacity(m.variations.len()),
            ..m.clone()
        };
        for (k, v) in m.variations.iter().enumerate() {
            let place = match inside {
                None => Said::new(Code::PdnVariation),
                Some(within) => Said::new(Code::PdnVariationWithin).said("within", within.clone()),
            }
            .number("number", k + 1)
            .text("ply", &here);
            let mut side = game
                .at(game.history().len())
                .ok_or_else(|| Error::Misuse("no such ply".into()))?;
            checked
                .variations
                .push(replay_line(&mut *side, v, Some(&place))?);
        }
        let next = line.get(i + 1).map(|n| n.text.as_str());
        checked.text = game
            .play_record(&m.text, next)
            .map_err(|e| match e.said() {
                Some(why) => Error::Pdn(
                    match inside {
                        None => Said::new(Code::PdnPly).text("ply", &here),
                        Some(within) => Said::new(Code::PdnPlyWithin)
                            .text("ply", &here)
                            .said("within", within.clone()),
                    }
                    .said("reason", why),
                ),
                None => e,
            })?;
        out.push(checked);
    }
    Ok(out)
}

/// The number and text of the move `text` played now, as a PDN file numbers it
/// (`12. 32-28`, `12... 19-23`): the first side's moves are numbered, from 1 at the game's
/// start.
fn ply_name(game: &dyn AnyGame, text: &str) -> String {
    let offset = usize::from(game.start_turn() != game.info().first);
    let p = game.history().len() + offset;
    let dots = if p % 2 == 0 { "." } else { "..." };
    format!("{}{dots} {}", p / 2 + 1, crate::error::clip(text))
}

/// An annotated game as PDN text: its tags, its FEN tag's position, its tree with comments,
/// marks and variations, and its result (the one the rules give when the main line ends the
/// game, else the game's own). Every move is checked first, as by [`check_tree`].
pub fn write_tree(info: &VariantInfo, game: &PdnGame) -> Result<String, Error> {
    let (played, checked) = check_tree(info, game)?;
    let mut tags: Vec<(String, String)> = game.tags.clone();
    if let Some(r) = &game.result {
        tags.retain(|(k, _)| !k.eq_ignore_ascii_case("Result"));
        tags.push(("Result".into(), r.clone()));
    }
    let start = played
        .at(0)
        .ok_or_else(|| Error::Misuse("no start position".into()))?;
    Ok(pdn::write_annotated(
        info,
        &start.fen(),
        game.tag("FEN").is_some(),
        &checked,
        played.start_turn(),
        played.outcome().as_ref(),
        &tags,
    ))
}
