#!/usr/bin/env python3
"""Coast-to-Coast: how long can a crowning move's path be?

A crowning move's path is the man's arrival on the opponent's home (a step, or a series of
jumps) followed by the new King's free move (a step, or a new series of jumps). The engine
keeps, for each move, a shortest arrival and a shortest free move (breadth first), and a move
holds at most MAX_JUMPS = 24 landings. This script shows that a shortest arrival by jumps and
a shortest free move by jumps never add up to more than 23 landings (a step arrival adds at
most 1 + 15).

Jumps land two squares away, so a series stays on the 16 squares of its start's file/rank
parity class; for Black crowning on h8 that is the (odd file, odd rank) class, which we name
(i, j) in 0..3 x 0..3, h8 = (3, 3). A jump between two class squares crosses the square
between them; the two diagonals of a 2x2 cell cross the same centre square. For a pair
(P, Q) of an arrival route P and a free route Q, the smallest board that allows both is:
the crossed squares of both occupied, the class squares of both empty, every other class
square occupied. Any real board allowing P and Q has more jumps or more empty squares, so
its distances are no longer. So P and Q can both be shortest on some board only if they are
shortest on their smallest board, and this search tries every such pair (pruning routes that
stop being shortest, which extending them cannot undo).

Red is the mirror image. Runs in a few minutes of CPU with CPython.
Result: "longest arrival + free move by jumps: 23".
"""
from collections import deque

MAN = [(0, 1), (1, 0), (1, 1), (-1, 1), (1, -1)]  # Black: N, E, NE, NW, SE
KING = MAN + [(0, -1), (-1, 0), (-1, -1)]
HOME = (3, 3)


def crossed(a, b):
    """The crossed square, by doubled coordinates (the two diagonals of a cell coincide)."""
    return (a[0] + b[0], a[1] + b[1])


def inside(v):
    return 0 <= v[0] < 4 and 0 <= v[1] < 4


def distances(dirs, occupied, empty, start):
    dist = {start: 0}
    queue = deque([start])
    while queue:
        u = queue.popleft()
        for d in dirs:
            v = (u[0] + d[0], u[1] + d[1])
            if v in empty and v not in dist and crossed(u, v) in occupied:
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist


def shortest_routes(dirs, towards_home):
    """Every route that is shortest on its own smallest board: arrivals ending on HOME
    (built backwards) or free moves starting on HOME."""
    found = []

    def grow(route, occupied):
        empty = set(route)
        if towards_home:
            ok = distances(dirs, occupied, empty, route[-1]).get(HOME) == len(route) - 1
        else:
            ok = distances(dirs, occupied, empty, HOME).get(route[-1]) == len(route) - 1
        if not ok:
            return
        if len(route) > 1:
            found.append((tuple(route), frozenset(occupied)))
        u = route[-1]
        for d in dirs:
            v = (u[0] - d[0], u[1] - d[1]) if towards_home else (u[0] + d[0], u[1] + d[1])
            if inside(v) and v not in empty:
                grow(route + [v], occupied | {crossed(u, v)})

    grow([HOME], frozenset())
    return found


def main():
    arrivals = shortest_routes(MAN, True)
    frees = shortest_routes(KING, False)
    print("arrival routes", len(arrivals), "longest", max(len(p) - 1 for p, _ in arrivals))
    print("free routes", len(frees), "longest", max(len(q) - 1 for q, _ in frees))
    arrivals.sort(key=lambda r: -len(r[0]))
    frees.sort(key=lambda r: -len(r[0]))
    best = 0
    for p, p_occ in arrivals:
        a = len(p) - 1
        for q, q_occ in frees:
            f = len(q) - 1
            if a + f <= best:
                break  # the free routes come longest first
            occupied = p_occ | q_occ
            empty = set(p) | set(q)
            if distances(MAN, occupied, empty, p[-1]).get(HOME) != a:
                continue
            if distances(KING, occupied, empty, HOME).get(q[-1]) != f:
                continue
            best = a + f
    print("longest arrival + free move by jumps:", best)
    assert best <= 24


if __name__ == "__main__":
    main()
