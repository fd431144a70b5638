import { eq, sql } from 'drizzle-orm';
import { fromDrizzle, PgBoss, type Schedule, type WorkOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/client';
import { withOwnRights } from '../db/request-transaction';
import { pushSubject as configuredPushSubject } from '../config';
import { companies, deliveries, employees, pushSubscriptions, webhooks } from '../db/schema';
import { checkCompany, type CheckResult, type Deliver } from './check';
import type { Mailer } from './mail/mailer';
import { sendDigest } from './mail/send-digest';
import { uuidList } from '../scope/branch-links';
import { recipientsOf } from './recipients';
import { sendWebhook } from './webhooks/send-webhook';
import { pushKeysWhenAsked, type PushKeys } from './push/keys';
import { sendPush } from './push/send-push';
import { keepHistoryRetention } from '../history/retention';

/** The pg-boss queue of reminder checks; each job checks one company. */
export const REMINDER_CHECK = 'reminder-check';
/** The queue of email digests; each job sends one delivery. */
const REMINDER_EMAIL = 'reminder-email';
/** The queue of webhook calls; each job makes one delivery's call. */
const REMINDER_WEBHOOK = 'reminder-webhook';
/** The queue of push messages; each job sends one delivery to one device. */
const REMINDER_PUSH = 'reminder-push';
/** Webhook calls, and push messages, one instance makes at a time. */
const WEBHOOK_CALLS_AT_ONCE = 4;

/**
 * Tries of an email or a webhook call after the first before it counts as failed: with the backoff,
 * about a day (60 s doubling, at most an hour apart).
 */
const DELIVERY_RETRY = { retryLimit: 24, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600 };
type DeliveryRetry = typeof DELIVERY_RETRY;

/** A company's check: every day at the hour, in its zone. */
const dailyAt = (hour: number) => `0 ${hour} * * *`;
/** pg-boss's own page of schedules. */
const SCHEDULE_PAGE = 1000;

/** pg-boss keeps its tables in a schema of its own, beside Fleet's. */
const JOB_SCHEMA = 'fleet_jobs';

/** When a company's daily check runs. */
export interface CompanySchedule {
  timeZone: string;
  sendHour: number;
}

/**
 * What the API needs of the reminders: keeping each company's schedule in step with its settings, and
 * the deliveries of a check it runs now.
 */
export interface ReminderQueue {
  scheduleCompany(companyId: string, settings?: CompanySchedule): Promise<void>;
  unscheduleCompany(companyId: string): Promise<void>;
  readonly deliver: Deliver;
  /** The webhook calls of a completed work order (`work_order.completed`), in its transaction. */
  announceWorkOrder(tx: Transaction, companyId: string, workOrderId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Null where no reminder queue runs (most tests). */
    reminderQueue: ReminderQueue | null;
    /** Where reminder email goes out; null without SMTP_URL. */
    mailer: Mailer | null;
  }
}

interface CheckJob {
  companyId: string;
}

/** An email or a webhook call: its delivery says to whom and what. */
interface DeliveryJob {
  deliveryId: string;
}

interface RemindersOptions {
  databaseUrl: string;
  db: Database;
  log?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The current moment; tests fix it. */
  now?: () => Date;
  /** Told of every check that ran, after it committed (tests wait on it). */
  onChecked?: (result: CheckResult) => void;
  /** Seconds between pg-boss's looks for due schedules and new jobs; its defaults unless set (tests shorten them). */
  intervals?: { cronSeconds: number; pollSeconds: number };
  /** Email goes out through it; none: no email (SMTP_URL unset). */
  mailer?: Mailer | null;
  /** Where Fleet is reached, for the links in email and webhook calls; asked when each is sent (known once the server listens). */
  linkBase?: () => string | undefined;
  /** How often and how far apart email and webhook calls are tried again; a day's worth unless set (tests shorten it). */
  deliveryRetry?: DeliveryRetry;
  /** Webhooks may call private and loopback addresses (WEBHOOK_ALLOW_PRIVATE); so may push messages. */
  allowPrivateWebhooks?: boolean;
  /** The VAPID key pair, loaded at start (push/keys.ts); read from the database when first needed unless given. */
  pushKeys?: PushKeys;
  /** The VAPID subject (server/config.ts, pushSubject); MAIL_FROM's default address unless given. */
  pushSubject?: string;
}

/**
 * The daily reminder check of every company at its send hour, in its time zone (docs/reminders.md,
 * When to tell), on a job queue kept in PostgreSQL (pg-boss): the schedules and jobs live in the
 * database, so any number of instances share them, one of them runs each job, and a check that was due
 * while every instance was down runs once when one starts again (`missed: 'once'`).
 */
export class Reminders implements ReminderQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly db: Database,
    private readonly mailer: Mailer | null,
    private readonly deliveryRetry: DeliveryRetry,
  ) {}

  /**
   * The deliveries of the new reminders and their jobs, in the check's own transaction (pg-boss sends
   * through it), or a request's that raised a critical issue: neither commits without them, nor they
   * without it. An email per person who gets email of them; a call per reminder to each of the
   * company's enabled webhooks; a push message per person to each of their devices.
   */
  readonly deliver: Deliver = async (tx: Transaction, result: CheckResult) => {
    const db = fromDrizzle(tx, sql);
    // The jobs are no company's rows: in a request's transaction (a new critical issue) they are written
    // with the connection's own rights.
    const queue = async (name: string, rows: { id: string }[]) => {
      if (rows.length === 0) return;
      await withOwnRights(tx, async () => {
        for (const { id } of rows) await this.boss.send(name, { deliveryId: id } satisfies DeliveryJob, { ...this.deliveryRetry, db });
      });
    };
    if (this.mailer) {
      const { rows } = await tx.execute<{ id: string }>(sql`
        insert into ${deliveries} (company_id, channel, recipient, employee_id, reminder_ids)
        select ${result.companyId}, 'email', ${employees.email}, told.employee_id, array_agg(told.reminder_id)
          from (${recipientsOf(result.reminderIds, 'email')}) as told
          join ${employees} on ${employees.id} = told.employee_id
         group by told.employee_id, ${employees.email}
        returning id`);
      await queue(REMINDER_EMAIL, rows);
    }
    // The log names a webhook by its address's origin only: a receiver's path or query often holds its
    // credential (a chat service's token), which must not stay in the log after the webhook changes.
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into ${deliveries} (company_id, channel, recipient, webhook_id, reminder_ids)
      select ${result.companyId}, 'webhook',
             substring(${webhooks.url} from '^[a-z]+://[^/?#]+') || case when ${webhooks.url} ~ '^[a-z]+://[^/?#]+[/?#].' then '/…' else '' end,
             ${webhooks.id}, array[reminder_id]
        from ${webhooks} cross join unnest(${uuidList(result.reminderIds)}) as reminder_id
       where ${webhooks.companyId} = ${result.companyId} and ${webhooks.enabled}
      returning id`);
    await queue(REMINDER_WEBHOOK, rows);
    // The log names a device by its person and the name the device gave itself, never by its endpoint.
    const pushed = await tx.execute<{ id: string }>(sql`
      insert into ${deliveries} (company_id, channel, recipient, employee_id, push_subscription_id, reminder_ids)
      select ${result.companyId}, 'push',
             coalesce(nullif(concat_ws(' ', ${employees.firstName}, ${employees.lastName}), ''), ${employees.username})
               || coalesce(' · ' || ${pushSubscriptions.device}, ''),
             told.employee_id, ${pushSubscriptions.id}, array_agg(told.reminder_id)
        from (${recipientsOf(result.reminderIds, 'push')}) as told
        join ${employees} on ${employees.id} = told.employee_id
        join ${pushSubscriptions} on ${pushSubscriptions.employeeId} = told.employee_id
       group by told.employee_id, ${pushSubscriptions.id}, ${pushSubscriptions.device},
                ${employees.firstName}, ${employees.lastName}, ${employees.username}
      returning id`);
    await queue(REMINDER_PUSH, pushed.rows);
  };

  /**
   * A call to each of the company's enabled webhooks telling of a completed work order, with its job,
   * in the transaction that completed it: rolled back, it tells nobody.
   */
  async announceWorkOrder(tx: Transaction, companyId: string, workOrderId: string): Promise<void> {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into ${deliveries} (company_id, channel, recipient, webhook_id, reminder_ids, work_order_id)
      select ${companyId}, 'webhook',
             substring(${webhooks.url} from '^[a-z]+://[^/?#]+') || case when ${webhooks.url} ~ '^[a-z]+://[^/?#]+[/?#].' then '/…' else '' end,
             ${webhooks.id}, '{}'::uuid[], ${workOrderId}
        from ${webhooks}
       where ${webhooks.companyId} = ${companyId} and ${webhooks.enabled}
      returning id`);
    if (rows.length === 0) return;
    const db = fromDrizzle(tx, sql);
    await withOwnRights(tx, async () => {
      for (const { id } of rows)
        await this.boss.send(REMINDER_WEBHOOK, { deliveryId: id } satisfies DeliveryJob, { ...this.deliveryRetry, db });
    });
  }

  static async start(options: RemindersOptions): Promise<Reminders> {
    const now = options.now ?? (() => new Date());
    const boss = new PgBoss({
      connectionString: options.databaseUrl,
      schema: JOB_SCHEMA,
      max: 4,
      application_name: 'fleet-reminders',
      ...(options.intervals && {
        cronMonitorIntervalSeconds: options.intervals.cronSeconds,
        cronWorkerIntervalSeconds: options.intervals.cronSeconds,
      }),
    });
    boss.on('error', (error) => options.log?.error({ err: error }, 'the reminder queue failed'));
    await boss.start();
    // A failed check (the database away for a moment) is tried again, later each time.
    await boss.createQueue(REMINDER_CHECK, { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 600 });
    const deliveryRetry = options.deliveryRetry ?? DELIVERY_RETRY;
    await boss.createQueue(REMINDER_EMAIL, { ...deliveryRetry, expireInSeconds: 120 });
    await boss.createQueue(REMINDER_WEBHOOK, { ...deliveryRetry, expireInSeconds: 120 });
    await boss.createQueue(REMINDER_PUSH, { ...deliveryRetry, expireInSeconds: 120 });
    const reminders = new Reminders(boss, options.db, options.mailer ?? null, deliveryRetry);
    const polling = { pollingIntervalSeconds: options.intervals?.pollSeconds ?? 2 };
    await boss.work<CheckJob>(REMINDER_CHECK, polling, async (jobs) => {
      for (const job of jobs) {
        const result = await checkCompany(options.db, job.data.companyId, now(), reminders.deliver);
        if (result.reminderIds.length > 0) {
          options.log?.info({ companyId: result.companyId, day: result.today, reminders: result.reminderIds.length }, 'reminders raised');
        }
        options.onChecked?.(result);
      }
    });
    const mailer = options.mailer;
    if (mailer) {
      // With each job's own retry limit: the one it was sent with, whichever instance runs it.
      await boss.work<DeliveryJob, void, WorkOptions & { includeMetadata: true }>(
        REMINDER_EMAIL,
        { ...polling, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await sendDigest(options.db, mailer, job.data.deliveryId, {
              lastTry: job.retryCount >= job.retryLimit,
              linkBase: options.linkBase?.(),
              now: now(),
            });
          }
        },
      );
    }
    // Calls to several receivers at a time, so that one slow receiver does not hold back the others.
    await boss.work<DeliveryJob, void, WorkOptions & { includeMetadata: true }>(
      REMINDER_WEBHOOK,
      { ...polling, includeMetadata: true, localConcurrency: WEBHOOK_CALLS_AT_ONCE },
      async (jobs) => {
        for (const job of jobs) {
          await sendWebhook(options.db, job.data.deliveryId, {
            lastTry: job.retryCount >= job.retryLimit,
            linkBase: options.linkBase?.(),
            allowPrivate: options.allowPrivateWebhooks ?? false,
          });
        }
      },
    );
    const pushKeys = pushKeysWhenAsked(options.db, options.pushKeys);
    const pushSubject = options.pushSubject ?? configuredPushSubject({});
    await boss.work<DeliveryJob, void, WorkOptions & { includeMetadata: true }>(
      REMINDER_PUSH,
      { ...polling, includeMetadata: true, localConcurrency: WEBHOOK_CALLS_AT_ONCE },
      async (jobs) => {
        for (const job of jobs) {
          await sendPush(options.db, job.data.deliveryId, {
            lastTry: job.retryCount >= job.retryLimit,
            keys: pushKeys,
            subject: pushSubject,
            allowPrivate: options.allowPrivateWebhooks ?? false,
          });
        }
      },
    );
    // The history's retention runs on the same queue (server/history/retention.ts).
    await keepHistoryRetention(boss, options.db, {
      now,
      pollSeconds: polling.pollingIntervalSeconds,
      onForgotten: (count) => {
        if (count > 0) options.log?.info({ entries: count }, 'history past its retention forgotten');
      },
    });
    await reminders.scheduleAll();
    return reminders;
  }

  /**
   * Every company's daily check, as its settings say now, and none for a company that is gone: at
   * start, so that none is left out or left over. Only what differs is written, so a start with
   * everything in place costs two reads.
   */
  async scheduleAll(): Promise<void> {
    const rows = await this.db.select({ id: companies.id, timeZone: companies.timeZone, sendHour: companies.sendHour }).from(companies);
    const scheduled = new Map<string, Schedule>();
    for (let page = await this.boss.getSchedules(REMINDER_CHECK); page.length > 0;) {
      for (const schedule of page) scheduled.set(schedule.key, schedule);
      page = page.length < SCHEDULE_PAGE ? [] : await this.boss.getSchedules(REMINDER_CHECK, undefined, { after: page.at(-1)! });
    }
    for (const { id, timeZone, sendHour } of rows) {
      const kept = scheduled.get(id);
      scheduled.delete(id);
      if (kept?.cron === dailyAt(sendHour) && kept.timezone === timeZone) continue;
      await this.scheduleCompany(id, { timeZone, sendHour });
    }
    for (const gone of scheduled.keys()) await this.boss.unschedule(REMINDER_CHECK, gone);
  }

  /**
   * The company's daily check at its send hour in its zone, replacing the one before; none once it is
   * gone. A caller that has just saved the settings hands them in: its own transaction may not have
   * committed yet, so reading them here would find the old ones.
   */
  async scheduleCompany(companyId: string, settings?: CompanySchedule): Promise<void> {
    const [company] = settings
      ? [settings]
      : await this.db
          .select({ timeZone: companies.timeZone, sendHour: companies.sendHour })
          .from(companies)
          .where(eq(companies.id, companyId));
    if (!company) {
      await this.boss.unschedule(REMINDER_CHECK, companyId);
      return;
    }
    await this.boss.schedule(REMINDER_CHECK, dailyAt(company.sendHour), { companyId } satisfies CheckJob, {
      tz: company.timeZone,
      key: companyId,
      missed: 'once',
    });
  }

  /** No more daily checks of a company that is gone. */
  async unscheduleCompany(companyId: string): Promise<void> {
    await this.boss.unschedule(REMINDER_CHECK, companyId);
  }

  /** A check of the company now, on the queue like the daily one; resolves with the job's id. */
  async checkNow(companyId: string): Promise<string | null> {
    return this.boss.send(REMINDER_CHECK, { companyId } satisfies CheckJob);
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 5_000 });
    this.mailer?.close();
  }
}
