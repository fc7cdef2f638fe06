/// The engine's entry point: replays a decoded trace and returns every record, in causal order.
public enum Replay {
    public static func run(_ trace: Trace) -> ReplayResult {
        Simulator(trace: trace).run()
    }
}

/// What a replay produced.
public struct ReplayResult: Sendable {
    /// Every record in causal order (FORMAT §4).
    public var records: [Record]

    public init(records: [Record]) {
        self.records = records
    }
}
