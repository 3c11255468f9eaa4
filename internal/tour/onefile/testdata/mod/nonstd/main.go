package main

import "golang.org/x/mod/semver"

func main() { _ = semver.IsValid("v1") }
