"""Present: the faces (CLI, web, exports). They call analyze and store, and hold no business logic."""
