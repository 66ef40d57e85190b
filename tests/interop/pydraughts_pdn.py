"""PDN and FEN interoperability with pydraughts (PyPI `pydraughts`, 0.6.7), an independent
implementation used by draughts programs: every real game of our reference files, exported by
our CLI, imports there without change and replays legally to the same position; and games
pydraughts plays and writes import here and reach the same position.

    python3 tests/interop/pydraughts_pdn.py        (run by scripts/test.sh in .venv)

pydraughts is slow, so the test command checks the first 12 games of each file;
INTEROP_ALL=1 checks every game (a few minutes).
"""
import os
import random
import subprocess
import sys
import unittest

from draughts import Board, Move
from draughts.PDN import PDNReader, PDNWriter

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CLI = os.path.join(ROOT, "target", "release", "omnidraughts")
GAMES = os.path.join(ROOT, "crate", "tests", "data", "games")

# Our variant id, pydraughts' name, reference files.
VARIANTS = [
    ("english", "english", ["OCA_2.0.pdn", "inferno.pdn"]),
    ("international", "standard", ["wk2003.pdn", "nk2003-amsterdam.pdn", "candidate95.pdn"]),
    ("russian", "russian", ["ussr1947.pdn"]),
    ("italian", "italian", ["Campionato Assoluto 2005.pdn"]),
]


def cli(*args, stdin=None):
    r = subprocess.run([CLI, *args], input=stdin, capture_output=True, text=True)
    if r.returncode != 0:
        raise AssertionError(f"omnidraughts {' '.join(args)}: {r.stderr.strip()}")
    return r.stdout


def position(fen):
    """A FEN as (side to move, set of (colour, square, king)), whatever the order."""
    fen = fen.strip().rstrip(".")
    parts = fen.split(":")
    pieces = set()
    for section in parts[1:]:
        colour, items = section[0], section[1:]
        for item in filter(None, items.split(",")):
            king = item.startswith("K")
            pieces.add((colour, item.lstrip("K"), king))
    return parts[0], frozenset(pieces)


def random_board(rng, variant, least, most):
    """pydraughts' board after a random game of `least` to `most` - 1 plies (fewer if it ends)."""
    board = Board(variant=variant)
    for _ in range(rng.randrange(least, most)):
        moves = board.legal_moves()
        if not moves:
            break
        board.push(rng.choice(moves))
    return board


def replay_there(variant, game):
    fen = game.tags.get("FEN")
    board = Board(variant=variant, fen=fen) if fen else Board(variant=variant)
    for m in game.moves:
        board.push(Move(board, pdn_move=m))
    return board


class OursImportThere(unittest.TestCase):
    def test_reference_games_exported_by_us_replay_in_pydraughts(self):
        for ours, theirs, files in VARIANTS:
            for name in files:
                path = os.path.join(GAMES, name)
                pdn = cli("pdn", "--variant", ours, path)
                finals = cli("pdn", "--variant", ours, "--final-fen", path).split()
                games = PDNReader(pdn_text=pdn).games
                self.assertEqual(len(games), len(finals), name)
                pairs = list(zip(games, finals))
                if not os.environ.get("INTEROP_ALL"):
                    pairs = pairs[:12]
                for i, (game, final) in enumerate(pairs):
                    with self.subTest(file=name, game=i + 1):
                        board = replay_there(theirs, game)
                        self.assertEqual(position(board.fen), position(final))


class TheirsImportHere(unittest.TestCase):
    def test_games_written_by_pydraughts_replay_here(self):
        rng = random.Random(20261122)
        for ours, theirs, _ in VARIANTS:
            texts, finals = [], []
            for _ in range(25):
                board = random_board(rng, theirs, 10, 80)
                writer = PDNWriter(filename="", board=board, game_ending="*")
                texts.append(writer.pdn_text)
                finals.append(board.fen)
            got = cli("pdn", "--variant", ours, "--final-fen", "-", stdin="".join(texts)).split()
            self.assertEqual(len(got), len(finals), ours)
            for i, (a, b) in enumerate(zip(got, finals)):
                with self.subTest(variant=ours, game=i + 1):
                    self.assertEqual(position(a), position(b))


class OurClocksImportThere(unittest.TestCase):
    """A game with its clocks (TimeControl and a clock comment after each move, as our page
    writes them from its clocks: `{[%clock w0:04:57 B0:04:58]}`) still imports in pydraughts."""

    def test_games_with_clock_comments_replay_in_pydraughts(self):
        rng = random.Random(20261125)
        import re

        move = re.compile(r"(?<=\s)([a-h]?\d+(?:[-x:][a-h]?\d+)+)(?=\s)")
        for ours, theirs, _ in VARIANTS:
            for n in range(5):
                board = random_board(rng, theirs, 10, 60)
                text = PDNWriter(filename="", board=board, game_ending="*").pdn_text
                # each move with the mover's clock, as lidraughts' %clk: 3 minutes, running down
                count = iter(range(10_000))
                text = move.sub(lambda m: f"{m.group(1)} {{[%clk 0:02:{59 - next(count) // 2 % 60:02d}]}}", text)
                text = '[TimeControl "180+2"]\n' + text
                # ours writes it again, its clocks and all: that is what pydraughts reads
                written = cli("pdn", "--variant", ours, "-", stdin=text)
                final = cli("pdn", "--variant", ours, "--final-fen", "-", stdin=text).split()[0]
                with self.subTest(variant=ours, game=n + 1):
                    self.assertIn('[TimeControl "180+2"]', written)
                    self.assertIn("{[%clock ", written)
                    games = PDNReader(pdn_text=written).games
                    self.assertEqual(len(games), 1)
                    self.assertEqual(position(replay_there(theirs, games[0]).fen), position(final))


class OurReviewImportsThere(unittest.TestCase):
    """A game's review as annotated PDN (`analyse --pdn`: marks, `[%eval]` comments, the
    better moves as variations) imports in pydraughts, which drops the comments and
    variations: its main line is ours, move for move, and replays to the same position."""

    def test_reviews_replay_in_pydraughts(self):
        annotated = 0
        for ours, theirs, files in VARIANTS:
            path = os.path.join(GAMES, files[0])
            games = cli("pdn", "--variant", ours, path).split("\n\n[")
            for i, text in enumerate(games[:2]):
                text = text if i == 0 else "[" + text
                final = cli("pdn", "--variant", ours, "--final-fen", "-", stdin=text).split()[0]
                # shallow, for speed: marks (and so variations) are many
                review = cli("analyse", "--variant", ours, "--depth", "4", "--pdn", "-", stdin=text)
                mine = PDNReader(pdn_text=cli("pdn", "--variant", ours, "-", stdin=text)).games[0].moves
                annotated += "??" in review and "(" in review
                with self.subTest(variant=ours, game=i + 1):
                    read = PDNReader(pdn_text=review).games
                    self.assertEqual(len(read), 1)
                    self.assertEqual(read[0].moves, mine)
                    self.assertEqual(position(replay_there(theirs, read[0]).fen), position(final))
        # marks and better moves as variations in most of them (depth 4 is shallow)
        self.assertGreaterEqual(annotated, 4)


if __name__ == "__main__":
    if not os.path.exists(CLI):
        sys.exit("build the CLI first: cargo build --release")
    unittest.main(verbosity=1)
