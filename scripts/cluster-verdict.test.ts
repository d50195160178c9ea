/** @jest-environment node */

type Outcome = { kind: 'read' | 'write'; sentAt: number; answeredAt: number; status: number; closed: boolean; cut?: boolean; ok: boolean; text?: string };
type Verdict = { unexplainedFailures: Outcome[]; unclearWriteFailures: Outcome[]; lostWrites: string[]; duplicatedWrites: string[] };
type ClusterVerdict = {
  killVerdict: (outcomes: Outcome[], options: { killedAt: number; exitedAt: number; savedTexts: string[]; answerWithinMs: number }) => Verdict;
};

/** Plain JavaScript run by Node as it is; a path in a variable keeps tsc from asking for its types. */
const MODULE_PATH = './cluster-verdict.mjs';
const load = async (): Promise<ClusterVerdict> => import(MODULE_PATH);

// The instance is killed at 1000 and has exited at 1050; failed writes must be answered by 1000 + 5000.
const kill = { killedAt: 1000, exitedAt: 1050, answerWithinMs: 5000 };
const read = (sentAt: number, answeredAt: number, ok = true): Outcome => ({ kind: 'read', sentAt, answeredAt, status: ok ? 200 : 502, closed: false, ok });
const write = (text: string, sentAt: number, answeredAt: number, status = 200): Outcome => ({ kind: 'write', text, sentAt, answeredAt, status, closed: false, ok: status === 200 });
/** A write whose connection the balancer closed without an answer. */
const closedWrite = (text: string, sentAt: number, answeredAt: number): Outcome => ({ ...write(text, sentAt, answeredAt, 0), closed: true });
/** A write whose status came, then whose body was cut off. */
const cutWrite = (text: string, sentAt: number, answeredAt: number): Outcome => ({ ...write(text, sentAt, answeredAt), ok: false, cut: true });
const clean: Verdict = { unexplainedFailures: [], unclearWriteFailures: [], lostWrites: [], duplicatedWrites: [] };

describe('the cluster kill test verdict (scripts/cluster-verdict.mjs)', () => {
  it('passes a run whose only failures were in flight on the instance as it died, answered at once with an error', async () => {
    const { killVerdict } = await load();
    const outcomes = [
      read(900, 950),
      read(990, 1010, false), // on the instance when it died
      write('held from before the load', 100, 1020, 502), // its body still coming when the instance died
      write('in flight', 995, 1040, 502),
      closedWrite('in flight on a reused connection', 990, 1030),
      cutWrite('headers written, body not, as it died', 995, 1020),
      write('saved before', 800, 850),
      write('saved after', 1100, 2100), // refused by the dead instance, sent to the other one
    ];
    // A failed write may have reached the provider before its answer was lost: it may be shown once.
    expect(killVerdict(outcomes, { ...kill, savedTexts: ['saved before', 'in flight', 'saved after'] })).toEqual(clean);
  });

  it('names failures outside the kill: answered before it, or sent after the instance had exited', async () => {
    const { killVerdict } = await load();
    const early = read(500, 600, false);
    const afterExit = read(1050, 1100, false);
    const writeAfterExit = write('sent to the dead instance', 1060, 1070, 503);
    const verdict = killVerdict([early, read(1040, 1060, false), afterExit, writeAfterExit], { ...kill, savedTexts: [] });
    expect(verdict.unexplainedFailures).toEqual([early, afterExit, writeAfterExit]);
  });

  it('names failed writes the user was not told about at once: no error status, or one too late', async () => {
    const { killVerdict } = await load();
    const hung = write('hung until the client gave up', 990, 31_000, 0);
    const late = write('answered long after the kill', 990, 6001, 504);
    const closedLate = closedWrite('closed long after the kill', 990, 6001);
    const cutLate = cutWrite('cut long after the kill', 990, 6001);
    const refusedByTheSite = write('refused by the site', 990, 1010, 401);
    const inTime = [write('answered in time', 100, 6000, 502), closedWrite('closed in time', 100, 6000), cutWrite('cut in time', 990, 1010)];
    const verdict = killVerdict([hung, late, closedLate, cutLate, refusedByTheSite, ...inTime], { ...kill, savedTexts: [] });
    expect(verdict.unclearWriteFailures).toEqual([hung, late, closedLate, cutLate, refusedByTheSite]);
  });

  it('names writes answered as saved that the site does not show, and comments shown twice', async () => {
    const { killVerdict } = await load();
    const outcomes = [write('kept', 900, 950), write('lost', 1100, 1200), write('failed, then resent by the balancer', 990, 1020, 502)];
    const verdict = killVerdict(outcomes, { ...kill, savedTexts: ['kept', 'failed, then resent by the balancer', 'failed, then resent by the balancer'] });
    expect(verdict).toEqual({ ...clean, lostWrites: ['lost'], duplicatedWrites: ['failed, then resent by the balancer'] });
  });
});
