//! `omnidraughts hub`: the Hub protocol, version 2 (Scan 3.1's `protocol.txt`), for the
//! draughts world's GUIs and match runners. A search runs on a thread of its own, so that
//! `ping`, `stop` and `ponder-hit` are answered while it runs; the search table lives on that
//! thread between searches. Documented in docs/cli.md ("hub").

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::Duration;

use omnidraughts::search::STOP;
use omnidraughts::time_manager::ClockTime;
use omnidraughts::{new_game, replay, AnyGame, MoveView, SearchTable, ThinkOptions, MAX_THINK_MS};

/// The searches started so far: a `ponder-hit`'s timer stops only the search it was set for.
static SEARCHES: AtomicU64 = AtomicU64::new(0);

/// `hub --help`'s account of the protocol.
pub const ABOUT: &str = "\
Speaks the Hub protocol, version 2 (Scan 3.1's protocol.txt) on standard input and output:
hub, set-param, init, pos pos=... [moves=\"...\"], level depth|nodes|move-time|time [moves] [inc]|
infinite, go think|ponder|analyze, ping, stop, ponder-hit, new-game, quit. International is
variant=normal; our other games by set-param name=variant value=ID (our extension), their
positions by pos fen=\"FEN\" (our extension: pos= is for the games numbered 1-32 or 1-50).";

/// One line of the protocol: its command and its arguments (`name=value`, a value in double
/// quotes when it holds a space; a flag has an empty value).
struct Line {
    command: String,
    args: Vec<(String, String)>,
}

impl Line {
    fn get(&self, name: &str) -> Option<&str> {
        self.args
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    fn has(&self, name: &str) -> bool {
        self.args.iter().any(|(n, _)| n == name)
    }
}

/// Splits a line as the protocol writes it; a quote left open is refused.
fn tokens(line: &str) -> Result<Line, String> {
    let mut words: Vec<(String, String)> = Vec::new();
    let mut chars = line.trim().chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut name = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == '=' {
                break;
            }
            name.push(c);
            chars.next();
        }
        let mut value = String::new();
        if chars.peek() == Some(&'=') {
            chars.next();
            if chars.peek() == Some(&'"') {
                chars.next();
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some(c) => value.push(c),
                        None => return Err(format!("the value of '{name}' has no closing quote")),
                    }
                }
            } else {
                while let Some(&c) = chars.peek() {
                    if c.is_whitespace() {
                        break;
                    }
                    value.push(c);
                    chars.next();
                }
            }
        }
        words.push((name, value));
    }
    let mut words = words.into_iter();
    let command = words.next().map(|(n, _)| n).unwrap_or_default();
    Ok(Line {
        command,
        args: words.collect(),
    })
}

/// A value quoted for the protocol when it needs to be.
fn quoted(v: &str) -> String {
    if v.is_empty() || v.contains([' ', '=', '"']) {
        format!("\"{}\"", v.replace('"', "'"))
    } else {
        v.to_string()
    }
}

/// A move in the protocol's notation: `32-28`, or a capture as its start, its end, then every
/// piece taken (`28x19x23`), each `x`-separated.
fn hub_move(m: &MoveView) -> String {
    let from = m.path.first().map_or("", String::as_str);
    let to = m.path.last().map_or("", String::as_str);
    if m.captures.is_empty() {
        format!("{from}-{to}")
    } else {
        let mut s = format!("{from}x{to}");
        for c in &m.captures {
            s.push('x');
            s.push_str(c);
        }
        s
    }
}

/// The legal move of `g` a protocol move names (its start, end and pieces taken).
fn our_move(g: &dyn AnyGame, text: &str) -> Result<MoveView, String> {
    let parts: Vec<&str> = text.split(['x', '-']).collect();
    if parts.len() < 2 || parts.iter().any(|p| p.is_empty()) {
        return Err(format!("'{text}' is not a move"));
    }
    legal_by_ends(g, parts[0], parts[1], &parts[2..])
        .ok_or_else(|| format!("'{text}' is not a legal move in {}", g.fen()))
}

