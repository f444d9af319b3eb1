import SwiftUI

// The SwiftUI surface Neumorph draws, on one screen: custom shapes and paths, trims, transforms,
// gradients, blend modes, colour effects, geometry, type and symbols. `make screenshots` renders it
// into the README.

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Star: Shape {
    var points = 5
    func path(in rect: CGRect) -> Path {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let outer = min(rect.width, rect.height) / 2
        var path = Path()
        for index in 0..<(points * 2) {
            let radius = index.isMultiple(of: 2) ? outer : outer * 0.45
            let angle = Double(index) * .pi / Double(points) - .pi / 2
            let point = CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }
}

struct Tile<Content: View>: View {
    let title: String
    let content: Content

    init(title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(spacing: 8) {
            content.frame(width: 84, height: 84)
            Text(title).font(.caption).foregroundColor(.secondary)
        }
        .frame(width: 108, height: 118)
        .background(
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .fill(Color(red: 0.93, green: 0.94, blue: 0.96))
                .shadow(color: .white, radius: 6, x: -4, y: -4)
                .shadow(color: Color.black.opacity(0.15), radius: 6, x: 4, y: 4))
    }
}

struct SurfaceGallery: View {
    var body: some View {
        VStack(spacing: 18) {
            Text("The SwiftUI surface").font(.system(size: 22, weight: .semibold, design: .rounded))
            HStack(spacing: 18) {
                Tile(title: "Shape") { Triangle().fill(Color.orange).padding(10) }
                Tile(title: "trim") {
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.2), lineWidth: 10)
                        Circle().trim(from: 0, to: 0.5)
                            .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .padding(10)
                }
                Tile(title: "rotationEffect") {
                    RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 44, height: 44)
                        .rotationEffect(.degrees(45))
                }
                Tile(title: "RadialGradient") {
                    Circle().fill(
                        RadialGradient(
                            colors: [Color.yellow, Color.orange.opacity(0)], center: .center, startRadius: 0,
                            endRadius: 42))
                }
                Tile(title: "AngularGradient") {
                    Circle().strokeBorder(
                        AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center),
                        lineWidth: 12)
                }
            }
            HStack(spacing: 18) {
                Tile(title: "GeometryReader") {
                    GeometryReader { proxy in
                        Rectangle().fill(Color.indigo)
                            .frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
                    }
                    .border(Color.gray.opacity(0.5))
                }
                Tile(title: "blendMode") {
                    ZStack {
                        Circle().fill(Color.red).frame(width: 50, height: 50).offset(x: -12, y: -8)
                        Circle().fill(Color.green).frame(width: 50, height: 50).offset(x: 12, y: -8)
                            .blendMode(.difference)
                        Circle().fill(Color.blue).frame(width: 50, height: 50).offset(y: 12)
                            .blendMode(.screen)
                    }
                    .compositingGroup()
                }
                Tile(title: "hueRotation") {
                    HStack(spacing: 4) {
                        Star().fill(Color.pink)
                        Star().fill(Color.pink).hueRotation(.degrees(120))
                        Star().fill(Color.pink).grayscale(1)
                    }
                }
                Tile(title: "StrokeStyle") {
                    Path { p in
                        p.move(to: CGPoint(x: 6, y: 70))
                        p.addQuadCurve(to: CGPoint(x: 78, y: 70), control: CGPoint(x: 42, y: -20))
                    }
                    .stroke(Color.teal, style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [8, 7]))
                }
                Tile(title: "Symbols") {
                    VStack(spacing: 10) {
                        HStack(spacing: 12) {
                            Image(systemName: "play.fill")
                            Image(systemName: "heart.fill").foregroundColor(.red)
                            Image(systemName: "bell")
                        }
                        HStack(spacing: 12) {
                            Image(systemName: "moon.fill").foregroundColor(.indigo)
                            Image(systemName: "gearshape")
                            Image(systemName: "wifi")
                        }
                    }
                    .font(.system(size: 20))
                }
            }
            HStack(spacing: 14) {
                Text("Light").fontWeight(.light)
                Text("Medium").fontWeight(.medium)
                Text("Heavy").fontWeight(.heavy)
                Text("Italic").italic()
                Text("Serif").fontDesign(.serif)
                Text("Mono").monospaced()
                Text("Tracked").tracking(3).textCase(.uppercase)
            }
            .font(.system(size: 15))
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(red: 0.93, green: 0.94, blue: 0.96))
    }
}

#Preview("Surface") {
    SurfaceGallery()
}
