import Foundation
import GestureTraceCLI

exit(GestureTraceCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
