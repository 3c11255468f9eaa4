package frontier

import (
	"context"
	"fmt"
	"testing"

	"github.com/knightstour/knightstour/internal/pcg"
)

// BenchmarkMeetCycles counts closed boards by meeting in the middle, and by the scan of
// the whole board: run one at a time (-bench 'MeetCycles/meet8x8' -benchtime 1x) under
// /usr/bin/time for the CPU and the peak memory.
func BenchmarkMeetCycles(b *testing.B) {
	for _, bd := range [][2]int{{6, 10}, {7, 8}, {8, 6}, {8, 8}} {
		b.Run(fmt.Sprintf("meet%dx%d", bd[0], bd[1]), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				x, err := MeetCycles(context.Background(), bd[0], bd[1])
				if err != nil {
					b.Fatal(err)
				}
				b.Log(x)
			}
		})
		b.Run(fmt.Sprintf("scan%dx%d", bd[0], bd[1]), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				x, err := Single{Rows: bd[0], Cols: bd[1]}.Count(context.Background())
				if err != nil {
					b.Fatal(err)
				}
				b.Log(x)
			}
		})
	}
}

// BenchmarkMeetPaths counts the paths from every start, and from square 1 (Start 1),
// of boards by meeting in the middle: run one at a time (-bench 'MeetPaths/7x7from0'
// -benchtime 1x) under /usr/bin/time for the CPU and the peak memory.
func BenchmarkMeetPaths(b *testing.B) {
	for _, bd := range [][3]int{{6, 6, 0}, {6, 8, 0}, {7, 7, 0}, {7, 8, 0}, {6, 6, 1}, {6, 8, 1}, {7, 7, 1}} {
		b.Run(fmt.Sprintf("%dx%dfrom%d", bd[0], bd[1], bd[2]), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				x, err := Meet{Width: bd[0], Length: bd[1], Open: true, Start: bd[2]}.Count(context.Background())
				if err != nil {
					b.Fatal(err)
				}
				b.Log(x)
			}
		})
	}
}

// BenchmarkHalvesScan runs the halves' scan of an open meet from every start, its first
// columns only: 8x8's first 2 of 3 (33 million states, 1.2 GB; its 3 hold 15 GB). Run
// one at a time (-bench 'HalvesScan/8x8cols2' -benchtime 1x) under /usr/bin/time.
func BenchmarkHalvesScan(b *testing.B) {
	for _, bd := range [][3]int{{7, 8, 3}, {8, 8, 2}, {8, 8, 3}} {
		b.Run(fmt.Sprintf("%dx%dcols%d", bd[0], bd[1], bd[2]), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				mt := Meet{Width: bd[0], Length: bd[1], Open: true}
				c, err := NewColumns(bd[0], true)
				if err != nil {
					b.Fatal(err)
				}
				c.roles = mt.roles(bd[0])
				if err := mt.columns(context.Background(), c, 0, bd[2], 0); err != nil {
					b.Fatal(err)
				}
				b.Log(c.States())
			}
		})
	}
}

// BenchmarkBottoms makes the bottom states of 7x8 open's meet from every start from its
// top states (bottomsOf; 8.6 million of them), the halves' scan outside the time.
func BenchmarkBottoms(b *testing.B) {
	mt := Meet{Width: 7, Length: 8, Open: true}
	c, err := NewColumns(7, true)
	if err != nil {
		b.Fatal(err)
	}
	c.roles = mt.roles(7)
	if err := mt.columns(context.Background(), c, 0, mt.topColumns(), 0); err != nil {
		b.Fatal(err)
	}
	tops, err := c.tops(context.Background())
	if err != nil {
		b.Fatal(err)
	}
	*c = Columns{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		bot, err := bottomsOf(context.Background(), &packedTops{tops}, 7, func(int) {})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(bot.states)), "states")
	}
}

// BenchmarkMidAdds adds 2n random keys, n of them distinct, to a middle's tables made
// for n states, as the middle's steps do (addSorted, a batch at a time): 2^27 is 4 GB of
// tables, whose adds miss the cache as 8x8's middle's do.
func BenchmarkMidAdds(b *testing.B) {
	for _, n := range []int{1 << 20, 1 << 24, 1 << 27} {
		b.Run(fmt.Sprintf("keys%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				b.StopTimer()
				a, r := newMidAdds(n, n, firstKeys()), pcg.New(1, 2)
				b.StartTimer()
				var adds, sorted []uint64
				for j := 0; j < 2*n; j++ {
					if adds = append(adds, a.keys.mix(uint64(r.IntN(n))*0x12345+7), 1); len(adds) >= 2*a.batchOf() {
						adds, sorted = a.addSorted(adds, sorted, a.orderBits())
					}
				}
				a.addSorted(adds, sorted, a.orderBits())
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(2*n*(i+1)), "ns/add")
			}
		})
	}
}

// BenchmarkMidTurns adds the states of a middle's tables, read in the order of their
// slots as a step reads them, to tables grown from empty as a step's are, their keys
// mixed by the next step's mixer (turns) or by the same one (same): the crowding that
// mixer.next avoids, where every middle a step makes is one it reads.
func BenchmarkMidTurns(b *testing.B) {
	const n = 1 << 20
	cur, r := newMidAdds(n, n, firstKeys()), pcg.New(1, 2)
	var adds []uint64
	for i := 0; i < n; i++ {
		adds = append(adds, cur.keys.mix(r.Uint64()>>1), 1)
	}
	cur.addSorted(adds, nil, cur.orderBits())
	for _, c := range []struct {
		name string
		keys mixer
	}{{"turns", cur.keys.next()}, {"same", cur.keys}} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				next := newMidAdds(n, 0, c.keys)
				var adds, sorted []uint64
				for _, t := range cur.shards {
					t.each(func(k uint64, w []uint64) {
						if adds = append(adds, c.keys.mix(cur.keys.unmix(k)), w[0]); len(adds) >= 2*max(next.batchOf(), 1<<12) {
							adds, sorted = next.addSorted(adds, sorted, next.orderBits())
						}
					})
				}
				next.addSorted(adds, sorted, next.orderBits())
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n*(i+1)), "ns/add")
			}
		})
	}
}
