package engine

import (
	"sync"
	"sync/atomic"
)

// Slot is one lock-free entry of a table shared by the threads of a Lazy
// SMP search: a key word and a data word of 64 bits each. The key is stored
// XOR the data, so an entry torn by two threads writing at once (the data
// of one store, the key word of the other) fails the key check instead of
// returning another position's data. Loads are atomic (plain moves on
// amd64); stores are plain moves in normal builds (slot_plain.go: an
// atomic store is a locked exchange on amd64, which waits for the entry's
// cache line where a plain store leaves it to the store buffer) and
// atomic under the race detector (slot_race.go), which would otherwise
// report the benign races the key check is there for.
type Slot struct {
	check uint64 // key ^ data
	data  uint64
}

// Load returns the entry's key and data. A torn entry yields a key that
// matches no position (almost surely).
func (s *Slot) Load() (key, data uint64) {
	d := atomic.LoadUint64(&s.data)
	return atomic.LoadUint64(&s.check) ^ d, d
}

// Store writes the entry.
func (s *Slot) Store(key, data uint64) {
	storeWord(&s.data, data)
	storeWord(&s.check, key^data)
}

// Clear empties the entry (key 0, data 0).
func (s *Slot) Clear() { s.Store(0, 0) }

// Threads runs work(0) on the calling goroutine and work(1) .. work(n-1) on
// helper goroutines. When work(0) returns it calls halt, which must make the
// helpers return soon, and waits for them. With n <= 1 it is work(0).
func Threads(n int, work func(id int), halt func()) {
	if n <= 1 {
		work(0)
		return
	}
	var wg sync.WaitGroup
	for id := 1; id < n; id++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work(id)
		}()
	}
	work(0)
	halt()
	wg.Wait()
}
