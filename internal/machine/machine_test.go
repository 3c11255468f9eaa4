package machine

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// fakeRoot writes files (path → content) under a temporary root.
func fakeRoot(t *testing.T, files map[string]string) string {
	t.Helper()
	root := t.TempDir()
	for p, content := range files {
		full := filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return root
}

const meminfo = "MemTotal:       24000000 kB\nMemFree:        20000000 kB\n"

func TestMemory(t *testing.T) {
	for _, tc := range []struct {
		name  string
		files map[string]string
		want  int64
		from  string
	}{
		{"machine", map[string]string{"proc/meminfo": meminfo}, 24000000 * 1024, "machine"},
		{"cgroup v2", map[string]string{"proc/meminfo": meminfo, "sys/fs/cgroup/memory.max": "4294967296\n"}, 4 << 30, "container"},
		{"cgroup v2 max", map[string]string{"proc/meminfo": meminfo, "sys/fs/cgroup/memory.max": "max\n"}, 24000000 * 1024, "machine"},
		{"cgroup v1", map[string]string{"proc/meminfo": meminfo, "sys/fs/cgroup/memory/memory.limit_in_bytes": "2147483648\n"}, 2 << 30, "container"},
		{"cgroup v1 none", map[string]string{"proc/meminfo": meminfo, "sys/fs/cgroup/memory/memory.limit_in_bytes": "9223372036854771712\n"}, 24000000 * 1024, "machine"},
		{"cgroup above the machine", map[string]string{"proc/meminfo": meminfo, "sys/fs/cgroup/memory.max": "99999999999999\n"}, 24000000 * 1024, "machine"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, from, err := Memory(fakeRoot(t, tc.files))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want || !strings.Contains(from, tc.from) {
				t.Errorf("Memory = %d (%s), want %d (%s)", got, from, tc.want, tc.from)
			}
		})
	}
}

func TestMemoryErrors(t *testing.T) {
	for name, files := range map[string]map[string]string{
		"no meminfo":  {},
		"no MemTotal": {"proc/meminfo": "MemFree: 1 kB\n"},
		"bad number":  {"proc/meminfo": "MemTotal: lots kB\n"},
	} {
		t.Run(name, func(t *testing.T) {
			if _, _, err := Memory(fakeRoot(t, files)); err == nil {
				t.Error("no error")
			}
		})
	}
}

// TestMemoryHere reads this machine's memory where there is a /proc.
func TestMemoryHere(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo on this system")
	}
	b, from, err := Memory("")
	if err != nil {
		t.Fatal(err)
	}
	if b < 1<<24 {
		t.Errorf("%d bytes (%s): less than 16 MiB", b, from)
	}
}

// TestParse checks the bytes of a size, the family of units it is said back in, and
// how it is said: in the unit the user gave.
func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in    string
		want  int64
		units Units
		say   string
	}{
		{"4GiB", 4 << 30, Binary, "4 GiB"}, {"4G", 4 << 30, Binary, "4 GiB"}, {"1.5G", 3 << 29, Binary, "1.5 GiB"},
		{"800MB", 800e6, Decimal, "800 MB"}, {"800M", 800 << 20, Binary, "800 MiB"}, {"2TB", 2e12, Decimal, "2 TB"},
		{"512KiB", 512 << 10, Binary, "512 KiB"}, {"4.0GiB", 4 << 30, Binary, "4 GiB"}, {"1KB", 1000, Decimal, "1 kB"},
		{"1000", 1000, Decimal, "1.00 kB"}, {"10B", 10, Decimal, "10 B"},
	} {
		t.Run(tc.in, func(t *testing.T) {
			got, err := Parse(tc.in)
			if err != nil || got.Bytes != tc.want || got.Units != tc.units || got.String() != tc.say {
				t.Errorf("Parse(%q) = %d, %v, %q, %v; want %d, %v, %q", tc.in, got.Bytes, got.Units, got, err, tc.want, tc.units, tc.say)
			}
			if b, err := ParseSize(tc.in); err != nil || b != tc.want {
				t.Errorf("ParseSize(%q) = %d, %v; want %d", tc.in, b, err, tc.want)
			}
		})
	}
	for _, bad := range []string{"", "G", "-1G", "0", "4 G", " 4G", "4X", "lots", "1e30", "NaN", "Inf", "+Inf",
		// Outside the grammar (digits, a point and digits, a unit), though strconv reads them:
		"0x1p21MB", "2e6", "2E6", "1_000KB", "0x10", "+4G", ".5G", "5.G", "4GiB ", "1.5e3MB", "0b1G", "4gib"} {
		if got, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) = %d, want an error", bad, got.Bytes)
		}
	}
}

