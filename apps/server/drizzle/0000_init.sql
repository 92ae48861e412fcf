CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"product_intro" text DEFAULT '' NOT NULL,
	"product_en_intro" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purchase_price" numeric(12, 2),
	"sale_price" numeric(12, 2),
	"min_order" integer DEFAULT 1 NOT NULL,
	"spot_trading" boolean DEFAULT false NOT NULL,
	"customization" boolean DEFAULT false NOT NULL,
	"scope" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"article_number" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"img" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"target_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"release_date" text NOT NULL,
	"notes" jsonb NOT NULL,
	"notes_en" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"body" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"cover_icon" text NOT NULL,
	"cover_icon_en" text DEFAULT '' NOT NULL,
	"url_type" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"show_type" text DEFAULT 'HOME' NOT NULL,
	"subject_type" text DEFAULT '' NOT NULL,
	"is_login" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"url_en" text DEFAULT '' NOT NULL,
	"picture" text NOT NULL,
	"picture_en" text NOT NULL,
	"external_link" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"exhibitor_id" text,
	"idx" integer DEFAULT 0 NOT NULL,
	"is_image" boolean DEFAULT true NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_exhibitor_sample_points" (
	"id" text PRIMARY KEY NOT NULL,
	"sample_id" text NOT NULL,
	"product_id" text NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hot_exhibitor_samples" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"image_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"notice_type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitor_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"exhibitor_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"admin" boolean DEFAULT false NOT NULL,
	"resigned" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitors" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"en_introduction" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"hot_image" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_code" text DEFAULT 'CN' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"floor" text DEFAULT '' NOT NULL,
	"booth_area" text DEFAULT '' NOT NULL,
	"booth_number" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"fax" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"contacts" text DEFAULT '' NOT NULL,
	"company_scale" text DEFAULT '' NOT NULL,
	"registered_capital" text DEFAULT '' NOT NULL,
	"attendance_times" integer DEFAULT 0 NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"url3d" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_account_id" text NOT NULL,
	"exhibition_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "configuration_items" (
	"exhibition_id" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "configuration_items_exhibition_id_key_pk" PRIMARY KEY("exhibition_id","key")
);
--> statement-breakpoint
CREATE TABLE "exhibition_users" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"complete_visitor" boolean DEFAULT false NOT NULL,
	"complete_visitor_register" boolean DEFAULT false NOT NULL,
	"complete_questionnaire" boolean DEFAULT false NOT NULL,
	"complete_exhibition_registration" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizers" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"mobile" text,
	"password_hash" text,
	"name" text DEFAULT '' NOT NULL,
	"head_image" text DEFAULT '' NOT NULL,
	"im_account" text DEFAULT '' NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitors" (
	"id" text PRIMARY KEY NOT NULL,
	"exhibition_id" text NOT NULL,
	"user_account_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"head_image" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '' NOT NULL,
	"source_type" text DEFAULT '' NOT NULL,
	"source_exhibitor_id" text,
	"source_employee_account_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_exhibitor_sample_points" ADD CONSTRAINT "hot_exhibitor_sample_points_sample_id_hot_exhibitor_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."hot_exhibitor_samples"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_exhibitor_sample_points" ADD CONSTRAINT "hot_exhibitor_sample_points_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_exhibitor_samples" ADD CONSTRAINT "hot_exhibitor_samples_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hot_exhibitor_samples" ADD CONSTRAINT "hot_exhibitor_samples_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_employees" ADD CONSTRAINT "exhibitor_employees_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_employees" ADD CONSTRAINT "exhibitor_employees_exhibitor_id_exhibitors_id_fk" FOREIGN KEY ("exhibitor_id") REFERENCES "public"."exhibitors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitor_employees" ADD CONSTRAINT "exhibitor_employees_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitors" ADD CONSTRAINT "exhibitors_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuration_items" ADD CONSTRAINT "configuration_items_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_users" ADD CONSTRAINT "exhibition_users_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibition_users" ADD CONSTRAINT "exhibition_users_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitors" ADD CONSTRAINT "visitors_user_account_id_user_accounts_id_fk" FOREIGN KEY ("user_account_id") REFERENCES "public"."user_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_exhibition_idx" ON "products" USING btree ("exhibition_id","created_at");--> statement-breakpoint
CREATE INDEX "products_exhibitor_idx" ON "products" USING btree ("exhibitor_id","sort");--> statement-breakpoint
CREATE INDEX "advertisements_exhibition_idx" ON "advertisements" USING btree ("exhibition_id","sort");--> statement-breakpoint
CREATE INDEX "articles_exhibition_idx" ON "articles" USING btree ("exhibition_id","publish_time");--> statement-breakpoint
CREATE INDEX "banners_exhibition_idx" ON "banners" USING btree ("exhibition_id","show_type","sort");--> statement-breakpoint
CREATE INDEX "carousel_items_exhibition_idx" ON "carousel_items" USING btree ("exhibition_id","idx");--> statement-breakpoint
CREATE INDEX "hot_exhibitor_sample_points_sample_idx" ON "hot_exhibitor_sample_points" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "hot_exhibitor_samples_exhibition_idx" ON "hot_exhibitor_samples" USING btree ("exhibition_id","sort");--> statement-breakpoint
CREATE INDEX "notices_recipient_idx" ON "notices" USING btree ("exhibition_id","user_account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitor_employees_account_uq" ON "exhibitor_employees" USING btree ("exhibition_id","user_account_id");--> statement-breakpoint
CREATE INDEX "exhibitor_employees_exhibitor_idx" ON "exhibitor_employees" USING btree ("exhibitor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibitors_code_uq" ON "exhibitors" USING btree ("exhibition_id","code");--> statement-breakpoint
CREATE INDEX "exhibitors_exhibition_idx" ON "exhibitors" USING btree ("exhibition_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_hash_uq" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_account_idx" ON "auth_tokens" USING btree ("user_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exhibition_users_uq" ON "exhibition_users" USING btree ("exhibition_id","user_account_id","subject_type");--> statement-breakpoint
CREATE UNIQUE INDEX "organizers_account_uq" ON "organizers" USING btree ("exhibition_id","user_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_accounts_email_uq" ON "user_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_accounts_mobile_uq" ON "user_accounts" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "visitors_account_uq" ON "visitors" USING btree ("exhibition_id","user_account_id");