import SwiftUI

/// A soft progress ring that fills and starts again: `trim(from:to:)` draws the arc from the top,
/// clockwise, and a timer on the frame clock moves it a little every frame.
struct ProgressRing: View {
    @State private var progress = 0.0
    private let timer = Timer.publish(every: 1.0 / 60, on: .main, in: .common).autoconnect()
    private let surface = Color(red: 0.89, green: 0.91, blue: 0.94)
    private let shade = Color(red: 0.64, green: 0.69, blue: 0.78)

    var body: some View {
        ZStack {
            Circle()
                .fill(surface)
                .frame(width: 200, height: 200)
                .shadow(color: shade, radius: 10, x: 8, y: 8)
                .shadow(color: .white, radius: 10, x: -8, y: -8)
            Circle()
                .stroke(shade.opacity(0.35), lineWidth: 14)
                .frame(width: 150, height: 150)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    LinearGradient(
                        colors: [Color(red: 0.45, green: 0.56, blue: 0.98), Color(red: 0.62, green: 0.45, blue: 0.98)],
                        startPoint: .topLeading, endPoint: .bottomTrailing),
                    style: StrokeStyle(lineWidth: 14, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .frame(width: 150, height: 150)
            Text("\(Int(progress * 100)) %")
                .font(.system(size: 30, weight: .semibold, design: .rounded))
                .foregroundColor(Color(red: 0.36, green: 0.4, blue: 0.5))
        }
        .padding(60)
        .background(surface)
        .onReceive(timer) { _ in progress = progress >= 1 ? 0 : min(1, progress + 0.005) }
    }
}

#Preview {
    ProgressRing()
}
