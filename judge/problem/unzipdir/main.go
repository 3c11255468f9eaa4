// Unzipdir writes the files of a zip archive under a new directory, as `unzip -q ZIP -d
// DIR` does, for the scripts and the docs' examples on machines without unzip.
//
// Usage:
//
//	go run ./judge/problem/unzipdir ZIP DIR
//
// DIR must not exist yet; the folders above it are made as needed, as unzip makes them.
// Every entry must be a local path (no "..", no absolute path); files keep the
// executable bit of their mode, directories are made as needed. On error nothing is left
// of DIR, nor of the folders above it that were made for it.
package main

import (
	"fmt"
	"os"

	"github.com/knightstour/knightstour/judge/problem/zipdir"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: unzipdir ZIP DIR")
		os.Exit(2)
	}
	if err := zipdir.Unzip(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintf(os.Stderr, "unzipdir: %v\n", err)
		os.Exit(1)
	}
}
