#!/usr/bin/env bash
# The tree's formatting, checked the way .ci/run checks it:
#   1. `swift format lint --strict` over every tracked Swift file with the checked-in .swift-format
#      (the toolchain's swift-format; `swift format format -i FILE` fixes most of what it reports);
#   2. no line of a tracked .swift, .c or .h file longer than 120 columns (characters, as an editor
#      counts them). swift-format cannot break a string literal or a comment, so this catches what
#      it leaves: split a string with `+` or with a trailing `\` inside a multi-line literal (the
#      value must stay byte for byte the same), rewrap a comment.
# Frozen files are left as they are: Fixtures/Support/abi-1.0 and abi-1.1 are the ABI 1.0 and 1.1
# headers exactly as released, which fixtures are compiled against to stand for older plugin binaries.
# Prints one line per problem (file:line and what to do), then the counts; exits 1 on any problem.
# Usage: Scripts/check-format.sh (from anywhere in the repository).
set -euo pipefail
export LC_ALL=C.UTF-8
cd "$(dirname "$0")/.."

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
  export PATH=/opt/swift/usr/bin:$PATH
fi

limit=120
frozen='^Fixtures/Support/abi-1\.[01]/'

# Tracked files when this is a git checkout (a fresh clone in CI), else every file on disk
# outside build folders.
list() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -- "$@"
  else
    local patterns=()
    for pattern in "$@"; do patterns+=(-o -name "$pattern"); done
    find . \( -name .build -o -name .git \) -prune -o -type f \( -false "${patterns[@]}" \) -print | sed 's|^\./||'
  fi
}

mapfile -t swift_files < <(list '*.swift' | grep -Ev "$frozen" || true)
mapfile -t long_files < <(list '*.swift' '*.c' '*.h' | grep -Ev "$frozen" || true)

# 1. swift-format's lint: its warnings are file:line:column: warning: [Rule] message.
lint_output="$(mktemp)"
trap 'rm -f "$lint_output"' EXIT
lint_status=0
swift format lint --strict --parallel --configuration .swift-format "${swift_files[@]}" 2>"$lint_output" || lint_status=$?
lint_count=$(grep -c ': \(warning\|error\): ' "$lint_output" || true)
if ((lint_status != 0)); then
  sed 's/$/  (fix: swift format format -i FILE)/' "$lint_output" >&2
  ((lint_count > 0)) || lint_count=1
fi

# 2. Lines over the limit, counted in characters (a UTF-8 locale makes grep count characters,
# not bytes).
long_count=0
while IFS= read -r hit; do
  file=${hit%%:*}
  rest=${hit#*:}
  line=${rest%%:*}
  text=${rest#*:}
  if [[ $file == *.swift ]]; then
    hint='rewrap the comment, split the string with + (or a trailing \ in a multi-line literal), or break the code'
  else
    hint='rewrap the comment, split the string into adjacent literals, or break the code'
  fi
  echo "${file}:${line}: line is ${#text} columns, over ${limit}; ${hint}" >&2
  long_count=$((long_count + 1))
done < <(LC_ALL=C.UTF-8 grep -HnE "^.{$((limit + 1)),}" "${long_files[@]}" || true)

echo "check-format: ${#swift_files[@]} Swift files linted, ${lint_count} lint findings;" \
  "${#long_files[@]} .swift/.c/.h files read, ${long_count} lines over ${limit} columns"
if ((lint_count > 0 || long_count > 0)); then
  echo "check-format: FAILED (see above; README.md, Formatting, says how to fix)" >&2
  exit 1
fi
