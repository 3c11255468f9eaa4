// Package bfile reads the tables of counts that the project keeps as OEIS b-files: a
// line "n a(n)" a term, n = 1, 2, … in order, each a(n) a count in plain decimal.
package bfile

import (
	"bufio"
	"fmt"
	"io"
	"io/fs"
	"math/big"
	"strconv"
	"strings"
)

// Read returns a(1), a(2), … of the b-file r. Each line must be "n a(n)", ended by "\n"
// or "\r\n" (the last may end the file): n the line's number, one space, a(n) a
// non-negative integer written as big.Int writes it (no sign, no leading zero); any
// other line is an error that names its number and text. Cost: one pass over r, the
// terms held.
func Read(r io.Reader) ([]*big.Int, error) {
	var terms []*big.Int
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		n := len(terms) + 1
		num, a, ok := strings.Cut(sc.Text(), " ")
		x, good := new(big.Int).SetString(a, 10)
		if !ok || num != strconv.Itoa(n) || !good || x.Sign() < 0 || x.String() != a {
			return terms, fmt.Errorf("line %d: %q: want \"%d a(%d)\", a(%d) a count in plain decimal", n, sc.Text(), n, n, n)
		}
		terms = append(terms, x)
	}
	if err := sc.Err(); err != nil {
		return terms, fmt.Errorf("line %d: %w", len(terms)+1, err)
	}
	return terms, nil
}

// ReadFile returns the terms of the b-file name in fsys (Read), its errors prefixed by
// the name.
func ReadFile(fsys fs.FS, name string) ([]*big.Int, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	terms, err := Read(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return terms, nil
}
