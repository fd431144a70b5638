import type pg from 'pg';
import { hashPassword } from '../server/auth/passwords';

/*
 * The benchmark's fleet, generated inside PostgreSQL with generate_series (no row is sent from Node):
 * 100 companies, 1,000 branches, 100,000 vehicles, 1,000,000 records of each maintenance kind and
 * 10,000 employees at full size, a vendor for every 50 vehicles (2,000), a part for every 10 (10,000)
 * kept in two branches each, each bus and truck inspected
 * on its last three days (about 170,000 inspections) and about 20,000 issues; a tenth of each with
 * --quick. One company (LARGE) holds 20% of everything, one (SMALL) 1%, the 98 others share the rest.
 *
 * Every invariant of the schema holds: each row's company is its vehicle's or branch's, plates are
 * unique among a company's active vehicles, a vehicle's last legislation control, last service and
 * mileage are where its records took it (the latest Registration, the latest Service and its reading,
 * the highest reading), and readings grow with time. "Randomness" is a hash of the row number, so the
 * same scale always yields the same fleet, whatever the day (dates count back from today).
 */

export const BENCH_PASSWORD = 'bench-password-1';

/** Sign-ins the workloads use: an admin of the large company, of the small one, and a moderator of the large one. */
export const BENCH_USERS = {
  largeAdmin: 'large-admin',
  smallAdmin: 'small-admin',
  largeModerator: 'large-moderator',
} as const;

export interface FleetSize {
  companies: number;
  branches: number;
  vehicles: number;
  recordsPerVehicle: number;
  employees: number;
}

export const FULL_SIZE: FleetSize = { companies: 100, branches: 1_000, vehicles: 100_000, recordsPerVehicle: 10, employees: 10_000 };
export const QUICK_SIZE: FleetSize = { companies: 100, branches: 1_000, vehicles: 10_000, recordsPerVehicle: 10, employees: 1_000 };

/** Shares of everything: the large company, the small one; the rest is spread over the others. */
const LARGE_SHARE = 0.2;
const SMALL_SHARE = 0.01;

/** `total` split over the companies by those shares, exactly: the others' remainder goes one by one to the first of them. */
function shares(total: number, companies: number): number[] {
  const large = Math.round(total * LARGE_SHARE);
  const small = Math.round(total * SMALL_SHARE);
  const others = companies - 2;
  const each = Math.floor((total - large - small) / others);
  const remainder = total - large - small - each * others;
  return [large, small, ...Array.from({ length: others }, (_, k) => each + (k < remainder ? 1 : 0))];
}

/** A deterministic number in [0, n) for row `g` and a salt, from PostgreSQL's own integer hash. */
const pick = (g: string, salt: number, n: number) => `(abs(hashint8((${g})::bigint * 7919 + ${salt})) % ${n})`;

export interface GeneratedFleet {
  largeCompanyId: string;
  smallCompanyId: string;
  /** A branch of the large company with about an average number of vehicles. */
  largeBranchId: string;
  largeBranchName: string;
  /** A model name that about one vehicle in twelve carries: the search workload's term. */
  searchTerm: string;
  seconds: number;
}

const MODELS: Array<[type: 'bus' | 'car' | 'truck', model: string]> = [
  ['truck', 'Mercedes-Benz Actros 1845'],
  ['truck', 'MAN TGX 18.510'],
  ['truck', 'Scania R 450'],
  ['truck', 'Volvo FH 500'],
  ['truck', 'DAF XF 480'],
  ['truck', 'Iveco S-Way 490'],
  ['car', 'Volkswagen Passat Variant'],
  ['car', 'Škoda Octavia Combi'],
  ['car', 'Toyota Corolla Hybrid'],
  ['car', 'Ford Transit Custom'],
  ['car', 'Mercedes-Benz Sprinter 316'],
  ['car', 'Renault Master'],
  ['bus', 'Mercedes-Benz Citaro'],
  ['bus', "MAN Lion's Coach"],
  ['bus', 'Setra S 516 HD'],
  ['bus', 'Iveco Crossway'],
  ['bus', 'Solaris Urbino 12'],
  ['car', 'Dacia Duster'],
  ['truck', 'Mercedes-Benz Atego 1530'],
  ['car', 'Fiat Ducato Maxi'],
];

