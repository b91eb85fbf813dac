-- Tells every listening server process which table a committed statement wrote (insert, update, delete or
-- truncate), so answers kept from that table (the list-answer cache) are dropped at once, on every instance.
-- One notification per statement and table; PostgreSQL folds repeats within a transaction and sends them at commit.
-- The triggers themselves are attached to every table of the schema after the migrations run (runMigrations in
-- packages/db/src/client.ts), so a table a later migration creates is covered too.
CREATE FUNCTION portal_notify_data_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_data', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
