// SwiftUI
label.foregroundColor(.orange)
