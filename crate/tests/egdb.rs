//! Endgame databases: every value consistent with its successors, known results of the
//! literature, agreement with the search, the files (round trip and refusal), and the
//! search with a database winning what it cannot see without one.
//!
//! The tables are built here (up to four pieces on 8x8, three on 10x10, and the kings-only
//! slices of four on 10x10: a few seconds in `--release`); the full builds are the CLI's
//! (`omnidraughts egdb build`).

use std::sync::Arc;

use omnidraughts::egdb::index::Material;
use omnidraughts::egdb::{build, file, Probe, Tables};
use omnidraughts::family::Draughts;
use omnidraughts::search::{Limits, Rng, Searcher, DATABASE_WIN, WIN_FOUND};
use omnidraughts::{
    Color, DrawCounters, English, Game, International, Italian, MoveList, Oracle, Polish, Position,
    Rules, Russian, Wdl,
};

fn kings_only(m: Material) -> bool {
    m.men == [0, 0]
}

/// The tables of `R` up to `pieces`, and the kings-only slices up to `kings`.
fn tables<R: Draughts>(pieces: u32, kings: u32) -> Tables {
    let mut t = Tables::new::<R>();
    build::build::<R>(&mut t, pieces, |_| {});
    build::build_some::<R>(&mut t, kings, kings_only, |_| {});
    t
}

/// Every position of every slice, with its value.
fn each_position(t: &Tables, mut f: impl FnMut(&Position, Wdl, Material)) {
    for table in t.iter() {
        for i in 0..table.slice.size {
            let pos = table.slice.masks(i).position(&t.board);
            f(&pos, table.value(i), table.slice.material);
        }
    }
}

/// Every value agrees with its successors': a win has a successor lost for the opponent, a
/// loss has only successors won for the opponent (or no move), a draw has a drawn
/// successor and none lost for the opponent.
fn consistent<R: Draughts>(t: &Tables) -> u64 {
    let mut list = MoveList::new();
    let mut n = 0;
    each_position(t, |pos, v, mat| {
        R::generate(pos, &mut list);
        let after: Vec<Wdl> = list
            .iter()
            .map(|m| t.value(&pos.apply(m)).expect("successor held"))
            .collect();
        let expected = if after.contains(&Wdl::Loss) {
            Wdl::Win
        } else if after.contains(&Wdl::Draw) {
            Wdl::Draw
        } else {
            Wdl::Loss
        };
        assert_eq!(
            v,
            expected,
            "{} {}: {}",
            R::VARIANT.id,
            mat.name(),
            R::write_fen(pos)
        );
        n += 1;
    });
    n
}

#[test]
fn every_value_agrees_with_its_successors() {
    let english = consistent::<English>(&tables::<English>(4, 4));
    let russian = consistent::<Russian>(&tables::<Russian>(3, 4));
    let italian = consistent::<Italian>(&tables::<Italian>(3, 4));
    let international = consistent::<International>(&tables::<International>(3, 3));
    let polish = consistent::<Polish>(&tables::<Polish>(3, 3));
    assert!(english > 6_000_000 && russian > 300_000 && italian > 300_000);
    assert!(international > 500_000 && polish > 500_000);
}

/// Whether `sq` is on the long diagonal (a1 to the far corner).
fn long_diagonal<R: Draughts>(sq: u8) -> bool {
    let (f, r) = R::FAMILY.geometry.coords(sq);
    f == r
}

/// Counts the values of the positions of `mat` that `keep` keeps (South to move).
fn count<R: Draughts>(t: &Tables, mat: Material, keep: impl Fn(&Position) -> bool) -> [u64; 3] {
    let table = t.get(mat).expect("slice built");
    let mut list = MoveList::new();
    let mut c = [0u64; 3];
    for i in 0..table.slice.size {
        let pos = table.slice.masks(i).position(&t.board);
        R::generate(&pos, &mut list);
        if list.first().is_some_and(|m| m.is_capture()) || !keep(&pos) {
            continue;
        }
        c[match table.value(i) {
            Wdl::Win => 0,
            Wdl::Draw => 1,
            Wdl::Loss => 2,
        }] += 1;
    }
    c
}

