#!/usr/bin/env python3
"""Checks for the browser test (scripts/browser-test.sh), standard library only.

  report_check.py png FILE [--color RRGGBB ...]
      Decodes the PNG (zlib + scanline filters, 8-bit RGB/RGBA) and fails unless it is far
      from blank: many distinct colours, a fair share of non-white pixels, and every --color
      present (the report's own fills, which only appear if the SVG was drawn).

  report_check.py dom FILE [--js on|off] [--label TEXT ...] [--folded TEXT ...] [--sequences N]
      Parses a `chromium --dump-dom` and fails unless it holds the three sections, a lane
      label and a lane for every --label, drawn marks, and frame rows the links point to.
      Every --folded responder must appear only folded into a hit view's lane label (`+ name`),
      never as a lane of its own. With --sequences N the page must hold the touch-sequences
      section with N sequence views (`#seq-1` …), each with its own lanes, every sequence link
      on the session's timeline must land on one, and the scene file must be named.
      With --js on the zoom buttons must have been revealed by the script; with --js off they
      must still be hidden (the page is complete without them).

  report_check.py zoom FILE
      For a dumped page whose test hook clicked the zoom-in button: the lanes SVG must be twice
      its initial width (`data-width`), as recorded by the hook in `<body data-zoomed>`.
"""
import re
import struct
import sys
import zlib
from html.parser import HTMLParser


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def decode_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path}: not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    if header is None:
        fail(f"{path}: no IHDR")
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        fail(f"{path}: unsupported PNG (depth {depth}, colour type {color}, interlace {interlace})")
    bpp = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind = raw[start]
        line = bytearray(raw[start + 1:start + 1 + stride])
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, bpp, rows


def check_png(path, colors):
    width, height, bpp, rows = decode_png(path)
    seen = set()
    non_white = 0
    for row in rows:
        for x in range(0, len(row), bpp):
            pixel = row[x:x + 3]
            seen.add(pixel)
            if pixel != b"\xff\xff\xff":
                non_white += 1
    share = non_white / float(width * height)
    print(f"{path}: {width}x{height}, {len(seen)} colours, {share:.1%} non-white")
    if len(seen) < 40:
        fail(f"{path}: only {len(seen)} distinct colours; the page looks blank")
    if share < 0.03:
        fail(f"{path}: only {share:.1%} of the pixels are not white; the page looks blank")
    for hex_color in colors:
        want = bytes.fromhex(hex_color)
        if want not in seen:
            fail(f"{path}: colour #{hex_color} never drawn (the SVG did not render?)")


class DomScan(HTMLParser):
    """Collects what the checks need from the dumped DOM."""

    def __init__(self):
        super().__init__()
        self.ids = set()
        self.lanes = set()
        self.labels = []
        self.links = set()
        self.uses = 0
        self.zoom_hidden = None
        self.seq_links = set()
        self.sequence_views = []
        self.sequence_lanes = {}
        self.captions = []
        self.titles = []
        self._in_title = False
        self._title = []
        self.scene_file = False
        self._in_caption = False
        self._in_scene_file = False
        self._in_label = False
        self._text = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if "id" in a:
            self.ids.add(a["id"])
        if a.get("id") == "zoom":
            self.zoom_hidden = "hidden" in a
        if tag == "g" and "lane" in classes and "data-id" in a:
            lane = a.get("data-lane") or ""
            if lane.startswith("s") and "-" in lane:
                key = lane.split("-", 1)[0]
                self.sequence_lanes[key] = self.sequence_lanes.get(key, 0) + 1
            else:
                self.lanes.add(a["data-id"])
        if tag == "div" and "sequence" in classes and (a.get("id") or "").startswith("seq-"):
            self.sequence_views.append(a["id"])
        if tag == "title":
            self._in_title, self._title = True, []
        if tag == "text" and "caption" in classes:
            self._in_caption, self._text = True, []
        if tag == "p" and "scene-file" in classes:
            self._in_scene_file = True
        if tag == "text" and "id" in classes:
            self._in_label, self._text = True, []
        href = a.get("href") or ""
        if tag == "a" and href.startswith("#frame-"):
            self.links.add(href[1:])
        if tag == "a" and href.startswith("#seq-"):
            self.seq_links.add(href[1:])
        if tag == "use":
            self.uses += 1

    def handle_endtag(self, tag):
        if tag == "text" and self._in_label:
            self.labels.append("".join(self._text))
            self._in_label = False
        if tag == "text" and self._in_caption:
            self.captions.append("".join(self._text))
            self._in_caption = False
        if tag == "p":
            self._in_scene_file = False
        if tag == "title" and self._in_title:
            self.titles.append("".join(self._title))
            self._in_title = False

    def handle_data(self, data):
        if self._in_label or self._in_caption:
            self._text.append(data)
        if self._in_title:
            self._title.append(data)
        if self._in_scene_file and data.strip():
            self.scene_file = True


