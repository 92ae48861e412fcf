CREATE TABLE "login_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"client_key" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"delivered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"state" text DEFAULT 'WAITING' NOT NULL,
	"confirmed_by" text,
	"subject_type" text,
	"pending_token" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"question_id" text NOT NULL,
	"option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_length" integer DEFAULT 500 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"target_x" integer NOT NULL,
	"client_key" text NOT NULL,
	"verification_token_hash" text,
	"solved_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"scene" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_key" text NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verified_targets" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"target" text NOT NULL,
	"scene" text NOT NULL,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "province_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "city_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "area_code" text DEFAULT '+86' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "business_nature" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "purchase_categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "sourcing_demand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "telephone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "id_type" text;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "id_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "social" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "company_file" jsonb;--> statement-breakpoint
ALTER TABLE "visitors" ADD COLUMN "source_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_confirmed_by_user_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_answers" ADD CONSTRAINT "question_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_account_idx" ON "login_attempts" USING btree ("account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_client_idx" ON "login_attempts" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_idx" ON "outbox_messages" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "question_answers_uq" ON "question_answers" USING btree ("exhibition_id","user_account_id","question_id");--> statement-breakpoint
CREATE INDEX "questions_exhibition_idx" ON "questions" USING btree ("exhibition_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "slider_challenges_token_uq" ON "slider_challenges" USING btree ("verification_token_hash");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verified_targets_token_uq" ON "verified_targets" USING btree ("token_hash");