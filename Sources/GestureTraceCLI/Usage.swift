/// The help texts, laid out as swift-argument-parser prints them (OVERVIEW, USAGE, ARGUMENTS,
/// OPTIONS, SUBCOMMANDS), written by hand because the package has no dependencies.
enum Usage {
    static let version = "gesturetrace 0.1.0"

    struct Command {
        var name: String?
        var abstract: String
        var discussion: String?
        var usage: String
        var arguments: [(String, String)] = []
        var options: [(String, String)] = []
        var subcommands: [(String, String)] = []
        /// Further tables after OPTIONS, such as import's FORMATS: a title and its rows.
        var sections: [(title: String, rows: [(String, String)])] = []
    }

    /// The root help. Its subcommand list is `all`'s names and abstracts, so a new command is
    /// listed once it is in `all` (`why` was missing from a hand-kept list; issue 24 item 4).
    static let root = Command(
        name: nil,
        abstract: "Replay touch traces through a model of UIKit's hit testing and gesture recognizers.",
        usage: "gesturetrace <subcommand>",
        options: [
            ("-v, --version", "Show the version."),
            ("-h, --help", "Show help information."),
        ],
        subcommands: all.compactMap { command in command.name.map { ($0, command.abstract) } })

    static let replay = Command(
        name: "replay",
        abstract: "Replay a trace and print what happened, frame by frame.",
        discussion:
            "Every frame lists hit tests, recognizer state changes, deliveries to responders, actions and control events, in the order they happen.",
        usage:
            "gesturetrace replay <file> [--scene <file>] [--set <id.key=value>]... [--format <format>] [--verify] [--ios <release>]",
        arguments: [("<file>", "The trace to replay ('-' reads standard input).")],
        options: [
            ("--scene <file>", "Use this scene instead of the trace's own: a scene document, or a trace (its scene)."),
            (
                "--set <id.key=value>",
                "Change the scene before the replay (FORMAT §3.5, §3.6): a scene change as a 'set' event writes it (list.scrollEnabled=false, card.frame=[0,0,100,100]) or a setup setting (tap.cancelsTouchesInView=false, pan.requireToFail=swipe, list.delaysContentTouches=false). Repeatable; applied in order."
            ),
            ("--format <format>", "The output format: text, jsonl or json. (default: text)"),
            (
                "--verify",
                "Check the replay's invariants: exit 2 naming each broken one, or print a one-line confirmation to standard error."
            ),
            (
                "--ios <release>",
                "Run this iOS release's behaviour (17.5, 18.0 … 18.6, 26.0, 26.1), whatever the scene's settings.ios says; the output names it. (default: the scene's, else the newest)"
            ),
            ("-h, --help", "Show help information."),
        ])

    static let check = Command(
        name: "check",
        abstract: "Compare every trace with its golden file.",
        discussion:
            "Each trace 'name.json' (scene documents '*.scene.json' excepted) is replayed and its text output compared with 'name.golden' beside it. Folders are walked recursively in byte order. Nothing is written unless --update is given; a missing golden is a failure, and so is a golden without its trace. A golden whose first line is 'gesturetrace error v1' expects the trace to be rejected, with the diagnostic on its second line. Exit status: 0 when all match, 1 when something differs, 2 on invalid input.",
        usage:
            "gesturetrace check [<path> ...] [--update[=<mode>]] [--actual-dir <dir>] [--shard <i/n>] [--jobs <n>] [--color <when>] [--ios <release>]",
        arguments: [("<path>", "Trace files or folders to check. (default: traces)")],
        options: [
            (
                "--update[=<mode>]",
                "Write goldens: 'all' (the default) rewrites differing ones and creates missing ones; 'missing' only creates missing ones. Unchanged files are not touched. The mode is given only as --update=<mode>: '--update all' is refused, since 'all' would be a path."
            ),
            (
                "--actual-dir <dir>",
                "Also write the actual output of each differing or missing golden to <dir>/<path>.golden."
            ),
            (
                "--shard <i/n>",
                "Check only shard i of n (1 <= i <= n), for splitting a corpus across CI jobs: each trace belongs to one shard, chosen by a hash of its path, so adding a trace never moves the others. Run the same paths in every job."
            ),
            (
                "--jobs <n>",
                "Check n traces at a time (1 to 256). The report is the same, in the same order. (default: 1)"
            ),
            ("--color <when>", "Colour the report: auto, always or never. (default: auto)"),
            (
                "--ios <release>",
                "Replay every trace, and answer every why golden, on this iOS release (17.5, 18.0 … 18.6, 26.0, 26.1), as 'replay --ios' does: it replaces the release a trace's settings.ios names, and the output names it, so goldens recorded without it differ on that line. A setting a trace gives for one behaviour still wins. (default: each trace's own)"
            ),
            ("-h, --help", "Show help information."),
        ])

