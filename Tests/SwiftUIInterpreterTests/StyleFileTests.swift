import Foundation
import Raster
import Style
import TestSupport
import Testing

@testable import SwiftUIInterpreter

/// The language a style file may use, and what happens outside it: errors with their place.
@Suite struct StyleFileTests {
    static func style(_ body: String, properties: String = "", extra: String = "") -> String {
        """
        import SwiftUI
        \(extra)
        struct Probe: ButtonStyle {
            \(properties)
            func makeBody(configuration: Configuration) -> some View {
                \(body)
            }
        }
        """
    }

    /// The message of the error interpreting `source` throws.
    static func error(_ source: String, arguments: StyleArguments = StyleArguments()) -> String {
        do {
            _ = try StyleFile.interpret(source: source, path: "Probe.swift", arguments: arguments)
            return "no error"
        } catch {
            return error.description
        }
    }

    static func draw(_ style: any ButtonStyle, isPressed: Bool = false) -> (Size, [DrawCommand]) {
        let configuration = ButtonConfiguration(label: Label("OK"), isPressed: isPressed)
        let size = style.size(for: configuration)
        return (
            size,
            style.makeBody(configuration: configuration, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        )
    }

    /// A Button in a toggle style's body (the label wrapped in one to flip it) is drawn as the
    /// automatic style draws it, its label in the accent; `.buttonStyle(.plain)` keeps the label's own.
    @Test(arguments: ["", ".buttonStyle(.plain)", ".buttonStyle(PlainButtonStyle())"])
    func aButtonInAToggleStylesBodyIsTheAccentUnlessPlain(style: String) throws {
        let source = """
            import SwiftUI
            struct Flip: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button { configuration.isOn.toggle() } label: { configuration.label }\(style)
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Flip.swift")
        let toggle = try #require(file.toggleStyle(named: "Flip"))
        let configuration = ToggleConfiguration(
            button: ButtonConfiguration(label: Label(systemImage: .heartFill), isPressed: false), isOn: false)
        let drawn = drawnIconColours(
            toggle.makeBody(configuration: configuration, in: Rect(x: 0, y: 0, width: 60, height: 60)))
        try #require(drawn.count == 1)
        let isAccent = drawn[0].blue > 0.9 && drawn[0].red < 0.2
        #expect(isAccent == style.isEmpty, "\(drawn[0])")
    }

    @Test func unreadableFileNamesThePath() {
        #expect(throws: StyleFileError.self) { try StyleFile.load(path: "/nonexistent/Style.swift") }
    }

    @Test func unsupportedModifierNamesItsPlaceAndTheSupportedOnes() {
        let message = Self.error(Self.style("configuration.label.glassEffect(in: Capsule())"))
        #expect(message.hasPrefix("Probe.swift:6:28: "))
        #expect(message.contains("`.glassEffect` is not supported; supported modifiers:"))
        // By family, every declared name.
        #expect(message.contains("layout: .padding, .frame"))
        #expect(message.contains(".rotationEffect"))
    }

    @Test func modifiersThatDrawNothingAreListedAsIgnored() throws {
        let file = try StyleFile.interpret(
            source: Self.style("configuration.label.padding(10).accessibilityLabel(\"Like\")"), path: "Probe.swift")
        #expect(file.ignoredModifiers.map(\.name) == ["accessibilityLabel"])
        #expect(file.ignoredModifiers[0].description.hasPrefix("6:"))
    }

    @Test func aPropertyWithoutValueTakesANamedStandIn() throws {
        let source = Self.style("configuration.label.background(color)", properties: "var color: Color")
        let standIn = try StyleFile.interpret(source: source, path: "Probe.swift")
        #expect(standIn.standIns["Probe"] == ["color: .gray, a stand-in (--style-arg color=#RRGGBB sets it)"])
        let (_, grey) = Self.draw(try #require(standIn.buttonStyles.first))
        guard case .filled(_, _, .color(let g)?, _, _) = grey.first else {
            Issue.record("expected a grey background, got \(grey)")
            return
        }
        #expect(g.resolve(in: Appearance()) == Color.gray.resolve(in: Appearance()))
        let file = try StyleFile.interpret(
            source: source, path: "Probe.swift", arguments: StyleArguments(assignments: ["color": "#FF0000"]))
        let (_, commands) = Self.draw(try #require(file.buttonStyles.first))
        guard case .filled(_, _, .color(let c)?, _, _) = commands.first else {
            Issue.record("expected a red background, got \(commands)")
            return
        }
        #expect(c.resolve(in: Appearance()) == RGBA(r8: 255, g8: 0, b8: 0))
        #expect(
            Self.error(source, arguments: StyleArguments(assignments: ["color": "red"])).contains(
                "a colour is written #RRGGBB"))
    }

    /// A property its own initialiser gives a default (`init(color: Color = .red)`) takes that default,
    /// not a stand-in, as the style would be made in the app.
    @Test func anInitialisersDefaultIsNoStandIn() throws {
        let source = Self.style(
            "configuration.label.background(color)",
            properties: "var color: Color\n    init(color: Color = .red) { self.color = color }")
        let file = try StyleFile.interpret(source: source, path: "Probe.swift")
        #expect(file.standIns["Probe"] == nil)
        let (_, commands) = Self.draw(try #require(file.buttonStyles.first))
        guard case .filled(_, _, .color(let c)?, _, _) = commands.first else {
            Issue.record("expected a red background, got \(commands)")
            return
        }
        #expect(c.resolve(in: Appearance()) == Color.red.resolve(in: Appearance()))
    }

    /// A generic style's nested enum, without a default: its first case stands in, and `--style-arg`
    /// names a case.
    @Test func anEnumPropertyTakesACaseAndTheArgumentNamesOne() throws {
        let source = """
            import SwiftUI
            struct Tint<S: Shape>: ButtonStyle {
                enum Shade { case light, dark }
                var shade: Shade
                var shape: S
                func makeBody(configuration: Configuration) -> some View {
                    switch shade {
                    case .light: return AnyView(configuration.label.background(shape.fill(Color.white)))
                    case .dark: return AnyView(configuration.label.background(shape.fill(Color.black)))
                    }
                }
            }
            """
        let file = try StyleFile.interpret(source: source, path: "Tint.swift")
        #expect(file.styleTypeNames == ["Tint<Circle>", "Tint<RoundedRectangle>", "Tint<Capsule>"])
        #expect(file.standIns["Tint<Circle>"] == ["shade: .light, a stand-in (--style-arg shade=light sets it)"])
        func fill(_ file: StyleFile) throws -> RGBA? {
            let (_, commands) = Self.draw(try #require(file.buttonStyles.first))
            guard case .filled(_, _, .color(let c)?, _, _) = commands.first else { return nil }
            return c.resolve(in: Appearance())
        }
        #expect(try fill(file) == RGBA(r8: 255, g8: 255, b8: 255))
        let dark = try StyleFile.interpret(
            source: source, path: "Tint.swift", arguments: StyleArguments(assignments: ["shade": ".dark"]))
        #expect(try fill(dark) == RGBA(r8: 0, g8: 0, b8: 0))
        #expect(
            Self.error(source, arguments: StyleArguments(assignments: ["shade": "grey"])).contains(
                "--style-arg shade=grey: Tint.Shade has .light, .dark"))
    }

    @Test func aMisspeltStyleArgumentIsAnError() {
        let source = Self.style("configuration.label.background(color)", properties: "var color: Color = .red")
        let message = Self.error(source, arguments: StyleArguments(assignments: ["colour": "#FF0000"]))
        #expect(message.hasSuffix("no style in the file has a stored property 'colour' (they have: color)"))
    }

    @Test func builtInArgumentsFillPropertiesOfTheSameTypeName() throws {
        let source = Self.style("configuration.label.background(color)", properties: "var color: Color")
        let arguments = StyleArguments(builtIns: ["Probe": ["color": .color(Color(white: 0.9))]])
        let file = try StyleFile.interpret(source: source, path: "Probe.swift", arguments: arguments)
        #expect(file.buttonStyles.count == 1)
    }

    @Test func viewsThatContainEachOtherEndInAnError() {
        let extra = """
            struct A: View { var body: some View { B() } }
            struct B: View { var body: some View { A().padding(1) } }
            """
        let started = Date()
        let message = Self.error(Self.style("configuration.label.background(A())", extra: extra))
        #expect(message.contains("nest"))
        // The nesting limit ends it within a second in release (the README's promise).
        #expect(Date().timeIntervalSince(started) < HangLimit.seconds(1))
    }

    @Test func propertiesDefinedByEachOtherEndInAnError() {
        let extra = "extension Color { static let a = Color.b\n static let b = Color.a }"
        #expect(Self.error(Self.style("configuration.label.background(Color.a)", extra: extra)).contains("nest"))
    }

    @Test func hugeNumbersAreRefused() {
        #expect(Self.error(Self.style("configuration.label.padding(1e400)")).contains("out of range"))
        #expect(Self.error(Self.style("configuration.label.padding(1e9)")).contains("out of range"))
        #expect(Self.error(Self.style("configuration.label.padding(1 / 0)")).contains("division by zero"))
    }

    @Test func aFileOfMegabytesIsRefusedQuickly() {
        let started = Date()
        let big =
            Self.style("configuration.label") + String(repeating: "// filler line of a huge file\n", count: 100_000)
        #expect(Self.error(big) != "no error")
        #expect(Date().timeIntervalSince(started) < HangLimit.seconds(1))
    }

    @Test func aFileWithoutStylesSaysWhatItNeeds() {
        #expect(
            Self.error("import SwiftUI\nstruct V: View { var body: some View { Text(\"x\") } }").contains(
                "no ButtonStyle"))
    }

    @Test func errorsGiveFileLineAndColumn() {
        let message = Self.error(Self.style("configuration.label.padding(undefinedName)"))
        #expect(
            message
                == "Probe.swift:6:37: cannot find 'undefinedName' in scope (looked in the scope, the file and SwiftUI)")
    }

    @Test func theSubsetDrawsAndLaysOut() throws {
        let body = """
            let isPressed = configuration.isPressed
            let s: CGFloat = isPressed ? 5 : 15
            var r = 2.0
            r += 1
            HStack(alignment: .center, spacing: 4) {
                Image(systemName: "heart.fill")
                configuration.label
                    .font(.headline)
            }
            .foregroundStyle(.white)
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .frame(width: 160)
            .background(
                Group {
                    if isPressed && !false {
                        Capsule(style: .continuous).fill(Color(red: 0.2, green: 0.3, blue: 0.4, opacity: 0.9))
                    } else {
                        Capsule().fill(LinearGradient(colors: [.blue, .red], startPoint: .top, endPoint: .bottom))
                            .shadow(color: Color.black.opacity(0.2), radius: r, x: s, y: s)
                            .shadow(color: .white.opacity(0.7), radius: r, x: -s, y: -s)
                    }
                }
            )
            .overlay(Capsule().strokeBorder(Color(white: 1, opacity: 0.5), lineWidth: 1))
            .clipShape(Capsule())
            .scaleEffect(isPressed ? 0.95 : 1)
            .opacity(0.99)
            .animation(.spring(), value: isPressed)
            """
        let file = try StyleFile.interpret(source: Self.style(body), path: "Probe.swift")
        let style = try #require(file.buttonStyles.first)
        #expect(style.animation == .spring)
        let (size, released) = Self.draw(style)
        #expect(size.width == 160)
        #expect(!released.isEmpty)
        let (_, pressed) = Self.draw(style, isPressed: true)
        #expect(!pressed.isEmpty)
    }

    @Test func toggleStylesReadIsOnAndRefuseIsPressed() throws {
        let toggle = """
            import SwiftUI
            struct Switch: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(action: { configuration.isOn.toggle() }) {
                        configuration.label.padding(12)
                    }
                    .background(configuration.isOn ? Color.green : Color.gray)
                }
            }
            """
        let file = try StyleFile.interpret(source: toggle, path: "Switch.swift")
        #expect(file.toggleStyles.map(\.typeName) == ["Switch"])
        let bad = toggle.replacingOccurrences(of: "configuration.isOn ?", with: "configuration.isPressed ?")
        #expect(Self.error(bad).contains("a ToggleStyle's configuration has no isPressed"))
    }
}

/// Nesting as deep as the parser allows ends in a picture or an error, never a stack overflow.
@Suite struct DeepNestingTests {
    @Test(arguments: [40, 120, 190])
    func nestedStacksAndParentheses(_ depth: Int) {
        let stacks =
            String(repeating: "ZStack { ", count: depth) + "configuration.label"
            + String(repeating: " }", count: depth)
        let parens = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        let padded = String(repeating: ".padding(1)", count: depth)
        // Two children a level: measuring each child more than once would cost 2^depth.
        let pairs =
            String(repeating: "HStack { Circle(); ", count: depth) + "configuration.label"
            + String(repeating: " }", count: depth)
        for body in [stacks, "configuration.label.padding(\(parens))", "configuration.label\(padded)", pairs] {
            let source = StyleFileTests.style(body)
            let message = StyleFileTests.error(source)
            #expect(message == "no error" || message.contains("nest"), "\(message.prefix(200))")
            if let style = (try? StyleFile.interpret(source: source, path: "Deep.swift"))?.buttonStyles.first {
                let (size, commands) = StyleFileTests.draw(style)
                #expect(size.width.isFinite && !commands.isEmpty)
            }
        }
    }
}
