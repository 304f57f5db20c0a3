-- The owner's Spanish for each vehicle: its description and its special
-- features as the Spanish pages (/es/fleet/...) show them. Both optional: an
-- empty one shows the English text instead. Safe to run again: every step
-- checks first. A site running before this migration shows the English texts
-- on Spanish pages and logs once that the migration is missing.

alter table public.vehicles
  add column if not exists description_es text,
  add column if not exists special_features_es text[] not null default '{}';

comment on column public.vehicles.description_es is 'The description in Spanish, shown on /es pages; empty shows the English description.';
comment on column public.vehicles.special_features_es is 'The special features in Spanish, shown on /es pages; an empty list shows the English ones.';

-- PostgREST reads the schema once; ask it to see the new columns now.
notify pgrst, 'reload schema';
