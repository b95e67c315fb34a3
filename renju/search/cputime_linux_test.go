//go:build linux

package search

import (
	"syscall"
	"time"
)

// cpuTime returns the CPU time (user + system) the process has used, so that
// benchmarks can report a per-point cost that does not grow when other
// processes share the machine (the wall-clock figure does).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
