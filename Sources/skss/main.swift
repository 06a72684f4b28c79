print("skss")
