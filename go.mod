module knightstour

go 1.21

require github.com/sebdah/goldie/v2 v2.8.0

require (
	github.com/pmezard/go-difflib v1.0.0 // indirect
	github.com/sergi/go-diff v1.0.0 // indirect
)
