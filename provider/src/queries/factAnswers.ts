import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { livingFactAnswers } from '../db/schema';
import { LIVING_FACTS, type LivingFact, type LivingFacts } from '../db/schema-facts';

/** How many members agree and disagree with each of a listing's facts. */
export type FactAnswerCounts = Record<LivingFact, { agree: number; disagree: number }>;

export async function factAnswerCounts(db: Database, propertyId: number): Promise<FactAnswerCounts> {
  const rows = await db
    .select({ fact: livingFactAnswers.fact, agrees: livingFactAnswers.agrees, answers: sql<number>`count(*)`.mapWith(Number) })
    .from(livingFactAnswers)
    .where(eq(livingFactAnswers.propertyId, propertyId))
    .groupBy(livingFactAnswers.fact, livingFactAnswers.agrees);
  const counts = Object.fromEntries(LIVING_FACTS.map((fact) => [fact, { agree: 0, disagree: 0 }])) as FactAnswerCounts;
  for (const { fact, agrees, answers } of rows) counts[fact][agrees ? 'agree' : 'disagree'] = answers;
  return counts;
}

/** A member's own answers to a listing's facts: true where they agree, false where they disagree. */
export async function answersOf(db: Database, propertyId: number, userId: number): Promise<Partial<Record<LivingFact, boolean>>> {
  const rows = await db
    .select({ fact: livingFactAnswers.fact, agrees: livingFactAnswers.agrees })
    .from(livingFactAnswers)
    .where(and(eq(livingFactAnswers.propertyId, propertyId), eq(livingFactAnswers.userId, userId)));
  return Object.fromEntries(rows.map((row) => [row.fact, row.agrees]));
}

/**
 * Deletes the answers to each fact the owner has just changed: they agreed or disagreed with the old
 * value, not the new one. A fact saved unchanged keeps its answers.
 */
export async function resetChangedFactAnswers(db: Database, propertyId: number, before: LivingFacts, after: LivingFacts): Promise<void> {
  const changed = LIVING_FACTS.filter((fact) => before[fact] !== after[fact]);
  if (changed.length === 0) return;
  await db.delete(livingFactAnswers).where(and(eq(livingFactAnswers.propertyId, propertyId), inArray(livingFactAnswers.fact, changed)));
}
