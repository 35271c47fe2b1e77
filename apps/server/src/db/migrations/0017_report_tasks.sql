-- Report generation (issue 18): the tasks of the manual "Generate report" call and the e-mail
-- attachments of scheduled exports.
--
-- A task is the record of one generation: who asked (only they may poll it or fetch the result),
-- the contribution, the request with its options merged with the saved report configuration, and,
-- once done, the PDF (and the CSV when asked for) or the error. The work itself runs as a job on
-- the queue (report-generate), so a task survives a restart. Tasks are deleted 24 hours after they
-- were created by an hourly sweep; deleting the user or the contribution deletes them too.
CREATE TABLE report_tasks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  contribution_id integer NOT NULL REFERENCES contributions (id) ON DELETE CASCADE,
  request jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  error text,
  pdf bytea,
  pdf_file_name text,
  csv text,
  csv_file_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX report_tasks_created ON report_tasks (created_at);
CREATE INDEX report_tasks_user ON report_tasks (user_id);

-- Files sent with an outbox e-mail (a scheduled report's PDF and CSV), in order. Kept with the
-- message so a retried delivery sends the same files; deleted with it.
CREATE TABLE outbox_attachments (
  outbox_id uuid NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  position integer NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (outbox_id, position)
);
