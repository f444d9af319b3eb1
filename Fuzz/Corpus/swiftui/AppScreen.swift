import SwiftUI

// A seed for the fuzzer that reaches this session's paths: a regex predicate, a duration formatter, a
// currency field, an empty view builder, a hidden DatePicker label, link rows coloured by their Section,
// a clear row background, and a TabView that ignores the safe area.
struct Recovery: View {
    @State private var email = ""
    @State private var amount = 10.0
    @State private var when = Date()
    var valid: Bool {
        let pattern = "[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}"
        return NSPredicate(format: "SELF MATCHES[c] %@", pattern).evaluate(with: email)
    }
    var timer: String {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.unitsStyle = .positional
        formatter.zeroFormattingBehavior = .pad
        return formatter.string(from: 1500) ?? "0:00"
    }
    var body: some View {
        TabView {
            NavigationStack {
                List {
                    Section { NavigationLink("Records") { Text(timer) } }
                        .foregroundColor(.orange)
                    Text("Photo").listRowBackground(Color.clear)
                    TextField("Value", value: $amount, format: .currency(code: "USD"))
                    DatePicker(selection: $when, displayedComponents: .date) {}
                    DatePicker("When", selection: $when).labelsHidden()
                    TextField("Email", text: $email)
                    Button("Send") {}.disabled(!valid).opacity(valid ? 1 : 0.5)
                }
                .navigationTitle("Recovery")
            }
            .tabItem { Label("Home", systemImage: "house") }
        }
        .ignoresSafeArea()
    }
}

#Preview { Recovery() }
