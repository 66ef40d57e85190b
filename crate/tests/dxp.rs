//! `omnidraughts dxp`: DXP games between two of our processes over 127.0.0.1 (initiator and
//! follower, the PDN written and replayed), and a follower driven message by message: a
//! refused GAMEREQ, moves, a BACKREQ, bad messages answered, a GAMEEND in mid-game, the stop.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use omnidraughts::{game_from_record, new_game, pdn};

/// A follower on a free port: the process and its address.
fn follower() -> (Child, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
        .args(["dxp", "--listen", "127.0.0.1:0", "--movetime", "30"])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the CLI runs");
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    out.read_line(&mut first).unwrap();
    let addr = first
        .trim()
        .strip_prefix("listening on ")
        .unwrap_or_else(|| panic!("{first}"))
        .to_string();
    // the rest of its output, drained so that it never blocks
    std::thread::spawn(move || for _ in out.lines() {});
    (child, addr)
}

fn wait_for_exit(child: &mut Child) -> bool {
    for _ in 0..200 {
        if let Some(status) = child.try_wait().unwrap() {
            return status.success();
        }
        std::thread::sleep(Duration::from_millis(25));
    }
    let _ = child.kill();
    false
}

#[test]
fn two_of_our_processes_play_dxp_games_and_the_pdn_replays() {
    let (mut f, addr) = follower();
    let path = std::env::temp_dir().join(format!("omnidraughts-dxp-{}.pdn", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let o = Command::new(env!("CARGO_BIN_EXE_omnidraughts"))
        .args([
            "dxp",
            "--connect",
            &addr,
            "--games",
            "2",
            "--time",
            "1",
            "--moves",
            "12",
        ])
        .args(["--movetime", "30", "--pdn", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let games: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("game ") && l.contains(" against "))
        .collect();
    assert_eq!(games.len(), 2, "{out}");
    assert!(
        games[0].contains("as White") && games[1].contains("as Black"),
        "{out}"
    );
    assert!(wait_for_exit(&mut f), "the follower stops when asked");
    let file = pdn::read(&std::fs::read_to_string(&path).unwrap());
    assert!(file.problems.is_empty(), "{:?}", file.problems);
    assert_eq!(file.games.len(), 2);
    for g in &file.games {
        let replayed = game_from_record("international", g).unwrap();
        assert_eq!(replayed.history().len(), 24, "12 moves a side");
        assert!(g
            .tag("White")
            .is_some_and(|w| w.starts_with("omnidraughts")));
    }
    let _ = std::fs::remove_file(&path);
}

/// A raw DXP connection, as another program holds it.
struct Peer(TcpStream);

impl Peer {
    fn send(&mut self, m: &str) {
        self.0.write_all(m.as_bytes()).unwrap();
        self.0.write_all(&[0]).unwrap();
    }

    fn recv(&mut self) -> String {
        let mut buf = Vec::new();
        let mut byte = [0u8];
        loop {
            let n = self
                .0
                .read(&mut byte)
                .expect("a message within the timeout");
            assert!(n == 1, "the follower closed the connection");
            if byte[0] == 0 {
                return String::from_utf8(buf).unwrap();
            }
            buf.push(byte[0]);
        }
    }
}

/// The MOVE message of a legal move (`M` time from to count captured...).
fn move_msg(m: &omnidraughts::MoveView) -> String {
    let mut s = format!(
        "M0001{:0>2}{:0>2}{:02}",
        m.path[0],
        m.path.last().unwrap(),
        m.captures.len()
    );
    for c in &m.captures {
        s += &format!("{c:0>2}");
    }
    s
}

/// The move a MOVE message names, played on `g`.
fn play_msg(g: &mut Box<dyn omnidraughts::AnyGame>, msg: &str) {
    assert!(msg.starts_with('M'), "{msg}");
    let (from, to) = (&msg[5..7], &msg[7..9]);
    let n: usize = msg[9..11].parse().unwrap();
    let mut caps: Vec<String> = (0..n)
        .map(|i| {
            msg[11 + 2 * i..13 + 2 * i]
                .trim_start_matches('0')
                .to_string()
        })
        .collect();
    caps.sort();
    let m = g
        .legal()
        .into_iter()
        .find(|m| {
            let mut c = m.captures.clone();
            c.sort();
            m.path[0] == from.trim_start_matches('0')
                && m.path.last().unwrap() == to.trim_start_matches('0')
                && c == caps
        })
        .unwrap_or_else(|| panic!("{msg} is legal"));
    g.play_text(&m.text).unwrap();
}

#[test]
fn a_follower_answers_each_message_and_refuses_what_it_cannot_play() {
    let (mut f, addr) = follower();
    let mut p = Peer(TcpStream::connect(&addr).unwrap());
    p.0.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let name = format!("{:<32}", "a test");
    // a version the follower does not speak: refused
    p.send(&format!("R02{name}W005075A"));
    let acc = p.recv();
    assert!(acc.starts_with('A') && acc.ends_with('1'), "{acc}");
    // bad messages: said in a chat, the connection kept
    p.send("Xnonsense");
    assert!(p.recv().starts_with("Cerror: "));
    p.send("M00");
    assert!(p.recv().starts_with("Cerror: "));
    // a game, the follower White: it moves first
    p.send(&format!("R01{name}W005075A"));
    let acc = p.recv();
    assert!(
        acc.starts_with("Aomnidraughts") && acc.ends_with('0'),
        "{acc}"
    );
    let mut g = new_game("international", None).unwrap();
    play_msg(&mut g, &p.recv());
    // an illegal move: refused in a chat, the game as it was
    p.send("M0001504500");
    assert!(p.recv().starts_with("Cerror: illegal move"));
    let reply = g.legal()[0].clone();
    p.send(&move_msg(&reply));
    g.play_text(&reply.text).unwrap();
    play_msg(&mut g, &p.recv());
    // back to move 1, White to move: accepted, and the follower moves again from the start
    p.send("B001W");
    assert_eq!(p.recv(), "K0");
    let mut again = new_game("international", None).unwrap();
    play_msg(&mut again, &p.recv());
    // a back request to a move the game has not reached: refused
    p.send("B040W");
    assert_eq!(p.recv(), "K1");
    // a game ended in the middle: answered with a GAMEEND
    p.send("E00");
    let end = p.recv();
    assert!(end.starts_with('E'), "{end}");
    // a new game, the follower Black, then the stop
    p.send(&format!("R01{name}Z005075A"));
    assert!(p.recv().ends_with('0'));
    let mut g = new_game("international", None).unwrap();
    let first = g.legal()[0].clone();
    p.send(&move_msg(&first));
    g.play_text(&first.text).unwrap();
    play_msg(&mut g, &p.recv());
    p.send("E01");
    assert!(p.recv().starts_with('E'));
    assert!(wait_for_exit(&mut f), "the follower stops on stop code 1");
}