    static let validate = Command(
        name: "validate",
        abstract: "Decode a trace and report whether it is valid.",
        discussion:
            "Prints 'ok: N events, M views, K recognizers', or the first error as 'file:line:column: error: message (at path)' and exits 2.",
        usage: "gesturetrace validate <file>",
        arguments: [("<file>", "The trace or scene document to validate ('-' reads standard input).")],
        options: [("-h, --help", "Show help information.")])

    static let hitTest = Command(
        name: "hit-test",
        abstract: "Show which view a point hits, its responder chain and recognizers.",
        usage: "gesturetrace hit-test <scene> <x> <y>",
        arguments: [
            ("<scene>", "A scene document, or a trace (its scene is used)."),
            ("<x>", "The point's x coordinate in window coordinates, in points."),
            ("<y>", "The point's y coordinate in window coordinates, in points."),
        ],
        options: [("-h, --help", "Show help information.")])

    static let importCommand = Command(
        name: "import",
        abstract: "Convert a recording from another tool into a trace.",
        discussion:
            "The recording is read in pieces and each event written as soon as it is read, so memory stays flat on long recordings. Malformed input exits with status 2 and 'file:line:column: error: …'. After success a summary (touches, events, duration, most fingers at once, repairs) goes to standard error.\n\nAn iOS view dump, a Lookin export or an Xcode view hierarchy export becomes a scene instead of a trace: 'gesturetrace import recursive-description <dump> [-o <scene.json>]', 'gesturetrace import lookin <file.lookin> [-o <scene.json>]', 'gesturetrace import xcode-viewhierarchy <folder> [-o <scene.json>]' (see their --help).\n\nA log of recognizer state changes becomes an observed file for check: 'gesturetrace import recognizer-log <log> [-o <NAME.observed.jsonl>]' (see its --help).",
        usage: "gesturetrace import <format> <file> [--scene <scene>] [--scale <s>] [-o <out.json>] [options]",
        arguments: [
            ("<format>", "csv, android, getevent, uikit-log, w3c-actions, idb or maestro (below)."),
            ("<file>", "The recording ('-' reads standard input)."),
        ],
        options: [
            (
                "--scene <scene>",
                "Scene document path to write into the trace, relative to the output file. (default: an inline full-screen scene)"
            ),
            (
                "--scale <s>",
                "Input units per point (android: 3, csv: 1). For getevent, points = raw ÷ s instead of the axis mapping."
            ),
            ("-o, --output <out.json>", "Write the trace here. (default: standard output)"),
            ("--name <name>", "The trace's name. (default: the file name, and the activity)"),
            (
                "--width <pt>",
                "Screen width in points. (default: android 1080 px ÷ scale; maestro: the --scene window's; csv, and getevent with --scale: 390)"
            ),
            (
                "--height <pt>",
                "Screen height in points. (default: android 1920 px ÷ scale; csv, and getevent with --scale: 844)"
            ),
            ("--time-unit <unit>", "csv: the unit of the time column: s, ms or us. (default: s)"),
            ("--activity <id>", "android: import only rows with this ActivityID."),
            (
                "--max-x <n>",
                "getevent: the ABS_MT_POSITION_X maximum ('adb shell getevent -lp'); with --width and --height, points = raw × width ÷ (max + 1)."
            ),
            ("--max-y <n>", "getevent: the ABS_MT_POSITION_Y maximum, likewise."),
            (
                "--hz <rate>",
                "w3c-actions: intermediate moves per second of a pointerMove with a duration; maestro: of a swipe's move, 0.1 to 1000. (default: 60)"
            ),
            ("--gap <s>", "idb, maestro: seconds between two commands of the script, 0 to 3600. (default: 0.5)"),
            ("-h, --help", "Show help information."),
        ],
        sections: [
            (
                "FORMATS",
                [
                    (
                        "csv",
                        "A header naming time,finger,phase,x,y (any order, optional force); rows with equal time form one event. Phases: began moved stationary ended cancelled (or down move up cancel)."
                    ),
                    (
                        "android",
                        "MotionEvent rows as in HMOG TouchEvent.csv (no header): Systime, EventTime(ms), ActivityID, PointerCount, PointerID, ActionID, X, Y, …"
                    ),
                    ("getevent", "'adb shell getevent -lt' output, multi-touch protocol B."),
                    (
                        "uikit-log",
                        "UITouchesEvent descriptions printed by a breakpoint on -[UIWindow sendEvent:] ('po $arg3'), with a full-precision timestamp line before each (see README)."
                    ),
                    (
                        "w3c-actions",
                        "A W3C WebDriver actions payload as Appium and WebDriverAgent send it: touch pointer sources, ticked as the WebDriver spec says."
                    ),
                    (
                        "idb",
                        "A script of 'idb ui' commands (tap, multi-tap, swipe, pinch; 'sleep S'), one a line, expanded as idb expands them: a swipe in 10 pt steps (--delta) with duration ÷ (steps + 2) between them."
                    ),
                    (
                        "maestro",
                        "A Maestro flow (YAML): tapOn, doubleTapOn and longPressOn with a point ('x,y' or 'x%,y%'), swipe (start/end or direction, duration 400 ms), scroll, expanded as Maestro's iOS driver does: a tap lifts after 0.1 s, a long press after 3 s, a swipe moves in 0.1 s then rests for its duration. Percentages use --scene's window (or --width/--height)."
                    ),
                ]
            )
        ])

