//go:build !linux

package othello

// adviseHugePages is a no-op where madvise is not available.
func adviseHugePages([]ttEntry) {}
