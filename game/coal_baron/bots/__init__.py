"""Coal Baron's computer players."""