/// The legal move of `g` from `from` to `to` taking the pieces on `taken`, in any order: how
/// Hub and DXP name a move.
pub(super) fn legal_by_ends<S: AsRef<str>>(
    g: &dyn AnyGame,
    from: &str,
    to: &str,
    taken: &[S],
) -> Option<MoveView> {
    let mut taken: Vec<&str> = taken.iter().map(AsRef::as_ref).collect();
    taken.sort_unstable();
    g.legal().into_iter().find(|m| {
        let mut caps: Vec<&str> = m.captures.iter().map(String::as_str).collect();
        caps.sort_unstable();
        m.path.first().map(String::as_str) == Some(from)
            && m.path.last().map(String::as_str) == Some(to)
            && caps == taken
    })
}

/// The FEN of a board written square by square in numbering order, as Hub and DXP write it:
/// `w`/`W` a white man/king, `b`/`B` (DXP also `z`/`Z`) a black one, `e` empty. `Err` names
/// the first other character and its square.
pub(super) fn squares_fen(
    turn: char,
    squares: impl Iterator<Item = char>,
) -> Result<String, (char, usize)> {
    let (mut white, mut black) = (Vec::new(), Vec::new());
    for (i, c) in squares.enumerate() {
        let n = i + 1;
        match c {
            'w' => white.push(n.to_string()),
            'W' => white.push(format!("K{n}")),
            'b' | 'z' => black.push(n.to_string()),
            'B' | 'Z' => black.push(format!("K{n}")),
            'e' => {}
            _ => return Err((c, n)),
        }
    }
    Ok(format!("{turn}:W{}:B{}", white.join(","), black.join(",")))
}

/// A `pos=` position (the side to move, then each square in numbering order: `w`, `b`, `W`,
/// `B`, `e`) as a FEN of `variant`, for the games numbered 1-32 or 1-50 with White and Black.
fn pos_fen(variant: &str, pos: &str) -> Result<String, String> {
    let info = omnidraughts::variant::info(variant).map_err(|e| e.to_string())?;
    let g = info.geometry();
    let names: Vec<String> = info
        .squares
        .all(g)
        .into_iter()
        .map(|s| info.squares.name(g, s))
        .collect();
    let squares = names.len();
    let numbered = (squares == 32 || squares == 50)
        && info.color_letters == ['W', 'B']
        && names
            .iter()
            .enumerate()
            .all(|(i, n)| *n == (i + 1).to_string());
    if !numbered {
        return Err(format!(
            "pos=: {} is not numbered 1-{squares} with White and Black; give pos fen=\"FEN\"",
            info.name
        ));
    }
    let mut chars = pos.chars();
    let turn = match chars.next() {
        Some('W') => 'W',
        Some('B') => 'B',
        _ => return Err(format!("pos=: '{pos}' does not start with W or B")),
    };
    let body: Vec<char> = chars.collect();
    if body.len() != squares {
        return Err(format!(
            "pos=: {} squares after the side to move, {} has {squares}",
            body.len(),
            info.name
        ));
    }
    squares_fen(turn, body.into_iter())
        .map_err(|(c, n)| format!("pos=: '{c}' on square {n} is not w, b, W, B or e"))
}

/// How long and how deep to search (`level`).
#[derive(Clone, Copy, Default)]
struct Level {
    depth: Option<u32>,
    nodes: Option<u64>,
    move_ms: Option<f64>,
    clock: Option<ClockTime>,
    infinite: bool,
}

impl Level {
    fn read(l: &Line) -> Result<Level, String> {
        let number = |name: &str| -> Result<Option<f64>, String> {
            l.get(name)
                .map(|v| {
                    v.parse::<f64>()
                        .ok()
                        .filter(|x| x.is_finite() && *x >= 0.0)
                        .ok_or_else(|| format!("level {name}='{v}' is not a number"))
                })
                .transpose()
        };
        let mut level = Level {
            infinite: l.has("infinite"),
            ..Level::default()
        };
        level.depth = number("depth")?.map(|d| d.clamp(1.0, 99.0) as u32);
        level.nodes = number("nodes")?.map(|n| n.max(1.0) as u64);
        level.move_ms = number("move-time")?.map(|s| s * 1000.0);
        if let Some(time) = number("time")? {
            level.clock = Some(ClockTime {
                remaining_ms: time * 1000.0,
                increment_ms: number("inc")?.unwrap_or(0.0) * 1000.0,
                moves_to_go: number("moves")?.map(|m| m.max(1.0) as u32),
            });
        }
        Ok(level)
    }

