import Style
import SwiftSource

/// An error at a place in the file.
struct EvaluationError: Error {
    var location: SourceLocation?
    var message: String
}

/// Turns a parsed style file into styles.
struct StyleFileBuilder {
    let file: SourceFile
    let path: String
    let arguments: StyleArguments

    func build() throws(EvaluationError) -> StyleFile {
        throw EvaluationError(location: nil, message: "the interpreter is not written yet")
    }
}
