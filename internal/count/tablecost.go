package count

import (
	"math"
	"time"
)

// What a table costs: a table's scan (package frontier) adds the squares of its longest
// board a column at a time; its states grow for the first few columns and then hold
// (the window of 2·width+1 squares is full), and from then on every column costs about
// the same, a little more for each 64-bit word its counts have grown to. TableModel
// predicts each column's work and states from that, with the constants below, and
// TableLeft measures the columns done against it.
//
// The constants were measured on this machine (a shared 2-core Linux box) with package
// frontier's Columns.Scan alone, single-threaded, on the 5-, 6- and 7-wide tables closed
// and open (5: n = 1..30, 6: n = 1..24, 7 closed: n = 1..10), in processor time per
// column and Board.States and Board.Bytes at each column's end: TestRecordTables
// records them (testdata/table-*.json). 7 wide open's were measured on its table
// modulo a prime (tableStates, tableColumn, tableBytesWidth).
const (
	// tableModelWidth is the width of the first entries of tableStates, tableColumn,
	// tableWords and tableRampWork; narrower tables are extrapolated down by
	// tableGrowth a column of width, wider ones (tables of the first cells 8 to 11
	// high: countprog counts wider whole tables a board at a time) up by tableGrowthUp.
	tableModelWidth = 5
	// tableLimbGain is what a column costs more for each word its counts have past the
	// first: 0.10 to 0.19 on 5- and 6-wide tables (0.28 at three words, 6 wide open).
	tableLimbGain = 0.14
	// tableLimbPenalty is what the column where the counts grow a word costs more, in
	// columns: it scans again with the wider counts (1.3 to 1.9 measured).
	tableLimbPenalty = 1.6
	// tableBytesBase and tableBytesPerLimb are the bytes the tables hold per state at a
	// column's end: the states of the column's largest layer, in two arrays, and the
	// spare table; 152 to 242 bytes with one word (7 wide more: tableBytesWidth), 266
	// to 283 with two, 373 with three.
	tableBytesBase, tableBytesPerLimb = 85, 105
	// tableError is the most the model has overestimated a table's peak: within 1.3
	// times on the tables measured, and a margin. A table whose least (its estimate
	// over tableError) is beyond the memory its tables may use is refused at once.
	tableError = 2
	// TableSettled is the column from which the states hold on every width measured:
	// until it is done, the time left is rough.
	TableSettled = 5
	// tableRamp is the columns whose work the pace leaves out once there are others:
	// the states grow most in them, and the model of their work is the least sure.
	tableRamp = 3
	// tableTrust is the work (in columns) the columns measured must hold before their
	// pace alone is taken: the first columns' are a few milliseconds, and their work
	// in the model, the least sure, varied by 2 from one recording to the next.
	tableTrust = 1
	// tableOverrun is what share of its expected time a column that has taken longer
	// is still expected to take: a column where the counts grow a word takes up to
	// twice the others, and the model may not foresee which column it is.
	tableOverrun = 3
	// tableLast is the work of the table's last column, in a column's: its last square
	// makes no states (0.7 to 0.8 measured 5 and 7 wide, 1.1 on 6 wide open; 0.83 holds
	// TestTableLeft's replays within 2x, 0.82 and 0.86 do not: a narrow margin).
	tableLast = 0.83
)

// tableStates are the states held at a column's end once they hold (closed, open) on
// tables 5, 6 and 7 wide: 9,487 and 72,055 5 wide (alternating with 8,842 and
// 68,292), 266,935 and 2,195,913 6 wide, 3.9 and 4.2 million 7 wide closed, 34.8 and
// 36.7 million 7 wide open (after columns 5 and 6 of the 7xn paths table modulo a prime,
// whose tables then grew on to 9.8 GB by column 40; the ratio 6 wide had given 33
// million).
var tableStates = [3][2]float64{{9.5e3, 7.2e4}, {2.67e5, 2.2e6}, {4.0e6, 3.7e7}}

