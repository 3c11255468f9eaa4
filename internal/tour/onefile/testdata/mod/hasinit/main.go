package main

import (
	_ "embed"
	"fmt"
)

func init() { fmt.Println("init 1") }

func init() { fmt.Println("init 2") }

func main() { fmt.Println("main") }
