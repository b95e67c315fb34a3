package engine

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// ParseDuration reads a time of a clock or a time control: a Go duration
// ("90s", "1m30s", "500ms") or a number of seconds ("2.5"), not negative
// and at most a million seconds (so that it counts in milliseconds).
func ParseDuration(s string) (time.Duration, error) {
	s = strings.TrimSpace(s)
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || f > 1e6 {
			return 0, fmt.Errorf("%q seconds: out of range", s)
		}
		return time.Duration(f * float64(time.Second)), nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d < 0 || d > 1e6*time.Second {
		return 0, fmt.Errorf("%q is not a duration (90s, 1m30s, 500ms)", s)
	}
	return d, nil
}
