// Package web is bitban's HTTP server: a JSON API over the three game
// packages and the browser app that uses it, embedded in the binary.
//
// The server keeps each game as a start position plus a tree of moves (its
// main line is the record, the other lines are variations: game_tree.go)
// and replays a line into a fresh board of the game package whenever it
// needs a position, so the engines always work on private copies. The
// main line is also played on a session.Session, the game-session type of
// the terminal's games, which keeps the game clock (main_line.go). Game
// logic lives only in the game packages; the adapters (othello.go,
// shogi.go, renju.go) translate to and from JSON.
package web

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"path"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"bitban/renju"
	"bitban/session"
)

// Config bounds what clients may ask of the server. Zero fields take the
// defaults of DefaultConfig.
type Config struct {
	MaxGames       int           // games kept at once; the least recently used idle one is dropped beyond
	MaxBodyBytes   int64         // request body limit
	MaxRecordBytes int64         // body limit of a record import (records with comments are longer)
	MaxMoves       int           // moves in one game record, and in any line of its variations
	MaxTreeMoves   int           // moves in one game's tree: the main line and every variation
	DefaultTime    time.Duration // engine time when a request gives none
	MaxTime        time.Duration // engine time limit per request
	MaxSearches    int           // engine searches running at once (server-wide)
	EngineMemMB    int           // table memory per search
	MaxStreams     int           // event streams open at once (server-wide)
	StreamBufSize  int           // events queued per stream before it drops some
	// LoopbackHosts refuses requests whose Host header is not a loopback
	// name or address (localhost, 127.0.0.1, [::1]): with the server on
	// loopback, this keeps other web sites out by DNS rebinding.
	LoopbackHosts bool
	Logger        *log.Logger // nil: discard
}

// DefaultConfig returns the limits used by `bitban serve`.
func DefaultConfig() Config {
	return Config{
		MaxGames:       256,
		MaxBodyBytes:   64 << 10,
		MaxRecordBytes: 1 << 20,
		MaxMoves:       1000,
		MaxTreeMoves:   4000,
		DefaultTime:    time.Second,
		MaxTime:        60 * time.Second,
		MaxSearches:    max(1, runtime.GOMAXPROCS(0)),
		EngineMemMB:    64,
		MaxStreams:     64,
		StreamBufSize:  64,
	}
}

// Server holds the games. Create it with New; it is an http.Handler.
type Server struct {
	cfg     Config
	mux     *http.ServeMux
	log     *log.Logger
	sem     chan struct{} // engine search slots
	streams chan struct{} // event stream slots

	mu     sync.Mutex
	games  map[string]*game
	closed bool
	done   chan struct{} // closed by Close: ends streams and searches

	now func() time.Time // the games' clocks read it (time.Now; tests set a fake)
}

// game is one hosted game. The fields after mu are guarded by it; the
// engine runs without the lock on a board replayed from a snapshot of the
// record.
type game struct {
	id   string
	name string
	ad   adapter

	mu      sync.Mutex
	rule    string // an import may change the rule and the start
	start   string
	tree    *gameTree // the moves: the main line (the record) and its variations, with evaluations
	shown   []string  // a path to the line shown (tree.line); nil: the main line
	version int       // bumped on every change of the tree
	used    time.Time
	cancel  context.CancelFunc // the running search's, nil when idle
	mode    string             // the running search's mode
	subs    map[chan event]struct{}

	level     int         // engine strength of game moves, 0 = full (engine_levels.go)
	main      *mainLine   // the main line as played, with the game clock (main_line.go, clock_game.go)
	flagTimer *time.Timer // declares a loss on time when the running clock runs out
	now       func() time.Time

	swap2      *renju.Swap2          // the Swap2 opening (swap2.go); nil: none
	swap2Clock *session.ClockSetting // the clock that starts when its colours are settled
}

type event struct {
	name string
	data []byte
}

// New returns a server with the given limits.
func New(cfg Config) *Server {
	def := DefaultConfig()
	if cfg.MaxGames <= 0 {
		cfg.MaxGames = def.MaxGames
	}
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = def.MaxBodyBytes
	}
	if cfg.MaxRecordBytes <= 0 {
		cfg.MaxRecordBytes = def.MaxRecordBytes
	}
	if cfg.MaxMoves <= 0 {
		cfg.MaxMoves = def.MaxMoves
	}
	if cfg.MaxTreeMoves <= 0 {
		cfg.MaxTreeMoves = def.MaxTreeMoves
	}
	cfg.MaxTreeMoves = max(cfg.MaxTreeMoves, cfg.MaxMoves) // an imported record always fits
	if cfg.DefaultTime <= 0 {
		cfg.DefaultTime = def.DefaultTime
	}
	if cfg.MaxTime <= 0 {
		cfg.MaxTime = def.MaxTime
	}
	if cfg.MaxSearches <= 0 {
		cfg.MaxSearches = def.MaxSearches
	}
	if cfg.EngineMemMB <= 0 {
		cfg.EngineMemMB = def.EngineMemMB
	}
	if cfg.MaxStreams <= 0 {
		cfg.MaxStreams = def.MaxStreams
	}
	if cfg.StreamBufSize <= 0 {
		cfg.StreamBufSize = def.StreamBufSize
	}
	s := &Server{
		cfg:     cfg,
		mux:     http.NewServeMux(),
		log:     cfg.Logger,
		sem:     make(chan struct{}, cfg.MaxSearches),
		streams: make(chan struct{}, cfg.MaxStreams),
		games:   map[string]*game{},
		done:    make(chan struct{}),
		now:     time.Now,
	}
	if s.log == nil {
		s.log = log.New(io.Discard, "", 0)
	}
	s.routes()
	return s
}

