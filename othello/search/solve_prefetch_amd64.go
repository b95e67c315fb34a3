//go:build amd64 && !purego

package search

import "unsafe"

// prefetchTT starts loading the cache line at addr (PREFETCHT0) without
// waiting for it: Go has no prefetch intrinsic outside the runtime, and a
// table probe is a cache miss that costs more than this call.
//
//go:noescape
func prefetchTT(addr unsafe.Pointer)
