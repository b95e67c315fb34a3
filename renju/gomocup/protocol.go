package gomocup

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"bitban/engine"
)

// About is what the ABOUT command reports.
type About struct {
	Name, Version, Author, Country string
}

// Options configure a Session.
type Options struct {
	About About
	// DefaultTurn is the time per move used until the manager sends INFO
	// timeout_turn (Piskvork's default is 30 s; tests use less).
	DefaultTurn time.Duration
	// Margin is kept back from every time limit for the pipe round trip and
	// a loaded machine; 0 selects the default (see margin).
	Margin time.Duration
	// Debug, when set, makes the session echo what it understood as DEBUG
	// lines.
	Debug bool
}

// Session is one protocol conversation: the game the manager described,
// the time settings, and the brain.
type Session struct {
	brain Brain
	opt   Options
	out   *engine.LineWriter

	started       bool
	width, height int
	rule          Rule
	stones        []Stone // in the order played
	toMove        Color

	// time settings (INFO), in milliseconds as the protocol sends them
	timeoutTurn  int64 // -1: not sent
	timeoutMatch int64 // 0: unlimited
	timeLeft     int64 // -1: not sent
	maxDepth     int
	maxNodes     uint64
	threads      int

	// BOARD / YXBOARD block being read
	block     string // "" when none
	blockErr  error
	ownCount  int
	oppCount  int
	blockPts  []Point
	blockSide []int

	// search in progress
	thinking bool
	cancel   context.CancelFunc // stops the search in progress
	done     chan thinkResult
	queue    []string
	quit     bool
}

type thinkResult struct {
	moves []Scored
	swap2 Swap2Answer
	err   error
	kind  string // "move" (play and answer), "nbest" (answer only), "swap2"
	start time.Time
}

// NewSession makes a session that answers on out.
func NewSession(b Brain, out io.Writer, opt Options) *Session {
	if opt.DefaultTurn <= 0 {
		opt.DefaultTurn = 5 * time.Second
	}
	if opt.About.Name == "" {
		opt.About = About{Name: "bitban", Version: "dev", Author: "bitban authors", Country: "-"}
	}
	return &Session{
		brain: b, opt: opt,
		out:         engine.NewLineWriter(out),
		timeoutTurn: -1, timeLeft: -1,
		toMove: Black, threads: 1,
		done: make(chan thinkResult, 1),
	}
}

// Run reads commands from in until END or the end of the input, answering
// on the session's output. It returns nil after END or EOF.
func (s *Session) Run(in io.Reader) error {
	type item struct {
		line string
		err  error
	}
	lines := make(chan item)
	go func() {
		lr := newLineReader(in)
		for {
			l, err := lr.next()
			lines <- item{l, err}
			if err != nil && err != errLineTooLong {
				close(lines)
				return
			}
		}
	}()
	src := lines // nil once the input has ended
	for !s.quit {
		select {
		case it, ok := <-src:
			if !ok || (it.err != nil && it.err != errLineTooLong) {
				// End of input: finish the search in progress and the
				// commands queued behind it, then stop.
				src = nil
				if !s.thinking && len(s.queue) == 0 {
					return nil
				}
				continue
			}
			if it.err == errLineTooLong {
				s.out.Println("ERROR line too long (more than " + strconv.Itoa(maxLine) + " bytes)")
				continue
			}
			s.input(it.line)
		case r := <-s.done:
			s.finish(r)
		}
		// Commands that arrived during a search run now, in order, until
		// one of them starts a new search.
		for !s.thinking && !s.quit && len(s.queue) > 0 {
			l := s.queue[0]
			s.queue = s.queue[1:]
			s.handle(l)
		}
		if src == nil && !s.thinking && len(s.queue) == 0 {
			return nil
		}
	}
	if s.thinking {
		s.cancel()
		<-s.done
	}
	return nil
}

