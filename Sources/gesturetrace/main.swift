import GestureTraceCLI
import Foundation

exit(GestureTraceCLI.main(arguments: Array(CommandLine.arguments.dropFirst())))
