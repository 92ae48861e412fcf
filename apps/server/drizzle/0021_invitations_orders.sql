CREATE TABLE "email_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"sent_by_account_id" text,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_at" timestamp with time zone,
	"registered_account_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_pool_codes" (
	"exhibitor_id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "intent_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"product_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"quantity" double precision NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"assignee_account_id" text,
	"assigned_at" timestamp with time zone,
	"contacted" boolean DEFAULT false NOT NULL,
	"contacted_by_account_id" text,
	"contacted_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"product_id" text,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"confirmed_by_account_id" text,
	"confirmed_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_pool_members" ADD COLUMN "employee_account_id" text;--> statement-breakpoint
ALTER TABLE "client_pool_members" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "email_invitations" ADD CONSTRAINT "email_invitations_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_invitations" ADD CONSTRAINT "email_invitations_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_pool_codes" ADD CONSTRAINT "exhibitor_pool_codes_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_pool_codes" ADD CONSTRAINT "exhibitor_pool_codes_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_orders" ADD CONSTRAINT "intent_orders_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_orders" ADD CONSTRAINT "intent_orders_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "intent_orders" ADD CONSTRAINT "intent_orders_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_requests" ADD CONSTRAINT "invite_requests_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_requests" ADD CONSTRAINT "invite_requests_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_requests" ADD CONSTRAINT "invite_requests_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_invitations_uq" ON "email_invitations" USING btree ("exhibitor_id","email");--> statement-breakpoint
CREATE INDEX "email_invitations_list_idx" ON "email_invitations" USING btree ("exhibitor_id","invited_at");--> statement-breakpoint
CREATE INDEX "email_invitations_email_idx" ON "email_invitations" USING btree ("exhibition_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_pool_codes_code_uq" ON "exhibitor_pool_codes" USING btree ("exhibition_id","code");--> statement-breakpoint
CREATE INDEX "intent_orders_exhibitor_idx" ON "intent_orders" USING btree ("exhibitor_id","created_at");--> statement-breakpoint
CREATE INDEX "intent_orders_assignee_idx" ON "intent_orders" USING btree ("exhibitor_id","assignee_account_id","created_at");--> statement-breakpoint
CREATE INDEX "intent_orders_visitor_idx" ON "intent_orders" USING btree ("exhibition_id","user_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_requests_uq" ON "invite_requests" USING btree ("exhibitor_id","user_account_id");--> statement-breakpoint
CREATE INDEX "invite_requests_exhibitor_idx" ON "invite_requests" USING btree ("exhibitor_id","status","created_at");--> statement-breakpoint
CREATE INDEX "invite_requests_visitor_idx" ON "invite_requests" USING btree ("exhibition_id","user_account_id","created_at");--> statement-breakpoint
CREATE INDEX "client_pool_members_list_idx" ON "client_pool_members" USING btree ("exhibitor_id","created_at");