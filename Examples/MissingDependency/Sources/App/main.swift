print(RootComponent().profile.greeting())
