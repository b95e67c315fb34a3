package match

import "testing"

func TestAdjudication(t *testing.T) {
	a, err := ParseAdjudication("win=500,moves=2,draw=20,drawmoves=3,drawafter=10")
	if err != nil || a.WinScore != 500 || a.WinMoves != 2 || a.DrawScore != 20 || a.DrawMoves != 3 || a.DrawAfter != 10 {
		t.Fatalf("%+v %v", a, err)
	}
	alt := []int{0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1}
	for _, c := range []struct {
		scores []string
		want   int // winner side, -1 draw, -2 none
	}{
		{[]string{"cp 10", "cp 600", "cp -700", "cp 650", "cp -800"}, 1},    // the second side ahead, both agree
		{[]string{"cp 600", "cp -600", "cp 600", "cp -550"}, 0},             // the first side ahead
		{[]string{"cp 600", "cp -600", "cp 600", "cp -100"}, -2},            // the loser does not agree
		{[]string{"cp 600", "mate -3", "mate 5", "mate -1"}, 0},             // mates count
		{[]string{"cp 600", "", "cp 600", "cp -600"}, -2},                   // a move without a score
		{[]string{"1", "-2", "3", "0", "2", "-1", "5", "4", "-3", "1"}, -1}, // draw after ply 10
		{[]string{"1", "-2", "3", "0", "2", "-1"}, -2},                      // too early for a draw
	} {
		o := a.judge(c.scores, alt[:len(c.scores)])
		switch {
		case c.want == -2 && o != nil:
			t.Errorf("%v: adjudicated %+v", c.scores, o)
		case c.want != -2 && (o == nil || o.Winner != c.want):
			t.Errorf("%v: %+v, want winner %d", c.scores, o, c.want)
		}
	}
	for _, bad := range []string{"win", "win=x", "moves=3", "win=5,speed=2", "win=-1"} {
		if _, err := ParseAdjudication(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