def check_dom(path, js, labels, folded=(), sequences=None):
    scan = DomScan()
    scan.feed(open(path, encoding="utf-8").read())
    for section in ("scene", "timeline", "frames"):
        if section not in scan.ids:
            fail(f"{path}: section #{section} missing")
    for label in labels:
        if label not in scan.lanes:
            fail(f"{path}: no lane for '{label}' (lanes: {sorted(scan.lanes)})")
        if label not in scan.labels:
            fail(f"{path}: no lane label '{label}' (labels: {scan.labels})")
    if scan.uses == 0:
        fail(f"{path}: no marks on the timeline")
    dangling = sorted(link for link in scan.links if link not in scan.ids)
    if not scan.links or dangling:
        fail(f"{path}: frame links {len(scan.links)}, dangling {dangling[:5]}")
    for name in folded:
        if name in scan.lanes:
            fail(f"{path}: '{name}' has a lane of its own; it should be folded into the hit view's lane")
        folded_in = [t for t in scan.titles if " + " in t]
        if not any(("+ " + name) in t or (", " + name) in t for t in folded_in):
            fail(f"{path}: '{name}' is not named as folded in any lane label (folded: {folded_in[:8]})")
    if sequences is not None:
        if "sequences" not in scan.ids:
            fail(f"{path}: section #sequences missing")
        if len(scan.sequence_views) != sequences:
            fail(f"{path}: {len(scan.sequence_views)} sequence views, expected {sequences}")
        for view in scan.sequence_views:
            key = "s" + view.split("-", 1)[1]
            if scan.sequence_lanes.get(key, 0) == 0:
                fail(f"{path}: sequence view #{view} has no lanes of its own")
        missing = sorted(link for link in scan.seq_links if link not in scan.ids)
        if not scan.seq_links or missing:
            fail(f"{path}: sequence links {len(scan.seq_links)}, dangling {missing[:5]}")
        if not scan.scene_file:
            fail(f"{path}: the header does not name the scene")
    if scan.zoom_hidden is None:
        fail(f"{path}: no zoom bar")
    if js == "on" and scan.zoom_hidden:
        fail(f"{path}: the script did not run (zoom bar still hidden)")
    if js == "off" and not scan.zoom_hidden:
        fail(f"{path}: the zoom bar shows without JavaScript")
    print(f"{path}: {len(scan.lanes)} lanes, {scan.uses} marks, {len(scan.links)} frame links, js {js}: ok")


def check_zoom(path):
    text = open(path, encoding="utf-8").read()
    base = re.search(r'<svg class="tl-lanes"[^>]*data-width="(\d+)"', text)
    zoomed = re.search(r'data-zoomed="(\d+)"', text)
    if not base or not zoomed:
        fail(f"{path}: no lanes SVG or no zoom result (did the script run?)")
    if int(zoomed.group(1)) != 2 * int(base.group(1)):
        fail(f"{path}: zoom in gave width {zoomed.group(1)}, expected {2 * int(base.group(1))}")
    print(f"{path}: zoom in {base.group(1)} -> {zoomed.group(1)} px: ok")


def main(argv):
    if len(argv) < 3:
        fail(__doc__)
    mode, path, rest = argv[1], argv[2], argv[3:]
    options = {"--color": [], "--label": [], "--js": ["on"], "--folded": [], "--sequences": []}
    key = None
    for item in rest:
        if item in options:
            key = item
            if key == "--js":
                options[key] = []
        elif key is None:
            fail(f"unexpected argument {item!r}")
        else:
            options[key].append(item)
    if mode == "png":
        check_png(path, options["--color"])
    elif mode == "zoom":
        check_zoom(path)
    elif mode == "dom":
        sequences = int(options["--sequences"][-1]) if options["--sequences"] else None
        check_dom(path, options["--js"][-1] if options["--js"] else "on", options["--label"], options["--folded"],
                  sequences)
    else:
        fail(f"unknown mode {mode!r}")


if __name__ == "__main__":
    main(sys.argv)
