//! Real games: published PDN records replayed move by move under our rules.

use omnidraughts::pdn::{self, PdnGame};
use omnidraughts::{English, Game, Rules};

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/games/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    String::from_utf8_lossy(&bytes).into_owned()
}

struct Replay {
    games: usize,
    moves: usize,
    played_out: usize,
}

/// Replays every game of a file; every move must be legal, and a game that the record plays
/// out to the end (the side to move cannot move) must carry the matching result.
fn replay<R: Rules>(file: &str) -> Replay {
    let text = data(file);
    let f = pdn::read(&text);
    assert!(f.problems.is_empty(), "{file}: {:?}", f.problems);
    let mut r = Replay {
        games: 0,
        moves: 0,
        played_out: 0,
    };
    for (i, g) in f.games.iter().enumerate() {
        let game = Game::<R>::from_record(g)
            .unwrap_or_else(|e| panic!("{file} game {} ({:?}): {e}", i + 1, g.tag("Event")));
        r.moves += game.ply_count();
        let recorded = g
            .result
            .as_deref()
            .or(g.tag("Result"))
            .and_then(|t| pdn::parse_result(&R::INFO, t));
        if let Some(o) = game.outcome() {
            if o.winner.is_some() {
                r.played_out += 1;
                assert_eq!(
                    recorded,
                    Some(o.winner),
                    "{file} game {}: {} but the record says {:?}",
                    i + 1,
                    o.reason,
                    g.result
                );
            }
        }
        r.games += 1;
    }
    r
}

fn start<R: Rules>(g: &PdnGame) -> Result<Game<R>, omnidraughts::Error> {
    match g.tag("FEN") {
        Some(fen) => Game::from_fen(fen),
        None => Ok(Game::new()),
    }
}

#[test]
fn american_games_of_the_open_checkers_archive_replay() {
    let r = replay::<English>("OCA_2.0.pdn");
    assert_eq!(r.games, 43);
    assert!(r.moves > 1500, "{} moves", r.moves);
}

#[test]
fn american_games_of_inferno_replay() {
    let r = replay::<English>("inferno.pdn");
    assert_eq!(r.games, 68);
    assert!(r.moves > 2000, "{} moves", r.moves);
    eprintln!("inferno: {} games played out", r.played_out);
}

#[test]
fn round_trip_of_every_american_record() {
    for file in ["OCA_2.0.pdn", "inferno.pdn"] {
        for g in pdn::read(&data(file)).games {
            let mut game: Game<English> = start(&g).unwrap();
            for m in &g.moves() {
                let mv = game.parse_move(m).unwrap();
                game.play(&mv).unwrap();
            }
            // PDN written then read gives the same game.
            let written = game.pdn(&g.tags);
            let back = pdn::read_strict(&written).expect("our PDN reads back");
            assert_eq!(back.len(), 1);
            let mut again: Game<English> = start(&back[0]).unwrap();
            for m in &back[0].moves() {
                let mv = again.parse_move(m).unwrap();
                again.play(&mv).unwrap();
            }
            assert_eq!(again.position(), game.position(), "{file}");
            assert_eq!(again.history(), game.history());
            assert_eq!(back[0].tag("Event"), g.tag("Event"));
            // FEN written then read gives the same position.
            let fen = English::write_fen(game.position());
            assert_eq!(&English::parse_fen(&fen).unwrap(), game.position());
        }
    }
}

#[test]
fn files_the_grammar_rejects_are_refused_with_a_reason() {
    let dir = format!("{}/tests/data/games/fail", env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let text = String::from_utf8_lossy(&std::fs::read(&path).unwrap()).into_owned();
        let f = pdn::read(&text);
        assert!(
            !f.problems.is_empty(),
            "{}: read {} games and found nothing wrong",
            path.display(),
            f.games.len()
        );
        for p in &f.problems {
            assert_eq!(p.code.id(), "pdn-game", "{p}");
            let p = p.to_string();
            assert!(p.starts_with("game ") && p.contains("line "), "{p}");
        }
        checked += 1;
    }
    assert_eq!(checked, 8);
}

