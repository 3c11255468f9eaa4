package genfunc

import (
	"context"
	"errors"
	"testing"
)

func TestForEach(t *testing.T) {
	boom := errors.New("boom")
	for _, tt := range []struct {
		name     string
		workers  int
		n, fail  int // f(fail) returns boom; −1 for none
		wantErr  error
		wantDone int // done calls, when all succeed
	}{
		{"none", 3, 0, -1, nil, 0},
		{"one worker", 1, 10, -1, nil, 10},
		{"more workers than work", 8, 3, -1, nil, 3},
		{"zero workers", 0, 4, -1, nil, 4},
		{"an error", 2, 50, 7, boom, -1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			seen := make([]bool, tt.n)
			var done int
			err := forEach(context.Background(), tt.workers, tt.n, func(i int) error {
				seen[i] = true // each index once: no two goroutines write the same entry
				if i == tt.fail {
					return boom
				}
				return nil
			}, func(i int) {
				if !seen[i] {
					t.Errorf("done(%d) before f(%d)", i, i)
				}
				done++
			})
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if tt.wantDone >= 0 && done != tt.wantDone {
				t.Fatalf("done %d times, want %d", done, tt.wantDone)
			}
		})
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := forEach(ctx, 2, 5, func(int) error { return nil }, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("canceled: err = %v", err)
	}
}

func TestChunks(t *testing.T) {
	for _, tt := range []struct{ n, k, want int }{{10, 3, 3}, {2, 5, 2}, {0, 4, 1}, {7, 0, 1}} {
		c := chunks(tt.n, tt.k)
		if len(c) != tt.want || c[0][0] != 0 || c[len(c)-1][1] != tt.n {
			t.Errorf("chunks(%d, %d) = %v", tt.n, tt.k, c)
		}
		for i := 1; i < len(c); i++ {
			if c[i][0] != c[i-1][1] {
				t.Errorf("chunks(%d, %d) = %v: a gap", tt.n, tt.k, c)
			}
		}
	}
}
