/// `gesturetrace import FORMAT FILE …` (placeholder: the import branch replaces this file).
public enum ImportCommand {
    /// Runs the command with the arguments after `import`; returns the exit status.
    public static func run(_ arguments: [String]) -> Int32 { 2 }
}
