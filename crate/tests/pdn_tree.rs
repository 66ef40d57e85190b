//! Annotated PDN: comments, variations, move marks and NAGs are read into the game's tree,
//! kept, and written back to the same tree (by hand-made files, by every real file of
//! `tests/data/games`, and by proptest over generated trees).
use omnidraughts::pdn::{self, PdnGame, PdnMove};
use omnidraughts::{English, Rules};
use proptest::prelude::*;

fn mv(text: &str) -> PdnMove {
    PdnMove::new(text)
}

/// `game` written by our writer (as American checkers, Black first) and read back.
fn round_trip(game: &PdnGame) -> (String, PdnGame) {
    let text = pdn::write_annotated(
        &English::INFO,
        "",
        false,
        game,
        English::INFO.first,
        None,
        &game.tags,
    );
    let back = pdn::read_strict(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(back.len(), 1, "{text}");
    (text, back.into_iter().next().unwrap())
}

const ANNOTATED: &str = "[Event \"annotated\"]\n[Result \"1-0\"]\n\
    {A game comment} {and a second,\n   over two lines}\n\
    1. 11-15 {after 11-15} (1. 9-13 {a reply?} 22-18 (1... 24-20 $14) 2. 10-14) \
    (1. 10-14!?) 23-19 $1 $18 2. 8-11?! 22-17!! {c} 3. 9-13?? \
    ({before} 3. 4-8 $2 {after} 24-20 !) 24-19 ? 1-0";

#[test]
fn every_annotation_lands_on_its_move() {
    let g = pdn::read_strict(ANNOTATED).unwrap().remove(0);
    assert_eq!(
        g.comments,
        ["A game comment", "and a second, over two lines"]
    );
    assert_eq!(
        g.moves(),
        ["11-15", "23-19", "8-11", "22-17", "9-13", "24-19"]
    );
    let t = &g.tree;
    assert_eq!(t[0].after, ["after 11-15"]);
    assert_eq!(t[0].variations.len(), 2);
    let v = &t[0].variations[0];
    assert_eq!(v[0].text, "9-13");
    assert_eq!(v[0].after, ["a reply?"]);
    assert_eq!(v[1].text, "22-18");
    assert_eq!(
        v[1].variations,
        vec![vec![PdnMove {
            nags: vec![14],
            ..mv("24-20")
        }]]
    );
    assert_eq!(v[2].text, "10-14");
    assert_eq!(
        t[0].variations[1],
        vec![PdnMove {
            nags: vec![5],
            ..mv("10-14")
        }]
    );
    assert_eq!(t[1].nags, [1, 18]);
    assert_eq!(t[2].nags, [6]);
    assert_eq!(t[3].nags, [3]);
    assert_eq!(t[3].after, ["c"]);
    assert_eq!(t[4].nags, [4]);
    let v = &t[4].variations[0];
    assert_eq!(v[0].before, ["before"]);
    assert_eq!(v[0].nags, [2]);
    assert_eq!(v[0].after, ["after"]);
    assert_eq!(v[1].nags, [1]);
    assert_eq!(t[5].nags, [2]);
    assert_eq!(g.result.as_deref(), Some("1-0"));
}

#[test]
fn an_annotated_game_writes_back_to_the_same_tree() {
    let g = pdn::read_strict(ANNOTATED).unwrap().remove(0);
    let (text, back) = round_trip(&g);
    assert_eq!(back.comments, g.comments, "{text}");
    assert_eq!(back.tree, g.tree, "{text}");
    // Numbers where a line opens (`1...`), not after a comment or a variation (pydraughts
    // reads each number once).
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("(1... 24-20 $14) 2. 10-14)"), "{text}");
    assert!(
        words.contains("{c} 3. 9-13?? ({before} 3. 4-8? {after} 24-20!) 24-19? 1-0"),
        "{text}"
    );
    // Writing what was read writes the same text again.
    assert_eq!(round_trip(&back).0, text);
}

#[test]
fn malformed_annotations_are_refused_with_their_place() {
    for (text, says) in [
        ("1. (9-13) 11-15 *", "a variation '(' before any move"),
        ("1. 11-15 () 23-19 *", "a variation has no move"),
        ("1. 11-15 ({only words}) 23-19 *", "a variation has no move"),
        ("$1 1. 11-15 *", "'$1' follows no move"),
        ("1. 11-15 (! 9-13) *", "'!' follows no move"),
        ("1. 11-15!!! *", "'!!!' is not a move mark"),
        ("1. 11-15 $99999 *", "is not a NAG"),
        ("1. 11-15 (9-13 *", "a variation is not closed"),
    ] {
        let e = pdn::read_strict(text).unwrap_err().to_string();
        assert!(e.contains(says), "{text}: {e}");
    }
}

