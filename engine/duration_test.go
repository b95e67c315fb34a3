package engine

import (
	"strings"
	"testing"
	"time"
)

func TestParseDuration(t *testing.T) {
	for in, want := range map[string]time.Duration{"90s": 90 * time.Second, "1m30s": 90 * time.Second, "500ms": 500 * time.Millisecond, " 2.5 ": 2500 * time.Millisecond, "0": 0} {
		if got, err := ParseDuration(in); err != nil || got != want {
			t.Errorf("%q: %v %v, want %v", in, got, err, want)
		}
	}
	for in, want := range map[string]string{"-1": "out of range", "1e9": "out of range", "-2s": "not a duration", "soon": "not a duration", "2000000s": "not a duration"} {
		if _, err := ParseDuration(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: error %v, want %q", in, err, want)
		}
	}
}
