package gomocup

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"bitban/renju"
)

// swapBrain is the fake brain with Swap2: the first three legal points for
// the opening, SWAP after three stones, the first legal point after five;
// ans and err, when set, are answered instead.
type swapBrain struct {
	fakeBrain
	ans    *Swap2Answer
	err    error
	stones []Point // the stones of the last call
}

func (f *swapBrain) Swap2(req ThinkRequest, stones []Point) (Swap2Answer, error) {
	f.stones = stones
	if f.slow {
		<-req.Ctx.Done()
	}
	if f.err != nil {
		return Swap2Answer{}, f.err
	}
	if f.ans != nil {
		return *f.ans, nil
	}
	if len(stones) == 3 {
		return Swap2Answer{Swap: true}, nil
	}
	req.Limits.MultiPV = 3 - 2*len(stones)/5 // three points, or one
	moves, _ := f.Think(req)
	var ans Swap2Answer
	for _, m := range moves {
		ans.Points = append(ans.Points, m.P)
	}
	return ans, nil
}

// TestSwap2Board: the SWAP2BOARD exchanges, bad blocks (an ERROR, the game
// unchanged) and bad brain answers (replaced by a safe one).
func TestSwap2Board(t *testing.T) {
	const three = "SWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n"
	const five = "SWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n"
	cases := []struct {
		name, in string
		ans      *Swap2Answer
		err      error
		want     []string
	}{
		{"opening", "START 15\nSWAP2BOARD\nDONE\n", nil, nil, []string{"OK", "0,0 1,0 2,0"}},
		{"three stones, swap", "START 15\n" + three, nil, nil, []string{"OK", "SWAP"}},
		{"five stones, take white", "START 15\n" + five, nil, nil, []string{"OK", "0,0"}},
		{"stones on the command line", "START 15\nSWAP2BOARD 7,7 8,7 9,9 DONE\n", nil, nil, []string{"OK", "SWAP"}},
		{"place two", "START 15\n" + three, &Swap2Answer{Points: []Point{{8, 8}, {8, 6}}, Why: "even"}, nil,
			[]string{"OK", "MESSAGE swap2: even", "8,8 8,6"}},
		{"the game goes on after a swap", "START 15\n" + three + "TURN 8,8\n", nil, nil, []string{"OK", "SWAP", "0,0"}},
		{"the game goes on after the 4th stone", "START 15\n" + three + "TURN 0,0\n", &Swap2Answer{Points: []Point{{8, 8}}}, nil,
			[]string{"OK", "8,8", "1,0"}},
		{"four stones", "START 15\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\nDONE\n", nil, nil,
			[]string{"OK", "ERROR SWAP2BOARD: 4 stones; the opening is decided with 0, 3 or 5"}},
		{"bad line", "START 15\nSWAP2BOARD\n7,7,1\nDONE\n", nil, nil,
			[]string{"OK", `ERROR SWAP2BOARD: point: want 2 comma-separated numbers, got "7,7,1"`}},
		{"occupied", "START 15\nSWAP2BOARD\n7,7\n8,7\n7,7\nDONE\n", nil, nil, []string{"OK", "ERROR SWAP2BOARD: occupied"}},
		{"off board", "START 15\nSWAP2BOARD\n7,7\n8,7\n15,0\nDONE\n", nil, nil, []string{"OK", "ERROR SWAP2BOARD: off board"}},
		{"no game, block swallowed", "SWAP2BOARD\n7,7\nDONE\nSTART 15\n", nil, nil,
			[]string{"ERROR no game: send START first", "OK"}},
		{"error keeps the game", "START 15\nTURN 0,0\nSWAP2BOARD\n5,5\nDONE\nTURN 2,0\n", nil, nil,
			[]string{"OK", "1,0", "ERROR SWAP2BOARD: 1 stones; the opening is decided with 0, 3 or 5", "3,0"}},
		{"answer does not fit", "START 15\nSWAP2BOARD\nDONE\n", &Swap2Answer{Points: []Point{{1, 1}}}, nil,
			[]string{"OK", "DEBUG swap2: 1 stones in answer to 0", "7,7 8,7 7,8"}},
		{"answer on a stone", "START 15\n" + five, &Swap2Answer{Points: []Point{{9, 9}}}, nil,
			[]string{"OK", "DEBUG swap2: occupied", "SWAP"}},
		{"swap at the opening", "START 15\nSWAP2BOARD\nDONE\n", &Swap2Answer{Swap: true}, nil,
			[]string{"OK", "DEBUG swap2: SWAP before the first three stones", "7,7 8,7 7,8"}},
		{"brain error", "START 15\n" + three, nil, errors.New("no idea"), []string{"OK", "DEBUG swap2: no idea", "SWAP"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := converse(t, &swapBrain{ans: c.ans, err: c.err}, c.in)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("input %q\n got %q\nwant %q", c.in, got, c.want)
			}
		})
	}
	got := converse(t, &fakeBrain{}, "START 15\n"+three+"BEGIN\n")
	if want := "OK|ERROR SWAP2BOARD: this brain does not play the Swap2 opening|0,0"; strings.Join(got, "|") != want {
		t.Errorf("brain without Swap2: %q, want %q", got, want)
	}
}