const fn kings(mover: u8, other: u8) -> Material {
    Material {
        men: [0, 0],
        kings: [mover, other],
    }
}

fn on_diagonal<R: Draughts>(pos: &Position, side: Color) -> bool {
    omnidraughts::geometry::bits(pos.pieces(side)).any(long_diagonal::<R>)
}

#[test]
fn american_known_results() {
    let t = tables::<English>(3, 3);
    let probe = |fen: &str| t.value(&English::parse_fen(fen).unwrap()).unwrap();
    // One king against one: each king in a double corner, a draw whoever moves.
    assert_eq!(probe("W:WK1:BK32"), Wdl::Draw);
    assert_eq!(probe("B:WK1:BK32"), Wdl::Draw);
    // ... but a king shut in a single corner by the opposition loses.
    assert_eq!(probe("W:WK1:BK29"), Wdl::Win);
    // Two kings against one win: with the lone king to move and no capture, lost in all
    // but a handful of positions (where it forks the two kings); with the two kings to
    // move, never lost.
    let [w, d, l] = count::<English>(&t, kings(1, 2), |_| true);
    assert_eq!(w, 0);
    assert!(l > 12_000 && d * 100 < l, "{w} {d} {l}");
    let [_, d, l] = count::<English>(&t, kings(2, 1), |_| true);
    assert!(l == 0 && d < 50, "{d} {l}");
}

#[test]
fn a_man_on_its_crowning_row_is_outside_the_databases() {
    // A problem's FEN may leave a man on its crowning row (the FEN reader keeps it a man);
    // the index has no place for one, and a probe must say so, not read past its slice (it
    // did: the computer's search panicked on `W:WK1,K2:B29` with the databases).
    let t = tables::<English>(3, 0);
    for fen in [
        "W:WK1,K2:B29",
        "B:WK1,K2:B29",
        "W:W3:BK20",
        "B:W3:BK20",
        "B:W3,K9:B30",
    ] {
        let pos = English::parse_fen(fen).unwrap();
        assert_eq!(t.value(&pos), None, "{fen}");
        assert_eq!(t.probe(&pos, &DrawCounters::default()), None, "{fen}");
    }
    // crowned, the same men are in
    assert_eq!(
        t.value(&English::parse_fen("W:WK1,K2:BK29").unwrap()),
        Some(Wdl::Win)
    );
    let t = tables::<International>(3, 0);
    for fen in ["W:W3:B48", "B:W3:B48", "W:W3,K30:B20"] {
        let pos = International::parse_fen(fen).unwrap();
        assert_eq!(t.value(&pos), None, "{fen}");
    }
}

#[test]
fn international_known_results() {
    let t = tables::<International>(2, 4);
    // One king against one: the side to move wins only by capturing at once (a king taken
    // on its first move is not counted: `count` keeps positions without a capture).
    let [w, _, l] = count::<International>(&t, kings(1, 1), |p| {
        !on_diagonal::<International>(p, Color::North)
    });
    assert_eq!((w, l), (0, 0));
    // Two kings against one draw: a lone king on the long diagonal, neither king on it,
    // holds it for ever.
    let on_long = |p: &Position| {
        on_diagonal::<International>(p, Color::South)
            && !on_diagonal::<International>(p, Color::North)
    };
    let [w, d, l] = count::<International>(&t, kings(1, 2), on_long);
    assert!(w == 0 && l == 0 && d > 6_000, "{w} {d} {l}");
    // Three kings against one too (four are needed): a draw with the lone king on the long
    // diagonal; won only in particular positions (under 5% of them) off it.
    let [w, d, l] = count::<International>(&t, kings(1, 3), on_long);
    assert!(w == 0 && l == 0 && d > 80_000, "{w} {d} {l}");
    let [_, d, l] = count::<International>(&t, kings(1, 3), |_| true);
    assert!(l > 0 && l * 20 < d, "{d} {l}");
}

