//! The answers' shapes: what the exports return, as serde writes them to JS
//! (`docs/wasm-api.md` and `www/src/engine/engine.ts` describe them).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::to_js;
use crate::{AnyGame, MoveView, Said, Value};

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ColorNames {
    pub(super) south: &'static str,
    pub(super) north: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct VariantDto {
    pub(super) id: &'static str,
    pub(super) name: &'static str,
    pub(super) shape: &'static str,
    pub(super) layout: &'static str,
    pub(super) first_turn: &'static str,
    pub(super) color_names: ColorNames,
    pub(super) rules: &'static str,
    pub(super) pieces: Vec<&'static str>,
    pub(super) stacks: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct LevelDto {
    pub(super) level: usize,
    pub(super) name: &'static str,
    pub(super) depth: u32,
    pub(super) movetime: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct PlayersDto {
    pub(super) south: u8,
    pub(super) north: u8,
}

/// A game as a share link or the saved game holds it (`docs/wasm-api.md`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RecordDto {
    pub(super) variant: String,
    pub(super) fen: Option<String>,
    pub(super) moves: Vec<String>,
    pub(super) players: Option<PlayersDto>,
    pub(super) south_name: Option<String>,
    pub(super) north_name: Option<String>,
    pub(super) seed: Option<f64>,
    /// How the game ended when its moves do not say: "resign-south", "resign-north",
    /// "draw-agreed", "time-south", "time-north".
    pub(super) result: Option<String>,
    /// The time control and the clocks, in a game played with one (absent without).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) clock: Option<ClockDto>,
    /// How many games the PDN file held (an import only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) games: Option<usize>,
}

/// A game's clocks (`crate::play::clock::ClockRecord`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ClockDto {
    /// "300+3" (Fischer: seconds, increment) or "1/30" (seconds per move).
    pub(super) control: String,
    /// The mover's clock after each move, in tenths of a second.
    pub(super) times: Vec<u32>,
    /// Tenths used by the side to move on the move under way.
    pub(super) used: u32,
    /// When the running clock last started, in ms since 1970 (the saved game only).
    pub(super) since: Option<f64>,
}

pub(super) fn clock_dto(c: crate::play::clock::ClockRecord) -> ClockDto {
    ClockDto {
        control: c.control.text(),
        times: c.times,
        used: c.used,
        since: c.since.map(|s| s as f64),
    }
}

pub(super) fn level_of(p: crate::play::link::Player) -> u8 {
    match p {
        crate::play::link::Player::Human => 0,
        crate::play::link::Player::Computer(l) => l,
    }
}

pub(super) fn record_dto(r: crate::play::link::Record) -> RecordDto {
    RecordDto {
        variant: r.variant,
        fen: r.fen,
        moves: r.moves,
        players: Some(PlayersDto {
            south: level_of(r.players[0]),
            north: level_of(r.players[1]),
        }),
        south_name: r.names[0].clone(),
        north_name: r.names[1].clone(),
        seed: r.seed.map(|s| s as f64),
        result: r.result.map(|e| e.id().to_string()),
        clock: r.clock.map(clock_dto),
        games: None,
    }
}

pub(super) fn layout(v: &crate::VariantInfo) -> &'static str {
    if v.diamond {
        "diamond"
    } else {
        "square"
    }
}

#[derive(Serialize)]
pub(super) struct PieceDto {
    pub(super) color: &'static str,
    pub(super) kind: &'static str,
}

#[derive(Serialize)]
pub(super) struct SquareDto {
    pub(super) name: String,
    pub(super) file: u8,
    pub(super) rank: u8,
    pub(super) piece: Option<PieceDto>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(super) stack: Vec<PieceDto>,
}

pub(super) fn piece_dto(p: crate::Piece) -> PieceDto {
    PieceDto {
        color: p.color.id(),
        kind: p.kind.id(),
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct MoveDto {
    pub(super) path: Vec<String>,
    pub(super) captures: Vec<String>,
    pub(super) text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) promotion: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) crowned_at: Option<usize>,
}

impl From<MoveView> for MoveDto {
    fn from(m: MoveView) -> MoveDto {
        MoveDto {
            path: m.path,
            captures: m.captures,
            text: m.text,
            promotion: m.promotion.map(|k| k.id()),
            crowned_at: m.crowned_at,
        }
    }
}

#[derive(Serialize)]
pub(super) struct MarkDto {
    pub(super) square: String,
    pub(super) kind: &'static str,
    pub(super) color: &'static str,
}

#[derive(Serialize)]
pub(super) struct BorneOffDto {
    pub(super) south: u8,
    pub(super) north: u8,
}

#[derive(Serialize)]
pub(super) struct ResultDto {
    pub(super) winner: Option<&'static str>,
    pub(super) reason: SaidDto,
}

/// A [`Said`] for the page to word: `{"code": "cannot-move", "values": {"winner": {"color":
/// "north", "name": "Black"}, ...}}`; a value is a side (`{"color": "south"|"north", "name":
/// its English name}`), `{"square": "22"}`, `{"moves": ["22x15", ...]}`, `{"said": {...}}`,
/// text given from outside (`{"text": "x9"}`), a whole number (`{"number": 12}`), a game
/// (`{"game": "russian", "name": "Russian draughts"}`) or a kind of piece (`{"kind":
/// "king"}`); `english` is the engine's own wording.
#[derive(Serialize)]
pub(super) struct SaidDto {
    pub(super) code: &'static str,
    pub(super) values: std::collections::BTreeMap<&'static str, ValueDto>,
    pub(super) english: String,
}

