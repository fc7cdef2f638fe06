import Testing

@testable import GestureTrace

/// Loading `custom` recognizers (FORMAT §2.2): the registry, `params`, the class's defaults,
/// and every error located at the offending value.
@Suite struct CustomDecodingTests {
    /// A discrete class that delays touchesBegan and reads one parameter.
    final class Probe: GestureRecognizer {
        let limit: Double

        init(limit: Double) {
            self.limit = limit
            super.init()
            delaysTouchesBegan = true
        }
    }

    static let registry: CustomRecognizerRegistry = {
        var registry = CustomRecognizerRegistry()
        registry.register(Probe.self) { params in
            let limit = try params.double("limit", default: 10)
            guard limit >= 0 else { throw CustomParameterError(key: "limit", "must not be negative") }
            return Probe(limit: limit)
        }
        return registry
    }()

    func trace(_ recognizer: String) -> String {
        """
        {"gesturetrace": 1,
         "scene": {"window": {"id": "w", "frame": [0, 0, 390, 844], "recognizers": [\(recognizer)]}},
         "events": []}
        """
    }

    func error(_ recognizer: String, registry: CustomRecognizerRegistry = registry) -> String {
        do {
            _ = try TraceDecoder.decode(
                bytes: Array(trace(recognizer).utf8), file: "t.json",
                loadScene: { (p: String) throws(TraceError) in
                    throw TraceError(file: p, line: 0, column: 0, path: "", message: "none")
                }, customRecognizers: registry)
            return "no error"
        } catch {
            return error.description
        }
    }

    @Test("FORMAT §2.2: the class's initializer sets the delivery-flag defaults; scene keys override them")
    func defaultsFromTheClass() throws {
        let bytes = Array(
            trace(#"{"id": "p", "kind": "custom", "class": "Probe", "cancelsTouchesInView": false}"#).utf8)
        let scene = try TraceDecoder.decode(
            bytes: bytes, file: "t.json",
            loadScene: { (p: String) throws(TraceError) in
                throw TraceError(file: p, line: 0, column: 0, path: "", message: "none")
            }, customRecognizers: Self.registry
        ).scene
        let spec = try #require(scene.recognizers.first)
        #expect(spec.delaysTouchesBegan == true)
        #expect(spec.cancelsTouchesInView == false)
        #expect(spec.delaysTouchesEnded == true)
        guard case .custom(let custom) = spec.kind else {
            Issue.record("expected a custom kind")
            return
        }
        #expect(custom.className == "Probe")
        #expect(custom.isContinuous == false)
    }

    @Test("FORMAT §2.2, §5: without a registry, a custom class is an error at its 'class'")
    func unregisteredWithoutRegistry() {
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "CircleGestureRecognizer"}"#, registry: .init())
                == "t.json:2:116: error: custom recognizer class 'CircleGestureRecognizer' is not registered: no classes are registered (the gesturetrace command has none); replay this trace through the library with a CustomRecognizerRegistry that registers it (docs/CUSTOM-RECOGNIZERS.md) (at scene.window.recognizers[0].class)"
        )
    }

    @Test("FORMAT §5: an unregistered class names the registered ones, with a hint for a near miss")
    func unregisteredWithRegistry() {
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "Prob"}"#)
                == "t.json:2:116: error: custom recognizer class 'Prob' is not registered; did you mean 'Probe'? (registered: Probe) (at scene.window.recognizers[0].class)"
        )
    }

    @Test("FORMAT §2.2: a parameter the class never reads is an unknown key")
    func unreadParameter() {
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "Probe", "params": {"limt": 3}}"#)
                == "t.json:2:136: error: unknown parameter 'limt' for Probe; did you mean 'limit'? (it reads limit) (at scene.window.recognizers[0].params.limt)"
        )
    }

    @Test("FORMAT §5: the class's own parameter errors are located at the value")
    func parameterErrors() {
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "Probe", "params": {"limit": "big"}}"#)
                == "t.json:2:145: error: parameter 'limit' of Probe: expected a number (at scene.window.recognizers[0].params.limit)"
        )
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "Probe", "params": {"limit": -1}}"#)
                == "t.json:2:145: error: parameter 'limit' of Probe: must not be negative (at scene.window.recognizers[0].params.limit)"
        )
        #expect(
            error(#"{"id": "c", "kind": "custom", "class": "Probe", "params": [1]}"#)
                == "t.json:2:135: error: expected an object of parameters, found an array (at scene.window.recognizers[0].params)"
        )
    }

    @Test("FORMAT §2.2: 'class' is required, and a custom recognizer takes no other kind's keys")
    func keys() {
        #expect(
            error(#"{"id": "c", "kind": "custom"}"#)
                == "t.json:2:77: error: missing required key 'class' (at scene.window.recognizers[0])")
        #expect(error(#"{"id": "c", "kind": "custom", "class": "Probe", "taps": 2}"#).contains("'taps' is not valid"))
    }
}
