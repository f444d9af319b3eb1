import PlainText
import Raster
import Style

/// A tuned style as a file: the parametric style plus the appearance, and optionally the seed style
/// it stands for. Presets are JSON that people edit by hand, so every problem names the file and the
/// line or key, and the allowed values.
public struct Preset: Equatable, Sendable {
    public var parameters = ParametricStyle()
    public var scheme: Scheme = .light
    public var contrast: Appearance.Contrast = .standard
    public var seed: SeedStyle?

    public init(
        parameters: ParametricStyle = ParametricStyle(), scheme: Scheme = .light,
        contrast: Appearance.Contrast = .standard, seed: SeedStyle? = nil
    ) {
        self.parameters = parameters
        self.scheme = scheme
        self.contrast = contrast
        self.seed = seed
    }

    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let file: String
        public let message: String
        public var description: String { "\(file): \(message)" }
    }

    /// The largest preset file read. One with every key is under 1 KB; the window re-reads a
    /// followed preset on its main thread at every save, and parsing 1 MB takes about 0.1 s there
    /// (16 MB, TextFile's own limit, would hold the window for seconds).
    public static let byteLimit = 1 << 20

    /// Reads a preset file: any readable file or pipe, UTF-8 or UTF-16, at most `byteLimit` bytes.
    public static func load(_ path: String) throws(Failure) -> Preset {
        let text: String
        do {
            text = try TextFile.read(path, byteLimit: byteLimit)
        } catch {
            // Worded as the JSON reader places its errors, so every preset message reads alike.
            let place = error.line.map { line in "line \(line)" + (error.column.map { ", column \($0)" } ?? "") + ": " }
            throw Failure(file: path, message: (place ?? "") + error.message)
        }
        return try parse(text, file: path)
    }

    /// Parses preset JSON; missing keys keep their defaults.
    public static func parse(_ text: String, file: String = "preset") throws(Failure) -> Preset {
        let json: JSONValue
        do {
            json = try JSONValue.parse(text)
        } catch {
            throw Failure(file: file, message: "not valid JSON: \(error.description)")
        }
        guard case .object(let members) = json else {
            throw Failure(file: file, message: "the top level must be an object { … }, not \(json.kind)")
        }
        var preset = Preset()
        for (key, value) in members {
            guard let field = fields.first(where: { $0.key == key }) else {
                throw Failure(
                    file: file,
                    message:
                        "key \"\(key.excerpt())\": unknown key; the keys are \(fields.map(\.key).sorted().joined(separator: ", "))"
                )
            }
            do {
                try field.read(value, &preset)
            } catch {
                throw Failure(file: file, message: "key \"\(key.excerpt())\": \(error.message)")
            }
        }
        return preset
    }

    /// The preset as JSON, every key written out.
    public var json: String {
        JSONValue.object(Self.fields.map { ($0.key, $0.write(self)) }).formatted() + "\n"
    }
}
