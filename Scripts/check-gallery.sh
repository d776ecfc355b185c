#!/usr/bin/env bash
# Checks `segue gallery` in a real browser: writes the gallery, loads it in headless Chromium
# scrubbed to 0 %, 50 % and 100 %, takes screenshots, and asserts that the first clip (Cover
# Vertical presenting) shows First's and Second's colours exactly where the recorded trace of
# the same transition puts those views. Usage: Scripts/check-gallery.sh [OUTPUT_DIR]
# (screenshots are kept there; a temporary folder by default). Needs chromium and python3.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z "$browser" ]]; then
  echo "check-gallery: chromium is not installed; install it with: apt-get install -y chromium" >&2
  exit 2
fi
out=${1:-$(mktemp -d)}
mkdir -p "$out"

swift build --product segue >/dev/null
bin=$(swift build --show-bin-path)
"$bin/segue" gallery "$out/gallery.html"
"$bin/segue" run --animator org.segue.cover-vertical --trace "$out/cover-vertical.jsonl" >/dev/null

for fraction in 0 0.5 1; do
  # --virtual-time-budget lets the page's script run before the shot is taken.
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1100,1300 --virtual-time-budget=2000 \
    --screenshot="$out/gallery-$fraction.png" "file://$out/gallery.html#t=$fraction" >/dev/null 2>&1
done

python3 - "$out" <<'PY'
import json, struct, sys, zlib

out = sys.argv[1]

def read_png(path):
    """Decodes an 8-bit, non-interlaced RGB or RGBA PNG into (width, height, rows of pixels)."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    pos, chunks, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR": header = struct.unpack(">IIBBBBB", body)
        if kind == b"IDAT": chunks += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG format in {path}"
    channels = 3 if colour == 2 else 4
    raw, stride, rows, previous = zlib.decompress(chunks), width * channels, [], bytearray(width * channels)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = previous[i], previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, [[tuple(row[x * channels:x * channels + 3]) for x in range(width)] for row in rows]

# The trace of the same transition the first clip shows.
frames = [line for line in map(json.loads, open(f"{out}/cover-vertical.jsonl")) if "frame" in line]
start, end = frames[0]["t"], frames[-1]["t"]
colours = {"First": (59, 120, 217), "Second": (242, 140, 51)}
# GalleryPage's fixed layout: clip 0's picture is at (28, 136), 216 px wide for a 400-point window.
origin_x, origin_y, scale = 28, 136, 216 / frames[0]["views"][0]["frame"][2]

failures = 0
for fraction in ("0", "0.5", "1"):
    target = start + float(fraction) * (end - start)
    frame = [f for f in frames if f["t"] <= target + 1e-9][-1]
    views = {v["name"]: v for v in frame["views"]}
    width, height, pixels = read_png(f"{out}/gallery-{fraction}.png")
    # Probe a column in the middle of the window, every 40 points down.
    for y in range(20, 800, 40):
        expected = "First"
        second = views.get("Second")
        if second and second["alpha"] > 0.99 and second["frame"][1] <= y < second["frame"][1] + second["frame"][3]:
            expected = "Second"
        # Skip probes within 3 points of an edge, where antialiasing blends the two.
        if second and abs(y - second["frame"][1]) < 3: continue
        px, py = round(origin_x + 200 * scale), round(origin_y + y * scale)
        actual = pixels[py][px]
        if any(abs(a - b) > 16 for a, b in zip(actual, colours[expected])):
            print(f"check-gallery: at {fraction} ({frame['t']:.3f} s) point y={y} (pixel {px},{py}) is {actual}, expected {expected} {colours[expected]}")
            failures += 1
    print(f"check-gallery: {fraction}: frame {frame['frame']} at {frame['t']:.3f} s, Second at y={views['Second']['frame'][1] if 'Second' in views else 'absent'}, checked")
sys.exit(1 if failures else 0)
PY
echo "check-gallery: passed; screenshots in $out"
