package frontier

import (
	"testing"

	"github.com/knightstour/knightstour/internal/count/jobdir"
)

// TestNeed checks what a table in rounds needs against its scan whole: a part holds
// its share of the tables, and the files the records of what the parts send, whose
// key takes a second word past narrowWidth and whose counts a word more every 64
// squares, and a meet's halves a share of them (meetSentPerState), at least
// meetLeastDisk of their estimate.
func TestNeed(t *testing.T) {
	for _, tc := range []struct {
		tb                InParts
		states, bytes     int64
		partBytes, record int64
	}{
		{InParts{Width: 5, Length: 10, Parts: 4}, 1000, 4e6, 1e6, 16},
		{InParts{Width: 5, Length: 13, Parts: 1}, 1000, 4e6, 4e6, 24},
		{InParts{Width: 8, Length: 8, Parts: 2}, 1000, 4e6, 2e6, 32},
		{InParts{Width: 7, Length: 40, Open: true}, 3.7e7, 37.0e9, 37.0e9, 48},
		{InParts{Width: 8, Length: 3, Open: true, Parts: 4, Meet: true}, 2e8, 16e9, 4e9, 24},
	} {
		n := tc.tb.Need(tc.states, tc.bytes)
		want := jobdir.DiskOf(sentPerState*tc.states, tc.record, tableLeastDisk)
		if tc.tb.Meet {
			want = jobdir.DiskOf(int64(meetSentPerState*float64(tc.states)), tc.record, meetLeastDisk)
		}
		if n.PartBytes != tc.partBytes || n.Disk != want {
			t.Errorf("%s: %+v, want %d bytes a part and %+v", tc.tb.Job(), n, tc.partBytes, want)
		}
	}
}
