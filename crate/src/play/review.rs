//! A game reviewed move by move: for each move the engine's best move and both scores, the
//! loss and what the move is called (`ai::review`), the line that
//! punishes it; as JSON lines (the CLI's `analyse`) and as annotated PDN (the CLI's `analyse
//! --pdn` and the page's export, through one function, [`review_pdn`]).

pub use crate::ai::review::{classify, Class, BLUNDER, INACCURACY, MISTAKE};
use crate::ai::search::WIN;
use crate::notation::pdn::{PdnGame, PdnMove};
use crate::play::anygame::{win_in, AnyGame};
#[cfg(feature = "search")]
use crate::play::anygame::{AnalyseOptions, SearchTable, ThinkOptions};
use crate::{Color, Error, VariantInfo};

/// The depth a review searches when told neither a depth nor a time (the CLI's default).
pub const DEFAULT_DEPTH: u32 = 10;

/// The review of one move.
#[derive(Clone, Debug, PartialEq)]
pub struct PlyReview {
    /// The move's number in plies, 1 for the game's first move.
    pub ply: usize,
    /// The side that played it.
    pub mover: Color,
    /// The move played, PDN text.
    pub played: String,
    /// The engine's best move in its place.
    pub best: String,
    /// The played move's score for the mover (a search score, see
    /// [`Report::score`](crate::ai::search::Report::score)).
    pub score: i32,
    /// The best move's score for the mover.
    pub best_score: i32,
    /// How much the move gave away, in hundredths of a man ([`classify`]).
    pub loss: i32,
    /// What the move is called, if anything.
    pub class: Option<Class>,
    /// What the engine expects after the played move: the line that punishes a bad one.
    pub line: Vec<String>,
    /// The best move's line, the best move first.
    pub best_line: Vec<String>,
    /// The depth searched.
    pub depth: u32,
}

/// A score from White's point of view (the side the game calls White; South where none is).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WhiteScore {
    /// Hundredths of a man, positive when White stands better.
    Value(i32),
    /// White wins in this many plies (found by the search).
    Win(i32),
    /// White loses in this many plies.
    Loss(i32),
}

/// The side the game calls White.
pub fn white(info: &VariantInfo) -> Color {
    Color::BOTH
        .into_iter()
        .find(|&c| info.color_name(c) == "White")
        .unwrap_or(Color::South)
}

impl WhiteScore {
    /// A search score for `mover` from White's point of view.
    pub fn of(info: &VariantInfo, mover: Color, score: i32) -> WhiteScore {
        let s = if mover == white(info) { score } else { -score };
        match win_in(s) {
            Some(n) if n > 0 => WhiteScore::Win(n),
            Some(n) => WhiteScore::Loss(-n),
            None => WhiteScore::Value(s),
        }
    }

    /// Back to a search score for `mover`.
    pub fn for_mover(self, info: &VariantInfo, mover: Color) -> i32 {
        let s = match self {
            WhiteScore::Value(v) => v,
            WhiteScore::Win(n) => WIN - n,
            WhiteScore::Loss(n) => -(WIN - n),
        };
        if mover == white(info) {
            s
        } else {
            -s
        }
    }

    /// As JSON: a number, or `{"win":N}` / `{"loss":N}` (plies).
    pub fn json(self) -> String {
        match self {
            WhiteScore::Value(v) => v.to_string(),
            WhiteScore::Win(n) => format!("{{\"win\":{n}}}"),
            WhiteScore::Loss(n) => format!("{{\"loss\":{n}}}"),
        }
    }

    /// As a PDN evaluation (lichess's `[%eval]`): men with two decimals, or `#N` / `#-N` for
    /// a win or loss in N plies.
    pub fn eval(self) -> String {
        match self {
            WhiteScore::Value(v) => format!(
                "{}{}.{:02}",
                if v < 0 { "-" } else { "" },
                v.abs() / 100,
                v.abs() % 100
            ),
            WhiteScore::Win(n) => format!("#{n}"),
            WhiteScore::Loss(n) => format!("#-{n}"),
        }
    }
}

