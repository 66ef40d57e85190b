//! `omnidraughts dxp`: the DamExchange Protocol 1.x over TCP, as Scan, Kingsrow and Dam speak
//! it in engine matches (International draughts): `--listen` waits as the follower, `--connect`
//! starts games as the initiator. Messages: GAMEREQ (R), GAMEACC (A), MOVE (M), GAMEEND (E),
//! CHAT (C), BACKREQ (B), BACKACC (K), each ended by a NUL byte. Documented in docs/cli.md.

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::time::Instant;

use clap::Args;
use omnidraughts::time_manager::ClockTime;
use omnidraughts::{clip, new_game, AnyGame, Color, MoveView, SearchTable, ThinkOptions};

use super::hub::{legal_by_ends, squares_fen};

/// `dxp`'s options.
#[derive(Args)]
#[command(
    after_help = "Plays International draughts over DXP. --listen waits for an \
                        initiator and plays the games it asks for; --connect asks for --games \
                        games (colours alternating, ours White first), each of --time minutes \
                        a side for --moves moves (then scored unknown), writes each game to \
                        --pdn and prints a line per game."
)]
pub struct Dxp {
    /// Wait for an initiator on HOST:PORT (the follower)
    #[arg(
        long,
        value_name = "HOST:PORT",
        conflicts_with = "connect",
        required_unless_present = "connect"
    )]
    pub listen: Option<String>,
    /// Connect to a follower on HOST:PORT and start games (the initiator)
    #[arg(long, value_name = "HOST:PORT")]
    pub connect: Option<String>,
    /// Games to play (initiator)
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub games: u32,
    /// Minutes for each side's moves (initiator)
    #[arg(long, value_name = "MIN", default_value_t = 5)]
    pub time: u32,
    /// Moves each side plays before the game is scored unknown (initiator; 0: no limit)
    #[arg(long, value_name = "M", default_value_t = 75)]
    pub moves: u32,
    /// Append each game to this PDN file (initiator)
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<String>,
    /// Think at most MS milliseconds a move, whatever the clock says (our extension: quick
    /// matches and tests)
    #[arg(long, value_name = "MS")]
    pub movetime: Option<f64>,
}

/// One DXP message.
#[derive(Debug, PartialEq)]
enum Msg {
    GameReq {
        version: u32,
        name: String,
        /// The follower's colour: true for White.
        follower_white: bool,
        minutes: u32,
        moves: u32,
        /// The position when not the start: the side to move, then 50 of `e w b W B`.
        position: Option<String>,
    },
    GameAcc {
        name: String,
        code: char,
    },
    Move {
        seconds: u32,
        from: u32,
        to: u32,
        captured: Vec<u32>,
    },
    GameEnd {
        reason: char,
        stop: char,
    },
    Chat(String),
    BackReq {
        number: u32,
        white_to_move: bool,
    },
    BackAcc(char),
}

fn digits(n: u32, size: usize) -> Result<String, String> {
    let s = format!("{n:0size$}");
    if s.len() > size {
        return Err(format!("{n} does not fit in {size} digits"));
    }
    Ok(s)
}

fn padded(s: &str, size: usize) -> String {
    let mut s: String = s
        .chars()
        .filter(|c| c.is_ascii() && *c != '\0')
        .take(size)
        .collect();
    while s.len() < size {
        s.push(' ');
    }
    s
}

impl Msg {
    fn encode(&self) -> Result<String, String> {
        Ok(match self {
            Msg::GameReq {
                version,
                name,
                follower_white,
                minutes,
                moves,
                position,
            } => {
                let mut s = format!(
                    "R{}{}{}{}{}",
                    digits(*version, 2)?,
                    padded(name, 32),
                    if *follower_white { 'W' } else { 'Z' },
                    digits(*minutes, 3)?,
                    digits(*moves, 3)?
                );
                match position {
                    None => s.push('A'),
                    Some(p) => {
                        s.push('B');
                        s.push_str(p);
                    }
                }
                s
            }
            Msg::GameAcc { name, code } => format!("A{}{code}", padded(name, 32)),
            Msg::Move {
                seconds,
                from,
                to,
                captured,
            } => {
                let mut s = format!(
                    "M{}{}{}{}",
                    digits(*seconds, 4)?,
                    digits(*from, 2)?,
                    digits(*to, 2)?,
                    digits(captured.len() as u32, 2)?
                );
                for c in captured {
                    s += &digits(*c, 2)?;
                }
                s
            }
            Msg::GameEnd { reason, stop } => format!("E{reason}{stop}"),
            Msg::Chat(t) => format!("C{}", t.replace('\0', " ")),
            Msg::BackReq {
                number,
                white_to_move,
            } => format!(
                "B{}{}",
                digits(*number, 3)?,
                if *white_to_move { 'W' } else { 'Z' }
            ),
            Msg::BackAcc(code) => format!("K{code}"),
        })
    }

