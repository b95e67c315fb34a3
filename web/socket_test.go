package web

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
)

// TestSocket: one connection follows the game it watches: its state first,
// then its events; a watch of a game that does not exist is an error
// message and the connection stays usable.
func TestSocket(t *testing.T) {
	s := testServer(t, nil)
	srv := httptest.NewServer(s)
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/api/socket", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.CloseNow()
	read := func() socketMsg {
		t.Helper()
		_, data, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var m socketMsg
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("%v: %s", err, data)
		}
		return m
	}
	watch := func(id string) {
		t.Helper()
		if err := c.Write(ctx, websocket.MessageText, []byte(`{"watch":"`+id+`"}`)); err != nil {
			t.Fatal(err)
		}
	}
	watch("0123456789abcdef")
	if m := read(); m.Event != "error" || !strings.Contains(string(m.Data), "no game") {
		t.Fatalf("watch of a missing game: %+v", m)
	}
	a := str(create(t, s, "othello", "", ""), "id")
	b := str(create(t, s, "othello", "", ""), "id")
	watch(a)
	if m := read(); m.Event != "state" || m.Game != a {
		t.Fatalf("first message after the watch: %+v", m)
	}
	watch(b) // switch: a's events stop, b's come
	if m := read(); m.Event != "state" || m.Game != b {
		t.Fatalf("after the switch: %+v", m)
	}
	mustCode(t, call(t, s, "POST", "/api/games/"+a+"/move", `{"move":"F5"}`), 200)
	mustCode(t, call(t, s, "POST", "/api/games/"+b+"/move", `{"move":"D3"}`), 200)
	m := read()
	if m.Event != "state" || m.Game != b || !strings.Contains(string(m.Data), `"D3"`) {
		t.Fatalf("the watched game's move: %+v", m)
	}
}
