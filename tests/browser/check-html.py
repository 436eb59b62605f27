#!/usr/bin/env python3
"""check-html.py -- is an HTML report well-formed, and did a browser draw it?

  check-html.py valid FILE.html        strict tag balance (python's html.parser):
                                       every element closed in order, void
                                       elements never closed, one <html>, no
                                       script, no URL fetched
  check-html.py dom DOM.html N         the DOM chromium --dump-dom printed has
                                       at least N <svg> charts with drawn shapes
  check-html.py png FILE.png W H       a PNG of W x H whose pixels are not all
                                       alike (the page drew something)

Exit 0 when the check holds, 1 with the reason on stderr.  The standard
library only (no Pillow), so it runs wherever python3 does.
"""
import re
import struct
import sys
import zlib
from html.parser import HTMLParser

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "source", "track", "wbr"}
# SVG children written self-closed (<rect .../>)
SELF_CLOSED_OK = {"rect", "line", "polyline", "circle", "path"}


class Strict(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.errors, self.count = [], [], {}

    def err(self, msg):
        line, col = self.getpos()
        self.errors.append(f"line {line}, column {col + 1}: {msg}")

    def handle_starttag(self, tag, attrs):
        if "svg" not in self.stack:     # an SVG <title> is the chart's tooltip
            self.count[tag] = self.count.get(tag, 0) + 1
        if tag == "script":
            self.err("a <script> element: the report must need no script")
        for name, value in attrs:
            if name in ("src", "href") and value and re.match(r"(?i)^[a-z]+:", value):
                self.err(f"<{tag} {name}={value!r}>: the report must fetch nothing")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.count[tag] = self.count.get(tag, 0) + 1
        if tag not in VOID and tag not in SELF_CLOSED_OK:
            self.err(f"<{tag}/>: only void and SVG shape elements may close themselves")

    def handle_endtag(self, tag):
        if tag in VOID:
            self.err(f"</{tag}>: a void element has no end tag")
        elif not self.stack:
            self.err(f"</{tag}> closes nothing")
        elif self.stack[-1] != tag:
            self.err(f"</{tag}> where </{self.stack[-1]}> was due")
            if tag in self.stack:
                while self.stack and self.stack.pop() != tag:
                    pass
        else:
            self.stack.pop()


def valid(path):
    text = open(path, encoding="utf-8").read()
    if not text.startswith("<!DOCTYPE html>"):
        return ["no <!DOCTYPE html> first"]
    p = Strict()
    p.feed(text)
    p.close()
    errors = p.errors
    if p.stack:
        errors.append(f"unclosed at the end: {' '.join('<' + t + '>' for t in p.stack)}")
    for tag in ("html", "head", "body", "title"):
        if p.count.get(tag) != 1:
            errors.append(f"{p.count.get(tag, 0)} <{tag}> elements (one expected)")
    if re.search(r"(?i)(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text) and re.search(r"(?i)<(link|img|iframe)", text):
        errors.append("a link or image that may be fetched")
    return errors


def dom(path, n):
    text = open(path, encoding="utf-8", errors="replace").read()
    charts = re.findall(r"<svg[^>]*class=\"chart[^\"]*\"[^>]*>(.*?)</svg>", text, re.S)
    drawn = [c for c in charts if re.search(r"<(rect|polyline|circle)\b", c)]
    if len(drawn) < n:
        return [f"{len(drawn)} drawn <svg> charts in the DOM, {n} expected ({len(charts)} in all)"]
    return []


def png(path, w, h):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return ["not a PNG"]
    pos, idat, ihdr = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            ihdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if not ihdr:
        return ["no IHDR chunk"]
    if (ihdr[0], ihdr[1]) != (w, h):
        return [f"{ihdr[0]}x{ihdr[1]} pixels, {w}x{h} expected"]
    raw = zlib.decompress(idat)
    # rows start with a filter byte; distinct rows tell a blank page from a drawn one
    stride = len(raw) // ihdr[1]
    rows = {raw[i * stride + 1:(i + 1) * stride] for i in range(ihdr[1])}
    if len(rows) < 50:
        return [f"only {len(rows)} distinct pixel rows: the page looks blank"]
    return []


def main(argv):
    if len(argv) >= 3 and argv[1] == "valid":
        errors = valid(argv[2])
    elif len(argv) == 4 and argv[1] == "dom":
        errors = dom(argv[2], int(argv[3]))
    elif len(argv) == 5 and argv[1] == "png":
        errors = png(argv[2], int(argv[3]), int(argv[4]))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for e in errors:
        print(f"{argv[2]}: {e}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
