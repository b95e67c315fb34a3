package match

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
)

// parseKeyNumbers reads "key=number,key=number" (blank items skipped) and
// stores each number through fields[key]; what names the flag in errors.
func parseKeyNumbers(what, s string, fields map[string]*float64) error {
	for _, kv := range strings.Split(s, ",") {
		kv = strings.TrimSpace(kv)
		if kv == "" {
			continue
		}
		k, v, ok := strings.Cut(kv, "=")
		f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if !ok || err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return fmt.Errorf("%s: %q: want key=number", what, kv)
		}
		dst, known := fields[strings.TrimSpace(k)]
		if !known {
			keys := make([]string, 0, len(fields))
			for name := range fields {
				keys = append(keys, name)
			}
			sort.Strings(keys)
			return fmt.Errorf("%s: unknown key %q (want %s)", what, k, strings.Join(keys, ", "))
		}
		*dst = f
	}
	return nil
}
