-- The public `media` bucket: vehicle photos, hero images, videos and logos
-- (SPEC.md section 3, "Media"). Public means anyone can fetch a file by its URL,
-- {SUPABASE_URL}/storage/v1/object/public/media/{path}; the policy below also
-- lets anon and authenticated list it. Nobody uploads through the API: the owner
-- uploads in the dashboard or with the Supabase CLI, which bypass these rules.
-- Safe to run again, also when the bucket was made in the dashboard first.

insert into storage.buckets (id, name, public)
values ('media', 'media', true)
on conflict (id) do nothing;

-- storage.objects has row level security enabled by Supabase; with only this
-- SELECT policy for the bucket, uploads, overwrites and deletes are refused.
drop policy if exists "Media is readable by everyone" on storage.objects;
create policy "Media is readable by everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'media');
