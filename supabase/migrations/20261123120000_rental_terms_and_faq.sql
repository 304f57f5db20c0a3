-- Rental terms per vehicle, and the requirements and FAQ page (/faq). Applied
-- on top of the earlier migrations; safe to run again: every step checks first.
-- A site upgraded before this runs keeps working without terms and without FAQ.

-- Optional terms on each vehicle. Empty (null) means "the site-wide default"
-- (the RENTAL_* settings, docs/DEPLOY.md); the checks stop a value the site
-- would refuse anyway (it logs such a value and shows the default instead).
alter table public.vehicles
  add column if not exists min_driver_age integer
    constraint vehicles_min_driver_age_range check (min_driver_age between 16 and 99),
  add column if not exists security_deposit numeric
    constraint vehicles_security_deposit_range check (security_deposit between 0 and 1000000),
  add column if not exists miles_per_day integer
    constraint vehicles_miles_per_day_range check (miles_per_day between 1 and 10000),
  add column if not exists extra_mile_price numeric
    constraint vehicles_extra_mile_price_range check (extra_mile_price between 0 and 1000),
  add column if not exists min_rental_hours integer
    constraint vehicles_min_rental_hours_range check (min_rental_hours between 1 and 720);

comment on column public.vehicles.min_driver_age is 'Minimum driver age in years; empty uses the site default.';
comment on column public.vehicles.security_deposit is 'Refundable security deposit in USD; empty uses the site default.';
comment on column public.vehicles.miles_per_day is 'Miles included per rental day; empty uses the site default.';
comment on column public.vehicles.extra_mile_price is 'Price per mile over the included miles, in USD; empty uses the site default.';
comment on column public.vehicles.min_rental_hours is 'Shortest rental in hours; empty uses the site default.';

-- The questions on /faq. `topic` places a question in one of the page's
-- sections, `position` orders it within them (lowest first), and only
-- published rows are shown. `anchor` is the question's address on the page
-- (/faq#anchor); left empty, the site makes one from the question.
create table if not exists public.faq (
  id uuid primary key default gen_random_uuid(),
  topic text not null,
  question text not null,
  -- Plain text; a blank line starts a new paragraph.
  answer text not null,
  position integer not null default 0,
  published boolean not null default true,
  anchor text,
  created_at timestamptz not null default now(),
  constraint faq_topic_known check (
    topic in ('requirements', 'deposit', 'insurance', 'mileage', 'delivery', 'yacht', 'cancellations')
  ),
  constraint faq_question_not_blank check (btrim(question) <> ''),
  constraint faq_answer_not_blank check (btrim(answer) <> ''),
  constraint faq_anchor_format check (anchor ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint faq_anchor_unique unique (anchor)
);

comment on table public.faq is 'Questions and answers on /faq. Read-only for anon and authenticated; edit it in the dashboard.';
comment on column public.faq.topic is 'One of: requirements, deposit, insurance, mileage, delivery, yacht, cancellations.';
comment on column public.faq.answer is 'Plain text; a blank line starts a new paragraph.';
comment on column public.faq.anchor is 'Optional address on the page (lowercase letters, digits, hyphens): /faq#anchor.';

-- The site's read: published questions in page order.
create index if not exists faq_published_idx on public.faq (published, topic, position);

-- The same rules as vehicles: everyone may read, nobody may write through the
-- API. Only published answers are readable: a draft stays in the dashboard.
alter table public.faq enable row level security;

drop policy if exists "FAQ is readable by everyone" on public.faq;
create policy "FAQ is readable by everyone"
  on public.faq for select
  to anon, authenticated
  using (published);

revoke insert, update, delete, truncate, references, trigger on public.faq from anon, authenticated;
grant select on public.faq to anon, authenticated;

-- PostgREST reads the schema once; ask it to see the new table and columns now.
notify pgrst, 'reload schema';