func (s *Server) routes() {
	s.mux.HandleFunc("GET /api/games", s.handleInfo)
	s.mux.HandleFunc("POST /api/games", s.handleCreate)
	s.mux.HandleFunc("GET /api/games/{id}", s.handleGet)
	s.mux.HandleFunc("DELETE /api/games/{id}", s.handleDelete)
	s.mux.HandleFunc("POST /api/games/{id}/move", s.handleMove)
	s.mux.HandleFunc("POST /api/games/{id}/undo", s.handleUndo)
	s.mux.HandleFunc("POST /api/games/{id}/variations/show", s.handleShowLine)
	s.mux.HandleFunc("POST /api/games/{id}/variations/promote", s.handlePromote)
	s.mux.HandleFunc("POST /api/games/{id}/variations/delete", s.handleDeleteMoves)
	s.mux.HandleFunc("POST /api/games/{id}/engine", s.handleEngine)
	s.mux.HandleFunc("POST /api/games/{id}/stop", s.handleStop)
	s.mux.HandleFunc("POST /api/games/{id}/analyse-game", s.handleAnalyseGame)
	s.mux.HandleFunc("GET /api/games/{id}/events", s.handleEvents)
	s.mux.HandleFunc("POST /api/games/{id}/import", s.handleImport)
	s.mux.HandleFunc("GET /api/games/{id}/export", s.handleExport)
	s.mux.HandleFunc("POST /api/games/{id}/setup", s.handleSetup)
	s.mux.HandleFunc("POST /api/games/{id}/swap2", s.handleSwap2)
	s.mux.HandleFunc("GET /api/socket", s.handleSocket)
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such API endpoint: %s %s", r.Method, r.URL.Path)
	})
	s.mux.Handle("/", staticHandler())
}

// ServeHTTP serves the API and the app. A panic in a handler becomes a 500
// with a JSON error; it never reaches the client as a broken connection.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Printf("panic serving %s %s: %v\n%s", r.Method, r.URL.Path, v, debug.Stack())
			writeError(w, http.StatusInternalServerError, "internal error")
		}
	}()
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if s.cfg.LoopbackHosts && !loopbackHost(r.Host) {
		writeError(w, http.StatusForbidden, "host %q is not a loopback address; this server only answers local requests", truncate(r.Host, 80))
		return
	}
	// The mux would redirect a path with "..", "//" or "." elsewhere; API
	// clients get a JSON error instead.
	if p := r.URL.Path; strings.HasPrefix(p, "/api/") && path.Clean(p) != strings.TrimSuffix(p, "/") {
		writeError(w, http.StatusBadRequest, "bad path %q", truncate(p, 80))
		return
	}
	s.mux.ServeHTTP(w, r)
}

