-- Tells every listening server process that a user's sign-in state changed (status, deletion,
-- permissions stamp, or a revoked session), so cached authentication state is dropped at once.
CREATE FUNCTION portal_notify_auth_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_auth', COALESCE(NEW.user_id, OLD.user_id)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_auth_change AFTER UPDATE OF status, deleted_at, security_stamp OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION portal_notify_auth_change();
--> statement-breakpoint
CREATE TRIGGER refresh_token_families_auth_change AFTER UPDATE OF revoked_at OR DELETE ON refresh_token_families
  FOR EACH ROW EXECUTE FUNCTION portal_notify_auth_change();
