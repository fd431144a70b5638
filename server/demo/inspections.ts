import { randomUUID } from 'node:crypto';
import type { FormSectionRow } from '../../contract/schemas/inspection-form';
import type { ItemResultRow } from '../../contract/schemas/inspection';
import { timestampOn } from './calendar';
import { prng } from './random';
import type { DemoRows } from './rows';

/*
 * The demo's yard (docs/inspections.md): each company's daily walk-around check in its own language,
 * every active bus and truck inspected on each working day of the last two weeks (not today: the
 * morning's checks are for whoever tries the demo), a failed light now and then that raised an issue
 * since resolved, one vehicle whose brakes failed at its last check and which is out of service, and a few
 * issues drivers reported by hand, with the office's comments. A generator of its own seed, so the
 * rest of the demo does not change.
 */

type DemoYard = DemoRows['yard'];

interface ItemWords {
  id: string;
  label: string;
  kind?: 'number';
  critical?: boolean;
  photo?: boolean;
}

interface YardWords {
  form: string;
  description: string;
  sections: Array<{ title: string; items: ItemWords[] }>;
  reported: Array<{ title: string; description: string | null; priority: 'low' | 'medium' | 'high'; comment: string }>;
  lightNote: string;
  brakeNote: string;
  done: string;
}

/** The first company is Albanian, the second German: each check in the words its drivers use. */
const WORDS: YardWords[] = [
  {
    form: 'Kontrolli ditor i automjetit',
    description: 'Para nisjes së parë të ditës',
    sections: [
      {
        title: 'Jashtë',
        items: [
          { id: 'lights', label: 'Dritat dhe sinjalet punojnë' },
          { id: 'mirrors', label: 'Pasqyrat të pastra dhe të pathyera' },
          { id: 'wipers', label: 'Xhami dhe fshirëset' },
          { id: 'body', label: 'Karroceria pa dëmtime të reja', photo: true },
          { id: 'plates', label: 'Targat të lexueshme' },
        ],
      },
      {
        title: 'Gomat',
        items: [
          { id: 'pressure', label: 'Presioni i gomave' },
          { id: 'tread', label: 'Thellësia e gomave', kind: 'number', critical: true, photo: true },
          { id: 'nuts', label: 'Bulonat e rrotave' },
        ],
      },
      {
        title: 'Kabina',
        items: [
          { id: 'brakes', label: 'Frenat e punës mbajnë', critical: true },
          { id: 'handbrake', label: 'Frena e dorës' },
          { id: 'horn', label: 'Boria' },
          { id: 'belts', label: 'Rripat e sigurimit' },
        ],
      },
    ],
    reported: [
      {
        title: 'Kondicioneri nuk ftoh',
        description: 'Në kabinë, që prej së hënës',
        priority: 'medium',
        comment: 'Porositur gazi; servisi të enjten.',
      },
      {
        title: 'Zhurmë nga boshti i pasëm',
        description: 'Dëgjohet mbi 60 km/h',
        priority: 'high',
        comment: 'Ta shohë mekaniku nesër në mëngjes.',
      },
      { title: 'Ndenjësja e shoferit lëviz', description: null, priority: 'low', comment: 'Në listë për servisin e radhës.' },
    ],
    lightNote: 'Drita e pasme e majtë nuk ndizet',
    brakeNote: 'Pedali i frenave shkon deri në fund',
    done: 'Ndërruar llamba; në rregull.',
  },
  {
    form: 'Tägliche Abfahrtskontrolle',
    description: 'Vor der ersten Fahrt des Tages',
    sections: [
      {
        title: 'Außen',
        items: [
          { id: 'lights', label: 'Beleuchtung und Blinker funktionieren' },
          { id: 'mirrors', label: 'Spiegel sauber und unbeschädigt' },
          { id: 'wipers', label: 'Scheibe und Wischer' },
          { id: 'body', label: 'Aufbau ohne neue Schäden', photo: true },
          { id: 'plates', label: 'Kennzeichen lesbar' },
        ],
      },
      {
        title: 'Räder',
        items: [
          { id: 'pressure', label: 'Reifendruck' },
          { id: 'tread', label: 'Profiltiefe', kind: 'number', critical: true, photo: true },
          { id: 'nuts', label: 'Radmuttern' },
        ],
      },
      {
        title: 'Fahrerhaus',
        items: [
          { id: 'brakes', label: 'Betriebsbremse hält', critical: true },
          { id: 'handbrake', label: 'Feststellbremse' },
          { id: 'horn', label: 'Hupe' },
          { id: 'belts', label: 'Sicherheitsgurte' },
        ],
      },
    ],
    reported: [
      {
        title: 'Klimaanlage kühlt nicht',
        description: 'Im Fahrerhaus, seit Montag',
        priority: 'medium',
        comment: 'Kältemittel bestellt; Werkstatt am Donnerstag.',
      },
      {
        title: 'Geräusch von der Hinterachse',
        description: 'Ab etwa 60 km/h zu hören',
        priority: 'high',
        comment: 'Schaut sich die Werkstatt morgen früh an.',
      },
      { title: 'Fahrersitz wackelt', description: null, priority: 'low', comment: 'Beim nächsten Service mit erledigen.' },
    ],
    lightNote: 'Rücklicht links ohne Funktion',
    brakeNote: 'Bremspedal lässt sich bis zum Boden durchtreten',
    done: 'Lampe getauscht; in Ordnung.',
  },
];

