package clash

// Count collides with lib.Count.
var Count = 1
