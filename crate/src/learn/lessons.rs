//! A game's course (`data/lessons/<game>.json`): lessons of steps, each a position and a task
//! done on the board. A step's `answers` are the moves that complete it; the check here plays
//! every legal move and asks the task of each, so the answers are exactly the moves that do
//! what the task says, no more and no fewer.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::{shipped, shipped_text, LANGUAGES};
use crate::{new_game, AnyGame, MoveView};

/// A text in each of the page's languages ([`LANGUAGES`]), by language.
pub type Texts = BTreeMap<String, String>;

/// One game's course.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Course {
    /// The game's id.
    pub variant: String,
    /// The lessons, in the order they are taken.
    pub lessons: Vec<Lesson>,
}

/// A lesson: a few steps about one idea.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// Its id, unique in the course (a link names it).
    pub id: String,
    /// Its title.
    pub title: Texts,
    /// Its steps, in order.
    pub steps: Vec<Step>,
}

/// What a step asks of the player's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Task {
    /// Any legal move (the wrong ones are the illegal ones, which the engine explains).
    Move,
    /// A capture.
    Capture,
    /// A capture of as many pieces as any legal move takes (worth teaching where the game
    /// lets the player take fewer, and where it does not: then a smaller one is illegal).
    Most,
    /// A move that crowns the piece (or promotes it, in Cheskers).
    Crown,
    /// A move that wins the game at once.
    Win,
    /// A move that bears a piece off (Coast-to-Coast).
    BearOff,
}

impl Task {
    /// Its name in the data and the CLI.
    pub fn id(self) -> &'static str {
        match self {
            Task::Move => "move",
            Task::Capture => "capture",
            Task::Most => "most",
            Task::Crown => "crown",
            Task::Win => "win",
            Task::BearOff => "bear-off",
        }
    }
}

/// One step: a position, a task and what to say.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// The position, as FEN.
    pub fen: String,
    /// What the move must do.
    pub task: Task,
    /// The squares the move may start from (any, when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub from: Vec<String>,
    /// The squares the move may end on (any, when empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub to: Vec<String>,
    /// The explanation and the task, as the player reads them.
    pub text: Texts,
    /// What is said once the step is done (optional).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub done: Texts,
    /// The moves that complete the step, in PDN move text.
    pub answers: Vec<String>,
}

/// The course shipped for `variant`, checked.
pub fn shipped(variant: &str) -> Result<Course, String> {
    read(variant, shipped_text(&shipped!("lessons"), variant)?)
}

/// A course from its JSON, checked against the rules: refused with the first thing wrong,
/// named by lesson and step.
pub fn read(variant: &str, json: &str) -> Result<Course, String> {
    let course: Course =
        serde_json::from_str(json).map_err(|e| format!("the lessons of {variant}: {e}"))?;
    check(variant, &course)?;
    Ok(course)
}

/// Whether `m`, played in `before`, does what `step` asks.
pub fn completes(before: &dyn AnyGame, step: &Step, m: &MoveView) -> Result<bool, String> {
    let within = |names: &[String], sq: Option<&String>| {
        names.is_empty() || sq.is_some_and(|s| names.contains(s))
    };
    if !within(&step.from, m.path.first()) || !within(&step.to, m.path.last()) {
        return Ok(false);
    }
    Ok(match step.task {
        Task::Move => true,
        Task::Capture => !m.captures.is_empty(),
        Task::Most => {
            let most = before
                .legal()
                .iter()
                .map(|l| l.captures.len())
                .max()
                .unwrap_or(0);
            most > 0 && m.captures.len() == most
        }
        Task::Crown => m.promotion.is_some(),
        Task::Win | Task::BearOff => {
            let mut after =
                new_game(before.info().id, Some(&before.fen())).map_err(|e| e.to_string())?;
            after.play_text(&m.text).map_err(|e| e.to_string())?;
            if step.task == Task::Win {
                after
                    .outcome()
                    .is_some_and(|o| o.winner == Some(before.turn()))
            } else {
                let off = |g: &dyn AnyGame| g.borne_off().map_or(0, |b| b[before.turn() as usize]);
                off(&*after) > off(before)
            }
        }
    })
}

/// The moves that complete `step`, as PDN move text.
pub fn answers(variant: &str, step: &Step) -> Result<BTreeSet<String>, String> {
    let game = new_game(variant, Some(&step.fen)).map_err(|e| format!("its FEN: {e}"))?;
    if game.outcome().is_some() {
        return Err("its position is a finished game".into());
    }
    let mut out = BTreeSet::new();
    for m in game.legal() {
        if completes(&*game, step, &m)? {
            out.insert(m.text);
        }
    }
    Ok(out)
}

fn check(variant: &str, course: &Course) -> Result<(), String> {
    if course.variant != variant {
        return Err(format!(
            "the lessons of {variant} say they are of '{}'",
            course.variant
        ));
    }
    if course.lessons.is_empty() {
        return Err(format!("the lessons of {variant}: there are none"));
    }
    let mut ids = BTreeSet::new();
    for lesson in &course.lessons {
        let at = format!("the lessons of {variant}: lesson '{}'", lesson.id);
        if lesson.id.is_empty()
            || !lesson
                .id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            return Err(format!("{at}: an id is lower-case letters, digits and '-'"));
        }
        if !ids.insert(&lesson.id) {
            return Err(format!("{at}: the id is used twice"));
        }
        texts(&lesson.title, false).map_err(|e| format!("{at}: its title {e}"))?;
        if lesson.steps.is_empty() {
            return Err(format!("{at}: it has no steps"));
        }
        for (i, step) in lesson.steps.iter().enumerate() {
            let at = format!("{at}, step {}", i + 1);
            texts(&step.text, false).map_err(|e| format!("{at}: its text {e}"))?;
            texts(&step.done, true).map_err(|e| format!("{at}: its 'done' {e}"))?;
            let right = answers(variant, step).map_err(|e| format!("{at}: {e}"))?;
            if right.is_empty() {
                return Err(format!("{at}: no legal move does the task"));
            }
            let given: BTreeSet<String> = step.answers.iter().cloned().collect();
            if given.len() != step.answers.len() {
                return Err(format!("{at}: an answer is given twice"));
            }
            if given != right {
                let missing: Vec<&String> = right.difference(&given).collect();
                let wrong: Vec<&String> = given.difference(&right).collect();
                return Err(format!(
                    "{at}: the answers should be the moves that do the task; missing {missing:?}, \
                     not doing it (or not legal) {wrong:?}"
                ));
            }
        }
    }
    Ok(())
}

/// Every language there, none empty (or, if `optional`, no text at all).
fn texts(t: &Texts, optional: bool) -> Result<(), String> {
    if optional && t.is_empty() {
        return Ok(());
    }
    for lang in LANGUAGES {
        if t.get(lang).is_none_or(|s| s.trim().is_empty()) {
            return Err(format!("has no text in '{lang}'"));
        }
    }
    if let Some(other) = t.keys().find(|k| !LANGUAGES.contains(&k.as_str())) {
        return Err(format!(
            "has a text in '{other}', which is not one of {LANGUAGES:?}"
        ));
    }
    Ok(())
}

/// The CLI's line for a step: `{"lesson", "step", "fen", "task", "answers"}`, the task in
/// English, and the task's kind.
pub fn line(lesson: &Lesson, number: usize, step: &Step) -> String {
    serde_json::json!({
        "lesson": lesson.id,
        "step": number,
        "fen": step.fen,
        "task": step.text.get("en").map_or("", String::as_str),
        "kind": step.task.id(),
        "answers": step.answers,
    })
    .to_string()
}
