//! The game layer keeps what it has worked out: a position's moves are generated once (a click
//! finds its move in the list the last drawing generated, plays it, and the drawing after it
//! generates the new position's moves once), and an earlier position is read from the
//! history the game keeps (`Game::at`), not replayed.

use std::cell::Cell;

use omnidraughts::eval::Evaluate;
use omnidraughts::{
    AnyGame, Color, DrawCounters, FenError, Game, International, Move, MoveList, Piece, Rules,
    SetupError, Square, VariantInfo,
};

thread_local! {
    static GENERATED: Cell<u32> = const { Cell::new(0) };
}

/// International draughts, counting how often its moves are generated.
#[derive(Debug)]
struct Counting;

type I = International;
type P = <International as Rules>::Position;

impl Rules for Counting {
    type Position = P;
    const INFO: VariantInfo = I::INFO;
    fn start() -> P {
        I::start()
    }
    fn turn(pos: &P) -> Color {
        I::turn(pos)
    }
    fn generate(pos: &P, out: &mut MoveList) {
        GENERATED.with(|g| g.set(g.get() + 1));
        I::generate(pos, out)
    }
    fn play(pos: &P, mv: &Move) -> P {
        I::play(pos, mv)
    }
    fn count(pos: &P) -> u64 {
        GENERATED.with(|g| g.set(g.get() + 1));
        I::count(pos)
    }
    fn piece_at(pos: &P, sq: Square) -> Option<Piece> {
        I::piece_at(pos, sq)
    }
    fn stack_at(pos: &P, sq: Square) -> Vec<Piece> {
        I::stack_at(pos, sq)
    }
    fn content(pos: &P, sq: Square) -> u32 {
        I::content(pos, sq)
    }
    fn decided(pos: &P) -> Option<(Option<Color>, omnidraughts::Said)> {
        I::decided(pos)
    }
    fn marks() -> Vec<(Square, &'static str, Color)> {
        I::marks()
    }
    fn borne_off(pos: &P) -> Option<[u8; 2]> {
        I::borne_off(pos)
    }
    fn empty(turn: Color) -> P {
        I::empty(turn)
    }
    fn place(pos: &mut P, sq: Square, stack: &[Piece]) -> Result<(), SetupError> {
        I::place(pos, sq, stack)
    }
    fn parse_fen(fen: &str) -> Result<P, FenError> {
        I::parse_fen(fen)
    }
    fn write_fen(pos: &P) -> String {
        I::write_fen(pos)
    }
    fn is_irreversible(pos: &P, mv: &Move) -> bool {
        I::is_irreversible(pos, mv)
    }
    fn changes_material(pos: &P, mv: &Move) -> bool {
        I::changes_material(pos, mv)
    }
    fn draw_by_rule(pos: &P, counters: &DrawCounters) -> Option<omnidraughts::Code> {
        I::draw_by_rule(pos, counters)
    }
    fn immediate_removal() -> bool {
        I::immediate_removal()
    }
    fn text_via(pos: &P, mv: &Move) -> Option<Square> {
        I::text_via(pos, mv)
    }
    fn accepts_route(pos: &P, mv: &Move, path: &[Square]) -> bool {
        I::accepts_route(pos, mv, path)
    }
    fn explain_quiet(pos: &P, from: Square, to: Square) -> omnidraughts::Said {
        I::explain_quiet(pos, from, to)
    }
}

impl Evaluate for Counting {
    fn evaluate(pos: &P) -> i32 {
        I::evaluate(pos)
    }
}

fn generated() -> u32 {
    GENERATED.with(|g| g.replace(0))
}

/// What the page reads of a game to draw it (the wasm layer's `state`).
fn draw(g: &dyn AnyGame) {
    let _ = (g.legal(), g.outcome(), g.message(), g.last_move());
    let _ = (g.squares(), g.marks(), g.history(), g.fen());
}

#[test]
fn a_click_generates_the_new_positions_moves_once() {
    let mut g: Box<dyn AnyGame> = Box::new(Game::<Counting>::new());
    draw(&*g);
    assert_eq!(generated(), 1, "drawing the start position");
    draw(&*g);
    assert_eq!(generated(), 0, "drawing it again");
    // a short game, its moves named by their paths as clicks name them
    for (n, path) in [
        ["32", "28"],
        ["19", "23"],
        ["28", "19"],
        ["14", "23"],
        ["33", "28"],
    ]
    .iter()
    .enumerate()
    {
        g.play_path(path).unwrap();
        draw(&*g);
        assert_eq!(generated(), 1, "ply {}: {path:?}", n + 1);
    }
    // a refused click is explained from the same list
    let why = g.explain("31", "26");
    assert!(why.is_some());
    assert_eq!(generated(), 0, "explaining a refused click");
    // taking back and playing again: each position generated once more
    assert!(g.undo());
    draw(&*g);
    assert_eq!(generated(), 1, "after undo");
    assert!(g.redo());
    draw(&*g);
    assert_eq!(generated(), 1, "after redo");
}

#[test]
fn an_earlier_position_is_read_from_the_history_not_replayed() {
    let mut g = Game::<International>::new();
    let texts = ["32-28", "19-23", "28x19", "14x23", "33-28", "23x32"];
    for t in texts {
        let mv = g.parse_move(t).unwrap();
        g.play(&mv).unwrap();
    }
    for k in 0..=texts.len() {
        let at = g.at(k).unwrap();
        let mut replayed = Game::<International>::new();
        for t in &texts[..k] {
            let mv = replayed.parse_move(t).unwrap();
            replayed.play(&mv).unwrap();
        }
        assert_eq!(at.position(), replayed.position(), "after {k} plies");
        assert_eq!(at.history(), replayed.history(), "after {k} plies");
        assert_eq!(at.counters(), replayed.counters(), "after {k} plies");
        let texts_of = |g: &Game<International>| -> Vec<String> {
            g.legal_moves().iter().map(|m| g.move_text(m)).collect()
        };
        assert_eq!(texts_of(&at), texts_of(&replayed), "after {k} plies");
        assert!(!at.can_redo());
    }
    assert!(g.at(texts.len() + 1).is_none());
    // a resignation belongs to the ply it was made at
    g.resign(g.turn()).unwrap();
    assert!(g.at(texts.len()).unwrap().outcome().is_some());
    assert!(g.at(texts.len() - 1).unwrap().outcome().is_none());
}