    /// Reads a message, naming what is wrong with one that is not.
    fn decode(s: &str) -> Result<Msg, String> {
        if !s.is_ascii() {
            return Err("a message with a character that is not ASCII".into());
        }
        let mut at = 1usize;
        let field = |at: &mut usize, size: usize| -> Result<&str, String> {
            let f = s
                .get(*at..*at + size)
                .ok_or_else(|| format!("'{}': too short", clip(s)))?;
            *at += size;
            Ok(f)
        };
        let number = |at: &mut usize, size: usize| -> Result<u32, String> {
            let f = field(at, size)?;
            f.trim()
                .parse::<u32>()
                .map_err(|_| format!("'{f}' is not a number in '{}'", clip(s)))
        };
        let side = |c: &str| match c {
            "W" => Ok(true),
            "Z" => Ok(false),
            _ => Err(format!("'{c}' is not a colour (W or Z)")),
        };
        let msg = match s.chars().next() {
            Some('R') => {
                let version = number(&mut at, 2)?;
                let name = field(&mut at, 32)?.trim().to_string();
                let follower_white = side(field(&mut at, 1)?)?;
                let minutes = number(&mut at, 3)?;
                let moves = number(&mut at, 3)?;
                let position = match field(&mut at, 1)? {
                    "A" => None,
                    "B" => Some(field(&mut at, 51)?.to_string()),
                    other => return Err(format!("'{other}' is not a starting position (A or B)")),
                };
                Msg::GameReq {
                    version,
                    name,
                    follower_white,
                    minutes,
                    moves,
                    position,
                }
            }
            Some('A') => Msg::GameAcc {
                name: field(&mut at, 32)?.trim().to_string(),
                code: field(&mut at, 1)?.chars().next().unwrap_or('0'),
            },
            Some('M') => {
                let seconds = number(&mut at, 4)?;
                let from = number(&mut at, 2)?;
                let to = number(&mut at, 2)?;
                let n = number(&mut at, 2)?;
                if n > 20 {
                    return Err(format!("{n} pieces captured"));
                }
                let captured = (0..n)
                    .map(|_| number(&mut at, 2))
                    .collect::<Result<Vec<_>, _>>()?;
                Msg::Move {
                    seconds,
                    from,
                    to,
                    captured,
                }
            }
            Some('E') => Msg::GameEnd {
                reason: field(&mut at, 1)?.chars().next().unwrap_or('0'),
                stop: field(&mut at, 1)?.chars().next().unwrap_or('0'),
            },
            Some('C') => {
                at = s.len();
                Msg::Chat(s[1..].to_string())
            }
            Some('B') => Msg::BackReq {
                number: number(&mut at, 3)?,
                white_to_move: side(field(&mut at, 1)?)?,
            },
            Some('K') => Msg::BackAcc(field(&mut at, 1)?.chars().next().unwrap_or('0')),
            _ => return Err(format!("'{}' is not a DXP message", clip(s))),
        };
        if at != s.len() {
            return Err(format!("'{}': more than the message holds", clip(s)));
        }
        Ok(msg)
    }
}

/// The connection: messages out, and in up to each NUL.
struct Link {
    out: TcpStream,
    inp: BufReader<TcpStream>,
}

impl Link {
    fn new(stream: TcpStream) -> Result<Link, String> {
        let inp = BufReader::new(stream.try_clone().map_err(|e| e.to_string())?);
        Ok(Link { out: stream, inp })
    }

