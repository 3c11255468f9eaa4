// Package machine reads how much memory the machine (or the container the program
// runs in) has, for the counting program's default memory cap, and the processor time
// the program has used, for its time left; and it parses the memory sizes a user gives
// on the command line.
package machine

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Memory returns the memory the program may use: the least of the machine's memory
// (MemTotal of /proc/meminfo) and the limits of its control groups (cgroup v2
// memory.max, v1 memory.limit_in_bytes), and where that figure comes from. It reads a
// few small files under root ("/" on a real system).
func Memory(root string) (bytes int64, from string, err error) {
	total, err := memTotal(root + "/proc/meminfo")
	if err != nil {
		return 0, "", err
	}
	bytes, from = total, "the machine's memory"
	for _, f := range []string{"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"} {
		limit, ok := cgroupLimit(root + f)
		if ok && limit < bytes {
			bytes, from = limit, "the container's memory limit"
		}
	}
	return bytes, from, nil
}

// memTotal reads MemTotal (in kB) from a meminfo file.
func memTotal(path string) (int64, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, fmt.Errorf("the machine's memory: %w", err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == "MemTotal:" {
			kb, err := strconv.ParseInt(fields[1], 10, 64)
			if err != nil || kb <= 0 {
				return 0, fmt.Errorf("the machine's memory: %s: MemTotal %q is not a size", path, fields[1])
			}
			return kb * 1024, nil
		}
	}
	if err := sc.Err(); err != nil {
		return 0, fmt.Errorf("the machine's memory: %w", err)
	}
	return 0, fmt.Errorf("the machine's memory: %s has no MemTotal", path)
}

// cgroupLimit reads a cgroup memory limit: a number of bytes, or "max" (none). Huge
// values (v1's "no limit" is near 2^63) count as none.
func cgroupLimit(path string) (int64, bool) {
	b, err := os.ReadFile(path) // absent outside a control group with a limit
	if err != nil {
		return 0, false
	}
	s := strings.TrimSpace(string(b))
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v <= 0 || v >= 1<<60 {
		return 0, false
	}
	return v, true
}

// units are the suffixes Parse accepts: their factors, the family of units they belong
// to and the unit's name in it.
var units = []struct {
	suffix string
	factor int64
	units  Units
	name   string
}{
	{"KiB", 1 << 10, Binary, "KiB"}, {"MiB", 1 << 20, Binary, "MiB"}, {"GiB", 1 << 30, Binary, "GiB"}, {"TiB", 1 << 40, Binary, "TiB"},
	{"KB", 1e3, Decimal, "kB"}, {"MB", 1e6, Decimal, "MB"}, {"GB", 1e9, Decimal, "GB"}, {"TB", 1e12, Decimal, "TB"},
	{"K", 1 << 10, Binary, "KiB"}, {"M", 1 << 20, Binary, "MiB"}, {"G", 1 << 30, Binary, "GiB"}, {"T", 1 << 40, Binary, "TiB"},
	{"B", 1, Decimal, "B"},
}

// Units is a family of units that sizes are said in.
type Units int

// The families of units: powers of 1000 (kB, MB, GB, as Format says them) and powers of
// 1024 (KiB, MiB, GiB).
const (
	Decimal Units = iota
	Binary
)

// Size is a memory size as a user gave it: its bytes, and the family of units the user
// gave it in, for saying it and other sizes back in the user's terms (see Size.Say).
type Size struct {
	Bytes int64
	Units Units
	text  string // the size as given, in words: "4 GiB" for 4GiB or 4G; "" for plain bytes
}

