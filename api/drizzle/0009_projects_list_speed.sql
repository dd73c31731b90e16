-- Issue 9: the projects list and the scope chat under load (bench/projects.mjs). The manager's name is
-- kept on the project (manager_name, the manager sort's key, set by the database: whenever manager_id
-- is written, and on every rename of the manager), each sort of the list has an index that reads it in
-- order within the company's active or archived projects (columns that may be empty: one per
-- direction, empty values last either way), and project_counts keeps each company's number of
-- projects per status in the same transaction as the change, so the unfiltered list's total reads one
-- row instead of counting every project. The change feed (0002) now also reports what the list's
-- and the chat history's caches are built from (below).
CREATE TABLE "project_counts" (
	"company_id" integer NOT NULL,
	"status" varchar(32) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_counts_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "manager_name" varchar(511);--> statement-breakpoint
ALTER TABLE "project_counts" ADD CONSTRAINT "project_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_company_status_name_idx" ON "projects" USING btree ("company_id","status","name","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_stage_idx" ON "projects" USING btree ("company_id","status","stage","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_number_asc_idx" ON "projects" USING btree ("company_id","status","internal_number","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_number_desc_idx" ON "projects" USING btree ("company_id","status","internal_number" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_company_status_start_asc_idx" ON "projects" USING btree ("company_id","status","estimated_start_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_start_desc_idx" ON "projects" USING btree ("company_id","status","estimated_start_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_company_status_end_asc_idx" ON "projects" USING btree ("company_id","status","estimated_end_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_end_desc_idx" ON "projects" USING btree ("company_id","status","estimated_end_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_company_status_manager_asc_idx" ON "projects" USING btree ("company_id","status","manager_name","id");--> statement-breakpoint
CREATE INDEX "projects_company_status_manager_desc_idx" ON "projects" USING btree ("company_id","status","manager_name" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "projects" p SET "manager_name" = u."first_name" || ' ' || u."last_name" FROM "users" u WHERE u."id" = p."manager_id";--> statement-breakpoint
INSERT INTO "project_counts" ("company_id", "status", "total") SELECT "company_id", "status", count(*) FROM "projects" GROUP BY "company_id", "status";--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_set_manager_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.manager_id IS NULL THEN
    NEW.manager_name := NULL;
  ELSE
    SELECT u.first_name || ' ' || u.last_name INTO NEW.manager_name FROM users u WHERE u.id = NEW.manager_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_manager_name" BEFORE INSERT OR UPDATE OF "manager_id", "manager_name" ON "projects" FOR EACH ROW EXECUTE FUNCTION projects_set_manager_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_rename_managed_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects SET manager_name = NEW.first_name || ' ' || NEW.last_name WHERE manager_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_rename_managed_projects" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW
  WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name") EXECUTE FUNCTION users_rename_managed_projects();
--> statement-breakpoint
-- A status change takes its two counters in one order (by status name), so an archive and a restore
-- running at once cannot deadlock on them.
CREATE OR REPLACE FUNCTION projects_count_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.company_id, OLD.status) > (NEW.company_id, NEW.status) THEN
    INSERT INTO project_counts (company_id, status, total) VALUES (NEW.company_id, NEW.status, 1)
      ON CONFLICT (company_id, status) DO UPDATE SET total = project_counts.total + 1;
    UPDATE project_counts SET total = total - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE project_counts SET total = total - 1 WHERE company_id = OLD.company_id AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO project_counts (company_id, status, total) VALUES (NEW.company_id, NEW.status, 1)
      ON CONFLICT (company_id, status) DO UPDATE SET total = project_counts.total + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "projects_count" AFTER INSERT OR DELETE ON "projects" FOR EACH ROW EXECUTE FUNCTION projects_count_change();
--> statement-breakpoint
CREATE TRIGGER "projects_count_update" AFTER UPDATE OF "company_id", "status" ON "projects" FOR EACH ROW
  WHEN (OLD."company_id" IS DISTINCT FROM NEW."company_id" OR OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION projects_count_change();
--> statement-breakpoint
-- The projects list's cache (modules/projects/routes.ts) and the scope chat history's (modules/
-- scope-chat/cache.ts) hear of every change to what they show or to who may see it: any project
-- update (0002 reported inserts and deletes only), scopes, an owner type's name (companies, users and
-- company features already report), and for the chat its members (team, editors, approvers, archived
-- users), read marks and messages. A chat message reports its scope's id in place of its own.
CREATE TRIGGER "projects_notify_update" AFTER UPDATE ON "projects" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE TRIGGER "scopes_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "scopes" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_notify_chat_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := to_jsonb(OLD);
  ELSE
    changed := to_jsonb(NEW);
  END IF;
  PERFORM pg_notify('app_changes', concat_ws('|', TG_TABLE_NAME,
    coalesce(CASE WHEN TG_TABLE_NAME = 'chat_messages' THEN changed->>'scope_id' ELSE changed->>'id' END, ''),
    coalesce(changed->>'company_id', ''), coalesce(changed->>'user_id', '')));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "project_team_members_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "project_team_members" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "scope_editors_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "scope_editors" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "scope_approvals_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "scope_approvals" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "user_archives_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "user_archives" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "chat_reads_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "chat_reads" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "chat_messages_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION app_notify_chat_change();
--> statement-breakpoint
CREATE TRIGGER "project_owner_types_notify_change" AFTER UPDATE OR DELETE ON "project_owner_types" FOR EACH ROW EXECUTE FUNCTION app_notify_change();
