//go:build race

package engine

import "sync/atomic"

// storeWord writes v to w atomically under the race detector, which would
// report the plain store of slot_plain.go (a race the key check makes
// harmless) as an error.
func storeWord(w *uint64, v uint64) { atomic.StoreUint64(w, v) }