// loopbackHost reports whether a Host header names this machine's loopback
// interface.
func loopbackHost(host string) bool {
	h := host
	if hh, _, err := net.SplitHostPort(host); err == nil {
		h = hh
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	if strings.EqualFold(h, "localhost") || strings.HasSuffix(strings.ToLower(h), ".localhost") {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// Close stops every search and ends every event stream (call it when the
// HTTP server shuts down: streams would otherwise keep it waiting).
func (s *Server) Close() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.closed = true
	close(s.done)
	for _, g := range s.games {
		g.mu.Lock()
		if g.cancel != nil {
			g.cancel()
		}
		g.stopClockTimer()
		g.mu.Unlock()
	}
}

// ---- errors and JSON --------------------------------------------------

type apiError struct {
	Error string `json:"error"`
}

func writeError(w http.ResponseWriter, code int, format string, args ...any) {
	writeJSON(w, code, apiError{fmt.Sprintf(format, args...)})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code = http.StatusInternalServerError
		b = []byte(`{"error":"internal error: cannot encode the answer"}`)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(b)
	w.Write([]byte("\n"))
}

// httpError carries a status code to the handler's single error exit.
type httpError struct {
	code int
	msg  string
}

func (e *httpError) Error() string { return e.msg }

func errf(code int, format string, args ...any) error {
	return &httpError{code, fmt.Sprintf(format, args...)}
}

func fail(w http.ResponseWriter, err error) {
	var he *httpError
	if errors.As(err, &he) {
		writeError(w, he.code, "%s", he.msg)
		return
	}
	writeError(w, http.StatusBadRequest, "%v", err)
}

// decode reads one JSON object into v: the body is limited, unknown fields
// and trailing data are errors. An empty body leaves v as it is.
func (s *Server) decode(w http.ResponseWriter, r *http.Request, v any) error {
	return s.decodeLimit(w, r, v, s.cfg.MaxBodyBytes)
}

// decodeLimit is decode with a body limit of its own.
func (s *Server) decodeLimit(w http.ResponseWriter, r *http.Request, v any, limit int64) error {
	if ct := r.Header.Get("Content-Type"); ct != "" && !strings.HasPrefix(ct, "application/json") {
		return errf(http.StatusUnsupportedMediaType, "Content-Type must be application/json, not %q", ct)
	}
	body := http.MaxBytesReader(w, r.Body, limit)
	data, err := io.ReadAll(body)
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return errf(http.StatusRequestEntityTooLarge, "request body larger than %d bytes", mbe.Limit)
		}
		return errf(http.StatusBadRequest, "reading the request body: %v", err)
	}
	if len(strings.TrimSpace(string(data))) == 0 {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errf(http.StatusBadRequest, "bad JSON body: %v", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errf(http.StatusBadRequest, "bad JSON body: data after the object")
	}
	return nil
}

// ---- games ------------------------------------------------------------

func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func validID(id string) bool {
	if len(id) != 16 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

func (s *Server) lookup(r *http.Request) (*game, error) {
	id := r.PathValue("id")
	if !validID(id) {
		return nil, errf(http.StatusBadRequest, "bad game id %q: want 16 lower-case hex digits", truncate(id, 40))
	}
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	if g == nil {
		return nil, errf(http.StatusNotFound, "no game %s (it may have ended or been dropped)", id)
	}
	return g, nil
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// add stores g, dropping the least recently used idle games beyond MaxGames.
func (s *Server) add(g *game) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return errf(http.StatusServiceUnavailable, "the server is shutting down")
	}
	for len(s.games) >= s.cfg.MaxGames {
		var oldest *game
		for _, o := range s.games {
			o.mu.Lock()
			idle := o.cancel == nil && len(o.subs) == 0
			used := o.used
			o.mu.Unlock()
			if idle && (oldest == nil || used.Before(oldest.used)) {
				oldest = o
			}
		}
		if oldest == nil {
			return errf(http.StatusServiceUnavailable, "too many active games (%d); try again later", len(s.games))
		}
		delete(s.games, oldest.id)
		oldest.mu.Lock()
		oldest.stopClockTimer()
		oldest.mu.Unlock()
	}
	s.games[g.id] = g
	return nil
}

// replay builds the board after the first ply moves of the record.
func (g *game) replay(moves []string) (board, error) {
	b, err := g.ad.newBoard(g.rule, g.start)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if _, err := b.play(m); err != nil {
			return nil, fmt.Errorf("replaying move %d %q: %v", i+1, m, err)
		}
	}
	return b, nil
}

// State is the answer of most endpoints: the game and one position of it.
type State struct {
	ID         string      `json:"id"`
	Game       string      `json:"game"`
	Rule       string      `json:"rule"`
	Start      string      `json:"start"`                // start position text ("" = standard start)
	Moves      []string    `json:"moves"`                // the record: the main line
	Record     string      `json:"record"`               // the whole game as one text (OBF/transcript, SFEN moves, sequence)
	Labels     []string    `json:"labels,omitempty"`     // the moves in the game's traditional notation, if it has one
	Line       []string    `json:"line"`                 // the line shown: the main line unless a variation was chosen
	Ply        int         `json:"ply"`                  // the position shown: after this many moves of the line
	Variations []Variation `json:"variations,omitempty"` // the lines that leave the main line (game_tree.go)
	Evals      []*float64  `json:"evals"`                // per ply of the main line, black's view; null where unknown
	Marks      []string    `json:"marks,omitempty"`      // per move, "?" or "??" where its evaluation dropped (move_marks.go)
	Tools      []string    `json:"tools"`                // engine modes beyond move/analyse
	Formats    []string    `json:"formats,omitempty"`    // record formats for import and export
	Engine     string      `json:"engine"`               // mode of the running search, "" when idle
	Swap2      *swap2State `json:"swap2,omitempty"`      // the Swap2 opening, if the game has one (swap2.go)
	play                   // the level and the clock (clock_game.go)
	view
}

