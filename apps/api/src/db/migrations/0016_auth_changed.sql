-- Every change to what a session lookup answers (the session, its user, the user's role) is announced on the
-- `auth_changed` channel in the transaction that makes it: each API process drops what it cached of that session,
-- user or role when the change commits (modules/identity/session-cache.ts, ADR 27). The payload names what
-- changed: `session:<id>`, `user:<id>`, `role:<id>`. Columns that change on their own schedule and matter to no
-- request are left out, so they announce nothing: a session's last_used_at (touched every 5 minutes of use) and a
-- user's last_login_at (every sign-in); any other column — including one added later — announces its row.
CREATE FUNCTION "auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_id uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END;
BEGIN
  PERFORM pg_notify('auth_changed', TG_ARGV[0] || ':' || row_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "auth_changed"('session');--> statement-breakpoint
CREATE TRIGGER "sessions_auth_deleted" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_changed"('session');--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_login_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_login_at'))
  EXECUTE FUNCTION "auth_changed"('user');--> statement-breakpoint
CREATE TRIGGER "users_auth_deleted" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_changed"('user');--> statement-breakpoint
CREATE TRIGGER "roles_auth_changed" AFTER UPDATE ON "roles" FOR EACH ROW
  WHEN (OLD IS DISTINCT FROM NEW)
  EXECUTE FUNCTION "auth_changed"('role');--> statement-breakpoint
CREATE TRIGGER "roles_auth_deleted" AFTER DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "auth_changed"('role');