// input takes one line: during a search only YXSTOP and END act at once,
// everything else waits its turn.
func (s *Session) input(line string) {
	if s.thinking {
		// YXSTOP stops the running search at once. END acts at once only
		// when nothing is queued before it (piped input runs in order).
		c, err := parseCommand(line)
		if err == nil && s.block == "" {
			switch {
			case c.Name == "YXSTOP" || c.Name == "STOP":
				s.cancel()
				return
			case c.Name == "END" && len(s.queue) == 0:
				s.cancel()
				s.finish(<-s.done)
				s.quit = true
				return
			}
		}
		s.queue = append(s.queue, line)
		return
	}
	s.handle(line)
}

func (s *Session) errorf(format string, args ...any) {
	s.out.Println("ERROR " + fmt.Sprintf(format, args...))
}

// messagef reports a problem that is not an answer (a bad INFO value): a
// manager waiting for an answer could take an ERROR line for one.
func (s *Session) messagef(format string, args ...any) {
	s.out.Println("MESSAGE " + fmt.Sprintf(format, args...))
}

// noBoard forgets the board after a failed START or RECTSTART, so that the
// next BEGIN or TURN is refused instead of playing on the old board.
func (s *Session) noBoard() {
	s.started = false
	s.stones = s.stones[:0]
	s.toMove = Black
}

// handle executes one command when no search is running: a line of a
// board block being read, or a command, passed to the function of its
// group.
func (s *Session) handle(line string) {
	if s.block != "" {
		s.blockLine(line)
		return
	}
	c, err := parseCommand(line)
	if err != nil {
		return
	}
	switch c.Name {
	case "START", "RECTSTART", "RESTART":
		s.startCommand(c)
	case "BEGIN", "TURN", "PLAY", "TAKEBACK":
		if s.needGame() {
			s.moveCommand(c)
		}
	case "BOARD", "YXBOARD", "SWAP2BOARD":
		s.beginBlock(c)
	case "YXSHOWFORBID", "YXNBEST":
		if s.needGame() {
			s.yixinQuery(c)
		}
	case "INFO":
		s.info(c.Args)
	case "END":
		s.quit = true
	case "ABOUT":
		a := s.opt.About
		s.out.Println(fmt.Sprintf("name=%q, version=%q, author=%q, country=%q", a.Name, a.Version, a.Author, a.Country))
	case "YXSTOP", "STOP":
		// Nothing is running: nothing to stop.
	case "YXHASHCLEAR", "YXSHOWINFO":
		// Accepted for Yixin-Board's sake; no state to change.
	default:
		s.out.Println("UNKNOWN " + truncate(line, 80))
	}
}

// startCommand starts a game, answering OK: START on a square board,
// RECTSTART on a rectangle, RESTART on the size of the game started. A bad
// size forgets the board.
func (s *Session) startCommand(c command) {
	switch c.Name {
	case "START":
		n, err := parseInt(c.Args, "START size", 1, 1<<30)
		if err != nil {
			s.noBoard()
			s.errorf("%v", err)
			return
		}
		s.start(n, n)
	case "RECTSTART":
		v, err := parseInts(c.Args, 2, "RECTSTART size")
		if err != nil {
			s.noBoard()
			s.errorf("%v", err)
			return
		}
		s.start(v[0], v[1])
	case "RESTART":
		if s.needGame() {
			s.start(s.width, s.height)
		}
	}
}

// moveCommand runs a command on the moves of the game started: BEGIN (the
// brain moves first), TURN (the opponent's move, then the brain's), PLAY
// (a move put for the brain, echoed) and TAKEBACK (answered OK).
func (s *Session) moveCommand(c command) {
	if c.Name == "BEGIN" {
		s.think("move", 1)
		return
	}
	p, err := parsePoint(c.Args)
	if err != nil {
		s.errorf("%s: %v", c.Name, err)
		return
	}
	if c.Name == "TAKEBACK" {
		err = s.takeback(p)
	} else {
		err = s.play(p)
	}
	if err != nil {
		s.errorf("%s %d,%d: %v", c.Name, p.X, p.Y, err)
		return
	}
	switch c.Name {
	case "TURN":
		s.think("move", 1)
	case "PLAY":
		s.out.Println(fmt.Sprintf("%d,%d", p.X, p.Y))
	case "TAKEBACK":
		s.out.Println("OK")
	}
}

