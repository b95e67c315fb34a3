package book

import (
	"bytes"
	_ "embed"
	"sync"
)

// The book shipped with the program: zz_book.gz, built by
// "bitban othello book build" (the command and its cost are in its note
// and in README.md).
//
//go:embed zz_book.gz
var shipped []byte

// Default returns the shipped book, read once (shared: look it up, never
// change it).
func Default() (*Book, error) { return readShipped() }

var readShipped = sync.OnceValues(func() (*Book, error) { return Read(bytes.NewReader(shipped)) })
