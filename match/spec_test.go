package match

import (
	"strings"
	"testing"
	"time"
)

func TestParseTC(t *testing.T) {
	for s, want := range map[string]TC{
		"byoyomi=1s":     {Kind: TCByoyomi, Byoyomi: time.Second},
		"byoyomi=60s+1s": {Kind: TCByoyomi, Main: time.Minute, Byoyomi: time.Second},
		"fischer=60s+1s": {Kind: TCFischer, Main: time.Minute, Inc: time.Second},
		"movetime=200ms": {Kind: TCMoveTime, MoveTime: 200 * time.Millisecond},
		"movetime=0.25":  {Kind: TCMoveTime, MoveTime: 250 * time.Millisecond},
		"depth=7":        {Kind: TCDepth, Depth: 7},
		"nodes=100000":   {Kind: TCNodes, Nodes: 100000},
	} {
		got, err := ParseTC(s)
		if err != nil || got != want {
			t.Errorf("%s: %+v %v", s, got, err)
		}
		if err == nil && got.String() == "" {
			t.Errorf("%s: empty String", s)
		}
	}
	for _, bad := range []string{"", "byoyomi", "blitz=5m", "movetime=-1s", "depth=0", "nodes=x", "fischer=0+1s", "movetime=1parsec"} {
		if _, err := ParseTC(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func TestClock(t *testing.T) {
	c := NewClock(TC{Kind: TCFischer, Main: 10 * time.Second, Inc: time.Second})
	c.Spend(3 * time.Second)
	if c.Allowed() != 8*time.Second {
		t.Errorf("fischer: %v left", c.Allowed())
	}
	b := NewClock(TC{Kind: TCByoyomi, Main: 2 * time.Second, Byoyomi: time.Second})
	b.Spend(5 * time.Second)
	if b.Allowed() != time.Second {
		t.Errorf("byoyomi after the main time: %v", b.Allowed())
	}
}

func TestUSIGo(t *testing.T) {
	own := NewClock(TC{Kind: TCFischer, Main: 10 * time.Second, Inc: time.Second})
	opp := NewClock(TC{Kind: TCFischer, Main: 20 * time.Second, Inc: 2 * time.Second})
	if got := usiGo(thinkArgs{own: &own, opp: &opp, side: 1}); got != "go btime 20000 wtime 10000 binc 2000 winc 1000" {
		t.Error(got)
	}
	m := NewClock(TC{Kind: TCMoveTime, MoveTime: 250 * time.Millisecond})
	if got := usiGo(thinkArgs{own: &m, opp: &m}); got != "go btime 0 wtime 0 byoyomi 250" {
		t.Error(got)
	}
}

func TestParseEngineSpec(t *testing.T) {
	e, err := ParseEngineSpec(`name=A cmd="./eng --flag 'two words'" tc=byoyomi=1s option.USI_Hash=64 option.Threads=1 dir=/tmp`)
	if err != nil {
		t.Fatal(err)
	}
	if e.Name != "A" || strings.Join(e.Cmd, "|") != "./eng|--flag|two words" || e.TC == nil || e.TC.Byoyomi != time.Second ||
		len(e.Options) != 2 || e.Options[0] != [2]string{"USI_Hash", "64"} || e.Dir != "/tmp" {
		t.Fatalf("%+v", e)
	}
	for _, bad := range []string{"cmd=x", "name=A", `name=A cmd="x`, "name=A cmd=x foo", "name=A cmd=x tc=bad=1", "name=A cmd=x color=red"} {
		if _, err := ParseEngineSpec(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	argv, err := resolveSelf([]string{"self:othello", "--depth", "3"}, "othello", "/bin/bitban", TC{Kind: TCMoveTime, MoveTime: 250 * time.Millisecond})
	if err != nil || strings.Join(argv, " ") != "/bin/bitban othello nboard --time 0.25 --depth 3" {
		t.Errorf("%q %v", argv, err)
	}
	if argv, _ := resolveSelf([]string{"self"}, "gomoku", "/b", TC{}); strings.Join(argv, " ") != "/b renju gomocup" {
		t.Errorf("%q", argv)
	}
}

func TestReasonKind(t *testing.T) {
	for r, want := range map[string]string{
		"illegal move: move \"5i5a\"":          "illegal move",
		"five in a row at H8":                  "five in a row",
		"final count 40-24 (+16)":              "final count",
		"checkmate":                            "checkmate",
		"forbidden point at H8 (double-three)": "forbidden point",
		"time: answered \"x\" after 1s":        "time",
	} {
		if got := reasonKind(r); got != want {
			t.Errorf("%q: %q, want %q", r, got, want)
		}
	}
}

func TestParseNBoardAnswer(t *testing.T) {
	for _, c := range []struct{ line, move, score string }{
		{"=== F5/1.25/0.31", "F5", "1.25"},
		{"=== d6 -1.00 0.0", "d6", "-1.00"}, // Edax
		{"=== PA", "PA", ""},
		{"=== C4//0.5", "C4", ""},
		{"===", "", ""},
	} {
		if m, s := parseNBoardAnswer(c.line); m != c.move || s != c.score {
			t.Errorf("%q: %q %q, want %q %q", c.line, m, s, c.move, c.score)
		}
	}
}
