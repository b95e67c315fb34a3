package renju

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
)

const testdataDir = "../testdata/renju/"

func readJSON(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(testdataDir + name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// forbiddenSet returns the board's forbidden points as "name:kind" strings,
// sorted.
func forbiddenSet(b *Board) []string {
	var out []string
	for _, f := range b.ForbiddenKinds(nil) {
		out = append(out, b.PointName(f.Point)+":"+f.Kind.String())
	}
	sort.Strings(out)
	return out
}

func TestMintakaForbidCases(t *testing.T) {
	var cases []struct {
		ID        string   `json:"id"`
		Board     []string `json:"board"`
		Forbidden []struct {
			Pt   string `json:"pt"`
			Kind string `json:"kind"`
		} `json:"forbidden"`
	}
	readJSON(t, "mintaka_forbid_cases.json", &cases)
	if len(cases) != 17 {
		t.Fatalf("%d mintaka cases, want 17", len(cases))
	}
	for _, c := range cases {
		b, err := ParseRows(c.Board, Renju)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		var want []string
		for _, f := range c.Forbidden {
			want = append(want, f.Pt+":"+f.Kind)
		}
		sort.Strings(want)
		if got := forbiddenSet(b); !slices.Equal(got, want) {
			t.Errorf("%s: forbidden %v, want %v\n%s", c.ID, got, want, b)
		}
	}
}

func TestRenjuNetProbes(t *testing.T) {
	var cases []struct {
		ID       string   `json:"id"`
		Board    []string `json:"board"`
		Probe    string   `json:"probe"`
		Expected string   `json:"expected"`
	}
	readJSON(t, "renjunet_advanced_fixtures.json", &cases)
	if len(cases) != 23 {
		t.Fatalf("%d RenjuNet cases, want 23", len(cases))
	}
	for _, c := range cases {
		rows := make([]string, len(c.Board))
		for i, r := range c.Board {
			rows[i] = strings.ReplaceAll(r, "?", ".")
		}
		b, err := ParseRows(rows, Renju)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		p, err := ParsePoint(c.Probe, 15)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		// "4x4 forbidden", "4x3x3 forbidden", "6 forbidden", "3x3 not
		// forbidden; ...": two fours or more -> double-four, else two
		// threes or more -> double-three, "6" -> overline.
		exp := strings.Fields(c.Expected)
		want := NotForbidden
		if !strings.Contains(c.Expected, "not forbidden") {
			switch k := exp[0]; {
			case strings.Count(k, "4") >= 2:
				want = DoubleFour
			case strings.Count(k, "3") >= 2:
				want = DoubleThree
			case k == "6":
				want = Overline
			default:
				t.Fatalf("%s: cannot read expected %q", c.ID, c.Expected)
			}
		}
		if got := b.Forbidden(p); got != want {
			t.Errorf("%s: %s is %q, want %q (%s)\n%s", c.ID, c.Probe, got, want, c.Expected, b)
		}
	}
}

func TestHandmadeProbes(t *testing.T) {
	var cases []struct {
		ID       string            `json:"id"`
		Board    []string          `json:"board"`
		Probe    string            `json:"probe"`
		Side     string            `json:"side"`
		Expected string            `json:"expected"`
		Kind     string            `json:"piskvork"`
		Note     string            `json:"note"`
		All      map[string]string `json:"all_forbidden_points_piskvork"`
	}
	readJSON(t, "handmade_forbid_cases.json", &cases)
	if len(cases) != 17 {
		t.Fatalf("%d handmade cases, want 17", len(cases))
	}
	for _, c := range cases {
		b, err := ParseRows(c.Board, Renju)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		p, err := ParsePoint(c.Probe, 15)
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		if c.Side != "black" {
			t.Fatalf("%s: side %q", c.ID, c.Side)
		}
		got := b.Forbidden(p)
		if (got != NotForbidden) != (c.Expected == "forbidden") {
			t.Errorf("%s: %s is %q, want %s (%s)\n%s", c.ID, c.Probe, got, c.Expected, c.Kind, b)
		}
		if got != NotForbidden && got.String() != c.Kind {
			t.Errorf("%s: %s kind %q, want %q", c.ID, c.Probe, got, c.Kind)
		}
		var want []string
		for pt, k := range c.All {
			want = append(want, pt+":"+k)
		}
		sort.Strings(want)
		if all := forbiddenSet(b); !slices.Equal(all, want) {
			t.Errorf("%s: all forbidden %v, want %v", c.ID, all, want)
		}
		if (c.ID == "handmade:exact_five" || strings.HasPrefix(c.ID, "handmade:five_plus")) && c.Expected == "legal" && !b.IsWinningMove(p, Black) {
			t.Errorf("%s: %s should win", c.ID, c.Probe)
		}
	}
}

var kindCodes = map[string]Forbid{"44": DoubleFour, "33": DoubleThree, "OL": Overline}

// TestRandomForbidSample checks the exact forbidden sets (and kinds) of the
// 1,000 random boards.
func TestRandomForbidSample(t *testing.T) {
	f, err := os.Open(testdataDir + "random_forbid_sample.tsv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	n := 0
	for line := 0; sc.Scan(); line++ {
		if line == 0 {
			continue // header
		}
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < 4 {
			t.Fatalf("line %d: %d fields", line+1, len(fields))
		}
		b, err := ParseFlat(fields[2], Renju)
		if err != nil {
			t.Fatalf("line %d: %v", line+1, err)
		}
		var want []string
		for _, tok := range strings.Fields(fields[3]) {
			xy, kind, ok := strings.Cut(tok, ":")
			if !ok {
				t.Fatalf("line %d: token %q", line+1, tok)
			}
			p, err := ParseGomocup(xy, 15)
			if err != nil {
				t.Fatalf("line %d: %v", line+1, err)
			}
			want = append(want, b.PointName(p)+":"+kindCodes[kind].String())
		}
		sort.Strings(want)
		if got := forbiddenSet(b); !slices.Equal(got, want) {
			t.Errorf("%s (line %d): forbidden %v, want %v\n%s", fields[0], line+1, got, want, b)
		}
		n++
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if n != 1000 {
		t.Fatalf("%d random boards, want 1000", n)
	}
}
