-- The audit log is append-only (docs/console.md "The audit log"): the database itself refuses to change or remove
-- an entry, whatever the application, an administrator's console or a hand-typed SQL statement asks. Only the
-- table's owner dropping the trigger (a deliberate schema change, itself visible in the migrations) could.
CREATE OR REPLACE FUNCTION portal_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION portal_audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION portal_audit_log_append_only();
