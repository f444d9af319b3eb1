import PlainText
import Raster
import Style

/// One key of a preset file: how it is read into a preset and how it is written out of one. The
/// reader, the writer and the list of known keys all walk `Preset.fields`, so the schema is written
/// once.
public struct PresetField: Sendable {
    public let key: String
    let read: @Sendable (JSONValue, inout Preset) throws(Mismatch) -> Void
    let write: @Sendable (Preset) -> JSONValue

    /// Why a value does not fit its key, in words; the reader adds the file and the key.
    struct Mismatch: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}

extension Preset {
    /// Every key, in the order files are written.
    public static let fields: [PresetField] =
        [
            .choice("scheme", \.scheme), .choice("contrast", \.contrast), .optionalChoice("seed", \.seed),
            .color("baseColor", \.parameters.baseColor), .choice("shape", \.parameters.shape),
        ] + ParametricStyle.parameters.map(PresetField.number) + [
            .color("lightShadowColor", \.parameters.lightShadowColor),
            .color("darkShadowColor", \.parameters.darkShadowColor),
            .color("backgroundColor", \.parameters.backgroundColor),
            .color("pressedColor", \.parameters.pressedColor),
            .color("foregroundColor", \.parameters.foregroundColor),
            .choice("surface", \.parameters.surface), .strokeColors,
            .choice("animation", \.parameters.animation), .choice("composition", \.parameters.composition),
        ]
}

extension PresetField {
    /// A string naming a case.
    static func choice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Preset, Value> & Sendable
    ) -> PresetField where Value.RawValue == String {
        PresetField(
            key: key, read: { value, preset throws(Mismatch) in preset[keyPath: path] = try Value(json: value) },
            write: { .string($0[keyPath: path].rawValue) })
    }

    /// A string naming a case, or null for none.
    static func optionalChoice<Value: RawRepresentable & CaseIterable & Sendable>(
        _ key: String, _ path: WritableKeyPath<Preset, Value?> & Sendable
    ) -> PresetField where Value.RawValue == String {
        PresetField(
            key: key,
            read: { value, preset throws(Mismatch) in
                preset[keyPath: path] = value == .null ? nil : try Value(json: value)
            },
            write: { $0[keyPath: path].map { .string($0.rawValue) } ?? .null })
    }

    /// "#RRGGBB" or "#RRGGBBAA", or null for the colour the style derives.
    static func color(_ key: String, _ path: WritableKeyPath<Preset, RGBA?> & Sendable) -> PresetField {
        PresetField(
            key: key,
            read: { value, preset throws(Mismatch) in
                preset[keyPath: path] = value == .null ? nil : try RGBA(json: value)
            },
            write: { $0[keyPath: path].map { .string($0.hex) } ?? .null })
    }

    /// A number within the knob's range.
    static func number(_ spec: ParameterSpec) -> PresetField {
        @Sendable func plain(_ n: Double) -> String { JSONValue.number(n).formatted() }
        return PresetField(
            key: spec.key,
            read: { value, preset throws(Mismatch) in
                guard case .number(let n) = value else {
                    throw Mismatch(
                        "expected a number from \(plain(spec.range.lowerBound)) to \(plain(spec.range.upperBound)); got \(value.kind)"
                    )
                }
                guard spec.range.contains(n) else {
                    throw Mismatch(
                        "\(plain(n)) is out of range; allowed \(plain(spec.range.lowerBound))…\(plain(spec.range.upperBound))"
                    )
                }
                preset.parameters[keyPath: spec.keyPath] = n
            },
            write: { .number($0.parameters[keyPath: spec.keyPath]) })
    }

    /// The edge's gradient: at most 8 colours.
    static let strokeColors = PresetField(
        key: "strokeColors",
        read: { value, preset throws(Mismatch) in
            guard case .array(let items) = value else {
                throw Mismatch("expected an array of colour strings; got \(value.kind)")
            }
            guard items.count <= 8 else { throw Mismatch("at most 8 colours") }
            var colors: [RGBA] = []
            for item in items { colors.append(try RGBA(json: item)) }
            preset.parameters.strokeColors = colors
        },
        write: { .array($0.parameters.strokeColors.map { .string($0.hex) }) })
}

extension RawRepresentable where Self: CaseIterable, RawValue == String {
    fileprivate init(json value: JSONValue) throws(PresetField.Mismatch) {
        let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .string(let s) = value else {
            throw PresetField.Mismatch("expected a string, one of \(names); got \(value.kind)")
        }
        guard let v = Self(rawValue: Spelling.american(s)) else {
            throw PresetField.Mismatch("'\(s.excerpt())' is not one of \(names)")
        }
        self = v
    }
}

extension RGBA {
    fileprivate init(json value: JSONValue) throws(PresetField.Mismatch) {
        guard case .string(let s) = value, let c = RGBA(hex: s) else {
            let got = value.kind == "a string" ? value.formatted() : value.kind
            throw PresetField.Mismatch("expected a colour string like \"#E1E1EB\" or \"#E1E1EB80\"; got \(got)")
        }
        self = c
    }
}
