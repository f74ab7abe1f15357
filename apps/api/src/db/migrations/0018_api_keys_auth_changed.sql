-- API keys join the session cache's notifications (ADR 27, ADR 31): each process keeps the keys it looked up lately
-- in memory (modules/api-keys/api-key-cache.ts), and a change to a key — its revocation above all — is announced on
-- `auth_changed` as `key:<id>` in the transaction that makes it, so every process drops it when the change commits.
-- The key's user and role already announce themselves (migration 0016). A key's last use (written at most once a
-- minute) matters to no request and announces nothing.
CREATE TRIGGER "api_keys_auth_changed" AFTER UPDATE ON "api_keys" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_used_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_used_at'))
  EXECUTE FUNCTION "auth_changed"('key');--> statement-breakpoint
CREATE TRIGGER "api_keys_auth_deleted" AFTER DELETE ON "api_keys" FOR EACH ROW EXECUTE FUNCTION "auth_changed"('key');
