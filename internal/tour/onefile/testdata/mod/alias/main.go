package main

import (
	"fmt"

	l "example.com/mod/lib"
)

func main() { fmt.Println(l.Greet("alias")) }