#[test]
fn russian_known_results() {
    let t = tables::<Russian>(2, 4);
    // Three kings against one win when they hold the main road (the long diagonal) and the
    // lone king is off it (Petrov's triangle): lost for the lone king to move in more than
    // 99.8% of such positions; with the lone king on the road and the three off it, a draw.
    let [w, d, l] = count::<Russian>(&t, kings(1, 3), |p| {
        !on_diagonal::<Russian>(p, Color::South) && on_diagonal::<Russian>(p, Color::North)
    });
    assert!(w == 0 && l > 39_000 && d * 500 < l, "{w} {d} {l}");
    let [w, d, l] = count::<Russian>(&t, kings(1, 3), |p| {
        on_diagonal::<Russian>(p, Color::South) && !on_diagonal::<Russian>(p, Color::North)
    });
    assert!(w == 0 && l == 0 && d > 13_000, "{w} {d} {l}");
    // Two kings against one: a draw in general (most positions without a capture).
    let [_, d, l] = count::<Russian>(&t, kings(1, 2), |_| true);
    assert!(d > 10 * l, "{d} {l}");
}

/// A random position of `mat` (South to move) from the slice.
fn random_position(t: &Tables, mat: Material, rng: &mut Rng) -> Position {
    let table = t.get(mat).expect("slice built");
    let i = rng.next_u64() % table.slice.size;
    table.slice.masks(i).position(&t.board)
}

/// Searches without the database: whatever the search proves (a win or a loss within its
/// depth) the database says too.
fn search_agrees<R: Draughts + omnidraughts::eval::Evaluate + Rules<Position = Position>>(
    t: &Tables,
    positions: usize,
    depth: u32,
) -> usize {
    let mut rng = Rng::new(14);
    let mats: Vec<Material> = t.iter().map(|x| x.slice.material).collect();
    let mut searcher = Searcher::<R>::new(1 << 16);
    let mut proved = 0;
    for k in 0..positions {
        let pos = random_position(t, mats[k % mats.len()], &mut rng);
        let r = searcher.search(&pos, &[], DrawCounters::default(), &Limits::depth(depth));
        let db = t.value(&pos).unwrap();
        if r.score > WIN_FOUND {
            assert_eq!(db, Wdl::Win, "{}", R::write_fen(&pos));
            proved += 1;
        } else if r.score < -WIN_FOUND {
            assert_eq!(db, Wdl::Loss, "{}", R::write_fen(&pos));
            proved += 1;
        }
    }
    proved
}

#[test]
fn the_search_proves_nothing_the_database_denies() {
    let english = search_agrees::<English>(&tables::<English>(4, 4), 300, 12);
    let international = search_agrees::<International>(&tables::<International>(3, 3), 200, 8);
    let russian = search_agrees::<Russian>(&tables::<Russian>(3, 3), 200, 10);
    // enough positions proved for the check to mean something
    assert!(
        english > 60 && international > 40 && russian > 40,
        "{english} {international} {russian}"
    );
}