    /// `import recursive-description`: a subcommand of `import`, so it is not listed at the root.
    static let importScene = Command(
        name: "import recursive-description",
        abstract: "Turn an iOS view dump into a gesturetrace scene.",
        discussion:
            "Ids are <class>_<address> (UIButton_7f8d29445600); '_class' keeps the printed class and '_line' the dump line. A line that cannot be read exits with status 2 and 'file:line:column: error: …'. The summary on standard error lists what was mapped, what was assumed ('not in the dump: defaults used') and what was dropped.",
        usage: "gesturetrace import recursive-description <dump> [-o <scene.json>] [options]",
        arguments: [
            (
                "<dump>",
                "The output of 'po [[UIWindow keyWindow] recursiveDescription]' (or Chisel 'pviews'), as pasted: captions, prompts, comment prefixes, any indentation style; '-' reads standard input."
            )
        ],
        options: [
            ("-o, --output <file>", "Write the scene here. (default: standard output)"),
            (
                "--lenient",
                "Skip lines that cannot be read (with their subtrees), with a warning, instead of failing."
            ),
            (
                "--root <0xADDR>",
                "Import the subtree of the view at this address. (default: the first top-level tree of the dump)"
            ),
            ("--recognizers <file>", "Merge 'po view.gestureRecognizers' output (one view's or many)."),
            (
                "--controllers <file>",
                "Merge 'po [rootViewController _printHierarchy]' output: view controllers join the responder chain, a navigation controller's stack gives its view the back swipe, sheets are listed as dropped."
            ),
            (
                "--device <kind>",
                "The device, for the window's system gate at the screen edges: homeIndicator (Face ID), homeButton, or none (no gate). (default: from the window's size: an iPhone's screen in points, portrait or landscape; none for other sizes)"
            ),
            ("-h, --help", "Show help information."),
        ])

