.animation(nil)