#[derive(Serialize)]
#[serde(untagged)]
pub(super) enum ValueDto {
    Color {
        color: &'static str,
        name: &'static str,
    },
    Square {
        square: String,
    },
    Moves {
        moves: Vec<String>,
    },
    Said {
        said: Box<SaidDto>,
    },
    Text {
        text: String,
    },
    Number {
        number: u64,
    },
    Game {
        game: &'static str,
        name: &'static str,
    },
    Kind {
        kind: &'static str,
    },
}

impl From<Said> for SaidDto {
    fn from(s: Said) -> SaidDto {
        let english = s.to_string();
        let values = s
            .values
            .into_iter()
            .map(|(name, v)| {
                let v = match v {
                    Value::Color(c, name) => ValueDto::Color {
                        color: c.id(),
                        name,
                    },
                    Value::Square(square) => ValueDto::Square { square },
                    Value::Moves(moves) => ValueDto::Moves { moves },
                    Value::Said(inner) => ValueDto::Said {
                        said: Box::new(SaidDto::from(*inner)),
                    },
                    Value::Text(text) => ValueDto::Text { text },
                    Value::Number(number) => ValueDto::Number { number },
                    Value::Game(game, name) => ValueDto::Game { game, name },
                    Value::Kind(kind) => ValueDto::Kind { kind },
                };
                (name, v)
            })
            .collect();
        SaidDto {
            code: s.code.id(),
            values,
            english,
        }
    }
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct StateDto {
    pub(super) variant: &'static str,
    pub(super) shape: &'static str,
    pub(super) layout: &'static str,
    pub(super) size: u8,
    pub(super) first_turn: &'static str,
    pub(super) start_turn: &'static str,
    pub(super) captured_removed: &'static str,
    pub(super) borne_off: Option<BorneOffDto>,
    pub(super) marks: Vec<MarkDto>,
    pub(super) squares: Vec<SquareDto>,
    pub(super) turn: &'static str,
    pub(super) turn_name: &'static str,
    pub(super) moves: Vec<MoveDto>,
    pub(super) history: Vec<String>,
    pub(super) last_move: Option<MoveDto>,
    pub(super) result: Option<ResultDto>,
    pub(super) can_undo: bool,
    pub(super) can_redo: bool,
    pub(super) fen: String,
    pub(super) start_fen: Option<String>,
    pub(super) draw_offer: Option<&'static str>,
    /// How the game ended when its moves do not say (`Ending::id`).
    pub(super) ending: Option<&'static str>,
    pub(super) message: SaidDto,
}

/// A move of an annotated game's tree (`readPdnTree`).
#[derive(Serialize)]
pub(super) struct NodeDto {
    #[serde(rename = "move")]
    pub(super) text: String,
    pub(super) nags: Vec<u16>,
    pub(super) before: Vec<String>,
    pub(super) after: Vec<String>,
    pub(super) variations: Vec<Vec<NodeDto>>,
}

pub(super) fn node_dto(m: crate::pdn::PdnMove) -> NodeDto {
    NodeDto {
        text: m.text,
        nags: m.nags,
        before: m.before,
        after: m.after,
        variations: m
            .variations
            .into_iter()
            .map(|v| v.into_iter().map(node_dto).collect())
            .collect(),
    }
}

/// An annotated game (`readPdnTree`, `writePdnTree`).
#[derive(Serialize)]
pub(super) struct TreeDto {
    pub(super) variant: &'static str,
    pub(super) fen: Option<String>,
    pub(super) tags: Vec<(String, String)>,
    pub(super) comments: Vec<String>,
    pub(super) tree: Vec<NodeDto>,
    pub(super) result: Option<String>,
}

/// Everything the page draws of `g`.
pub(super) fn state_of(g: &dyn AnyGame) -> Result<JsValue, JsError> {
    let info = g.info();
    let state = StateDto {
        variant: info.id,
        shape: info.shape.id(),
        layout: layout(info),
        size: info.geometry().size,
        first_turn: info.first.id(),
        start_turn: g.start_turn().id(),
        borne_off: g
            .borne_off()
            .map(|[south, north]| BorneOffDto { south, north }),
        marks: g
            .marks()
            .into_iter()
            .map(|(square, kind, c)| MarkDto {
                square,
                kind,
                color: c.id(),
            })
            .collect(),
        captured_removed: if g.immediate_removal() {
            "at-once"
        } else {
            "at-end"
        },
        squares: g
            .squares()
            .into_iter()
            .map(|s| SquareDto {
                name: s.name,
                file: s.file,
                rank: s.rank,
                piece: s.piece.map(piece_dto),
                stack: s.stack.into_iter().map(piece_dto).collect(),
            })
            .collect(),
        turn: g.turn().id(),
        turn_name: info.color_name(g.turn()),
        moves: g.legal().into_iter().map(MoveDto::from).collect(),
        history: g.history(),
        last_move: g.last_move().map(MoveDto::from),
        result: g.outcome().map(|o| ResultDto {
            winner: o.winner.map(|c| c.id()),
            reason: o.reason.into(),
        }),
        can_undo: g.can_undo(),
        can_redo: g.can_redo(),
        fen: g.fen(),
        start_fen: g.start_fen(),
        draw_offer: g.draw_offer().map(|c| c.id()),
        ending: g.ending().map(|e| e.id()),
        message: g.message().into(),
    };
    to_js(&state)
}

/// An annotated game read from PDN, for `readPdnTree`.
pub(super) fn tree_dto(variant: &'static str, g: crate::pdn::PdnGame) -> TreeDto {
    TreeDto {
        variant,
        fen: g.tag("FEN").map(str::to_string),
        tags: g.tags,
        comments: g.comments,
        tree: g.tree.into_iter().map(node_dto).collect(),
        result: g.result,
    }
}
