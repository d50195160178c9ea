// What the cluster test's kill run (scripts/test-cluster.mjs) concludes from the outcomes of its load,
// kept apart from the cluster so the rules themselves are unit-tested.

/**
 * Judges a load through the balancer while one instance was killed. `outcomes`: every request the
 * load sent, `{ kind: 'read' | 'write', sentAt, answeredAt, status, closed, cut, ok, text? }`: `status`
 * 0 when no answer came, `closed` when the balancer closed the connection before answering, `cut` when
 * the status came and the body was cut off, a write's `text` the comment it posted; `killedAt`/`exitedAt`: when the kill was sent and when
 * the instance had exited; `savedTexts`: the load's comments the site shows afterwards.
 * Answers what went wrong, each list empty when the cluster behaved:
 * - `unexplainedFailures`: requests that failed without being in flight on the instance when it died.
 *   Each load loop sends one request at a time, so that excuses at most one failure per loop; a
 *   request sent after the instance exited was refused there and must have gone to the other one.
 * - `unclearWriteFailures`: failed writes the user was not told about at once. Told is an error
 *   status; the connection closed with no answer at all (HAProxy's way for a request that was not the
 *   first on its connection: the client is to retry, as browsers do on a reused connection); or an
 *   answer cut off after its status (an instance killed between writing its headers and its body,
 *   which Next sends apart: the site's browser code says at once that the change may have been saved,
 *   lib/api-client.ts); each within `answerWithinMs` of the kill. Not told: a wait cut off by the
 *   client, or an error too late.
 * - `lostWrites`: writes answered as saved that the site does not show.
 * - `duplicatedWrites`: comments shown more than once (a write sent twice to the provider).
 */
export function killVerdict(outcomes, { killedAt, exitedAt, savedTexts, answerWithinMs }) {
  const inFlightAtDeath = (outcome) => outcome.sentAt < exitedAt && outcome.answeredAt >= killedAt;
  const failedWrites = outcomes.filter((outcome) => outcome.kind === 'write' && !outcome.ok);
  const timesSaved = new Map();
  for (const text of savedTexts) timesSaved.set(text, (timesSaved.get(text) ?? 0) + 1);
  return {
    unexplainedFailures: outcomes.filter((outcome) => !outcome.ok && !inFlightAtDeath(outcome)),
    unclearWriteFailures: failedWrites.filter(
      (write) => !((write.status >= 500 || write.closed || write.cut) && write.answeredAt - Math.max(write.sentAt, killedAt) <= answerWithinMs),
    ),
    lostWrites: outcomes.filter((outcome) => outcome.kind === 'write' && outcome.ok && !timesSaved.has(outcome.text)).map((write) => write.text),
    duplicatedWrites: [...timesSaved].filter(([, times]) => times > 1).map(([text]) => text),
  };
}