    fn send(&mut self, m: &Msg) -> Result<(), String> {
        let mut bytes = m.encode()?.into_bytes();
        bytes.push(0);
        self.out
            .write_all(&bytes)
            .map_err(|e| format!("sending: {e}"))
    }

    /// The next message; `None` when the other side has closed.
    fn recv(&mut self) -> Result<Option<Result<Msg, String>>, String> {
        let mut buf = Vec::new();
        let n = match std::io::Read::take(&mut self.inp, 4096).read_until(0, &mut buf) {
            Ok(n) => n,
            // the other side gone without closing: the end of the conversation
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return Ok(None),
            Err(e) => return Err(format!("reading: {e}")),
        };
        if n == 0 {
            return Ok(None);
        }
        if buf.last() == Some(&0) {
            buf.pop();
        } else if buf.len() >= 4096 {
            return Ok(Some(Err("a message longer than any DXP message".into())));
        } else {
            return Ok(None);
        }
        Ok(Some(
            String::from_utf8(buf)
                .map_err(|_| "a message that is not text".to_string())
                .and_then(|s| Msg::decode(&s)),
        ))
    }
}

/// A game under way, International draughts, with the clock of the side we play.
struct Play {
    game: Box<dyn AnyGame>,
    start_fen: Option<String>,
    ours: Color,
    left_ms: f64,
    moves: u32,
    movetime: Option<f64>,
    table: SearchTable,
}

impl Play {
    fn new(
        ours: Color,
        minutes: u32,
        moves: u32,
        position: Option<&str>,
        movetime: Option<f64>,
    ) -> Result<Play, String> {
        let start_fen = position.map(dxp_fen).transpose()?;
        let game = new_game("international", start_fen.as_deref()).map_err(|e| e.to_string())?;
        Ok(Play {
            game,
            start_fen,
            ours,
            left_ms: f64::from(minutes) * 60_000.0,
            moves,
            movetime,
            table: SearchTable::default(),
        })
    }

    /// The game's end as we see it, when it has ended: the GAMEEND reason from our side
    /// ('1' we lose, '2' a draw, '3' we win; '0' unknown, the moves all played).
    fn ended(&self) -> Option<char> {
        if let Some(o) = self.game.outcome() {
            return Some(match o.winner {
                None => '2',
                Some(w) if w == self.ours => '3',
                Some(_) => '1',
            });
        }
        let plies = self.game.history().len() as u32;
        (self.moves > 0 && plies >= 2 * self.moves).then_some('0')
    }

    /// Our move: searched, played, and the message that says it.
    fn our_move(&mut self) -> Result<Msg, String> {
        let played = self.game.history().len() as u32 / 2;
        let clock = ClockTime {
            remaining_ms: self.left_ms.max(0.0),
            increment_ms: 0.0,
            moves_to_go: (self.moves > 0).then(|| self.moves.saturating_sub(played).max(1)),
        };
        let t0 = Instant::now();
        let t = self
            .game
            .think(
                &ThinkOptions {
                    level: None,
                    movetime_ms: self.movetime,
                    depth: None,
                    nodes: None,
                    seed: 0,
                    clock: Some(clock),
                    contempt: Some(omnidraughts::search::CONTEMPT),
                },
                &mut self.table,
            )
            .map_err(|e| e.to_string())?;
        let best = t
            .best
            .or_else(|| self.game.legal().into_iter().next())
            .ok_or("no move to play")?;
        self.game.play_text(&best.text).map_err(|e| e.to_string())?;
        let secs = t0.elapsed().as_secs_f64();
        self.left_ms -= secs * 1000.0;
        move_msg(&best, secs.round() as u32)
    }

    /// The other side's move, if it is one of the legal moves.
    fn their_move(&mut self, from: u32, to: u32, captured: &[u32]) -> Result<(), String> {
        let taken: Vec<String> = captured.iter().map(u32::to_string).collect();
        let m = legal_by_ends(
            self.game.as_ref(),
            &from.to_string(),
            &to.to_string(),
            &taken,
        )
        .ok_or_else(|| format!("illegal move {from}-{to} in {}", self.game.fen()))?;
        self.game.play_text(&m.text).map_err(|e| e.to_string())?;
        Ok(())
    }

