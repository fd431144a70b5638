import autocannon from 'autocannon';

/*
 * The soak's load: each kind of person works through their steps in turn, again and again, on each of
 * their connections (autocannon's request sequences). A step is built from what the steps before it
 * read in the same round (a vehicle picked from a list, the record just created), and every answer is
 * written down by step and status: anything but 2xx, or the one 4xx a step names as a race it may
 * lose, is an error.
 */

export interface Person {
  username: string;
  /** The session's cookies; a refresh replaces them while the soak runs. */
  cookie: string;
  branchIds: string[];
}

export interface Sent {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: Record<string, unknown>;
}

/** What one round of steps read so far, on one connection; a new round starts empty. */
export type Round = Record<string, unknown> & { person?: Person; cookie?: string };

export interface Step {
  name: string;
  /** The request, from what the round read; undefined when it lacks what it needs, which starts the round over. */
  send(round: Round): Sent | undefined;
  /** What the round keeps from a 2xx answer (its JSON body, and the headers for a sign-in). */
  read?(round: Round, body: unknown, headers: Record<string, string | string[] | undefined>): void;
  /** A status besides 2xx that is no error here, and why: e.g. 409 for an edit that lost a race. */
  expected?: { status: number; why: string };
}

export interface Workflow {
  /** Who works this way, e.g. "users of the large company". */
  name: string;
  /** Their share of the connections. */
  weight: number;
  /** Who signs in for it: each round takes the next one. Empty for a workflow whose first step signs in. */
  people: Person[];
  steps: Step[];
}

export interface StepTally {
  workflow: string;
  step: string;
  statuses: Record<string, number>;
  /** Answers that are errors: a status the step does not allow, or a 2xx whose body could not be read. */
  errors: number;
  /** Answers with the status the step names as a race it may lose. */
  expected: number;
}

export interface WorkflowResult {
  workflow: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Connection errors and timeouts (autocannon counts timeouts among its errors). */
  connectionErrors: number;
  timeouts: number;
  /** Rounds that started over because a step lacked what an earlier one should have read. */
  restarts: number;
  steps: StepTally[];
}

export function tallyOf(workflow: Workflow): StepTally[] {
  return workflow.steps.map((step) => ({ workflow: workflow.name, step: step.name, statuses: {}, errors: 0, expected: 0 }));
}

/** Runs a workflow on its connections for the given time; `tallies` fills as answers arrive. */
export async function runWorkflow(
  baseUrl: string,
  workflow: Workflow,
  connections: number,
  seconds: number,
  tallies: StepTally[],
): Promise<WorkflowResult> {
  let nextPerson = 0;
  const requests: autocannon.Request[] = workflow.steps.map((step, index) => ({
    setupRequest: (request, context) => {
      const round = context as Round;
      if (index === 0 && workflow.people.length) round.person = workflow.people[nextPerson++ % workflow.people.length];
      const sent = step.send(round);
      if (!sent) return undefined as unknown as autocannon.Request;
      const cookie = round.cookie ?? round.person?.cookie;
      return {
        ...request,
        method: sent.method,
        path: sent.path,
        body: sent.body ? JSON.stringify(sent.body) : undefined,
        headers: { ...(cookie && { cookie }), ...(sent.body && { 'content-type': 'application/json' }) },
      };
    },
    onResponse: (status, body, context, headers) => {
      const tally = tallies[index]!;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
      if (status >= 200 && status < 300) {
        if (!step.read) return;
        try {
          step.read(context as Round, body ? JSON.parse(body) : undefined, headers ?? {});
        } catch {
          tally.errors++;
        }
      } else if (step.expected?.status === status) {
        tally.expected++;
      } else {
        tally.errors++;
      }
    },
  }));
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, timeout: 30, requests });
  return {
    workflow: workflow.name,
    connections,
    requests: result.requests.total,
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    restarts: result.resets,
    steps: tallies,
  };
}

/** Connections shared out by weight, each workflow at least one. */
export function shareConnections(workflows: Workflow[], connections: number): number[] {
  const total = workflows.reduce((sum, workflow) => sum + workflow.weight, 0);
  const shares = workflows.map((workflow) => Math.max(1, Math.floor((connections * workflow.weight) / total)));
  // What rounding left over goes to the heaviest workflows first.
  const order = workflows.map((_, index) => index).sort((a, b) => workflows[b]!.weight - workflows[a]!.weight);
  for (let k = 0; shares.reduce((sum, share) => sum + share, 0) < connections; k++) shares[order[k % order.length]!]!++;
  return shares;
}
