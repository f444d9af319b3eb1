// Seed 004, "ZStack personalizado" (Spanish), sections "1. ActivitiesListView", "2. Toolbar",
// "3. ZStackBackground" and "4. Linear Gradient, Image": the article's screen with everything it uses, as one
// file. Verbatim, in the article's order (the init's indentation as the article has it): ActivitiesListView,
// `extension ActivitiesListView.ContentView` with `toolbarContent()`, ZStackBackground,
// `LinearGradient.ccBackground(color:)` and `Image.circular()`. From Assets/Screens/ActivitiesListView.swift
// and Assets/Screens/ZStackBackground.swift.
// Not in the article (marked below, the smallest code that lets it build): `import SwiftUI`; the view model
// `ActivitiesListView.ViewModel` (showError, errorMessage); `ActivitiesListView.ContentView` (a List of the
// built-in scene's four activities); `errorAlert(isPresented:error:)`; the `CCColor` palette enum
// (`.background`, `.selection`; the scene's light value, offWhite); `fontStyle(_:color:)` ("el Text se ayuda
// de un ViewModifier y una extensión de la View para agrupar fuente, color y bold"); and a `#Preview` that
// puts the screen in the NavigationView its title and toolbar need. Built-in twin: the "activities" scene.

// Not in the article: it shows no imports.
import SwiftUI

struct ActivitiesListView: View {
    @StateObject private var vm = ViewModel()
    var body: some View {
        ZStackBackground(
            alignment: .topTrailing, image: "activity", title: "Activities") {
                ContentView()
                    .toolbarContent()
            }
            .errorAlert(isPresented: $vm.showError,error: vm.errorMessage)
    }
}

extension ActivitiesListView.ContentView {
    func toolbarContent() -> some View {
        self
            .navigationTitle("Activities")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    EditButton()
                }
            }
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button { } label: {
                        HStack {
                            Image(systemName: "plus")
                                .fontStyle(.headline, color:.red)
                            Text("Add New")
                                .fontStyle(.headline, color:.white)
                        }
                    }
                }
            }
    }
}

struct ZStackBackground<Content: View>: View {
    let color: CCColor
    let alignment: Alignment
    let image: String?
    let title: String?
    @ViewBuilder let content: Content
    
    init(
        color: CCColor = .background,
        alignment: Alignment = .center,
        image: String? = nil,
        title: String? = nil,
        @ViewBuilder content: () -> Content
    ) {
            self.color = color
            self.alignment = alignment
            self.content = content()
            self.image = image
            self.title = title
        }
    
    var body: some View {
        ZStack(alignment: alignment) {
            ZStack {
                LinearGradient
                    .ccBackground()
                    .ignoresSafeArea()
                buildIf(image != nil) {
                    VStack {
                        Image(image ?? "")
                            .circular()
                        Text(title ?? "")
                            .fontStyle(.title)
                    }
                    .opacity(0.1)
                }
            }
            content
        }
        .dynamicTypeSize(.xSmall ... .xxLarge)
    }
}

extension LinearGradient {
    static func ccBackground(color: CCColor = .background) -> some View {
        LinearGradient(
            colors: [color.selection, color.selection.opacity(0.7)],
            startPoint: .top,
            endPoint: .bottom
        )
    }
}

extension Image {
    func circular() -> some View {
        self
        .resizable()
        .scaledToFit()
        .clipShape(Circle())
    }
}

// Not in the article: ActivitiesListView's view model, which the article does not show; only what the
// screen reads.
extension ActivitiesListView {
    final class ViewModel: ObservableObject {
        @Published var showError = false
        @Published var errorMessage: String? = nil
    }
}

// Not in the article: the ContentView that ActivitiesListView "abstracts"; the built-in scene's activities.
extension ActivitiesListView {
    struct ContentView: View {
        var body: some View {
            List {
                ForEach(["Morning run", "Yoga", "Cycling", "Swimming"], id: \.self) { activity in
                    Text(activity)
                }
            }
            // Over ZStackBackground's watermark, as the built-in scene draws it.
            .listStyle(.plain)
            .scrollContentBackground(.hidden)
        }
    }
}

// Not in the article: the alert helper ActivitiesListView calls.
extension View {
    func errorAlert(isPresented: Binding<Bool>, error: String?) -> some View {
        alert(error ?? "", isPresented: isPresented) {
            Button("OK") { }
        }
    }
}

// Not in the article: "el parámetro color se sirve de un enum que define los colores que pueden ser
// utilizados"; only the case the screen uses, with the built-in scene's light colour (offWhite).
enum CCColor {
    case background

    var selection: Color {
        switch self {
        case .background:
            return Color(red: 225 / 255, green: 225 / 255, blue: 235 / 255)
        }
    }
}

// Not in the article: the ViewModifier and View extension that group font, colour and bold.
struct FontStyle: ViewModifier {
    var font: Font
    var color: Color

    func body(content: Content) -> some View {
        content
            .font(font.bold())
            .foregroundColor(color)
    }
}

// Not in the article: see FontStyle.
extension View {
    func fontStyle(_ font: Font, color: Color = .primary) -> some View {
        modifier(FontStyle(font: font, color: color))
    }
}

// Not in the article: the screen's title and toolbar need a NavigationView around it.
#Preview {
    NavigationView {
        ActivitiesListView()
    }
}