    /// Back to the position before move `number` with `white` to move (BACKREQ).
    fn back_to(&mut self, number: u32, white: bool) -> Result<(), String> {
        let first_white = self.game.start_turn() == Color::South;
        let mut ply = (number.max(1) as i64 - 1) * 2 + i64::from(!white);
        if !first_white {
            ply -= 1;
        }
        let len = self.game.history().len() as i64;
        if ply < 0 || ply > len {
            return Err(format!("move {number} is not in the game"));
        }
        for _ in ply..len {
            self.game.undo();
        }
        Ok(())
    }
}

fn move_msg(m: &MoveView, seconds: u32) -> Result<Msg, String> {
    let num = |s: &String| {
        s.parse::<u32>()
            .map_err(|_| format!("'{s}' is not a square number"))
    };
    Ok(Msg::Move {
        seconds,
        from: num(m.path.first().ok_or("an empty move")?)?,
        to: num(m.path.last().ok_or("an empty move")?)?,
        captured: m.captures.iter().map(num).collect::<Result<_, _>>()?,
    })
}

/// A DXP position (the side to move, `W` or `Z`, then 50 of `e w b W B`) as a FEN.
fn dxp_fen(p: &str) -> Result<String, String> {
    let mut chars = p.chars();
    let turn = match chars.next() {
        Some('W') => 'W',
        Some('Z') => 'B',
        _ => {
            return Err(format!(
                "the position '{}' does not start with W or Z",
                clip(p)
            ))
        }
    };
    squares_fen(turn, chars).map_err(|(c, n)| format!("'{c}' on square {n} of the position"))
}

const NAME: &str = concat!("omnidraughts ", env!("CARGO_PKG_VERSION"));

pub fn run(a: &Dxp) -> Result<(), String> {
    match (&a.listen, &a.connect) {
        (Some(addr), _) => follow(addr, a.movetime),
        (None, Some(addr)) => initiate(addr, a),
        (None, None) => Err("give --listen HOST:PORT or --connect HOST:PORT".into()),
    }
}

/// The follower: one initiator, the games it asks for, until it closes or stops.
fn follow(addr: &str, movetime: Option<f64>) -> Result<(), String> {
    let listener = TcpListener::bind(addr).map_err(|e| format!("listening on {addr}: {e}"))?;
    outln!(
        "listening on {}",
        listener.local_addr().map_err(|e| e.to_string())?
    );
    let (stream, peer) = listener.accept().map_err(|e| e.to_string())?;
    outln!("connected to {peer}");
    let mut link = Link::new(stream)?;
    let mut play: Option<Play> = None;
    while let Some(msg) = link.recv()? {
        let msg = match msg {
            Ok(m) => m,
            Err(why) => {
                // said back, and the game (if any) goes on
                link.send(&Msg::Chat(format!("error: {why}")))?;
                continue;
            }
        };
        match msg {
            Msg::GameReq {
                version,
                name,
                follower_white,
                minutes,
                moves,
                position,
            } => {
                let ours = if follower_white {
                    Color::South
                } else {
                    Color::North
                };
                let refused = if version > 1 || play.is_some() {
                    Some('1')
                } else {
                    None
                };
                let started = match refused {
                    Some(_) => Err(String::new()),
                    None => Play::new(ours, minutes, moves, position.as_deref(), movetime),
                };
                match started {
                    Ok(p) => {
                        link.send(&Msg::GameAcc {
                            name: NAME.into(),
                            code: '0',
                        })?;
                        outln!("game with {name}: we play {}", side_name(ours));
                        play = Some(p);
                        respond(&mut link, &mut play)?;
                    }
                    Err(_) => link.send(&Msg::GameAcc {
                        name: NAME.into(),
                        code: refused.unwrap_or('2'),
                    })?,
                }
            }
            Msg::Move {
                from, to, captured, ..
            } => match play.as_mut() {
                None => link.send(&Msg::Chat("error: no game in progress".into()))?,
                Some(p) => match p.their_move(from, to, &captured) {
                    Ok(()) => {
                        respond(&mut link, &mut play)?;
                    }
                    Err(why) => link.send(&Msg::Chat(format!("error: {why}")))?,
                },
            },
            Msg::GameEnd { reason, stop } => {
                if let Some(p) = play.take() {
                    link.send(&Msg::GameEnd { reason: '0', stop })?;
                    outln!(
                        "game ended by the initiator (reason {reason}) after {} plies",
                        p.game.history().len()
                    );
                }
                if stop == '1' {
                    break;
                }
            }
            Msg::BackReq {
                number,
                white_to_move,
            } => match play.as_mut().map(|p| p.back_to(number, white_to_move)) {
                Some(Ok(())) => {
                    link.send(&Msg::BackAcc('0'))?;
                    respond(&mut link, &mut play)?;
                }
                _ => link.send(&Msg::BackAcc('1'))?,
            },
            Msg::Chat(t) => outln!("chat: {t}"),
            Msg::GameAcc { .. } | Msg::BackAcc(_) => {}
        }
    }
    Ok(())
}

