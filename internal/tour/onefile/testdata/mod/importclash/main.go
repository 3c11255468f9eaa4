package main

import (
	"fmt"
	strings "math/rand"
)

func main() { fmt.Println(strings.Int()) }