/** The bench's daily walk-around check: 12 items in 3 sections, the tread a number of mm, brakes critical. */
const WALK_AROUND = [
  { title: 'Outside', items: ['Lights and indicators', 'Mirrors', 'Windscreen and wipers', 'Bodywork', 'Number plates'] },
  { title: 'Wheels', items: ['Tyre pressure', 'Tyre tread depth', 'Wheel nuts'] },
  { title: 'Cab', items: ['Service brake', 'Parking brake', 'Horn', 'Seat belts'] },
].map((section, s) => ({
  title: section.title,
  items: section.items.map((label, i) => ({
    id: `i${s}${i}`,
    label,
    kind: label === 'Tyre tread depth' ? 'number' : 'pass_fail',
    unit: label === 'Tyre tread depth' ? 'mm' : null,
    min: label === 'Tyre tread depth' ? 1.6 : null,
    max: label === 'Tyre tread depth' ? 10 : null,
    critical: label === 'Service brake' || label === 'Tyre tread depth',
    photo_on_fail: label !== 'Horn',
    hint: null,
  })),
}));

/**
 * Inspections and issues (docs/inspections.md) at the fleet's scale: each company's daily walk-around
 * check, every bus and truck inspected on its last `recordsPerVehicle / 3` days (300,000 at full size),
 * one in fifteen failing its tread, which raised a critical issue; and an issue reported by hand for
 * one vehicle in ten. A third of the issues are still open: the vehicles with an open critical one are
 * out of service (the issues' trigger keeps the counts, as for every write).
 */
async function inspectionsAndIssues(run: (text: string, values?: unknown[]) => Promise<unknown>, size: FleetSize) {
  const sections = JSON.stringify(WALK_AROUND);
  await run(
    `insert into inspection_forms (company_id, name, frequency, vehicle_types, sections)
     select id, 'Daily walk-around check', 'daily', '{bus,truck}', $1::jsonb from bench_company`,
    [sections],
  );
  await run(`insert into inspection_form_versions (company_id, form_id, form_version, name, sections)
     select company_id, id, 1, name, sections from inspection_forms`);
  // Each item's answer as the form had it; the tread (item i11) passes at 6.5 mm or fails at 1.2 mm.
  const results = (tread: string) =>
    `(select jsonb_agg((item - 'id') || jsonb_build_object('section', s->>'title', 'item_id', item->>'id',
              'passed', case when item->>'id' = 'i11' then ${tread} >= 1.6 else true end,
              'value', case when item->>'id' = 'i11' then to_jsonb(${tread}) end, 'text', null, 'note', null))
        from jsonb_array_elements($1::jsonb) s cross join lateral jsonb_array_elements(s->'items') item)`;
  const days = Math.max(1, Math.round(size.recordsPerVehicle / 3));
  await run(
    `create temporary table bench_inspection on commit drop as
     select gen_random_uuid() as id, v.company_id, v.id as vehicle_id, f.id as form_id, d,
            (current_date - d)::timestamptz + interval '6 hours' + make_interval(mins => ${pick('v.g * 10 + d', 41, 120)}::int) as inspected_at,
            ${pick('v.g * 10 + d', 42, 15)} = 0 as failed, v.mileage - d * 250 as odometer, v.created_by
       from (select v.*, row_number() over (order by v.id) as g from vehicles v where v.is_active and v.type in ('bus', 'truck')) v
       join inspection_forms f on f.company_id = v.company_id
       cross join generate_series(0, ${days - 1}) as d`,
  );
  const passed = results('6.5');
  const failed = results('1.2');
  await run(
    `insert into inspections (id, company_id, vehicle_id, form_id, form_version, inspected_at, inspector_id, inspector_name,
                              odometer, results, item_count, failed_count, critical_failed, created_at)
     select i.id, i.company_id, i.vehicle_id, i.form_id, 1, i.inspected_at, i.created_by, 'Bench Driver', greatest(0, i.odometer),
            case when i.failed then f.failed else f.passed end, 12, i.failed::int, i.failed, i.inspected_at
       from bench_inspection i cross join (select ${passed} as passed, ${failed} as failed) f`,
    [sections],
  );
  await run(
    `insert into issues (company_id, vehicle_id, title, description, priority, status, source, inspection_id, item_id, odometer,
                         reported_by, reported_by_name, resolved_at, created_at, updated_at)
     select company_id, vehicle_id, 'Tyre tread depth', 'Worn to the wear bar', 'critical',
            case when d = 0 then 'open' else 'resolved' end, 'inspection', id, 'i11', greatest(0, odometer), created_by, 'Bench Driver',
            case when d > 0 then inspected_at + interval '1 day' end, inspected_at, inspected_at
       from bench_inspection where failed`,
  );
  await run(
    `insert into issues (company_id, vehicle_id, title, description, priority, status, source, odometer, reported_by_name, created_at, updated_at)
     select v.company_id, v.id,
            (array['Rattle from the rear axle','Heater not working','Cracked mirror housing','Door seal leaking','Dashboard warning light'])[1 + ${pick('v.g', 43, 5)}],
            null, (array['low','medium','high'])[1 + ${pick('v.g', 44, 3)}], (array['open','in_progress','resolved','closed'])[1 + ${pick('v.g', 45, 4)}],
            'reported', v.mileage, 'Bench Driver', now() - make_interval(days => ${pick('v.g', 46, 60)}::int), now()
       from (select v.*, row_number() over (order by v.id) as g from vehicles v) v where v.g % 10 = 0`,
  );
}