// TestSay checks that figures are said in the family of units the size was given in.
func TestSay(t *testing.T) {
	for _, tc := range []struct {
		size string
		b    int64
		want string
	}{
		{"1GiB", 3 << 28, "768 MiB"}, {"1GiB", 2607e6, "2.43 GiB"}, {"1G", 1000 << 20, "1000 MiB"},
		{"4GB", 2607e6, "2.61 GB"}, {"4294967296", 3 << 30, "3.22 GB"},
	} {
		z, err := Parse(tc.size)
		if err != nil {
			t.Fatal(err)
		}
		if got := z.Say(tc.b); got != tc.want {
			t.Errorf("Parse(%q).Say(%d) = %q, want %q", tc.size, tc.b, got, tc.want)
		}
	}
}

// sizeGrammar is Parse's grammar, as its doc comment and docs/usage.txt give it:
// decimal digits, a point and digits maybe, and a unit maybe.
var sizeGrammar = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?(KiB|MiB|GiB|TiB|KB|MB|GB|TB|K|M|G|T|B)?$`)

// FuzzParse checks that Parse takes exactly the sizes of its grammar (those not 0 and
// not too large), and gives each a size above 0 said in words.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"4GiB", "1.5G", "800MB", "12", "-3", "x", "0x1p21MB", "2e6", "1_000KB", "0.0001KB"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		z, err := Parse(s)
		if err == nil && (z.Bytes <= 0 || z.String() == "") {
			t.Errorf("Parse(%q) = %d, %q without an error", s, z.Bytes, z)
		}
		if err == nil && !sizeGrammar.MatchString(s) {
			t.Errorf("Parse(%q) = %d: not a size of the grammar", s, z.Bytes)
		}
		if x, _ := strconv.ParseFloat(strings.TrimRight(s, "KMGTiB"), 64); err != nil && sizeGrammar.MatchString(s) && x >= 1 && x < 1e6 {
			t.Errorf("Parse(%q): %v", s, err)
		}
	})
}

func TestFormat(t *testing.T) {
	for _, tc := range []struct {
		in   int64
		want string
	}{
		{0, "0 B"}, {999, "999 B"}, {1000, "1.00 kB"}, {720e6, "720 MB"}, {10.4e9, "10.4 GB"},
		{1234567, "1.23 MB"}, {99.96e6, "100 MB"}, {3e18, "3.00 EB"},
	} {
		if got := Format(tc.in); got != tc.want {
			t.Errorf("Format(%d) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestSayApart checks that two different sizes are said differently, and equal ones
// alike.
func TestSayApart(t *testing.T) {
	for _, tc := range []struct {
		size   string
		a, b   int64
		sa, sb string
	}{
		{"6MB", 4_501_000, 4_500_000, "4.501 MB", "4.500 MB"},
		{"6MB", 4_500_001, 4_500_000, "4.500001 MB", "4.500000 MB"},
		{"6MB", 5_000_000, 4_500_000, "5.00 MB", "4.50 MB"},
		{"6MB", 4_500_000, 4_500_000, "4.50 MB", "4.50 MB"},
		{"1GiB", 1<<30 + 1, 1 << 30, "1.000000001 GiB", "1.000000000 GiB"},
		{"1B", 1<<62 + 1, 1 << 62, "4611686018427387905 B", "4611686018427387904 B"},
	} {
		z, err := Parse(tc.size)
		if err != nil {
			t.Fatal(err)
		}
		if sa, sb := z.SayApart(tc.a, tc.b); sa != tc.sa || sb != tc.sb {
			t.Errorf("Parse(%q).SayApart(%d, %d) = %q, %q; want %q, %q", tc.size, tc.a, tc.b, sa, sb, tc.sa, tc.sb)
		}
	}
}

func TestFormatBinary(t *testing.T) {
	for _, tc := range []struct {
		in   int64
		want string
	}{
		{0, "0 B"}, {1023, "1023 B"}, {1024, "1.00 KiB"}, {3 << 28, "768 MiB"}, {104 << 30 / 10, "10.4 GiB"},
		{4 << 30, "4.00 GiB"}, {3 << 60, "3.00 EiB"},
	} {
		if got := FormatBinary(tc.in); got != tc.want {
			t.Errorf("FormatBinary(%d) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func ExampleSize() {
	z, _ := Parse("1GiB")
	fmt.Printf("%s allowed, its tables %s, the count needs %s\n", z, z.Say(z.Bytes/4*3), z.Say(2607e6))
	// Output: 1 GiB allowed, its tables 768 MiB, the count needs 2.43 GiB
}

// TestDiskFree checks that the free bytes of a folder not made yet are its parent's.
func TestDiskFree(t *testing.T) {
	dir := t.TempDir()
	free, ok := DiskFree(dir)
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		if ok {
			t.Errorf("DiskFree says %d bytes where there is no statfs", free)
		}
		return
	}
	if !ok || free <= 0 {
		t.Fatalf("DiskFree(%s) = %d, %v", dir, free, ok)
	}
	if f, ok := DiskFree(filepath.Join(dir, "not", "made")); !ok || f <= 0 {
		t.Errorf("a folder not made yet: %d, %v", f, ok)
	}
}
