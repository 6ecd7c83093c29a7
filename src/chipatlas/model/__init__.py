"""Domain vocabulary shared by every layer: words, countries, the statement record."""