#[test]
fn files_read_back_and_refuse_what_is_not_theirs() {
    let t = tables::<English>(3, 3);
    let mut back = Tables::new::<English>();
    let mut plain = Tables::new::<English>();
    for n in 2..=3 {
        let bytes = file::write::<English>(&t, n, true);
        assert_eq!(file::read(&mut back, &bytes, "test").unwrap(), n);
        let bytes = file::write::<English>(&t, n, false);
        assert_eq!(file::read(&mut plain, &bytes, "test").unwrap(), n);
    }
    // the same value for every position (those with a capture resolved by playing it)
    each_position(&t, |pos, v, _| {
        assert_eq!(back.value(pos), Some(v));
        assert_eq!(plain.value(pos), Some(v));
    });
    // the native files keep every slice's distances, the page's the kings-only ones
    for (a, b, c) in t
        .iter()
        .map(|x| (x, back.get(x.slice.material), plain.get(x.slice.material)))
    {
        let m = a.slice.material;
        assert_eq!(b.unwrap().distance, a.distance, "{}", m.name());
        let kept = build::page_keeps_distance(m);
        assert_eq!(c.unwrap().distance.is_empty(), !kept, "{}", m.name());
        assert!(!kept || c.unwrap().distance == a.distance, "{}", m.name());
    }
    let bytes = file::write::<English>(&t, 3, true);
    let refused =
        |b: &[u8], tables: &mut Tables| file::read(tables, b, "x.egdb").unwrap_err().to_string();
    let mut fresh = Tables::new::<English>();
    // another game
    let mut russian = Tables::new::<Russian>();
    assert!(refused(&bytes, &mut russian).contains("holds english positions, not russian"));
    // altered, cut short, not a database, another version
    let mut altered = bytes.clone();
    altered[40] ^= 1;
    assert!(refused(&altered, &mut fresh).contains("checksum"));
    assert!(refused(&bytes[..bytes.len() / 2], &mut fresh).contains("checksum"));
    assert!(refused(b"PK\x03\x04 a zip file", &mut fresh).contains("does not start with OMNIEGDB"));
    let mut version = bytes.clone();
    version[8] = 99;
    assert!(refused(&version, &mut fresh).contains("format version 99"));
    assert!(
        fresh.get(kings(1, 1)).is_none(),
        "nothing read from a refused file"
    );
}

#[test]
fn the_search_with_the_database_wins_what_it_cannot_see_alone() {
    // Two kings against one, the lone king far away in a double corner: the capture is
    // beyond a shallow search, which scores it as a material edge only.
    let t = Arc::new(tables::<English>(3, 3));
    let pos = English::parse_fen("B:WK1:BK18,K19").unwrap();
    assert_eq!(t.value(&pos), Some(Wdl::Win));
    let limits = Limits::depth(6);
    let mut alone = Searcher::<English>::new(1 << 16);
    let r = alone.search(&pos, &[], DrawCounters::default(), &limits);
    assert!(r.score < DATABASE_WIN / 2, "{}", r.score);
    let mut with = Searcher::<English>::new(1 << 16);
    let probe: Arc<dyn Oracle<Position>> = Arc::new(Probe::new(t.clone()));
    with.set_oracle(Some(probe));
    let r = with.search(&pos, &[], DrawCounters::default(), &limits);
    assert!(r.score > DATABASE_WIN - 100, "{}", r.score);
    // and its move keeps the win
    let after = English::play(&pos, &r.best.unwrap());
    assert_eq!(t.value(&after), Some(Wdl::Loss));

    // The database decides the root, so the search goes on through the positions it knows
    // and, deep enough, finds the win itself (21 plies), not only that it is one.
    let r = with.search(&pos, &[], DrawCounters::default(), &Limits::depth(24));
    assert!(r.score > WIN_FOUND, "{}", r.score);

    // Played out against itself with the database on both sides (the lone king defending with
    // the same search), the win comes within the 40-move rule.
    let mut game = Game::<English>::from_position(pos);
    let mut s = Searcher::<English>::new(1 << 16);
    s.set_oracle(Some(Arc::new(Probe::new(t.clone()))));
    while game.outcome().is_none() && game.ply_count() < 200 {
        let r = game.search(&mut s, &Limits::depth(24), None);
        game.play(&r.best.unwrap()).unwrap();
    }
    let o = game.outcome().expect("the game ends");
    assert_eq!(
        o.winner,
        Some(Color::North),
        "{} after {} plies",
        o.reason,
        game.ply_count()
    );
}

