package search

import "sync/atomic"

// Breadcrumbs of a parallel search: a worker entering a node within
// crumbPlies of the root claims a slot of a small shared table for the
// node's key; a worker that finds the slot held by another thread for the
// same key knows that thread searches this node right now, and reduces its
// late quiet moves one ply more, so that the threads spread over different
// subtrees instead of repeating each other's work.

const (
	crumbPlies = 8
	crumbSlots = 1024 // a power of two
)

type crumb struct {
	owner atomic.Int32 // worker id + 1, 0 = free
	key   atomic.Uint64
}

type crumbTable [crumbSlots]crumb

// leaveCrumb marks the node of key as searched by w (mine: w claimed the
// slot and must free it when the node returns) and records in w.busy[ply]
// whether another worker is searching it.
func (w *worker) leaveCrumb(key uint64, ply int) (c *crumb, mine bool) {
	c = &w.s.crumbs[key&(crumbSlots-1)]
	me := int32(w.id + 1)
	w.busy[ply] = false
	switch o := c.owner.Load(); {
	case o == 0:
		if c.owner.CompareAndSwap(0, me) {
			c.key.Store(key)
			return c, true
		}
	case o != me && c.key.Load() == key:
		w.busy[ply] = true
	}
	return c, false
}