#[test]
fn every_well_formed_reference_file_reads_without_problems() {
    let expect = [
        ("OCA_2.0.pdn", 43),
        ("inferno.pdn", 68),
        ("wk2003.pdn", 23),
        ("nk2003-amsterdam.pdn", 33),
        ("candidate95.pdn", 8),
        ("ussr1947.pdn", 153),
        ("Campionato Assoluto 2005.pdn", 53),
        ("goulds.pdn", 262),
    ];
    for (file, n) in expect {
        let f = pdn::read(&data(file));
        assert!(f.problems.is_empty(), "{file}: {:?}", &f.problems[..1]);
        assert_eq!(f.games.len(), n, "{file}");
    }
}

#[test]
fn goulds_problem_positions_read_and_round_trip() {
    let f = pdn::read(&data("goulds.pdn"));
    for g in &f.games {
        let fen = g.tag("FEN").expect("every Gould problem has a FEN");
        let pos = English::parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let back = English::parse_fen(&English::write_fen(&pos)).unwrap();
        assert_eq!(back, pos, "{fen}");
    }
}

#[test]
fn international_games_replay() {
    use omnidraughts::International;
    let mut total = 0;
    for (file, n) in [
        ("wk2003.pdn", 23),
        ("nk2003-amsterdam.pdn", 33),
        ("candidate95.pdn", 8),
    ] {
        let r = replay::<International>(file);
        assert_eq!(r.games, n, "{file}");
        total += r.moves;
    }
    assert!(total > 4000, "{total} moves");
}

#[test]
fn russian_games_of_the_1947_ussr_championship_replay() {
    let r = replay::<omnidraughts::Russian>("ussr1947.pdn");
    assert_eq!(r.games, 153);
    assert!(r.moves > 8000, "{} moves", r.moves);
}

#[test]
fn italian_games_of_the_2005_championship_replay() {
    let r = replay::<omnidraughts::Italian>("Campionato Assoluto 2005.pdn");
    assert_eq!(r.games, 53);
    assert!(r.moves > 3000, "{} moves", r.moves);
}

/// The lines of an opening set in `tests/data` (name, tab, FEN), comments left out.
fn openings(file: &str) -> Vec<(String, String)> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, fen) = l.split_once('\t').unwrap_or_else(|| panic!("{file}: {l}"));
            (name.to_string(), fen.to_string())
        })
        .collect()
}

/// Each opening of a set (the self-play matches' `OPENINGS=FILE`) is a position with moves, the
/// side to move as its plies say (`plies` of its name), and `men` men a side, none crowned.
fn check_openings<R: Rules<Position = omnidraughts::Position>>(
    file: &str,
    count: usize,
    men: u32,
    plies: impl Fn(&str) -> usize,
) {
    let all = openings(file);
    assert_eq!(all.len(), count, "{file}");
    let first = Game::<R>::new().turn();
    for (name, fen) in &all {
        let g = Game::<R>::from_fen(fen).unwrap_or_else(|e| panic!("{file} {name}: {e}"));
        assert!(!g.legal_moves().is_empty(), "{file} {name}: no move");
        let turn = if plies(name) % 2 == 0 {
            first
        } else {
            first.other()
        };
        assert_eq!(g.turn(), turn, "{file} {name}: the side to move");
        for c in [omnidraughts::Color::South, omnidraughts::Color::North] {
            let pos = g.position();
            assert_eq!(pos.men(c).count_ones(), men, "{file} {name}: {c:?}'s men");
            assert_eq!(pos.kings_of(c), 0, "{file} {name}: {c:?}'s kings");
        }
    }
}

#[test]
fn russian_tournament_openings_are_positions_a_few_plies_in() {
    // "1-I cd4 ba5 dc5": the opening's number, then its plies ("5-VII Free": the start)
    check_openings::<omnidraughts::Russian>("openings-russian.txt", 150, 12, |name| {
        name.split_whitespace()
            .skip(1)
            .filter(|&t| t != "Free")
            .count()
    });
}

#[test]
fn italian_eleven_man_ballots_are_positions_with_white_to_move() {
    check_openings::<omnidraughts::Italian>("openings-italian.txt", 2400, 11, |_| 0);
}
