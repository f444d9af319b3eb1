print("a script beside the package, in no target")
