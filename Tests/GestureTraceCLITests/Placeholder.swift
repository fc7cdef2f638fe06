import Testing
@testable import GestureTraceCLI