// TestSwap2BoardStop: YXSTOP ends a Swap2 decision, which answers at once,
// and the time limit ends it too.
func TestSwap2BoardStop(t *testing.T) {
	b := &swapBrain{fakeBrain: fakeBrain{slow: true}}
	pr, pw := io.Pipe()
	var out syncBuf
	s := NewSession(b, &out, Options{DefaultTurn: time.Hour})
	done := make(chan error)
	go func() { done <- s.Run(pr) }()
	io.WriteString(pw, "START 15\nINFO timeout_turn 100000\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nABOUT\n")
	time.Sleep(50 * time.Millisecond)
	if strings.Contains(out.String(), "SWAP") {
		t.Fatal("answered before YXSTOP")
	}
	io.WriteString(pw, "YXSTOP\n")
	waitFor(t, &out, "name=")
	if got := out.String(); !strings.Contains(got, "OK\nSWAP\nname=") {
		t.Fatalf("after YXSTOP: %q", got)
	}
	pw.Close()
	<-done

	start := time.Now()
	got := converse(t, &swapBrain{fakeBrain: fakeBrain{slow: true}}, "START 15\nINFO timeout_turn 200\nSWAP2BOARD\nDONE\n")
	if el := time.Since(start); el > 400*time.Millisecond || len(got) != 2 || got[1] != "0,0 1,0 2,0" {
		t.Errorf("timeout_turn 200: %q after %v", got, el)
	}
}

// TestSwap2BoardRenjuBrain plays the whole Swap2 exchange with the renju
// brain under each rule: its answers are legal by package renju's Swap2
// rules and come within timeout_turn.
func TestSwap2BoardRenjuBrain(t *testing.T) {
	for _, rule := range []string{"0", "1", "4"} {
		st, _ := renju.NewSwap2(15, toRule(RuleFromMask(int(rule[0]-'0'))))
		var stones []string
		for st.Phase() != renju.Swap2Settled {
			in := "START 15\nINFO rule " + rule + "\nINFO timeout_turn 300\nSWAP2BOARD\n" + strings.Join(stones, "\n") + "\nDONE\n"
			start := time.Now()
			got := converse(t, NewBrain(14), in)
			if el := time.Since(start); el > 600*time.Millisecond {
				t.Errorf("rule %s, %d stones: %v with timeout_turn 300", rule, len(stones), el)
			}
			ans := got[len(got)-1]
			m := renju.Swap2Move{Action: renju.Swap2TakeBlack}
			if ans != "SWAP" {
				fields := strings.Fields(ans)
				m.Action = map[int]renju.Swap2Action{3: renju.Swap2PlaceThree, 1: renju.Swap2TakeWhite, 2: renju.Swap2PlaceTwo}[len(fields)]
				for _, f := range fields {
					p, err := renju.ParseGomocup(f, 15)
					if err != nil {
						t.Fatalf("rule %s: answer %q: %v", rule, ans, err)
					}
					m.Points = append(m.Points, p)
				}
				stones = append(stones, fields...)
			}
			var err error
			if st, err = st.Apply(m); err != nil {
				t.Fatalf("rule %s: answer %q to %q: %v", rule, ans, in, err)
			}
		}
	}
}
