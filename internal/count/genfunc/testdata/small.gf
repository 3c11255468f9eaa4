# knightstour generating function
table 5xn closed tours, undirected (-count -closed -undirected -rows 5)
first 2
degree P 4 Q 2
found by hand
P 0 3
P 1 0
P 2 -4
P 3 0
P 4 5
Q 0 1
Q 1 0
Q 2 -123456789012345678901234567890
end
