"""Store: the SQL schema, connections and writes of the system of record."""
