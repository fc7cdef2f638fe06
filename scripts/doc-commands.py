#!/usr/bin/env python3
"""Runs every shell command that README.md and the docs show, verbatim (issue 24).

Every fenced ```sh block of README.md, docs/**/*.md, traces/**/*.md and Examples/**/*.md is
split into commands (a line, with its backslash continuations; a `for … done` loop is one
command; comment lines are skipped) and each is run with bash, in a temporary copy of the
checkout's files, with the built `gesturetrace` first on PATH (`swift run …` runs in the
checkout itself, already built). README.md's and the top-level
docs' commands run at the copy's root, a docs/examples/<name>/README.md's in its own folder, as
their text assumes. A command must exit 0, or with a status listed for it in EXPECTED_STATUS.

Some commands cannot run here: they name a file of the reader's own (PLACEHOLDERS), build or
measure for minutes, or run the test suite that .ci/run runs anyway (NOT_RUN). Each is listed
with its reason. Any other command that fails, fails this script, so a doc command that stops
working (a renamed option, a moved file) is caught.

usage: scripts/doc-commands.py [--bin DIR]   (default: `swift build --show-bin-path`)
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Files the docs name as the reader's own recordings and dumps: a command naming one (as a
# separate word) is listed, not run.
PLACEHOLDERS = {
    "README.md": ["Feed_ios17_11270014.lookin", "Feed.viewhierarchy", "dump.txt", "gr.txt", "vc.txt", "log.txt",
                  "scene.json", "trace.json"],
    "docs/RECORDER.md": ["photo-bug.json", "console.log"],
    "docs/REPORT.md": ["recording.json"],
    # The benchmark sessions it generates (`--keep`) and the binary to time, named by the reader.
    "docs/PERFORMANCE.md": ["s1000.json", "s10000.json", "BIN"],
}

# Commands not run, by a regular expression on the command, with the reason.
NOT_RUN = [
    (r"^(GESTURETRACE_UPDATE=1 )?swift test\b", "the test suite: .ci/run runs it before this script"),
    (r"^swift package\b.*gesturetrace-check", "the SwiftPM plugin: builds the package again (scripts/check-as-dependency.sh exercises it)"),
    (r"^make install\b", "a release build of several minutes; `make -n install` is checked instead"),
    (r"^scripts/bench\.sh\b", "a benchmark: minutes of measurement"),
    (r"^scripts/memory\.sh\b", "a measurement: a release build, then minutes of replays under /usr/bin/time"),
    (r"^swift run -c release gesturetrace-benchmark\b", "a release build of the benchmark"),
    (r"^(\w+=(\"[^\"]*\"|\S+) )*fuzz/run\.sh\b", "fuzzing: runs for minutes to hours, needs a fuzzing toolchain"),
]

# Commands whose documented exit status is not 0.
EXPECTED_STATUS = [
    (r"^gesturetrace lint docs/examples/lookin-feed/feed\.scene\.json$", {1}),  # warnings: exit 1
]


def doc_files():
    files = ["README.md"]
    for pattern in ["docs/**/*.md", "traces/**/*.md", "Examples/**/*.md"]:
        files += sorted(glob.glob(pattern, root_dir=ROOT, recursive=True))
    return files


def commands(text):
    """The commands of the file's ```sh blocks, in order."""
    for block in re.finditer(r"^```(?:sh|bash|shell)\n(.*?)^```", text, re.S | re.M):
        lines = block.group(1).split("\n")
        i = 0
        while i < len(lines):
            line = lines[i]
            i += 1
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            command = line
            while command.endswith("\\") and i < len(lines):
                command = command + "\n" + lines[i]
                i += 1
            if re.match(r"\s*for\b", command):
                while not re.match(r"\s*done\b", lines[i - 1]) and i < len(lines):
                    command += "\n" + lines[i]
                    i += 1
            yield command


def strip_comment(command):
    """The command without a trailing `# …` comment (for matching only; bash runs it whole)."""
    return re.sub(r"\s+#.*$", "", command.split("\n")[0]).strip() if "\n" not in command else command.strip()


def main():
    bin_dir = None
    if len(sys.argv) == 3 and sys.argv[1] == "--bin":
        bin_dir = os.path.abspath(sys.argv[2])
    elif len(sys.argv) != 1:
        sys.exit(__doc__)
    if bin_dir is None:
        bin_dir = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout.strip()
    if not os.access(os.path.join(bin_dir, "gesturetrace"), os.X_OK):
        sys.exit(f"doc-commands: no built gesturetrace in {bin_dir}; run swift build first")

    copy = tempfile.mkdtemp(prefix="gesturetrace-doc-commands.")
    try:
        tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, check=True,
                                 capture_output=True).stdout.split(b"\0")
        for name in (n.decode() for n in tracked if n):
            source = os.path.join(ROOT, name)
            if not os.path.isfile(source):
                continue
            target = os.path.join(copy, name)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copy2(source, target)
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""))
        ran = skipped = 0
        failures = []
        for doc in doc_files():
            text = open(os.path.join(ROOT, doc), encoding="utf-8").read()
            folder = os.path.dirname(doc) if doc.startswith("docs/examples/") else ""
            for command in commands(text):
                key = strip_comment(command)
                placeholder = next((p for p in PLACEHOLDERS.get(doc, [])
                                    if re.search(r"(^|\s)" + re.escape(p) + r"(\s|$)", key)), None)
                reason = (f"names the reader's own file {placeholder}" if placeholder else
                          next((r for pattern, r in NOT_RUN if re.search(pattern, key)), None))
                if reason:
                    print(f"  not run  {doc}: {key.splitlines()[0]}  ({reason})")
                    skipped += 1
                    continue
                allowed = next((s for pattern, s in EXPECTED_STATUS if re.search(pattern, key)), {0})
                # `swift run` builds: it runs in the checkout itself, already built, where the
                # commands the docs give it (a replay) write nothing.
                where = ROOT if key.startswith("swift run ") else os.path.join(copy, folder)
                result = subprocess.run(["bash", "-c", command], cwd=where, env=env,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
                ran += 1
                if result.returncode in allowed:
                    print(f"  ok       {doc}: {key.splitlines()[0]}")
                else:
                    failures.append(f"{doc}: {key}\n    exit {result.returncode}: {result.stderr.strip()[:400]}")
                    print(f"  FAILED   {doc}: {key.splitlines()[0]} (exit {result.returncode})")
        # The Makefile's install recipe, without building.
        make = subprocess.run(["make", "-n", "install", "PREFIX=" + os.path.join(copy, "prefix")], cwd=copy,
                              env=env, capture_output=True, text=True)
        if make.returncode != 0:
            failures.append(f"Makefile: make -n install\n    exit {make.returncode}: {make.stderr.strip()[:400]}")
        print(f"doc-commands: {ran} run, {skipped} not run (listed above), {len(failures)} failed")
        for failure in failures:
            print("FAILED " + failure, file=sys.stderr)
        return 1 if failures else 0
    finally:
        shutil.rmtree(copy, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