// state describes g at ply of the line shown (-1: its end); g.mu must be
// held.
func (g *game) state(ply int) (*State, error) {
	line, _ := g.tree.line(g.shown)
	if ply < 0 || ply > len(line) {
		ply = len(line)
	}
	b, err := g.replay(line[:ply])
	if err != nil {
		return nil, err
	}
	moves, evals := g.tree.mainMoves(), g.tree.mainEvals()
	v := b.view()
	st := &State{
		ID: g.id, Game: g.name, Rule: g.rule, Start: g.start,
		Labels:     g.tree.mainLabels(),
		Moves:      moves,
		Record:     g.ad.record(g.rule, g.start, moves),
		Line:       line,
		Ply:        ply,
		Variations: g.tree.markedVariations(g.variationMarker(v.Turn, ply)),
		Evals:      evals,
		Marks:      g.marksOf(evals, v.Turn, ply),
		Tools:      append([]string{}, g.ad.tools()...),
		Formats:    formatsOf(g.ad),
		Engine:     g.mode,
		Swap2:      g.swap2View(),
		view:       v,
	}
	g.playState(st, ply)
	return st, nil
}

// lineName names the line shown in error messages.
func (g *game) lineName() string {
	if _, main := g.tree.line(g.shown); main {
		return "the game"
	}
	return "the variation shown"
}

// changed notifies the streams of a new record; g.mu must be held.
func (g *game) changed() {
	g.version++
	g.notify()
}

// notify sends the streams the state (new evaluations of the same record
// do not bump the version); g.mu must be held.
func (g *game) notify() {
	g.used = time.Now()
	if len(g.subs) == 0 {
		return
	}
	st, err := g.state(-1)
	if err != nil {
		return
	}
	g.publish("state", st)
}

// publish sends an event to every stream of g without blocking: a stream
// that does not keep up loses events (the client can always GET the state).
func (g *game) publish(name string, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		return
	}
	for ch := range g.subs {
		select {
		case ch <- event{name, data}:
		default:
		}
	}
}

// ---- handlers -------------------------------------------------------------

type gameInfo struct {
	Game     string   `json:"game"`
	Rules    []string `json:"rules"`
	Tools    []string `json:"tools"`
	Formats  []string `json:"formats,omitempty"`
	Openings []string `json:"openings,omitempty"` // opening rules a new game may have (swap2.go)
}

// handleInfo lists the games the server hosts and their rules.
func (s *Server) handleInfo(w http.ResponseWriter, r *http.Request) {
	var out []gameInfo
	for name, a := range adapters {
		out = append(out, gameInfo{name, a.rules(), a.tools(), formatsOf(a), openingsOf(a)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Game < out[j].Game })
	writeJSON(w, http.StatusOK, map[string]any{"games": out, "engine": s.engineLimits()})
}

type createReq struct {
	Game     string `json:"game"`
	Rule     string `json:"rule"`
	Position string `json:"position"`
	Opening  string `json:"opening"` // "" or "none", or "swap2" (renju and gomoku: swap2.go)
	playReq         // the clock and the level (clock_setting.go)
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req createReq
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	a := adapters[req.Game]
	if a == nil {
		var names []string
		for n := range adapters {
			names = append(names, n)
		}
		sort.Strings(names)
		fail(w, errf(http.StatusBadRequest, "unknown game %q: want one of %s", truncate(req.Game, 40), strings.Join(names, ", ")))
		return
	}
	set, level, err := req.play()
	if err != nil {
		fail(w, err)
		return
	}
	rule := req.Rule
	if rule == "" {
		rule = a.rules()[0]
	}
	if !contains(a.rules(), rule) {
		fail(w, errf(http.StatusBadRequest, "unknown rule %q for %s: want one of %s", truncate(rule, 40), req.Game, strings.Join(a.rules(), ", ")))
		return
	}
	start, moves, err := a.parse(rule, req.Position)
	if err != nil {
		fail(w, errf(http.StatusBadRequest, "position: %v", err))
		return
	}
	if len(moves) > s.cfg.MaxMoves {
		fail(w, errf(http.StatusBadRequest, "position: %d moves, more than the limit %d", len(moves), s.cfg.MaxMoves))
		return
	}
	opening, err := newSwap2(req.Game, a, rule, req.Opening, start, moves)
	if err != nil {
		fail(w, err)
		return
	}
	g := &game{id: newID(), name: req.Game, rule: rule, ad: a, start: start, used: time.Now(), subs: map[chan event]struct{}{},
		level: level, now: s.now, swap2: opening}
	if opening != nil && set.Kind != session.ClockNone {
		waiting := set // the clock waits for the colours
		g.swap2Clock, set = &waiting, session.ClockSetting{Kind: session.ClockNone}
	}
	// The parse already played the moves; replaying them proves the
	// canonical record reads back.
	if _, err := g.replay(moves); err != nil {
		fail(w, errf(http.StatusBadRequest, "position: %v", err))
		return
	}
	g.tree = newTree(moves, g.labelsOf(moves))
	g.main = newMainLine(a, rule, start, moves)
	g.mu.Lock()
	g.startClock(set) // before the game is seen: it starts now
	g.mu.Unlock()
	if err := s.add(g); err != nil {
		g.mu.Lock()
		g.stopClockTimer()
		g.mu.Unlock()
		fail(w, err)
		return
	}
	g.mu.Lock()
	st, err := g.state(-1)
	g.mu.Unlock()
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, st)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (s *Server) handleGet(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	ply := -1
	if q := r.URL.Query().Get("ply"); q != "" {
		n, err := strconv.Atoi(q)
		if err != nil || n < 0 {
			fail(w, errf(http.StatusBadRequest, "ply %q: want a number >= 0", truncate(q, 20)))
			return
		}
		ply = n
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if line, _ := g.tree.line(g.shown); ply > len(line) {
		fail(w, errf(http.StatusBadRequest, "ply %d: %s has %d moves", ply, g.lineName(), len(line)))
		return
	}
	g.used = time.Now()
	st, err := g.state(ply)
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "%v", err))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

func (s *Server) handleDelete(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	s.mu.Lock()
	delete(s.games, g.id)
	s.mu.Unlock()
	g.mu.Lock()
	if g.cancel != nil {
		g.cancel()
	}
	g.stopClockTimer()
	g.publish("deleted", map[string]string{"id": g.id})
	g.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]string{"deleted": g.id})
}

