import GestureTrace

/// Splits a subcommand's arguments into options and positionals, in the usual Unix way:
/// `--name value`, `--name=value`, flags, `--` ending options, and `-` meaning stdin.
///
/// A token such as `-12.5` is a number, not an option, so `hit-test scene.json -5 10` works.
struct ArgumentScanner {
    enum Arity {
        /// `--verify`
        case flag
        /// `--format text` or `--format=text`
        case value(placeholder: String)
        /// `--update` or `--update=missing`; never consumes the next token.
        case optionalValue(placeholder: String)
    }

    struct Option {
        var name: String
        var arity: Arity
    }

    struct Result {
        var positionals: [String] = []
        /// Options in the order given; later ones win when read with `value(of:)`.
        var options: [(name: String, value: String?)] = []

        func has(_ name: String) -> Bool { options.contains { $0.name == name } }

        /// The last value given for `name` (nil when absent or given without a value).
        func value(of name: String) -> String? { options.last { $0.name == name }?.value ?? nil }

        /// Every value given for a repeatable option, in order (`--set`).
        func values(of name: String) -> [String] { options.compactMap { $0.name == name ? $0.value : nil } }
    }

    var command: String
    var options: [Option]

    /// Scans `arguments` and requires exactly the positionals `names` (e.g. `["<file>"]`),
    /// naming the first missing one or the first extra one in the error.
    func scan(_ arguments: [String], positionals names: [String]) throws(UsageError) -> Result {
        let result = try scan(arguments, names: names)
        if result.positionals.count < names.count {
            throw UsageError("Missing expected argument '\(names[result.positionals.count])'", command: command)
        }
        if result.positionals.count > names.count {
            throw UsageError("Unexpected argument '\(result.positionals[names.count])'", command: command)
        }
        return result
    }

    /// Scans `arguments` with any number of positionals (`check`, `diff`).
    func scan(_ arguments: [String]) throws(UsageError) -> Result {
        try scan(arguments, names: [])
    }

    /// An empty value names no file, id or setting: `-o ''` reached the writer and printed
    /// `: error: cannot write …` with no name at all (RELIABILITY, round 6). Refused here, for
    /// every option and positional, naming the one given it (`names`, else `<path>`).
    private func scan(_ arguments: [String], names: [String]) throws(UsageError) -> Result {
        let result = try scanTokens(arguments)
        if let k = result.positionals.firstIndex(of: "") {
            throw invalidValue("", for: k < names.count ? names[k] : "<path>", expected: "a non-empty value")
        }
        if let empty = result.options.first(where: { $0.value?.isEmpty == true }) {
            throw invalidValue("", for: empty.name, expected: "a non-empty value")
        }
        return result
    }

    private func scanTokens(_ arguments: [String]) throws(UsageError) -> Result {
        var result = Result()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let token = arguments[i]
            i += 1
            if optionsEnded || token == "-" || !token.hasPrefix("-") || Self.looksNumeric(token) {
                result.positionals.append(token)
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let name: String
            let inline: String?
            if let eq = token.firstIndex(of: "="), token.hasPrefix("--") {
                name = String(token[..<eq])
                inline = String(token[token.index(after: eq)...])
            } else {
                name = token
                inline = nil
            }
            guard let option = options.first(where: { $0.name == name }) else {
                var message = "Unknown option '\(name)'"
                if let guess = EditDistance.closest(to: name, among: options.map(\.name) + ["--help"]) {
                    message += "; did you mean '\(guess)'?"
                }
                throw UsageError(message, command: command)
            }
            switch option.arity {
            case .flag:
                if inline != nil { throw UsageError("The option '\(name)' does not take a value", command: command) }
                result.options.append((name, nil))
            case .value(let placeholder):
                if let inline {
                    result.options.append((name, inline))
                } else if i < arguments.count {
                    result.options.append((name, arguments[i]))
                    i += 1
                } else {
                    throw UsageError("Missing value for '\(name) <\(placeholder)>'", command: command)
                }
            case .optionalValue:
                result.options.append((name, inline))
            }
        }
        return result
    }

    /// The value of option `name` in `parsed` (the last given) converted by `convert`; nil when
    /// the option is absent, and `invalidValue` when `convert` refuses it.
    func value<T>(
        of name: String, in parsed: Result, expected: String, _ convert: (String) -> T?
    ) throws(UsageError) -> T? {
        guard let raw = parsed.value(of: name) else { return nil }
        guard let value = convert(raw) else { throw invalidValue(raw, for: name, expected: expected) }
        return value
    }

    /// The usage error for a value an option (or a positional, `<format>`) cannot take, worded
    /// as every command words it: `The value 'x' is invalid for '--format <format>'; expected
    /// text, jsonl or json`.
    func invalidValue(_ raw: String, for name: String, expected: String) -> UsageError {
        var label = name
        switch options.first(where: { $0.name == name })?.arity {
        case .value(let placeholder): label += " <\(placeholder)>"
        case .optionalValue(let placeholder): label += "=<\(placeholder)>"
        case .flag, nil: break
        }
        return UsageError("The value '\(raw)' is invalid for '\(label)'; expected \(expected)", command: command)
    }

    /// A number given on the command line, read within a trace's limits (FORMAT §3.1): decimal
    /// digits with an optional sign, point and exponent, finite, of magnitude at most 1e9.
    /// `Double(String)` alone also took `0x10` (16) and `1e300`: `import csv --width 1e300
    /// --height 1e300` exited 0 having written a window frame of `huge`, which no reader
    /// accepts, and `hit-test` printed a point of `(huge, 5)` (RELIABILITY, round 6).
    static func number(_ raw: String) -> Double? {
        let allowed = "0123456789.+-eE".utf8
        guard !raw.isEmpty, raw.utf8.allSatisfy({ allowed.contains($0) }), let value = Double(raw), value.isFinite,
            abs(value) <= ImportLimits.maxMagnitude
        else { return nil }
        return value
    }

    /// A whole number given on the command line (`--jobs`, `--shard`, `--fix`, `--max-rows`, …):
    /// ASCII decimal digits only, within `Int`. `Int(String)` alone also takes a sign, so
    /// `check --shard +1/2` ran as shard 1/2 and `--jobs +4` as 4, while every message says "a
    /// whole number" (RELIABILITY, round 7): one spelling per value, as for `number`.
    static func wholeNumber<S: StringProtocol>(_ raw: S) -> Int? {
        guard !raw.isEmpty, raw.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
            return nil
        }
        return Int(raw)
    }

    /// What `number` takes, said in a usage error.
    static let numberRange = "a number from -1000000000 to 1000000000"

    /// `-5`, `-0.25`, `-.5`: negative numbers are arguments, not options.
    static func looksNumeric(_ token: String) -> Bool {
        let rest = token.utf8.dropFirst()
        guard let first = rest.first else { return false }
        return (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: ".")
    }
}
