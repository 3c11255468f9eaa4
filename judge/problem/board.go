package problem

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"strconv"
)

// setSides returns the Go source src with its declaration `const rows, cols = R, C` set
// to the board's sides: the one-file submission answers the board of that line. src must
// declare it exactly once, at the top level.
func setSides(src []byte, rows, cols int) ([]byte, error) {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "", src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	found := 0
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			v := s.(*ast.ValueSpec)
			if len(v.Names) != 2 || v.Names[0].Name != "rows" || v.Names[1].Name != "cols" || len(v.Values) != 2 {
				continue
			}
			for i, n := range []int{rows, cols} {
				v.Values[i] = &ast.BasicLit{ValuePos: v.Values[i].Pos(), Kind: token.INT, Value: strconv.Itoa(n)}
			}
			found++
		}
	}
	if found != 1 {
		return nil, fmt.Errorf("%d declarations 'const rows, cols = R, C', want 1", found)
	}
	var buf bytes.Buffer
	if err := format.Node(&buf, fset, f); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
