package web

// The game tree: every move played in a game, its main line and the
// variations that leave it. Each position is a node; a node's first child
// continues the line it is on and the other children are variations that
// branch off there, in the order they were played (or reordered by a
// promotion). The main line is the first-child chain from the start, cut
// after `main` moves: its last position may have children too, variations
// explored after the game's last move (an undo keeps the taken-back moves
// that variations branch from). A variation's line runs along first
// children to a leaf.
//
// The tree knows nothing of the rules: the handlers check moves on a board
// replayed from the record before they add them, and look paths up with
// game.resolve (variations.go), which checks them too.

// node is one position of the game tree.
type node struct {
	move  string   // the move that leads here, canonical ("" at the start)
	label string   // the move in the game's own notation (labeler), "" without one
	eval  *float64 // the engine's last evaluation of this position, Black's view
	kids  []*node  // the moves played from here: kids[0] continues the line
}

// gameTree holds a game's moves. Its zero value is not usable: see newTree.
type gameTree struct {
	root *node
	main int // moves of the main line
	size int // moves in the tree: the main line and every variation
}

// newTree returns a tree whose main line is moves, labelled by labels
// (nil, or one per move).
func newTree(moves, labels []string) *gameTree {
	t := &gameTree{root: &node{}, main: len(moves), size: len(moves)}
	n := t.root
	for i, m := range moves {
		kid := &node{move: m}
		if i < len(labels) {
			kid.label = labels[i]
		}
		n.kids = []*node{kid}
		n = kid
	}
	return t
}

// mainNodes returns the positions of the main line, the start first.
func (t *gameTree) mainNodes() []*node {
	out := make([]*node, 0, t.main+1)
	n := t.root
	out = append(out, n)
	for len(out) <= t.main {
		n = n.kids[0]
		out = append(out, n)
	}
	return out
}

// mainNode returns the position after ply moves of the main line.
func (t *gameTree) mainNode(ply int) *node {
	n := t.root
	for i := 0; i < ply && i < t.main; i++ {
		n = n.kids[0]
	}
	return n
}

// mainMoves returns the main line's moves (the game's record).
func (t *gameTree) mainMoves() []string { return movesOf(t.mainNodes()[1:]) }

// mainLabels returns the main line's labels, nil when the game has none.
func (t *gameTree) mainLabels() []string { return labelsOf(t.mainNodes()[1:]) }

// mainEvals returns the evaluations of the main line's positions:
// evals[k] after k moves, nil where unknown.
func (t *gameTree) mainEvals() []*float64 { return evalsOf(t.mainNodes()) }

func movesOf(nodes []*node) []string {
	out := make([]string, len(nodes))
	for i, n := range nodes {
		out[i] = n.move
	}
	return out
}

// labelsOf returns the nodes' labels, or nil when they have none.
func labelsOf(nodes []*node) []string {
	if len(nodes) == 0 || nodes[0].label == "" {
		return nil
	}
	out := make([]string, len(nodes))
	for i, n := range nodes {
		out[i] = n.label
	}
	return out
}

// child returns n's child reached by move m and its index, or nil and -1.
func (n *node) child(m string) (*node, int) {
	for i, k := range n.kids {
		if k.move == m {
			return k, i
		}
	}
	return nil, -1
}

// toFront moves n's child i to the front, keeping the others' order.
func (n *node) toFront(i int) {
	k := n.kids[i]
	copy(n.kids[1:i+1], n.kids[:i])
	n.kids[0] = k
}

// chain returns n and the positions that follow it along first children.
func chain(n *node) []*node {
	out := []*node{n}
	for len(n.kids) > 0 {
		n = n.kids[0]
		out = append(out, n)
	}
	return out
}

// count returns the moves of the subtree whose first move is n.
func count(n *node) int {
	c := 1
	for _, k := range n.kids {
		c += count(k)
	}
	return c
}

// walk follows path from the start as far as the tree has its moves and
// returns the positions reached, the start first.
func (t *gameTree) walk(path []string) []*node {
	out := make([]*node, 1, len(path)+1)
	out[0] = t.root
	n := t.root
	for _, m := range path {
		if n, _ = n.child(m); n == nil {
			break
		}
		out = append(out, n)
	}
	return out
}

// onMain reports whether path leads along the main line.
func (t *gameTree) onMain(path []string) bool {
	if len(path) > t.main {
		return false
	}
	n := t.root
	for _, m := range path {
		if n = n.kids[0]; n.move != m {
			return false
		}
	}
	return true
}

// line returns the line through the position path leads to (as far as the
// tree has its moves) and whether it is the main line: the main line when
// the position is on it, else the path followed by the first children
// after it.
func (t *gameTree) line(path []string) (moves []string, main bool) {
	nodes := t.walk(path)
	reached := path[:len(nodes)-1]
	if t.onMain(reached) {
		return t.mainMoves(), true
	}
	return append(append([]string{}, reached...), movesOf(chain(nodes[len(nodes)-1])[1:])...), false
}

