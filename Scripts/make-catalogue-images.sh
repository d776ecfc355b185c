#!/usr/bin/env bash
# Makes the README catalogue's pictures: for each animator in the catalogue table (its rows
# `| `ID` | …`), a small looping GIF of it presenting Second over First, written by segue's own
# command into docs/ID.gif. Small enough that docs/ stays under 5 MB in all: half a pixel per
# point (200x400 pixels for the 400x800 window) at 20 frames per second: 35 to 451 KB a clip,
# 1.7 MB for all eleven when measured, and the motion stays readable. Prints each file's size
# and docs/'s total, and fails when the total passes the budget.
#
#   Scripts/make-catalogue-images.sh [path/to/segue]      (SCALE=… FPS=… to try other sizes)
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
segue="${1:-$(cd "$here" && swift build --show-bin-path)/segue}"
scale="${SCALE:-0.5}"
fps="${FPS:-20}"
budget=$((5 * 1024 * 1024))

if ! command -v ffmpeg >/dev/null 2>&1 && [[ -z "${SEGUE_FFMPEG:-}" ]]; then
    echo "make-catalogue-images: segue's --video needs ffmpeg; install it with apt-get install -y ffmpeg" >&2
    exit 1
fi
mapfile -t animators < <(grep -oE '^\| `[a-z0-9-]+` \|' "$here/README.md" | sed -E 's/^\| `([a-z0-9-]+)` \|/\1/')
if ((${#animators[@]} == 0)); then
    echo "make-catalogue-images: no catalogue rows (| \`ID\` | …) found in README.md" >&2
    exit 1
fi

for id in "${animators[@]}"; do
    "$segue" run --animator "$id" --video "$here/docs/$id.gif" --fps "$fps" --scale "$scale" --log-level error >/dev/null
    printf '%-12s %6d KB\n' "$id.gif" $(( $(stat -c %s "$here/docs/$id.gif") / 1024 ))
done

total=$(du -sb "$here/docs" | cut -f1)
printf 'docs/ in all: %d KB (budget %d KB)\n' $((total / 1024)) $((budget / 1024))
if ((total > budget)); then
    echo "make-catalogue-images: docs/ is over 5 MB; try a smaller SCALE (now $scale) or FPS (now $fps)" >&2
    exit 1
fi
