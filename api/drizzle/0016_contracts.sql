-- Issue 16 (contracts): the approval round of a contract task, its signing rounds (frozen PDF, signers
-- in steps per side, placed nodes, executed PDF) and the append-only, hash-chained audit trail. The
-- snapshot of this migration also records what 0012-0015 added by hand (their SQL is not repeated here).
CREATE TABLE "contract_approvals" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"step" integer NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected" boolean DEFAULT false NOT NULL,
	"comment" text,
	"acted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"round_id" integer,
	"seq" integer NOT NULL,
	"action" varchar(32) NOT NULL,
	"user_id" integer,
	"actor_name" varchar(255),
	"actor_email" varchar(255),
	"ip" varchar(64),
	"user_agent" varchar(512),
	"document_sha256" varchar(64),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" varchar(32) NOT NULL,
	"prev_hash" varchar(64),
	"hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'preparing' NOT NULL,
	"document_key" varchar(255) NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"page_count" integer NOT NULL,
	"page_sizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"copy_recipients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"executed_key" varchar(255),
	"executed_sha256" varchar(64),
	"decline_reason" text,
	"declined_by" integer,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"sealed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signature_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"signer_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"side" varchar(16) NOT NULL,
	"step" integer NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"notified_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"consent_text" text,
	"consented_at" timestamp with time zone,
	"signature" jsonb,
	"initials" jsonb,
	"signed_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"document_sha256" varchar(64),
	"declined_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "supersedes_task_id" integer;--> statement-breakpoint
ALTER TABLE "contract_approvals" ADD CONSTRAINT "contract_approvals_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_approvals" ADD CONSTRAINT "contract_approvals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rounds" ADD CONSTRAINT "contract_rounds_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rounds" ADD CONSTRAINT "contract_rounds_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_rounds" ADD CONSTRAINT "contract_rounds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signature_nodes" ADD CONSTRAINT "contract_signature_nodes_round_id_contract_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."contract_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signature_nodes" ADD CONSTRAINT "contract_signature_nodes_signer_id_contract_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."contract_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_round_id_contract_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."contract_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_approvals_task_user_unique" ON "contract_approvals" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "contract_approvals_user_idx" ON "contract_approvals" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_audit_events_task_seq_unique" ON "contract_audit_events" USING btree ("task_id","seq");--> statement-breakpoint
CREATE INDEX "contract_rounds_task_idx" ON "contract_rounds" USING btree ("task_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_rounds_task_open_unique" ON "contract_rounds" USING btree ("task_id") WHERE "contract_rounds"."status" in ('preparing', 'signing', 'sealing');--> statement-breakpoint
CREATE INDEX "contract_rounds_executed_sha_idx" ON "contract_rounds" USING btree ("executed_sha256");--> statement-breakpoint
CREATE INDEX "contract_rounds_document_sha_idx" ON "contract_rounds" USING btree ("document_sha256");--> statement-breakpoint
CREATE INDEX "contract_signature_nodes_round_idx" ON "contract_signature_nodes" USING btree ("round_id");--> statement-breakpoint
CREATE INDEX "contract_signature_nodes_signer_idx" ON "contract_signature_nodes" USING btree ("signer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_round_user_unique" ON "contract_signers" USING btree ("round_id","user_id");--> statement-breakpoint
CREATE INDEX "contract_signers_user_idx" ON "contract_signers" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "contract_signers_task_idx" ON "contract_signers" USING btree ("task_id");

--> statement-breakpoint
-- The audit trail is append-only in the database itself: UPDATE and DELETE are refused (TRUNCATE, a
-- test's reset, is not a row operation). A hash chain makes a change detectable; this makes it fail.
CREATE OR REPLACE FUNCTION contract_audit_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'contract_audit_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER contract_audit_events_append_only BEFORE UPDATE OR DELETE ON "contract_audit_events" FOR EACH ROW EXECUTE FUNCTION contract_audit_events_append_only();
