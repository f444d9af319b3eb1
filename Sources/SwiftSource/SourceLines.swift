internal import SwiftSyntax

/// Where each line of a source starts, to turn swift-syntax's byte offsets into the 1-based line and
/// column (in Characters, what an editor shows) that every message gives.
struct SourceLines {
    /// The file the locations name.
    let file: String
    private let bytes: [UInt8]
    /// The byte offset of each line's first byte; a CR, an LF or a CR LF ends a line, as in Swift.
    private let starts: [Int]

    init(_ bytes: [UInt8], file: String) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < bytes.count, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        self.starts = starts
    }

    func location(of position: AbsolutePosition) -> SourceLocation {
        let offset = min(max(position.utf8Offset, 0), bytes.count)
        // The last line starting at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let prefix = bytes[starts[low]..<offset]
        let column = prefix.allSatisfy { $0 < 0x80 } ? prefix.count : String(decoding: prefix, as: UTF8.self).count
        return SourceLocation(file: file, line: low + 1, column: column + 1)
    }

    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(of: node.positionAfterSkippingLeadingTrivia)
    }
}
