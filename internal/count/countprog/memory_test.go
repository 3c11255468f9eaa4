package countprog

import (
	"math"
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

// TestDefaultMemory checks the cap without GOMEMLIMIT (three quarters of the machine's
// memory) and with it.
func TestDefaultMemory(t *testing.T) {
	if _, err := os.Stat("/proc/meminfo"); err != nil {
		t.Skip("no /proc/meminfo on this system")
	}
	old := debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetMemoryLimit(old)
	m := defaultMemory()
	if m.bytes < 1<<24 || !strings.HasPrefix(m.from, "3/4 of the ") && !strings.HasPrefix(m.from, "what the address-space limit") {
		t.Errorf("without GOMEMLIMIT: %+v", m)
	}
	debug.SetMemoryLimit(1 << 30)
	if m := defaultMemory(); m.bytes != 1<<30 || m.from != "GOMEMLIMIT" {
		t.Errorf("with GOMEMLIMIT=1GiB: %+v", m)
	}
}

// TestLimitRuntime checks that limitRuntime hands a cap to the garbage collector
// (but not GOMEMLIMIT's, already there) and restores the settings before it.
func TestLimitRuntime(t *testing.T) {
	oldLimit, oldGC := debug.SetMemoryLimit(math.MaxInt64), debug.SetGCPercent(100)
	defer func() {
		debug.SetMemoryLimit(oldLimit)
		debug.SetGCPercent(oldGC)
	}()
	for _, tc := range []struct {
		m     memoryCap
		limit int64
	}{
		{memoryCap{bytes: 1 << 30, from: "-mem"}, 1 << 30},
		{memoryCap{bytes: 1 << 30, from: "GOMEMLIMIT"}, math.MaxInt64},
		{memoryCap{}, math.MaxInt64},
		{memoryCap{from: "GOMEMLIMIT"}, math.MaxInt64}, // GOMEMLIMIT=0: no cap, not a collection at every allocation
	} {
		if tc.m.from == "GOMEMLIMIT" && tc.m.bytes == 0 {
			debug.SetMemoryLimit(0)
		}
		restore := limitRuntime(tc.m)
		limit, gc := debug.SetMemoryLimit(-1), debug.SetGCPercent(-1)
		debug.SetGCPercent(gc)
		restore()
		if limit != tc.limit || gc != countGCPercent {
			t.Errorf("%+v: memory limit %d and GOGC %d while counting, want %d and %d", tc.m, limit, gc, tc.limit, countGCPercent)
		}
		before := int64(math.MaxInt64)
		if tc.m.from == "GOMEMLIMIT" && tc.m.bytes == 0 {
			before = 0
		}
		if limit, gc := debug.SetMemoryLimit(math.MaxInt64), debug.SetGCPercent(100); limit != before || gc != 100 {
			t.Errorf("%+v: memory limit %d and GOGC %d after, want them restored", tc.m, limit, gc)
		}
	}
}

// TestAddressSpaceCap checks the cap under an address-space limit: an eighth of it on
// small limits, half of what goReserve leaves on large ones.
func TestAddressSpaceCap(t *testing.T) {
	for _, tc := range []struct{ as, want int64 }{
		{1e9, 125e6},
		{2 << 30, 256 << 20},
		{10 << 30, 4 << 30},
	} {
		if got := addressSpaceCap(tc.as); got.bytes != tc.want || !strings.Contains(got.String(), "(ulimit -v)") {
			t.Errorf("addressSpaceCap(%d) = %+v, want %d bytes", tc.as, got, tc.want)
		}
	}
}

// TestCapWords checks what a cap says of itself, and that a cap, however small, stays
// one for the tables (a cap of 1 byte used to leave them none: 0 is no cap).
func TestCapWords(t *testing.T) {
	for _, tc := range []struct {
		m      memoryCap
		words  string
		tables int64
	}{
		{memoryCap{}, "no memory cap (-mem sets one)", 0},
		{memoryCap{from: "GOMEMLIMIT"}, "no memory cap (GOMEMLIMIT=0; -mem sets one)", 0},
		{memoryCap{bytes: 1, from: "GOMEMLIMIT"}, "1 B (GOMEMLIMIT; -mem sets another)", 1},
		{memoryCap{bytes: 4 << 30, from: "GOMEMLIMIT"}, "4.29 GB (GOMEMLIMIT; -mem sets another)", 3 << 30},
	} {
		if got := tc.m.String(); got != tc.words {
			t.Errorf("%+v says %q, want %q", tc.m, got, tc.words)
		}
		if got := tc.m.tables(); got != tc.tables {
			t.Errorf("%+v: tables %d, want %d", tc.m, got, tc.tables)
		}
	}
}
