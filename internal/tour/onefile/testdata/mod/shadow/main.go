package main

import (
	"fmt"

	"example.com/mod/lib"
)

func main() {
	fmt.Println(lib.Greet("x"))
	lib := struct{ Greeting string }{"shadowed"}
	fmt.Println(lib.Greeting)
}
