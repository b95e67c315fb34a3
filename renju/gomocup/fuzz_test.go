package gomocup

import (
	"strings"
	"testing"
	"time"
)

// FuzzParseLine: the line parsers never panic, and what they accept is in
// range and prints back to an equivalent form.
func FuzzParseLine(f *testing.F) {
	for _, s := range []string{"TURN 7,7", "BOARD", "7,7,1", "INFO timeout_turn 5000", "", " ", "1,2,3,4", "-1,5", "99999999999999999999,1", "\ttab", "YXNBEST 3", "x,y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if c, err := parseCommand(s); err == nil {
			if c.Name == "" || strings.ToUpper(c.Name) != c.Name {
				t.Fatalf("command %q from %q", c.Name, s)
			}
		}
		if p, err := parsePoint(s); err == nil {
			if p.X < 0 || p.Y < 0 {
				t.Fatalf("negative point %v from %q", p, s)
			}
			q, err := parsePoint(strings.ReplaceAll(s, " ", ""))
			if err != nil || q != p {
				t.Fatalf("%q: %v then %v %v", s, p, q, err)
			}
		}
		if _, f, err := parseBoardLine(s); err == nil && f != 1 && f != 2 {
			t.Fatalf("field %d from %q", f, s)
		}
		lr := newLineReader(strings.NewReader(s))
		for i := 0; i < len(s)+2; i++ {
			l, err := lr.next()
			if strings.ContainsAny(l, "\r\n") {
				t.Fatalf("line %q contains an end of line", l)
			}
			if err != nil && err != errLineTooLong {
				break
			}
		}
	})
}

// FuzzSession: any input keeps the session alive, and every move the brain
// answers is a legal point.
func FuzzSession(f *testing.F) {
	for _, s := range []string{
		"START 15\nBEGIN\nTURN 1,1\n",
		"START 10\nBOARD\n1,1,1\n2,2,2\nDONE\nTAKEBACK 2,2\nYXSHOWFORBID\n",
		"RECTSTART 7,9\rPLAY 3,3\r\nYXBOARD 0,0,1 DONE\nYXNBEST 3\n",
		"INFO rule 4\nSTART 5\nBEGIN\nTURN 0,0\nTURN 0,1\nRESTART\n",
		"\x00\xff\nTURN\nBOARD\nDONE\nDONE\n",
		"START 15\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nTURN 8,8\n",
		"START 15\nSWAP2BOARD 1,1 2,2 DONE\nSWAP2BOARD\n1,1\n1,1\n2,2\nDONE\nSWAP2BOARD\nx\nDONE\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		b := &fakeBrain{}
		var out strings.Builder
		s := NewSession(b, &out, Options{DefaultTurn: time.Millisecond})
		if err := s.Run(strings.NewReader(in)); err != nil {
			t.Fatal(err)
		}
		checkAnswerLines(t, out.String())
	})
}

// FuzzSessionRenju drives the real renju brain with arbitrary input (short
// time limits): it must never panic and never answer an illegal point.
func FuzzSessionRenju(f *testing.F) {
	for _, s := range []string{
		"START 15\nINFO rule 4\nBEGIN\nTURN 8,8\n",
		"START 5\nBOARD\n0,0,1\n1,1,2\n2,2,1\n3,3,2\nDONE\n",
		"START 20\nINFO rule 1\nYXBOARD\n10,10,1\n11,11,2\nDONE\nYXNBEST 2\nYXSHOWFORBID\n",
		"START 15\nINFO rule 2\nBOARD\n7,7,2\n8,7,2\n9,7,2\n6,8,1\n7,8,1\nDONE\nTAKEBACK 7,8\nBEGIN\n",
		"START 15\nINFO rule 1\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\nTURN 6,6\n",
		"START 5\nINFO rule 4\nSWAP2BOARD\n0,0\n4,4\n2,2\nDONE\nSWAP2BOARD\nDONE\n",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		b := NewBrain(10)
		var out strings.Builder
		s := NewSession(b, &out, Options{DefaultTurn: time.Millisecond})
		start := time.Now()
		if err := s.Run(strings.NewReader(in)); err != nil {
			t.Fatal(err)
		}
		// Each think has a 10 ms limit: even a long input stays fast.
		if el := time.Since(start); el > time.Duration(strings.Count(in, "\n")+strings.Count(in, "\r")+2)*200*time.Millisecond {
			t.Fatalf("input of %d bytes took %v", len(in), el)
		}
		checkAnswerLines(t, out.String())
	})
}

// checkAnswerLines fails unless every line of out is a status line, a
// point, SWAP or the points of a Swap2 answer.
func checkAnswerLines(t *testing.T, out string) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if l == "" || strings.HasPrefix(l, "OK") || strings.HasPrefix(l, "ERROR") || strings.HasPrefix(l, "UNKNOWN") ||
			strings.HasPrefix(l, "MESSAGE") || strings.HasPrefix(l, "DEBUG") || strings.HasPrefix(l, "FORBID") || strings.HasPrefix(l, "name=") {
			continue
		}
		if l == "SWAP" {
			continue
		}
		// A move, or the stones of a Swap2 answer ("x,y x,y x,y").
		for _, f := range strings.Split(l, " ") {
			if _, err := parsePoint(f); err != nil {
				t.Fatalf("answer %q is neither a move nor a status line", l)
			}
		}
	}
}