// beginBlock starts reading a BOARD, YXBOARD or SWAP2BOARD block, taking
// the stones that came on the command's own line. Without a game the block
// is still read, and ignored, so that its lines are not taken as commands.
func (s *Session) beginBlock(c command) {
	if !s.needGame() {
		s.block = "IGNORE"
		return
	}
	s.block = c.Name
	s.blockErr = nil
	s.ownCount, s.oppCount = 0, 0
	s.blockPts, s.blockSide = s.blockPts[:0], s.blockSide[:0]
	// Some GUIs put the stones on the same line: "YXBOARD 7,7,1 DONE".
	// SWAP2BOARD's lines are "x,y", the stones in the order placed.
	for _, f := range strings.Fields(c.Args) {
		if s.block == "" {
			break
		}
		s.blockLine(f)
	}
}

// yixinQuery answers Yixin's questions about the game started:
// YXSHOWFORBID (the forbidden points) and YXNBEST (the best few moves).
func (s *Session) yixinQuery(c command) {
	switch c.Name {
	case "YXSHOWFORBID":
		s.out.Println(formatForbid(s.brain.Forbidden()))
	case "YXNBEST":
		n, err := parseInt(c.Args, "YXNBEST count", 1, 1<<20)
		if err != nil {
			s.errorf("%v", err)
			return
		}
		s.think("nbest", n)
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

func (s *Session) needGame() bool {
	if !s.started {
		s.errorf("no game: send START first")
		return false
	}
	return true
}

func (s *Session) start(w, h int) {
	if err := s.brain.NewGame(w, h, s.rule); err != nil {
		s.noBoard()
		s.errorf("unsupported size %dx%d: %v", w, h, err)
		return
	}
	s.started = true
	s.width, s.height = w, h
	s.stones = s.stones[:0]
	s.toMove = Black
	s.out.Println("OK")
}

// play puts a stone of the side to move, keeping the session unchanged when
// the brain refuses it.
func (s *Session) play(p Point) error {
	if err := s.brain.Play(p); err != nil {
		return err
	}
	s.stones = append(s.stones, Stone{p, s.toMove})
	s.toMove = s.toMove.Other()
	return nil
}

// takeback removes the stone on p (normally the last one) and gives the move
// to its colour.
func (s *Session) takeback(p Point) error {
	idx := -1
	for i, st := range s.stones {
		if st.P == p {
			idx = i
		}
	}
	if idx < 0 {
		return fmt.Errorf("no stone there")
	}
	next := make([]Stone, 0, len(s.stones)-1)
	next = append(next, s.stones[:idx]...)
	next = append(next, s.stones[idx+1:]...)
	col := s.stones[idx].C
	if err := s.brain.SetPosition(next, col); err != nil {
		s.brain.SetPosition(s.stones, s.toMove) // keep the old state
		return err
	}
	s.stones, s.toMove = next, col
	return nil
}

// blockLine takes one line of a BOARD/YXBOARD/SWAP2BOARD block.
func (s *Session) blockLine(line string) {
	t := strings.TrimSpace(line)
	if strings.EqualFold(t, "DONE") {
		s.endBlock()
		return
	}
	if s.block == "IGNORE" || s.blockErr != nil {
		return
	}
	if s.block == "SWAP2BOARD" {
		p, err := parsePoint(t)
		if err != nil {
			s.blockErr = err
			return
		}
		s.blockPts = append(s.blockPts, p)
		return
	}
	p, f, err := parseBoardLine(t)
	if err != nil {
		s.blockErr = err
		return
	}
	s.blockPts = append(s.blockPts, p)
	s.blockSide = append(s.blockSide, f)
	if f == 1 {
		s.ownCount++
	} else {
		s.oppCount++
	}
}

func (s *Session) endBlock() {
	kind := s.block
	s.block = ""
	if kind == "IGNORE" {
		return
	}
	if s.blockErr != nil {
		s.errorf("%s: %v", kind, s.blockErr)
		return
	}
	if kind == "SWAP2BOARD" {
		s.endSwap2Block()
		return
	}
	// The brain is to move: with equal counts it moves first (Black),
	// otherwise the side with fewer stones is White.
	own := Black
	if s.ownCount < s.oppCount {
		own = White
	}
	stones := make([]Stone, len(s.blockPts))
	for i, p := range s.blockPts {
		c := own
		if s.blockSide[i] == 2 {
			c = own.Other()
		}
		stones[i] = Stone{p, c}
	}
	if err := s.brain.SetPosition(stones, own); err != nil {
		s.brain.SetPosition(s.stones, s.toMove)
		s.errorf("%s: %v", kind, err)
		return
	}
	s.stones, s.toMove = stones, own
	if kind == "BOARD" {
		s.think("move", 1)
	}
}

// info applies INFO key value. Unknown keys are ignored, as the protocol
// asks; a bad value of a known key is an error.
func (s *Session) info(args string) {
	key, val, _ := strings.Cut(args, " ")
	key = strings.ToLower(strings.TrimSpace(key))
	val = strings.TrimSpace(val)
	num := func() (int64, bool) {
		n, err := strconv.ParseInt(val, 10, 64)
		if err != nil || n < 0 {
			s.messagef("INFO %s: bad value %q (ignored)", key, val)
			return 0, false
		}
		return n, true
	}
	switch key {
	case "timeout_turn":
		if n, ok := num(); ok {
			s.timeoutTurn = n
		}
	case "timeout_match":
		if n, ok := num(); ok {
			s.timeoutMatch = n
		}
	case "time_left":
		if n, ok := num(); ok {
			s.timeLeft = n
		}
	case "max_depth":
		if n, ok := num(); ok {
			s.maxDepth = int(min(n, 1000))
		}
	case "max_node":
		if n, ok := num(); ok {
			s.maxNodes = uint64(n)
		}
	case "thread_num":
		if n, ok := num(); ok {
			s.threads = int(max(1, min(n, 256)))
		}
	case "rule":
		n, ok := num()
		if !ok {
			return
		}
		r := RuleFromMask(int(n))
		if r == s.rule {
			return
		}
		old := s.rule
		s.rule = r
		if s.started {
			if err := s.brain.NewGame(s.width, s.height, r); err == nil {
				err = s.brain.SetPosition(s.stones, s.toMove)
				if err != nil {
					s.messagef("INFO rule: position not valid under %s: %v (rule unchanged)", r, err)
					s.rule = old
					s.brain.NewGame(s.width, s.height, old)
					s.brain.SetPosition(s.stones, s.toMove)
				}
			}
		}
	case "max_memory":
		n, ok := num()
		if !ok {
			return
		}
		if m, ok := s.brain.(interface{ SetMemory(int64) error }); ok {
			if err := m.SetMemory(n); err != nil {
				s.messagef("INFO max_memory: %v", err)
			}
		}
	case "game_type", "folder", "evaluate", "hash_size", "show_detail", "caution_factor", "pondering", "usedatabase", "start_depth":
		// Accepted; nothing here depends on them.
	default:
		// The protocol says unknown keys are to be ignored.
	}
}

// margin is the time kept back from every limit.
func (s *Session) margin(turn time.Duration) time.Duration {
	if s.opt.Margin > 0 {
		return s.opt.Margin
	}
	// 40 ms for the pipe and the scheduler, plus 5% for a busy machine.
	return 40*time.Millisecond + turn/20
}

// budget turns the INFO time settings into the search budget of this move.
func (s *Session) budget() engine.Budget {
	turn := s.opt.DefaultTurn
	if s.timeoutTurn >= 0 {
		turn = time.Duration(s.timeoutTurn) * time.Millisecond
	}
	if turn <= 0 {
		// timeout_turn 0: play as fast as possible.
		return engine.Budget{Soft: 5 * time.Millisecond, Hard: 10 * time.Millisecond}
	}
	m := s.margin(turn)
	b := engine.TimePlan(engine.Limits{MoveTime: turn}, m, 1)
	if s.timeoutMatch > 0 && s.timeLeft >= 0 {
		left := time.Duration(s.timeLeft) * time.Millisecond
		empties := s.width*s.height - len(s.stones)
		movesLeft := max(10, min(40, empties/4))
		mb := engine.TimePlan(engine.Limits{TimeLeft: left}, m, movesLeft)
		b.Soft = min(b.Soft, mb.Soft)
		b.Hard = min(b.Hard, mb.Hard)
	}
	if b.Soft > b.Hard {
		b.Soft = b.Hard
	}
	return b
}

// think starts a search for a move (kind "move") or the n best (kind
// "nbest").
func (s *Session) think(kind string, nbest int) {
	s.launch(kind, nbest, func(req ThinkRequest) thinkResult {
		moves, err := s.brain.Think(req)
		return thinkResult{moves: moves, err: err}
	})
}

// launch runs a search in its own goroutine; the loop keeps reading so
// YXSTOP and END act at once. The search plans on the soft time; its
// context ends it at the hard limit. run's result arrives on s.done.
func (s *Session) launch(kind string, nbest int, run func(ThinkRequest) thinkResult) {
	b := s.budget()
	ctx, cancel := context.WithTimeout(context.Background(), b.Hard)
	s.cancel = cancel
	s.thinking = true
	req := ThinkRequest{
		Ctx: ctx,
		Limits: engine.Limits{MoveTime: b.Soft, Depth: s.maxDepth, Nodes: s.maxNodes,
			Threads: s.threads, MultiPV: nbest},
		Info: func(in engine.Info[Point]) { s.out.Println("MESSAGE " + FormatInfo(in)) },
	}
	start := time.Now()
	go func() {
		r := run(req)
		cancel()
		r.kind, r.start = kind, start
		s.done <- r
	}()
}

// finish answers a completed search.
func (s *Session) finish(r thinkResult) {
	s.thinking = false
	if r.kind == "swap2" {
		s.finishSwap2(r)
		return
	}
	var legal []Scored
	for _, m := range r.moves {
		if s.brain.Legal(m.P) {
			legal = append(legal, m)
		}
	}
	if len(legal) == 0 {
		// The brain failed us: never answer an illegal point; take any
		// legal one, nearest the centre.
		if p, ok := s.anyLegal(); ok {
			legal = append(legal, Scored{P: p, Eval: "?"})
		}
	}
	if r.err != nil {
		s.out.Println("DEBUG think: " + r.err.Error())
	}
	if len(legal) == 0 {
		s.errorf("no legal move")
		return
	}
	if r.kind == "nbest" {
		for i, m := range legal {
			s.out.Println(fmt.Sprintf("MESSAGE nbest %d %d,%d eval %s", i+1, m.P.X, m.P.Y, m.Eval))
		}
		s.out.Println(fmt.Sprintf("%d,%d", legal[0].P.X, legal[0].P.Y))
		return
	}
	best := legal[0]
	if err := s.play(best.P); err != nil {
		s.errorf("own move %d,%d refused: %v", best.P.X, best.P.Y, err)
		return
	}
	if s.opt.Debug {
		s.out.Println(fmt.Sprintf("DEBUG eval %s time %dms", best.Eval, time.Since(r.start).Milliseconds()))
	}
	s.out.Println(fmt.Sprintf("%d,%d", best.P.X, best.P.Y))
}

func (s *Session) anyLegal() (Point, bool) {
	bestD := -1
	var best Point
	cx, cy := s.width/2, s.height/2
	for y := 0; y < s.height; y++ {
		for x := 0; x < s.width; x++ {
			p := Point{x, y}
			if !s.brain.Legal(p) {
				continue
			}
			d := (x-cx)*(x-cx) + (y-cy)*(y-cy)
			if bestD < 0 || d < bestD {
				bestD, best = d, p
			}
		}
	}
	return best, bestD >= 0
}
