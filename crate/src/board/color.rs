//! The two sides.

/// A side. The engine names the sides by where their men start, since the games name their
/// colours differently: **South** starts on the low ranks (rank 1 side) and moves towards the
/// last rank; **North** starts on the high ranks. American checkers: South = White, North =
/// Black (North moves first). Stack'Em: South = Black, North = Red. Each variant's
/// [`VariantInfo`](crate::VariantInfo) gives the human names and FEN letters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Starts at the bottom of the diagram (ranks 1, 2, 3...).
    South = 0,
    /// Starts at the top of the diagram.
    North = 1,
}

impl Color {
    /// Both sides, South first.
    pub const BOTH: [Color; 2] = [Color::South, Color::North];

    /// The other side.
    #[inline(always)]
    pub fn other(self) -> Color {
        match self {
            Color::South => Color::North,
            Color::North => Color::South,
        }
    }

    /// Index for arrays.
    #[inline(always)]
    pub fn idx(self) -> usize {
        self as usize
    }

    /// The id used by the wasm API and JSON: "south" or "north".
    pub fn id(self) -> &'static str {
        match self {
            Color::South => "south",
            Color::North => "north",
        }
    }
}
