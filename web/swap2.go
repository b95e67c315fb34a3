package web

import (
	"errors"
	"net/http"
	"strings"

	"bitban/renju"
)

// The Swap2 opening of renju and gomoku games (renju/swap2.go has the
// rules). A game created with "opening": "swap2" starts on the empty
// board in the opening: the opener (the page's Black player) places three
// stones, the responder (the page's White player) takes black, takes
// white and plays the 4th stone, or places two more stones, after which
// the opener takes a colour (and with white plays the 6th stone). The
// stones are the game's first moves; the decisions go to
//
//	POST /api/games/{id}/swap2  {"action": "place_three", "stones": ["h8", "h9", "j8"]}
//	                            {"action": "take_white", "stones": ["g7"]}
//	                            {"action": "take_black"}
//	                            {"action": "place_two", "stones": ["g7", "k8"]}
//	                            {"action": "engine", "time_ms": 1000}  the engine decides for the chooser
//
// and every state says where the opening stands (swap2State). While it is
// undecided the game takes no other move on its main line; once settled
// play goes on with the colours chosen, and the opening's stones cannot be
// taken back (undo, promote) — a new game starts a new opening. A game
// clock starts when the colours are settled. An import or a set-up
// position ends the opening rule: the game is then an ordinary one.

// swap2Actions are the actions by their API names.
var swap2Actions = map[string]renju.Swap2Action{
	"place_three": renju.Swap2PlaceThree,
	"take_white":  renju.Swap2TakeWhite,
	"take_black":  renju.Swap2TakeBlack,
	"place_two":   renju.Swap2PlaceTwo,
}

// swap2ActionName is the API name of an action.
func swap2ActionName(a renju.Swap2Action) string {
	for name, x := range swap2Actions {
		if x == a {
			return name
		}
	}
	return a.String()
}

// swap2PhaseNames are the phases by their API names.
var swap2PhaseNames = map[renju.Swap2Phase]string{
	renju.Swap2NeedThree:   "place_three",
	renju.Swap2ThreeStones: "answer_three",
	renju.Swap2FiveStones:  "answer_five",
	renju.Swap2Settled:     "settled",
}

// swap2State is where a game's Swap2 opening stands, in every state of a
// game that has one.
type swap2State struct {
	Phase   string   `json:"phase"`             // place_three, answer_three, answer_five or settled
	Chooser string   `json:"chooser,omitempty"` // who decides now: opener or responder ("" once settled)
	Actions []string `json:"actions"`           // what the chooser may do
	Stones  int      `json:"stones"`            // the opening's stones on the board
	Black   string   `json:"black,omitempty"`   // once settled: who plays black, opener or responder
}

// swap2View describes g's opening; g.mu must be held.
func (g *game) swap2View() *swap2State {
	if g.swap2 == nil {
		return nil
	}
	s := g.swap2
	out := &swap2State{Phase: swap2PhaseNames[s.Phase()], Actions: []string{}, Stones: len(s.Stones())}
	if who, ok := s.Chooser(); ok {
		out.Chooser = who.String()
	}
	for _, a := range s.Actions() {
		out.Actions = append(out.Actions, swap2ActionName(a))
	}
	if black, ok := s.BlackPlayer(); ok {
		out.Black = black.String()
	}
	return out
}

// openingRuler is implemented by the adapters of games with opening rules.
type openingRuler interface {
	openings() []string // the opening rules a new game may ask for
}

func (renjuAdapter) openings() []string { return []string{"swap2"} }

// openingsOf lists a game's opening rules (GET /api/games).
func openingsOf(a adapter) []string {
	if o, ok := a.(openingRuler); ok {
		return o.openings()
	}
	return nil
}

// newSwap2 is the opening of a new game asked for by its create request:
// nil for none; a 400 for an unknown opening, a game without one or a
// game that does not start from the empty board.
func newSwap2(game string, a adapter, rule, opening, start string, moves []string) (*renju.Swap2, error) {
	switch opening {
	case "", "none":
		return nil, nil
	case "swap2":
	default:
		return nil, errf(http.StatusBadRequest, "opening %q: want none or swap2", truncate(opening, 20))
	}
	if !contains(openingsOf(a), "swap2") {
		return nil, errf(http.StatusBadRequest, "opening swap2: only renju and gomoku games have it, not %s", game)
	}
	if start != "" || len(moves) > 0 {
		return nil, errf(http.StatusBadRequest, "opening swap2: the opening starts from the empty board; give no position")
	}
	r, err := renju.ParseRule(rule)
	if err != nil {
		return nil, errf(http.StatusBadRequest, "opening swap2: %v", err)
	}
	s, err := renju.NewSwap2(renjuSize, r)
	if err != nil {
		return nil, errf(http.StatusBadRequest, "%v", err)
	}
	return &s, nil
}

// openingSettled reports whether g has no opening to decide.
func (g *game) openingSettled() bool {
	return g.swap2 == nil || g.swap2.Phase() == renju.Swap2Settled
}

