#!/usr/bin/env bash
# Machine instructions one random game costs, steady on a busy machine where games/s is not:
#   benchmarks/instructions.sh [SCRIPT] [PLAYERS]
# (needs valgrind): callgrind counts a run of 21 seeded games and one of 1 game, and prints
# their difference over 20, so start-up cancels out; string hashing is fixed, so two runs
# count alike. Measures whichever build `python` imports (a compiled `pip install .`, or
# the source with CLOCKTOWER_PURE=1 / -e).
set -euo pipefail
script=${1:-untitled-almanac}; players=${2:-10}
py=$(python -c "import sys; print(sys.executable)")  # the interpreter itself, not a shim
count() {
  PYTHONHASHSEED=0 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$py" -c "
import sys
from clocktower.game.engine import Game
from clocktower.script import load_script
s = load_script('$script')
for i in range($1):
    Game(s, players=$players, seed=i).run()
" 2>&1 | awk '/refs:/ {gsub(",", "", $NF); print $NF}'
}
one=$(count 1); many=$(count 21)
echo "$script, $players players: $(( (many - one) / 20 )) instructions/game"
