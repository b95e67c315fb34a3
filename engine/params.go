package engine

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// ReadParams decodes a JSON object into dst, a pointer to a searcher's or
// an evaluation's Params value that already holds the defaults: fields the
// file leaves out keep them, unknown fields are an error (a misspelt
// parameter must not be silently ignored by a tuning run).
func ReadParams(r io.Reader, dst any) error {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return fmt.Errorf("params: %w", err)
	}
	if dec.More() {
		return fmt.Errorf("params: more than one JSON value")
	}
	return nil
}

// LoadParams reads the params file at path into dst (see ReadParams).
func LoadParams(path string, dst any) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if err := ReadParams(f, dst); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}
