package main

import (
	"errors"
	"strconv"
)

// The flag grammar that the Go judge and the C++ checker and validator
// (cpp/judge.h, ktjudge::Args) share: a flag is -name or --name, a value
// follows as the next argument or after '=' (-rows 8, --rows=8); a number
// is ASCII decimal digits only, at most 2147483647 (leading zeros are
// decimal: 010 is ten; no sign, no 0x, no '_', no spaces); a switch is
// -name, -name=true or -name=false. Any other spelling is a bad argument,
// a judge failure, never a file name.

// cliMaxNumber is the largest number a flag takes.
const cliMaxNumber = 1<<31 - 1

// errCliSyntax is the error of a flag value outside the grammar.
var errCliSyntax = errors.New("want decimal digits only")

// errCliRange is the error of a number above cliMaxNumber.
var errCliRange = errors.New("more than 2147483647")

// cliParseNumber parses a flag's number: decimal digits only.
func cliParseNumber(s string) (int, error) {
	if s == "" {
		return 0, errCliSyntax
	}
	var v int64 // int may have 32 bits: v*10 must not overflow
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, errCliSyntax
		}
		if v = v*10 + int64(s[i]-'0'); v > cliMaxNumber {
			return 0, errCliRange
		}
	}
	return int(v), nil
}

// cliDecimal is a flag.Value for a number of the grammar.
type cliDecimal int

func (n *cliDecimal) String() string { return strconv.Itoa(int(*n)) }

func (n *cliDecimal) Set(s string) error {
	v, err := cliParseNumber(s)
	if err == nil {
		*n = cliDecimal(v)
	}
	return err
}

// cliSwitch is a flag.Value for a switch: -name, -name=true, -name=false.
type cliSwitch bool

func (b *cliSwitch) String() string { return strconv.FormatBool(bool(*b)) }

func (b *cliSwitch) IsBoolFlag() bool { return true }

func (b *cliSwitch) Set(s string) error {
	switch s {
	case "true":
		*b = true
	case "false":
		*b = false
	default:
		return errors.New("want true or false")
	}
	return nil
}
