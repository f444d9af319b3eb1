import SwiftUI

// Seeds the tenth session's paths: preferences read after layout, a UIKit representable, appearance
// proxies, a page-style TabView, sheet detents, UIBezierPath corners, hierarchical styles, Color.mix.
struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct KitSlider: UIViewRepresentable {
    final class Coordinator: NSObject {
        var value: Binding<Double>
        init(value: Binding<Double>) { self.value = value }
        @objc func changed(_ sender: UISlider) { value.wrappedValue = Double(sender.value) }
    }
    @Binding var value: Double
    func makeUIView(context: Context) -> UISlider {
        let slider = UISlider(frame: .zero)
        slider.minimumTrackTintColor = .orange
        slider.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
        return slider
    }
    func updateUIView(_ uiView: UISlider, context: Context) { uiView.value = Float(value) }
    func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
}

struct Corner: Shape {
    var corners: UIRectCorner = [.topLeft, .bottomRight]
    func path(in rect: CGRect) -> Path {
        let radii = CGSize(width: 12, height: 12)
        return Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: radii).cgPath)
    }
}

struct Kit: View {
    @State private var width: CGFloat = 0
    @State private var level = 0.4
    @State private var showsSheet = true
    init() {
        UISegmentedControl.appearance().selectedSegmentTintColor = .brown
        UIPageControl.appearance().pageIndicatorTintColor = UIColor.gray.withAlphaComponent(0.3)
    }
    var body: some View {
        TabView {
            VStack {
                Text("Width \(Int(width))").foregroundStyle(.secondary)
                KitSlider(value: $level)
                    .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
                Picker("", selection: $level) {
                    Text("A").tag(0.4)
                    Text("B").tag(0.8)
                }
                .pickerStyle(.segmented)
                Corner().fill(Color.blue.mix(with: .white, by: 0.3)).frame(height: 40)
            }
            .foregroundStyle(.white)
            .onPreferenceChange(WidthKey.self) { width = $0 }
            Text("Second")
        }
        .tabViewStyle(.page)
        .sheet(isPresented: $showsSheet) { Text("Detent").presentationDetents([.medium, .fraction(0.2)]) }
    }
}

#Preview { Kit() }
