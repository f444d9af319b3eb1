import SwiftUI

/// A soft knob dragged along its track. `DragGesture`'s translation moves it while the press lasts
/// (`@GestureState`, back to zero when the drag ends) and is added to its position at the end, both
/// kept on the track.
struct DragKnob: View {
    @State private var position: CGFloat = 0
    @GestureState private var drag: CGFloat = 0
    private let travel: CGFloat = 220
    private let surface = Color(red: 0.89, green: 0.91, blue: 0.94)

    var body: some View {
        let x = min(max(position + drag, 0), travel)
        VStack(spacing: 28) {
            Text("\(Int(x / travel * 100)) %")
                .font(.system(size: 28, weight: .semibold, design: .rounded))
                .foregroundColor(Color(red: 0.36, green: 0.4, blue: 0.5))
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(
                        surface
                            .shadow(.inner(color: Color(red: 0.64, green: 0.69, blue: 0.78), radius: 6, x: 5, y: 5))
                            .shadow(.inner(color: .white, radius: 6, x: -5, y: -5))
                    )
                    .frame(width: travel + 64, height: 64)
                Capsule()
                    .fill(Color(red: 0.45, green: 0.56, blue: 0.98).opacity(0.85))
                    .frame(width: x + 52, height: 40)
                    .offset(x: 6)
                Circle()
                    .fill(surface)
                    .frame(width: 52, height: 52)
                    .shadow(color: Color(red: 0.64, green: 0.69, blue: 0.78), radius: 5, x: 3, y: 3)
                    .shadow(color: .white, radius: 5, x: -3, y: -3)
                    .offset(x: x + 6)
                    .gesture(
                        DragGesture(minimumDistance: 0)
                            .updating($drag) { value, state, _ in state = value.translation.width }
                            .onEnded { value in position = min(max(position + value.translation.width, 0), travel) }
                    )
            }
        }
        .padding(48)
        .background(surface)
    }
}

#Preview {
    DragKnob()
}
