package count

// bufLen is how many successors a worker buffers per destination shard before taking
// its lock.
const bufLen = 64

// sending is where a step sends its successors in place of the next layer (a count in
// parts sends them to the parts that own them): route returns the destination of each,
// and sink takes them, a destination's batch at a time. The code that uses the engine
// gives both: a successor costs the engine a call of route and a copy into its
// destination's batch.
type sending struct {
	route func(k key) int
	sink  sink
}

// A sink takes the successors of a step, batch by batch. The code that uses the engine
// implements it, as container/heap's user implements heap.Interface.
type sink interface {
	// dests returns the number of destinations, and batch how many successors a
	// worker buffers for a destination before it writes them.
	dests() int
	batch() int
	// write takes the successors keys of destination d and their counts, stride
	// limbs each (cnt[i*stride:(i+1)*stride]). It is safe for concurrent use.
	write(d int, keys []key, cnt []uint64, stride int) error
}

// outbox is a worker's buffers of successors, one per destination shard (or, when
// sending, one per destination).
type outbox struct {
	wide     bool
	stride   int
	next     *layer
	maxBytes int64
	m        *meter
	route    func(k key) int // when sending: the destination of a successor
	sink     sink            // when sending: where the successors go, not to next
	batch    int             // the successors of a full batch
	skeys    [][]key         // each destination's successors not written yet
	scnt     [][]uint64      // and their counts
	n        [nShards]int
	keys     [nShards][bufLen]key
	hashes   [nShards][bufLen]uint64
	cnt      [nShards][]uint64
}

// reset readies the outbox for a layer whose counts have at most stride limbs.
func (ob *outbox) reset(wide bool, stride int, next *layer, maxBytes int64, m *meter) {
	if stride != ob.stride {
		for i := range ob.cnt {
			ob.cnt[i] = make([]uint64, bufLen*stride)
		}
	}
	ob.wide, ob.stride, ob.next, ob.maxBytes, ob.m = wide, stride, next, maxBytes, m
	ob.n = [nShards]int{}
	ob.sink = nil
}

// sendTo sends the successors as out says (nil: to the next layer).
func (ob *outbox) sendTo(out *sending) {
	ob.sink, ob.route = nil, nil
	if out == nil {
		return
	}
	ob.sink, ob.route = out.sink, out.route
	s := out.sink
	ob.batch = s.batch()
	if len(ob.skeys) != s.dests() {
		ob.skeys, ob.scnt = make([][]key, s.dests()), make([][]uint64, s.dests())
	}
	for d := range ob.skeys {
		ob.skeys[d], ob.scnt[d] = ob.skeys[d][:0], ob.scnt[d][:0]
	}
}

// send buffers successor k with count c for its destination, and writes the
// destination's batch once it is full.
func (ob *outbox) send(k key, c []uint64) error {
	d := ob.route(k)
	ob.skeys[d] = append(ob.skeys[d], k)
	ob.scnt[d] = append(ob.scnt[d], c...)
	for j := len(c); j < ob.stride; j++ {
		ob.scnt[d] = append(ob.scnt[d], 0)
	}
	if len(ob.skeys[d]) == ob.batch {
		return ob.sendBatch(d)
	}
	return nil
}

// sendBatch writes the buffered successors of destination d.
func (ob *outbox) sendBatch(d int) error {
	n := len(ob.skeys[d])
	if n == 0 {
		return nil
	}
	err := ob.sink.write(d, ob.skeys[d], ob.scnt[d], ob.stride)
	ob.skeys[d], ob.scnt[d] = ob.skeys[d][:0], ob.scnt[d][:0]
	ob.m.made.Add(int64(n))
	return err
}

// put buffers successor k with count c (at most stride limbs).
func (ob *outbox) put(k key, c []uint64) error {
	if ob.sink != nil {
		return ob.send(k, c)
	}
	h := k.hash()
	d := shardOf(h)
	i := ob.n[d]
	ob.keys[d][i] = k
	ob.hashes[d][i] = h
	dst := ob.cnt[d][i*ob.stride : (i+1)*ob.stride]
	copy(dst, c)
	for j := len(c); j < len(dst); j++ {
		dst[j] = 0
	}
	ob.n[d]++
	if ob.n[d] == bufLen {
		return ob.flush(d)
	}
	return nil
}

// flush adds the buffered successors of shard d to the next layer.
func (ob *outbox) flush(d int) error {
	n := ob.n[d]
	if n == 0 {
		return nil
	}
	s := &ob.next.shards[d]
	s.mu.Lock()
	before := s.used
	var grown int64
	for i := 0; i < n; i++ {
		grown += s.add(ob.keys[d][i], ob.hashes[d][i], ob.cnt[d][i*ob.stride:(i+1)*ob.stride], ob.wide)
	}
	added := s.used - before
	s.mu.Unlock()
	ob.n[d] = 0
	bytes := ob.m.bytes.Add(grown)
	ob.m.notePeak(bytes)
	ob.m.next.Add(int64(added))
	ob.m.made.Add(int64(n))
	if ob.maxBytes > 0 && bytes > ob.maxBytes {
		return tooBig(bytes, ob.maxBytes)
	}
	return nil
}

// flushAll adds (or writes) every successor buffered.
func (ob *outbox) flushAll() error {
	if ob.sink != nil {
		for d := range ob.skeys {
			if err := ob.sendBatch(d); err != nil {
				return err
			}
		}
		return nil
	}
	for d := range ob.n {
		if err := ob.flush(d); err != nil {
			return err
		}
	}
	return nil
}