#[test]
fn real_files_keep_their_annotations_through_our_writer() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/games");
    let (mut games, mut comments) = (0, 0);
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "pdn") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for mut g in pdn::read(&text).games {
            let (written, back) = round_trip(&g);
            // Files get `x` for a capture, where Russian records may write `:`.
            for m in &mut g.tree {
                m.text = m.text.replace(':', "x");
            }
            assert_eq!(back.tree, g.tree, "{}: {written}", path.display());
            assert_eq!(back.comments, g.comments, "{}", path.display());
            games += 1;
            comments += g.comments.len() + g.tree.iter().map(|m| m.after.len()).sum::<usize>();
        }
    }
    // The collections hold comments (the Italian file's results in words, a `{?}`).
    assert!(games > 500, "{games} games");
    assert!(comments >= 50, "{comments} comments");
}

/// A move's text, from the shapes real files use.
fn move_text() -> impl Strategy<Value = String> {
    prop_oneof![
        // `1-1` would be a result (a draw on 10x10).
        (1u8..=50, 1u8..=50)
            .prop_filter("not a result", |(a, b)| a != b)
            .prop_map(|(a, b)| format!("{a}-{b}")),
        (1u8..=50, 1u8..=50, 1u8..=50).prop_map(|(a, b, c)| format!("{a}x{b}x{c}")),
        ("[a-h][1-8]", "[a-h][1-8]").prop_map(|(a, b)| format!("{a}:{b}")),
        Just("pass".to_string()),
        ("[a-h]7", "[a-h]8", "[BCK]").prop_map(|(a, b, k)| format!("{a}-{b}={k}")),
    ]
    .prop_map(|t| t.replace(':', "x"))
}

/// A comment as the reader gives it back: words separated by one space.
fn comment() -> impl Strategy<Value = String> {
    proptest::collection::vec("[A-Za-z0-9.,;:!?%$()\\[\\]'\"é½-]{1,12}", 0..6)
        .prop_map(|w| w.join(" "))
}

fn annotated(text: String, nags: Vec<u16>, after: Vec<String>) -> PdnMove {
    PdnMove {
        nags,
        after,
        ..mv(&text)
    }
}

/// A line of up to `len` moves whose moves may hold variations `depth` deep.
fn line(depth: u32, len: usize) -> BoxedStrategy<Vec<PdnMove>> {
    let one = (
        move_text(),
        proptest::collection::vec(0u16..300, 0..3),
        proptest::collection::vec(comment(), 0..2),
    )
        .prop_map(|(t, n, a)| annotated(t, n, a));
    if depth == 0 {
        return proptest::collection::vec(one, 1..len.max(2)).boxed();
    }
    let variation = (
        proptest::collection::vec(comment(), 0..2),
        line(depth - 1, 4),
    )
        .prop_map(|(before, mut v)| {
            v[0].before = before;
            v
        });
    proptest::collection::vec(
        (one, proptest::collection::vec(variation, 0..3)),
        1..len.max(2),
    )
    .prop_map(|ms| {
        ms.into_iter()
            .map(|(mut m, vs)| {
                m.variations = vs;
                m
            })
            .collect()
    })
    .boxed()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn generated_trees_write_and_read_back(
        comments in proptest::collection::vec(comment(), 0..3),
        tree in line(3, 12),
    ) {
        let game = PdnGame { comments, tree, ..PdnGame::default() };
        let (text, back) = round_trip(&game);
        prop_assert_eq!(&back.comments, &game.comments, "{}", text);
        prop_assert_eq!(&back.tree, &game.tree, "{}", text);
    }
}

#[test]
fn moves_pasted_without_a_result_are_a_game_going_on_but_not_before_another_game() {
    // `variation.pdn` of the PDN 3.0 standard's test set (games/succeed): no tags, no result,
    // a variation nested in a variation, marks and a comment
    let text = "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23\n";
    let games = pdn::read_strict(text).unwrap();
    assert_eq!(games.len(), 1);
    let g = &games[0];
    assert_eq!(g.result.as_deref(), Some("*"));
    let main: Vec<&str> = g.tree.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(main, ["32-28", "19-23", "28x19", "14x23"]);
    let v = &g.tree[1].variations[0];
    assert_eq!(v[0].text, "18-23");
    assert_eq!(v[1].variations[0][0].text, "37-32");
    assert_eq!(v[1].variations[0][1].after, ["Black wins"]);
    // a game that stops short of its result before the next game's tags is a damaged file
    let damaged = "[Event \"a\"]\n1. 11-15 23-19\n[Event \"b\"]\n1. 9-13 *\n";
    let f = pdn::read(damaged);
    assert_eq!(f.games.len(), 1);
    assert!(
        f.problems[0].to_string().contains("instead of a result"),
        "{:?}",
        f.problems
    );
}
