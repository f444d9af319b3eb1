#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text files people edit by hand (input scripts, presets, SwiftUI sources), read the same way
/// everywhere: any readable path (a pipe, `/dev/stdin` and `/dev/null` included), a size limit
/// checked while reading, a byte-order mark dropped, UTF-16 decoded, any other encoding named with
/// the line where it shows, and every line ending (CRLF, CR) turned into "\n".
public enum TextFile {
    /// Why a text could not be read; the description starts with the file's name and, when the
    /// problem is at a place in the text, its line and column (`s.txt:2:9: …`, as compilers write it).
    public struct Failure: Error, CustomStringConvertible, Equatable, Sendable {
        public let file: String
        public let line: Int?
        public let column: Int?
        public let message: String
        public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            self.file = file
            self.line = line
            self.column = column
            self.message = message
        }
        public var description: String {
            file + (line.map { ":\($0)" } ?? "") + (column.map { ":\($0)" } ?? "") + ": " + message
        }
    }

    /// Larger than any script, preset or style file a person writes; reading stops there.
    public static let defaultByteLimit = 16 << 20

    /// Reads and decodes `path`.
    public static func read(_ path: String, byteLimit: Int = defaultByteLimit) throws(Failure) -> String {
        try decode(readBytes(path, byteLimit: byteLimit), file: path)
    }

    /// The raw bytes of `path`, at most `byteLimit` of them.
    public static func readBytes(_ path: String, byteLimit: Int = defaultByteLimit) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(file: path, message: openProblem(errno)) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            throw Failure(file: path, message: "this is a folder, not a file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(file: path, message: "cannot read it: \(String(cString: strerror(errno)))")
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= byteLimit else {
                throw Failure(
                    file: path, message: "the file is larger than \(byteLimit >> 20) MB; is it the right file?")
            }
            bytes += chunk[0..<count]
        }
    }

    /// Text from bytes: UTF-8 (a byte-order mark is dropped) or UTF-16 with its byte-order mark;
    /// anything else is refused with the line and column of the first byte that is not UTF-8.
    public static func decode(_ bytes: [UInt8], file: String) throws(Failure) -> String {
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            text = try utf16(bytes, littleEndian: bytes[0] == 0xFF, file: file)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            if let zero = body.firstIndex(of: 0) {
                let line = body[..<zero].count { $0 == UInt8(ascii: "\n") } + 1
                throw Failure(
                    file: file, line: line,
                    message: "a zero byte: it looks like UTF-16 without a byte-order mark or a binary file; "
                        + "save it as UTF-8 text")
            }
            if let problem = utf8Problem(body, file: file) { throw problem }
            text = String(decoding: body, as: UTF8.self)
        }
        return normalizedLineEndings(text)
    }

    /// "\r\n" and a lone "\r" become "\n", so a file saved on Windows or classic Mac OS reads the same.
    public static func normalizedLineEndings(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == UInt8(ascii: "\r")
            out.append(previousWasCR ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: - Steps

    private static func openProblem(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES, EPERM: "permission denied"
        case EISDIR: "this is a folder, not a file"
        case ENAMETOOLONG: "the name is too long"
        default: "cannot open it: \(String(cString: strerror(code)))"
        }
    }

    private static func utf16(_ bytes: [UInt8], littleEndian: Bool, file: String) throws(Failure) -> String {
        let body = bytes.dropFirst(2)
        guard body.count % 2 == 0 else { throw Failure(file: file, message: "the UTF-16 text is cut short") }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index < body.endIndex {
            let first = UInt16(body[index])
            let second = UInt16(body[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        var text = ""
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw Failure(file: file, message: "the UTF-16 text holds an unpaired surrogate")
            }
        }
        return text
    }

    /// Where `bytes` stop being UTF-8, or `nil` when they are UTF-8.
    static func utf8Problem(_ bytes: [UInt8], file: String) -> Failure? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            let before = offset
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                if scalar == "\n" {
                    line += 1
                    lineStart = offset
                }
            case .emptyInput:
                return nil
            case .error:
                let byte = bytes[before]
                let column = String(decoding: bytes[lineStart..<before], as: UTF8.self).count + 1
                let hex = String(byte, radix: 16, uppercase: true)
                return Failure(
                    file: file, line: line, column: column,
                    message: "byte 0x\(hex) is not UTF-8 (the file may be Latin-1 or Windows-1252); save it as UTF-8")
            }
        }
    }
}

/// `read(2)`, named apart: inside `TextFile` the name `read` means its own method.
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
