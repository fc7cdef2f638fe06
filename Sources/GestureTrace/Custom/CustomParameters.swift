/// A JSON value of a custom recognizer's `params` (FORMAT §2.2 `custom`).
public indirect enum CustomParameterValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([CustomParameterValue])
    /// Members in the order written.
    case object([Member])

    public struct Member: Sendable, Equatable {
        public var key: String
        public var value: CustomParameterValue

        public init(key: String, value: CustomParameterValue) {
            self.key = key
            self.value = value
        }
    }
}

/// Why a custom recognizer's initializer rejected its parameters; the loader reports it at
/// the offending key of the trace (FORMAT §5), or at `params` when `key` is nil.
public struct CustomParameterError: Error, Sendable, Equatable {
    public var key: String?
    public var message: String

    public init(key: String?, _ message: String) {
        self.key = key
        self.message = message
    }
}

/// The `params` object of a `custom` recognizer, handed to its initializer through the
/// registry: the per-instance configuration a UIKit app would pass in code
/// (`CircleGestureRecognizer(radiusTolerance: 0.2)`).
///
/// Every key must be read by the initializer: a key it never reads is reported as unknown,
/// as FORMAT's rule for unknown keys asks (a typo must not be silently ignored).
public final class CustomParameters {
    /// The members in the order written.
    public let members: [CustomParameterValue.Member]
    /// Keys read so far.
    private(set) var readKeys: [String] = []

    public init(_ members: [CustomParameterValue.Member] = []) {
        self.members = members
    }

    /// The raw value of `key`, or nil when absent.
    public func value(_ key: String) -> CustomParameterValue? {
        if !readKeys.contains(key) { readKeys.append(key) }
        return members.first { $0.key == key }?.value
    }

    /// A number, or `defaultValue` when absent.
    public func double(_ key: String, default defaultValue: Double) throws(CustomParameterError) -> Double {
        guard let value = value(key) else { return defaultValue }
        guard case .number(let number) = value else { throw CustomParameterError(key: key, "expected a number") }
        return number
    }

    /// An integer, or `defaultValue` when absent.
    public func int(_ key: String, default defaultValue: Int) throws(CustomParameterError) -> Int {
        guard let value = value(key) else { return defaultValue }
        guard case .number(let number) = value, number.rounded() == number, abs(number) <= 1e15 else {
            throw CustomParameterError(key: key, "expected an integer")
        }
        return Int(number)
    }

    /// A boolean, or `defaultValue` when absent.
    public func bool(_ key: String, default defaultValue: Bool) throws(CustomParameterError) -> Bool {
        guard let value = value(key) else { return defaultValue }
        guard case .bool(let flag) = value else { throw CustomParameterError(key: key, "expected true or false") }
        return flag
    }

    /// A string, or `defaultValue` when absent.
    public func string(_ key: String, default defaultValue: String) throws(CustomParameterError) -> String {
        guard let value = value(key) else { return defaultValue }
        guard case .string(let text) = value else { throw CustomParameterError(key: key, "expected a string") }
        return text
    }
}
