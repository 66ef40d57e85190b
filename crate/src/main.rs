//! The `omnidraughts` command line: perft, moves, play, pdn, bestmove, analyse, egdb,
//! variants, and engine (the others kept running, one a line). The grammar, the help and the
//! commands are in `cli/`; the rules, the search and the notation are the library's.
//!
//! Bad input exits with status 2 and a one-line message on stderr; never a panic.

/// `println!` that stops quietly when the reader has gone (`| head`), instead of panicking.
macro_rules! outln {
    ($($t:tt)*) => {{
        use std::io::Write;
        if writeln!(std::io::stdout().lock(), $($t)*).is_err() {
            std::process::exit(0);
        }
    }};
}

/// `print!` likewise.
macro_rules! out {
    ($($t:tt)*) => {{
        use std::io::Write;
        if write!(std::io::stdout().lock(), $($t)*).is_err() {
            std::process::exit(0);
        }
    }};
}

mod cli;

fn main() -> std::process::ExitCode {
    cli::main(std::env::args_os().collect())
}
