package main

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"
)

// fakeBenchRows replaces the benchmark table with rows of known counts and
// times for the test (restored after it), so that bench's selection,
// thread handling, columns and JSON are checked without running a real
// workload.
func fakeBenchRows(t *testing.T) {
	saved := benchRows
	t.Cleanup(func() { benchRows = saved })
	benchRows = []benchRow{
		{Game: "g1", Name: "alpha count", Unit: "ops", Run: func(quick bool) (uint64, error) {
			if quick {
				return 1000, nil
			}
			return 2000, nil
		}},
		{Game: "g1", Name: "beta threads", Unit: "nodes", RunThreads: func(quick bool, threads int) (uint64, error) {
			return uint64(100 * threads), nil
		}},
		{Game: "g2", Name: "gamma timed", Unit: "points", Threaded: true, Timed: func(quick bool, threads int) (uint64, time.Duration, error) {
			return uint64(1000 * threads), 2 * time.Second, nil
		}},
		{Game: "g2", Name: "delta timed", Unit: "ops", Timed: func(quick bool, threads int) (uint64, time.Duration, error) {
			return uint64(500 * threads), 250 * time.Millisecond, nil
		}},
		{Game: "g2", Name: "broken run", Unit: "ops", Run: func(bool) (uint64, error) { return 0, errors.New("boom") }},
		{Game: "g2", Name: "broken clock", Unit: "ops", Timed: func(bool, int) (uint64, time.Duration, error) {
			return 0, 0, errors.New("bang")
		}},
	}
}

// TestBenchCommand pins what bench prints for each kind of row and flag,
// and its refusals.
func TestBenchCommand(t *testing.T) {
	fakeBenchRows(t)
	const header = "game      name                                             ops unit      seconds     rate/s\n"
	for _, c := range []struct {
		args         []string
		code         int
		stdout, errs string
	}{
		{[]string{"--list"}, 0, "g1\talpha count\ng1\tbeta threads\t[threads]\ng2\tgamma timed\t[threads]\ng2\tdelta timed\ng2\tbroken run\ng2\tbroken clock\n", ""},
		{[]string{"--list", "--game", "G1", "--threads", "0"}, 0, "g1\talpha count\ng1\tbeta threads\t[threads]\n", ""},
		{[]string{"--list", "--game", "g1,g2", "--match", "timed"}, 0, "g2\tgamma timed\t[threads]\ng2\tdelta timed\n", ""},
		{[]string{"--game", "nosuch"}, 2, "", `bitban: no benchmark row matches --game [nosuch] --match ""`},
		{[]string{"--game", "g1", "--match", "zeta"}, 2, "", `bitban: no benchmark row matches --game [g1] --match "zeta"`},
		{[]string{"--threads", "0"}, 2, header, "bitban: --threads must be at least 1, got 0"},
		{[]string{"--json", "--threads", "0"}, 2, "", "bitban: --threads must be at least 1, got 0"},
		{[]string{"--match", " timed", "--threads", "3"}, 0, header +
			"g2        gamma timed                                     3000 points      2.000      1.50k\n" +
			"g2        delta timed                                      500 ops         0.250      2.00k\n", ""},
		{[]string{"--json", "--match", " timed", "--threads", "3"}, 0,
			`{"game":"g2","threads":3,"name":"gamma timed","unit":"points","ops":3000,"seconds":2,"rate":1500}` + "\n" +
				`{"game":"g2","threads":1,"name":"delta timed","unit":"ops","ops":500,"seconds":0.25,"rate":2000}` + "\n", ""},
		{[]string{"--match", "broken run"}, 1, header, "bitban: bench g2/broken run: boom"},
		{[]string{"--json", "--match", "broken clock"}, 1, "", "bitban: bench g2/broken clock: bang"},
	} {
		code, out, errOut := runCLI(t, append([]string{"bench"}, c.args...)...)
		first, _, _ := strings.Cut(errOut, "\n")
		if code != c.code || out != c.stdout || first != c.errs {
			t.Errorf("bench %q: code %d, stdout %q, stderr %q; want %d, %q, %q", c.args, code, out, first, c.code, c.stdout, c.errs)
		}
	}
	// Rows timed by bench itself: the count of the workload (quick or
	// not, with --threads for the threaded ones) and a measured time.
	for _, c := range []struct {
		args    []string
		threads int
		ops     uint64
	}{
		{[]string{"--match", "alpha"}, 1, 2000},
		{[]string{"--match", "alpha", "--quick", "--threads", "4"}, 1, 1000},
		{[]string{"--match", "beta"}, 1, 100},
		{[]string{"--match", "beta", "--threads", "4"}, 4, 400},
	} {
		code, out, errOut := runCLI(t, append([]string{"bench", "--json"}, c.args...)...)
		var r benchResult
		if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Threads != c.threads || r.Ops != c.ops || r.Seconds < 0 ||
			(r.Seconds > 0 && r.Rate != float64(r.Ops)/r.Seconds) {
			t.Errorf("bench --json %q: code %d, %q %s", c.args, code, out, errOut)
		}
	}
}
