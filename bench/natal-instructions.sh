#!/usr/bin/env bash
# Instructions per natal chart of built packages (docs/performance.md, "Seventh pass"): deterministic where CPU time on
# a shared machine is not. valgrind's cachegrind counts the instructions of a process computing 3,000 charts and of one
# computing 1,000 under `node --predictable` (no concurrent compilation: the same count run after run, to ~0.02 %); the
# difference over 2,000 leaves out Node's start, the import and the first charts. Needs valgrind (Debian `valgrind`);
# about a minute a folder. Usage: bench/natal-instructions.sh [distFolder …]  (default: dist; `json` adds JSON.stringify)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
json=""
folders=()
for a in "$@"; do if [ "$a" = json ]; then json=json; else folders+=("$a"); fi; done
[ "${#folders[@]}" -gt 0 ] || folders=(dist)
count() {
  valgrind --tool=cachegrind --cache-sim=no --smc-check=all-non-file --cachegrind-out-file=/dev/null \
    node --predictable bench/natal-instructions-child.mjs "$1" "$2" $json 2>&1 | awk '/I *refs/ { gsub(",", "", $NF); print $NF }'
}
for f in "${folders[@]}"; do
  small=$(count "$f" 1000)
  large=$(count "$f" 3000)
  echo "$f${json:+ (with JSON)}: $(( (large - small) / 2000 )) instructions per chart"
done
