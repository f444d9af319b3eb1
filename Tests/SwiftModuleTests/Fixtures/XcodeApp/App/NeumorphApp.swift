import SwiftUI

@main
struct NeumorphApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}