// checkOpening refuses a change of the main line that keeps only its first
// keep moves, or (adds) adds moves to it while the opening is undecided;
// g.mu must be held.
func (g *game) checkOpening(keep int, adds bool) error {
	if g.swap2 == nil {
		return nil
	}
	if adds && !g.openingSettled() {
		who, _ := g.swap2.Chooser()
		return errf(http.StatusConflict, "the Swap2 opening is not decided yet (%s): the %s decides with POST /api/games/%s/swap2", g.swap2.Phase(), who, g.id)
	}
	if n := len(g.swap2.Stones()); keep < n {
		return errf(http.StatusConflict, "the Swap2 opening's %d stones cannot be taken back or replaced; start a new game for another opening", n)
	}
	return nil
}

// endOpening drops g's opening rule (an import or a set-up position
// replaces the game); a clock waiting for the colours starts now with the
// game's main line. g.mu must be held.
func (g *game) endOpening() {
	if g.swap2 != nil && g.swap2Clock != nil && !g.openingSettled() {
		g.startClock(*g.swap2Clock)
	}
	g.swap2, g.swap2Clock = nil, nil
}

// swap2Req is the body of POST /api/games/{id}/swap2.
type swap2Req struct {
	Action string   `json:"action"` // an action, or "engine"
	Stones []string `json:"stones"` // the stones the action places, in order
	TimeMS *int     `json:"time_ms"`
	Depth  int      `json:"depth"`
	engineSettings
}

// swap2Answer is the state after a decision, with the engine's decision
// and its reason when the engine decided.
type swap2Answer struct {
	*State
	Decision string   `json:"decision,omitempty"` // "take white G7", "place three H8 H9 J8"
	Action   string   `json:"action,omitempty"`   // the decision's action: take_white, ...
	Stones   []string `json:"stones,omitempty"`   // the stones it placed, in order
	Why      string   `json:"why,omitempty"`      // what the engine saw
}

func (s *Server) handleSwap2(w http.ResponseWriter, r *http.Request) {
	g, err := s.lookup(r)
	if err != nil {
		fail(w, err)
		return
	}
	var req swap2Req
	if err := s.decode(w, r, &req); err != nil {
		fail(w, err)
		return
	}
	if req.Action == "engine" {
		s.swap2Engine(w, r, g, req)
		return
	}
	m, err := parseSwap2Move(req)
	if err != nil {
		fail(w, err)
		return
	}
	g.mu.Lock()
	defer g.mu.Unlock()
	if err := g.swap2Ready(); err != nil {
		fail(w, err)
		return
	}
	st, err := g.applySwap2(m)
	if err != nil {
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, swap2Answer{State: st})
}

// parseSwap2Move reads a person's decision: a known action and points.
func parseSwap2Move(req swap2Req) (renju.Swap2Move, error) {
	a, ok := swap2Actions[req.Action]
	if !ok {
		return renju.Swap2Move{}, errf(http.StatusBadRequest, "action %q: want place_three, take_white, take_black, place_two or engine", truncate(req.Action, 20))
	}
	if len(req.Stones) > 3 {
		return renju.Swap2Move{}, errf(http.StatusBadRequest, "%d stones: an action places at most 3", len(req.Stones))
	}
	m := renju.Swap2Move{Action: a}
	for i, text := range req.Stones {
		p, err := renju.ParsePoint(strings.TrimSpace(text), renjuSize)
		if err != nil {
			return m, errf(http.StatusBadRequest, "stone %d %q: %v", i+1, truncate(text, 10), err)
		}
		m.Points = append(m.Points, p)
	}
	return m, nil
}

// swap2Ready refuses a decision when g has no opening to decide or the
// engine is thinking; g.mu must be held.
func (g *game) swap2Ready() error {
	switch {
	case g.swap2 == nil:
		return errf(http.StatusConflict, "this game has no Swap2 opening (a new renju or gomoku game with \"opening\": \"swap2\" has)")
	case g.openingSettled():
		return errf(http.StatusConflict, "the Swap2 opening is over: the colours are settled, play moves")
	case g.cancel != nil:
		return errf(http.StatusConflict, "the engine is thinking (%s); stop it first", g.mode)
	}
	return nil
}

// applySwap2 makes decision m: its stones extend the main line, and once
// the colours are settled a game clock starts. A decision the rules refuse
// is a 400 saying why. g.mu must be held.
func (g *game) applySwap2(m renju.Swap2Move) (*State, error) {
	next, err := g.swap2.Apply(m)
	var refused *renju.Swap2Error
	if errors.As(err, &refused) {
		return nil, errf(http.StatusBadRequest, "%v", err)
	} else if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	main := g.tree.mainMoves()
	b, err := g.replay(main)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	for _, p := range m.Points {
		mv, err := b.play(renju.FormatPoint(p, renjuSize))
		if err != nil {
			return nil, errf(http.StatusInternalServerError, "swap2 stone %s: %v", renju.FormatPoint(p, renjuSize), err)
		}
		g.tree.add(main, mv, "")
		g.main.Play(mv) // the clock, if any, waits for the colours
		main = append(main, mv)
	}
	g.swap2 = &next
	if g.openingSettled() && g.swap2Clock != nil {
		g.startClock(*g.swap2Clock)
		g.swap2Clock = nil
	}
	g.shown = nil
	g.changed()
	st, err := g.state(-1)
	if err != nil {
		return nil, errf(http.StatusInternalServerError, "%v", err)
	}
	return st, nil
}
