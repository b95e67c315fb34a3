//go:build !linux

package engine

// AdviseHugePages does nothing where madvise is not available.
func AdviseHugePages[T any](s []T) {}
