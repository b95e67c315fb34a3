//go:build !linux

package search

import "time"

// cpuTime is not measured outside Linux; benchmarks then report 0.
func cpuTime() time.Duration { return 0 }
