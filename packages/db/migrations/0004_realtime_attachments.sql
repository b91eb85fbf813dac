-- Custom: the table @socket.io/postgres-adapter keeps payloads too large for one NOTIFY (over 8000 bytes)
-- in, so realtime messages reach users on every server instance whatever their size.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
  "id" bigserial PRIMARY KEY,
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "payload" bytea
);
