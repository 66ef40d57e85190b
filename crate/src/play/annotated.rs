//! Annotated games: a PDN game's whole tree (comments, marks, variations) read and written
//! back, every move of it checked by the game's rules ([`Game::from_tree`]).

use crate::notation::pdn::{self, PdnGame};
use crate::play::game::Game;
use crate::play::link::{game_variant, MAX_TEXT};
use crate::{Error, VariantInfo};

/// The first game of a PDN file with its tree, every move checked and written in the
/// engine's text: its game from the `GameType` tag, else `variant`. Refused with the reason
/// (the move and where it stands) when the file holds no readable game or a move of any line
/// cannot be played.
pub fn read_tree(
    text: &str,
    variant: Option<&str>,
) -> Result<(&'static VariantInfo, PdnGame), Error> {
    if text.len() > 4 * MAX_TEXT {
        return Err(Error::Invalid(format!(
            "the PDN file is too long ({} bytes; at most {})",
            text.len(),
            4 * MAX_TEXT
        )));
    }
    let file = pdn::read(text);
    let Some(game) = file.games.first() else {
        return Err(Error::Pdn(match file.problems.first() {
            Some(p) => format!("no game could be read: {p}"),
            None => "the file holds no game".into(),
        }));
    };
    let info = game_variant(game, variant)?;
    Ok((info, check_tree(info, game)?))
}

/// `game` with every move checked by the rules of `info`'s game and written in its text (see
/// [`Game::from_tree`]).
pub fn check_tree(info: &VariantInfo, game: &PdnGame) -> Result<PdnGame, Error> {
    crate::with_rules!(info.id, R => Game::<R>::from_tree(game).map(|(_, g)| g))
}

/// An annotated game as PDN text: its tags, its FEN tag's position, its tree with comments,
/// marks and variations, and its result (the one the rules give when the main line ends the
/// game, else the game's own). Every move is checked first, as by [`check_tree`].
pub fn write_tree(info: &VariantInfo, game: &PdnGame) -> Result<String, Error> {
    crate::with_rules!(info.id, R => {
        let (played, checked) = Game::<R>::from_tree(game)?;
        let mut tags: Vec<(String, String)> = game.tags.clone();
        if let Some(r) = &game.result {
            tags.retain(|(k, _)| !k.eq_ignore_ascii_case("Result"));
            tags.push(("Result".into(), r.clone()));
        }
        let fen = <R as crate::rules::Rules>::write_fen(played.start());
        let setup = game.tag("FEN").is_some();
        Ok(pdn::write_annotated(
            info,
            &fen,
            setup,
            &checked,
            <R as crate::rules::Rules>::turn(played.start()),
            played.outcome().as_ref(),
            &tags,
        ))
    })
}
