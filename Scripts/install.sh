#!/usr/bin/env bash
# Installs segue, its bundled plugins, the plugin headers, the export list and a pkg-config file
# into a prefix, and records every file it wrote in PREFIX/share/segue/install-manifest.txt;
# --uninstall removes exactly the files that manifest lists.
#
#   Scripts/install.sh                      # into /usr/local (or $PREFIX)
#   Scripts/install.sh --prefix ~/.local    # into a folder of your own
#   Scripts/install.sh --prefix ~/.local --uninstall
#
# Layout: bin/segue, lib/segue/plugins/*.so, include/segue/*.h, share/segue/exports.map,
# lib/pkgconfig/segue-plugin.pc, and share/segue/SeguePluginSDK, a Swift package holding the
# plugin SDK's sources and the headers, which `segue plugin new --lang swift` makes an installed
# segue's Swift projects depend on. An installed segue finds PREFIX/lib/segue/plugins from its
# own location, so no environment variable is needed.
set -euo pipefail

usage() {
  # The comment block under the shebang, up to the first line of code.
  awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"
  echo "Options: --prefix DIR (default \$PREFIX or /usr/local), --configuration release|debug (default release), --uninstall"
}

fail() {
  echo "install.sh: error: $*" >&2
  exit 64
}

prefix="${PREFIX:-/usr/local}"
configuration=release
action=install
while (($#)); do
  case "$1" in
    --prefix) [[ $# -ge 2 ]] || fail "--prefix needs a folder, for example --prefix ~/.local"; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --configuration) [[ $# -ge 2 ]] || fail "--configuration needs release or debug"; configuration="$2"; shift 2 ;;
    --uninstall) action=uninstall; shift ;;
    -h|--help) usage; exit 0 ;;
    *) fail "unknown argument '$1'; run $0 --help" ;;
  esac
done
[[ "$configuration" == release || "$configuration" == debug ]] || fail "--configuration '$configuration' is not release or debug"
[[ -n "$prefix" ]] || fail "the prefix is empty; give --prefix DIR"
prefix="$(cd "$(dirname "$prefix")" 2>/dev/null && pwd)/$(basename "$prefix")" \
  || fail "the folder holding the prefix '$prefix' does not exist; create it first"
manifest="$prefix/share/segue/install-manifest.txt"

if [[ "$action" == uninstall ]]; then
  [[ -f "$manifest" ]] || fail "no Segue install manifest at '$manifest'; nothing was installed into '$prefix' by this script"
  # Every folder holding a listed file and the folders above it, deepest first; only Segue's own
  # (and lib/pkgconfig), so a prefix's shared bin, lib or share stays even when it is left empty.
  folders="$(awk -F/ 'NF > 1 { path = $1; for (i = 2; i < NF; i++) { print path; path = path "/" $i } print path }' "$manifest" \
    | grep -E '(^|/)segue(/|$)|^lib/pkgconfig$' | sort -u -r)"
  while IFS= read -r file; do
    [[ -n "$file" ]] && rm -f -- "$prefix/$file"
  done < "$manifest"
  rm -f -- "$manifest"
  for folder in $folders; do
    rmdir -- "$prefix/$folder" 2>/dev/null || true
  done
  echo "Uninstalled Segue from $prefix"
  exit 0
fi

cd "$(dirname "$0")/.."
mkdir -p -- "$prefix" 2>/dev/null || fail "cannot create the prefix '$prefix'; choose a folder you can write, e.g. --prefix ~/.local"
[[ -w "$prefix" ]] || fail "cannot write into '$prefix' (permission denied); use sudo or --prefix ~/.local"

swift build -c "$configuration"
bin="$(swift build -c "$configuration" --show-bin-path)"
version="$("$bin/segue" --version | awk '{print $2}')"

