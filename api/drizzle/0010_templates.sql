-- Templates and the library (issue 10): templates with their JSON body and sanitised HTML, every saved
-- version, collections (the library's and a project's own), labels, favorites, a project's chosen collection.
CREATE TABLE "project_template_collections" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"collection_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_collection_items" (
	"collection_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_collection_items_collection_id_template_id_pk" PRIMARY KEY("collection_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_favorites" (
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_favorites_user_id_template_id_pk" PRIMARY KEY("user_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_label_links" (
	"label_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	CONSTRAINT "template_label_links_label_id_template_id_pk" PRIMARY KEY("label_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "template_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"color" varchar(16) DEFAULT 'gray' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"number" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(32) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"html" text NOT NULL,
	"note" varchar(255) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"type" varchar(32) NOT NULL,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"html" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_template_collections" ADD CONSTRAINT "project_template_collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_template_collections" ADD CONSTRAINT "project_template_collections_collection_id_template_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."template_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_collection_items" ADD CONSTRAINT "template_collection_items_collection_id_template_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."template_collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_collection_items" ADD CONSTRAINT "template_collection_items_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_collections" ADD CONSTRAINT "template_collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_collections" ADD CONSTRAINT "template_collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_favorites" ADD CONSTRAINT "template_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_favorites" ADD CONSTRAINT "template_favorites_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_label_links" ADD CONSTRAINT "template_label_links_label_id_template_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."template_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_label_links" ADD CONSTRAINT "template_label_links_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_labels" ADD CONSTRAINT "template_labels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_template_collections_collection_idx" ON "project_template_collections" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "template_collection_items_template_idx" ON "template_collection_items" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_collections_company_name_unique" ON "template_collections" USING btree ("company_id",lower("name")) WHERE "template_collections"."project_id" is null;--> statement-breakpoint
CREATE INDEX "template_collections_name_trgm_idx" ON "template_collections" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "template_favorites_template_idx" ON "template_favorites" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_label_links_template_idx" ON "template_label_links" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_labels_company_name_unique" ON "template_labels" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "template_labels_name_trgm_idx" ON "template_labels" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_template_number_unique" ON "template_versions" USING btree ("template_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_company_name_unique" ON "templates" USING btree ("company_id",lower("name")) WHERE "templates"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "templates_company_updated_idx" ON "templates" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "templates_name_trgm_idx" ON "templates" USING gin ("name" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_description_trgm_idx" ON "templates" USING gin ("description" public.gin_trgm_ops);
