#!/usr/bin/env bash
# Checks `segue gallery` in a real browser: writes the gallery, loads it in headless Chromium
# scrubbed to 0 %, 50 % and 100 %, takes screenshots, and asserts that the clip of Cover
# Vertical presenting shows First's and Second's colours exactly where the recorded trace of
# the same transition puts those views, and that the last clip (the layer showcase) draws its
# gradient's colours along the card and cuts its masked view to an ellipse. Usage: Scripts/check-gallery.sh [OUTPUT_DIR]
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

# Tall enough for every row of cards (four to a row, 576 px each), so the last clip is on screen.
clips=$(grep -o 'data-clip="' "$out/gallery.html" | wc -l)
height=$(( 136 + (clips + 3) / 4 * 576 + 64 ))
for fraction in 0 0.5 1; do
  # --virtual-time-budget lets the page's script run before the shot is taken.
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --window-size=1100,$height --virtual-time-budget=2000 \
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

import re
html = open(f"{out}/gallery.html").read()

def clip_origin(index):
    """GalleryPage's fixed layout: four cards to a row, clip 0's picture at (28, 136), each card
    256 px right of the last and each row 576 px below the last."""
    return 28 + (index % 4) * 256, 136 + (index // 4) * 576

# The trace of the same transition as the Cover Vertical presentation's clip (cards are in
# animator-name order, so its index is looked up, not assumed).
frames = [line for line in map(json.loads, open(f"{out}/cover-vertical.jsonl")) if "frame" in line]
start, end = frames[0]["t"], frames[-1]["t"]
cover = int(re.search(r'data-clip="(\d+)">\s*<h2>[^<]*</h2><p>org\.segue\.cover-vertical · present', html).group(1))
(origin_x, origin_y), scale = clip_origin(cover), 216 / frames[0]["views"][0]["frame"][2]

def placed(frame):
    """Each view's rectangle in the window (the scene's views are untransformed), its colour and
    effective opacity, in drawing order (the frame's depth-first order; no z positions here)."""
    by_name, out = {}, []
    for v in frame["views"]:
        parent = by_name.get(v.get("superview"))
        x, y = (parent["x"], parent["y"]) if parent else (0, 0)
        alpha = (parent["alpha"] if parent else 1) * v["alpha"]
        shown = (parent["shown"] if parent else True) and not v["hidden"]
        entry = {"name": v["name"], "x": x + v["frame"][0], "y": y + v["frame"][1], "w": v["frame"][2], "h": v["frame"][3],
                 "alpha": alpha, "shown": shown, "colour": tuple(round(c * 255) for c in v["backgroundColor"][:3]), "fill": v["backgroundColor"][3]}
        by_name[v["name"]] = entry
        out.append(entry)
    return out

failures = 0
for fraction in ("0", "0.5", "1"):
    target = start + float(fraction) * (end - start)
    frame = [f for f in frames if f["t"] <= target + 1e-9][-1]
    views = {v["name"]: v for v in frame["views"]}
    rects = placed(frame)
    width, height, pixels = read_png(f"{out}/gallery-{fraction}.png")
    checked = 0
    # Probe a column in the middle of the window, every 40 points down: the topmost view there
    # decides the colour (First, Second, or their tiles, rows and photos).
    for y in range(20, 800, 40):
        x = 200
        under = [r for r in rects if r["shown"] and r["alpha"] > 0 and r["fill"] > 0 and r["x"] <= x < r["x"] + r["w"] and r["y"] <= y < r["y"] + r["h"]]
        if not under: continue
        top = under[-1]
        # Skip probes within 3 points of an edge (antialiasing), on translucent views, and on name labels
        # (white text at each opaque view's centre, at most half its height).
        if any(abs(y - r["y"]) < 3 or abs(y - r["y"] - r["h"]) < 3 for r in under): continue
        if top["alpha"] < 0.99 or top["fill"] < 1: continue
        if any(abs(y - (r["y"] + r["h"] / 2)) < min(40, r["h"] / 2) / 2 + 3 for r in under): continue
        px, py = round(origin_x + x * scale), round(origin_y + y * scale)
        actual = pixels[py][px]
        checked += 1
        if any(abs(a - b) > 16 for a, b in zip(actual, top["colour"])):
            print(f"check-gallery: at {fraction} ({frame['t']:.3f} s) point y={y} (pixel {px},{py}) is {actual}, expected {top['name']} {top['colour']}")
            failures += 1
    if checked < 5:
        print(f"check-gallery: at {fraction} only {checked} probes could be checked"); failures += 1
    print(f"check-gallery: {fraction}: frame {frame['frame']} at {frame['t']:.3f} s, Second at y={views['Second']['frame'][1] if 'Second' in views else 'absent'}, checked")

# The last clip is LayerShowcase: at its end the gradient card (40, 40, 320, 160) fades from red
# at the top to blue at the bottom over a white background, and the masked view (40, 240, 320,
# 160) is green inside its ellipse and shows the grey window outside it (in its corners).
showcase = max(int(i) for i in re.findall(r'data-clip="(\d+)"', html))
sx, sy = clip_origin(showcase)
width, height, pixels = read_png(f"{out}/gallery-1.png")
def mix(a, b, f): return tuple(round(x + (y - x) * f) for x, y in zip(a, b))
red, blue, green, grey = (255, 0, 0), (0, 0, 255), (34, 171, 69), (222, 222, 222)
probes = [
    # Gradient: the colour at a fraction down the card is the stops' mix at that fraction.
    (60, 40 + 160 * f, mix(red, blue, f), f"gradient at {f:.2f}") for f in (0.15, 0.5, 0.85)
] + [
    (120, 320, green, "mask inside, left of the label"), (46, 246, grey, "mask top-left corner (cut away)"), (354, 394, grey, "mask bottom-right corner (cut away)"),
]
for x, y, expected, what in probes:
    px, py = round(sx + x * scale), round(sy + y * scale)
    if py >= height:
        print(f"check-gallery: the showcase is below the screenshot (pixel {px},{py})"); failures += 1; break
    actual = pixels[py][px]
    if any(abs(a - b) > 24 for a, b in zip(actual, expected)):
        print(f"check-gallery: showcase {what}: point ({x},{y}) (pixel {px},{py}) is {actual}, expected {expected}")
        failures += 1
print(f"check-gallery: showcase (clip {showcase}): gradient and mask checked")
sys.exit(1 if failures else 0)
PY
echo "check-gallery: passed; screenshots in $out"
