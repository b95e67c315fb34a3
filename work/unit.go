package work

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Unit is one piece of a job, as it travels through the work queue.
type Unit struct {
	Job  string          `json:"job"`  // the job's name
	ID   string          `json:"id"`   // unique within the job
	Kind string          `json:"kind"` // which runner executes it ("perft", "solve")
	Spec json.RawMessage `json:"spec"` // the runner's input
}

// Result is what a worker sends back for a unit.
type Result struct {
	Job     string          `json:"job"`
	ID      string          `json:"id"`
	Kind    string          `json:"kind"`
	Worker  string          `json:"worker"`
	Seconds float64         `json:"seconds"`
	Error   string          `json:"error,omitempty"` // the runner failed: the job fails
	Data    json.RawMessage `json:"data,omitempty"`
}

// A Job is what a coordinator distributes: a deterministic name (the same
// specification gives the same name, so a restarted command resumes), its
// units, and a check of each unit's result.
type Job interface {
	Name() string
	Units() ([]Unit, error)
	// Check rejects a result that cannot be the unit's (malformed, wrong
	// length, impossible values).
	Check(u Unit, data json.RawMessage) error
}

// Subjects, stream and bucket names.
const (
	unitStream    = "BITBAN_UNITS"
	resultStream  = "BITBAN_RESULTS"
	doneBucket    = "bitban_done"
	workerGroup   = "workers"
	unitSubject   = "bitban.unit."
	resultSubject = "bitban.result."
)

// validName reports whether s can be a job or unit name: it becomes a
// subject token and part of a key, so letters, digits, '-' and '_' only.
func validName(s string) bool {
	if s == "" || len(s) > 100 {
		return false
	}
	for _, c := range s {
		ok := c == '-' || c == '_' || ('0' <= c && c <= '9') || ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
		if !ok {
			return false
		}
	}
	return true
}

// decodeStrict decodes JSON refusing unknown fields and trailing data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}

// doneKey is the bucket key of a unit's checked result.
func doneKey(job, unit string) string { return job + "." + unit }

// unitOfKey splits a bucket key of job back into the unit name.
func unitOfKey(job, key string) (string, bool) {
	return strings.CutPrefix(key, job+".")
}
