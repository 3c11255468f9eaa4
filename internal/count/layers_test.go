package count

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"strconv"
	"strings"
	"testing"
)

// engineFiles are the frontier engine's files; roundFiles run the rounds on it, and
// faceFiles are the Counter. The rest of the package builds on the engine, never the
// other way.
var (
	engineFiles = []string{"board.go", "key.go", "table.go", "step.go", "toobig.go", "progress.go", "timeleft.go", "partsleft.go",
		"meter.go", "layer.go", "outbox.go", "dp.go", "scanner.go"}
	roundFiles = []string{"owner.go", "plan.go", "donecheck.go", "exchange.go", "roundscan.go", "roundfrontier.go", "rounds.go"}
	faceFiles  = []string{"doc.go", "method.go", "question.go", "counter.go", "estimate.go", "tablecost.go", "search.go", "tours.go", "frontier.go", "fromeach.go"}

	// engineImports are the packages of this module the engine may import: leaves
	// that import none of it (limbs reads the counts, shared with the table's scan).
	engineImports = map[string]bool{"github.com/knightstour/knightstour/internal/count/limbs": true}
)

// TestLayers checks that the engine's files make a package on their own: they name
// nothing that the rounds' files or the Counter's declare, and import no package of
// this module (the layer files, the search) but the leaves in engineImports. Every
// file of the package is in one of the three.
func TestLayers(t *testing.T) {
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range engineFiles {
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range f.Imports {
			if path, _ := strconv.Unquote(im.Path.Value); strings.HasPrefix(path, "github.com/knightstour/knightstour/") && !engineImports[path] {
				t.Errorf("%s imports %s", name, path)
			}
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil), Error: func(err error) { t.Error(err) }}
	conf.Check("count", fset, files, nil)
	known := map[string]bool{}
	for _, list := range [][]string{engineFiles, roundFiles, faceFiles} {
		for _, name := range list {
			known[name] = true
		}
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if n := e.Name(); strings.HasSuffix(n, ".go") && !strings.HasSuffix(n, "_test.go") && !known[n] {
			t.Errorf("%s is in no layer", n)
		}
	}
}
