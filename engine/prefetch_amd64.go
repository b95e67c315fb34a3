//go:build amd64 && !purego

package engine

import "unsafe"

// Prefetch starts loading the cache line at addr (PREFETCHT0) without
// waiting for it: Go has no prefetch intrinsic outside the runtime, and a
// table probe is a cache miss that costs more than this call. The engines
// call it on a table bucket as soon as they know the key of the position
// they will probe next.
//
//go:noescape
func Prefetch(addr unsafe.Pointer)
