package hugepages

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"testing"
	"unsafe"
)

// TestAdvised checks that the memory of a large slice from Make may take huge pages:
// the mapping that holds it says THPeligible 1 in /proc/self/smaps. Where the kernel
// has no transparent huge pages, or they are off, or smaps does not say, it skips.
func TestAdvised(t *testing.T) {
	mode, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(mode), "[never]") {
		t.Skipf("no transparent huge pages here (%q, %v)", mode, err)
	}
	w := Make[uint64](8<<20, 8<<20) // 64 MB
	for i := range w {
		w[i] = uint64(i)
	}
	at := uintptr(unsafe.Pointer(&w[len(w)/2]))
	eligible, err := thpEligible(at)
	if err != nil {
		t.Skip(err)
	}
	if !eligible {
		t.Errorf("the mapping at %#x is not eligible for huge pages (mode %q)", at, strings.TrimSpace(string(mode)))
	}
}

// thpEligible reports what /proc/self/smaps says of the mapping that holds the address
// at: whether its THPeligible is 1.
func thpEligible(at uintptr) (bool, error) {
	f, err := os.Open("/proc/self/smaps")
	if err != nil {
		return false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	in := false
	for sc.Scan() {
		line := sc.Text()
		if f := strings.Fields(line); len(f) >= 5 && !strings.HasSuffix(f[0], ":") { // a mapping: from-to perms offset dev inode [path]
			var from, to uintptr
			if _, err := fmt.Sscanf(f[0], "%x-%x", &from, &to); err != nil {
				return false, fmt.Errorf("smaps: %q: %w", line, err)
			}
			in = from <= at && at < to
			continue
		}
		if in && strings.HasPrefix(line, "THPeligible:") {
			return strings.TrimSpace(strings.TrimPrefix(line, "THPeligible:")) == "1", nil
		}
	}
	if err := sc.Err(); err != nil {
		return false, err
	}
	return false, fmt.Errorf("smaps gives no THPeligible for %#x", at)
}
