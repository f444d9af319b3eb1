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
                    Button {
                    } label: {
                        HStack {
                            Image(systemName: "plus")
                                .fontStyle(.headline, color: .red)
                            Text("Add New")
                                .fontStyle(.headline, color: .white)
                        }
                    }
                }
            }
    }
}
