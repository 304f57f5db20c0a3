-- Questions by language: each row of public.faq is English or Spanish. /faq
-- shows the English rows; /es/faq the Spanish ones, and for a section with no
-- Spanish rows the English ones. Applied on top of the earlier migrations;
-- safe to run again: every step checks first. Rows that exist already are
-- English. A site reading a table without this column treats every row as
-- English and logs that once.

alter table public.faq
  add column if not exists language text not null default 'en';

comment on column public.faq.language is 'en or es: the language of the question and its answer. /es/faq shows the es rows of a section, or its en rows when it has none.';

do $$
begin
  if not exists (
    select 1 from pg_constraint where conrelid = 'public.faq'::regclass and conname = 'faq_language_known'
  ) then
    alter table public.faq add constraint faq_language_known check (language in ('en', 'es'));
  end if;

  -- An answer's address is unique on its page, not across languages: the
  -- Spanish row of a question takes the English row's anchor, so
  -- /faq#anchor and /es/faq#anchor are the same answer.
  if not exists (
    select 1 from pg_constraint where conrelid = 'public.faq'::regclass and conname = 'faq_language_anchor_unique'
  ) then
    alter table public.faq drop constraint if exists faq_anchor_unique;
    alter table public.faq add constraint faq_language_anchor_unique unique (language, anchor);
  end if;
end;
$$;

comment on column public.faq.anchor is 'Optional address on the page (lowercase letters, digits, hyphens): /faq#anchor. Unique within a language; give a question''s Spanish row its English row''s anchor.';

-- PostgREST reads the schema once; ask it to see the new column now.
notify pgrst, 'reload schema';