type moveReq struct {
	Move string `json:"move"`
	// Ply, when given, takes the main line back to that many moves and
	// goes on from there with the move (as before variations); the moves
	// it replaces stay in the game tree as a variation.
	Ply *int `json:"ply"`
	// Path, when given, plays the move from the position these moves
	// lead to in the game tree (variations.go).
	Path *[]string `json:"path"`
}

func (s *Server) handleMove(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req moveReq
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	if req.Move == "" {
		fail(w, errf(http.StatusBadRequest, "missing move"))
		return
	}
	if len(req.Move) > 32 {
		fail(w, errf(http.StatusBadRequest, "move %q: too long", truncate(req.Move, 32)))
		return
	}
	if req.Ply != nil && req.Path != nil {
		fail(w, errf(http.StatusBadRequest, "ply and path: give one (ply takes the main line back, path names any position of the tree)"))
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.cancel != nil {
		fail(w, errf(http.StatusConflict, "the engine is thinking (%s); stop it first", g.mode))
		return
	}
	st, err := s.play(g, req)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// play plays a move request on g and returns the state at the new move;
// g.mu must be held.
func (s *Server) play(g *game, req moveReq) (*State, error) {
	path := g.tree.mainMoves() // by default the move goes on with the game
	if req.Path != nil {
		p, err := g.resolve(*req.Path, s.cfg.MaxMoves)
		if err != nil {
			return nil, err
		}
		path = p
	} else if req.Ply != nil {
		if *req.Ply < 0 || *req.Ply > len(path) {
			return nil, errf(http.StatusBadRequest, "ply %d: the game has %d moves", *req.Ply, len(path))
		}
		path = path[:*req.Ply]
	}
	if changesGame(g, path, req.Path == nil) {
		if err := g.checkOpening(len(path), true); err != nil {
			return nil, err
		}
		if g.lostOnTime() {
			return nil, g.timeLossError() // undo first: it gives the time back
		}
	}
	if len(path) >= s.cfg.MaxMoves {
		what := "the game"
		if !g.tree.onMain(path) {
			what = "this variation"
		}
		return nil, errf(http.StatusBadRequest, "%s has reached the limit of %d moves", what, s.cfg.MaxMoves)
	}
	b, err := g.replay(path)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	if v := b.view(); v.Over {
		return nil, errf(http.StatusBadRequest, "move %q: the game is over (%s)", req.Move, v.Result)
	}
	m, err := b.play(req.Move)
	if err != nil {
		return nil, errf(http.StatusBadRequest, "%v", err)
	}
	nodes := g.tree.walk(path)
	label := ""
	if k, _ := nodes[len(nodes)-1].child(m); k == nil {
		if g.tree.size >= s.cfg.MaxTreeMoves {
			return nil, errf(http.StatusConflict, "the game tree holds %d moves, the limit: delete a variation first", g.tree.size)
		}
		label = g.labelFor(path, m)
	}
	if err := g.mainMove(path, req.Path == nil, m); err != nil {
		return nil, err
	}
	mainBefore := g.tree.main
	var added bool
	if req.Path != nil {
		added = g.tree.add(path, m, label)
		g.shown = append(path[:len(path):len(path)], m)
	} else {
		added = g.tree.branchMain(len(path), m, label)
		g.shown = nil
	}
	if added || req.Path == nil || g.tree.main != mainBefore {
		g.changed()
	} else {
		g.notify() // a move already in the tree: only the line shown changed
	}
	st, err := g.state(len(path) + 1)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	return st, nil
}

type undoReq struct {
	Plies *int `json:"plies"` // moves to take back, default 1
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req undoReq
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	n := 1
	if req.Plies != nil {
		n = *req.Plies
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if n < 0 || n > g.tree.main {
		fail(w, errf(http.StatusBadRequest, "plies %d: want 0..%d", n, g.tree.main))
		return
	}
	if err := g.checkOpening(g.tree.main-n, false); err != nil {
		fail(w, err)
		return
	}
	// Undo stops the search: its answer belongs to a position that is
	// being taken back (the version check drops its move).
	g.stopSearch()
	k := g.tree.main - n
	g.mainTakeBack(k)
	g.tree.takeBack(k)
	g.shown = nil
	g.changed()
	st, err := g.state(-1)
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "%v", err))
		return
	}
	writeJSON(w, http.StatusOK, st)
}

