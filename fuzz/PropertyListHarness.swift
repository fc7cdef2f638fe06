// libFuzzer entry point for the binary property list reader and the Lookin importer (not a
// SwiftPM target; see fuzz/run.sh).
//
// Every input must either fail with a located error (a PropertyListError turned into a
// TraceError with a message) or import into a scene that the scene decoder accepts: the
// importer never writes what `validate` rejects, and `gesturetrace import lookin` checks the
// same before it writes. When the bytes parse as a property list, its objects are also walked
// as a keyed archive (every UID resolved, every string and list read), so the resolver is
// exercised on lists that are not Lookin files.

@_cdecl("LLVMFuzzerTestOneInput")
public func propertyListFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let list = try? BinaryPropertyList.parse(bytes) {
        precondition(list.objects.count == list.offsets.count && list.top < list.objects.count)
        if let archive = try? KeyedArchive(list) {
            for n in 0..<list.objects.count {
                _ = try? archive.instance(n, path: "")
                _ = try? archive.string(n, path: "")
                _ = try? archive.list(n, path: "")
                _ = try? archive.number(n, path: "")
            }
        }
    }
    let scene: ImportedScene
    do {
        (scene, _) = try LookinImporter.run(bytes: bytes, file: "fuzz.lookin")
    } catch {
        precondition(!error.message.isEmpty, "a TraceError without a message")
        return 0
    }
    let document = ImportedSceneWriter.document(scene)
    do {
        _ = try TraceDecoder.decodeScene(bytes: document, file: "imported.json")
    } catch let error as TraceError {
        // A scene limit (10 000 recognizers) is an error the command reports; anything else is a bug.
        precondition(error.message.contains("recognizers"), "the importer wrote a scene the decoder rejects: \(error)")
    } catch {
        preconditionFailure("an error that is not a TraceError: \(error)")
    }
    return 0
}