// add plays move m (labelled label) from the position path leads to,
// which must be in the tree, and reports whether it is a new move. From
// the main line's last position the move extends the main line (entering
// a variation that starts with it); elsewhere a move already played is
// only followed, and a new one becomes the last variation there (or the
// continuation of a line that ended).
func (t *gameTree) add(path []string, m, label string) bool {
	nodes := t.walk(path)
	n := nodes[len(nodes)-1]
	atEnd := len(path) == t.main && t.onMain(path)
	k, i := n.child(m)
	if k != nil {
		if atEnd {
			n.toFront(i)
			t.main++
		}
		return false
	}
	k = &node{move: m, label: label}
	t.size++
	if atEnd {
		n.kids = append([]*node{k}, n.kids...)
		t.main++
		return true
	}
	n.kids = append(n.kids, k)
	return true
}

// branchMain is a move of the main line's position after ply moves that
// the game goes on with (the move endpoint's "ply", as before variations):
// the main line becomes its first ply moves and m, and the moves it
// replaces stay in the tree as a variation. It reports whether m is new.
func (t *gameTree) branchMain(ply int, m, label string) bool {
	n := t.mainNode(ply)
	added := false
	k, i := n.child(m)
	if k == nil {
		k = &node{move: m, label: label}
		n.kids = append(n.kids, k)
		i = len(n.kids) - 1
		t.size++
		added = true
	}
	n.toFront(i)
	t.main = ply + 1
	return added
}

// takeBack cuts the main line to its first k moves. The moves taken back
// are deleted from the last one back, except those that variations branch
// from (with the moves that lead to them): they stay as a variation.
func (t *gameTree) takeBack(k int) {
	nodes := t.mainNodes()
	t.main = k
	for i := len(nodes) - 1; i > k && len(nodes[i].kids) == 0; i-- {
		nodes[i-1].kids = nodes[i-1].kids[1:] // nodes[i] was its first child
		t.size--
	}
}

// promote makes the line through the position path leads to (in the
// tree, off the main line) the main line: at each branch point on the way
// its move comes first, so the old main line becomes a variation there.
func (t *gameTree) promote(path []string) {
	nodes := t.walk(path)
	for i := 1; i < len(nodes); i++ {
		_, j := nodes[i-1].child(nodes[i].move)
		nodes[i-1].toFront(j)
	}
	t.main = len(nodes) - 1 + len(chain(nodes[len(nodes)-1])) - 1
}

// remove deletes the move path ends with (in the tree, off the main line)
// and every move after it.
func (t *gameTree) remove(path []string) {
	nodes := t.walk(path)
	parent, n := nodes[len(nodes)-2], nodes[len(nodes)-1]
	_, i := parent.child(n.move)
	parent.kids = append(parent.kids[:i:i], parent.kids[i+1:]...)
	t.size -= count(n)
}

// Variation is a line that leaves another (the main line, or a variation):
// after the first Ply moves of that line it plays Moves instead; its own
// variations follow it. Ply counts from the start of the game.
type Variation struct {
	Ply        int         `json:"ply"`
	Moves      []string    `json:"moves"`
	Labels     []string    `json:"labels,omitempty"` // Moves in the game's notation, where it has one
	Marks      []string    `json:"marks,omitempty"`  // per move, "?" or "??" where its evaluation dropped, as the main line's
	Variations []Variation `json:"variations,omitempty"`
}

// markFunc judges the moves of a line from the evaluations of its
// positions (evals[0] before its first move, which is move ply+1 of the
// game); nil when no move is marked.
type markFunc func(evals []*float64, ply int) []string

// variations returns the variations that leave the main line, by ply and
// then in their order at the branch point.
func (t *gameTree) variations() []Variation { return t.markedVariations(nil) }

// markedVariations returns the variations with their moves judged by mark
// (none when mark is nil).
func (t *gameTree) markedVariations(mark markFunc) []Variation {
	return branches(t.mainNodes(), 0, mark)
}

// branches lists the variations that leave a line whose positions are
// nodes, nodes[i] after first+i moves: every child of a position but the
// one the line goes on with.
func branches(nodes []*node, first int, mark markFunc) []Variation {
	var out []Variation
	for i, n := range nodes {
		for j, k := range n.kids {
			if j == 0 && i+1 < len(nodes) {
				continue // the line's own next move
			}
			line := chain(k)
			v := Variation{
				Ply:        first + i,
				Moves:      movesOf(line),
				Labels:     labelsOf(line),
				Variations: branches(line, first+i+1, mark),
			}
			if mark != nil {
				v.Marks = mark(evalsOf(append([]*node{n}, line...)), first+i)
			}
			out = append(out, v)
		}
	}
	return out
}

// evalsOf returns the nodes' evaluations, nil where unknown.
func evalsOf(nodes []*node) []*float64 {
	out := make([]*float64, len(nodes))
	for i, n := range nodes {
		out[i] = n.eval
	}
	return out
}
