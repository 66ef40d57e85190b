"""A match in International draughts: our engine (the native CLI, `omnidraughts bestmove
--movetime MS`, the search the page runs in its worker) against dame-rs (PyPI, a Rust engine
with a Python API), at equal time per move, from openings of a few seeded random plies, each
played twice with colours swapped. Prints every game and our score with a 95% margin.

    .venv/bin/pip install dame-rs==0.2.0     # once, beside pydraughts (scripts/setup.sh's venv)
    cargo build --release
    .venv/bin/python scripts/match-dame.py [games=40] [ms=1000] [seed=1] [plies=4]

Both sides start each move with an empty hash table: our CLI is a new process per move, and
dame-rs's table is cleared before each search. dame-rs's board is the arbiter (FMJD rules:
captures compulsory, the majority capture, threefold repetition, the 25-, 16- and 5-move
rules); our engine agrees with it on every move (it is asked only for moves in positions
dame-rs says are going on, and each of its moves is checked legal there). Where our rules
have already drawn a game that dame-rs's board still plays on (seen with FMJD's five moves of
two pieces or fewer against a lone king), it is a draw. A game is called a draw
after 300 plies. Set OMNIDRAUGHTS_BIN to play another build of ours, and EGDB=DIR to give
our search the endgame databases in DIR (`--egdb`), as the page's computer has them: the
site's files unzipped there, or `omnidraughts egdb build --variant international --pieces 4
--out DIR`.
"""

import json
import math
import os
import random
import re
import subprocess
import sys
import time

try:
    import dame
except ImportError:
    sys.exit("dame-rs is not installed: .venv/bin/pip install dame-rs==0.2.0")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.environ.get("OMNIDRAUGHTS_BIN", os.path.join(ROOT, "target", "release", "omnidraughts"))
MAX_PLIES = 300
EGDB = ["--egdb", os.environ["EGDB"]] if os.environ.get("EGDB") else []


def ours(args):
    r = subprocess.run([BIN, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError(f"omnidraughts {' '.join(args[:4])}...: {r.stderr.strip()}")
    return r.stdout


def our_moves(fen):
    """Our legal moves in `fen`: their text (as our CLI reads and writes it) with origin,
    destination and captured squares."""
    texts = ours(["moves", "--variant", "international", "--fen", fen]).split()
    views = [json.loads(line) for line in ours(["moves", "--variant", "international", "--fen", fen, "--json"]).splitlines()]
    if len(texts) != len(views):
        raise RuntimeError(f"{fen}: {len(texts)} move texts, {len(views)} moves")
    return [(t, (int(v["path"][0]), int(v["path"][-1]), tuple(sorted(int(c) for c in v["captures"])))) for t, v in zip(texts, views)]


def key(move):
    return (move.from_square, move.to_square, tuple(sorted(move.captured)))


def our_text(board, move):
    """Our text of dame-rs's move."""
    found = [t for t, k in our_moves(board.fen()) if k == key(move)]
    if len(found) != 1:
        raise RuntimeError(f"{move.hub()} in {board.fen()}: {len(found)} of our moves match")
    return found[0]


def their_move(board, text):
    """dame-rs's move for our text."""
    keys = [k for t, k in our_moves(board.fen()) if t == text]
    found = [m for m in board.legal_moves if keys and key(m) == keys[0]]
    if len(found) != 1:
        raise RuntimeError(f"our {text} in {board.fen()}: {len(found)} moves of dame-rs match")
    return found[0]


def game(opening, we_are_white, ms, engine):
    """One game from `opening` (dame-rs's Hub texts); our score and why it ended."""
    board = dame.Board()
    texts = []
    for t in opening:
        m = board.parse_move(t)
        texts.append(our_text(board, m))
        board.push(m)
    while not board.is_game_over() and board.ply < MAX_PLIES:
        if (board.turn == dame.WHITE) == we_are_white:
            try:
                text = ours(["bestmove", "--variant", "international", "--movetime", str(ms), *EGDB, *texts]).split()[-1]
            except RuntimeError as e:
                # a draw rule of ours ended the game before dame-rs's board did
                drawn = re.search(r"the game is over[:( ]+(draw[^)]*)", str(e))
                if drawn is None:
                    raise
                return 0.5, f"ours: {drawn.group(1)}", board.ply
            move = their_move(board, text)
        else:
            engine.clear()
            move = engine.search(board, time=ms / 1000).best_move
            text = our_text(board, move)
        texts.append(text)
        board.push(move)
    o = board.outcome()
    if o is None:
        return 0.5, f"{MAX_PLIES} plies", board.ply
    if o.winner is None:
        return 0.5, str(o.termination).split(".")[-1].lower(), board.ply
    won = (o.winner == dame.WHITE) == we_are_white
    return (1.0 if won else 0.0), str(o.termination).split(".")[-1].lower(), board.ply


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    ms = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    plies = int(sys.argv[4]) if len(sys.argv) > 4 else 4
    rng = random.Random(seed)
    engine = dame.Engine(hash_mb=64)
    points = []
    started = time.time()
    for i in range(games // 2):
        board = dame.Board()
        opening = []
        for _ in range(plies):
            m = rng.choice(board.legal_moves)
            opening.append(m.hub())
            board.push(m)
        for white in (True, False):
            p, why, n = game(opening, white, ms, engine)
            points.append(p)
            word = {1.0: "we win", 0.0: "dame-rs wins", 0.5: "draw"}[p]
            print(f"game {len(points)}: {' '.join(opening)} | we play {'White' if white else 'Black'}: {word} ({why}, {n} plies)", flush=True)
    n = len(points)
    mean = sum(points) / n
    sd = math.sqrt(sum((p - mean) ** 2 for p in points) / max(1, n - 1))
    print(f"international, {ms} ms a move: we score {sum(points)}/{n} = {100 * mean:.1f}% ± {196 * sd / math.sqrt(n):.1f} "
          f"({time.time() - started:.0f} s)")


if __name__ == "__main__":
    main()