    /// The time the search may take once it counts (think, or after ponder-hit).
    fn think_ms(&self) -> f64 {
        if let Some(ms) = self.move_ms {
            return ms;
        }
        match self.clock {
            Some(c) => c.move_time(),
            None if self.depth.is_some() || self.nodes.is_some() || self.infinite => MAX_THINK_MS,
            None => 1000.0,
        }
        .min(MAX_THINK_MS)
    }
}

/// What the search thread is asked.
enum Job {
    Search {
        variant: String,
        fen: Option<String>,
        moves: Vec<String>,
        level: Level,
        /// Searched until `stop` or `ponder-hit` (ponder, analyze, infinite).
        open: bool,
    },
    NewGame,
}

/// The search thread: the table kept between searches, each answered with `info` and `done`.
fn searcher(jobs: mpsc::Receiver<Job>, searching: Arc<AtomicBool>) {
    let mut table = SearchTable::default();
    for job in jobs {
        match job {
            Job::NewGame => table = SearchTable::default(),
            Job::Search {
                variant,
                fen,
                moves,
                level,
                open,
            } => {
                let answer = search(&variant, fen.as_deref(), &moves, &level, open, &mut table);
                // not searching any more before the answer goes out: the GUI's next command
                // may follow it at once
                searching.store(false, Ordering::SeqCst);
                for line in answer {
                    outln!("{line}");
                }
            }
        }
    }
}

fn search(
    variant: &str,
    fen: Option<&str>,
    moves: &[String],
    level: &Level,
    open: bool,
    table: &mut SearchTable,
) -> Vec<String> {
    let error = |e: &str| vec![format!("error message={}", quoted(e))];
    let g = match replay(variant, fen, moves) {
        Ok(g) => g,
        Err(e) => return error(&e.to_string()),
    };
    if let Some(o) = g.outcome() {
        return error(&format!("the game is over: {}", o.reason));
    }
    let options = ThinkOptions {
        level: None,
        movetime_ms: Some(if open { MAX_THINK_MS } else { level.think_ms() }),
        depth: level.depth,
        nodes: level.nodes,
        seed: 0,
        clock: None,
        contempt: Some(if open {
            0
        } else {
            omnidraughts::search::CONTEMPT
        }),
    };
    let t = match g.think(&options, table) {
        Ok(t) => t,
        Err(e) => return error(&e.to_string()),
    };
    let Some(best) = t.best.or_else(|| g.legal().into_iter().next()) else {
        return error("no move to play");
    };
    // the line in the protocol's notation, played out on a copy of the game
    let mut line = Vec::new();
    if let Some(mut copy) = g.at(g.history().len()) {
        for text in &t.pv {
            let Some(m) = copy.legal().into_iter().find(|m| &m.text == text) else {
                break;
            };
            line.push(hub_move(&m));
            if copy.play_text(text).is_err() {
                break;
            }
        }
    }
    let secs = t.ms / 1000.0;
    let info = format!(
        "info depth={} score={:.2} nodes={} time={:.3} nps={:.1} pv={}",
        t.depth,
        f64::from(t.score) / 100.0,
        t.nodes,
        secs,
        t.nodes as f64 / secs.max(1e-6) / 1e6,
        quoted(&line.join(" "))
    );
    let best = hub_move(&best);
    let done = match line.get(1) {
        Some(ponder) if line.first() == Some(&best) => format!("done move={best} ponder={ponder}"),
        _ => format!("done move={best}"),
    };
    vec![info, done]
}

/// The engine's parameters as `hub` declares them.
fn variant_values() -> String {
    let mut v = vec!["normal"];
    v.extend(
        omnidraughts::variant::IDS
            .iter()
            .filter(|&&id| id != "international"),
    );
    v.join(" ")
}