/// Reviews the game's move number `ply` (1 for the first), searching the position before it
/// within `options` with `table` (kept between calls: a review goes faster with one table
/// for the whole game).
#[cfg(feature = "search")]
pub fn review_ply(
    game: &dyn AnyGame,
    ply: usize,
    options: &ThinkOptions,
    table: &mut SearchTable,
) -> Result<PlyReview, Error> {
    let history = game.history();
    let played = match ply.checked_sub(1).and_then(|i| history.get(i)) {
        Some(m) => m.clone(),
        None => {
            return Err(Error::Misuse(format!(
                "there is no move {ply} to review (the game has {} moves)",
                history.len()
            )))
        }
    };
    let before = game
        .at(ply - 1)
        .ok_or_else(|| Error::Misuse("no such ply".into()))?;
    let a = before.analyse(
        &AnalyseOptions {
            think: options.clone(),
            lines: 1,
            also: Some(played.clone()),
        },
        table,
    )?;
    let mover = before.turn();
    let Some(best) = a.lines.first() else {
        // the game was over there (a draw that fell due, played on): nothing to compare
        return Ok(PlyReview {
            ply,
            mover,
            best: played.clone(),
            played,
            score: 0,
            best_score: 0,
            loss: 0,
            class: None,
            line: Vec::new(),
            best_line: Vec::new(),
            depth: a.depth,
        });
    };
    let mine = a
        .also
        .as_ref()
        .filter(|l| l.moves.first() != best.moves.first())
        .unwrap_or(best);
    let (loss, class) = classify(best.score, mine.score);
    Ok(PlyReview {
        ply,
        mover,
        played,
        best: best.moves.first().cloned().unwrap_or_default(),
        score: mine.score,
        best_score: best.score,
        loss,
        class,
        line: mine.moves.iter().skip(1).cloned().collect(),
        best_line: best.moves.clone(),
        depth: a.depth,
    })
}

/// Reviews every move of the game, one table for all, calling `each` with each review as it
/// is made (a progress report).
#[cfg(feature = "search")]
pub fn review_game(
    game: &dyn AnyGame,
    options: &ThinkOptions,
    mut each: impl FnMut(&PlyReview),
) -> Result<Vec<PlyReview>, Error> {
    let mut table = SearchTable::default();
    (1..=game.history().len())
        .map(|ply| {
            let r = review_ply(game, ply, options, &mut table)?;
            each(&r);
            Ok(r)
        })
        .collect()
}

fn json_strings(v: &[String]) -> String {
    let quoted: Vec<String> = v.iter().map(|s| json_string(s)).collect();
    format!("[{}]", quoted.join(","))
}

fn json_string(s: &str) -> String {
    let mut out = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

impl PlyReview {
    /// The played move's score from White's point of view.
    pub fn white_score(&self, info: &VariantInfo) -> WhiteScore {
        WhiteScore::of(info, self.mover, self.score)
    }

    /// The best move's score from White's point of view.
    pub fn white_best_score(&self, info: &VariantInfo) -> WhiteScore {
        WhiteScore::of(info, self.mover, self.best_score)
    }

    /// The review as one JSON object: `{"ply":N,"move":"..","best":"..","score":S,
    /// "bestScore":S,"loss":N,"class":"inaccuracy"|"mistake"|"blunder"|null,"line":[..],
    /// "bestLine":[..],"depth":N}`, scores from White's point of view ([`WhiteScore::json`]).
    pub fn json(&self, info: &VariantInfo) -> String {
        format!(
            "{{\"ply\":{},\"move\":{},\"best\":{},\"score\":{},\"bestScore\":{},\"loss\":{},\
             \"class\":{},\"line\":{},\"bestLine\":{},\"depth\":{}}}",
            self.ply,
            json_string(&self.played),
            json_string(&self.best),
            self.white_score(info).json(),
            self.white_best_score(info).json(),
            self.loss,
            self.class.map_or("null".into(), |c| json_string(c.id())),
            json_strings(&self.line),
            json_strings(&self.best_line),
            self.depth
        )
    }
}

/// How many moves of each class `side` played.
pub fn counts(reviews: &[PlyReview], side: Color) -> [usize; 3] {
    let n = |c| {
        reviews
            .iter()
            .filter(|r| r.mover == side && r.class == Some(c))
            .count()
    };
    [n(Class::Inaccuracy), n(Class::Mistake), n(Class::Blunder)]
}

fn plural(n: usize, one: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {one}s"),
    }
}

