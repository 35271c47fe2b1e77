-- The event history of an alert (issue 17: "the alert's event history (time, value, status, who
-- was notified) on its details page"; the calls GET /v0.1/alert-events and PATCH
-- /v0.1/alert-events/{eventId}, ours).
--
-- Who was notified: each outbox message queued for an event names it. Null for every other
-- message (verification codes, tests) and for messages queued before this column existed. A
-- deleted event (its alert deleted) leaves its messages in the outbox as the delivery record.
ALTER TABLE outbox
  ADD COLUMN alert_event_id bigint REFERENCES alert_events (id) ON DELETE SET NULL;
CREATE INDEX outbox_alert_event ON outbox (alert_event_id) WHERE alert_event_id IS NOT NULL;

-- Who resolved an event through the PATCH call (null when the evaluation resolved it, e.g. the
-- next datum after an outage, or when that user has since been deleted).
ALTER TABLE alert_events
  ADD COLUMN resolved_by uuid REFERENCES users (id) ON DELETE SET NULL;
