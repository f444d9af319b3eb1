Image(systemName: "heart.fill")
    .foregroundColor(.white)
