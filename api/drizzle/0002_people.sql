CREATE TABLE "professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professions_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "user_professions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"profession_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_archives" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"archived_by_user_id" integer,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_professions" ADD CONSTRAINT "user_professions_profession_id_professions_id_fk" FOREIGN KEY ("profession_id") REFERENCES "public"."professions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_archives" ADD CONSTRAINT "user_archives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_archives" ADD CONSTRAINT "user_archives_archived_by_user_id_users_id_fk" FOREIGN KEY ("archived_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_professions_user_profession_unique" ON "user_professions" USING btree ("user_id","profession_id");--> statement-breakpoint
CREATE INDEX "user_professions_profession_idx" ON "user_professions" USING btree ("profession_id");
