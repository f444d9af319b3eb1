import SwiftUI

struct Drawing: View {
    var body: some View {
        VStack {
            Canvas { context, size in
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
                let path = Path { path in
                    path.move(to: CGPoint(x: 0, y: size.height / 2))
                    path.addCurve(
                        to: CGPoint(x: size.width, y: size.height / 2),
                        control1: CGPoint(x: size.width * 0.4, y: size.height * 0.2),
                        control2: CGPoint(x: size.width * 0.6, y: size.height * 0.8))
                }
                context.stroke(
                    path,
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]),
                        startPoint: .zero,
                        endPoint: CGPoint(x: size.width, y: size.height)), lineWidth: 4)
                context.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60)), with: .color(.orange))
                var copy = context
                copy.opacity = 0.5
                copy.translateBy(x: 120, y: 20)
                copy.fill(
                    Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 60), cornerRadius: 12), with: .color(.green)
                )
                context.draw(Text("Canvas").font(.title).bold(), at: CGPoint(x: size.width / 2, y: size.height - 30))
                context.draw(Image(systemName: "star.fill"), at: CGPoint(x: size.width - 40, y: 40), anchor: .center)
                context.drawLayer { ctx in
                    ctx.addFilter(.blur(radius: 4))
                    ctx.fill(Path(ellipseIn: CGRect(x: 250, y: 100, width: 50, height: 50)), with: .color(.purple))
                }
            }
            .frame(height: 300)
            .border(.gray)
            Canvas { context, size in
                for i in 0..<10 {
                    let x = Double(i) * size.width / 10
                    context.fill(
                        Path(CGRect(x: x, y: 0, width: size.width / 20, height: size.height)),
                        with: .color(Color(hue: Double(i) / 10, saturation: 0.8, brightness: 0.9)))
                }
            }
            .frame(height: 100)
        }
        .padding()
    }
}

#Preview { Drawing() }
