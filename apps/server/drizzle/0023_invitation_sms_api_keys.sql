CREATE TABLE "invitation_api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by_account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "email_invitations" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitation_api_keys" ADD CONSTRAINT "invitation_api_keys_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_api_keys" ADD CONSTRAINT "invitation_api_keys_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_api_keys_hash_uq" ON "invitation_api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "invitation_api_keys_exhibitor_idx" ON "invitation_api_keys" USING btree ("exhibitor_id","created_at");