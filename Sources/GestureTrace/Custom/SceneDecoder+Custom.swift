/// Decoding a `custom` recognizer (FORMAT §2.2): the class is looked up in the registry the
/// caller gave the decoder, created once with its `params` (so that bad parameters and the
/// class's own defaults are known at load, with a located error), and asked for its dynamic
/// failure requirements (SEMANTICS §6.1).
extension SceneDecoder {
    /// `params` nesting beyond this is rejected, which bounds the recursion that reads it.
    static let maxParameterDepth = 32

    /// The kind of a `custom` recognizer whose fields are `f`.
    func customKind(_ f: Fields) throws(TraceError) -> RecognizerKind {
        let classNode = try context.required(f, "class")
        let className = try context.string(classNode)
        guard let make = customRecognizers.factory(for: className) else {
            throw context.error(classNode, unregisteredMessage(className))
        }
        var members: [CustomParameterValue.Member] = []
        var memberNodes: [(key: String, keyNode: Int)] = []
        if let node = f["params"] {
            guard context.document.kind(node) == .object else {
                throw context.typeError(node, expected: "an object of parameters")
            }
            for (key, value) in context.document.members(of: node) {
                let name = context.document.string(key) ?? ""
                if name.hasPrefix("_") { continue }
                members.append(.init(key: name, value: try parameterValue(value, depth: 0)))
                memberNodes.append((name, key))
            }
        }
        let parameters = CustomParameters(members)
        let instance: GestureRecognizer
        do {
            instance = try make(parameters)
        } catch let error as CustomParameterError {
            let what = error.key.map { "parameter '\($0)' of \(className)" } ?? "the parameters of \(className)"
            if let key = error.key, let member = memberNodes.first(where: { $0.key == key }) {
                // A member's value node follows its key node.
                throw context.error(member.keyNode + 1, "\(what): \(error.message)")
            }
            throw context.error(f["params"] ?? classNode, "\(what): \(error.message)")
        } catch {
            throw context.error(f["params"] ?? classNode, "\(className) could not be created: \(error)")
        }
        for (key, keyNode) in memberNodes where !parameters.readKeys.contains(key) {
            let read = parameters.readKeys
            let hint = EditDistance.closest(to: key, among: read).map { "; did you mean '\($0)'?" } ?? ""
            let list = read.isEmpty ? "it reads no parameters" : "it reads \(read.joined(separator: ", "))"
            throw context.error(keyNode, "unknown parameter '\(key)' for \(className)\(hint) (\(list))")
        }
        return .custom(
            CustomRecognizerKind(
                className: className, parameters: members, make: make,
                isContinuous: type(of: instance).isContinuous,
                cancelsTouchesInView: instance.cancelsTouchesInView,
                delaysTouchesBegan: instance.delaysTouchesBegan, delaysTouchesEnded: instance.delaysTouchesEnded))
    }

    /// "custom recognizer class 'X' is not registered…", saying what is registered.
    func unregisteredMessage(_ className: String) -> String {
        let names = customRecognizers.classNames
        if names.isEmpty {
            return "custom recognizer class '\(className)' is not registered: no classes are registered "
                + "(the gesturetrace command has none); replay this trace through the library with a "
                + "CustomRecognizerRegistry that registers it (docs/CUSTOM-RECOGNIZERS.md)"
        }
        let hint = EditDistance.closest(to: className, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "custom recognizer class '\(className)' is not registered\(hint) (registered: "
            + "\(names.joined(separator: ", ")))"
    }

    /// A JSON value of `params`, nested at most `maxParameterDepth` deep.
    func parameterValue(_ node: Int, depth: Int) throws(TraceError) -> CustomParameterValue {
        let document = context.document
        switch document.kind(node) {
        case .null: return .null
        case .true: return .bool(true)
        case .false: return .bool(false)
        case .number: return .number(try context.number(node))
        case .string: return .string(try context.string(node))
        case .array, .object:
            guard depth < SceneDecoder.maxParameterDepth else {
                throw context.error(node, "parameters nested deeper than \(SceneDecoder.maxParameterDepth) levels")
            }
            if document.kind(node) == .array {
                var out: [CustomParameterValue] = []
                for element in document.elements(of: node) { out.append(try parameterValue(element, depth: depth + 1)) }
                return .array(out)
            }
            var out: [CustomParameterValue.Member] = []
            for (key, value) in document.members(of: node) {
                out.append(.init(key: document.string(key) ?? "", value: try parameterValue(value, depth: depth + 1)))
            }
            return .object(out)
        }
    }

    /// Adds the failure requirements custom classes declare with `shouldRequireFailure(of:)`
    /// and `shouldBeRequiredToFail(by:)` (SEMANTICS §6.1), as references from the custom
    /// recognizer's `id`, so they are resolved and checked for cycles like a scene's own.
    ///
    /// UIKit asks these once per recognition attempt; gesturetrace asks once per pair, here,
    /// of an instance created for the purpose (docs/CUSTOM-RECOGNIZERS.md).
    mutating func addCustomFailureRequirements() {
        guard recognizers.contains(where: { if case .custom = $0.kind { return true } else { return false } }) else {
            return
        }
        let scene = Scene(
            screen: Size(width: 0, height: 0), application: .forward, appDelegate: .forward, views: views,
            recognizers: recognizers, settings: settings)
        var peers: [GestureRecognizer] = []
        for spec in recognizers {
            if case .custom(let custom) = spec.kind,
                let instance = try? custom.make(CustomParameters(custom.parameters))
            {
                instance.describe(spec, scene: scene)
                peers.append(instance)
            } else {
                peers.append(GestureRecognizer.builtInPeer(for: spec, scene: scene))
            }
        }
        for (a, spec) in recognizers.enumerated() {
            guard case .custom = spec.kind, let p = pendingRecognizers.firstIndex(where: { $0.recognizer == a }),
                let idNode = ids[spec.id]?.node
            else { continue }
            for (b, other) in recognizers.enumerated() where b != a {
                if peers[a].shouldRequireFailure(of: peers[b]) {
                    pendingRecognizers[p].shouldRequireFailureOf.append((other.id, idNode))
                }
                if peers[a].shouldBeRequiredToFail(by: peers[b]) {
                    pendingRecognizers[p].shouldBeRequiredToFailBy.append((other.id, idNode))
                }
            }
        }
    }
}
