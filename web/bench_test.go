package web

import (
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
)

// randomGame plays up to n random legal moves of a game through its
// adapter and returns them as a position text the adapter reads.
func randomGame(tb testing.TB, game, rule string, n int) string {
	a := adapters[game]
	b, err := a.newBoard(rule, "")
	if err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	var moves []string
	for len(moves) < n {
		v := b.view()
		if v.Over || len(v.Legal) == 0 {
			break
		}
		m, err := b.play(v.Legal[r.IntN(len(v.Legal))])
		if err != nil {
			tb.Fatal(err)
		}
		moves = append(moves, m)
	}
	return a.record(rule, "", moves)
}

// BenchmarkGetState measures GET /api/games/{id} on long games: the server
// replays the record into a fresh board for every answer.
func BenchmarkGetState(b *testing.B) {
	for _, c := range []struct{ game, rule string }{{"othello", "othello"}, {"shogi", "shogi"}, {"renju", "renju"}} {
		b.Run(c.game, func(b *testing.B) {
			s := New(DefaultConfig())
			defer s.Close()
			pos := randomGame(b, c.game, c.rule, 200)
			w := httptest.NewRecorder()
			body := `{"game":"` + c.game + `","rule":"` + c.rule + `","position":"` + pos + `"}`
			s.ServeHTTP(w, httptest.NewRequest("POST", "/api/games", strings.NewReader(body)))
			if w.Code != 201 {
				b.Fatalf("create: %d %s", w.Code, w.Body.String())
			}
			id := w.Body.String()[strings.Index(w.Body.String(), `"id":"`)+6:][:16]
			for b.Loop() {
				w := httptest.NewRecorder()
				s.ServeHTTP(w, httptest.NewRequest("GET", "/api/games/"+id, nil))
				if w.Code != 200 {
					b.Fatal(w.Code)
				}
			}
		})
	}
}
