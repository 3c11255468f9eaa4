package genfunc

import (
	"context"
	"sync"
)

// forEach runs f(0), …, f(n−1) on up to workers goroutines and calls done(i), in the
// caller's goroutine, as each f(i) returns nil. It stops handing out indices at the first
// error or when ctx ends, and returns that error (or ctx's). Cost: n calls of f.
func forEach(ctx context.Context, workers, n int, f func(i int) error, done func(i int)) error {
	type result struct {
		i   int
		err error
	}
	inner, cancel := context.WithCancel(ctx)
	defer cancel()
	idx := make(chan int)
	fin := make(chan result, n)
	var wg sync.WaitGroup
	for w := 0; w < min(max(workers, 1), n); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range idx {
				fin <- result{i, f(i)}
			}
		}()
	}
	go func() {
		defer close(idx)
		for i := 0; i < n; i++ {
			select {
			case idx <- i:
			case <-inner.Done():
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(fin)
	}()
	var err error
	for r := range fin {
		switch {
		case r.err != nil && err == nil:
			err = r.err
			cancel()
		case r.err == nil && done != nil:
			done(r.i)
		}
	}
	if err == nil {
		err = ctx.Err()
	}
	return err
}

// chunks splits [0, n) into at most k nearly equal ranges, for forEach. Cost O(k).
func chunks(n, k int) [][2]int {
	k = min(max(k, 1), max(n, 1))
	out := make([][2]int, 0, k)
	for i := 0; i < k; i++ {
		out = append(out, [2]int{i * n / k, (i + 1) * n / k})
	}
	return out
}
