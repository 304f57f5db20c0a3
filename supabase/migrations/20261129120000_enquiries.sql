-- Enquiries: every valid booking request the site's forms post, kept before the
-- visitor's mail draft opens (docs/decisions/017). The site inserts with the
-- anon key; nobody reads, changes or deletes rows through the API. The owner
-- reads them in the dashboard (Table Editor) or with `npm run enquiries` and
-- the service-role key. No client address is stored.
-- Safe to run again: every step checks first.

create table if not exists public.enquiries (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  form text not null check (form in ('contact-panel', 'contact', 'elite-booking', 'vehicle-booking', 'yacht-booking')),
  locale text not null check (locale in ('en', 'es')),
  page text not null check (char_length(page) <= 500),
  name text not null default '' check (char_length(name) <= 250),
  email text not null default '' check (char_length(email) <= 254),
  phone text not null default '' check (char_length(phone) <= 40),
  message text not null default '' check (char_length(message) <= 4000),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 4000)
);
create index if not exists enquiries_created_at on public.enquiries (created_at desc);

comment on table public.enquiries is 'Booking requests from the site''s forms. Insert-only for the site (anon); deleted after the retention period by purge_enquiries().';

-- Insert only: no select (so an insert cannot ask for the row back), update or delete.
alter table public.enquiries enable row level security;
revoke all on public.enquiries from anon, authenticated;
grant insert on public.enquiries to anon, authenticated;
drop policy if exists enquiries_insert on public.enquiries;
create policy enquiries_insert on public.enquiries for insert to anon, authenticated with check (true);

-- Retention: rows older than `days` are deleted (180 by default, as the site's ENQUIRY_RETENTION_DAYS).
create or replace function public.purge_enquiries(days integer default 180) returns integer
language sql
security definer
set search_path = ''
as $$
  with gone as (delete from public.enquiries where created_at < now() - make_interval(days => days) returning 1)
  select count(*)::integer from gone;
$$;
revoke all on function public.purge_enquiries(integer) from public, anon, authenticated;

-- Daily at 04:17 UTC with pg_cron where the project has it (Supabase: Database > Extensions).
-- Without it the migration still applies; the owner can run `select public.purge_enquiries();`.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
    perform cron.schedule('purge-enquiries', '17 4 * * *', 'select public.purge_enquiries()');
  else
    raise notice 'pg_cron is not available: schedule select public.purge_enquiries(); yourself';
  end if;
exception when others then
  raise notice 'purge_enquiries not scheduled: %', sqlerrm;
end;
$$;
