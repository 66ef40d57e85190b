#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets into fuzz/corpus/<target>/ from real inputs:
the FENs of the perft tables (crate/tests/perft) and the games' FEN tags, the PDN files of
crate/tests/data/games split into single games (a subset, each a few KB at most), and
playouts of every game from each perft position. Deterministic; run again to refresh."""
import hashlib
import os
import random
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ["english", "international", "polish", "russian", "italian", "coronet",
         "coast-to-coast", "stackem", "cheskers"]
# The game of each PDN file (its FEN tags are read as that game).
PDN_GAME = {"OCA_2.0.pdn": 0, "inferno.pdn": 0, "goulds.pdn": 0, "wk2003.pdn": 1,
            "nk2003-amsterdam.pdn": 1, "candidate95.pdn": 1, "ussr1947.pdn": 3,
            "Campionato Assoluto 2005.pdn": 4}


def put(target, data):
    d = os.path.join(ROOT, "fuzz", "corpus", target)
    os.makedirs(d, exist_ok=True)
    name = hashlib.sha1(data).hexdigest()
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def perft_fens(game):
    with open(os.path.join(ROOT, "crate", "tests", "perft", game + ".perft")) as f:
        return [l[4:].strip() for l in f if l.startswith("fen ")]


def split_games(text):
    """The games of a PDN file: each from a line starting with '[' after move text."""
    games, cur, in_moves = [], [], False
    for line in text.splitlines(keepends=True):
        if line.startswith("[") and in_moves:
            games.append("".join(cur))
            cur, in_moves = [], False
        if line.strip() and not line.startswith("["):
            in_moves = True
        cur.append(line)
    if cur:
        games.append("".join(cur))
    return games


def main():
    rng = random.Random(7)
    # fen: one byte for the game, then the FEN.
    for i, game in enumerate(GAMES):
        fens = perft_fens(game)
        for fen in fens:
            put("fen", bytes([i]) + fen.encode())
        # moves: game, start position (0 = the start, n = the n-th perft FEN), choices.
        for start in range(len(fens) + 1):
            for _ in range(2):
                n = rng.randrange(20, 200)
                put("moves", bytes([i, start]) + bytes(rng.randrange(256) for _ in range(n)))
    data = os.path.join(ROOT, "crate", "tests", "data", "games")
    for name, game in sorted(PDN_GAME.items()):
        with open(os.path.join(data, name), "rb") as f:
            text = f.read().decode("utf-8", "replace")
        for fen in sorted(set(re.findall(r'\[FEN "([^"]*)"\]', text)))[:12]:
            put("fen", bytes([game]) + fen.encode())
        games = split_games(text)
        for g in games[:: max(1, len(games) // 6)][:6]:
            if len(g.encode()) <= 6000:
                put("pdn", g.encode())
    for name in sorted(os.listdir(os.path.join(data, "fail"))):
        with open(os.path.join(data, "fail", name), "rb") as f:
            raw = f.read()
        put("pdn", raw[:4000])


if __name__ == "__main__":
    main()