// Parse parses a memory size: a number of decimal digits, a point and digits maybe,
// with a unit, as in 4GiB, 1.5G, 800MB (K, M, G, T are powers of 1024, like KiB, MiB,
// GiB, TiB; KB, MB, GB, TB powers of 1000; B bytes), or without one a plain number of
// bytes (said back in powers of 1000); of at least a byte. Nothing else: no sign,
// exponent, underscore, other base, or space (what strconv.ParseFloat reads besides).
func Parse(s string) (Size, error) {
	num, factor, family, name := s, int64(1), Decimal, ""
	for _, u := range units {
		if strings.HasSuffix(s, u.suffix) {
			num, factor, family, name = strings.TrimSuffix(s, u.suffix), u.factor, u.units, u.name
			break
		}
	}
	x, err := strconv.ParseFloat(num, 64)
	if !decimal(num) || err != nil || !(x*float64(factor) >= 1) || x*float64(factor) >= 1<<62 {
		return Size{}, fmt.Errorf("%q is not a memory size (want for example 4GiB, 1.5G or 800MB)", s)
	}
	z := Size{Bytes: int64(x * float64(factor)), Units: family}
	if factor > 1 {
		z.text = strconv.FormatFloat(x, 'f', -1, 64) + " " + name
	}
	return z, nil
}

// decimal reports whether s is a number of Parse's grammar: decimal digits, and maybe
// a point and more digits.
func decimal(s string) bool {
	whole, frac, point := strings.Cut(s, ".")
	return digits(whole) && (!point || digits(frac))
}

// digits reports whether s is one or more decimal digits.
func digits(s string) bool {
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// ParseSize is Parse for a caller that needs only the bytes.
func ParseSize(s string) (int64, error) {
	z, err := Parse(s)
	return z.Bytes, err
}

// String says the size as the user gave it, the unit spelled out: 4 GiB (for 4GiB or
// 4G), 1.5 GiB, 800 MB; a plain number of bytes as Format says it.
func (z Size) String() string {
	if z.text == "" {
		return z.Say(z.Bytes)
	}
	return z.text
}

// Say says b bytes in the user's family of units (see Format and FormatBinary), so
// that a figure compares at a glance with the size the user gave: 768 MiB and 2.43 GiB
// beside -mem 1GiB.
func (z Size) Say(b int64) string { return z.say(b, 3) }

// SayApart says a and b as Say does, with more significant digits where three would
// make two different sizes read the same: 4.50 MB and 4.50 MB become 4.501 MB and
// 4.500 MB. It costs O(digits).
func (z Size) SayApart(a, b int64) (string, string) {
	for digits := 3; digits < 19; digits++ {
		if sa, sb := z.say(a, digits), z.say(b, digits); sa != sb || a == b {
			return sa, sb
		}
	}
	return fmt.Sprintf("%d B", a), fmt.Sprintf("%d B", b)
}

// say says b in the user's family of units with digits significant digits.
func (z Size) say(b int64, digits int) string {
	if z.Units == Binary {
		return format(b, 1024, unitNames[Binary], digits)
	}
	return format(b, 1000, unitNames[Decimal], digits)
}

// unitNames are the names of the units of each family, from bytes up.
var unitNames = [...][]string{
	Decimal: {"B", "kB", "MB", "GB", "TB", "PB", "EB"},
	Binary:  {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"},
}

// Format writes a byte count in the largest unit of 1000 that keeps it at least 1,
// with up to three significant digits: 720 MB, 10.4 GB, 1.20 PB.
func Format(b int64) string { return format(b, 1000, unitNames[Decimal], 3) }

// FormatBinary writes a byte count in the largest unit of 1024 that keeps it at least
// 1, with up to three significant digits (four below 1024 of a unit): 768 MiB, 2.43 GiB,
// 1000 MiB.
func FormatBinary(b int64) string { return format(b, 1024, unitNames[Binary], 3) }

// format writes b in the largest of names (each base times the one before) that keeps
// it at least 1, with digits significant digits (at least 3; more below 1 of the next
// unit up, as in 1000 MiB).
func format(b int64, base float64, names []string, digits int) string {
	x := float64(b)
	for i, u := range names {
		if x < base-0.5 || i == len(names)-1 {
			decimals := digits - 1
			switch {
			case i == 0:
				decimals = 0
			case x >= 99.5:
				decimals = digits - 3
			case x >= 9.95:
				decimals = digits - 2
			}
			return fmt.Sprintf("%.*f %s", decimals, x, u)
		}
		x /= base
	}
	return ""
}