/**
 * Work orders (docs/work-orders.md): one vehicle in four has its latest general record done through a
 * work order (completed, its labour, parts and other adding up to the record's cost, the record linked
 * back), and one active vehicle in twenty has one still to do (open, in progress or on hold), with
 * three lines each; about a third of them are brake jobs, the search workload's term.
 */
async function workOrdersOf(run: (text: string, values?: unknown[]) => Promise<unknown>) {
  await run(`create temporary table bench_done on commit drop as
    select distinct on (g.company_id, g.vehicle_id) g.company_id, g.vehicle_id, g.id as record_id, g.service_type, g.service_date,
           g.mileage, g.cost, gen_random_uuid() as work_order_id,
           round(g.cost * 0.4, 2) as labour, round(g.cost * 0.05, 2) as other
      from general_maintenances g
     where abs(hashtext(g.vehicle_id::text)) % 4 = 0
     order by g.company_id, g.vehicle_id, g.service_date desc, g.id`);
  await run(`insert into work_orders (id, company_id, vehicle_id, title, status, priority, record_kind, service_type, issued_on, started_on,
                                      completed_on, odometer, labour_cost, parts_cost, other_cost, created_at, updated_at)
    select work_order_id, company_id, vehicle_id, service_type, 'completed', 'medium', 'general', service_type, service_date - 2, service_date - 1,
           service_date, mileage, labour, cost - labour - other, other, service_date - 2, service_date
      from bench_done`);
  await run(`insert into work_order_lines (company_id, work_order_id, position, kind, description, quantity, unit_cost)
    select d.company_id, d.work_order_id, line.position, line.kind, line.description, 1, line.amount
      from bench_done d
      cross join lateral (values (0, 'labour', 'Workshop hours', d.labour), (1, 'part', 'Parts', d.cost - d.labour - d.other),
                                 (2, 'other', 'Consumables', d.other)) as line(position, kind, description, amount)
     where line.amount > 0`);
  await run(`update general_maintenances g set work_order_id = d.work_order_id from bench_done d where g.id = d.record_id`);
  await run(`create temporary table bench_open on commit drop as
    select v.company_id, v.id as vehicle_id, gen_random_uuid() as work_order_id, abs(hashtext(v.id::text)) as h
      from vehicles v
     where v.is_active and abs(hashtext(v.id::text)) % 20 = 1`);
  await run(`insert into work_orders (id, company_id, vehicle_id, title, status, priority, record_kind, service_type, issued_on, due_on,
                                      labour_cost, parts_cost, other_cost, created_at, updated_at)
    select work_order_id, company_id, vehicle_id, (array['Brake pads and discs','Oil and filters','Tyres, front axle'])[1 + h % 3],
           (array['open','in_progress','on_hold'])[1 + h / 3 % 3], (array['low','medium','high','critical'])[1 + h / 9 % 4], 'general',
           (array['Brakes','Oil change','Tyres'])[1 + h % 3], current_date - (h % 30)::int, current_date + (h % 14)::int,
           110, 64.9, 0, now() - make_interval(days => (h % 30)::int), now()
      from bench_open`);
  await run(`insert into work_order_lines (company_id, work_order_id, position, kind, description, quantity, unit_cost)
    select company_id, work_order_id, 0, 'labour', 'Workshop hours', 2, 55 from bench_open
    union all select company_id, work_order_id, 1, 'part', 'Parts bought for the job', 1, 64.9 from bench_open`);
}

