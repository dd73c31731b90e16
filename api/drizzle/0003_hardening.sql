-- Issue 13 (hardening): permission groups repaired, network requests, session idle time.
-- Permission dependencies (000 section 4): every stored group gets what its granted rights need,
-- directly or through others. Repairs the old default collaborator groups (projects assign without
-- projects edit and delete); the pairs are PERMISSION_REQUIRES closed over chains (a test compares).
WITH "needs"("key", "need") AS (VALUES
  ('projects.edit', 'projects.view'),
  ('projects.approve', 'projects.edit'), ('projects.approve', 'projects.view'),
  ('projects.assign', 'projects.edit'), ('projects.assign', 'projects.delete'), ('projects.assign', 'projects.view'),
  ('task_and_documents.edit', 'task_and_documents.view'),
  ('task_and_documents.approve', 'task_and_documents.communication'),
  ('task_and_documents.sign', 'task_and_documents.edit'), ('task_and_documents.sign', 'task_and_documents.view'),
  ('companies.create', 'companies.view'),
  ('companies.edit', 'companies.view'),
  ('companies.delete', 'companies.view'), ('companies.delete', 'companies.edit'),
  ('employees.communication', 'employees.view'),
  ('employees.edit', 'employees.view'),
  ('employees.delete', 'employees.view'),
  ('templates.create', 'templates.view'),
  ('templates.edit', 'templates.view'),
  ('templates.delete', 'templates.view'),
  ('billing_account.edit', 'billing_account.view'),
  ('billing_account.delete', 'billing_account.view'),
  ('account_configuration.create', 'account_configuration.view'),
  ('account_configuration.edit', 'account_configuration.view'),
  ('account_configuration.delete', 'account_configuration.view')
), "missing" AS (
  SELECT g."id", jsonb_agg(DISTINCT n."need") AS "added"
  FROM "permission_groups" g JOIN "needs" n ON g."permissions" ? n."key" AND NOT g."permissions" ? n."need"
  GROUP BY g."id"
)
UPDATE "permission_groups" g SET "permissions" = g."permissions" || m."added", "updated_at" = now()
FROM "missing" m WHERE g."id" = m."id";
--> statement-breakpoint
-- Network consent (issue 13 item 2): adding a company already on the platform is a request it accepts.
ALTER TABLE "company_invitations" ADD COLUMN "target_company_id" integer;
--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_target_company_id_companies_id_fk" FOREIGN KEY ("target_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "company_invitations_target_idx" ON "company_invitations" USING btree ("target_company_id");
--> statement-breakpoint
-- A link is both directions or none: a one-sided row left by the old "remove only my direction"
-- (the removing side had ended it) goes.
DELETE FROM "company_network" n
WHERE NOT EXISTS (SELECT 1 FROM "company_network" r WHERE r."company_id" = n."partner_company_id" AND r."partner_company_id" = n."company_id");
--> statement-breakpoint
-- Session idle timeout (issue 13 item 10): when a session was last used, updated at most once a minute.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