# Everything is staged first, so a failure part way leaves the prefix as it was.
staging="$(mktemp -d "$prefix/.segue-install.XXXXXX")"
files="$(mktemp)"
trap 'rm -rf -- "$staging" "$files"' EXIT
install -D -m 755 "$bin/segue" "$staging/bin/segue"
for plugin in "$bin"/libSeguePlugin*.so; do
  install -D -m 644 "$plugin" "$staging/lib/segue/plugins/$(basename "$plugin")"
done
for header in include/segue/*.h; do
  install -D -m 644 "$header" "$staging/include/segue/$(basename "$header")"
done
install -D -m 644 Plugins/exports.map "$staging/share/segue/exports.map"
# The Swift plugin SDK as a package of its own: the same targets as in Package.swift (the C headers,
# the ABI value types, the exported entry and the SDK, and the UIKit layer over it).
sdk="$staging/share/segue/SeguePluginSDK"
install -D -m 644 include/module.modulemap "$sdk/include/module.modulemap"
for header in include/segue/*.h; do install -D -m 644 "$header" "$sdk/include/segue/$(basename "$header")"; done
for source in $(cd Sources && find SegueABIValues SeguePluginSDK SeguePluginSDKEntry UIKitLayer -type f | sort); do
  install -D -m 644 "Sources/$source" "$sdk/Sources/$source"
done
cat > "$sdk/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.1
// Segue's plugin SDK, installed by Scripts/install.sh: what a Swift animator plugin depends on
// (`import SeguePluginSDK` alone), and the UIKit layer a plugin written in UIKit depends on (SegueUIKit).
// `segue plugin new` and `segue plugin import` point new projects here.

import PackageDescription

let package = Package(
    name: "SeguePluginSDK",
    products: [
        .library(name: "SeguePluginSDK", targets: ["SeguePluginSDK"]),
        .library(name: "SegueUIKit", targets: ["SegueUIKit", "UIKit", "QuartzCore", "CoreGraphics"]),
    ],
    targets: [
        .target(name: "SegueABI", path: "include", publicHeadersPath: "."),
        .target(name: "SegueABIValues", dependencies: ["SegueABI"]),
        .target(name: "SeguePluginSDKEntry", dependencies: ["SegueABI"]),
        .target(name: "SeguePluginSDK", dependencies: ["SeguePluginSDKEntry", "SegueABI", "SegueABIValues"]),
        .target(name: "CoreGraphics", path: "Sources/UIKitLayer/CoreGraphics"),
        .target(
            name: "QuartzCore", dependencies: ["CoreGraphics", "SeguePluginSDK"], path: "Sources/UIKitLayer/QuartzCore"),
        .target(
            name: "UIKit", dependencies: ["QuartzCore", "CoreGraphics", "SeguePluginSDK"],
            path: "Sources/UIKitLayer/UIKit"),
        .target(name: "SegueUIKit", dependencies: ["UIKit", "SeguePluginSDK"], path: "Sources/UIKitLayer/SegueUIKit"),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST
mkdir -p "$staging/lib/pkgconfig"
cat > "$staging/lib/pkgconfig/segue-plugin.pc" <<PC
prefix=$prefix
includedir=\${prefix}/include
datadir=\${prefix}/share/segue
plugindir=\${prefix}/lib/segue/plugins

Name: segue-plugin
Description: Headers and the export-list linker flag for Segue animator plugins
Version: $version
Cflags: -I\${includedir}
Libs: -Wl,--version-script=\${datadir}/exports.map
PC

(cd "$staging" && find . -type f | sed 's|^\./||' | sort) > "$files"
while IFS= read -r file; do
  install -D -m "$(stat -c %a "$staging/$file")" "$staging/$file" "$prefix/$file"
done < "$files"
mkdir -p "$prefix/share/segue"
{ cat "$files"; echo "share/segue/install-manifest.txt"; } > "$manifest"
echo "Installed segue $version into $prefix ($(wc -l < "$manifest") files, listed in $manifest)"
echo "Try: $prefix/bin/segue list    C plugins: pkg-config --cflags --libs segue-plugin (PKG_CONFIG_PATH=$prefix/lib/pkgconfig)"
