#!/usr/bin/env python3
"""Differential test: a reference gesturetrace binary against a candidate one.

Why: changes to decoding or replay (docs/PERFORMANCE.md) must not change any output or any
error. Golden files cover the curated corpus; this covers everything else cheaply:

1. Valid inputs: every traces/**/*.json and docs/examples/*.json, plus any extra files given
   with --extra (e.g. generated benchmark sessions), replayed with --format jsonl and text.
2. Invalid inputs: a fixed-seed set of mutations of the corpus traces (truncation, byte
   deletion/duplication, invalid UTF-8, numbers turned into strings, top-level keys
   reordered, events moved before the scene, backwards times, unknown keys, duplicate
   `began`s, …), replayed with --format jsonl.
3. With --verify: every corpus file and extra file replayed with --verify --format jsonl
   (the invariant checker's findings and its summary line).

For each case, stdout, stderr and the exit status must be byte-identical. Mutants are written
next to copies of their originals (in a temporary tree that also holds the scene files), so
relative scene paths still resolve. Exit status 0 when everything matches, 1 otherwise.

Usage: scripts/differential.py --ref REF_BIN --new NEW_BIN [--per-file 12] [--seed 1]
                               [--extra FILE ...] [--keep DIR] [--verify]
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpus():
    files = []
    for base in ("traces", os.path.join("docs", "examples")):
        for dirpath, _, names in os.walk(os.path.join(ROOT, base)):
            for name in sorted(names):
                if name.endswith(".json"):
                    files.append(os.path.relpath(os.path.join(dirpath, name), ROOT))
    return sorted(files)


def run(binary, args, cwd):
    p = subprocess.run([binary] + args, cwd=cwd, capture_output=True, timeout=600)
    return p.returncode, p.stdout, p.stderr


# MARK: Mutations. Each takes (bytes, rng) and returns new bytes (or None when not applicable).

def truncate(b, r):
    return b[: r.randrange(0, len(b))] if b else None


def delete_byte(b, r):
    if not b:
        return None
    k = r.randrange(len(b))
    return b[:k] + b[k + 1:]


def duplicate_byte(b, r):
    if not b:
        return None
    k = r.randrange(len(b))
    return b[:k] + b[k:k + 1] + b[k:]


def invalid_utf8(b, r):
    k = r.randrange(len(b) + 1)
    bad = r.choice([b"\xff", b"\xc0\xaf", b"\xed\xa0\x80", b"\x80", b"\xe2\x82"])
    return b[:k] + bad + b[k:]


def replace_byte(b, r):
    if not b:
        return None
    k = r.randrange(len(b))
    c = r.choice(b'{}[]:,"\\0123456789-.eE tfn\n\x00\x1f')
    return b[:k] + bytes([c]) + b[k + 1:]


NUMBER = re.compile(rb"(?<=[:\[,\s])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?=[,\]\}\s])")


def number_to_string(b, r):
    ms = list(NUMBER.finditer(b))
    if not ms:
        return None
    m = r.choice(ms)
    return b[:m.start()] + b'"' + m.group(0) + b'"' + b[m.end():]


def number_change(b, r):
    ms = list(NUMBER.finditer(b))
    if not ms:
        return None
    m = r.choice(ms)
    new = r.choice([b"-1", b"0", b"1e300", b"1e9", b"2.5", b"-0.001", b"1e999", b"01", b"99999999999999999999"])
    return b[:m.start()] + new + b[m.end():]


def string_change(b, r):
    ms = list(re.finditer(rb'"(began|moved|ended|cancelled|stationary|t|x|y|id|phase|touches|interrupt|force|radius|points)"', b))
    if not ms:
        return None
    m = r.choice(ms)
    new = r.choice([b'"begn"', b'"_c"', b'"stationary"', b'"ended"', b'"began"', b'"T"', b'"toches"', b'"\\u0074"', b'"x"'])
    return b[:m.start()] + new + b[m.end():]


def parsed(b):
    try:
        return json.loads(b.decode("utf-8"))
    except Exception:
        return None


# Set while the compact copies are mutated (--compact): mutants re-written from their parsed
# document keep the compact events.
COMPACT = False


def dump(doc):
    return dump_compact(doc) if COMPACT else json.dumps(doc, indent=1).encode()


def dump_compact(doc):
    """`doc` with its events one a line and written as a recorder writes them, with no space
    (`{"t":0.5,"touches":[{"id":1,"phase":"began","x":1,"y":2}]}`): the form the fused event
    decoder reads by whole words (FusedEventDecoder.compactElement, issue 28 item 4 rounds 6 and 8),
    which no corpus trace uses. The rest of the document is written as `dump` writes it."""
    if not isinstance(doc, dict) or not isinstance(doc.get("events"), list):
        return json.dumps(doc, separators=(",", ":")).encode()
    parts = []
    for key, value in doc.items():
        if key == "events":
            body = ",\n".join(json.dumps(e, separators=(",", ":")) for e in value)
            parts.append(json.dumps(key) + ": [\n" + body + "\n]")
        else:
            parts.append(json.dumps(key) + ": " + json.dumps(value, indent=1))
    return ("{\n" + ",\n".join(parts) + "\n}").encode()


def reorder_top(b, r):
    d = parsed(b)
    if not isinstance(d, dict) or len(d) < 2:
        return None
    items = list(d.items())
    r.shuffle(items)
    return dump(dict(items))


def events_first(b, r):
    d = parsed(b)
    if not isinstance(d, dict) or "events" not in d:
        return None
    items = [("events", d["events"])] + [(k, v) for k, v in d.items() if k != "events"]
    return dump(dict(items))


def events_list(d):
    if isinstance(d, dict) and isinstance(d.get("events"), list) and d["events"]:
        return d["events"]
    return None


def on_events(minimum=1):
    """A mutation of the `events` array: the wrapped function gets the parsed document and its
    events list (at least `minimum` long), and the mutant is skipped (None) otherwise."""
    def wrap(mutate):
        def mutation(b, r):
            d = parsed(b)
            ev = events_list(d)
            if not ev or len(ev) < minimum:
                return None
            return mutate(d, ev, r)
        mutation.__name__ = mutate.__name__
        return mutation
    return wrap


@on_events(minimum=2)
def backwards_time(d, ev, r):
    k = r.randrange(1, len(ev))
    if isinstance(ev[k], dict) and isinstance(ev[k - 1], dict) and isinstance(ev[k - 1].get("t"), (int, float)):
        ev[k]["t"] = ev[k - 1]["t"] - 0.5
    return dump(d)


def unknown_key(b, r):
    d = parsed(b)
    ev = events_list(d)
    target = d
    if ev and r.random() < 0.7:
        e = r.choice(ev)
        target = e
        if isinstance(e, dict) and e.get("touches") and r.random() < 0.5:
            target = r.choice(e["touches"])
    if not isinstance(target, dict):
        return None
    target[r.choice(["touchs", "tt", "phse", "ids", "scene", "_note", "sceen", "events"])] = 1
    return dump(d)


@on_events()
def duplicate_began(d, ev, r):
    k = r.randrange(len(ev))
    e = ev[k]
    if not isinstance(e, dict) or not e.get("touches"):
        return None
    t = dict(e["touches"][0])
    t["phase"] = "began"
    ev.insert(k + 1, {"t": e.get("t", 0), "touches": [t]})
    return dump(d)


@on_events()
def duplicate_touch(d, ev, r):
    e = r.choice(ev)
    if not isinstance(e, dict) or not e.get("touches"):
        return None
    e["touches"].append(dict(e["touches"][0]))
    return dump(d)


@on_events()
def drop_event(d, ev, r):
    del ev[r.randrange(len(ev))]
    return dump(d)


@on_events()
def interrupt_with_touches(d, ev, r):
    e = r.choice(ev)
    if not isinstance(e, dict):
        return None
    e["interrupt"] = r.choice([True, True, False, 1])
    return dump(d)


@on_events()
def drop_key(d, ev, r):
    if r.random() < 0.3:
        key = r.choice(list(d.keys()))
        del d[key]
        return dump(d)
    e = r.choice(ev)
    if isinstance(e, dict) and e.get("touches") and r.random() < 0.7:
        t = r.choice(e["touches"])
        if isinstance(t, dict) and t:
            del t[r.choice(list(t.keys()))]
    elif isinstance(e, dict) and e:
        del e[r.choice(list(e.keys()))]
    return dump(d)


def duplicate_key_text(b, r):
    ms = list(re.finditer(rb'"(t|x|y|id|phase|events|scene|name)"\s*:', b))
    if not ms:
        return None
    m = r.choice(ms)
    return b[:m.start()] + m.group(0) + b"1," + b[m.start():]


@on_events()
def deep_nest(d, ev, r):
    e = r.choice(ev)
    if not isinstance(e, dict):
        return None
    e["_deep"] = json.loads("[" * 50 + "]" * 50)
    return dump(d)


@on_events(minimum=2)
def swap_events(d, ev, r):
    i, j = r.randrange(len(ev)), r.randrange(len(ev))
    ev[i], ev[j] = ev[j], ev[i]
    return dump(d)


def events_not_array(b, r):
    d = parsed(b)
    if not isinstance(d, dict) or "events" not in d:
        return None
    d["events"] = r.choice([1, "events", None, {}, {"t": 0}, True])
    return dump(d)


def escaped_events_key(b, r):
    if b'"events"' not in b:
        return None
    return b.replace(b'"events"', r.choice([b'"\\u0065vents"', b'"event\\u0073"']), 1)


def add_strokes(b, r):
    d = parsed(b)
    if not isinstance(d, dict):
        return None
    t = r.choice([0, 0.1, 0.5, 1, 2])
    d["strokes"] = [{"id": r.choice([1, 9, "s"]), "points": [[t, 10, 10], [t + 0.05, 12, 11], [t + 0.1, 14, 12]]}]
    return dump(d)


MUTATIONS = [events_not_array, escaped_events_key, add_strokes, truncate, delete_byte, duplicate_byte, invalid_utf8, replace_byte, number_to_string,
             number_change, string_change, reorder_top, events_first, backwards_time, unknown_key,
             duplicate_began, duplicate_touch, drop_event, interrupt_with_touches, drop_key,
             duplicate_key_text, deep_nest, swap_events]


def compare(ref, new, args, cwd, label):
    a = run(ref, args, cwd)
    b = run(new, args, cwd)
    if a == b:
        return None
    what = [n for n, x, y in zip(("exit status", "stdout", "stderr"), a, b) if x != y]
    return f"{label}: {' and '.join(what)} differ (ref exit {a[0]}, new exit {b[0]})\n  ref stderr: {a[2][:300]!r}\n  new stderr: {b[2][:300]!r}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ref", required=True)
    ap.add_argument("--new", required=True)
    ap.add_argument("--per-file", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--extra", nargs="*", default=[])
    ap.add_argument("--keep")
    ap.add_argument("--jobs", type=int, default=2)
    # Also `replay --verify` (jsonl) of every corpus file and extra session: the invariant
    # checker's findings and its "verified" line (issue 28 item 4, round 5).
    ap.add_argument("--verify", action="store_true")
    # Also a compact copy of every corpus trace (`dump_compact`), replayed and mutated like the
    # originals, and mutants of the --extra sessions (issue 28 item 4, round 6).
    ap.add_argument("--compact", action="store_true")
    o = ap.parse_args()
    ref, new = os.path.abspath(o.ref), os.path.abspath(o.new)

    work = o.keep or tempfile.mkdtemp(prefix="gt-diff-")
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    for base in ("traces", os.path.join("docs", "examples")):
        shutil.copytree(os.path.join(ROOT, base), os.path.join(tree, base))

    jobs = []  # (args, label)
    files = corpus()
    for f in files:
        for fmt in ("jsonl", "text"):
            jobs.append((["replay", "--format", fmt, f], f"{f} ({fmt})"))
    for f in o.extra:
        p = os.path.abspath(f)
        for fmt in ("jsonl", "text"):
            jobs.append((["replay", "--format", fmt, p], f"{f} ({fmt})"))
    if o.verify:
        for f in files + [os.path.abspath(f) for f in o.extra]:
            jobs.append((["replay", "--verify", "--format", "jsonl", f], f"{f} (jsonl --verify)"))

    global COMPACT
    # (file to mutate, where its mutants go in the tree, whether they keep compact events)
    sources = [(os.path.join(ROOT, f), f, False) for f in files if not f.endswith(".scene.json")]
    if o.compact:
        for f in files:
            if f.endswith(".scene.json"):
                continue
            with open(os.path.join(ROOT, f), "rb") as h:
                d = parsed(h.read())
            if events_list(d) is None:
                continue
            rel = os.path.join(os.path.dirname(f), "compact-" + os.path.basename(f))
            with open(os.path.join(tree, rel), "wb") as h:
                h.write(dump_compact(d))
            sources.append((os.path.join(tree, rel), rel, True))
            for fmt in ("jsonl", "text"):
                jobs.append((["replay", "--format", fmt, rel], f"{rel} ({fmt})"))
        for f in o.extra:
            p = os.path.abspath(f)
            # The mutants of an extra session are written beside the corpus' top folder.
            sources.append((p, os.path.join("traces", os.path.basename(f)), True))

    rng = random.Random(o.seed)
    mutants = 0
    seen = set()
    for path, target, COMPACT in sources:
        with open(path, "rb") as h:
            original = h.read()
        for k in range(o.per_file):
            m = MUTATIONS[(k + rng.randrange(len(MUTATIONS))) % len(MUTATIONS)]
            out = m(original, rng)
            if out is None or out == original:
                out = truncate(original, rng)
            digest = hashlib.sha1(out).hexdigest()
            if digest in seen:
                continue
            seen.add(digest)
            rel = os.path.join(os.path.dirname(target), f"mut-{k:03d}-{m.__name__}-{os.path.basename(target)}")
            with open(os.path.join(tree, rel), "wb") as h:
                h.write(out)
            jobs.append((["replay", "--format", "jsonl", rel], rel))
            mutants += 1

    failures = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=o.jobs) as pool:
        for result in pool.map(lambda j: compare(ref, new, j[0], tree, j[1]), jobs):
            if result:
                failures.append(result)
    for line in failures[:40]:
        print(line)
    print(f"differential: {len(jobs)} cases ({len(files)} corpus files, {len(o.extra)} extra, "
          f"{mutants} mutants), {len(failures)} differ")
    if not o.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
