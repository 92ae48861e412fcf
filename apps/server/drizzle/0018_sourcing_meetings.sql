CREATE TABLE "sourcing_meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"place_en" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_needs" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"company_name" text NOT NULL,
	"mobile" text NOT NULL,
	"business_nature" text NOT NULL,
	"product" text NOT NULL,
	"product_image" text DEFAULT '' NOT NULL,
	"certificates" text DEFAULT '' NOT NULL,
	"purchase_quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"supplier_business_nature" text NOT NULL,
	"supplier_scale" text NOT NULL,
	"supplier_region" text DEFAULT '' NOT NULL,
	"other" text DEFAULT '' NOT NULL,
	"expected_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_signs" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"meeting_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"booth_number" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_mobile" text NOT NULL,
	"product_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_reason" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_meetings" ADD CONSTRAINT "sourcing_meetings_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_needs" ADD CONSTRAINT "sourcing_needs_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_needs" ADD CONSTRAINT "sourcing_needs_meeting_id_sourcing_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."sourcing_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_needs" ADD CONSTRAINT "sourcing_needs_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_signs" ADD CONSTRAINT "sourcing_signs_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_signs" ADD CONSTRAINT "sourcing_signs_meeting_id_sourcing_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."sourcing_meetings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_signs" ADD CONSTRAINT "sourcing_signs_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_signs" ADD CONSTRAINT "sourcing_signs_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sourcing_meetings_start_idx" ON "sourcing_meetings" USING btree ("exhibition_id","start_time","sort","id");--> statement-breakpoint
CREATE INDEX "sourcing_meetings_end_idx" ON "sourcing_meetings" USING btree ("exhibition_id","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_needs_visitor_uq" ON "sourcing_needs" USING btree ("meeting_id","user_account_id");--> statement-breakpoint
CREATE INDEX "sourcing_needs_mine_idx" ON "sourcing_needs" USING btree ("exhibition_id","user_account_id","submitted_at");--> statement-breakpoint
CREATE INDEX "sourcing_needs_meeting_idx" ON "sourcing_needs" USING btree ("meeting_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "sourcing_needs_review_idx" ON "sourcing_needs" USING btree ("exhibition_id","status","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_signs_exhibitor_uq" ON "sourcing_signs" USING btree ("meeting_id","exhibitor_id");--> statement-breakpoint
CREATE INDEX "sourcing_signs_mine_idx" ON "sourcing_signs" USING btree ("exhibition_id","exhibitor_id","submitted_at");--> statement-breakpoint
CREATE INDEX "sourcing_signs_review_idx" ON "sourcing_signs" USING btree ("exhibition_id","status","submitted_at");