type engineReq struct {
	Mode   string `json:"mode"`    // "move" (default), "analyse", or a tool of the game
	TimeMS *int   `json:"time_ms"` // time limit in milliseconds
	Depth  int    `json:"depth"`   // depth limit, 0 = none
	// Ply, for analysis and tools only, picks an earlier position of the
	// line shown (after that many moves) instead of the game's last one.
	Ply *int `json:"ply"`
	engineSettings
}

// EngineResult is the answer of POST /api/games/{id}/engine.
type EngineResult struct {
	Mode    string `json:"mode"`
	Stopped bool   `json:"stopped"` // stopped early (stop request or client gone)
	result
	Settings *appliedSettings `json:"settings,omitempty"` // what the search ran with
	State    *State           `json:"state"`
}

// timeAndDepth checks an engine request's time (default def) and depth.
func (s *Server) timeAndDepth(timeMS *int, def time.Duration, depth int) (time.Duration, error) {
	t := def
	if timeMS != nil {
		if *timeMS <= 0 || time.Duration(*timeMS)*time.Millisecond > s.cfg.MaxTime {
			return 0, errf(http.StatusBadRequest, "time_ms %d: want 1..%d", *timeMS, s.cfg.MaxTime.Milliseconds())
		}
		t = time.Duration(*timeMS) * time.Millisecond
	}
	if depth < 0 || depth > 200 {
		return 0, errf(http.StatusBadRequest, "depth %d: want 0..200", depth)
	}
	return t, nil
}

// handleEngine runs the engine on a game: a game move (played when the
// search ends), an analysis or a tool. The game's engine is claimed for the
// search, which waits for one of the server's search slots, streams its
// progress as info events and ends with the answer, also published as
// "done".
func (s *Server) handleEngine(w http.ResponseWriter, r *http.Request) {
	run, err := s.parseEngineRequest(w, r)
	if err == nil {
		err = s.claimEngine(r.Context(), run)
	}
	if err != nil {
		fail(w, err)
		return
	}
	defer run.cancel()
	if !s.waitForSlot(w, run) {
		return
	}
	res, err := s.runSearch(r.Context(), run)
	if err != nil {
		run.release()
		fail(w, err)
		return
	}
	out, err := s.finishEngine(run, res)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, out)
}

// engineRun is one engine request on its way through handleEngine's steps:
// what was asked, the position searched and how the search ended.
type engineRun struct {
	g     *game
	req   engineReq
	limit time.Duration // the search's time limit
	set   appliedSettings

	// Set by claimEngine, with the game's engine claimed.
	moves   []string           // the moves to the position searched
	version int                // the game's version then: changed meanwhile, the result is neither stored nor played
	b       board              // the position searched
	ctx     context.Context    // done on a stop, an undo or the client leaving
	cancel  context.CancelFunc // ctx's, also the game's (g.cancel)

	// Set by runSearch.
	stopped    bool // stopped early (stop request or client gone)
	clientGone bool // the client went away: no move is played for it
}

// parseEngineRequest reads and checks an engine request: the game, the
// mode (default "move"), the time, the depth and the engine settings.
func (s *Server) parseEngineRequest(w http.ResponseWriter, r *http.Request) (*engineRun, error) {
	g, err := s.lookup(r)
	if err != nil {
		return nil, err
	}
	var req engineReq
	if err := s.decode(w, r, &req); err != nil {
		return nil, err
	}
	if req.Mode == "" {
		req.Mode = "move"
	}
	if req.Mode != "move" && req.Mode != "analyse" && !contains(g.ad.tools(), req.Mode) {
		return nil, errf(http.StatusBadRequest, "mode %q: want move, analyse%s", truncate(req.Mode, 20), prefixed(", ", g.ad.tools()))
	}
	t, err := s.timeAndDepth(req.TimeMS, s.cfg.DefaultTime, req.Depth)
	if err != nil {
		return nil, err
	}
	set, err := s.apply(req.engineSettings)
	if err != nil {
		return nil, err
	}
	if req.Mode != "analyse" {
		set.Lines = 1 // a game move or a tool: the best line only
	}
	return &engineRun{g: g, req: req, limit: t, set: set}, nil
}

