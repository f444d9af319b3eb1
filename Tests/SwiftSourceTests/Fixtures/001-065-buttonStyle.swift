.buttonStyle(DarkButtonStyle())