export async function generateFleet(pool: pg.Pool, size: FleetSize): Promise<GeneratedFleet> {
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const client = await pool.connect();
  try {
    const run = (text: string, values: unknown[] = []) => client.query(text, values);
    await run('begin');
    // The big tables' secondary indexes go while their rows go in and are built again at the end: one
    // sorted build is several times faster than a million insertions into each (trigram indexes above
    // all). Primary keys and unique indexes stay, so the data still meets every constraint as it lands.
    const { rows: secondaryIndexes } = await run(
      `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i join pg_class t on t.oid = i.indrelid
       where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisprimary and not i.indisunique
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
      [
        [
          'employees',
          'employee_branches',
          'vehicles',
          'vehicle_branches',
          'general_maintenances',
          'mandatory_maintenances',
          'inspections',
          'issues',
          'work_orders',
          'work_order_lines',
          // Every row that goes in is an entry of the history too (docs/history.md).
          'history',
        ],
      ],
    );
    for (const index of secondaryIndexes as Array<{ name: string }>) await run(`drop index ${index.name}`);
    // Each company's branches, vehicles and employees, and where its numbers start.
    const branches = shares(size.branches, size.companies);
    const vehicleCounts = shares(size.vehicles, size.companies);
    const employeeCounts = shares(size.employees, size.companies);
    await run(
      `create temporary table bench_company on commit drop as
      select n::int, gen_random_uuid() as id, branches, vehicles, employees,
             (sum(branches) over (order by n) - branches)::int as branch_offset,
             (sum(vehicles) over (order by n) - vehicles)::int as vehicle_offset,
             (sum(employees) over (order by n) - employees)::int as employee_offset
        from unnest($1::int[], $2::int[], $3::int[]) with ordinality as c(branches, vehicles, employees, n)`,
      [branches, vehicleCounts, employeeCounts],
    );
    await run(`insert into companies (id, name, email, address, due_soon_days, due_soon_km)
      select id, case n when 1 then 'Large Logistics' when 2 then 'Small Transport' else 'Company ' || n end,
             'office@company' || n || '.example', 'Street ' || n, 30, 1000
        from bench_company`);

    await run(`insert into branches (id, company_id, name)
      select gen_random_uuid(), c.id, 'Depot ' || b
        from bench_company c cross join lateral generate_series(1, c.branches) as b`);
    await run(`create temporary table bench_branch on commit drop as
      select id, company_id, row_number() over (partition by company_id order by name, id)::int as k from branches`);
    await run('create index on bench_branch (company_id, k)');

    // Employees: admins first (1 in 50, at least one), then moderators (1 in 10), then users.
    await run(
      `insert into employees (id, company_id, email, username, password_hash, first_name, last_name, phone_number, position, role, created_at)
      select gen_random_uuid(), c.id,
             case when c.n = 1 and e = 1 then '${BENCH_USERS.largeAdmin}' when c.n = 2 and e = 1 then '${BENCH_USERS.smallAdmin}'
                  when c.n = 1 and e = c.employees then '${BENCH_USERS.largeModerator}' else 'employee' || (c.employee_offset + e) end || '@fleet.example',
             case when c.n = 1 and e = 1 then '${BENCH_USERS.largeAdmin}' when c.n = 2 and e = 1 then '${BENCH_USERS.smallAdmin}'
                  when c.n = 1 and e = c.employees then '${BENCH_USERS.largeModerator}' else 'employee' || (c.employee_offset + e) end,
             $1, (array['Ana','Besnik','Klara','Jonas','Elira','Lukas','Marta','Ilir','Sofia','Timo'])[1 + ${pick('c.employee_offset + e', 1, 10)}],
             (array['Hoxha','Becker','Krasniqi','Schmidt','Leka','Wagner','Gashi','Fischer','Berisha','Weber'])[1 + ${pick('c.employee_offset + e', 2, 10)}],
             '+355 69 ' || lpad(((c.employee_offset + e) % 10000000)::text, 7, '0'),
             (array['Driver','Mechanic','Dispatcher','Depot lead','Fleet manager'])[1 + ${pick('c.employee_offset + e', 3, 5)}],
             (case when e <= greatest(1, c.employees / 50) then 'admin' when e <= c.employees / 10 or e = c.employees then 'moderator' else 'user' end)::employee_role,
             now() - make_interval(days => ${pick('c.employee_offset + e', 4, 1500)}::int)
        from bench_company c cross join lateral generate_series(1, c.employees) as e`,
      [passwordHash],
    );
    // Moderators and users work in one branch (moderators of big companies in two).
    await run(`insert into employee_branches (company_id, employee_id, branch_id)
      select distinct e.company_id, e.id, b.id
        from (select e.*, row_number() over (partition by e.company_id order by e.created_at, e.id) as k from employees e where e.role <> 'admin' and e.company_id is not null) e
        join bench_company c on c.id = e.company_id
        cross join lateral generate_series(0, case when e.role = 'moderator' and c.branches > 1 then 1 else 0 end) as extra
        join bench_branch b on b.company_id = e.company_id and b.k = 1 + (e.k + extra * 7) % c.branches`);

    // Vendors: each company's workshops and suppliers, one for every 50 vehicles (at least 5); about
    // one in eight is a tyre service ("Reifen"), the search workload's term.
    await run(`insert into vendors (company_id, name, contact_person, email, phone, address, notes)
      select c.id,
             (array['Autoservis','Reifen','Teile','Glas','Lackiererei','Gomisteri','Servis','Abschleppdienst'])[1 + ${pick('c.n * 100000 + v', 3, 8)}]
               || ' ' || (array['Hoxha','Becker','Krasniqi','Schmidt','Leka','Wagner','Gashi','Fischer','Berisha','Weber'])[1 + ${pick('c.n * 100000 + v', 4, 10)}]
               || ' ' || v,
             case when v % 3 = 0 then null else (array['Ana','Besnik','Klara','Jonas','Elira'])[1 + ${pick('c.n * 100000 + v', 5, 5)}] || ' ' || v end,
             'vendor' || v || '@company' || c.n || '.example', '+355 69 ' || lpad(v::text, 7, '0'), 'Street ' || v,
             case when v % 4 = 0 then 'Opens at 7' end
        from bench_company c cross join lateral generate_series(1, greatest(5, c.vehicles / 50)) as v`);

    // Parts (docs/work-orders.md): a catalogue of one part for every 10 vehicles (at least 5), each with
    // a preferred vendor of its company, kept in two of its branches with an opening delivery logged;
    // about one in eight are brake pads, the search workload's term.
    await run(`insert into parts (company_id, number, name, unit, unit_cost, preferred_vendor_id, reorder_level)
      select c.id, 'P-' || lpad(p::text, 6, '0'),
             (array['Brake pads','Oil filter','Air filter','Wiper blade','Bulb H7','Tyre','Battery','Coolant'])[1 + ${pick('c.n * 100000 + p', 40, 8)}]
               || ' ' || p,
             (array['piece','set','l'])[1 + ${pick('c.n * 100000 + p', 41, 3)}],
             round(5 + ${pick('c.n * 100000 + p', 42, 40000)} / 100.0, 2),
             v.id,
             case when p % 3 = 0 then 4 end
        from bench_company c cross join lateral generate_series(1, greatest(5, c.vehicles / 10)) as p
        left join (select company_id, id, row_number() over (partition by company_id order by id) as k, count(*) over (partition by company_id) as n
                     from vendors) v on v.company_id = c.id and v.k = 1 + p % v.n`);
    await run(`insert into part_stock (company_id, part_id, branch_id, on_hand)
      select distinct on (p.company_id, p.id, b.id) p.company_id, p.id, b.id, ${pick('p.k * 10 + extra', 43, 20)}
        from (select p.company_id, p.id, row_number() over (partition by p.company_id order by p.number) as k from parts p) p
        join bench_company c on c.id = p.company_id
        cross join lateral generate_series(0, 1) as extra
        join bench_branch b on b.company_id = p.company_id and b.k = 1 + (p.k + extra * 3) % c.branches`);
    await run(`insert into stock_changes (company_id, part_id, branch_id, kind, quantity, on_hand_after, reason)
      select company_id, part_id, branch_id, 'received', on_hand, on_hand, 'Opening stock' from part_stock where on_hand > 0`);

    // Vehicles: plates from a permutation of the row number, so their order is unrelated to insertion.
    // How far each type drives a day, and its intervals: about one vehicle in six ends up overdue.
    await run(
      `create temporary table bench_model on commit drop as
      select k, m.type::vehicle_type, model, t.daily_km, t.legislation_months, t.service_km
        from unnest($1::text[], $2::text[]) with ordinality as m(type, model, k)
        join (values ('bus', 250, 12, 60000), ('truck', 300, 12, 100000), ('car', 80, 24, 30000)) as t(type, daily_km, legislation_months, service_km)
          on t.type = m.type`,
      [MODELS.map(([type]) => type), MODELS.map(([, model]) => model)],
    );
    await run(`insert into vehicles (id, company_id, license_plate, model, mileage, type, last_legislation_control, legislation_control_interval,
                                     last_service_date, last_service_mileage, mandatory_service_interval, mandatory_service_interval_km,
                                     notes, is_active, created_by, created_at)
      select gen_random_uuid(), c.id,
             (array['TR','DR','SH','VL','K','B','M','HH'])[1 + ${pick('g', 5, 8)}] || ' ' || lpad(((g::bigint * 7919) % 100003 % 10000)::text, 4, '0') || ' '
               || chr(65 + ((g::bigint * 7919) % 100003 / 10000)::int) || chr(65 + ${pick('g', 6, 26)}),
             m.model, 1300 * m.daily_km + ${pick('g', 7, 200000)}, m.type,
             current_date - 2000, m.legislation_months, current_date - 2000, null, 12, m.service_km,
             case when ${pick('g', 8, 4)} = 0 then 'Tyres changed at ' || (g % 97) || ' tkm' end,
             ${pick('g', 9, 50)} <> 0,
             (select e.id from employees e where e.company_id = c.id and e.role = 'admin' order by e.created_at, e.id limit 1),
             now() - make_interval(days => ${pick('g', 10, 1500)}::int)
        from bench_company c cross join lateral generate_series(c.vehicle_offset + 1, c.vehicle_offset + c.vehicles) as g
        join bench_model m on m.k = 1 + ${pick('g', 11, MODELS.length)}`);
    await run(`insert into vehicle_branches (company_id, vehicle_id, branch_id)
      select distinct v.company_id, v.id, b.id
        from (select v.id, v.company_id, row_number() over (partition by v.company_id order by v.created_at, v.id) as k from vehicles v) v
        join bench_company c on c.id = v.company_id
        cross join lateral generate_series(0, case when v.k % 10 = 0 and c.branches > 1 then 1 else 0 end) as extra
        join bench_branch b on b.company_id = v.company_id and b.k = 1 + (v.k + extra * 3) % c.branches`);

    // Records of the last few years; their readings grow with time up to the vehicle's mileage. General
    // work falls on any day; mandatory work alternates Service and Registration about every 100 days.
    const records = (table: string, dateColumn: string, serviceType: string, daysAgo: string, salt: number) =>
      run(`
      insert into ${table} (company_id, vehicle_id, service_type, ${dateColumn}, cost, mileage, notes, created_by, created_at)
      select v.company_id, v.id, ${serviceType}, r.day, r.cost, greatest(0, v.mileage - (current_date - r.day) * m.daily_km), r.notes, v.created_by, r.day::timestamptz
        from (select v.*, row_number() over (order by v.id) as g from vehicles v) v
        join bench_model m on m.model = v.model
        cross join lateral (
          select current_date - (${daysAgo})::int as day,
                 round((20 + ${pick('v.g * 100 + i', salt + 1, 200000)} / 100.0), 2) as cost,
                 case when ${pick('v.g * 100 + i', salt + 2, 3)} = 0 then 'Checked by depot ' || (i % 7) end as notes, i
            from generate_series(1, ${size.recordsPerVehicle}) as i
        ) r`);
    await records(
      'general_maintenances',
      'service_date',
      `(array['Oil change','Tyres','Brake pads','Windscreen','Battery','Air filter','Bodywork','Cleaning'])[1 + ${pick('v.g * 100 + r.i', 21, 8)}]`,
      pick('v.g * 100 + i', 20, 1000),
      20,
    );
    await records(
      'mandatory_maintenances',
      'finished_on',
      `(case when r.i % 2 = 0 then 'Registration' else 'Service' end)::mandatory_service_type`,
      `${pick('v.g', 30, 330)} + (i - 1) * 100`,
      30,
    );

    // Vehicles where their records took them (server/health/vehicle-advances.ts does the same per record).
    await run(`update vehicles v set last_legislation_control = r.day
      from (select company_id, vehicle_id, max(finished_on) as day from mandatory_maintenances where service_type = 'Registration' group by 1, 2) r
     where v.company_id = r.company_id and v.id = r.vehicle_id`);
    await run(`update vehicles v set last_service_date = s.finished_on, last_service_mileage = s.mileage
      from (select distinct on (company_id, vehicle_id) company_id, vehicle_id, finished_on, mileage
              from mandatory_maintenances where service_type = 'Service'
             order by company_id, vehicle_id, finished_on desc, mileage desc) s
     where v.company_id = s.company_id and v.id = s.vehicle_id`);
    await inspectionsAndIssues(run, size);
    await workOrdersOf(run);
    await run(`set local maintenance_work_mem = '256MB'`);
    for (const index of secondaryIndexes as Array<{ definition: string }>) await run(index.definition);
    await run('commit');

    for (const table of [
      'companies',
      'branches',
      'employees',
      'employee_branches',
      'vendors',
      'parts',
      'part_stock',
      'stock_changes',
      'vehicles',
      'vehicle_branches',
      'general_maintenances',
      'mandatory_maintenances',
      'inspection_forms',
      'inspections',
      'issues',
      'work_orders',
      'work_order_lines',
      'history',
    ]) {
      await run(`vacuum (analyze) ${table}`);
    }

    const ids = await run(`select
        (select id from companies where name = 'Large Logistics') as large,
        (select id from companies where name = 'Small Transport') as small`);
    const { large, small } = ids.rows[0] as { large: string; small: string };
    // The branch with the median number of vehicles in the large company.
    const branch = await run(
      `select b.id, b.name from branches b
      join (select branch_id, count(*) as vehicles from vehicle_branches where company_id = $1 group by branch_id) counted on counted.branch_id = b.id
      order by counted.vehicles, b.id offset (select count(*) / 2 from branches where company_id = $1) limit 1`,
      [large],
    );
    return {
      largeCompanyId: large,
      smallCompanyId: small,
      largeBranchId: branch.rows[0].id,
      largeBranchName: branch.rows[0].name,
      searchTerm: 'Sprinter',
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
