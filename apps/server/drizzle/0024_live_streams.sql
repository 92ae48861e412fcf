CREATE TABLE "live_activity_types" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_marks" (
	"live_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"kind" text NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_marks_live_id_kind_user_account_id_pk" PRIMARY KEY("live_id","kind","user_account_id")
);
--> statement-breakpoint
CREATE TABLE "live_product_events" (
	"id" text PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"product_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_watch_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"live_id" text NOT NULL,
	"user_account_id" text,
	"state" integer NOT NULL,
	"watch_type" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "intent_orders" ADD COLUMN "live_id" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "stream_state" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "stream_name" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "stream_key" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "password" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "activity_type_id" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "intro" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "employee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "pinned_product_id" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "thumbs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "recording" text;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "publish_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "publish_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lives" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_activity_types" ADD CONSTRAINT "live_activity_types_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_marks" ADD CONSTRAINT "live_marks_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_product_events" ADD CONSTRAINT "live_product_events_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_watch_logs" ADD CONSTRAINT "live_watch_logs_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_activity_types_idx" ON "live_activity_types" USING btree ("exhibition_id","sort");--> statement-breakpoint
CREATE INDEX "live_marks_account_idx" ON "live_marks" USING btree ("user_account_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "live_product_events_once_idx" ON "live_product_events" USING btree ("live_id","event","user_account_id","product_id");--> statement-breakpoint
CREATE INDEX "live_watch_logs_live_idx" ON "live_watch_logs" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "intent_orders_live_idx" ON "intent_orders" USING btree ("live_id");--> statement-breakpoint
CREATE INDEX "lives_exhibition_start_idx" ON "lives" USING btree ("exhibition_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_stream_name_idx" ON "lives" USING btree ("stream_name");