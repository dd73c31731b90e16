-- The task list's cache (tasks/routes.ts, TASK_LIST_CACHE_MS): every committed change to a task, its
-- files or its timeline reports 'task_list|<task id>|<company id>|' on 'app_changes' for BOTH the
-- sending company and the vendor company, so every API instance drops the list pages of either side.
-- tasks_notify_change (0002) fired only on INSERT, DELETE and UPDATE OF type, company_id: it is
-- replaced by one trigger on every change that still reports 'tasks|<id>|<company id>|' in exactly
-- those cases (the operator's company list counts contracts from it) and 'task_list' always.
CREATE OR REPLACE FUNCTION app_notify_task_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  v_task_id bigint;
  v_sender bigint;
  v_vendor bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  IF TG_TABLE_NAME = 'tasks' THEN
    v_task_id := (changed->>'id')::bigint;
    v_sender := (changed->>'company_id')::bigint;
    v_vendor := (changed->>'vendor_company_id')::bigint;
    IF TG_OP <> 'UPDATE' OR NEW.type IS DISTINCT FROM OLD.type OR NEW.company_id IS DISTINCT FROM OLD.company_id THEN
      PERFORM pg_notify('app_changes', concat_ws('|', 'tasks', changed->>'id', coalesce(changed->>'company_id', ''), ''));
    END IF;
    IF TG_OP = 'UPDATE' THEN
      IF OLD.company_id IS DISTINCT FROM NEW.company_id THEN
        PERFORM pg_notify('app_changes', concat_ws('|', 'task_list', changed->>'id', OLD.company_id::text, ''));
      END IF;
      IF OLD.vendor_company_id IS DISTINCT FROM NEW.vendor_company_id AND OLD.vendor_company_id IS NOT NULL THEN
        PERFORM pg_notify('app_changes', concat_ws('|', 'task_list', changed->>'id', OLD.vendor_company_id::text, ''));
      END IF;
    END IF;
  ELSE
    v_task_id := (changed->>'task_id')::bigint;
    SELECT t.company_id, t.vendor_company_id INTO v_sender, v_vendor FROM tasks t WHERE t.id = v_task_id;
  END IF;
  IF v_sender IS NOT NULL THEN
    PERFORM pg_notify('app_changes', concat_ws('|', 'task_list', v_task_id::text, v_sender::text, ''));
  END IF;
  IF v_vendor IS NOT NULL AND v_vendor IS DISTINCT FROM v_sender THEN
    PERFORM pg_notify('app_changes', concat_ws('|', 'task_list', v_task_id::text, v_vendor::text, ''));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "tasks_notify_change" ON "tasks";
--> statement-breakpoint
CREATE TRIGGER "tasks_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "tasks" FOR EACH ROW EXECUTE FUNCTION app_notify_task_change();
--> statement-breakpoint
CREATE TRIGGER "task_files_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "task_files" FOR EACH ROW EXECUTE FUNCTION app_notify_task_change();
--> statement-breakpoint
CREATE TRIGGER "task_events_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "task_events" FOR EACH ROW EXECUTE FUNCTION app_notify_task_change();
