-- Rows keep media as storage keys, not URLs: a URL path to this server's /media/ (under any BASE_PATH)
-- of a stored file (demo/…, uploads/…) becomes its key; external addresses stay as they are.
CREATE FUNCTION pg_temp.media_key(ref text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ref ~ '^/([^/]+/)*media/(demo|uploads)/' THEN substring(ref from '/media/((demo|uploads)/.*)$') ELSE ref END
$$;
--> statement-breakpoint
UPDATE "exhibitors" SET "logo" = pg_temp.media_key("logo"), "hot_image" = pg_temp.media_key("hot_image"), "video" = pg_temp.media_key("video");
--> statement-breakpoint
UPDATE "products" SET "video" = pg_temp.media_key("video"), "video_cover" = pg_temp.media_key("video_cover");
--> statement-breakpoint
UPDATE "articles" SET "cover" = pg_temp.media_key("cover");
--> statement-breakpoint
UPDATE "banners" SET "cover_icon" = pg_temp.media_key("cover_icon"), "cover_icon_en" = pg_temp.media_key("cover_icon_en");
--> statement-breakpoint
UPDATE "carousel_items" SET "picture" = pg_temp.media_key("picture"), "picture_en" = pg_temp.media_key("picture_en");
--> statement-breakpoint
UPDATE "hot_exhibitor_samples" SET "image_url" = pg_temp.media_key("image_url");
--> statement-breakpoint
UPDATE "advertisements" SET "img" = pg_temp.media_key("img");
--> statement-breakpoint
UPDATE "lives" SET "cover" = pg_temp.media_key("cover");
--> statement-breakpoint
UPDATE "user_accounts" SET "head_image" = pg_temp.media_key("head_image");
--> statement-breakpoint
UPDATE "visitors" SET "head_image" = pg_temp.media_key("head_image");
--> statement-breakpoint
UPDATE "exhibitors" SET "images" = (SELECT coalesce(jsonb_agg(pg_temp.media_key(v) ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements_text("images") WITH ORDINALITY AS e(v, n));
--> statement-breakpoint
UPDATE "products" SET "images" = (SELECT coalesce(jsonb_agg(pg_temp.media_key(v) ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements_text("images") WITH ORDINALITY AS e(v, n)), "detail_images" = (SELECT coalesce(jsonb_agg(pg_temp.media_key(v) ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements_text("detail_images") WITH ORDINALITY AS e(v, n));