/** Sundays the depots are closed (1970-01-01, day 0, was a Thursday). */
const isSunday = (day: number) => (day + 4) % 7 === 0;
/** The last day before today the depots worked. */
const lastWorkingDay = (todayDay: number) => (isSunday(todayDay - 1) ? todayDay - 2 : todayDay - 1);

/** How many past days the demo's checks cover. */
const DAYS = 14;

function sectionsOf(words: YardWords): FormSectionRow[] {
  return words.sections.map((section) => ({
    title: section.title,
    items: section.items.map((item) => ({
      id: item.id,
      label: item.label,
      kind: item.kind ?? 'pass_fail',
      unit: item.kind === 'number' ? 'mm' : null,
      min: item.kind === 'number' ? 1.6 : null,
      max: item.kind === 'number' ? 10 : null,
      critical: item.critical ?? false,
      photo_on_fail: item.photo ?? false,
      hint: null,
    })),
  }));
}

/** Each item answered: all pass, the tread read at a plausible depth, but for `failed`, which fails. */
function answered(sections: FormSectionRow[], tread: number, failed: { id: string; note: string } | undefined): ItemResultRow[] {
  return sections.flatMap((section) =>
    section.items.map((item) => {
      const fails = failed?.id === item.id;
      return {
        section: section.title,
        item_id: item.id,
        label: item.label,
        kind: item.kind,
        unit: item.unit,
        min: item.min,
        max: item.max,
        critical: item.critical,
        photo_on_fail: item.photo_on_fail,
        passed: !fails,
        value: item.kind === 'number' ? tread : null,
        text: null,
        note: fails ? failed!.note : null,
      };
    }),
  );
}

