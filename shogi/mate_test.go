package shogi

import (
	"testing"
	"time"

	"bitban/engine"
)

func TestMateQuick(t *testing.T) {
	for _, sfen := range []string{
		"4k4/9/4P4/9/9/9/9/9/9 b G2r2b3g4s4n4l17p 1",
	} {
		p, err := ParseSFEN(sfen)
		if err != nil {
			t.Fatal(err)
		}
		var st engine.Stopper
		st.Start(5*time.Second, 0)
		ms := NewMateSolver(16)
		line, status := ms.Solve(p, &st)
		t.Logf("%s: %v %v nodes %d", sfen, status, line, ms.Nodes())
	}
}