// tableBytesWidth is what a state of a table 5 (and narrower), 6, 7 and 8 (and wider)
// wide holds at a column's end, in the bytes of tableBytesBase and tableBytesPerLimb:
// 7 wide 1.4 of them; past 7 wide a scan keeps its states in chunks, not in tables
// grown by doubling (frontierChunkBytes; tableBytesWideKey), and 1 of them. The 7xn
// paths table modulo a prime (counts of one word) held 8.28 GB of tables after 7x5
// and 7x6 (34.8 and 36.7 million states), 9.85 GB after 7x7 (34.9 million: its tables
// grown by doubling, 282 bytes a state); 7xn closed's recording 226 to 242 bytes a
// state, whose peak the model had put at 0.81 of what it was (TestTableNeed).
var tableBytesWidth = [4]float64{1, 1, 1.4, 1}

// tableColumn is the processor time, in seconds, of a column once the states hold,
// with one-word counts (closed, open): 0.009 and 0.087 5 wide, 0.27 and 3.35 6 wide,
// 7 wide closed 8.4 to 11.7; 7 wide open 227, columns 9 to 13 of the 7xn paths table
// modulo a prime below 2^32 (counts of one word, reduced after each column, which an
// exact scan does not do; another count on the machine's second core: perhaps high for
// a quiet machine), where the ratio 6 wide (12.4) from 7 wide closed gave 125.
var tableColumn = [3][2]float64{{0.009, 0.087}, {0.27, 3.35}, {10, 227}}

// tableWords are the columns after which the counts first take two 64-bit words, and
// the columns they take to grow a word more (closed, open), read off the recorded
// tables: 5 wide at 18 (closed) and 15 (open), 6 wide at 13 and 24 (closed), 11 and 22
// (open), 7 wide closed not by 10 (11 taken), 7 wide open extrapolated; the spans not
// seen are a column less than the first.
var tableWords = [3][2][2]int{{{18, 17}, {15, 14}}, {{13, 11}, {11, 11}}, {{11, 10}, {8, 7}}}

// tableGrowth is the growth of the states and of a column's time a column of width,
// below tableModelWidth (28 to 38 from 5 to 6 wide).
const tableGrowth = 30

// tableGrowthUp is the growth of the states a column of width above the widest
// measured (7): from 7 to 8 wide closed, the states after the first three columns grew
// 6, 14 and 21 times (887, 49,028, 437,270 and 5,356, 675,023, 9,267,121), and from 6
// to 7 wide 27 times after the fourth (424,661 and 11,275,977).
const tableGrowthUp = 30

// tableTimeGrowthUp is the growth of a column's time a column of width above 7: the
// 8xn closed table's fourth column had taken more than 12 minutes of processor time
// (and 9 GB), unfinished, where the states' growth alone gave it 2.5 minutes.
const tableTimeGrowthUp = 150

// tableBytesWideKey is the bytes more a state holds past 7 wide, where its key is two
// words: the second word in the two arrays and in the spare table.
const tableBytesWideKey = 24

// tableRampWork and tableRampBytes are the work and the tables' bytes of the first
// columns, in those of a column once the states hold (closed, open). The work as
// measured on tables 5, 6 and 7 wide in two recordings each (the wider, the longer the
// states grow; the fifth column grows the tables to their size: 1.3 to 1.7; the fourth
// was 0.52 and 0.9 on 6-closed, 0.39 and 0.6 on 7-closed, from one recording to the
// next); an open table's states grow sooner, about as a closed one's a column
// narrower: 7 wide open is given 6 wide's (its first three columns took 14.6 s of
// processor time on this machine, 19 s by these). The bytes: 0.001 to 0.004, 0.003 to
// 0.004, 0.026 to 0.038, 0.18 to 0.43, 0.67 to 1 closed, 5 to 7 wide; 0.001 to 0.004,
// 0.02 to 0.04, 0.14 to 0.15, 0.44 to 0.67, 1 open, 5 and 6 wide.
var (
	tableRampWork = [3][2][5]float64{
		{{0.01, 0.07, 0.2, 0.85, 1.45}, {0.01, 0.07, 0.2, 0.85, 1.45}},
		{{0.002, 0.015, 0.08, 0.7, 1.4}, {0.002, 0.015, 0.08, 0.7, 1.4}},
		{{0.0001, 0.002, 0.03, 0.5, 1.4}, {0.002, 0.015, 0.08, 0.7, 1.4}},
	}
	tableRampBytes = [2][5]float64{{0.003, 0.004, 0.035, 0.35, 0.9}, {0.003, 0.03, 0.15, 0.6, 1}}
)

