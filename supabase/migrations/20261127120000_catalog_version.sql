-- Live updates: a version number the database bumps whenever a table the site
-- reads changes (vehicles, faq). Every container of the site reads it every few
-- seconds through `rpc/catalog_version` and re-reads the fleet when it moved,
-- so an edit in the dashboard shows within 15 seconds (docs/decisions/007).
-- Safe to run again: every step checks first. A site running before this
-- migration keeps its freshness time (CATALOG_TTL_SECONDS) and logs why.

-- One row. It is updated inside the editing transaction, so a new version is
-- visible only once the edit is committed: a container that sees it reads the
-- edit too (a sequence would show the number before the commit).
create table if not exists public.catalog_version (
  id boolean primary key default true,
  version bigint not null default 0,
  changed_at timestamptz not null default now(),
  constraint catalog_version_one_row check (id)
);
insert into public.catalog_version (id) values (true) on conflict (id) do nothing;

comment on table public.catalog_version is 'Bumped by triggers on every change to vehicles and faq; the site reads it through catalog_version(). Do not edit.';

-- Nobody reads or writes the table through the API; the function below is the only way in.
alter table public.catalog_version enable row level security;
revoke all on public.catalog_version from anon, authenticated;

create or replace function public.bump_catalog_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.catalog_version set version = version + 1, changed_at = now() where id;
  return null;
end;
$$;
revoke all on function public.bump_catalog_version() from public, anon, authenticated;

-- One bump per statement, whatever its number of rows: a bulk edit is one change.
drop trigger if exists vehicles_bump_catalog_version on public.vehicles;
create trigger vehicles_bump_catalog_version
  after insert or update or delete or truncate on public.vehicles
  for each statement execute function public.bump_catalog_version();

do $$
begin
  -- The faq table comes with 20261123120000_rental_terms_and_faq.sql.
  if to_regclass('public.faq') is not null then
    drop trigger if exists faq_bump_catalog_version on public.faq;
    create trigger faq_bump_catalog_version
      after insert or update or delete or truncate on public.faq
      for each statement execute function public.bump_catalog_version();
  end if;
end;
$$;

-- What the site calls: POST (or GET) /rest/v1/rpc/catalog_version.
create or replace function public.catalog_version() returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select version from public.catalog_version where id;
$$;
revoke all on function public.catalog_version() from public;
grant execute on function public.catalog_version() to anon, authenticated;

notify pgrst, 'reload schema';