    /// `import lookin`: a scene from a Lookin export (IOS-INPUTS §8).
    static let importLookin = Command(
        name: "import lookin",
        abstract: "Turn a Lookin export (.lookin) into a gesturetrace scene.",
        discussion:
            "Export on the device: in an app that embeds LookinServer, post the notification 'Lookin_Export' (NotificationCenter, e.g. from a debug menu); it writes <App>_ios<N>_<MMddHHmm>.lookin and offers to share it (AirDrop, Files). Then one command. The key window's views become the scene with their frames, bounds, classes (by the archived class chain), hidden, alpha, userInteractionEnabled, clipsToBounds, gesture recognizers (class, enabled, delegate and target/actions as '_' comments), control target/actions per UIControlEvents, scroll views' delaysContentTouches, canCancelContentTouches, scrollEnabled, bounce and contentSize, and the view controllers whose root views they are. Ids are <class>_<address>; recognizers <kind>_<oid>. A malformed archive exits with status 2 and 'file: error: byte N: … (at $top.root.…)'. The summary on standard error lists what was mapped, what was assumed (what the archive does not hold) and what was dropped.",
        usage: "gesturetrace import lookin <file.lookin> [-o <scene.json>] [--device <kind>]",
        arguments: [("<file.lookin>", "A file exported by LookinServer ('-' reads standard input).")],
        options: [
            ("-o, --output <file>", "Write the scene here. (default: standard output)"),
            (
                "--device <kind>",
                "The device, for the window's system gate at the screen edges: homeIndicator (Face ID), homeButton, or none (no gate). (default: from the archived screen size: an iPhone's screen in points, portrait or landscape; none for other sizes)"
            ),
            ("-h, --help", "Show help information."),
        ])

    /// `import xcode-viewhierarchy`: a scene from Xcode's exported view hierarchy (IOS-INPUTS §9).
    static let importXcodeViewHierarchy = Command(
        name: "import xcode-viewhierarchy",
        abstract: "Turn an Xcode view hierarchy export (.viewhierarchy folder) into a gesturetrace scene.",
        discussion:
            "Export in Xcode: Debug View Hierarchy, then File > Export View Hierarchy; the result is a folder holding 'metadata' and 'RequestResponses/Response_N' JSON files (a gzip-compressed response, as Xcode writes when the capture asked for compression, is decompressed; a malformed one exits 2 naming its byte offset). The key window's views become the scene with their frames, bounds (scroll offsets), classes (by the capture's class table), hidden, alpha, clipsToBounds, userInteractionEnabled and multipleTouchEnabled where captured, controls' enabled, and the view controllers whose root views they are. The export holds no gesture recognizers and no control targets: the summary lists them with the other defaults used. Ids are <class>_<address>. A malformed response exits with status 2 and 'file:line:column: error: … (at its JSON path)'.",
        usage: "gesturetrace import xcode-viewhierarchy <folder.viewhierarchy> [-o <scene.json>] [--device <kind>]",
        arguments: [("<folder.viewhierarchy>", "The folder Xcode exported.")],
        options: [
            ("-o, --output <file>", "Write the scene here. (default: standard output)"),
            (
                "--device <kind>",
                "The device, for the window's system gate at the screen edges: homeIndicator (Face ID), homeButton, or none (no gate). (default: from the window's size: an iPhone's screen in points, portrait or landscape; none for other sizes)"
            ),
            ("-h, --help", "Show help information."),
        ])