// A scan by cells (frontier.NewCells, a table of the first cells) keeps a state and its
// mirror image apart and steps square by square, where a table's scan merges them at a
// column's end and steps in rounds of squares: its model is a table's of as many
// columns, scaled by what it cost more, measured with frontier's Columns.Scan and
// ScanCells alone on the same boards (5x30 and 6x14 closed, 5x20 and 6x10 open): 2.05,
// 3.8 (closed) and 2.7, 4.9 (open) times the processor time, the more the wider (7 wide
// extrapolated by as much again); 1.3 to 1.6 times the states at their most, and 2.3
// to 3.2 times the bytes (its tables' peaks fall within a column).
var cellsWork = [3][2]float64{{2.05, 2.7}, {3.8, 4.9}, {7, 9}}

// cellsStates and cellsBytes are what a scan by cells holds more than a table's scan:
// its states and its tables' bytes at their most (see cellsWork).
const cellsStates, cellsBytes = 1.6, 3.2

// TableModel is the model of a table's scan: width wide, up to length long, of paths
// and cycles (Open) or cycles; with Cells, of a table of the first cells as long (see
// cellsWork).
type TableModel struct {
	Width, Length int
	Open, Cells   bool
	// Words, where it is not 0, is the most 64-bit words the counts take: a table
	// modulo P whose scan keeps each count below P (frontier.Residues without a map).
	Words int
}

// TableNeed is an estimate of what a table's scan needs (see TableModel.Need).
type TableNeed struct {
	CPU    time.Duration // processor time
	States int64         // the states the tables are sized for where they are largest
	Bytes  int64         // the most the tables hold (Board.Bytes)
	Least  int64         // Bytes over tableError: a table whose Least is beyond its cap is refused
}

// kind is 0 for a closed table, 1 for an open one: the index of the constants.
func (m TableModel) kind() int {
	if m.Open {
		return 1
	}
	return 0
}

// constants returns the states held and a column's time once the states hold, and the
// columns of the counts' words (see tableWords), for m's width and kind.
func (m TableModel) constants() (states, column float64, words [2]int) {
	k := m.kind()
	i := min(max(m.Width, 1), tableModelWidth+len(tableStates)-1) - tableModelWidth
	if m.Cells {
		m.Cells = false
		states, column, words = m.constants()
		return states * cellsStates, column * cellsWork[max(i, 0)][k], words
	}
	if up := m.Width - (tableModelWidth + len(tableStates) - 1); up > 0 {
		w := tableWords[i][k]
		return tableStates[i][k] * math.Pow(tableGrowthUp, float64(up)), tableColumn[i][k] * math.Pow(tableTimeGrowthUp, float64(up)), [2]int{max(w[0]-up, 2), max(w[1]-up, 2)}
	}
	if i >= 0 {
		return tableStates[i][k], tableColumn[i][k], tableWords[i][k]
	}
	shrink := math.Pow(tableGrowth, float64(-i))
	w := tableWords[0][k]
	more := 5 * -i // narrower boards have fewer tours: more columns a word
	return max(tableStates[0][k]/shrink, 1), tableColumn[0][k] / shrink, [2]int{w[0] + more, w[1] + more}
}

// widthRow returns the row of a table of rows constants by width (the first
// tableModelWidth wide) for m's width: the first for narrower tables, the last for
// wider ones.
func (m TableModel) widthRow(rows int) int { return min(max(m.Width-tableModelWidth, 0), rows-1) }

// limbs returns the words of the counts after column j (1-based; see tableWords), at
// most Words where it is not 0.
func (m TableModel) limbs(j int) int {
	_, _, w := m.constants()
	l := 1
	if j >= w[0] {
		l = 2 + (j-w[0])/w[1]
	}
	if m.Words > 0 {
		l = min(l, m.Words)
	}
	return l
}

