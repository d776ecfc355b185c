#!/usr/bin/env bash
# Measures plugin discovery side by side, as issue 13 asks: `segue list` over 100 C plugins
# with a warm registry cache against the same command with no plugins, and with a cold cache
# against a C program that only dlopens the same 100 files. Prints medians and ratios.
#
#   Scripts/bench-discovery.sh [path/to/segue] [runs]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
segue="${1:-$here/.build/debug/segue}"
runs="${2:-21}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A segue with no bundled plugins beside it, so "no plugins" means none.
mkdir -p "$work/bin" "$work/plugins" "$work/empty"
cp "$segue" "$work/bin/segue"
for i in $(seq -w 1 100); do
    printf '#define BROKEN_KIND BROKEN_NONE\n#define BROKEN_ID "org.bench.p%s"\n#define BROKEN_NAME "Bench %s"\n#include "broken_animator.h"\n' "$i" "$i" >"$work/p$i.c"
    cc -std=c11 -O1 -shared -fPIC -I"$here/include" -I"$here/Fixtures/Support" \
        -Wl,--version-script="$here/Plugins/exports.map" "$work/p$i.c" -o "$work/plugins/libp$i.so" &
    if (( 10#$i % 8 == 0 )); then wait; fi
done
wait
cat >"$work/dlopen-all.c" <<'C'
#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        if (!dlopen(argv[i], RTLD_NOW | RTLD_LOCAL)) { fprintf(stderr, "%s\n", dlerror()); return 1; }
    }
    return 0;
}
C
cc -O2 "$work/dlopen-all.c" -o "$work/dlopen-all" -ldl

# Median wall time in milliseconds of running "$@" $runs times.
median() {
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" >/dev/null 2>&1
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk -v n="$runs" 'NR == int((n + 1) / 2) { printf "%.2f", $1 / 1000 }'
}

cache="$work/registry.json"
export HOME="$work" SEGUE_PLUGIN_PATH=""
list() { SEGUE_REGISTRY_CACHE="$cache" "$work/bin/segue" list --plugin-path "$1"; }
cold() { rm -f "$cache"; list "$work/plugins"; }
list "$work/plugins" >/dev/null 2>&1  # warm the cache
none=$(median list "$work/empty")
warm=$(median list "$work/plugins")
coldTime=$(median cold)
dlopenTime=$(median "$work/dlopen-all" "$work"/plugins/*.so)
echo "segue list, no plugins:              $none ms"
echo "segue list, 100 plugins, warm cache: $warm ms   ($(awk -v a="$warm" -v b="$none" 'BEGIN { printf "%.2f", a / b }')x no plugins; target <= 1.5x)"
echo "segue list, 100 plugins, cold cache: $coldTime ms   ($(awk -v a="$coldTime" -v b="$dlopenTime" 'BEGIN { printf "%.2f", a / b }')x dlopen; target <= 3x)"
echo "C program dlopening the 100 files:   $dlopenTime ms"
