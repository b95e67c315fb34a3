//go:build !linux

package search

// adviseHugePages is a no-op where madvise is not available.
func adviseHugePages([]ttEntry) {}
