//! The shipped lessons and puzzles (data/, src/learn/): every lesson step's answers are exactly
//! the legal moves that do its task, every puzzle's line is legal and does what it claims, each
//! solving move the only good one at the miner's depth; the checks refuse what is wrong; the
//! CLI lists them; the miner gives the same puzzles from the same seed.

use omnidraughts::learn::{lessons, mine, puzzles, LANGUAGES};
use omnidraughts::variant;

use crate::common::{refused, run, stdout};

const CLASSIC: [&str; 5] = ["english", "international", "italian", "polish", "russian"];

#[test]
fn every_game_has_a_checked_course_of_its_rules() {
    for v in variant::ALL {
        let course = lessons::shipped(v.id).unwrap_or_else(|e| panic!("{e}"));
        let steps: Vec<&lessons::Step> = course.lessons.iter().flat_map(|l| &l.steps).collect();
        assert!(steps.len() >= 8, "{}: {} steps", v.id, steps.len());
        let has = |t: lessons::Task| steps.iter().any(|s| s.task == t);
        // each course teaches capturing and how a game is won; the classic ones crowning too
        assert!(has(lessons::Task::Win), "{}: no step wins a game", v.id);
        if v.id != "coast-to-coast" {
            assert!(
                has(lessons::Task::Capture) || has(lessons::Task::Most),
                "{}: no capture",
                v.id
            );
            assert!(has(lessons::Task::Crown), "{}: no crowning", v.id);
        } else {
            assert!(
                has(lessons::Task::BearOff),
                "coast-to-coast: no bearing off"
            );
        }
    }
}

/// The first step of the shipped American course, as JSON to change.
fn english_course() -> serde_json::Value {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../data/lessons/english.json"
    ))
    .unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_step_whose_answers_are_not_the_moves_that_do_its_task_is_refused() {
    let check = |v: &serde_json::Value| lessons::read("english", &v.to_string());
    assert!(check(&english_course()).is_ok());
    // an answer left out, an answer added that does not do the task, an illegal one
    let mut fewer = english_course();
    let answers = fewer["lessons"][0]["steps"][0]["answers"]
        .as_array_mut()
        .unwrap();
    let dropped = answers.pop().unwrap();
    let e = check(&fewer).unwrap_err();
    assert!(
        e.contains("step 1") && e.contains(dropped.as_str().unwrap()),
        "{e}"
    );
    for extra in ["1-5", "12x19"] {
        let mut more = english_course();
        more["lessons"][0]["steps"][0]["answers"]
            .as_array_mut()
            .unwrap()
            .push(extra.into());
        let e = check(&more).unwrap_err();
        assert!(e.contains("not doing it") && e.contains(extra), "{e}");
    }
    // a text missing in one language, an unknown language, a task that does not exist
    let mut untranslated = english_course();
    untranslated["lessons"][0]["steps"][0]["text"]
        .as_object_mut()
        .unwrap()
        .remove("pl");
    assert!(check(&untranslated).unwrap_err().contains("'pl'"));
    let mut unknown = english_course();
    unknown["lessons"][0]["title"]["de"] = "Männer".into();
    assert!(check(&unknown).unwrap_err().contains("'de'"));
    let mut task = english_course();
    task["lessons"][0]["steps"][0]["task"] = "checkmate".into();
    assert!(check(&task).unwrap_err().contains("checkmate"));
    // a course of another game, and a FEN that cannot be read
    assert!(lessons::read("russian", &english_course().to_string())
        .unwrap_err()
        .contains("'english'"));
    let mut fen = english_course();
    fen["lessons"][0]["steps"][0]["fen"] = "W:W99:B1".into();
    assert!(check(&fen).unwrap_err().contains("FEN"));
    assert_eq!(LANGUAGES.len(), 7);
}

#[test]
fn the_tasks_ask_what_they_say() {
    use lessons::{answers, Step, Task};
    let step = |fen: &str, task: Task| Step {
        fen: fen.into(),
        task,
        from: vec![],
        to: vec![],
        text: Default::default(),
        done: Default::default(),
        answers: vec![],
    };
    let set = |v: &[&str]| {
        v.iter()
            .map(|s| s.to_string())
            .collect::<std::collections::BTreeSet<_>>()
    };
    // American: free choice of capture; "most" asks for the longer one
    let fen = "B:W14,23,15:B10,9";
    assert_eq!(
        answers("english", &step(fen, Task::Capture)).unwrap(),
        set(&["10x17", "10x26", "9x27"])
    );
    assert_eq!(
        answers("english", &step(fen, Task::Most)).unwrap(),
        set(&["10x26", "9x27"])
    );
    // a man on the row before the last: the moves that crown it
    assert_eq!(
        answers("english", &step("W:W6:B20", Task::Crown)).unwrap(),
        set(&["6-1", "6-2"])
    );
    // taking the last piece wins
    assert_eq!(
        answers("english", &step("W:W18,30:B14", Task::Win)).unwrap(),
        set(&["18x9"])
    );
    let mut from = step("W:W18,30:B22", Task::Move);
    from.from = vec!["30".into()];
    assert_eq!(answers("english", &from).unwrap(), set(&["30-25", "30-26"]));
}

#[test]
fn every_game_ships_checked_puzzles_enough_of_them() {
    for v in variant::ALL {
        let all = puzzles::shipped(v.id).unwrap_or_else(|e| panic!("{e}"));
        let least = if CLASSIC.contains(&v.id) { 200 } else { 30 };
        assert!(all.len() >= least, "{}: {} puzzles", v.id, all.len());
    }
}

