// Package paramtest gives the tests of several searchers the extreme
// values a --params file may hold, field by field: a searcher must stay
// legal and end with any of them.
package paramtest

import (
	"math"
	"reflect"
)

// Case is one field of a parameters struct set to one extreme value.
type Case struct {
	Field string // the field's name
	Value any    // the value, for messages
	index int
	v     reflect.Value
}

// Extremes lists the cases of every numeric or boolean field of the
// struct type T (embedded structs, arrays and pointers are skipped): 0, -5
// and 1<<20 for integers (the type's largest value where that is
// smaller), 0, -5 and 1e6 for floats, both values of a switch.
func Extremes[T any]() []Case {
	typ := reflect.TypeFor[T]()
	var cases []Case
	for i := range typ.NumField() {
		f := typ.Field(i)
		var values []any
		switch f.Type.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			values = []any{0, -5, min(1<<20, math.MaxInt64>>(64-f.Type.Bits()))}
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			values = []any{0, min(1<<20, uint64(math.MaxUint64)>>(64-f.Type.Bits()))}
		case reflect.Float32, reflect.Float64:
			values = []any{0.0, -5.0, 1e6}
		case reflect.Bool:
			values = []any{true, false}
		default:
			continue
		}
		for _, v := range values {
			cv := reflect.ValueOf(v).Convert(f.Type)
			cases = append(cases, Case{Field: f.Name, Value: cv.Interface(), index: i, v: cv})
		}
	}
	return cases
}

// Set puts the case's value into its field of p.
func Set[T any](p *T, c Case) {
	reflect.ValueOf(p).Elem().Field(c.index).Set(c.v)
}
