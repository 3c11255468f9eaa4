package onefile

import (
	"go/ast"
	"go/build"
	"os"
	"path/filepath"
	"reflect"
	"strings"
)

// isProject reports whether path is module or a package inside it.
func isProject(module, path string) bool {
	return path == module || strings.HasPrefix(path, module+"/")
}

// isStd reports whether path is a standard-library package: its first element has no
// dot and it is a directory of $GOROOT/src.
func isStd(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	if strings.Contains(first, ".") || path == "" {
		return false
	}
	fi, err := os.Stat(filepath.Join(build.Default.GOROOT, "src", filepath.FromSlash(path)))
	return err == nil && fi.IsDir()
}

var (
	exprType   = reflect.TypeOf((*ast.Expr)(nil)).Elem()
	objectType = reflect.TypeOf((*ast.Object)(nil))
	scopeType  = reflect.TypeOf((*ast.Scope)(nil))
)

// unqualify replaces, everywhere in n, each selector p.X whose p is one of the local
// names in pkgs (the merged packages a file imports) with the identifier X. It walks
// the tree with reflection, so it reaches every field of type ast.Expr whatever node
// holds it; it costs O(size of n).
func unqualify(n ast.Node, pkgs map[string]bool) {
	if len(pkgs) > 0 {
		rewrite(reflect.ValueOf(n), pkgs)
	}
}

// rewrite is unqualify on a reflected value.
func rewrite(v reflect.Value, pkgs map[string]bool) {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || v.Type() == objectType || v.Type() == scopeType {
			return
		}
		rewrite(v.Elem(), pkgs)
	case reflect.Interface:
		if v.IsNil() {
			return
		}
		if v.Type() == exprType && v.CanSet() {
			if sel, ok := v.Elem().Interface().(*ast.SelectorExpr); ok {
				if id, ok := sel.X.(*ast.Ident); ok && pkgs[id.Name] {
					v.Set(reflect.ValueOf(sel.Sel))
					return
				}
			}
		}
		rewrite(v.Elem(), pkgs)
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			rewrite(v.Field(i), pkgs)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			rewrite(v.Index(i), pkgs)
		}
	}
}