    /// `import recognizer-log`: a subcommand of `import`, so it is not listed at the root.
    static let importRecognizerLog = Command(
        name: "import recognizer-log",
        abstract: "Turn a log of gesture-recognizer state changes into an observed file for check.",
        discussion:
            "Reads the recorder's 'gesturetrace state t=… <id> <from> -> <to>' lines, or a setState: logger's lines naming a recognizer (its description, '<Class:0x…>' or its class) and a state (a name, 'setState: 3', 'from -> to'), anywhere in a console capture; other lines are dropped and counted. Writes 'state' records ('NAME.observed.jsonl' beside 'NAME.json'), which 'gesturetrace check' compares with the replay recognizer by recognizer, record by record. A malformed recorder line or a raw state outside 0…5 exits with status 2 and 'file:line:column: error: …'. The summary on standard error lists what was mapped, assumed and dropped.",
        usage: "gesturetrace import recognizer-log <log> [-o <NAME.observed.jsonl>] [--scene <file>]",
        arguments: [
            (
                "<log>",
                "A console capture (Xcode's console, 'log show', a file the app wrote); '-' reads standard input."
            )
        ],
        options: [
            ("-o, --output <file>", "Write the observed records here. (default: standard output)"),
            (
                "--scene <file>",
                "The scene (or a trace, for its scene) the log belongs to: logged recognizers are written under its ids, found by address, or by class when the log names a class alone."
            ),
            ("-h, --help", "Show help information."),
        ])

    static let report = Command(
        name: "report",
        abstract: "Write a self-contained HTML page showing a replay.",
        discussion:
            "The page shows the scene to scale with every touch's path, a timeline with one lane per recognizer (its states, with reasons on hover) and one per responder (began, moved, ended, cancelled and delayed deliveries), a view of each touch sequence on its own (its touches, the recognizers that took part, the responders that got them), and the frame table the timeline links to. It needs no network and reads fully with JavaScript disabled. Its size and memory follow the limits below, not the session's length.",
        usage:
            "gesturetrace report <file> [-o <file>] [--scene <file>] [--set <id.key=value>]... [--max-rows <n>] [--max-sequences <n>] [--ios <release>]",
        arguments: [("<file>", "The trace to replay ('-' reads standard input).")],
        options: [
            ("-o, --output <file>", "Write the page here. (default: standard output)"),
            ("--scene <file>", "Use this scene instead of the trace's own: a scene document, or a trace (its scene)."),
            (
                "--set <id.key=value>",
                "Change the scene before the replay (FORMAT §3.5, §3.6): a scene change as a 'set' event writes it (list.scrollEnabled=false, card.frame=[0,0,100,100]) or a setup setting (tap.cancelsTouchesInView=false, pan.requireToFail=swipe, list.delaysContentTouches=false). Repeatable; applied in order."
            ),
            ("--max-rows <n>", "Show at most n rows in the frame table. (default: 1500)"),
            ("--max-sequences <n>", "Give at most n touch sequences a view of their own. (default: 60)"),
            (
                "--ios <release>",
                "Run this iOS release's behaviour (17.5, 18.0 … 18.6, 26.0, 26.1), whatever the scene's settings.ios says; the output names it. (default: the scene's, else the newest)"
            ),
            ("-h, --help", "Show help information."),
        ])

    static let help = Command(
        name: "help",
        abstract: "Show subcommand help information.",
        usage: "gesturetrace help [<subcommand>]",
        arguments: [("<subcommand>", "The subcommand to explain.")],
        options: [("-h, --help", "Show help information.")])

