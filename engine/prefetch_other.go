//go:build !amd64 || purego

package engine

import "unsafe"

// Prefetch is a no-op where there is no assembly prefetch (a hint only:
// the tables work the same without it).
func Prefetch(unsafe.Pointer) {}
