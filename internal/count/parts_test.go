package count

import "testing"

// TestPartOutOfRange checks that New refuses a part that is not one of the parts.
func TestPartOutOfRange(t *testing.T) {
	for _, o := range []Options{{Part: 3, Parts: 3}, {Part: -1, Parts: 2}, {Part: 1}} {
		if _, err := New(5, 5, false, Every, o); err == nil {
			t.Errorf("part %d of %d: no error", o.Part, o.Parts)
		}
	}
}