// claimEngine finds the position run searches and claims the game's
// engine for it (one search per game at a time). The run's context is a
// child of client's, and g.cancel cancels it for stop, undo and delete. A
// game move is refused when the game is over, lost on time or its opening
// is unsettled.
func (s *Server) claimEngine(client context.Context, run *engineRun) error {
	g, mode := run.g, run.req.Mode
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.cancel != nil {
		return errf(http.StatusConflict, "the engine is already thinking (%s)", g.mode)
	}
	moves, err := s.enginePosition(g, run.req)
	if err != nil {
		return err
	}
	b, err := g.replay(moves)
	if err != nil {
		return errf(http.StatusInternalServerError, "%v", err)
	}
	if mode == "move" {
		if v := b.view(); v.Over {
			return errf(http.StatusBadRequest, "the game is over (%s)", v.Result)
		}
		if g.lostOnTime() {
			return g.timeLossError()
		}
		if err := g.checkOpening(len(moves), true); err != nil {
			return err
		}
	}
	run.moves, run.version, run.b = moves, g.version, b
	run.ctx, run.cancel = context.WithCancel(client)
	g.cancel, g.mode = run.cancel, mode
	g.used = time.Now()
	g.publish("engine", map[string]string{"mode": mode})
	return nil
}

// release gives the game's engine back after a search that ends without
// an answer, telling the streams the engine is idle.
func (run *engineRun) release() {
	g := run.g
	g.mu.Lock()
	g.cancel, g.mode = nil, ""
	g.publish("engine", map[string]string{"mode": ""})
	g.mu.Unlock()
}

// waitForSlot takes one of the server's search slots, waiting while the
// other searches think. It reports false, with the engine released and the
// answer written, when the run is stopped meanwhile (a stop always
// succeeds; there is simply no result) or the server shuts down.
func (s *Server) waitForSlot(w http.ResponseWriter, run *engineRun) bool {
	select {
	case s.sem <- struct{}{}:
		return true
	case <-run.ctx.Done():
		run.release()
		g := run.g
		g.mu.Lock()
		st, err := g.state(-1)
		g.mu.Unlock()
		if err != nil {
			fail(w, errf(http.StatusInternalServerError, "%v", err))
			return false
		}
		writeJSON(w, http.StatusOK, EngineResult{Mode: run.req.Mode, Stopped: true, State: st})
		return false
	case <-s.done:
		run.release()
		fail(w, errf(http.StatusServiceUnavailable, "the server is shutting down"))
		return false
	}
}

// runSearch searches run's position in the slot taken, which it gives
// back, streaming the progress; a game move is searched at the game's level
// and on its clock as they are now. It records how the search ended (client
// is the request's context) and ends run's context.
func (s *Server) runSearch(client context.Context, run *engineRun) (result, error) {
	g, mode := run.g, run.req.Mode
	j := run.set.job(mode, run.limit, run.req.Depth)
	if mode == "move" {
		j = g.moveJob(j)
	}
	res, err := s.search(run.ctx, g, run.b, j, true)
	<-s.sem
	if mode == "move" {
		res = pickLevelMove(res, j, g.name)
	}
	run.stopped = run.ctx.Err() != nil
	// A client that went away (a closed tab) gets no move played for it;
	// a stop request does (stop means "move now").
	run.clientGone = client.Err() != nil
	run.cancel()
	switch {
	case errors.Is(err, errNoEngine):
		return res, errf(http.StatusNotImplemented, "%s %s: %v", g.name, mode, err)
	case err != nil:
		return res, errf(http.StatusInternalServerError, "engine: %v", err)
	}
	return res, nil
}

// finishEngine ends a search that gave res: unless the game changed
// meanwhile, it stores the evaluation for the graph and plays a game move.
// It frees the game's engine, publishes the result ("done") and returns the
// answer with the game's state.
func (s *Server) finishEngine(run *engineRun, res result) (EngineResult, error) {
	g, mode := run.g, run.req.Mode
	g.mu.Lock()
	out := EngineResult{Mode: mode, Stopped: run.stopped, result: res, Settings: &run.set}
	if g.version == run.version {
		if nodes := g.tree.walk(run.moves); res.Depth > 0 && len(nodes) == len(run.moves)+1 {
			e := res.Eval
			nodes[len(run.moves)].eval = &e
		}
		if mode == "move" && res.Best != "" && !run.clientGone {
			note, err := g.playEngineMove(res.Best)
			if err != nil {
				g.mu.Unlock()
				run.release()
				return out, errf(http.StatusInternalServerError, "engine move %q: %v", res.Best, err)
			}
			if note != "" {
				out.Note = note // in place of the search's own
			}
		}
		g.changed()
	}
	// The search is over: the state returned and published says so.
	g.cancel, g.mode = nil, ""
	st, err := g.state(-1)
	g.publish("done", &EngineResult{Mode: mode, Stopped: run.stopped, result: res})
	g.publish("engine", map[string]string{"mode": ""})
	g.mu.Unlock()
	if err != nil {
		return out, errf(http.StatusInternalServerError, "%v", err)
	}
	out.State = st
	return out, nil
}