/// After the other side's move (or a new game): the game's end said, or our move sent. The
/// reason and the game's PDN when it ended the game.
fn respond(link: &mut Link, play: &mut Option<Play>) -> Result<Option<(char, String)>, String> {
    let Some(p) = play.as_mut() else {
        return Ok(None);
    };
    if p.ended().is_none() && p.game.turn() == p.ours {
        let m = p.our_move()?;
        link.send(&m)?;
    }
    match p.ended() {
        // ended by the rules: said by the side to move, as DXP has it
        Some(reason) if p.game.turn() == p.ours || reason == '0' => {
            link.send(&Msg::GameEnd { reason, stop: '0' })?;
            outln!("game over: {}", reason_words(reason));
            let pdn = p.game.pdn();
            *play = None;
            Ok(Some((reason, pdn)))
        }
        _ => Ok(None),
    }
}

fn side_name(c: Color) -> &'static str {
    if c == Color::South {
        "White"
    } else {
        "Black"
    }
}

fn reason_words(r: char) -> &'static str {
    match r {
        '1' => "we lose",
        '2' => "a draw",
        '3' => "we win",
        _ => "unknown (the moves all played)",
    }
}

/// The initiator: `--games` games, colours alternating, each written to `--pdn`.
fn initiate(addr: &str, a: &Dxp) -> Result<(), String> {
    let stream = TcpStream::connect(addr).map_err(|e| format!("connecting to {addr}: {e}"))?;
    let mut link = Link::new(stream)?;
    let mut score = 0.0;
    for i in 0..a.games {
        let ours = if i % 2 == 0 {
            Color::South
        } else {
            Color::North
        };
        link.send(&Msg::GameReq {
            version: 1,
            name: NAME.into(),
            follower_white: ours != Color::South,
            minutes: a.time,
            moves: a.moves,
            position: None,
        })?;
        // the answer
        let accepted = loop {
            match link.recv()? {
                None => return Err("the follower closed the connection".into()),
                Some(Ok(Msg::GameAcc { name, code })) => break (code == '0').then_some(name),
                Some(Ok(Msg::Chat(t))) => outln!("chat: {t}"),
                // the follower's answer to the previous game's end
                Some(Ok(Msg::GameEnd { .. })) => {}
                Some(Ok(other)) => return Err(format!("{other:?} before GAMEACC")),
                Some(Err(why)) => return Err(why),
            }
        };
        let Some(opponent) = accepted else {
            outln!("game {}: refused by the follower", i + 1);
            break;
        };
        let mut play = Some(Play::new(ours, a.time, a.moves, None, a.movetime)?);
        let mut result = None;
        let mut record: Option<(String, Option<String>)> = None;
        if let Some((reason, pdn)) = respond(&mut link, &mut play)? {
            result = Some(reason);
            record = Some((pdn, None));
        }
        while result.is_none() {
            if let Some(p) = play.as_ref() {
                record = Some((p.game.pdn(), p.start_fen.clone()));
            }
            match link.recv()? {
                None => return Err("the follower closed the connection".into()),
                Some(Err(why)) => link.send(&Msg::Chat(format!("error: {why}")))?,
                Some(Ok(Msg::Move {
                    from, to, captured, ..
                })) => {
                    let Some(p) = play.as_mut() else { continue };
                    p.their_move(from, to, &captured)?;
                    if let Some((reason, pdn)) = respond(&mut link, &mut play)? {
                        result = Some(reason);
                        record = Some((pdn, None));
                    }
                }
                Some(Ok(Msg::GameEnd { reason, .. })) => {
                    if play.is_some() {
                        link.send(&Msg::GameEnd {
                            reason: '0',
                            stop: '0',
                        })?;
                    }
                    // the follower's side said: its win is our loss
                    result = Some(match reason {
                        '1' => '3',
                        '3' => '1',
                        r => r,
                    });
                    if let Some(p) = play.take() {
                        record = Some((p.game.pdn(), p.start_fen.clone()));
                    }
                }
                Some(Ok(Msg::Chat(t))) => outln!("chat: {t}"),
                Some(Ok(_)) => {}
            }
            if play.is_none() && result.is_none() {
                result = Some('0');
            }
        }
        let r = result.unwrap_or('0');
        score += match r {
            '3' => 1.0,
            '2' | '0' => 0.5,
            _ => 0.0,
        };
        if let (Some(path), Some((pdn, _))) = (&a.pdn, &record) {
            let (white, black) = if ours == Color::South {
                (NAME, opponent.as_str())
            } else {
                (opponent.as_str(), NAME)
            };
            let outcome = match (r, ours == Color::South) {
                ('2', _) => "1-1",
                ('3', true) | ('1', false) => "2-0",
                ('1', true) | ('3', false) => "0-2",
                _ => "*",
            };
            let tags = format!(
                "[Event \"DXP game {}\"]\n[White \"{white}\"]\n[Black \"{black}\"]\n[Result \"{outcome}\"]\n",
                i + 1
            );
            // the game's own PDN, its tags before ours replaced
            let body = pdn
                .lines()
                .filter(|l| {
                    !l.starts_with("[Event ")
                        && !l.starts_with("[White ")
                        && !l.starts_with("[Black ")
                        && !l.starts_with("[Result ")
                })
                .collect::<Vec<_>>()
                .join("\n");
            // a game ended by the protocol, not the rules, ends with its result too
            let body = match body.trim_end().strip_suffix('*') {
                Some(moves) => format!("{moves}{outcome}"),
                None => body,
            };
            let pdn = format!("{tags}{}", body.trim_start());
            let mut f = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| format!("{path}: {e}"))?;
            writeln!(f, "{pdn}\n").map_err(|e| format!("{path}: {e}"))?;
        }
        outln!(
            "game {} as {} against {opponent}: {} (score {score}/{})",
            i + 1,
            side_name(ours),
            reason_words(r),
            i + 1
        );
    }
    link.send(&Msg::GameEnd {
        reason: '0',
        stop: '1',
    })?;
    // what the follower still says (its answer to the last game's end) until it closes
    let _ = link
        .out
        .set_read_timeout(Some(std::time::Duration::from_secs(5)));
    while let Ok(Some(_)) = link.recv() {}
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Msg;

    #[test]
    fn messages_round_trip_and_bad_ones_are_named() {
        for m in [
            Msg::GameReq {
                version: 1,
                name: "Scan".into(),
                follower_white: false,
                minutes: 5,
                moves: 75,
                position: None,
            },
            Msg::GameAcc {
                name: "Kingsrow".into(),
                code: '0',
            },
            Msg::Move {
                seconds: 3,
                from: 32,
                to: 23,
                captured: vec![28],
            },
            Msg::GameEnd {
                reason: '2',
                stop: '1',
            },
            Msg::Chat("hello".into()),
            Msg::BackReq {
                number: 12,
                white_to_move: true,
            },
            Msg::BackAcc('0'),
        ] {
            let s = m.encode().unwrap();
            assert_eq!(Msg::decode(&s).unwrap(), m, "{s}");
        }
        assert_eq!(
            Msg::encode(&Msg::Move {
                seconds: 3,
                from: 32,
                to: 23,
                captured: vec![28]
            })
            .unwrap(),
            "M000332230128"
        );
        for bad in [
            "",
            "X",
            "M00033223",
            "M000332230128extra",
            "R01",
            "BabcW",
            "E",
        ] {
            assert!(Msg::decode(bad).is_err(), "{bad}");
        }
    }
}