// Work returns the work of column j (1-based), in columns once the states hold with
// one-word counts: the ramp of the first columns, the last column, the words of the counts, and the
// column where they grow a word scanned again (tableLimbPenalty, half in that column
// and half in the next: it was seen in one or the other).
func (m TableModel) Work(j int) float64 {
	u := 1.0
	if ramp := tableRampWork[m.widthRow(len(tableRampWork))][m.kind()]; j-1 < len(ramp) {
		u = ramp[j-1]
	}
	if j == m.Length {
		u *= tableLast
	}
	l := m.limbs(j)
	u *= 1 + tableLimbGain*float64(l-1)
	for _, i := range []int{j, j - 1} {
		if i > 1 && m.limbs(i) > m.limbs(i-1) {
			u += tableLimbPenalty / 2 * (1 + tableLimbGain*float64(l-1))
		}
	}
	return u
}

// Need returns the estimate of what the table's scan needs: the processor time of its
// columns, and the largest of the tables at a column's end. It costs O(Length).
func (m TableModel) Need() TableNeed {
	states, column, _ := m.constants()
	var n TableNeed
	var work, peak, at float64
	for j := 1; j <= m.Length; j++ {
		work += m.Work(j)
		s := states
		if ramp := tableRampBytes[m.kind()]; j-1 < len(ramp) {
			s *= ramp[j-1]
		}
		b := s * float64(tableBytesBase+tableBytesPerLimb*m.limbs(j)) * tableBytesWidth[m.widthRow(len(tableBytesWidth))]
		if m.Width > tableModelWidth+len(tableStates)-1 {
			b += s * tableBytesWideKey
		}
		if m.Cells {
			b *= cellsBytes / cellsStates // the states are scaled already
		}
		if b > peak {
			peak, at = b, s
		}
	}
	n.CPU = seconds(work * column)
	n.States, n.Bytes = int64(at), int64(peak)
	n.Least = n.Bytes / tableError
	return n
}

// TableLeft estimates the time the table's scan still needs, elapsed into it, with the
// columns in ends done (ends[j] is when column j+1 ended, from the start), and says
// whether the estimate is rough: until TableSettled columns are done, it rests on the
// model of the columns where the states grow. The columns' pace is the time of the
// columns done over their work (see Work), from the column where the states have
// about grown (tableRamp) on once it is done, and before any column is done, the
// model's; the column under way is expected to take its work at that pace, and if it has
// taken that already, a third of it more (and the columns after it are slower by as much). The columns
// differ little once the states hold, so all of them are a truer pace than the last
// few; a change in the machine's load is for the caller (countprog's leftTracker).
// It costs O(Length).
func (m TableModel) TableLeft(ends []time.Duration, elapsed time.Duration) (time.Duration, bool) {
	k := len(ends)
	if k >= m.Length {
		return 0, false
	}
	_, pace, _ := m.constants() // seconds per unit of work
	from := time.Duration(0)
	if k > 0 {
		j := 0 // the columns j+1..k, after ends[j-1]
		if k > tableRamp {
			j = tableRamp
		}
		var work float64
		for i := j + 1; i <= k; i++ {
			work += m.Work(i)
		}
		if j > 0 {
			from = ends[j-1]
		}
		// The columns measured are trusted as they hold a column's work: before, their
		// pace is weighed with the model's (in the logarithm).
		own := min(work/tableTrust, 1)
		measured := max((ends[k-1]-from).Seconds(), 1e-9) / max(work, 1e-9)
		pace = math.Exp(own*math.Log(measured) + (1-own)*math.Log(pace))
		from = ends[k-1]
	}
	in := max((elapsed - from).Seconds(), 0)
	cur := m.Work(k+1) * pace
	var rest float64
	for j := k + 2; j <= m.Length; j++ {
		rest += m.Work(j)
	}
	rest *= pace * max(1, in/cur)
	return seconds(rest + max(cur-in, cur/tableOverrun)), k < TableSettled
}