/// Reads and answers the protocol until `quit` or the end of standard input.
pub fn run() -> Result<(), String> {
    use std::io::BufRead;
    let (jobs, inbox) = mpsc::channel::<Job>();
    let searching = Arc::new(AtomicBool::new(false));
    let worker = {
        let searching = Arc::clone(&searching);
        std::thread::spawn(move || searcher(inbox, searching))
    };
    let mut variant = "international".to_string();
    let mut position: Option<(Option<String>, Vec<String>)> = None;
    let mut level = Level::default();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("reading the commands: {e}"))?;
        let l = match tokens(&line) {
            Ok(l) => l,
            Err(e) => {
                outln!("error message={}", quoted(&e));
                continue;
            }
        };
        let busy = searching.load(Ordering::SeqCst);
        match l.command.as_str() {
            "" => {}
            "quit" => {
                STOP.store(true, Ordering::SeqCst);
                break;
            }
            "ping" => outln!("pong"),
            "stop" => STOP.store(true, Ordering::SeqCst),
            "ponder-hit" if busy => {
                // the expected move was played: the search now counts its time
                let ms = level.think_ms();
                let this = SEARCHES.load(Ordering::SeqCst);
                std::thread::spawn(move || {
                    std::thread::sleep(Duration::from_secs_f64(ms / 1000.0));
                    if SEARCHES.load(Ordering::SeqCst) == this {
                        STOP.store(true, Ordering::SeqCst);
                    }
                });
            }
            _ if busy => outln!(
                "error message={}",
                quoted(&format!(
                    "'{}' while searching: only ping, stop and ponder-hit",
                    l.command
                ))
            ),
            "hub" => {
                outln!(
                    "id name=omnidraughts version={} author=\"the omnidraughts authors\"",
                    env!("CARGO_PKG_VERSION")
                );
                outln!(
                    "param name=variant value={} type=enum values=\"{}\"",
                    if variant == "international" {
                        "normal"
                    } else {
                        &variant
                    },
                    variant_values()
                );
                outln!("wait");
            }
            "set-param" => match (l.get("name"), l.get("value")) {
                (Some("variant"), Some(v)) => {
                    let id = if v == "normal" { "international" } else { v };
                    match omnidraughts::variant::info(id) {
                        Ok(info) => {
                            variant = info.id.to_string();
                            position = None;
                        }
                        Err(e) => outln!("error message={}", quoted(&e.to_string())),
                    }
                }
                (Some(name), _) => outln!(
                    "error message={}",
                    quoted(&format!("no parameter '{name}'"))
                ),
                (None, _) => outln!("error message=\"set-param without a name\""),
            },
            "init" => outln!("ready"),
            "new-game" => {
                let _ = jobs.send(Job::NewGame);
            }
            "pos" => match read_pos(&variant, &l) {
                Ok(p) => position = Some(p),
                Err(e) => {
                    position = None;
                    outln!("error message={}", quoted(&e));
                }
            },
            "level" => match Level::read(&l) {
                Ok(read) => level = read,
                Err(e) => outln!("error message={}", quoted(&e)),
            },
            "go" => {
                let Some((fen, moves)) = position.clone() else {
                    outln!("error message=\"go without a position (pos)\"");
                    continue;
                };
                let open = l.has("ponder") || l.has("analyze") || level.infinite;
                SEARCHES.fetch_add(1, Ordering::SeqCst);
                STOP.store(false, Ordering::SeqCst);
                searching.store(true, Ordering::SeqCst);
                let job = Job::Search {
                    variant: variant.clone(),
                    fen,
                    moves,
                    level,
                    open,
                };
                if jobs.send(job).is_err() {
                    return Err("the search thread has ended".into());
                }
            }
            // the protocol's rule: what is not understood is ignored
            _ => {}
        }
    }
    drop(jobs);
    let _ = worker.join();
    Ok(())
}

/// `pos`'s position and moves, checked: the FEN (`None`: the start) and the moves in our
/// notation, every one legal.
fn read_pos(variant: &str, l: &Line) -> Result<(Option<String>, Vec<String>), String> {
    let fen = match (l.get("pos"), l.get("fen")) {
        (_, Some(f)) => Some(f.to_string()),
        (Some(p), None) => Some(pos_fen(variant, p)?),
        (None, None) => None,
    };
    let mut g = new_game(variant, fen.as_deref()).map_err(|e| e.to_string())?;
    let mut moves = Vec::new();
    for m in l.get("moves").unwrap_or("").split_whitespace() {
        let ours = our_move(g.as_ref(), m)?;
        g.play_text(&ours.text).map_err(|e| e.to_string())?;
        moves.push(ours.text);
    }
    Ok((fen, moves))
}
