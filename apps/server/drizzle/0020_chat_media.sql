CREATE TABLE "chat_media" (
	"key" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"uploader_account_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"size" integer NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"thumb_key" text,
	"thumb_width" integer DEFAULT 0 NOT NULL,
	"thumb_height" integer DEFAULT 0 NOT NULL,
	"poster_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_uploads" ALTER COLUMN "exhibitor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_media" ADD CONSTRAINT "chat_media_uploader_account_id_user_accounts_id_fk" FOREIGN KEY ("uploader_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;