/// Every distance kept agrees with its successors': a win's is one more than the least of
/// its moves to a lost position (a capture or a promotion counts one), a loss's one more
/// than the most of its moves (none: 0), a draw's 0. Returns the positions checked and the longest distance.
fn distances_agree<R: Draughts>(t: &Tables) -> (u64, u8) {
    let mut list = MoveList::new();
    let (mut n, mut longest) = (0u64, 0u8);
    for table in t.iter() {
        for i in 0..table.slice.size {
            let pos = table.slice.masks(i).position(&t.board);
            let (v, d) = (table.value(i), table.distance[i as usize]);
            R::generate(&pos, &mut list);
            // each move's value for the opponent and plies to the capture or the end
            let after: Vec<(Wdl, u32)> = list
                .iter()
                .map(|m| {
                    let q = pos.apply(m);
                    let w = t.value(&q).expect("successor held");
                    let e = if m.is_capture() || m.promotion.is_some() {
                        0
                    } else {
                        t.distance(&q).expect("a quiet move stays in the slice") as u32
                    };
                    (w, e + 1)
                })
                .collect();
            let expected = match v {
                Wdl::Draw => 0,
                Wdl::Win => after
                    .iter()
                    .filter(|(w, _)| *w == Wdl::Loss)
                    .map(|&(_, e)| e)
                    .min()
                    .expect("a win has a move to a loss"),
                Wdl::Loss => after.iter().map(|&(_, e)| e).max().unwrap_or(0),
            };
            let fen = R::write_fen(&pos);
            assert_eq!(
                d as u32,
                expected,
                "{} {}",
                table.slice.material.name(),
                fen
            );
            longest = longest.max(d);
            n += 1;
        }
    }
    (n, longest)
}

#[test]
fn every_distance_agrees_with_its_successors() {
    let (english, _) = distances_agree::<English>(&tables::<English>(3, 4));
    let (international, _) = distances_agree::<International>(&tables::<International>(2, 4));
    assert!(
        english > 300_000 && international > 3_000_000,
        "{english} {international}"
    );
    // with men too, up to four pieces: a king and two men against a king (the longest of
    // them, 51 plies, as the build reports it)
    let t = tables::<Russian>(4, 4);
    let (n, longest) = distances_agree::<Russian>(&t);
    assert!(n > 2_000_000 && longest == 51, "{n} {longest}");
}

/// A position of `t` with the material `mat` (South to move), the value `v` and a distance
/// `d` that `keep` accepts, with that distance.
fn with_distance(t: &Tables, mat: Material, v: Wdl, keep: impl Fn(u8) -> bool) -> (Position, u8) {
    let table = t.get(mat).expect("slice built");
    let i = (0..table.slice.size)
        .find(|&i| table.value(i) == v && keep(table.distance[i as usize]))
        .expect("such a position");
    (
        table.slice.masks(i).position(&t.board),
        table.distance[i as usize],
    )
}

/// A Russian position of three kings against a lone king, South to move with the material
/// `mat`, the distance `d` and the value `v`.
fn russian_three_kings(t: &Tables, mat: Material, v: Wdl, d: u8) -> Position {
    with_distance(t, mat, v, |x| x == d).0
}

#[test]
fn the_count_draws_a_kings_only_win_exactly_when_it_falls_due_first() {
    // Russian: three kings against one are drawn after 15 moves (30 plies) from when the
    // ending arose, and any kings-only play after 15 moves (30 plies) without a capture.
    let t = tables::<Russian>(2, 4);
    let counted = |quiet, material| DrawCounters {
        quiet_plies: quiet,
        material_plies: material,
    };
    // (a win of even distance ends with the lone king's forced capture of a king)
    for d in [1u8, 8, 22] {
        let pos = russian_three_kings(&t, kings(3, 1), Wdl::Win, d);
        // the last quiet ply before the capture comes at d - 1: it must fall before 30
        let last = 30 - d as u32;
        assert_eq!(t.probe(&pos, &counted(0, last)), Some(Wdl::Win), "{d}");
        assert_eq!(t.probe(&pos, &counted(0, last + 1)), Some(Wdl::Draw), "{d}");
        assert_eq!(t.probe(&pos, &counted(last, 0)), Some(Wdl::Win), "{d}");
        assert_eq!(t.probe(&pos, &counted(last + 1, 0)), Some(Wdl::Draw), "{d}");
        assert_eq!(t.value(&pos), Some(Wdl::Win));
    }
    // the lone king to move, lost in 23 plies (the slice's longest): held to the count from
    // 8 plies on
    let pos = russian_three_kings(&t, kings(1, 3), Wdl::Loss, 23);
    assert_eq!(t.probe(&pos, &counted(7, 7)), Some(Wdl::Loss));
    assert_eq!(t.probe(&pos, &counted(8, 8)), Some(Wdl::Draw));
    assert_eq!(t.probe(&pos, &counted(8, 0)), Some(Wdl::Draw));
}