    static let why = Command(
        name: "why",
        abstract: "Tell why a recognizer or a view ended as it did, from the replay's own records.",
        discussion:
            "A short causal story with times and SEMANTICS sections: the touches it received, what it waited for, who excluded it or whom it beat, the views' cancelled or delayed touches, and numbered fixes. A fix that is a scene setting (require(toFail:), cancelsTouchesInView = false, touchesShouldCancel(in:), shouldRecognizeSimultaneouslyWith, delaysContentTouches, …) is replayed with the trace, and the line under it says what it changes, by outcome, or that it does not help. --fix N writes the scene with fix N applied instead of the story.",
        usage:
            "gesturetrace why <file> <id> [--at <t>] [--scene <file>] [--set <id.key=value>]... [--ios <release>] [--fix <n> [-o <file>]]",
        arguments: [
            ("<file>", "The trace to replay ('-' reads standard input)."),
            ("<id>", "A recognizer or a view (responder) id."),
        ],
        options: [
            ("--at <t>", "Tell the story up to time t (seconds). (default: the whole replay)"),
            ("--scene <file>", "Use this scene document instead of the trace's scene."),
            (
                "--ios <release>",
                "Run this iOS release's behaviour (17.5, 18.0 … 18.6, 26.0, 26.1), whatever the scene's settings.ios says; the output names it. (default: the scene's, else the newest)"
            ),
            (
                "--set <id.key=value>",
                "Change the scene before the replay (FORMAT §3.5, §3.6): a scene change as a 'set' event writes it (list.scrollEnabled=false, card.frame=[0,0,100,100]) or a setup setting (tap.cancelsTouchesInView=false, pan.requireToFail=swipe, list.delaysContentTouches=false). Repeatable; applied in order."
            ),
            (
                "--fix <n>",
                "Write the scene the replay used with fix n of the story (and the --set changes) written into it, checked to replay as the fix does, instead of the story."
            ),
            ("-o, --output <file>", "Where --fix writes the scene; never onto an input. (default: standard output)"),
            ("-h, --help", "Show help information."),
        ])

    static let diff = Command(
        name: "diff",
        abstract: "Compare two replays by outcome: what recognizers, views, controls and lists did, and when.",
        discussion:
            "Replays A and B (B defaults to A) and prints, per recognizer, view, control, list and SwiftUI gesture, what only A did ('- '), what only B did ('+ ') and what both did at different times ('~ '): the states recognizers reached, touchesBegan/Ended/Cancelled, control events, cell highlights and selections, SwiftUI phases and callbacks. Moves and 'changed' states are not compared. --set changes B's scene before its replay, --set-a A's, so 'gesturetrace diff t.json --set tap.cancelsTouchesInView=false' shows what one setting changes. Exit status: 0 when the outcomes are the same (nothing is printed), 1 when they differ, 2 on invalid input.",
        usage: "gesturetrace diff <a> [<b>] [--set <id.key=value>]... [--set-a <id.key=value>]... [--ios <release>]",
        arguments: [
            ("<a>", "The first trace ('-' reads standard input)."),
            ("<b>", "The second trace. (default: <a>)"),
        ],
        options: [
            (
                "--set <id.key=value>",
                "Change B's scene before its replay (FORMAT §3.5, §3.6): a scene change or a setup setting such as tap.cancelsTouchesInView=false, pan.requireToFail=swipe, list.delaysContentTouches=false. Repeatable; applied in order."
            ),
            ("--set-a <id.key=value>", "Change A's scene before its replay, as --set does B's. Repeatable."),
            (
                "--ios <release>",
                "Run this iOS release's behaviour (17.5, 18.0 … 18.6, 26.0, 26.1) on both sides, whatever the scenes' settings.ios say."
            ),
            ("-h, --help", "Show help information."),
        ])

