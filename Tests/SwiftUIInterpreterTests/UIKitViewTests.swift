import Raster
import Render
import Style
import TestSupport
import Testing
import UI

@testable import SwiftUIInterpreter

/// A `UIViewRepresentable` draws the UIKit control its `makeUIView` makes, as its code sets it up.
@Suite struct UIKitViewTests {
    /// Every filled shape the commands draw, with its rectangle and its colour in the light appearance.
    static func fills(_ commands: [DrawCommand], offset: Point = .zero) -> [(rect: Rect, colour: RGBA)] {
        commands.flatMap { command -> [(rect: Rect, colour: RGBA)] in
            switch command {
            case .filled(_, let rect, .color(let c)?, _, _):
                [(rect.offsetBy(dx: offset.x, dy: offset.y), c.resolve(in: Appearance()))]
            case .layer(let layer):
                fills(layer.content, offset: Point(x: offset.x + layer.offset.x, y: offset.y + layer.offset.y))
            default: []
            }
        }
    }

    /// The common coordinator-backed slider: its colours from the representable's properties, its value
    /// from the binding through `updateUIView`, the target-action wiring accepted.
    @Test func aSliderRepresentableDrawsItsTrackAndThumbInItsColours() throws {
        let source = """
            import SwiftUI
            struct KitSlider: UIViewRepresentable {
                final class Coordinator: NSObject {
                    var value: Binding<Double>
                    init(value: Binding<Double>) { self.value = value }
                    @objc func valueChanged(_ sender: UISlider) { value.wrappedValue = Double(sender.value) }
                }
                var thumbColor: UIColor = .white
                var minTrackColor: UIColor?
                @Binding var value: Double
                func makeUIView(context: Context) -> UISlider {
                    let slider = UISlider(frame: .zero)
                    slider.thumbTintColor = thumbColor
                    slider.minimumTrackTintColor = minTrackColor
                    slider.maximumValue = 10
                    slider.addTarget(context.coordinator, action: #selector(Coordinator.valueChanged(_:)), for: .valueChanged)
                    return slider
                }
                func updateUIView(_ uiView: UISlider, context: Context) { uiView.value = Float(value) }
                func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
            }
            #Preview {
                KitSlider(thumbColor: .red, minTrackColor: .blue, value: .constant(2.5)).frame(width: 228)
            }
            """
        let (commands, notes) = try phoneFrame(source, path: "Kit.swift")
        #expect(notes.isEmpty, "\(notes)")
        let fills = Self.fills(commands)
        let red = RGBA(red: 1, green: 0, blue: 0)
        let thumb = try #require(fills.first { $0.colour == red }, "\(fills)")
        #expect(thumb.rect.width == 28)
        // A quarter of the way along 200 points of travel, from the slider's leading edge.
        // UIKit's `.red` and `.blue` are pure, not SwiftUI's system red and blue.
        let minimum = try #require(fills.first { $0.colour == RGBA(red: 0, green: 0, blue: 1) }, "\(fills)")
        #expect(abs(minimum.rect.width - (200 * 0.25 + 14)) < 0.01)
        #expect(abs(thumb.rect.minX - (minimum.rect.minX + 50)) < 0.01)
    }

    /// A switch set on by a method, a label's text: what the code set is what shows.
    @Test func aSwitchAndALabelShowWhatTheCodeSet() throws {
        let source = """
            import SwiftUI
            struct KitSwitch: UIViewRepresentable {
                func makeUIView(context: Context) -> UISwitch {
                    let toggle = UISwitch()
                    toggle.setOn(true, animated: false)
                    toggle.onTintColor = .orange
                    return toggle
                }
                func updateUIView(_ uiView: UISwitch, context: Context) {}
            }
            struct KitLabel: UIViewRepresentable {
                let text: String
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = text
                    return label
                }
                func updateUIView(_ uiView: UILabel, context: Context) {}
            }
            #Preview { VStack { KitSwitch(); KitLabel(text: "From UIKit") } }
            """
        let (commands, notes) = try phoneFrame(source, path: "Kit.swift")
        #expect(notes.isEmpty, "\(notes)")
        #expect(drawnTexts(commands) == ["From UIKit"])
        let orange = try #require(Self.fills(commands).first { $0.colour == RGBA(red: 1, green: 0.5, blue: 0) })
        #expect(orange.rect.size == Size(width: 51, height: 31))
    }