#[test]
fn a_win_with_men_holds_within_its_distance() {
    let counted = |quiet, material| DrawCounters {
        quiet_plies: quiet,
        material_plies: material,
    };
    // Russian, a king and two men against a king: the slice's longest play-out is 51 plies,
    // beyond the 15-move count (30 plies), so without each position's distance no win of it
    // was ever taken. A capture or any man's move starts the count again, so a win whose
    // next capture or promotion comes within the count holds; beyond it the value is not
    // known (a man's move may yet start the count again), not a draw.
    let t = tables::<Russian>(4, 4);
    let mat = Material {
        men: [2, 0],
        kings: [1, 1],
    };
    assert_eq!(t.get(mat).unwrap().stats.longest, 51);
    let (pos, d) = with_distance(&t, mat, Wdl::Win, |d| (2..=12).contains(&d));
    let last = 30 - d as u32;
    assert_eq!(t.probe(&pos, &counted(0, 0)), Some(Wdl::Win));
    assert_eq!(t.probe(&pos, &counted(last, 0)), Some(Wdl::Win));
    assert_eq!(t.probe(&pos, &counted(last + 1, 0)), None);
    // International, a king and a man against a king (the FMJD 5-move ending, 10 plies from
    // when it arose): the ending's count goes on through a promotion, so the slice's longest
    // play-out still bounds it, however near the position's own next promotion is
    let t = tables::<International>(3, 3);
    let mat = Material {
        men: [1, 0],
        kings: [1, 1],
    };
    let longest = t.get(mat).unwrap().stats.longest;
    let (pos, d) = with_distance(&t, mat, Wdl::Win, |d| (2..=9).contains(&d));
    assert!(longest > d as u32, "{longest} {d}");
    let fits = |m: u32| m + (d as u32 - 1) < 10;
    let m = (0..10)
        .find(|&m| fits(m) && m + longest >= 10)
        .expect("a count between them");
    assert_eq!(t.probe(&pos, &counted(0, m)), None);
    assert_eq!(t.probe(&pos, &counted(m, 0)), Some(Wdl::Win));
}

#[test]
fn three_kings_take_the_lone_king_within_the_count() {
    // From the longest wins of three kings against one in Russian (20-22 plies to a capture
    // with the best defence, 30 allowed), played out with the database on both sides and
    // the lone king delaying as long as it can: the three kings must not lose the win to
    // the count by wandering among positions that are all "won".
    let t = Arc::new(tables::<Russian>(2, 4));
    let table = t.get(kings(3, 1)).expect("slice built");
    let longest: Vec<u64> = (0..table.slice.size)
        .filter(|&i| table.value(i) == Wdl::Win && table.distance[i as usize] >= 20)
        .collect();
    assert!(longest.len() >= 20, "{}", longest.len());
    for &i in longest.iter().step_by(longest.len() / 10) {
        let pos = table.slice.masks(i).position(&t.board);
        let mut game = Game::<Russian>::from_position(pos);
        let mut s = Searcher::<Russian>::new(1 << 16);
        s.set_oracle(Some(Arc::new(Probe::new(t.clone()))));
        while game.outcome().is_none() {
            let r = game.search(&mut s, &Limits::depth(6), None);
            game.play(&r.best.unwrap()).unwrap();
        }
        let o = game.outcome().unwrap();
        assert_eq!(
            o.winner,
            Some(Color::South),
            "{} after {} plies from {}",
            o.reason,
            game.ply_count(),
            Russian::write_fen(&pos)
        );
    }
}
