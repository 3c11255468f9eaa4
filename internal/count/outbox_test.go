package count

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"testing"

	"github.com/knightstour/knightstour/internal/count/limbs"
)

// memSink is a sink in memory: what each destination was sent, and the batches.
type memSink struct {
	n, size int
	mu      sync.Mutex
	sent    []map[key]*big.Int // by destination: each state's counts, summed
	batches int
	err     error
}

func (s *memSink) dests() int { return s.n }
func (s *memSink) batch() int { return s.size }

func (s *memSink) write(d int, keys []key, cnt []uint64, stride int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(keys) == 0 || len(keys) > s.size || len(cnt) != len(keys)*stride {
		s.err = fmt.Errorf("a batch of %d states, %d limbs of stride %d", len(keys), len(cnt), stride)
	}
	s.batches++
	for i, k := range keys {
		if s.sent[d][k] == nil {
			s.sent[d][k] = new(big.Int)
		}
		s.sent[d][k].Add(s.sent[d][k], limbs.Int(cnt[i*stride:(i+1)*stride]))
	}
	return nil
}

// TestStepSends checks the engine's seam without a round: a step that sends its
// successors sends each to the destination the route gives, in batches of at most the
// sink's size, and the counts sent add up, state by state, to the layer the same step
// makes when it keeps its successors.
func TestStepSends(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		rows, cols, v, workers int
		closed                 bool
	}{{5, 6, 13, 1, false}, {5, 6, 13, 2, false}, {6, 6, 16, 2, true}} {
		t.Run(fmt.Sprintf("%dx%d-%d-workers%d", tc.rows, tc.cols, tc.v, tc.workers), func(t *testing.T) {
			c, err := New(tc.rows, tc.cols, tc.closed, Every, Options{Workers: tc.workers, Method: MethodScan})
			if err != nil {
				t.Fatal(err)
			}
			p := c.scan.problem(tc.closed, nil, !tc.closed)
			e := c.engine()
			e.m.begin(p.l, p.w, p.l, p.fixed)
			layerAt := func() *layer {
				l, err := p.advance(ctx, e, p.start(), 0, tc.v)
				if err != nil {
					t.Fatal(err)
				}
				return l
			}
			kept := &layer{}
			if err := p.step(ctx, e, tc.v, 1, layerAt(), kept, nil); err != nil {
				t.Fatal(err)
			}
			s := &memSink{n: 3, size: 7}
			for d := 0; d < s.n; d++ {
				s.sent = append(s.sent, map[key]*big.Int{})
			}
			route := func(k key) int { return int(k.hash() % 3) }
			if err := p.step(ctx, e, tc.v, 1, layerAt(), &layer{}, &sending{route: route, sink: s}); err != nil {
				t.Fatal(err)
			}
			if s.err != nil {
				t.Fatal(s.err)
			}
			states := 0
			kept.each(func(k key, cnt []uint64) {
				states++
				d := route(k)
				if got, want := s.sent[d][k], limbs.Int(cnt); got == nil || got.Cmp(want) != 0 {
					t.Errorf("state %x %x: sent %v to part %d, want %v", k.hi, k.lo, got, d, want)
				}
			})
			sent := 0
			for _, m := range s.sent {
				sent += len(m)
			}
			if sent != states || states == 0 {
				t.Errorf("sent %d states, the layer holds %d", sent, states)
			}
		})
	}
}
