package lib

import "testing"

func TestGreet(t *testing.T) { _ = Greet("x") }
