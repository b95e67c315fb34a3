package web

import (
	"net/http"
	"strings"
	"testing"

	"bitban/othello"
	"bitban/othello/book"
)

// TestEngineBookSetting: the "book" setting is a boolean, on by default;
// an Othello game move at full strength in a position of the shipped
// book is the book's move, named as such; with the setting off, at a
// weak level or in an analysis the engine searches.
func TestEngineBookSetting(t *testing.T) {
	s := testServer(t, nil)
	id := str(create(t, s, "othello", "", ""), "id")
	for _, body := range []string{`{"mode":"move","book":"yes"}`, `{"mode":"move","book":1}`, `{"mode":"move","book":null,"x":1}`} {
		a := mustCode(t, runEngine(t, s, id, body), http.StatusBadRequest)
		if body != `{"mode":"move","book":null,"x":1}` && !strings.Contains(str(a, "error"), "book") {
			t.Errorf("%s: error %q does not name the field", body, str(a, "error"))
		}
	}
	bk, err := book.Default()
	if err != nil {
		t.Fatal(err)
	}
	h, ok := bk.Lookup(othello.Start())
	if !ok {
		t.Fatal("the shipped book lacks the start position")
	}
	// The default: the book's move, at once, named as a book move.
	a := mustCode(t, runEngine(t, s, id, `{"mode":"move","time_ms":20000,"threads":1}`), 200)
	set, _ := a.body["settings"].(map[string]any)
	if str(a, "best") != othello.MoveName(h.Best.Square) || str(a, "note") != "book move "+str(a, "best") ||
		!strings.HasSuffix(str(a, "score_text"), " (book)") || set["book"] != true || a.body["nodes"] != 0.0 {
		t.Fatalf("book move: %s", truncate(a.raw, 400))
	}
	if a.body["score"] != float64(h.Best.Score) || len(strs(a, "pv")) < 2 {
		t.Errorf("book move's score %v (book %+d) or line %v", a.body["score"], h.Best.Score, strs(a, "pv"))
	}
	// Off, or asked for an analysis: a search.
	for _, body := range []string{`{"mode":"move","depth":2,"threads":1,"book":false}`, `{"mode":"analyse","depth":2,"threads":1,"book":true}`} {
		id := str(create(t, s, "othello", "", ""), "id")
		a := mustCode(t, runEngine(t, s, id, body), 200)
		if strings.Contains(str(a, "note"), "book") || strings.Contains(str(a, "score_text"), "book") || a.body["nodes"] == 0.0 {
			t.Errorf("%s: %s", body, truncate(a.raw, 400))
		}
		if set, _ := a.body["settings"].(map[string]any); set["book"] != strings.Contains(body, "true") {
			t.Errorf("%s: settings %v", body, set)
		}
	}
	// A weak level never plays from the book.
	id = str(createWith(t, s, `{"game":"othello","level":2}`), "id")
	a = mustCode(t, runEngine(t, s, id, `{"mode":"move","threads":1}`), 200)
	if strings.Contains(str(a, "note"), "book") {
		t.Errorf("level 2: %s", truncate(a.raw, 400))
	}
}
