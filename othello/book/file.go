package book

import (
	"bufio"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math/bits"
	"slices"
	"unicode/utf8"

	"bitban/othello"
)

// The file format (package doc): a header, the note, the positions.
const (
	magic      = "BITBANBK"
	version    = 1
	headerSize = 24
	entryHead  = 17 // player, opponent, move count
	moveSize   = 3  // square, score, depth
	depthExact = 255
	// MaxNote is the longest note a file holds, in bytes.
	MaxNote = 4096
	// maxFileBytes bounds what Read accepts (after decompression): about
	// 20 million positions.
	maxFileBytes = 1 << 30
)

// FormatError is a damaged or foreign book file: what is wrong and where
// (the byte offset in the uncompressed file, and the position's number
// from 1 when the fault is in a position).
type FormatError struct {
	Offset   int64
	Position int // 0: in the header
	Msg      string
}

func (e *FormatError) Error() string {
	if e.Position > 0 {
		return fmt.Sprintf("book: byte %d (position %d): %s", e.Offset, e.Position, e.Msg)
	}
	return fmt.Sprintf("book: byte %d: %s", e.Offset, e.Msg)
}

// Read reads a book file, plain or gzip-compressed (told by its first
// bytes). Every fault of the file is an error naming it and where it is
// (a *FormatError, or the decompressor's error).
func Read(r io.Reader) (*Book, error) {
	br := bufio.NewReader(r)
	var src io.Reader = br
	if head, _ := br.Peek(2); len(head) == 2 && head[0] == 0x1f && head[1] == 0x8b {
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("book: gzip: %v", err)
		}
		defer zr.Close()
		src = zr
	}
	data, err := io.ReadAll(io.LimitReader(src, maxFileBytes+1))
	if err != nil {
		return nil, fmt.Errorf("book: reading: %v", err)
	}
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("book: larger than %d bytes", maxFileBytes)
	}
	return parse(data)
}

// parse reads the uncompressed file: the header, the note, the
// positions, then the checksum (last, so that the checks of the
// structure see damaged files too).
func parse(data []byte) (*Book, error) {
	n, m, sum, err := parseHeader(data)
	if err != nil {
		return nil, err
	}
	noteLen := int(binary.LittleEndian.Uint16(data[10:]))
	note := data[headerSize : headerSize+noteLen]
	if !utf8.Valid(note) {
		return nil, &FormatError{Offset: headerSize, Msg: "the note is not UTF-8"}
	}
	b := &Book{entries: make(map[othello.Board][]Move, n), Note: string(note)}
	moves := make([]Move, 0, m)
	off := headerSize + noteLen
	var prev othello.Board
	for i := 1; i <= n; i++ {
		k, ms, next, err := parseEntry(data, off, i, moves[len(moves):len(moves):cap(moves)])
		if err != nil {
			return nil, err
		}
		if i > 1 && !less(prev, k) {
			return nil, &FormatError{Offset: int64(off), Position: i, Msg: "positions out of order (or twice)"}
		}
		if len(moves)+len(ms) > m {
			return nil, &FormatError{Offset: int64(off), Position: i, Msg: fmt.Sprintf("more moves than the header's %d", m)}
		}
		moves = moves[:len(moves)+len(ms)]
		b.entries[k] = ms[:len(ms):len(ms)]
		prev, off = k, next
	}
	switch {
	case off != len(data):
		return nil, &FormatError{Offset: int64(off), Msg: fmt.Sprintf("%d bytes after the last position", len(data)-off)}
	case len(moves) != m:
		return nil, &FormatError{Offset: int64(off), Msg: fmt.Sprintf("%d moves, the header says %d", len(moves), m)}
	case crc32.ChecksumIEEE(data[headerSize:]) != sum:
		return nil, &FormatError{Offset: 20, Msg: "checksum mismatch: the file is damaged"}
	}
	return b, nil
}

// parseHeader checks the header and returns the counts and the checksum.
func parseHeader(data []byte) (positions, moves int, sum uint32, err error) {
	if len(data) < headerSize {
		if len(data) >= len(magic) && string(data[:len(magic)]) != magic {
			return 0, 0, 0, &FormatError{Msg: "not a bitban Othello book (no " + magic + " at the start)"}
		}
		return 0, 0, 0, &FormatError{Offset: int64(len(data)), Msg: fmt.Sprintf("the header is cut short (%d of %d bytes)", len(data), headerSize)}
	}
	le := binary.LittleEndian
	if string(data[:len(magic)]) != magic {
		return 0, 0, 0, &FormatError{Msg: "not a bitban Othello book (no " + magic + " at the start)"}
	}
	if v := le.Uint16(data[8:]); v != version {
		return 0, 0, 0, &FormatError{Offset: 8, Msg: fmt.Sprintf("version %d, this program reads version %d", v, version)}
	}
	noteLen := int(le.Uint16(data[10:]))
	positions, moves, sum = int(le.Uint32(data[12:])), int(le.Uint32(data[16:])), le.Uint32(data[20:])
	rest := len(data) - headerSize
	switch {
	case noteLen > MaxNote:
		return 0, 0, 0, &FormatError{Offset: 10, Msg: fmt.Sprintf("note of %d bytes, at most %d", noteLen, MaxNote)}
	case noteLen > rest:
		return 0, 0, 0, &FormatError{Offset: 10, Msg: fmt.Sprintf("note of %d bytes, only %d follow the header", noteLen, rest)}
	case positions > (rest-noteLen)/(entryHead+moveSize):
		return 0, 0, 0, &FormatError{Offset: 12, Msg: fmt.Sprintf("%d positions cannot fit in the file's %d bytes", positions, len(data))}
	case moves < positions || moves > (rest-noteLen-positions*entryHead)/moveSize:
		return 0, 0, 0, &FormatError{Offset: 16, Msg: fmt.Sprintf("%d moves do not fit %d positions in the file's %d bytes", moves, positions, len(data))}
	}
	return positions, moves, sum, nil
}

