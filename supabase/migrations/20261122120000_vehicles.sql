-- The fleet the public site reads (SPEC.md section 3, "Vehicle"). The owner
-- edits it in the Supabase dashboard; the site only ever reads it, with the
-- project's public anon key. Safe to run again: every step checks first.

create table if not exists public.vehicles (
  id uuid primary key default gen_random_uuid(),
  brand text not null,
  model text not null,
  variant text,
  description text,
  year integer,
  -- Absolute http(s) URLs, or paths in the `media` storage bucket
  -- (e.g. vehicles/mclaren-gt-blue-1.webp); the site turns paths into public URLs.
  images text[] not null default '{}',
  is_available boolean not null default true,
  is_featured boolean not null default false,
  price_per_day numeric,
  price_per_hour numeric,
  fuel_type text,
  transmission text,
  color_exterior text,
  color_interior text,
  power_hp integer,
  special_features text[] not null default '{}',
  created_at timestamptz not null default now(),
  -- The site skips a row it cannot show (a blank name, a negative price) and
  -- logs it; these checks stop such a row at the dashboard instead.
  constraint vehicles_brand_not_blank check (btrim(brand) <> ''),
  constraint vehicles_model_not_blank check (btrim(model) <> ''),
  constraint vehicles_prices_not_negative check (price_per_day >= 0 and price_per_hour >= 0),
  constraint vehicles_power_not_negative check (power_hp >= 0)
);

comment on table public.vehicles is 'The fleet shown on the public site. Read-only for anon and authenticated; edit it in the dashboard.';
comment on column public.vehicles.images is 'Absolute http(s) URLs, or paths in the public media bucket such as vehicles/x-1.webp.';

-- The site's reads (SPEC.md section 7): the whole fleet newest first; the home
-- showcase (featured and available, newest first); similar vehicles (same brand,
-- available, newest first, limit 3).
create index if not exists vehicles_created_at_idx on public.vehicles (created_at desc);
create index if not exists vehicles_featured_idx on public.vehicles (is_featured, is_available, created_at desc);
create index if not exists vehicles_brand_idx on public.vehicles (brand, created_at desc);

-- Row level security: everyone may read, nobody may write through the API.
-- Writes go through the dashboard (the postgres role) or the service_role key,
-- both of which bypass these rules.
alter table public.vehicles enable row level security;

drop policy if exists "Vehicles are readable by everyone" on public.vehicles;
create policy "Vehicles are readable by everyone"
  on public.vehicles for select
  to anon, authenticated
  using (true);

-- Supabase grants every privilege on new public tables to anon and
-- authenticated. Without write policies RLS already refuses inserts, updates
-- and deletes, but TRUNCATE ignores RLS, so the privileges go too.
revoke insert, update, delete, truncate, references, trigger on public.vehicles from anon, authenticated;
grant select on public.vehicles to anon, authenticated;
