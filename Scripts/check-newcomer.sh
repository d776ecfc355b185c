#!/usr/bin/env bash
# A newcomer's first ten minutes, checked end to end on a fresh clone of this repository:
#   1. the README's first command line builds and plays the diagonal presentation (exit 0, summary);
#   2. `segue plugin new --lang swift` makes an outside package that depends on the clone's
#      SeguePluginSDK product by path; it builds and passes `segue validate --strictness 10`;
#   3. Scripts/install.sh installs into a temporary prefix; the installed segue finds its bundled
#      plugins with no environment variable; `segue plugin new --lang c` from the installed segue
#      builds with pkg-config (segue-plugin.pc) and passes validation; `segue plugin new --lang
#      swift` from the installed segue depends on the installed SDK package (no checkout, no
#      network), builds and passes validation, and so does `segue plugin new --lang uikit` (the UIKit
#      layer in the installed SDK package); --uninstall removes it all.
# Prints the time each step took. Usage: Scripts/check-newcomer.sh [WORK_DIR] (a temporary folder
# by default). Needs git, make, a C compiler and pkg-config.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="${1:-$(mktemp -d)}"
mkdir -p "$work"
export HOME="$work/home" SEGUE_PLUGIN_PATH=""   # no plugins of the machine's own
mkdir -p "$HOME"

step() { echo "check-newcomer: $*"; }
die() { echo "check-newcomer: FAILED: $*" >&2; exit 1; }
seconds() { echo $(( $(date +%s) - $1 )); }

# 1. The README's first command line, exactly as written, in a fresh clone.
git clone --quiet "$root" "$work/segue"
first_line="$(awk '/^```sh/{getline; print; exit}' "$root/README.md")"
[[ -n "$first_line" ]] || die "README.md has no sh block with a first command"
step "running the README's first command in a fresh clone: $first_line"
start=$(date +%s)
output="$(cd "$work/segue" && bash -c "$first_line" 2>"$work/first-command.err")" || { cat "$work/first-command.err" >&2; die "the README's first command failed"; }
grep -q "org.segue.diagonal present: .* completed" <<<"$output" || die "no summary line in: $output"
step "fresh clone to first transition: $(seconds "$start") s"
segue="$(cd "$work/segue" && swift build --show-bin-path)/segue"

# 2. An outside Swift plugin against the SDK product, by path.
start=$(date +%s)
(cd "$work" && "$segue" plugin new Glide --lang swift --output glide) >/dev/null
swift build --package-path "$work/glide" >/dev/null 2>"$work/glide-build.err" || { cat "$work/glide-build.err" >&2; die "the Swift plugin project did not build"; }
# The listing is read whole before it is searched: `segue list | grep -q` under pipefail fails
# whenever grep's early exit cuts segue off mid-listing (SIGPIPE), which a long listing makes likely.
listed="$("$segue" list --plugin-path "$work/glide/.build/debug")"
grep -q "^org.example.glide " <<<"$listed" || die "segue list did not find the Swift plugin"
"$segue" validate "$work/glide/.build/debug/libGlide.so" --strictness 10 >"$work/glide-validate.txt" || { cat "$work/glide-validate.txt" >&2; die "the Swift plugin did not validate"; }
step "segue plugin new --lang swift to a validated plugin: $(seconds "$start") s"

# 3. Install into a temporary prefix; an outside C plugin through pkg-config.
prefix="$work/prefix"
(cd "$work/segue" && Scripts/install.sh --prefix "$prefix" --configuration debug) >/dev/null
installed="$prefix/bin/segue"
[[ "$("$installed" list --json | grep -c '"id"')" -ge 6 ]] || die "the installed segue did not find its bundled plugins"
start=$(date +%s)
(cd "$work" && "$installed" plugin new Fade --lang c --output fade) >/dev/null
PKG_CONFIG_PATH="$prefix/lib/pkgconfig" make -C "$work/fade" >"$work/fade-build.txt" 2>&1 || { cat "$work/fade-build.txt" >&2; die "the C plugin did not build"; }
grep -q -- "-I$prefix/include -Wl,--version-script=$prefix/share/segue/exports.map" "$work/fade-build.txt" || die "the C build did not use segue-plugin.pc: $(cat "$work/fade-build.txt")"
listed="$("$installed" list --plugin-path "$work/fade")"
grep -q "^org.example.fade " <<<"$listed" || die "the installed segue did not find the C plugin"
"$installed" validate "$work/fade/libFade.so" --strictness 10 >"$work/fade-validate.txt" || { cat "$work/fade-validate.txt" >&2; die "the C plugin did not validate"; }
step "segue plugin new --lang c to a validated plugin (installed, pkg-config): $(seconds "$start") s"
# A Swift project (NAME, folder, language: swift or uikit) from the installed segue, on the installed SDK package:
# it must depend on that package, build, be listed under its id and validate at full strictness.
installed_sdk_project() {
  local name="$1" folder="$2" lang="$3" id="org.example.${1,,}"
  start=$(date +%s)
  (cd "$work" && "$installed" plugin new "$name" --lang "$lang" --output "$folder") >/dev/null
  grep -q ".package(path: \"$prefix/share/segue/SeguePluginSDK\")" "$work/$folder/Package.swift" \
    || die "the installed segue's $lang project does not depend on the installed SDK: $(grep -n package "$work/$folder/Package.swift")"
  swift build --package-path "$work/$folder" >/dev/null 2>"$work/$folder-build.err" || { cat "$work/$folder-build.err" >&2; die "the $lang plugin project did not build against the installed SDK"; }
  listed="$("$installed" list --plugin-path "$work/$folder/.build/debug")"
  grep -q "^$id " <<<"$listed" || die "the installed segue did not find the $lang plugin: $listed"
  "$installed" validate "$work/$folder/.build/debug/lib$name.so" --strictness 10 >"$work/$folder-validate.txt" || { cat "$work/$folder-validate.txt" >&2; die "the $lang plugin built against the installed SDK did not validate"; }
  step "segue plugin new --lang $lang to a validated plugin (installed SDK): $(seconds "$start") s"
}
installed_sdk_project Drift drift swift
installed_sdk_project Glow glow uikit
(cd "$work/segue" && Scripts/install.sh --prefix "$prefix" --uninstall) >/dev/null
left="$(find "$prefix" -type f | head -5)"
[[ -z "$left" ]] || die "--uninstall left files behind: $left"
step "all passed"
