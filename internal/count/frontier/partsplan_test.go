package frontier

import (
	"context"
	"testing"
)

// TestEstimate checks the model of the largest layer against the scan on tables it can
// afford: never below the largest layer between two squares, and at most 8 times it
// on tables 4 and 5 wide (the model's constants are the 5-wide layers and their growth
// a column of width).
func TestEstimate(t *testing.T) {
	for _, tb := range []InParts{{Width: 4, Length: 12, Parts: 2}, {Width: 4, Length: 12, Open: true, Parts: 2}, {Width: 5, Length: 10, Parts: 4}} {
		t.Run(tb.Job(), func(t *testing.T) {
			c, err := NewColumns(tb.Width, tb.Open)
			if err != nil {
				t.Fatal(err)
			}
			largest := 0
			for sq := 1; sq <= tb.Rounds(); sq++ {
				if _, _, err := c.Square(context.Background(), sq == tb.Rounds()); err != nil {
					t.Fatal(err)
				}
				largest = max(largest, c.States())
			}
			n := tb.Estimate()
			if n.States < int64(largest) || n.States > 8*int64(largest) {
				t.Errorf("the largest layer estimated at %d states, measured %d", n.States, largest)
			}
		})
	}
}
