//! `omnidraughts hub` driven as a GUI drives it (the Hub protocol, version 2): the init phase,
//! searches by depth, nodes and time, `ping` during a search, `stop` and `ponder-hit`, a
//! repetition seen through `pos ... moves`, bad input answered with `error`, `quit`.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

struct Hub {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// What was sent last, for a failure to name.
    sent: String,
}

impl Hub {
    fn start() -> Hub {
        let mut child = Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
            .arg("hub")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the CLI runs");
        let input = child.stdin.take().unwrap();
        let out = BufReader::new(child.stdout.take().unwrap());
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for l in out.lines().map_while(Result::ok) {
                if tx.send(l).is_err() {
                    break;
                }
            }
        });
        Hub {
            child,
            input,
            lines,
            sent: String::new(),
        }
    }

    fn send(&mut self, line: &str) {
        self.sent = line.to_string();
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line, within `secs`.
    fn next(&self, secs: f64) -> String {
        self.lines
            .recv_timeout(Duration::from_secs_f64(secs))
            .unwrap_or_else(|_| panic!("no answer within {secs} s after {}", self.sent))
    }

    /// Lines up to and including the first that starts with `start`.
    fn until(&self, start: &str, secs: f64) -> Vec<String> {
        let mut got = vec![];
        loop {
            let l = self.next(secs);
            let done = l.starts_with(start);
            got.push(l);
            if done {
                return got;
            }
        }
    }

    fn silent(&self, secs: f64) -> bool {
        self.lines
            .recv_timeout(Duration::from_secs_f64(secs))
            .is_err()
    }
}

/// `name=value` of a protocol line (a quoted value without its quotes).
fn arg(line: &str, name: &str) -> Option<String> {
    let at = line.find(&format!(" {name}="))? + name.len() + 2;
    let rest = &line[at..];
    Some(match rest.strip_prefix('"') {
        Some(q) => q[..q.find('"')?].to_string(),
        None => rest.split(' ').next()?.to_string(),
    })
}

const START: &str = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

#[test]
fn a_gui_plays_through_the_hub_protocol() {
    let mut hub = Hub::start();
    // the init phase: id, the parameters, wait; then ready
    hub.send("hub");
    let init = hub.until("wait", 5.0);
    assert!(init[0].starts_with("id name=omnidraughts"), "{init:?}");
    assert!(
        init.iter()
            .any(|l| l.starts_with("param name=variant value=normal type=enum")),
        "{init:?}"
    );
    hub.send("set-param name=variant value=normal");
    hub.send("init");
    assert_eq!(hub.next(5.0), "ready");

    // a search by depth: info, then done with a legal move
    hub.send(&format!("pos pos={START}"));
    hub.send("level depth=5");
    hub.send("go think");
    let lines = hub.until("done", 20.0);
    let info = lines
        .iter()
        .find(|l| l.starts_with("info "))
        .expect("an info line");
    assert_eq!(arg(info, "depth").as_deref(), Some("5"), "{info}");
    assert!(arg(info, "pv").is_some_and(|pv| !pv.is_empty()), "{info}");
    let done = lines.last().unwrap();
    let best = arg(done, "move").unwrap();
    let legal = omnidraughts::new_game("international", None)
        .unwrap()
        .legal();
    assert!(
        legal
            .iter()
            .any(|m| format!("{}-{}", m.path[0], m.path[1]) == best),
        "{done}"
    );

    // by nodes
    hub.send("level nodes=20000");
    hub.send("go think");
    let lines = hub.until("done", 20.0);
    let nodes: u64 = arg(&lines[lines.len() - 2], "nodes")
        .unwrap()
        .parse()
        .unwrap();
    assert!(nodes <= 40_000, "{lines:?}");

    // by time, with ping answered during the search
    hub.send("level move-time=1.5");
    let t = Instant::now();
    hub.send("go think");
    std::thread::sleep(Duration::from_millis(200));
    hub.send("ping");
    assert_eq!(hub.next(1.0), "pong", "answered at once, while searching");
    hub.until("done", 10.0);
    let took = t.elapsed().as_secs_f64();
    assert!((1.0..6.0).contains(&took), "{took} s for 1.5 s");

    // an infinite analysis ends with stop, with its move
    hub.send("level infinite");
    hub.send("go analyze");
    assert!(hub.silent(0.5), "still searching");
    hub.send("stop");
    assert!(hub
        .until("done", 5.0)
        .last()
        .unwrap()
        .starts_with("done move="));

    // ponder: nothing until ponder-hit, then the move within the level's time
    hub.send("level move-time=0.5");
    // (a position of several moves: with one, the engine answers at once, as it may)
    hub.send(&format!("pos pos={START} moves=\"32-28 18-23\""));
    hub.send("go ponder");
    assert!(hub.silent(1.0), "pondering waits for ponder-hit");
    hub.send("ponder-hit");
    let t = Instant::now();
    hub.until("done", 5.0);
    assert!(t.elapsed().as_secs_f64() < 3.0);

    // a capture written as the protocol writes it (start, end, pieces taken) is understood
    hub.send(&format!(
        "pos pos={START} moves=\"32-28 19-23 28x19x23 14x23x19\""
    ));
    hub.send("level depth=3");
    hub.send("go think");
    assert!(hub
        .until("done", 10.0)
        .last()
        .unwrap()
        .starts_with("done move="));

    // bad input: an error line, and the engine goes on; unknown commands are ignored
    hub.send("pos pos=Xeee");
    assert!(hub.next(2.0).starts_with("error message="));
    hub.send(&format!("pos pos={START} moves=\"32-22\""));
    let e = hub.next(2.0);
    assert!(
        e.starts_with("error message=") && e.contains("32-22"),
        "{e}"
    );
    hub.send("level depth=lots");
    assert!(hub.next(2.0).starts_with("error message="));
    hub.send("frobnicate now=1");
    hub.send("ping");
    assert_eq!(hub.next(2.0), "pong", "nothing said for an unknown command");

    // our other games, by the variant parameter; a repetition seen through the moves: the
    // position twice already, the computer (with its contempt) does not repeat a third time
    hub.send("set-param name=variant value=english");
    hub.send("new-game");
    hub.send("pos fen=\"W:WK29:BK4\" moves=\"29-25 4-8 25-29 8-4 29-25 4-8 25-29\"");
    hub.send("level depth=8");
    hub.send("go think");
    let done = hub.until("done", 10.0).pop().unwrap();
    assert_ne!(arg(&done, "move").as_deref(), Some("8-4"), "{done}");
    // the third time: over, said as an error
    hub.send("pos fen=\"W:WK29:BK4\" moves=\"29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4\"");
    hub.send("go think");
    let e = hub.next(5.0);
    assert!(e.starts_with("error message=") && e.contains("over"), "{e}");

    hub.send("quit");
    let t = Instant::now();
    while t.elapsed() < Duration::from_secs(5) {
        if let Some(status) = hub.child.try_wait().unwrap() {
            assert!(status.success());
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("the engine did not quit");
}
