package web

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"time"

	"github.com/coder/websocket"
)

// The app's one connection per tab: GET /api/socket upgrades to a
// WebSocket on which the page says which game it shows ({"watch": "<id>"})
// and the server sends that game's events as
// {"event": "state"|"info"|"engine"|"done"|"progress"|"deleted", "game": id, "data": ...}.
// Browsers allow only six HTTP/1.1 connections per host; an event stream per
// tab used them up at the seventh tab, WebSockets do not count against it.
// The first message after a watch is the game's state; a watch of a game
// that does not exist answers {"event": "error", "data": {"error": ...}}.

// socketMsg is one message to the page.
type socketMsg struct {
	Event string          `json:"event"`
	Game  string          `json:"game,omitempty"`
	Data  json.RawMessage `json:"data"`
}

// watchReq is one message from the page.
type watchReq struct {
	Watch string `json:"watch"`
}

func (s *Server) handleSocket(w http.ResponseWriter, r *http.Request) {
	select {
	case s.streams <- struct{}{}:
		defer func() { <-s.streams }()
	default:
		fail(w, errf(http.StatusServiceUnavailable, "too many event streams open (%d)", s.cfg.MaxStreams))
		return
	}
	c, err := websocket.Accept(w, r, nil) // same origin only
	if err != nil {
		return // Accept has answered the request
	}
	defer c.CloseNow()
	c.SetReadLimit(4096)
	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	watches := make(chan string, 1)
	go func() {
		defer cancel()
		for {
			var req watchReq
			_, data, err := c.Read(ctx)
			if err != nil {
				return
			}
			if json.Unmarshal(data, &req) != nil {
				continue // not a watch: ignored
			}
			select {
			case watches <- req.Watch:
			case <-ctx.Done():
				return
			}
		}
	}()
	s.serveWatches(ctx, c, watches)
	c.Close(websocket.StatusNormalClosure, "")
}

// serveWatches relays the events of the watched game until the page goes
// away or the server closes.
func (s *Server) serveWatches(ctx context.Context, c *websocket.Conn, watches <-chan string) {
	var (
		g  *game
		ch chan event
	)
	unwatch := func() {
		if g != nil {
			g.mu.Lock()
			delete(g.subs, ch)
			g.mu.Unlock()
			g, ch = nil, nil
		}
	}
	defer unwatch()
	keep := time.NewTicker(15 * time.Second)
	defer keep.Stop()
	for {
		events := ch // nil until a game is watched: never ready
		select {
		case id := <-watches:
			unwatch()
			g, ch = s.watch(id)
			if err := s.sendWatched(ctx, c, id, g); err != nil {
				return
			}
			if g == nil {
				ch = nil
			}
		case ev := <-events:
			if send(ctx, c, socketMsg{Event: ev.name, Game: g.id, Data: ev.data}) != nil {
				return
			}
			if ev.name == "deleted" {
				unwatch()
			}
		case <-keep.C:
			pctx, pcancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.Ping(pctx)
			pcancel()
			if err != nil {
				return
			}
		case <-ctx.Done():
			return
		case <-s.done:
			return
		}
	}
}

// watch subscribes to the game id (nil if there is none).
func (s *Server) watch(id string) (*game, chan event) {
	if !validID(id) {
		return nil, nil
	}
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	if g == nil {
		return nil, nil
	}
	ch := make(chan event, s.cfg.StreamBufSize)
	g.mu.Lock()
	g.subs[ch] = struct{}{}
	g.mu.Unlock()
	return g, ch
}

// sendWatched sends the watched game's state, or an error naming the id.
func (s *Server) sendWatched(ctx context.Context, c *websocket.Conn, id string, g *game) error {
	if g == nil {
		data, _ := json.Marshal(map[string]string{"error": "no game " + truncate(id, 40) + " (it may have ended or been dropped)"})
		return send(ctx, c, socketMsg{Event: "error", Game: truncate(id, 40), Data: data})
	}
	g.mu.Lock()
	st, err := g.state(-1)
	g.mu.Unlock()
	if err != nil {
		return err
	}
	data, err := json.Marshal(st)
	if err != nil {
		return err
	}
	return send(ctx, c, socketMsg{Event: "state", Game: g.id, Data: data})
}

func send(ctx context.Context, c *websocket.Conn, m socketMsg) error {
	data, err := json.Marshal(m)
	if err != nil {
		return err
	}
	wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := c.Write(wctx, websocket.MessageText, data); err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}