/// The game with its review as annotated PDN: each move's evaluation as a comment
/// (`[%eval 0.35]`, White's point of view); an inaccuracy, mistake or blunder marked `?!`,
/// `?` or `??`, with a comment saying what it lost, the best move and the line that punishes
/// it, and the best move's line as a variation; the thresholds and each side's counts in a
/// comment before the first move; `tags` as given, with an `Annotator`. Every move is checked
/// by the rules (as [`write_tree`](crate::play::annotated::write_tree)): the reviews must be
/// of this game's moves, in order.
pub fn review_pdn(
    game: &dyn AnyGame,
    reviews: &[PlyReview],
    tags: &[(String, String)],
) -> Result<String, Error> {
    let info = game.info();
    let history = game.history();
    if let Some((i, r)) = reviews
        .iter()
        .enumerate()
        .find(|(i, r)| r.ply != i + 1 || history.get(*i) != Some(&r.played))
    {
        return Err(Error::Misuse(format!(
            "review {} is of move {} ({}), not of the game's move {}",
            i + 1,
            r.ply,
            crate::error::clip(&r.played),
            i + 1
        )));
    }
    let depth = reviews.iter().map(|r| r.depth).max().unwrap_or(0);
    let side_counts = |c: Color| {
        let [i, m, b] = counts(reviews, c);
        format!(
            "{} {}, {}, {}",
            info.color_name(c),
            plural(i, "inaccuracy").replace("inaccuracys", "inaccuracies"),
            plural(m, "mistake"),
            plural(b, "blunder")
        )
    };
    let first = info.first;
    let mut comments = vec![format!(
        "Reviewed by omnidraughts to depth {depth}: {}; {}. Losses against the engine's best \
         move, in men: inaccuracy ?! from {}, mistake ? from {}, blunder ?? from {} or a \
         result thrown away.",
        side_counts(first),
        side_counts(first.other()),
        men(INACCURACY),
        men(MISTAKE),
        men(BLUNDER)
    )];
    if reviews.len() < history.len() {
        comments.push(format!(
            "The review stopped after move {} of {}.",
            reviews.len(),
            history.len()
        ));
    }
    let mut tree: Vec<PdnMove> = history.iter().map(|m| PdnMove::new(m)).collect();
    for (m, r) in tree.iter_mut().zip(reviews) {
        let eval = r.white_score(info).eval();
        m.after.push(format!("[%eval {eval}]"));
        let Some(class) = r.class else { continue };
        m.nags.push(class.nag());
        let best = r.white_best_score(info).eval();
        let mut says = format!(
            "{}: {} lost. Best was {} ({best})",
            capitalised(class.id()),
            men(r.loss),
            r.best
        );
        if !r.line.is_empty() {
            says.push_str(&format!(
                "; {} is met by {} ({eval})",
                r.played,
                r.line.join(" ")
            ));
        }
        says.push('.');
        m.after.push(says);
        if !r.best_line.is_empty() {
            m.variations
                .push(r.best_line.iter().map(|t| PdnMove::new(t)).collect());
        }
    }
    let mut all_tags: Vec<(String, String)> = tags
        .iter()
        .filter(|(k, _)| !k.eq_ignore_ascii_case("Annotator"))
        .cloned()
        .collect();
    all_tags.push(("Annotator".into(), "omnidraughts".into()));
    if let Some(fen) = game.start_fen() {
        all_tags.retain(|(k, _)| !k.eq_ignore_ascii_case("FEN"));
        all_tags.push(("FEN".into(), fen));
    }
    let record = PdnGame {
        tags: all_tags,
        comments,
        tree,
        result: None,
        line: 0,
    };
    crate::play::annotated::write_tree(info, &record)
}

/// Hundredths of a man as men: "0.33", "1".
fn men(h: i32) -> String {
    let s = format!("{}.{:02}", h / 100, h % 100);
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
