-- Change notifications: every committed change to the rows that decide who a caller is (sessions,
-- users, companies, permission groups, company features) or what the operator's company list shows
-- (projects, contracts) sends a NOTIFY on 'app_changes', so each API instance can drop what it
-- cached from them (plugins/app/change-feed.ts). Payload: table|id|company_id|user_id.
-- A user's last_activity (written at most once a minute) is not a change of who the user is.
CREATE OR REPLACE FUNCTION app_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'users'
    AND (to_jsonb(NEW) - 'last_activity' - 'updated_at') = (to_jsonb(OLD) - 'last_activity' - 'updated_at') THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('app_changes', concat_ws('|', TG_TABLE_NAME, changed->>'id', coalesce(changed->>'company_id', ''), coalesce(changed->>'user_id', '')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "companies_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "permission_groups_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "permission_groups" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "company_features_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "company_features" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "projects_notify_change" AFTER INSERT OR DELETE ON "projects" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "tasks_notify_change" AFTER INSERT OR DELETE OR UPDATE OF "type", "company_id" ON "tasks" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
