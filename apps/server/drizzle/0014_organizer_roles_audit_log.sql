CREATE TABLE "organizer_audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizers" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizer_audit_log" ADD CONSTRAINT "organizer_audit_log_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizer_audit_log" ADD CONSTRAINT "organizer_audit_log_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizer_audit_log_time_idx" ON "organizer_audit_log" USING btree ("exhibition_id","created_at");--> statement-breakpoint
CREATE INDEX "organizer_audit_log_target_idx" ON "organizer_audit_log" USING btree ("exhibition_id","target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "organizer_audit_log_actor_idx" ON "organizer_audit_log" USING btree ("exhibition_id","user_account_id","created_at");