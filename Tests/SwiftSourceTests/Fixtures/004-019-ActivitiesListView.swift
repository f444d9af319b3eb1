struct ActivitiesListView: View {
    @StateObject private var vm = ViewModel()
    var body: some View {
        ZStackBackground(
            alignment: .topTrailing, image: "activity", title: "Activities"
        ) {
            ContentView()
                .toolbarContent()
        }
        .errorAlert(isPresented: $vm.showError, error: vm.errorMessage)
    }
}
