//! The command line's grammar (clap's derive) and its dispatch. Each command is a variant of
//! [`Command`] whose options are a struct beside its handler, in the file of its concern;
//! a new command is one variant, its struct and its handler, and a line in [`run`].

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};

mod args;
mod dxp;
mod egdb;
mod engine;
mod errors;
mod hub;
mod learn;
mod records;
mod rules;
mod search;

/// omnidraughts: nine checkers games' rules engine, notation and computer player.
#[derive(Parser)]
#[command(
    name = "omnidraughts",
    version,
    arg_required_else_help = true,
    subcommand_required = true,
    after_help = after_help()
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The commands, in the order the help lists them.
#[derive(Subcommand)]
pub enum Command {
    /// Count the leaf positions at a depth: the bare number on the last line
    Perft(rules::Perft),
    /// List the legal moves, one a line, in PDN or as JSON
    Moves(rules::Moves),
    /// Play moves and print the FEN they reach on the last line
    Play(rules::Play),
    /// Replay a PDN file's games and write them back, or their final positions
    Pdn(records::Pdn),
    /// The computer's move: an info line, then the move on the last line
    Bestmove(search::Bestmove),
    /// Review a game move by move: a JSON line per move, or annotated PDN
    Analyse(records::Analyse),
    /// Endgame databases: build them, or probe a position
    #[command(subcommand)]
    Egdb(egdb::Egdb),
    /// Keep running: read commands from standard input, one a line, and answer each
    #[command(after_help = engine::ABOUT)]
    Engine,
    /// Speak the Hub protocol (version 2) on standard input and output, for draughts GUIs
    #[command(after_help = hub::ABOUT)]
    Hub,
    /// Play International draughts over DXP (the DamExchange Protocol), as follower or initiator
    Dxp(dxp::Dxp),
    /// A game's lessons, checked: one JSON line a step
    Lessons(learn::Lessons),
    /// A game's puzzles, checked: one JSON line a puzzle; or mine new ones
    Puzzles(learn::Puzzles),
    /// List the games: each one's id, a tab, its name
    Variants,
}

/// The top level's help after the commands: the games, the exit status, where to read more.
fn after_help() -> String {
    let mut games = String::from("Games (--variant):");
    for (i, v) in omnidraughts::variant::ALL.iter().enumerate() {
        let sep = if i == 0 { " " } else { ", " };
        if games.rsplit('\n').next().map_or(0, str::len) + sep.len() + v.id.len() > 90 {
            games += ",\n ";
        } else {
            games += sep;
        }
        games += v.id;
    }
    format!(
        "{games}.\n\
         Exit status: 0 when done; 2 for bad input (an unknown command or option, a malformed\n\
         value, FEN, move or file), with one line on stderr naming it.\n\
         'omnidraughts help <COMMAND>' or 'omnidraughts <COMMAND> --help' lists a command's options.",
    )
}

/// What a command line comes to.
pub enum Parsed {
    /// A command to run.
    Run(Command),
    /// Text for standard output: the help or the version (`done`), or the help for a command
    /// line with no command (not done: exit status 2).
    Print { text: String, done: bool },
    /// A refusal, in one line.
    Refused(String),
}

/// Reads a command line, the program's name first.
pub fn parse(args: &[OsString]) -> Parsed {
    match Cli::try_parse_from(args) {
        Ok(cli) => Parsed::Run(cli.command),
        Err(e) => match e.kind() {
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                Parsed::Print {
                    text: printed(&e),
                    done: true,
                }
            }
            _ => {
                let (path, commands) = reached(args);
                if path.is_empty()
                    && e.kind() == clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
                {
                    // no command at all: the list of them
                    Parsed::Print {
                        text: printed(&e),
                        done: false,
                    }
                } else {
                    Parsed::Refused(errors::one_line(&e, &path, &commands))
                }
            }
        },
    }
}

/// The help or version clap has made, as lines.
fn printed(e: &clap::Error) -> String {
    let mut text = e.render().to_string();
    if !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

/// The names of the (sub)commands a command line reaches (`["egdb", "build"]`), for a
/// refusal to name the one whose help to read, and the commands the last one has.
fn reached(args: &[OsString]) -> (Vec<String>, Vec<String>) {
    let mut cmd = Cli::command();
    cmd.build();
    let mut path = vec![];
    for arg in args.iter().skip(1) {
        let Some(arg) = arg.to_str() else { break };
        if arg.starts_with('-') {
            continue;
        }
        let Some(sub) = cmd.find_subcommand(arg).cloned() else {
            break;
        };
        path.push(sub.get_name().to_string());
        cmd = sub;
    }
    // `help perft`'s mistakes are the top level's
    if path.first().is_some_and(|p| p == "help") {
        path.clear();
        cmd = Cli::command();
    }
    let commands = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .filter(|c| c != "help")
        .collect();
    (path, commands)
}

/// Runs a command; `session` is what `engine` keeps between its commands.
pub fn run(command: Command, session: &mut search::Session) -> Result<(), String> {
    match command {
        Command::Perft(a) => rules::perft(&a),
        Command::Moves(a) => rules::moves(&a),
        Command::Play(a) => rules::play(&a),
        Command::Pdn(a) => records::pdn(&a),
        Command::Bestmove(a) => search::bestmove(&a, session),
        Command::Analyse(a) => records::analyse(&a),
        Command::Egdb(a) => egdb::run(&a),
        Command::Engine => engine::run(session),
        Command::Hub => hub::run(),
        Command::Dxp(a) => dxp::run(&a),
        Command::Lessons(a) => learn::lessons(&a),
        Command::Puzzles(a) => learn::puzzles(&a),
        Command::Variants => {
            rules::variants();
            Ok(())
        }
    }
}

/// The program: the command line read and run, a refusal or failure said in one line.
pub fn main(args: Vec<OsString>) -> ExitCode {
    let refused = |msg: &str| {
        eprintln!("omnidraughts: {}", msg.lines().next().unwrap_or("error"));
        ExitCode::from(2)
    };
    match parse(&args) {
        Parsed::Run(command) => match run(command, &mut search::Session::default()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(msg) => refused(&msg),
        },
        Parsed::Print { text, done } => {
            out!("{text}");
            if done {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(2)
            }
        }
        Parsed::Refused(msg) => refused(&msg),
    }
}
