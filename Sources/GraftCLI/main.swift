import Foundation
import GraftGenerator
print(DeclarationParser.parse(SourceFile(path: CommandLine.arguments[1], text: (try? String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)) ?? "")).json.rendered)