// parseEntry reads position i at off, its moves appended to dst; it
// returns the board, the moves and the offset after them.
func parseEntry(data []byte, off, i int, dst []Move) (othello.Board, []Move, int, error) {
	fail := func(at int, format string, a ...any) (othello.Board, []Move, int, error) {
		return othello.Board{}, nil, 0, &FormatError{Offset: int64(at), Position: i, Msg: fmt.Sprintf(format, a...)}
	}
	if len(data)-off < entryHead {
		return fail(off, "cut short")
	}
	le := binary.LittleEndian
	k := othello.Board{Player: le.Uint64(data[off:]), Opponent: le.Uint64(data[off+8:])}
	n := int(data[off+16])
	legal := k.Moves()
	switch {
	case k.Player&k.Opponent != 0:
		return fail(off, "the two sides' discs overlap")
	case n == 0:
		return fail(off+16, "no move")
	case n > bits.OnesCount64(legal):
		return fail(off+16, "%d moves, the position has %d legal moves", n, bits.OnesCount64(legal))
	case len(data)-off-entryHead < n*moveSize:
		return fail(off+entryHead, "cut short in its %d moves", n)
	}
	if nk, _ := normalise(k); nk != k {
		return fail(off, "the board is not in its normal orientation (the least of its eight images)")
	}
	off += entryHead
	for j := 0; j < n; j, off = j+1, off+moveSize {
		m := Move{Square: int(data[off]), Score: int(int8(data[off+1])), Depth: int(data[off+2])}
		if m.Depth == depthExact {
			m.Depth, m.Exact = 0, true
		}
		switch {
		case m.Square > 63 || legal&(1<<uint(m.Square)) == 0:
			return fail(off, "move %d is not a legal square of the position", m.Square)
		case j > 0 && m.Square <= dst[len(dst)-1].Square:
			return fail(off, "moves out of order (or twice)")
		case m.Score < -64 || m.Score > 64:
			return fail(off+1, "move %s: score %d is not -64..64", othello.MoveName(m.Square), m.Score)
		case m.Depth > MaxDepth:
			return fail(off+2, "move %s: depth %d is not 0..%d or %d (exact)", othello.MoveName(m.Square), m.Depth, MaxDepth, depthExact)
		}
		dst = append(dst, m)
	}
	return k, dst, off, nil
}

// encode is the uncompressed file.
func (b *Book) encode() ([]byte, error) {
	if len(b.Note) > MaxNote || !utf8.ValidString(b.Note) {
		return nil, errors.New("book: the note must be UTF-8 of at most 4096 bytes")
	}
	keys := make([]othello.Board, 0, len(b.entries))
	for k := range b.entries {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(x, y othello.Board) int {
		if less(x, y) {
			return -1
		}
		return 1
	})
	nm := b.Moves()
	out := make([]byte, headerSize, headerSize+len(b.Note)+len(keys)*entryHead+nm*moveSize)
	out = append(out, b.Note...)
	le := binary.LittleEndian
	for _, k := range keys {
		ms := b.entries[k]
		out = le.AppendUint64(out, k.Player)
		out = le.AppendUint64(out, k.Opponent)
		out = append(out, byte(len(ms)))
		for _, m := range ms {
			d := byte(m.Depth)
			if m.Exact {
				d = depthExact
			}
			out = append(out, byte(m.Square), byte(int8(m.Score)), d)
		}
	}
	copy(out, magic)
	le.PutUint16(out[8:], version)
	le.PutUint16(out[10:], uint16(len(b.Note)))
	le.PutUint32(out[12:], uint32(len(keys)))
	le.PutUint32(out[16:], uint32(nm))
	le.PutUint32(out[20:], crc32.ChecksumIEEE(out[headerSize:]))
	return out, nil
}

// Write writes the book in the file format, uncompressed.
func (b *Book) Write(w io.Writer) error {
	data, err := b.encode()
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// WriteGzip writes the book gzip-compressed (Read tells the two apart).
func (b *Book) WriteGzip(w io.Writer) error {
	data, err := b.encode()
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	if _, err := zw.Write(data); err != nil {
		return err
	}
	return zw.Close()
}
