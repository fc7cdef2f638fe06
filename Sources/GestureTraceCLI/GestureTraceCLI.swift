import GestureTrace

/// The command-line front end (being written).
public enum GestureTraceCLI {
    public static func main(arguments: [String]) -> Int32 { 0 }
}
