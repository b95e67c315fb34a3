//go:build !amd64 || purego

package search

import "unsafe"

// prefetchTT is a no-op where there is no assembly prefetch.
func prefetchTT(unsafe.Pointer) {}
