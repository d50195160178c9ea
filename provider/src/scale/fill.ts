import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { REPORT_REASONS } from '../db/schema';
import { genericStreets } from '../seed/data/listings/streets';
import { PROPERTY_TYPE } from '../seed/data/taxonomy';
import { cityPriceLevels, scalePlaces } from './places';
import type { ScaleSizes } from './sizes';

/** One agent account for every this many members; agents own the listings not sold by their owner. */
const MEMBERS_PER_AGENT = 16;
/** Share of agents staff verified. */
const VERIFIED_AGENT_SHARE = 0.05;
const FIRST_NAMES = ['Adaeze', 'Babajide', 'Chinedu', 'Damilola', 'Emeka', 'Folake', 'Garba', 'Halima', 'Ifeoma', 'Jide', 'Kemi', 'Lanre', 'Musa', 'Ngozi', 'Obinna', 'Funmi', 'Tunde', 'Uche', 'Yetunde', 'Zainab'];
const LAST_NAMES = ['Adeyemi', 'Bello', 'Chukwu', 'Danjuma', 'Eze', 'Fashola', 'Ibrahim', 'Johnson', 'Okafor', 'Okonkwo', 'Oladipo', 'Onyeka', 'Salami', 'Usman', 'Williams', 'Yusuf'];
/** A year's rent or a price a saved search caps, as people type them. */
const RENT_CAPS = [500_000, 1_000_000, 1_500_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000];
const SALE_CAPS = [20_000_000, 30_000_000, 50_000_000, 80_000_000, 150_000_000, 300_000_000];

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** A random element of a JSON array written with `json`, drawn afresh for each row. */
const pickFrom = (array: SQL, length: number) => sql`(${array} ->> floor(random() * ${length})::int)`;

type Step = { name: string; run: (tx: Database) => Promise<unknown> };

/**
 * Adds a national market to a database holding the demo data, in one transaction of set-based SQL (no
 * row is sent from here): members, listings copied from the demo listings (their kind, rooms, text,
 * photos, fees, title and living facts) into the places of the national market at its prices there,
 * with price history and freshness, then saved searches, wishlists and reports. `log` hears each step.
 */
