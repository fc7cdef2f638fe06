/// Frame loop (being written: the arbiter lands here).
final class Simulator {
    let trace: Trace
    init(trace: Trace) { self.trace = trace }
    func run() -> ReplayResult {
        var records: [Record] = []
        for (i, e) in trace.events.enumerated() {
            records.append(Record(frame: i, time: e.time, body: .frame(cause: .input)))
        }
        return ReplayResult(records: records)
    }
}
