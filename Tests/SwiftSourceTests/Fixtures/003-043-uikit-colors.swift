label.textColor = .label
detailLabel.textColor = .secondaryLabel
view.backgroundColor = .systemBackground
