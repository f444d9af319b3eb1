import Foundation
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

    static let keys: Set<String> = Set(ParametricStyle.parameters.map(\.key)).union([
        "scheme", "contrast", "seed", "baseColor", "shape", "lightShadowColor", "darkShadowColor", "surface",
        "strokeColors",
        "animation", "composition",
    ])

    /// Reads a preset file.
    public static func load(_ path: String) throws(Failure) -> Preset {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Failure(file: path, message: "cannot read it: \(error.localizedDescription)")
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
        func fail(_ key: String, _ message: String) -> Failure {
            Failure(file: file, message: "key \"\(key)\": \(message)")
        }
        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ value: JSONValue, _ type: T.Type)
            throws(Failure) -> T where T.RawValue == String
        {
            let names = T.allCases.map(\.rawValue)
            guard case .string(let s) = value else {
                throw fail(key, "expected a string, one of \(names.joined(separator: ", ")); got \(value.kind)")
            }
            guard let v = T(rawValue: s) else {
                throw fail(key, "'\(s)' is not one of \(names.joined(separator: ", "))")
            }
            return v
        }
        func color(_ key: String, _ value: JSONValue) throws(Failure) -> RGBA {
            guard case .string(let s) = value, let c = RGBA(hex: s) else {
                throw fail(
                    key,
                    "expected a colour string like \"#E1E1EB\" or \"#E1E1EB80\"; got \(value.kind == "a string" ? "\(value.formatted())" : value.kind)"
                )
            }
            return c
        }
        for (key, value) in members {
            guard keys.contains(key) else {
                throw fail(key, "unknown key; the keys are \(keys.sorted().joined(separator: ", "))")
            }
            if let spec = ParametricStyle.parameters.first(where: { $0.key == key }) {
                guard case .number(let n) = value else {
                    throw fail(
                        key,
                        "expected a number from \(HUDFormat.number(spec.range.lowerBound)) to \(HUDFormat.number(spec.range.upperBound)); got \(value.kind)"
                    )
                }
                guard spec.range.contains(n) else {
                    throw fail(
                        key,
                        "\(HUDFormat.number(n)) is out of range; allowed \(HUDFormat.number(spec.range.lowerBound))…\(HUDFormat.number(spec.range.upperBound))"
                    )
                }
                preset.parameters[keyPath: spec.keyPath] = n
                continue
            }
            switch key {
            case "scheme": preset.scheme = try choice(key, value, Scheme.self)
            case "contrast": preset.contrast = try choice(key, value, Appearance.Contrast.self)
            case "seed": preset.seed = value == .null ? nil : try choice(key, value, SeedStyle.self)
            case "baseColor": preset.parameters.baseColor = value == .null ? nil : try color(key, value)
            case "shape": preset.parameters.shape = try choice(key, value, ParametricStyle.ShapeKind.self)
            case "surface": preset.parameters.surface = try choice(key, value, ParametricStyle.Surface.self)
            case "animation": preset.parameters.animation = try choice(key, value, ParametricStyle.AnimationKind.self)
            case "composition": preset.parameters.composition = try choice(key, value, ShadowComposition.self)
            case "lightShadowColor": preset.parameters.lightShadowColor = value == .null ? nil : try color(key, value)
            case "darkShadowColor": preset.parameters.darkShadowColor = value == .null ? nil : try color(key, value)
            case "strokeColors":
                guard case .array(let items) = value else {
                    throw fail(key, "expected an array of colour strings; got \(value.kind)")
                }
                guard items.count <= 8 else { throw fail(key, "at most 8 colours") }
                var colors: [RGBA] = []
                for item in items { colors.append(try color(key, item)) }
                preset.parameters.strokeColors = colors
            default: break
            }
        }
        return preset
    }

    /// The preset as JSON, every key written out.
    public var json: String {
        let p = parameters
        var members: [(key: String, value: JSONValue)] = [
            ("scheme", .string(scheme.rawValue)), ("contrast", .string(contrast.rawValue)),
            ("seed", seed.map { .string($0.rawValue) } ?? .null),
            ("baseColor", p.baseColor.map { .string($0.hex) } ?? .null), ("shape", .string(p.shape.rawValue)),
        ]
        for spec in ParametricStyle.parameters { members.append((spec.key, .number(p[keyPath: spec.keyPath]))) }
        members += [
            ("lightShadowColor", p.lightShadowColor.map { .string($0.hex) } ?? .null),
            ("darkShadowColor", p.darkShadowColor.map { .string($0.hex) } ?? .null),
            ("surface", .string(p.surface.rawValue)), ("strokeColors", .array(p.strokeColors.map { .string($0.hex) })),
            ("animation", .string(p.animation.rawValue)), ("composition", .string(p.composition.rawValue)),
        ]
        return JSONValue.object(members).formatted() + "\n"
    }
}

/// Numbers as people write them: no trailing ".0".
enum HUDFormat {
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