    static let lint = Command(
        name: "lint",
        abstract: "Find gesture conflicts in a scene, without a trace.",
        discussion:
            "Imagines a touch at the centre and near each corner of every view with recognizers or a control, hit-tests it and collects its recognizers as a replay would, and reports: recognizers that compete for the same touch with no requireToFail or simultaneity between them, and who wins by which rule; recognizers no touch can reach; controls whose touches an ancestor's recognizer cancels; scroll views whose pan races a pan inside them; taps that wait for other recognizers to fail longer than the scene's lintTapDelayLimit. Each finding names its rule, the declaration's file:line:column and JSON path, the SEMANTICS section and a fix. Exit status: 1 when a finding is at or above --level, 0 otherwise, 2 on invalid input.",
        usage: "gesturetrace lint <file> [--format <format>] [--level <level>]",
        arguments: [("<file>", "A scene document, or a trace (its scene is linted); '-' reads standard input.")],
        options: [
            ("--format <format>", "The output format: text, jsonl or sarif (SARIF 2.1.0). (default: text)"),
            (
                "--level <level>",
                "Exit 1 when a finding is at this level or above: note, warning or error. (default: warning)"
            ),
            ("-h, --help", "Show help information."),
        ])

    static let completions = Command(
        name: "completions",
        abstract: "Print a shell completion script for bash, zsh or fish.",
        discussion:
            "The script is generated from these help tables, so it completes every subcommand and option of this version. Install it where your shell looks (make install does): bash: $PREFIX/share/bash-completion/completions/gesturetrace; zsh: a folder on $fpath, as _gesturetrace; fish: ~/.config/fish/completions/gesturetrace.fish. Or load it for the session: source <(gesturetrace completions bash).",
        usage: "gesturetrace completions <shell>",
        arguments: [("<shell>", "bash, zsh or fish.")],
        options: [("-h, --help", "Show help information.")])

    static let all: [Command] = [
        replay, check, validate, hitTest, importCommand, report, why, diff, lint, completions, help,
    ]

    /// The `import` subcommands that make scenes, each with its own help.
    static let sceneImports: [Command] = [importScene, importLookin, importXcodeViewHierarchy]

    /// The scene import `import NAME` names, if any.
    static func sceneImport(_ name: String) -> Command? {
        sceneImports.first { $0.name == "import " + name }
    }

    /// The help of a subcommand (the scene imports included), or the root's for nil or an
    /// unknown name.
    static func command(named name: String?) -> Command {
        (all + sceneImports + [importRecognizerLog]).first { $0.name == name } ?? root
    }

    /// The full help text, ending in one newline.
    static func render(_ command: Command) -> String {
        var out = "OVERVIEW: \(command.abstract)\n"
        if let discussion = command.discussion {
            let paragraphs = discussion.split(separatorText: "\n\n")
            out += "\n" + paragraphs.map { wrap(String($0), indent: 0, width: 80) }.joined(separator: "\n\n") + "\n"
        }
        out += "\nUSAGE: \(command.usage)\n"
        if !command.arguments.isEmpty {
            out += "\nARGUMENTS:\n" + rows(command.arguments)
        }
        if !command.options.isEmpty {
            out += "\nOPTIONS:\n" + rows(command.options)
        }
        for section in command.sections {
            out += "\n\(section.title):\n" + rows(section.rows)
        }
        if !command.subcommands.isEmpty {
            out += "\nSUBCOMMANDS:\n" + rows(command.subcommands)
            out += "\n  See 'gesturetrace help <subcommand>' for detailed help.\n"
        }
        return out
    }

    /// Two-space indent, labels in a 24-column field, descriptions wrapped at 80 columns;
    /// a longer label puts its description on the next line.
    static func rows(_ rows: [(String, String)]) -> String {
        let column = 26
        var out = ""
        for (label, text) in rows {
            let wrapped = wrap(text, indent: column, width: 80)
            let body = wrapped.dropFirst(column)
            if label.count + 2 <= column - 2 {
                out += "  " + label + String(repeating: " ", count: column - 2 - label.count) + body + "\n"
            } else {
                out += "  " + label + "\n" + wrapped + "\n"
            }
        }
        return out
    }

    /// Wraps words to `width` columns, every line indented by `indent` spaces.
    static func wrap(_ text: String, indent: Int, width: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = pad
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > width {
                lines.append(line)
                line = pad
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