    /// `UIColor.blue` and a `UIColor` property's `.red` are UIKit's pure colours; `Color.red` is the
    /// system red.
    @Test func uikitsNamedColoursAreItsOwn() throws {
        let source = """
            import SwiftUI
            struct Swatches: View {
                var tint: UIColor = .red
                var body: some View {
                    VStack {
                        Rectangle().fill(Color(UIColor.blue))
                        Rectangle().fill(Color(uiColor: tint))
                        Rectangle().fill(Color.red)
                    }
                }
            }
            #Preview { Swatches() }
            """
        let colours = Self.fills(try phoneFrame(source, path: "Kit.swift").commands).map(\.colour)
        #expect(
            colours == [
                RGBA(red: 0, green: 0, blue: 1), RGBA(red: 1, green: 0, blue: 0),
                RGBA(red: 1, green: 59.0 / 255, blue: 48.0 / 255),
            ])
    }

    /// `UISegmentedControl.appearance()` set in a view's `.onAppear`: SwiftUI's segmented pickers take
    /// its tile, channel and title colours, as UIKit's segmented control under them does.
    @Test func theSegmentedAppearanceProxyColoursSegmentedPickers() throws {
        let source = """
            import SwiftUI
            struct Theme: View {
                @State private var choice = 1
                var body: some View {
                    Picker("Theme", selection: $choice) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                    }
                    .pickerStyle(.segmented)
                    .onAppear {
                        let appearance = UISegmentedControl.appearance()
                        appearance.selectedSegmentTintColor = .brown
                        appearance.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
                        appearance.setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
                        appearance.backgroundColor = .black
                    }
                }
            }
            #Preview { Theme() }
            """
        let (commands, notes) = try phoneFrame(source, path: "Kit.swift")
        #expect(notes.isEmpty, "\(notes)")
        let colours = Self.fills(commands).map(\.colour)
        #expect(colours.contains(RGBA(red: 0.6, green: 0.4, blue: 0.2)), "\(colours)")
        #expect(colours.contains(RGBA(red: 0, green: 0, blue: 0)))
        let titles = Dictionary(uniqueKeysWithValues: drawnTextColours(commands).map { ($0.text, $0.colour) })
        #expect(titles["Dark"] == RGBA(red: 1, green: 1, blue: 1))
        #expect(titles["Light"] == Builtins.systemColors["systemGray"]?.resolve(in: Appearance()))
    }

    /// `.tabViewStyle(.page)`: the first page fills the TabView and a dot per page sits over its foot,
    /// in the colours the app set on `UIPageControl.appearance()` in an `init()`; no tab bar.
    @Test func aPagedTabViewDrawsADotPerPage() throws {
        let source = """
            import SwiftUI
            struct Onboarding: View {
                init() {
                    UIPageControl.appearance().currentPageIndicatorTintColor = .red
                    UIPageControl.appearance().pageIndicatorTintColor = UIColor.red.withAlphaComponent(0.4)
                }
                var body: some View {
                    TabView {
                        ForEach(0..<3, id: \\.self) { page in Text("Page \\(page + 1)") }
                    }
                    .tabViewStyle(.page(indexDisplayMode: .always))
                }
            }
            #Preview { Onboarding() }
            """
        let (commands, notes) = try phoneFrame(source, path: "Kit.swift")
        #expect(notes.isEmpty, "\(notes)")
        #expect(drawnTexts(commands) == ["Page 1"])
        let dots = Self.fills(commands).filter { $0.rect.width == 7 && $0.rect.height == 7 }
        #expect(
            dots.map(\.colour) == [RGBA(red: 1, green: 0, blue: 0)]
                + Array(repeating: RGBA(red: 1, green: 0, blue: 0, alpha: 0.4), count: 2))
        // Side by side, 16 points apart, centred on the 402-point screen (a row 39 wide), over its foot.
        #expect(dots.map(\.rect.minX) == [181.5, 197.5, 213.5])
        #expect(dots.allSatisfy { $0.rect.minY > 780 })
    }

    /// A representable of a view Neumorph does not draw (a map) is a placeholder with a note naming it.
    @Test func aViewNeumorphDoesNotDrawIsNamed() throws {
        let source = """
            import SwiftUI
            struct Map: UIViewRepresentable {
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ uiView: MKMapView, context: Context) {}
            }
            #Preview { Map() }
            """
        let (_, notes) = try phoneFrame(source, path: "Kit.swift")
        #expect(notes.contains { $0.contains("Map makes a") && $0.contains("UISlider") }, "\(notes)")
    }
}

/// The `RoundedCorner` shape half of SwiftUI's codebases carry: a `UIBezierPath` rounding some
/// corners, returned as `Path(path.cgPath)`.
@Suite struct BezierPathTests {
    @Test func aRoundedCornerShapeRoundsOnlyItsCorners() throws {
        let source = """
            import SwiftUI
            struct RoundedCorner: Shape {
                var radius: CGFloat = .infinity
                var corners: UIRectCorner = .allCorners
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
                    return Path(path.cgPath)
                }
            }
            #Preview {
                Color.orange
                    .clipShape(RoundedCorner(radius: 20, corners: [.topLeft, .topRight]))
                    .frame(width: 200, height: 100)
            }
            """
        let file = try ScreenFile.interpret(source: source, path: "Corner.swift")
        let state = ScreenState()
        let view = try file.view(preview: 0, colorScheme: .light, state: state, output: { _ in })
        #expect(state.notes.isEmpty, "\(state.notes.map(\.text))")
        var canvas = try #require(Canvas(width: 400, height: 300))
        let frame = UIContext().frame(view, size: Size(width: 400, height: 300), time: 0)
        Renderer().render(frame.commands, appearance: Appearance(), into: &canvas)
        // The frame is centred: 100…300 across, 100…200 down. Its top corners are cut, its bottom ones square.
        let alpha = { (x: Int, y: Int) in canvas.pixmap.color(x: x, y: y).alpha }
        #expect(alpha(101, 101) < 0.1)
        #expect(alpha(298, 101) < 0.1)
        #expect(alpha(101, 198) > 0.9)
        #expect(alpha(298, 198) > 0.9)
        #expect(alpha(200, 150) > 0.9)
    }
}
