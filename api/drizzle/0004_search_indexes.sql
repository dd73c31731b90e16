-- Issue 14: list searches (ilike '%text%') use pg_trgm GIN indexes. Each index is on exactly the
-- expression its query matches (users' first_name || ' ' || last_name, coalesce(phone, ''), ...), else
-- the planner cannot use it; a pattern under 3 characters has no trigram and still scans.
-- pg_trgm goes into public (PostgreSQL test files run in their own schema, so the operator class is
-- qualified); parallel first migrations may race to create it, and the loser finds it made.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;
--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_tid_trgm_idx" ON "companies" USING gin (coalesce("tid", '') public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_invitations_company_name_trgm_idx" ON "company_invitations" USING gin ("company_name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "company_invitations_contact_name_trgm_idx" ON "company_invitations" USING gin (coalesce("contact_name", '') public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_templates_name_trgm_idx" ON "email_templates" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_templates_subject_trgm_idx" ON "email_templates" USING gin ("subject" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invitations_email_trgm_idx" ON "invitations" USING gin ("email" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merge_fields_name_trgm_idx" ON "merge_fields" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "merge_fields_description_trgm_idx" ON "merge_fields" USING gin ("description" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin (coalesce("phone", '') public.gin_trgm_ops);