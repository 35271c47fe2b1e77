-- The server's own journal entries are looked up by instrument and moment: once per outage, the
-- offline check and the ingestion ask whether 'went offline' at that moment is written already
-- (modules/journal). Without this index each of those reads scans the whole journal.
CREATE INDEX journal_entries_instrument_time_idx ON journal_entries (instrument_id, occurred_at)
  WHERE instrument_id IS NOT NULL;
