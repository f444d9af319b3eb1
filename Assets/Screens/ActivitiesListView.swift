// Seed 004, "ZStack personalizado", sections "1. ActivitiesListView" and "2. Toolbar": the screen and
// its toolbar extension, verbatim; only `import SwiftUI` added. Not in the article, not reconstructed:
// `ActivitiesListView.ViewModel` (showError, errorMessage), `ActivitiesListView.ContentView`,
// `errorAlert(isPresented:error:)` and `fontStyle(_:color:)`. Uses ZStackBackground.swift.
// Built-in twin: the "activities" scene.

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
