CREATE TABLE "chat_tourists" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"client_key_hash" text NOT NULL,
	"service_account_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_tourists" ADD CONSTRAINT "chat_tourists_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tourists" ADD CONSTRAINT "chat_tourists_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_tourists" ADD CONSTRAINT "chat_tourists_service_account_id_user_accounts_id_fk" FOREIGN KEY ("service_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_tourists_token_uq" ON "chat_tourists" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_tourists_account_uq" ON "chat_tourists" USING btree ("user_account_id");--> statement-breakpoint
CREATE INDEX "chat_tourists_client_idx" ON "chat_tourists" USING btree ("exhibition_id","client_key_hash","created_at");