//go:build !race

package engine

// storeWord writes v to w with a plain store: a torn or stale entry is
// caught by the key check (Slot), so the store needs no ordering, and a
// plain store does not stall the search on the cache line as the locked
// exchange of an atomic store does on amd64.
func storeWord(w *uint64, v uint64) { *w = v }