// playEngineMove plays the engine's move best at the end of the main line
// and shows the main line. When the mover's clock ran out meanwhile the
// move is not played and the note says why; g.mu must be held.
func (g *game) playEngineMove(best string) (note string, err error) {
	main := g.tree.mainMoves()
	nb, err := g.replay(main)
	if err != nil {
		return "", err
	}
	m, err := nb.play(best)
	if err != nil {
		return "", err
	}
	if !g.mainPlay(m) {
		return "not played: " + g.timeLossResult(), nil
	}
	g.tree.add(main, m, g.labelFor(main, m))
	g.shown = nil // the game went on: show it
	return "", nil
}

// enginePosition returns the moves to the position an engine request
// searches: without ply the game's last (an engine move is refused at the
// limits), with ply (analysis and tools only) the position after ply moves
// of the line shown; g.mu must be held.
func (s *Server) enginePosition(g *game, req engineReq) ([]string, error) {
	main := g.tree.mainMoves()
	if req.Ply == nil {
		switch {
		case req.Mode != "move":
		case len(main) >= s.cfg.MaxMoves:
			return nil, errf(http.StatusBadRequest, "the game has reached the limit of %d moves", s.cfg.MaxMoves)
		case g.tree.size >= s.cfg.MaxTreeMoves:
			return nil, errf(http.StatusConflict, "the game tree holds %d moves, the limit: delete a variation first", g.tree.size)
		}
		return main, nil
	}
	if req.Mode == "move" {
		return nil, errf(http.StatusBadRequest, "ply: only for analysis and tools; an engine move is played at the end of the game")
	}
	line, _ := g.tree.line(g.shown)
	if *req.Ply < 0 || *req.Ply > len(line) {
		return nil, errf(http.StatusBadRequest, "ply %d: %s has %d moves", *req.Ply, g.lineName(), len(line))
	}
	return line[:*req.Ply], nil
}

func prefixed(sep string, list []string) string {
	if len(list) == 0 {
		return ""
	}
	return sep + strings.Join(list, sep)
}

// search runs the adapter's search with a hard deadline and, when live is
// set, streams its progress as info events. A panic inside the engine is
// turned into an error.
func (s *Server) search(ctx context.Context, g *game, b board, j job, live bool) (res result, err error) {
	ctx, cancel := context.WithTimeout(ctx, j.Time)
	defer cancel()
	defer func() {
		if v := recover(); v != nil {
			s.log.Printf("panic in %s engine: %v\n%s", g.name, v, debug.Stack())
			err = fmt.Errorf("the engine failed: %v", v)
		}
	}()
	start := time.Now()
	var last time.Time
	return b.search(ctx, j, func(in info) {
		if !live {
			return
		}
		// Throttle to about 20 events a second; the final one comes with "done".
		if time.Since(last) < 50*time.Millisecond && in.Depth > 1 {
			return
		}
		last = time.Now()
		if in.TimeMS == 0 {
			in.TimeMS = time.Since(start).Milliseconds()
		}
		g.mu.Lock()
		g.publish("info", in)
		g.mu.Unlock()
	})
}

func (s *Server) handleStop(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	g.mu.Lock()
	was := g.mode
	if g.cancel != nil {
		g.cancel()
	}
	g.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{"stopped": was != "", "mode": was})
}

// handleEvents streams a game's events as server-sent events: "state" after
// every change, "engine" when a search starts or ends, "info" while the
// engine thinks, "done" with its result, "deleted".
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	fl, ok := w.(http.Flusher)
	if !ok {
		fail(w, errf(http.StatusInternalServerError, "streaming unsupported"))
		return
	}
	select {
	case s.streams <- struct{}{}:
		defer func() { <-s.streams }()
	default:
		fail(w, errf(http.StatusServiceUnavailable, "too many event streams open (%d)", s.cfg.MaxStreams))
		return
	}
	ch := make(chan event, s.cfg.StreamBufSize)
	g.mu.Lock()
	g.subs[ch] = struct{}{}
	st, err := g.state(-1)
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		delete(g.subs, ch)
		g.mu.Unlock()
	}()
	if err != nil {
		fail(w, errf(http.StatusInternalServerError, "%v", err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	data, _ := json.Marshal(st)
	fmt.Fprintf(w, "event: state\ndata: %s\n\n", data)
	fl.Flush()
	keep := time.NewTicker(15 * time.Second)
	defer keep.Stop()
	for {
		select {
		case ev := <-ch:
			fmt.Fprintf(w, "event: %s\ndata: %s\n\n", ev.name, ev.data)
			fl.Flush()
			if ev.name == "deleted" {
				return
			}
		case <-keep.C:
			fmt.Fprint(w, ": keep-alive\n\n")
			fl.Flush()
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}