#[test]
fn every_solving_move_of_a_shipped_puzzle_is_the_only_good_one() {
    // the games side by side: a minute of searches in all
    std::thread::scope(|s| {
        for v in variant::ALL {
            s.spawn(move || {
                let depth = mine::depths(v.id).verify;
                for p in puzzles::shipped(v.id).unwrap() {
                    mine::unique(v.id, &p, depth).unwrap_or_else(|e| panic!("{}: {e}", p.id));
                }
            });
        }
    });
}

#[test]
fn a_puzzle_that_does_not_do_what_it_claims_is_refused() {
    let all = puzzles::shipped("english").unwrap();
    let p = all
        .iter()
        .find(|p| p.solution.len() >= 3)
        .expect("a puzzle of a few moves")
        .clone();
    let json = |p: &puzzles::Puzzle| serde_json::to_string(&[p]).unwrap();
    assert!(puzzles::read("english", &json(&p)).is_ok());
    // a line cut short, a move that is not legal, a theme it does not have, a wrong id
    let mut short = p.clone();
    short.solution.truncate(1);
    assert!(puzzles::read("english", &json(&short)).is_err());
    let mut even = p.clone();
    even.solution.pop();
    assert!(puzzles::read("english", &json(&even))
        .unwrap_err()
        .contains("solver's move"));
    let mut illegal = p.clone();
    illegal.solution[0] = "1-5".into();
    assert!(puzzles::read("english", &json(&illegal))
        .unwrap_err()
        .contains("not legal"));
    let mut theme = p.clone();
    theme.themes.push("breakthrough".into());
    theme.themes.dedup();
    if theme.themes != p.themes {
        assert!(puzzles::read("english", &json(&theme))
            .unwrap_err()
            .contains("themes"));
    }
    let mut id = p.clone();
    id.id = "english-000000".into();
    assert!(puzzles::read("english", &json(&id))
        .unwrap_err()
        .contains("id"));
    // the same puzzle twice
    assert!(
        puzzles::read("english", &serde_json::to_string(&[&p, &p]).unwrap())
            .unwrap_err()
            .contains("twice")
    );
    // a wrong move first is not the only good one
    let mut g = omnidraughts::new_game("english", Some(&p.fen)).unwrap();
    let other = g.legal().into_iter().find(|m| m.text != p.solution[0]);
    if let Some(other) = other {
        let mut wrong = p.clone();
        wrong.solution = vec![other.text.clone()];
        assert!(mine::unique("english", &wrong, mine::depths("english").verify).is_err());
    }
    g.play_text(&p.solution[0]).unwrap();
}

#[test]
fn the_cli_lists_the_steps_and_the_puzzles() {
    let o = run(&["lessons", "--variant", "russian"]);
    assert!(o.status.success());
    let lines = stdout(&o);
    let first: serde_json::Value = serde_json::from_str(lines.lines().next().unwrap()).unwrap();
    for field in ["lesson", "step", "fen", "task", "answers"] {
        assert!(first.get(field).is_some(), "{first}");
    }
    assert_eq!(
        lines.lines().count(),
        lessons::shipped("russian")
            .unwrap()
            .lessons
            .iter()
            .map(|l| l.steps.len())
            .sum::<usize>()
    );
    let o = run(&["puzzles", "--variant", "polish"]);
    assert!(o.status.success());
    let all = stdout(&o);
    let p: serde_json::Value = serde_json::from_str(all.lines().next().unwrap()).unwrap();
    for field in ["id", "fen", "solution", "themes", "rating"] {
        assert!(p.get(field).is_some(), "{p}");
    }
    assert_eq!(
        all.lines().count(),
        puzzles::shipped("polish").unwrap().len()
    );
    refused(
        &["lessons", "--variant", "chess"],
        "unknown variant 'chess'",
    );
    refused(
        &[
            "puzzles",
            "--variant",
            "english",
            "--file",
            "/nonexistent.json",
        ],
        "cannot read",
    );
    let bad = std::env::temp_dir().join(format!(
        "omnidraughts-bad-lessons-{}.json",
        std::process::id()
    ));
    std::fs::write(
        &bad,
        "{\"variant\":\"english\",\"lessons\":[{\"id\":\"x\"}]}",
    )
    .unwrap();
    refused(
        &[
            "lessons",
            "--variant",
            "english",
            "--file",
            bad.to_str().unwrap(),
        ],
        "missing field `title`",
    );
    std::fs::remove_file(&bad).ok();
}

#[test]
fn the_miner_finds_the_same_puzzles_from_the_same_seed() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/games/OCA_2.0.pdn"
    ))
    .unwrap();
    let candidates = mine::from_collection("english", "OCA_2.0.pdn", &text);
    assert!(candidates.len() > 1000);
    let a = mine::mine("english", &candidates, 5, 7).unwrap();
    let b = mine::mine("english", &candidates, 5, 7).unwrap();
    assert!(!a.is_empty());
    assert_eq!(
        serde_json::to_string(&a).unwrap(),
        serde_json::to_string(&b).unwrap()
    );
    for p in &a {
        puzzles::check("english", p).unwrap();
        mine::unique("english", p, mine::depths("english").verify).unwrap();
    }
}