export async function fillNationalMarket(db: Database, sizes: ScaleSizes, passwordHash: string, log: (line: string) => void): Promise<void> {
  const ids = (await db.execute(sql`select (select max(id) from users) as users, (select max(id) from properties) as listings`)) as unknown as {
    rows: { users: number; listings: number }[];
  };
  const firstMember = Number(ids.rows[0].users);
  const firstListing = Number(ids.rows[0].listings);
  const agents = Math.max(1, Math.ceil(sizes.members / MEMBERS_PER_AGENT));
  const privateMembers = sizes.members - agents;
  const places = scalePlaces();
  // Cumulative shares: width_bucket(random(), thresholds) - 1 is a place drawn by its share.
  const thresholds = places.map((_, index) => places.slice(0, index).reduce((sum, place) => sum + place.share, 0));
  /** A random member who is not an agent (an agent when there are no others). */
  const privateMember = privateMembers > 0 ? sql`${firstMember + agents} + 1 + floor(random() * ${privateMembers})::int` : sql`${firstMember} + 1`;

  const steps: Step[] = [
    {
      name: 'places',
      run: async (tx) => {
        await tx.execute(sql`create temporary table scale_places on commit drop as
          select * from jsonb_to_recordset(${json(places.map((place, slot) => ({ ...place, slot })))}) as x(slot int,
            "stateId" int, "cityId" int, "townId" int, area text, city text, latitude float8, longitude float8, "priceLevel" float8)`);
        await tx.execute(sql`create temporary table scale_thresholds on commit drop as
          select array(select value::float8 from jsonb_array_elements_text(${json(thresholds)})) as shares`);
        await tx.execute(sql`create temporary table scale_templates on commit drop as
          select (row_number() over (order by p.id))::int - 1 as slot, p.id, p.price, coalesce(t.name, c.name) as area, c.name as city, l."priceLevel" as price_level
          from properties p
          join cities c on c.id = p.city_id
          left join towns t on t.id = p.town_id
          join jsonb_to_recordset(${json(cityPriceLevels())}) as l("cityId" int, "priceLevel" float8) on l."cityId" = p.city_id
          where p.hidden_at is null and p.held_for_review_at is null`);
      },
    },
    {
      name: `${sizes.members.toLocaleString('en-GB')} members (${agents.toLocaleString('en-GB')} agents)`,
      run: (tx) =>
        tx.execute(sql`insert into users (id, email, password_hash, confirmed, first_name, last_name, phone, state_id, country_id, unique_code, created_at)
          select ${firstMember} + s.g, 'scale.member' || s.g || '@example.com', ${passwordHash}, true,
            ${pickFrom(json(FIRST_NAMES), FIRST_NAMES.length)}, ${pickFrom(json(LAST_NAMES), LAST_NAMES.length)},
            '080' || lpad((s.g % 100000000)::text, 8, '0'), pl."stateId", 161, 'NS' || lpad(s.g::text, 8, '0'),
            now() - random() * interval '3 years'
          from (select g, random() as r_place from generate_series(1, ${sizes.members}::int) g) s
          join scale_places pl on pl.slot = width_bucket(s.r_place, (select shares from scale_thresholds)) - 1`),
    },
    {
      name: 'verified agents',
      run: (tx) =>
        tx.execute(sql`insert into verification_requests (user_id, kind, phone, phone_confirmed_at, valid_id_key, status, reviewed_at, created_at)
          select u.id, 'agent', '+234' || substr(u.phone, 2), u.created_at, (select valid_id_key from verification_requests order by id limit 1),
            'approved', u.created_at + interval '2 days', u.created_at + interval '1 day'
          from users u
          where u.id between ${firstMember + 1} and ${firstMember + agents} and random() < ${VERIFIED_AGENT_SHARE}
            and exists (select 1 from verification_requests)`),
    },
    {
      name: 'listings drawn',
      run: (tx) =>
        tx.execute(sql`create temporary table scale_new on commit drop as
          select s.g, ${firstListing} + s.g as id, t.id as template_id, t.price as template_price, t.area as template_area, t.city as template_city,
            pl."stateId" as state_id, pl."cityId" as city_id, pl."townId" as town_id, pl.area, pl.city, pl.latitude, pl.longitude,
            greatest(50000, round(t.price * pl."priceLevel" / t.price_level * (0.85 + 0.3 * s.r_price) / 50000) * 50000)::bigint as price,
            now() - 400 * power(s.r_age, 1.3) * interval '1 day' as created_at,
            s.r_confirmed, s.r_owner, s.r_cut, s.r_views, s.r_misc
          from (
            select g, random() as r_place, random() as r_template, random() as r_price, random() as r_age, random() as r_confirmed,
              random() as r_owner, random() as r_cut, random() as r_views, random() as r_misc
            from generate_series(1, ${sizes.listings}::int) g
          ) s
          join scale_places pl on pl.slot = width_bucket(s.r_place, (select shares from scale_thresholds)) - 1
          join scale_templates t on t.slot = floor(s.r_template * (select count(*) from scale_templates))::int`),
    },
    {
      name: `${sizes.listings.toLocaleString('en-GB')} listings`,
      run: (tx) =>
        tx.execute(sql`insert into properties (id, owner_id, name, address, description, transaction_type, sale_by_owner, price, country_id, state_id,
            city_id, town_id, property_type_id, property_category_id, bedrooms, bathrooms, toilets, kitchens, car_parking, square_feet, units,
            year_built, availability, featured, view_count, like_count, latitude, longitude, video_link, payment_plan_option_id, vat,
            financial_advisory_fee, move_in_fees, title_type, title_documents_seen_at, electricity_band, meter, power_backup, water_source,
            flooding, road, security, no_inspection_fee, hidden_at, hidden_reason, created_at, confirmed_at)
          select n.id,
            case when p.sale_by_owner then ${privateMember} else ${firstMember} + 1 + floor(power(n.r_owner, 3) * ${agents})::int end,
            p.name,
            format('%s %s, %s', 1 + floor(n.r_misc * 48)::int, ${json(genericStreets)} ->> (n.g % ${genericStreets.length}), n.area),
            replace(replace(p.description, n.template_area, n.area), n.template_city, n.city),
            p.transaction_type, p.sale_by_owner, n.price, p.country_id, n.state_id, n.city_id, n.town_id, p.property_type_id,
            p.property_category_id, p.bedrooms, p.bathrooms, p.toilets, p.kitchens, p.car_parking, p.square_feet, p.units, p.year_built,
            p.availability, false, 15 + floor(4000 * n.r_views * n.r_views)::int, floor((15 + 4000 * n.r_views * n.r_views) / 12 * random())::int,
            case when p.latitude is null then null else n.latitude + (random() * 2 - 1) * 0.03 end,
            case when p.latitude is null then null else n.longitude + (random() * 2 - 1) * 0.03 end,
            p.video_link, p.payment_plan_option_id,
            case when p.vat > 0 then round(n.price * 0.075)::bigint else 0 end,
            case when p.financial_advisory_fee > 0 then round(n.price * 0.01)::bigint else 0 end,
            p.move_in_fees, p.title_type, case when p.title_documents_seen_at is null then null else n.created_at + interval '1 day' end,
            p.electricity_band, p.meter, p.power_backup, p.water_source, p.flooding, p.road, p.security, p.no_inspection_fee,
            -- One listing in a thousand was hidden by staff.
            case when n.r_misc < 0.001 then n.created_at + interval '1 day' end,
            case when n.r_misc < 0.001 then 'Asked for an inspection fee before showing the property' end,
            n.created_at,
            -- Most confirmed within 30 days, a fifth within 60 (ranked after), a tenth out of search.
            greatest(n.created_at, now() - interval '1 day' * case
              when n.r_confirmed < 0.7 then n.r_confirmed / 0.7 * 30
              when n.r_confirmed < 0.9 then 30 + (n.r_confirmed - 0.7) / 0.2 * 30
              else 60 + (n.r_confirmed - 0.9) / 0.1 * 120 end)
          from scale_new n join properties p on p.id = n.template_id`),
    },
    {
      name: 'photos, features and payment plans',
      run: async (tx) => {
        // The demo's stored files, with a hash of their own: copies of one photo across thousands of
        // listings would make every upload match them all.
        await tx.execute(sql`insert into property_images (property_id, kind, file_key, position, photo_hash)
          select n.id, i.kind, i.file_key, i.position,
            case when i.photo_hash is null then null else (floor(random() * 4294967296)::bigint << 32) | floor(random() * 4294967296)::bigint end
          from scale_new n join property_images i on i.property_id = n.template_id`);
        await tx.execute(sql`insert into property_feature_links (property_id, feature_id)
          select n.id, f.feature_id from scale_new n join property_feature_links f on f.property_id = n.template_id`);
        await tx.execute(sql`insert into property_payment_plans (property_id, description, amount, position)
          select n.id, pp.description, round(pp.amount::numeric * n.price / n.template_price)::bigint, pp.position
          from scale_new n join property_payment_plans pp on pp.property_id = n.template_id`);
      },
    },
    {
      name: 'price history',
      // Every listing's first price; a third were cut since, by 5 to 25 %.
      run: (tx) =>
        tx.execute(sql`insert into property_price_changes (property_id, price, changed_at)
          select n.id, case when n.r_cut < 0.35 then greatest(50000, round(n.price * (1.05 + 0.2 * n.r_cut / 0.35) / 50000) * 50000)::bigint else n.price end, n.created_at
          from scale_new n
          union all
          select n.id, n.price, n.created_at + (now() - n.created_at) * (0.2 + 0.6 * random())
          from scale_new n where n.r_cut < 0.35`),
    },
    {
      name: `${sizes.savedSearches.toLocaleString('en-GB')} saved searches`,
      run: (tx) =>
        tx.execute(sql`insert into saved_searches (user_id, name, query, frequency, digested_until, created_at)
          select user_id,
            format('%s %s in %s', coalesce(type_name, 'Properties'), case transaction_type when 'RENT' then 'for rent' else 'for sale' end, coalesce(state_name, 'Nigeria')),
            concat_ws('&', 'transaction_type=' || transaction_type, 'property_type_id=' || property_type_id, 'state_id=' || state_id,
              case when r_price < 0.15 then 'min_price=' || (max_price / 3 / 50000 * 50000) end, 'max_price=' || max_price, 'no_bedroom=' || no_bedroom),
            case when r_frequency < 0.6 then 'instant' else 'daily' end,
            now() - interval '1 day', now() - random() * interval '1 year'
          from (
            select c.*, st.name as state_name, pt.name as type_name,
              case when c.r_price >= 0.6 then null
                when c.transaction_type = 'RENT' then (${pickFrom(json(RENT_CAPS), RENT_CAPS.length)})::bigint
                else (${pickFrom(json(SALE_CAPS), SALE_CAPS.length)})::bigint end as max_price,
              case when c.property_type_id = ${PROPERTY_TYPE.residential}::int and random() < 0.6 then 1 + floor(random() * 4)::int end as no_bedroom
            from (
              select ${privateMember} as user_id, case when random() < 0.55 then 'RENT' else 'BUY' end as transaction_type,
                case when random() < 0.85 then pl."stateId" end as state_id,
                case when random() < 0.5 then (case when random() < 0.8 then ${PROPERTY_TYPE.residential}::int else ${PROPERTY_TYPE.commercial}::int end) end as property_type_id,
                random() as r_price, random() as r_frequency
              from (select random() as r_place from generate_series(1, ${sizes.savedSearches}::int)) s
              join scale_places pl on pl.slot = width_bucket(s.r_place, (select shares from scale_thresholds)) - 1
            ) c
            left join states st on st.id = c.state_id
            left join property_types pt on pt.id = c.property_type_id
          ) criteria`),
    },
    {
      name: `${sizes.wishlist.toLocaleString('en-GB')} wishlist rows (a member never saves one listing twice)`,
      run: (tx) =>
        tx.execute(sql`insert into wishlist_items (user_id, property_id, created_at)
          select ${firstMember} + 1 + floor(random() * ${sizes.members})::int, ${firstListing} + 1 + floor(power(random(), 2) * ${sizes.listings})::int,
            now() - random() * interval '1 year'
          from generate_series(1, ${sizes.wishlist}::int)
          on conflict do nothing`),
    },
    {
      name: `${sizes.reports.toLocaleString('en-GB')} reports`,
      // Most were looked at and dismissed; the rest wait in the staff queue.
      run: (tx) =>
        tx.execute(sql`insert into listing_reports (reference, property_id, reporter_id, reporter_email, reason, status, created_at, resolved_at)
          select 'R-S' || lpad(g::text, 9, '0'), ${firstListing} + 1 + floor(power(random(), 3) * ${sizes.listings})::int,
            ${firstMember} + 1 + (g % ${sizes.members}), 'scale.member' || (1 + g % ${sizes.members}) || '@example.com',
            ${pickFrom(json(REPORT_REASONS), REPORT_REASONS.length)}, case when open then 'open' else 'dismissed' end, created_at,
            case when open then null else created_at + interval '2 days' end
          from (select g, random() < 0.15 as open, now() - random() * interval '1 year' as created_at from generate_series(1, ${sizes.reports}::int) g) r`),
    },
    {
      name: 'sequences',
      run: (tx) =>
        tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users)),
          setval(pg_get_serial_sequence('properties', 'id'), (select max(id) from properties))`),
    },
  ];

  await db.transaction(async (tx) => {
    // The same market on every run: random() follows the seed within this transaction.
    await tx.execute(sql`select setseed(0.2026)`);
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    for (const step of steps) {
      const started = performance.now();
      await step.run(tx);
      log(`${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  });
  const started = performance.now();
  // In a transaction of its own, so that the pool's statement timeout does not stop it at national size.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`analyze`);
  });
  log(`statistics: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
