//! `omnidraughts engine`: the engine kept running, for a program that asks it for many moves
//! (`scripts/match-cli.mjs`'s `ENGINE_A=1`).

use std::ffi::OsString;

use super::search::Session;
use super::{parse, run as run_command, Command, Parsed};

/// `engine --help`'s account of the protocol.
pub const ABOUT: &str = "\
Each line is a command's arguments as the command line takes them, split at spaces:
  bestmove --variant russian --movetime 1000 c3-d4
The answer is what the command prints, then a line 'ok', or a line 'error MESSAGE' where the
command would fail; the engine goes on. Between bestmoves the search table is kept, as the
page's worker keeps it between the computer's moves, and the databases of --egdb stay read.
'new' forgets the table (a new game); 'quit' or the end of the input ends.";

/// Reads and answers commands until `quit` or the end of standard input; standard output is
/// line-buffered, so each answer's lines go out as they are written.
pub fn run(session: &mut Session) -> Result<(), String> {
    use std::io::BufRead;
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| format!("reading the commands: {e}"))?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let answer = match words.first() {
            None => continue,
            Some(&"quit") => break,
            Some(&"new") => {
                session.table = Default::default();
                Ok(())
            }
            Some(_) => {
                let args: Vec<OsString> = std::iter::once("omnidraughts")
                    .chain(words.iter().copied())
                    .map(OsString::from)
                    .collect();
                match parse(&args) {
                    Parsed::Run(Command::Engine | Command::Hub | Command::Dxp(_)) => {
                        Err("already the engine".to_string())
                    }
                    Parsed::Run(command) => run_command(command, session),
                    Parsed::Print { text, .. } => {
                        out!("{text}");
                        Ok(())
                    }
                    Parsed::Refused(msg) => Err(msg),
                }
            }
        };
        match answer {
            Ok(()) => outln!("ok"),
            Err(msg) => outln!("error {}", msg.lines().next().unwrap_or("error")),
        }
    }
    Ok(())
}
