package renju

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"testing"
	"time"

	"bitban/engine"
)

func TestDbgProbeTime(t *testing.T) {
	f, _ := os.Open("/work/runs/rap-r1/games.jsonl")
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	n := 0
	for sc.Scan() && n < 6 {
		n++
		var g struct {
			Opening string
			Moves   []string
		}
		json.Unmarshal(sc.Bytes(), &g)
		b, _ := NewBoard(15, Renju)
		ops, _ := ParseMoves(g.Opening, 15)
		b.PlayMoves(ops)
		s := NewSearcher(20)
		for i, mv := range g.Moves {
			if i%4 == 1 && i < 20 {
				var first time.Duration
				var depth1 bool
				r := s.Search(context.Background(), b, engine.Request[Point]{Limits: engine.Limits{MoveTime: 150 * time.Millisecond, Threads: 1},
					Info: func(in engine.Info[Point]) {
						if !depth1 {
							first, depth1 = in.Time, true
						}
					}})
				fmt.Printf("game %d ply %2d: first report at %5.1f ms, depth %2d, total %5.1f ms, score %v\n", n, i, float64(first.Microseconds())/1000, r.Depth, float64(r.Time.Microseconds())/1000, r.Score)
			}
			p, _ := ParseGomocup(mv, 15)
			b.Place(p)
		}
	}
}
