package jobdir

import "testing"

// TestSeal checks that Unseal gives back the lines Seal sealed, and refuses them
// changed, cut short or without their check line.
func TestSeal(t *testing.T) {
	text := "knightstour count in rounds\nround 2 of 5\n"
	sealed := Seal([]byte(text))
	if got, ok := Unseal(sealed); !ok || string(got) != text {
		t.Fatalf("Unseal(Seal(%q)) = %q, %v", text, got, ok)
	}
	changed := append([]byte{}, sealed...)
	changed[len(text)-2] = '6'
	for name, b := range map[string][]byte{"changed": changed, "cut short": sealed[:len(sealed)-1], "no check line": []byte(text), "empty": nil} {
		if _, ok := Unseal(b); ok {
			t.Errorf("%s: unsealed", name)
		}
	}
}