export function demoYard(rows: DemoRows, todayDay: number): DemoYard {
  const random = prng(20_261_129);
  const yard: DemoYard = { forms: [], formVersions: [], inspections: [], issues: [], comments: [] };
  rows.companies.forEach((company, index) => {
    const words = WORDS[index % WORDS.length]!;
    const companyId = company.id!;
    const sections = sectionsOf(words);
    const people = rows.employees.filter((employee) => employee.companyId === companyId);
    const admin = people.find((employee) => employee.role === 'admin')!;
    const drivers = people.filter((employee) => employee.role === 'user' && employee.passwordHash);
    const nameOf = (employee: (typeof people)[number]) =>
      [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.username;
    const formId = randomUUID();
    const created = timestampOn(todayDay - DAYS - 10, 9);
    yard.forms.push({
      id: formId,
      companyId,
      name: words.form,
      description: words.description,
      frequency: 'daily',
      vehicleTypes: ['bus', 'truck'],
      sections,
      createdBy: admin.id!,
      createdAt: created,
      updatedAt: created,
    });
    yard.formVersions.push({ companyId, formId, formVersion: 1, name: words.form, sections, createdAt: created });

    const checked = rows.vehicles.filter((vehicle) => vehicle.companyId === companyId && vehicle.isActive && vehicle.type !== 'car');
    checked.forEach((vehicle, v) => {
      const branchIds = rows.vehicleBranches.filter((link) => link.vehicleId === vehicle.id).map((link) => link.branchId);
      const inBranch = drivers.filter((driver) =>
        rows.employeeBranches.some((link) => link.employeeId === driver.id && branchIds.includes(link.branchId)),
      );
      const driver = inBranch[v % Math.max(1, inBranch.length)] ?? admin;
      // The first bus or truck's brakes failed at its last check: it is out of service until the workshop resolves it.
      const brakesFailed = v === 0;
      for (let day = todayDay - DAYS; day < todayDay; day++) {
        if (isSunday(day)) continue;
        const ago = todayDay - day;
        const failed =
          brakesFailed && day === lastWorkingDay(todayDay)
            ? { id: 'brakes', note: words.brakeNote }
            : random.chance(1 / 12)
              ? { id: 'lights', note: words.lightNote }
              : undefined;
        const inspectedAt = timestampOn(day, 5, 30 + random.int(0, 80));
        const odometer = Math.max(0, vehicle.mileage! - ago * random.int(150, 320));
        const id = randomUUID();
        yard.inspections.push({
          id,
          companyId,
          vehicleId: vehicle.id!,
          formId,
          formVersion: 1,
          inspectedAt,
          inspectorId: driver.id!,
          inspectorName: nameOf(driver),
          odometer,
          results: answered(sections, Math.round(random.between(3.5, 8.5) * 10) / 10, failed),
          itemCount: 12,
          failedCount: failed ? 1 : 0,
          criticalFailed: failed?.id === 'brakes',
          note: null,
          createdAt: inspectedAt,
        });
        if (!failed) continue;
        const issueId = randomUUID();
        const critical = failed.id === 'brakes';
        const resolvedAt = critical ? null : timestampOn(day + 1, 11);
        yard.issues.push({
          id: issueId,
          companyId,
          vehicleId: vehicle.id!,
          title: words.sections.flatMap((section) => section.items).find((item) => item.id === failed.id)!.label,
          description: failed.note,
          priority: critical ? 'critical' : 'high',
          status: critical ? 'open' : 'resolved',
          source: 'inspection',
          inspectionId: id,
          itemId: failed.id,
          odometer,
          reportedBy: driver.id!,
          reportedByName: nameOf(driver),
          resolvedAt,
          createdAt: inspectedAt,
          updatedAt: resolvedAt ?? inspectedAt,
        });
        if (resolvedAt)
          yard.comments.push({
            companyId,
            issueId,
            body: words.done,
            authorId: admin.id!,
            authorName: nameOf(admin),
            createdAt: resolvedAt,
          });
      }
    });

    // Reported by drivers, still open or being worked on.
    words.reported.forEach((report, r) => {
      const vehicle = checked[(r * 3 + 2) % checked.length] ?? checked[0];
      if (!vehicle) return;
      const driver = drivers[r % Math.max(1, drivers.length)] ?? admin;
      const day = todayDay - 2 - r * 2;
      const issueId = randomUUID();
      yard.issues.push({
        id: issueId,
        companyId,
        vehicleId: vehicle.id!,
        title: report.title,
        description: report.description,
        priority: report.priority,
        status: r === 1 ? 'in_progress' : 'open',
        source: 'reported',
        odometer: null,
        assigneeId: r === 1 ? admin.id! : null,
        dueOn: null,
        reportedBy: driver.id!,
        reportedByName: nameOf(driver),
        createdAt: timestampOn(day, 16),
        updatedAt: timestampOn(day + 1, 9),
      });
      yard.comments.push({
        companyId,
        issueId,
        body: report.comment,
        authorId: admin.id!,
        authorName: nameOf(admin),
        createdAt: timestampOn(day + 1, 9),
      });
    });
  });
  return yard;
}
