#!/usr/bin/env python3
"""Large scenes and deep SwiftUI trees (issue 25, docs/RELIABILITY.md "Large scenes").

Writes, for N views or nodes (default 300 000), into DIR:
  flat.scene.json  a window with N subviews {"id":"v000000","frame":[x,y,1,1]}
  flat.json        a two-event trace naming it
  deep.json        a trace whose hosting view holds a SwiftUI tree N nodes deep
  taps.json        a long session: one tap recognizer, N / 15 taps (20 000 taps, 2.9 MB)
  deep.lookin      a Lookin archive (binary keyed archive) 2 N / 3 display items deep
  deep100.lookin   the same, N / 3 deep
  flat.lookin      a Lookin archive whose window holds N / 3 display items side by side
  flat.viewhierarchy  an Xcode view-debugger export (IOS-INPUTS §9) whose window holds N / 3
                   views, each with its frame and bounds
  states.log       a recognizer log (the recorder's `gesturetrace state` lines) of N state
                   changes of 100 recognizers
  chains.txt       a recursive-description dump: a window with N / 300 chains of 100 views
                   (N / 3 views, 100 deep: past the written scene's indentation cap)
  corpus/          flat, deep and taps with their goldens and a why golden, for `check`
then, with --measure BINARY, runs every command on them under /usr/bin/time and prints
each one's peak RSS against the bound 2 x input + 64 MiB (for `check`, of the largest
input it holds at once: one trace and its scene, see docs/DECISIONS.md "check's memory").

  python3 scripts/large-scenes.py DIR [--count N] [--measure .build/release/gesturetrace] [--only COMMAND]

(`--only import` measures the imports alone, without making the `check` corpus.)
"""
import argparse
import os
import plistlib
import shutil
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
    with open(os.path.join(directory, "taps.json"), "w") as f:
        f.write('{"gesturetrace": 1, "scene": {"window": {"id": "w", "frame": [0, 0, 100, 100], '
                '"recognizers": [{"id": "t", "kind": "tap"}]}}, "events": [')
        f.write(", ".join('{"t": %d, "touches": [{"id": 1, "phase": "began", "x": 1, "y": 1}]}, '
                          '{"t": %d.5, "touches": [{"id": 1, "phase": "ended", "x": 1, "y": 1}]}' % (i, i)
                          for i in range(count // 15)))
        f.write("]}\n")
    with open(os.path.join(directory, "deep.lookin"), "wb") as f:
        f.write(lookin_archive(count * 2 // 3))
    with open(os.path.join(directory, "deep100.lookin"), "wb") as f:
        f.write(lookin_archive(count // 3))
    with open(os.path.join(directory, "flat.lookin"), "wb") as f:
        f.write(lookin_archive(count // 3, flat=True))
    write_view_hierarchy(os.path.join(directory, "flat.viewhierarchy"), count // 3)
    with open(os.path.join(directory, "states.log"), "w") as f:
        states = ["possible", "began", "changed", "ended"]
        for i in range(count):
            f.write("2024-05-01 10:22:33.123456+0200 App[42:7] gesturetrace state t=%d.%03d pan%02d %s -> %s\n" % (
                i // 1000, i % 1000, i % 100, states[(i // 100) % 4], states[(i // 100 + 1) % 4]))
    with open(os.path.join(directory, "chains.txt"), "w") as f:
        f.write("<UIWindow: 0x1; frame = (0 0; 390 844); layer = <CALayer: 0x2>>\n")
        address = 16
        for _ in range(count // 300):
            for depth in range(1, 101):
                address += 16
                f.write("   | " * depth + "<UIView: 0x%x; frame = (0 0; 10 10); layer = <CALayer: 0x3>>\n" % address)


def lookin_archive(count, flat=False):
    """A Lookin export (IOS-INPUTS §8) whose window holds a chain of `count` UIViews (the keyed
    archive LookinImporterTests.deepArchive builds), or with `flat` `count` UIViews side by
    side, as a binary property list."""
    UID = plistlib.UID
    objects = ["$null",
               {"$classname": "LookinDisplayItem", "$classes": ["LookinDisplayItem"]},
               {"$classname": "NSArray", "$classes": ["NSArray"]},
               {"$classname": "LookinObject", "$classes": ["LookinObject"]},
               {"NS.objects": [UID(5)], "$class": UID(2)},
               "UIView", "{{0, 0}, {10, 10}}",
               {"classChainList": UID(4), "$class": UID(3)},
               {"$classname": "LookinHierarchyFile", "$classes": ["LookinHierarchyFile"]},
               {"$classname": "LookinHierarchyInfo", "$classes": ["LookinHierarchyInfo"]}]
    first = len(objects) + 2
    objects.append({"hierarchyInfo": UID(len(objects) + 1), "$class": UID(8)})
    objects.append({"1": [UID(first)], "$class": UID(9)})
    if flat:
        # The window, its subitems, then `count` leaves.
        objects.append({"viewObject": UID(7), "frame": UID(6), "subitems": UID(first + 1), "$class": UID(1)})
        objects.append([UID(first + 2 + k) for k in range(count)])
        for _ in range(count):
            objects.append({"viewObject": UID(7), "frame": UID(6), "subitems": UID(0), "$class": UID(1)})
    else:
        for level in range(count):
            item = first + 2 * level
            last = level + 1 == count
            objects.append({"viewObject": UID(7), "frame": UID(6), "subitems": UID(0) if last else UID(item + 1),
                            "$class": UID(1)})
            objects.append([] if last else [UID(item + 2)])
    archive = {"$archiver": "NSKeyedArchiver", "$top": {"root": UID(first - 2)}, "$objects": objects}
    return plistlib.dumps(archive, fmt=plistlib.FMT_BINARY, sort_keys=False)


def write_view_hierarchy(folder, count):
    """An Xcode view-debugger export (IOS-INPUTS §9): the application and its key window in
    `Response_0`, the window's `count` subviews in its child group, and every view's frame and
    bounds as property descriptions (C99 hexadecimal floats) in `Response_1`."""
    responses = os.path.join(folder, "RequestResponses")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(responses)
    with open(os.path.join(folder, "metadata"), "w") as f:
        f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
                '\t<key>DocumentVersion</key>\n\t<string>1</string>\n</dict>\n</plist>\n')
    window = "0x7f0000000000"
    views = ["0x7f%010x" % (0x1000 * (k + 1)) for k in range(count)]
    with open(os.path.join(responses, "Response_0"), "w") as f:
        f.write('{"version": 2, "topLevelGroups": {"com.apple.UIKit.UIApplication": {"groupingID": '
                '"com.apple.UIKit.UIApplication", "debugHierarchyObjects": [{"objectID": "0x7e0000000000", '
                '"className": "UIApplication", "additionalGroups": [{"groupingID": "com.apple.UIKit.UIWindow", '
                '"debugHierarchyObjects": [{"objectID": "%s"}]}]}]}, "com.apple.UIKit.UIWindow": {"groupingID": '
                '"com.apple.UIKit.UIWindow", "debugHierarchyObjects": [{"objectID": "%s", "className": "UIWindow", '
                '"childGroup": {"groupingID": "com.apple.UIKit.UIView", "debugHierarchyObjects": [' % (window, window))
        f.write(",".join('{"objectID": "%s", "className": "UIView"}' % v for v in views))
        f.write("]}}]}}}\n")
    def rect(width, height):
        return '["0x0.0p+0", "0x0.0p+0", "%s", "%s"]' % (float(width).hex(), float(height).hex())
    with open(os.path.join(responses, "Response_1"), "w") as f:
        f.write('{"version": 2, "topLevelGroups": {}, "topLevelPropertyDescriptions": {')
        entries = []
        for v, (w, h) in [(window, (390, 844))] + [(v, (10, 10)) for v in views]:
            for name in ["frame", "bounds"]:
                entries.append('"%s.%s": {"propertyName": "%s", "propertyFormat": "CGf, CGf, CGf, CGf", '
                               '"fetchStatus": 4, "propertyValue": %s}' % (v, name, name, rect(w, h)))
        f.write(",".join(entries))
        f.write("}}\n")


def input_size(path):
    """The bytes of a file, or of every file under a folder (an Xcode export)."""
    if not os.path.isdir(path):
        return os.path.getsize(path)
    return sum(os.path.getsize(os.path.join(d, n)) for d, _, names in os.walk(path) for n in names)


def write_corpus(directory, binary):
    """corpus/: the three traces with their goldens (recorded by `check --update`, so timed
    with it) and a why golden for the long session."""
    corpus = os.path.join(directory, "corpus")
    shutil.rmtree(corpus, ignore_errors=True)
    os.makedirs(corpus)
    for name in ["flat.scene.json", "flat.json", "deep.json", "taps.json"]:
        shutil.copy(os.path.join(directory, name), corpus)
    with open(os.path.join(corpus, "taps.why.golden"), "w") as f:
        f.write("why t\n")
    subprocess.run([binary, "check", "--update=all", "corpus"], cwd=directory, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)


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
    ("taps.json", ["why", "taps.json", "t"]),
    ("taps.json", ["replay", "taps.json"]),
    ("deep.lookin", ["import", "lookin", "deep.lookin", "-o", "lookin.scene.json"]),
    ("deep100.lookin", ["import", "lookin", "deep100.lookin", "-o", "lookin100.scene.json"]),
    ("flat.lookin", ["import", "lookin", "flat.lookin", "-o", "lookin-flat.scene.json"]),
    ("flat.viewhierarchy", ["import", "xcode-viewhierarchy", "flat.viewhierarchy", "-o", "xcode.scene.json"]),
    ("states.log", ["import", "recognizer-log", "states.log", "-o", "states.observed.jsonl"]),
    ("chains.txt", ["import", "recursive-description", "chains.txt", "-o", "chains.scene.json"]),
    ("deep.json", ["check", "corpus"]),
    ("deep.json", ["check", "corpus", "--jobs", "2"]),
    ("deep.json", ["check", "--update=all", "corpus"]),
]


def measure(directory, binary):
    binary = os.path.abspath(binary)
    if any(arguments[0] == "check" for _, arguments in COMMANDS):
        write_corpus(directory, binary)
    print("| command | time | peak RSS | bound 2 × input + 64 MiB | within |")
    print("|---|---|---|---|---|")
    for input_file, arguments in COMMANDS:
        size = input_size(os.path.join(directory, input_file))
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
    parser.add_argument("--only", metavar="COMMAND", help="measure only the commands starting so, e.g. 'why'")
    options = parser.parse_args()
    write_inputs(options.directory, options.count)
    if options.only:
        global COMMANDS
        COMMANDS = [c for c in COMMANDS if " ".join(c[1]).startswith(options.only)]
    if options.measure:
        measure(options.directory, options.measure)
    return 0


if __name__ == "__main__":
    sys.exit(main())
