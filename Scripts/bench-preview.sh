#!/usr/bin/env bash
# The preview window's benchmark as the issue states it: a release build, one core (taskset -c 0,
# the X server included), SDL's software renderer, a 400x800 window on a virtual X display.
# Prints `segue bench --only preview`'s table; extra arguments go to segue bench (--json).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi
for tool in xvfb-run taskset; do
  command -v "$tool" >/dev/null 2>&1 || { echo "bench-preview: $tool is missing; apt-get install -y xvfb xauth util-linux" >&2; exit 1; }
done
swift build -c release
segue="$(swift build -c release --show-bin-path)/segue"
export SDL_RENDER_DRIVER=software
exec taskset -c 0 xvfb-run -a -s "-screen 0 1280x1024x24" "$segue" bench --only preview "$@"
