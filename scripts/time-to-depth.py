"""Time to a fixed depth for two or more builds of the CLI, run in turn (so that a load on the
machine falls on all of them alike): each build searches the start position of the game to
DEPTH with `bestmove --depth`, RUNS times; prints each build's least user time and its node
count (the same count means the same tree).

    python3 scripts/time-to-depth.py international 13 4 /tmp/old/target/release/omnidraughts \
        target/release/omnidraughts
"""

import resource
import subprocess
import sys

if len(sys.argv) < 5:
    sys.exit("usage: python3 scripts/time-to-depth.py VARIANT DEPTH RUNS BIN [BIN...]")
variant, depth, runs, bins = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
best = {b: float("inf") for b in bins}
nodes = {}
for _ in range(runs):
    for b in bins:
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        out = subprocess.run([b, "bestmove", "--variant", variant, "--depth", depth],
                             capture_output=True, text=True, check=True).stdout
        best[b] = min(best[b], resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before)
        info = [line for line in out.splitlines() if line.startswith("info")][-1].split()
        nodes[b] = info[info.index("nodes") + 1]
for b in bins:
    print(f"{variant} depth {depth}: {b}: {best[b]:.3f} s user (least of {runs}), {nodes[b]} nodes")
