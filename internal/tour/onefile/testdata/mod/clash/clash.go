package clash

// Greet collides with lib.Greet.
func Greet() string { return "clash" }
