print("widgets")
