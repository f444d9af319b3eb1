@State private var isToggled = false
