//! clap's refusals said in one line: what is wrong, and the help to read (clap's own are
//! several lines with the usage).

use clap::error::{ContextKind, ContextValue, Error, ErrorKind};

/// The refusal `e` of the command line whose (sub)commands are `path`, in one line;
/// `commands` are the last one's own.
pub fn one_line(e: &Error, path: &[String], commands: &[String]) -> String {
    let command = path.join(" ");
    let of = if command.is_empty() {
        String::new()
    } else {
        format!(" for '{command}'")
    };
    let see = if command.is_empty() {
        " (see 'omnidraughts --help')".to_string()
    } else {
        format!(" (see 'omnidraughts {command} --help')")
    };
    let context = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => vec![s.clone()],
        Some(ContextValue::Strings(v)) => v.clone(),
        _ => vec![],
    };
    let first = |kind| context(kind).into_iter().next().unwrap_or_default();
    // "--depth <N>" as the option's name alone
    let name = |arg: String| arg.split(' ').next().unwrap_or_default().to_string();
    let did_you_mean = |kind| match context(kind).first() {
        Some(s) => format!("; did you mean '{s}'?"),
        None => String::new(),
    };
    match e.kind() {
        ErrorKind::InvalidSubcommand => format!(
            "unknown command '{}'{of}{}{see}",
            first(ContextKind::InvalidSubcommand),
            did_you_mean(ContextKind::SuggestedSubcommand)
        ),
        ErrorKind::UnknownArgument => {
            let arg = first(ContextKind::InvalidArg);
            let what = if arg.starts_with('-') {
                "unknown option"
            } else {
                "unexpected argument"
            };
            format!(
                "{what} '{arg}'{of}{}{see}",
                did_you_mean(ContextKind::SuggestedArg)
            )
        }
        ErrorKind::MissingRequiredArgument => {
            let missing: Vec<String> = context(ContextKind::InvalidArg)
                .into_iter()
                .map(name)
                .collect();
            let verb = if missing.len() == 1 { "is" } else { "are" };
            format!("{} {verb} required{of}{see}", missing.join(" and "))
        }
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            format!(
                "'{command}' needs a command: {}{see}",
                commands.join(" or ")
            )
        }
        // our value readers say the whole of it
        ErrorKind::ValueValidation => match std::error::Error::source(e) {
            Some(cause) => cause.to_string(),
            None => fallback(e),
        },
        ErrorKind::InvalidValue if first(ContextKind::InvalidValue).is_empty() => {
            format!(
                "{} needs a value{see}",
                name(first(ContextKind::InvalidArg))
            )
        }
        ErrorKind::TooManyValues => format!(
            "{} takes no value, not '{}'{see}",
            name(first(ContextKind::InvalidArg)),
            first(ContextKind::InvalidValue)
        ),
        ErrorKind::InvalidUtf8 => format!("an argument is not valid UTF-8{of}"),
        _ => fallback(e),
    }
}

/// clap's own message, its first line without the "error: ".
fn fallback(e: &Error) -> String {
    let text = e.render().to_string();
    let line = text
        .lines()
        .next()
        .unwrap_or("the command line is not understood");
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}
