#!/usr/bin/env python3
"""Large scenes and deep SwiftUI trees (issue 25, docs/RELIABILITY.md "Large scenes").

Writes, for N views or nodes (default 300 000), into DIR:
  flat.scene.json  a window with N subviews {"id":"v000000","frame":[x,y,1,1]}
  flat.json        a two-event trace naming it
  deep.json        a trace whose hosting view holds a SwiftUI tree N nodes deep
then, with --measure BINARY, runs every command on them under /usr/bin/time and prints
each one's peak RSS against the bound 2 x input + 64 MiB.

  python3 scripts/large-scenes.py DIR [--count N] [--measure .build/release/gesturetrace]
"""
import argparse
import os
import subprocess
import sys


def write_inputs(directory, count):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "flat.scene.json"), "w") as f:
        f.write('{"gesturetrace": 1, "window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": [')
        f.write(",".join('{"id":"v%06d","frame":[%d,%d,1,1]}' % (i, i % 390, (i // 390) % 844) for i in range(count)))
        f.write("]}}\n")
    events = ('[{"t": 0, "touches": [{"id": 1, "phase": "began", "x": 10.5, "y": 0.5}]}, '
              '{"t": 0.1, "touches": [{"id": 1, "phase": "ended", "x": 10.5, "y": 0.5}]}]')
    with open(os.path.join(directory, "flat.json"), "w") as f:
        f.write('{"gesturetrace": 1, "scene": "flat.scene.json", "events": %s}\n' % events)
    with open(os.path.join(directory, "deep.json"), "w") as f:
        f.write('{"gesturetrace": 1, "scene": {"window": {"id": "window", "frame": [0, 0, 390, 844], "subviews": '
                '[{"id": "host", "class": "UIHostingView", "frame": [0, 0, 390, 844], "swiftui": ')
        for i in range(count - 1):
            f.write('{"id":"n%06d","frame":[0,0,100,100],"children":[' % i)
        f.write('{"id":"n%06d","frame":[0,0,100,100]}' % (count - 1))
        f.write("]}" * (count - 1))
        f.write('}]}}, "events": %s}\n' % events)


COMMANDS = [
    ("flat.scene.json", ["validate", "flat.scene.json"]),
    ("flat.scene.json", ["replay", "flat.json"]),
    ("flat.scene.json", ["replay", "flat.json", "--format", "jsonl"]),
    ("flat.scene.json", ["hit-test", "flat.scene.json", "10.5", "0.5"]),
    ("flat.scene.json", ["why", "flat.json", "v000010"]),
    ("flat.scene.json", ["report", "flat.json", "-o", "flat.html"]),
    ("flat.scene.json", ["lint", "flat.scene.json"]),
    ("deep.json", ["validate", "deep.json"]),
    ("deep.json", ["replay", "deep.json"]),
    ("deep.json", ["replay", "deep.json", "--format", "jsonl"]),
    ("deep.json", ["hit-test", "deep.json", "10.5", "0.5"]),
    ("deep.json", ["why", "deep.json", "host"]),
    ("deep.json", ["report", "deep.json", "-o", "deep.html"]),
    ("deep.json", ["lint", "deep.json"]),
]


def measure(directory, binary):
    binary = os.path.abspath(binary)
    print("| command | time | peak RSS | bound 2 × input + 64 MiB | within |")
    print("|---|---|---|---|---|")
    for input_file, arguments in COMMANDS:
        size = os.path.getsize(os.path.join(directory, input_file))
        bound = 2 * size / 2**20 + 64
        result = subprocess.run(
            ["/usr/bin/time", "-f", "%e %U %M", binary] + arguments, cwd=directory,
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        wall, user, kb = result.stderr.strip().splitlines()[-1].split()
        rss = int(kb) / 1024
        print("| `%s` | %s s (%s s CPU) | %.1f MiB | %.1f MiB | %s |" % (
            " ".join(arguments), wall, user, rss, bound, "yes" if rss <= bound else "**no**"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("directory")
    parser.add_argument("--count", type=int, default=300_000)
    parser.add_argument("--measure", metavar="BINARY")
    options = parser.parse_args()
    write_inputs(options.directory, options.count)
    if options.measure:
        measure(options.directory, options.measure)
    return 0


if __name__ == "__main__":
    sys.exit(main())
