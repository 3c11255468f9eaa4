// App greets the lib way.
package main

import (
	"fmt"
	str "strings"

	"example.com/mod/lib"
)

func main() {
	lib.Loud = str.HasPrefix("yes", "y")
	p := lib.Pair{A: "ann", B: "bob"}
	for _, g := range p.Both() {
		fmt.Println(g, lib.Count(g))
	}
	var f func(string) string = lib.Greet
	fmt.Println(f(lib.Greeting))
}
