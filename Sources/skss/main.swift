import Foundation
import SkinKitCLI

exit(SKSS.run(Array(CommandLine.arguments.dropFirst()), io: .standard()))
